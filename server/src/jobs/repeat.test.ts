import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeat.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatEvery', () => {
  it('never runs twice at once, carries on after a failure, and stops', async () => {
    let running = 0;
    let overlapped = false;
    let runs = 0;
    const warnings: string[] = [];
    const stop = repeatEvery(
      10,
      async () => {
        runs++;
        overlapped ||= running > 0;
        running++;
        await sleep(35);
        running--;
        if (runs === 1) throw new Error('first run fails');
      },
      { info: () => {}, error: () => {}, warn: (_: unknown, message: string) => warnings.push(message) } as never,
      'task failed',
    );
    await sleep(400);
    stop();
    const after = runs;
    await sleep(100);
    expect(overlapped).toBe(false);
    expect(runs).toBeGreaterThan(2);
    expect(warnings).toEqual(['task failed']);
    expect(runs).toBe(after);
  });
});
