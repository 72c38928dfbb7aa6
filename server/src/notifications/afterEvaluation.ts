import type { JobContext } from '../jobs/context.js';
import { SubmissionRepository } from '../submissions/repository.js';
import { createNotifications } from './index.js';

/**
 * After the evaluate job stored a result: an answer waiting for a lecturer tells the professors
 * of the student's university; a result released at once tells the student.
 */
export async function notifyAfterEvaluation(context: JobContext, submissionId: string): Promise<void> {
  const row = await new SubmissionRepository(context.db).find(submissionId);
  if (!row) return;
  const { service, close } = createNotifications({ db: context.db, catalogue: context.catalogue, events: context.events, log: context.log, config: context.config });
  try {
    if (row.status === 'needs_review') await service.notifyProfessors(submissionId, { kind: 'answerWaiting' });
    else if (row.status === 'graded' && !row.resultHeld) await service.notifyStudent(submissionId, { kind: 'gradeReleased' });
  } finally {
    await close();
  }
}
