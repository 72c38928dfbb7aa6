import { requireAccess } from '../auth/access.js';
import { SubmissionRepository } from '../submissions/repository.js';
import { transcodeForPlayback } from '../media/index.js';
import { playbackMediaKey } from '../storage/index.js';
import type { JobHandler } from './context.js';
import { withLocalMedia } from './localMedia.js';
import type { SubmissionJobData } from './names.js';

const JOB = { role: 'job', job: 'transcode' } as const;

/**
 * Makes the copy every browser plays (MP4 H.264/AAC, or M4A for audio) and records its key.
 * Touches nothing but playback_key: a grade never depends on it. Safe to run twice.
 */
export const transcodeJob: JobHandler<SubmissionJobData> = async ({ data }, context) => {
  const { storage } = context;
  const repository = new SubmissionRepository(context.db);
  const row = await repository.find(data.submissionId);
  if (!row) return;
  requireAccess(JOB, 'submission.process', { kind: 'submission', ownerId: row.userId, universityId: null });
  if (row.playbackKey) return;

  await withLocalMedia(context, row.mediaKey, 'transcode', async (source, workDir) => {
    const playback = await transcodeForPlayback(source, workDir, { baseName: 'playback' });
    const key = playbackMediaKey(data.submissionId, playback.kind);
    await storage.importFile(key, playback.path, { contentType: playback.mimeType });
    await repository.setPlaybackKey(data.submissionId, key);
  });
  context.events.publish(data.submissionId);
};
