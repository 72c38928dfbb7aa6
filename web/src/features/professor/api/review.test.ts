import { describe, expect, it } from 'vitest';
import { splitQueue } from './review';
import type { ReviewQueueAnswer, ReviewQueueEntry } from './types';

/** An entry as an older server sent it: without the fields added since (group, counts, flags). */
type OlderEntry = Omit<ReviewQueueEntry, 'userId' | 'score' | 'reviewed' | 'held' | 'criticalFlag' | 'late' | 'auditSample' | 'reasons' | 'group' | 'dangerVerdict'> & Partial<ReviewQueueEntry>;
const entry = (id: string, status: ReviewQueueEntry['status'], more: Partial<ReviewQueueEntry> = {}): OlderEntry => ({
  ...more, _id: id, status, studentId: '1', firstName: 'A', lastName: 'B', subject: 'maternalchild', labNumber: 1, attempt: 1, language: 'th', createdAt: '2026-01-01T00:00:00Z',
});
/** The queue as it may arrive from an older server (the web app still reads it). */
const answer = (entries: OlderEntry[], counts?: Partial<ReviewQueueAnswer['counts']>) => ({ entries, ...(counts ? { counts } : {}) }) as unknown as ReviewQueueAnswer;

describe('splitQueue', () => {
  it('puts the audit samples to check apart, after the waiting answers and before the recent grades', () => {
    const queue = splitQueue(
      answer([entry('w', 'needs_review', { group: 'waiting' }), entry('k', 'graded', { group: 'check', auditSample: true }), entry('r', 'graded', { group: 'recent' })], { needsReview: 1, flagged: 0, check: 1, held: 0 }),
    );
    expect(queue.waiting.map((e) => e._id)).toEqual(['w']);
    expect(queue.check.map((e) => e._id)).toEqual(['k']);
    expect(queue.recent.map((e) => e._id)).toEqual(['r']);
    // Without the server's group: an unreviewed audit sample is a check.
    expect(splitQueue(answer([entry('k', 'graded', { auditSample: true })])).check.map((e) => e._id)).toEqual(['k']);
  });
  it('keeps the server order, waiting answers apart from recent automatic grades, and takes the counts from the server', () => {
    const queue = splitQueue(answer([entry('a', 'needs_review'), entry('b', 'needs_review'), entry('c', 'graded')], { needsReview: 7, held: 2 }));
    expect(queue.waiting.map((e) => e._id)).toEqual(['a', 'b']);
    expect(queue.recent.map((e) => e._id)).toEqual(['c']);
    expect(queue).toMatchObject({ needsReview: 7, held: 2 });
  });
  it('counts the waiting entries when the server gives no counts', () => {
    expect(splitQueue(answer([entry('a', 'needs_review')])).needsReview).toBe(1);
  });
  it('keeps an unreviewed graded answer with a harmful statement among those waiting, first as the server sent it', () => {
    const queue = splitQueue(
      answer([entry('f', 'graded', { criticalFlag: true }), entry('a', 'needs_review'), entry('r', 'graded', { criticalFlag: true, reviewed: true }), entry('c', 'graded')], { needsReview: 1, flagged: 1, held: 0 }),
    );
    expect(queue.waiting.map((e) => e._id)).toEqual(['f', 'a']);
    expect(queue.recent.map((e) => e._id)).toEqual(['r', 'c']);
    expect(queue).toMatchObject({ needsReview: 1, flagged: 1 });
  });
});
