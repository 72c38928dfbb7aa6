import { eq } from 'drizzle-orm';
import { submissions } from '../db/schema/index.js';
import { transcodeForPlayback } from '../media/index.js';
import { playbackMediaKey } from '../storage/index.js';
import type { JobHandler } from './context.js';
import { withLocalMedia } from './localMedia.js';
import type { SubmissionJobData } from './names.js';

/**
 * Makes the copy every browser plays (MP4 H.264/AAC, or M4A for audio) and records its key.
 * Touches nothing but playback_key: a grade never depends on it. Safe to run twice.
 */
export const transcodeJob: JobHandler<SubmissionJobData> = async ({ data }, context) => {
  const { db, storage } = context;
  const [row] = await db
    .select({ mediaKey: submissions.mediaKey, playbackKey: submissions.playbackKey })
    .from(submissions)
    .where(eq(submissions.id, data.submissionId));
  if (!row || row.playbackKey) return;

  await withLocalMedia(context, row.mediaKey, 'transcode', async (source, workDir) => {
    const playback = await transcodeForPlayback(source, workDir, { baseName: 'playback' });
    const key = playbackMediaKey(data.submissionId, playback.kind);
    await storage.importFile(key, playback.path, { contentType: playback.mimeType });
    await db.update(submissions).set({ playbackKey: key }).where(eq(submissions.id, data.submissionId));
  });
  context.events.publish(data.submissionId);
};
