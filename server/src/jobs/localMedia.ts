import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { JobContext } from './context.js';

/**
 * Runs `work` with a scratch folder under DATA_DIR (so results are renamed, not copied, into
 * local storage) and a local path of the stored media: the file itself on local disk, a
 * downloaded copy from S3. The folder is removed afterwards.
 */
export async function withLocalMedia<T>(
  context: JobContext,
  key: string,
  purpose: string,
  work: (mediaPath: string, workDir: string) => Promise<T>,
): Promise<T> {
  const parent = path.join(context.config.dataDir, 'tmp');
  await mkdir(parent, { recursive: true });
  const workDir = await mkdtemp(path.join(parent, `${purpose}-`));
  try {
    let mediaPath = context.storage.localPath?.(key);
    if (!mediaPath) {
      mediaPath = path.join(workDir, `source${path.extname(key)}`);
      await pipeline(await context.storage.createReadStream(key), createWriteStream(mediaPath));
    }
    return await work(mediaPath, workDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
