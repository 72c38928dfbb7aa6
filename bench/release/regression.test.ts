import { describe, expect, it } from 'vitest';
import { readFloor, regressionTable, regressions } from './regression.js';

describe('the labelled sets as a regression table', () => {
  it('no set, language or kind of answer is graded or released worse than the committed floor', async () => {
    const floor = readFloor();
    expect(Object.keys(floor).length).toBeGreaterThan(50);
    expect(regressions(await regressionTable(), floor)).toEqual([]);
  }, 600_000); // some 900 gradings: a minute on a shared, busy 2-core machine

  it('a worse cell is reported', () => {
    const floor = readFloor();
    const [key, cell] = Object.entries(floor).find(([, f]) => f.dangerous > 0)!;
    const worse = { ...floor, [key]: { ...cell, dangerousReleasedAsPass: cell.dangerousReleasedAsPass + 1 } };
    expect(regressions(worse, floor)).toEqual([expect.stringContaining(`${key}: dangerous released as a pass`)]);
  });
});
