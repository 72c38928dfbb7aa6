import { requireAccess } from '../auth/access.js';
import type { Logger } from '../jobs/context.js';
import type { MediaStorage } from '../storage/index.js';
import type { DueMedia, RetentionRepository } from './repository.js';

const JOB = { role: 'job', job: 'retention' } as const;
const BATCH = 200;

export interface RetentionRun {
  originals: string[];
  copies: string[];
}

/** What the evaluation keeps once the copy, transcript and evidence are gone: how it was graded, nothing the student said. */
const KEPT_EVALUATION_FIELDS = ['mode', 'graderVersion', 'engine', 'automatic', 'release', 'uncappedScore'];

/**
 * Each university's retention setting (issue 24, PDPA): original recordings are deleted a set
 * number of days after the final grade; the playback copy with the transcript and evidence after
 * another (or never). Every deletion goes through the storage port and is logged once, whichever
 * server runs it and however often.
 */
export class RetentionService {
  constructor(
    private readonly repository: RetentionRepository,
    private readonly storage: MediaStorage,
    private readonly log?: Logger,
  ) {}

  async run(now = new Date()): Promise<RetentionRun> {
    return { originals: await this.stage('original', now), copies: await this.stage('copy', now) };
  }

  private async stage(what: 'original' | 'copy', now: Date): Promise<string[]> {
    const done: string[] = [];
    for (;;) {
      const due = await this.repository.due(what, now, BATCH);
      for (const entry of due) {
        try {
          if (await this.delete(what, entry)) done.push(entry.submissionId);
        } catch (error) {
          this.log?.warn({ err: error, submissionId: entry.submissionId, what }, 'retention: a deletion failed; the next run tries again');
        }
      }
      // Rows that failed stay due: stop instead of retrying them at once.
      if (due.length < BATCH || !due.some((d) => done.includes(d.submissionId))) return done;
    }
  }

  private async delete(what: 'original' | 'copy', entry: DueMedia): Promise<boolean> {
    requireAccess(JOB, 'submission.expireMedia', { kind: 'submission', ownerId: '', universityId: entry.universityId });
    const storageKeys = what === 'original' ? [entry.mediaKey] : [entry.playbackKey, entry.originalGone ? null : entry.mediaKey].filter((k): k is string => k !== null);
    return this.repository.logDeletion({ ...entry, what, storageKeys }, async (tx) => {
      if (what === 'copy') await this.repository.forgetCopy(tx, entry.submissionId, keptEvaluation(entry.evaluation));
      for (const key of storageKeys) await this.storage.delete(key);
    });
  }
}

function keptEvaluation(evaluation: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!evaluation) return null;
  return Object.fromEntries(Object.entries(evaluation).filter(([key]) => KEPT_EVALUATION_FIELDS.includes(key)));
}
