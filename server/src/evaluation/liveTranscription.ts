import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LANGUAGES, type Language } from '@nurselab/core';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Logger } from '../jobs/context.js';
import { extractAudio } from '../media/index.js';
import { BACKGROUND_NICENESS } from '../media/runProcess.js';
import type { UploadStore } from '../uploads/uploadStore.js';
import { PieceCache } from './transcribers/pieceCache.js';
import { chooseTranscriber } from './transcribers/registry.js';
import { currentTranscribers } from './transcriberSettings.js';

const MIN_SECONDS_BETWEEN_PASSES = 3;

/**
 * Transcription while an answer uploads: each time more of a tus upload has arrived, what has
 * arrived is decoded and the pieces the whole file will be cut into as well are recognised, one
 * pass per upload at a time (a pass asked for meanwhile runs once after it), as background work
 * that yields the CPU to answers someone waits for (limit.ts, BACKGROUND_NICENESS). Nothing here decides
 * a result: the evaluation cuts the finished file as always and reuses a piece only when its
 * bytes are the same (pieceCache.ts). Uploads in S3 (no file on this machine) are left to the end.
 * Pieces are kept under their upload: deleted when the evaluation is stored (evaluateJob), when the
 * upload is given up (abandoned), and by the periodic sweep (pieceSweep.ts).
 */
export class LiveTranscription {
  private readonly passes = new Map<string, { again: boolean }>();
  private readonly pieces: PieceCache;

  constructor(
    private readonly config: Config,
    private readonly db: Db,
    private readonly uploads: UploadStore,
    private readonly log: Logger,
  ) {
    this.pieces = new PieceCache(config.transcription.pieceCacheDir);
  }

  /** Upload `id` will never be a submission: its pieces go once no pass for it runs. */
  abandoned(id: string): void {
    void this.idle(id)
      .then(() => this.pieces.removeOwned(id))
      .catch((error: unknown) => this.log.warn({ err: error, uploadId: id }, 'could not delete the pieces of an abandoned upload'));
  }

  /** More of upload `id` has arrived. Never throws: a failed pass only means more work at the end. */
  received(id: string): void {
    if (!this.config.transcription.duringUpload) return;
    const pass = this.passes.get(id);
    if (pass) {
      pass.again = true;
      return;
    }
    const state = { again: false };
    this.passes.set(id, state);
    void (async () => {
      do {
        state.again = false;
        const started = Date.now();
        await this.pass(id).catch((error: unknown) => this.log.warn({ err: error, uploadId: id }, 'transcription during upload skipped a pass'));
        // Each pass decodes all that has arrived: a few seconds' more audio is not worth another.
        if (state.again) await new Promise((resolve) => setTimeout(resolve, Math.max(0, MIN_SECONDS_BETWEEN_PASSES * 1000 - (Date.now() - started))));
      } while (state.again);
      this.passes.delete(id);
    })();
  }

  /** Resolves once no pass is running for upload `id` (tests, and the bench's shutdown). */
  async idle(id: string): Promise<void> {
    while (this.passes.has(id)) await new Promise((resolve) => setTimeout(resolve, 50));
  }

  private async pass(id: string): Promise<void> {
    const upload = await this.uploads.find(id);
    const language = upload?.metadata.language as Language | undefined;
    // Arrived whole, the answer is about to be evaluated as a whole: nothing left to do ahead of it.
    if (!upload?.path || upload.complete || !language || !LANGUAGES.includes(language)) return;
    const transcriber = chooseTranscriber(await currentTranscribers(this.config, this.db), language);
    if (!transcriber?.recogniseFinishedPieces) return;
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-live-'));
    try {
      const wav = path.join(dir, 'arrived.wav');
      // A recording cut off mid-stream decodes up to where it stops (ffmpeg complains, then writes what it read).
      await extractAudio(upload.path, wav, { niceness: BACKGROUND_NICENESS }).catch(() => undefined);
      // Only a whole-file transcription in this process can use a last piece heard as it arrives.
      const arrivedFraction = this.config.workersInProcess && upload.size ? upload.offset / upload.size : undefined;
      const done = await transcriber.recogniseFinishedPieces(wav, language, { pieceOwner: id, arrivedFraction }).catch(() => 0);
      if (done) this.log.debug?.({ uploadId: id, pieces: done, bytes: upload.offset }, 'pieces recognised during upload');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
