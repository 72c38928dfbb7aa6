import { describe, expect, it } from 'vitest';
import { parseLegacyDashboardPath, parseLegacyLabPath } from './routes.js';
import { attemptsBadge, labStatus, overallProgress, progressDot } from './status.js';

describe('legacy lab URLs', () => {
  it.each([
    ['/student/maternalchild4en', { subject: 'maternalchild', labNumber: 4, language: 'en' }],
    ['/student/maternalchild1cn', { subject: 'maternalchild', labNumber: 1, language: 'zh' }],
    ['/student/maternalchild11indo', { subject: 'maternalchild', labNumber: 11, language: 'id' }],
    ['/student/maternalchild12jp', { subject: 'maternalchild', labNumber: 12, language: 'ja' }],
    ['/student/maternalchild7', { subject: 'maternalchild', labNumber: 7, language: undefined }],
    ['/student/upload1', { subject: 'maternalchild', labNumber: 1, language: undefined }],
    ['/student/upload10jp', { subject: 'maternalchild', labNumber: 10, language: 'ja' }],
    ['/student/315/2en', { subject: '315', labNumber: 2, language: 'en' }],
    ['/student/315/3indo', { subject: '315', labNumber: 3, language: 'id' }],
    ['/student/surgical/5', { subject: 'surgical', labNumber: 5, language: undefined }],
  ])('%s', (path, expected) => {
    expect(parseLegacyLabPath(path)).toEqual(expected);
  });

  it('ignores other paths', () => {
    expect(parseLegacyLabPath('/student/dashboard')).toBeUndefined();
    expect(parseLegacyLabPath('/student/315/dashboard')).toBeUndefined();
  });

  it('reads subject language routes', () => {
    expect(parseLegacyDashboardPath('/surgical/cn')).toEqual({ subject: 'surgical', language: 'zh' });
    expect(parseLegacyDashboardPath('/ob/id')).toEqual({ subject: 'ob', language: 'id' });
    expect(parseLegacyDashboardPath('/ob/dashboard')).toBeUndefined();
  });
});

describe('lab status rules (SPEC.md section 4)', () => {
  it('maps standing to text and colour', () => {
    expect(labStatus({ isPass: null, everPassed: false })).toEqual({ key: 'notAttempted', tone: 'grey' });
    expect(labStatus({ isPass: true, everPassed: true })).toEqual({ key: 'passed', tone: 'green' });
    expect(labStatus({ isPass: false, everPassed: true })).toEqual({ key: 'previouslyPassed', tone: 'green' });
    expect(labStatus({ isPass: false, everPassed: false })).toEqual({ key: 'failed', tone: 'red' });
  });

  it('says "waiting for lecturer" while an answer waits: never "not attempted", never "failed"', () => {
    expect(labStatus({ isPass: null, everPassed: false, pendingReview: true })).toEqual({ key: 'waiting', tone: 'blue' });
    expect(labStatus({ isPass: false, everPassed: false, pendingReview: true })).toEqual({ key: 'waiting', tone: 'blue' });
    expect(labStatus({ isPass: false, everPassed: true, pendingReview: true }).key).toBe('waiting');
    expect(labStatus({ isPass: null, everPassed: false, pendingReview: false }).key).toBe('notAttempted');
  });

  it('badges attempts', () => {
    expect(attemptsBadge(3)).toEqual({ key: 'many', tone: 'green', count: 3 });
    expect(attemptsBadge(1)).toEqual({ key: 'last', tone: 'yellow', count: 1 });
    expect(attemptsBadge(0)).toEqual({ key: 'none', tone: 'red', count: 0 });
    expect(attemptsBadge(-2).count).toBe(0);
  });

  it('rounds progress down and colours dots', () => {
    expect(overallProgress([{ everPassed: true }, { everPassed: false }, { everPassed: false }])).toBe(33);
    expect(overallProgress([])).toBe(0);
    expect(progressDot({ isPass: false, attemptCount: 2 }).tone).toBe('yellow');
    expect(progressDot({ isPass: null, attemptCount: 0 }).tone).toBe('grey');
    expect(progressDot({ isPass: true, attemptCount: 1 }).tone).toBe('green');
    expect(progressDot({ isPass: null, attemptCount: 1, waiting: true })).toEqual({ key: 'waiting', tone: 'blue' });
    expect(progressDot({ isPass: false, attemptCount: 2, waiting: true }).key).toBe('waiting');
    expect(progressDot({ isPass: false, attemptCount: 2, waiting: false }).key).toBe('attempted');
  });
});
