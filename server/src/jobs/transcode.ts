import { requireAccess } from '../auth/access.js';
import { SubmissionRepository } from '../submissions/repository.js';
import { waitForFinalView } from '../submissions/watch.js';
import { transcodeForPlayback } from '../media/index.js';
import { playbackMediaKey } from '../storage/index.js';
import type { JobHandler } from './context.js';
import { withLocalMedia } from './localMedia.js';
import type { SubmissionJobData } from './names.js';

const JOB = { role: 'job', job: 'transcode' } as const;
/** Events tell a waiting copy of its result at once; this poll covers a result stored by a process that does not announce. */
const RESULT_POLL_MS = 3000;
const GONE = { status: 'failed' } as const;

/**
 * Makes the copy every browser plays (MP4 H.264/AAC, or M4A for audio) and records its key.
 * Touches nothing but playback_key: a grade never depends on it. Safe to run twice.
 *
 * It starts once the answer's result is stored (or after PLAYBACK_WAIT_SECONDS): even at
 * background priority an H.264 encode beside the recognisers made a 180 s answer's result about
 * 3 s later. The student waits in front of the screen; the lecturer plays the answer later.
 */
export const transcodeJob: JobHandler<SubmissionJobData> = async ({ data }, context) => {
  const { storage } = context;
  const repository = new SubmissionRepository(context.db);
  const row = await repository.find(data.submissionId);
  if (!row) return;
  requireAccess(JOB, 'submission.process', { kind: 'submission', ownerId: row.userId, universityId: null });
  if (row.playbackKey) return;

  // An answer deleted meanwhile (the student's data erased) has nothing left to wait for, nor to play.
  const load = async () => (await repository.statusOf(data.submissionId)) ?? GONE;
  const waited = await waitForFinalView({ submissionId: data.submissionId, events: context.events, load, pollMs: RESULT_POLL_MS }, context.config.playbackWaitSeconds * 1000);
  if (waited === GONE) return;

  await withLocalMedia(context, row.mediaKey, 'transcode', async (source, workDir) => {
    const playback = await transcodeForPlayback(source, workDir, { baseName: 'playback' });
    const key = playbackMediaKey(data.submissionId, playback.kind);
    await storage.importFile(key, playback.path, { contentType: playback.mimeType });
    await repository.setPlaybackKey(data.submissionId, key);
  });
  context.events.publish(data.submissionId);
};
