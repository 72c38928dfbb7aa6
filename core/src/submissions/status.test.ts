import { describe, expect, it } from 'vitest';
import { awaitsUpdates, isFinalStatus } from './status.js';

describe('submission status', () => {
  it('keeps listening while an answer waits for a person, stops once graded or failed', () => {
    expect(awaitsUpdates('queued')).toBe(true);
    expect(awaitsUpdates('grading')).toBe(true);
    expect(awaitsUpdates('needs_review')).toBe(true);
    expect(isFinalStatus('needs_review')).toBe(true);
    expect(awaitsUpdates('graded')).toBe(false);
    expect(awaitsUpdates('failed')).toBe(false);
  });
});
