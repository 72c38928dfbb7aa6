import { describe, expect, it } from 'vitest';
import { splitQueue } from './review';
import type { ReviewQueueEntry } from './types';

const entry = (id: string, status: ReviewQueueEntry['status'], more: Partial<ReviewQueueEntry> = {}): ReviewQueueEntry => ({
  ...more, _id: id, status, studentId: '1', firstName: 'A', lastName: 'B', subject: 'maternalchild', labNumber: 1, attempt: 1, language: 'th', createdAt: '2026-01-01T00:00:00Z',
});

describe('splitQueue', () => {
  it('puts the audit samples to check apart, after the waiting answers and before the recent grades', () => {
    const queue = splitQueue({
      entries: [entry('w', 'needs_review', { group: 'waiting' }), entry('k', 'graded', { group: 'check', auditSample: true }), entry('r', 'graded', { group: 'recent' })],
      counts: { needsReview: 1, flagged: 0, check: 1, held: 0 },
    });
    expect(queue.waiting.map((e) => e._id)).toEqual(['w']);
    expect(queue.check.map((e) => e._id)).toEqual(['k']);
    expect(queue.recent.map((e) => e._id)).toEqual(['r']);
    // Without the server's group: an unreviewed audit sample is a check.
    expect(splitQueue({ entries: [entry('k', 'graded', { auditSample: true })] }).check.map((e) => e._id)).toEqual(['k']);
  });
  it('keeps the server order, waiting answers apart from recent automatic grades, and takes the counts from the server', () => {
    const queue = splitQueue({ entries: [entry('a', 'needs_review'), entry('b', 'needs_review'), entry('c', 'graded')], counts: { needsReview: 7, held: 2 } });
    expect(queue.waiting.map((e) => e._id)).toEqual(['a', 'b']);
    expect(queue.recent.map((e) => e._id)).toEqual(['c']);
    expect(queue).toMatchObject({ needsReview: 7, held: 2 });
  });
  it('counts the waiting entries when the server gives no counts', () => {
    expect(splitQueue({ entries: [entry('a', 'needs_review')] }).needsReview).toBe(1);
  });
  it('keeps an unreviewed graded answer with a harmful statement among those waiting, first as the server sent it', () => {
    const queue = splitQueue({
      entries: [entry('f', 'graded', { criticalFlag: true }), entry('a', 'needs_review'), entry('r', 'graded', { criticalFlag: true, reviewed: true }), entry('c', 'graded')],
      counts: { needsReview: 1, flagged: 1, held: 0 },
    });
    expect(queue.waiting.map((e) => e._id)).toEqual(['f', 'a']);
    expect(queue.recent.map((e) => e._id)).toEqual(['r', 'c']);
    expect(queue).toMatchObject({ needsReview: 1, flagged: 1 });
  });
});
