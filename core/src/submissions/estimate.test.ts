import { describe, expect, it } from 'vitest';
import { estimateEvaluation, roundsBefore, serverSpeed } from './estimate.js';

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

  it('shares the answers ahead among the workers: ceil((ahead + 1) / workers) - 1 rounds before this one', () => {
    expect([0, 1, 2, 3, 4, 5].map((ahead) => roundsBefore(ahead, 1))).toEqual([0, 1, 2, 3, 4, 5]);
    expect([0, 1, 2, 3, 4, 5].map((ahead) => roundsBefore(ahead, 2))).toEqual([0, 0, 1, 1, 2, 2]);
    expect([0, 3, 4, 8, 9].map((ahead) => roundsBefore(ahead, 4))).toEqual([0, 0, 1, 2, 2]);
    expect(roundsBefore(3, 0)).toBe(3);
  });

  it('waits for the rounds of answers ahead, not for every answer ahead, when several are evaluated at once', () => {
    const speed = { ratio: 0.1, gradeRatio: 0.01, samples: 10 };
    const ahead = { count: 4, audioSeconds: 4 * 100 };
    // One worker: four answers of 100 s at 0.1 -> 40 s, plus its own 18 s.
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead, speed, workers: 1 })).toEqual({ seconds: 60, ahead: 4 });
    // Two workers: two rounds (20 s) + 18 s; four workers: one round; five: a worker is free.
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead, speed, workers: 2 })).toEqual({ seconds: 40, ahead: 4, workers: 2 });
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead, speed, workers: 4 })).toEqual({ seconds: 30, ahead: 4, workers: 4 });
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead, speed, workers: 5 })).toEqual({ seconds: 20, ahead: 4, workers: 5 });
    // Being evaluated already: the workers no longer matter.
    expect(estimateEvaluation({ stage: 'transcribing', audioSeconds: 180, ahead, speed, workers: 4 })).toEqual({ seconds: 20, ahead: 0, workers: 4 });
    expect(estimateEvaluation({ stage: 'queued', audioSeconds: 180, ahead, speed: null, workers: 2 })).toEqual({ seconds: null, ahead: 4, workers: 2 });
  });
});
