import { describe, expect, it } from 'vitest';
import { estimateEvaluation, serverSpeed } from './estimate.js';

const sample = (audioSeconds: number, processingSeconds: number, gradeSeconds = 0) => ({ audioSeconds, processingSeconds, gradeSeconds });

describe('the evaluation estimate', () => {
  it('takes the median speed, so one slow answer does not move it', () => {
    const speed = serverSpeed([sample(10, 1, 0.1), sample(20, 4, 0.2), sample(30, 9, 0.3), sample(60, 600, 60)]);
    expect(speed).toEqual({ ratio: (0.2 + 0.3) / 2, gradeRatio: 0.01, samples: 4 });
  });

  it('has no speed without enough usable history', () => {
    expect(serverSpeed([])).toBeNull();
    expect(serverSpeed([sample(10, 1), sample(0, 1), sample(20, 2)])).toBeNull();
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 60, ahead: { count: 2, audioSeconds: 90 }, speed: null })).toEqual({ seconds: null, ahead: 2 });
  });

  it('adds the answers ahead while waiting, rounds up to 5 s and stays within 5 s..1 h', () => {
    const speed = { ratio: 0.1, gradeRatio: 0.01, samples: 10 };
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead: { count: 0, audioSeconds: 0 }, speed })).toEqual({ seconds: 20, ahead: 0 });
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead: { count: 2, audioSeconds: 300 }, speed })).toEqual({ seconds: 50, ahead: 2 });
    expect(estimateEvaluation({ stage: 'transcribing', audioSeconds: 180, ahead: { count: 2, audioSeconds: 300 }, speed })).toEqual({ seconds: 20, ahead: 0 });
    expect(estimateEvaluation({ stage: 'grading', audioSeconds: 180, ahead: { count: 0, audioSeconds: 0 }, speed })).toEqual({ seconds: 5, ahead: 0 });
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead: { count: 900, audioSeconds: 900 * 180 }, speed: { ...speed, ratio: 1 } }).seconds).toBe(3600);
  });
});
