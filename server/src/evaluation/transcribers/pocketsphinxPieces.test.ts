import { chmod, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, makeTempDir, recordedAnswer } from '../../../test-fixtures/audio/generate.js';
import { extractAudio } from '../../media/extractAudio.js';
import { runProcess } from '../../media/runProcess.js';
import { splitAtPauses } from '../../media/splitAtPauses.js';
import { PPH_SENTENCES } from '../../../test-fixtures/audio/sentences.js';
import { createPocketsphinxTranscriber, DEFAULT_SEARCH_ARGS } from './pocketsphinx.js';
import { StreamedPiece, WAV_HEADER_BYTES } from './streamedPiece.js';
import type { LiveTranscribeOptions } from './types.js';

const SENTENCES = PPH_SENTENCES;
const SETTINGS = { maxChunkSeconds: 8, parallelism: 2 };
const MODELS = '/usr/share/pocketsphinx/model/en-us';
const ARGS = ['-time', 'yes', '-hmm', `${MODELS}/en-us`, '-lm', `${MODELS}/en-us.lm.bin`, '-dict', `${MODELS}/cmudict-en-us.dict`, ...DEFAULT_SEARCH_ARGS];
const STREAM_OPTIONS = { niceness: 10, timeoutMs: 120_000, idleMs: 60_000 };

/**
 * Transcription during upload (issue 27 item 2): the pieces recognised from the part of a
 * recording that has arrived are the very pieces the whole-file path cuts, so the transcript is
 * the whole-file one, word for word and time for time, however the upload went.
 */
describe('pocketsphinx: pieces recognised while the recording arrives', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let webm: Buffer;
  let wav: string;
  /** The whole-file path with no piece known: what every way of arriving must give. */
  let whole: Awaited<ReturnType<ReturnType<typeof createPocketsphinxTranscriber>['transcribe']>>;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-sphinx-pieces-'));
    const answer = await recordedAnswer(dir, SENTENCES, 2);
    webm = await readFile(answer.webmPath);
    wav = answer.wavPath;
    whole = await createPocketsphinxTranscriber(SETTINGS).transcribe(wav, 'en');
  }, 600_000);
  afterAll(() => cleanup());

  /** What the server does as tus data arrives: decode the bytes so far and recognise the finished pieces. */
  async function arrive(transcriber: ReturnType<typeof createPocketsphinxTranscriber>, share: number, name: string, options?: LiveTranscribeOptions): Promise<number> {
    const partial = join(dir, `${name}.webm`);
    await writeFile(partial, webm.subarray(0, Math.floor(webm.length * share)));
    const partialWav = join(dir, `${name}.wav`);
    await extractAudio(partial, partialWav);
    return transcriber.recogniseFinishedPieces!(partialWav, 'en', options);
  }

  it('gives the whole-file transcript, with only the last pieces left at the end', async () => {
    expect(whole.words.length).toBeGreaterThan(60);

    const cache = join(dir, 'pieces');
    const live = createPocketsphinxTranscriber({ ...SETTINGS, pieceCacheDir: cache });
    const early = await arrive(live, 0.4, 'a');
    const later = await arrive(live, 0.8, 'b');
    expect(later).toBeGreaterThan(early);
    const recognisedDuringUpload = (await readdir(cache)).length;
    expect(recognisedDuringUpload).toBeGreaterThanOrEqual(later);

    const streamed = await live.transcribe(wav, 'en');
    expect(streamed).toEqual(whole);
    // At the end only what was not finished yet is recognised: the rest came from the upload's pieces.
    const pieces = Math.ceil(whole.words.at(-1)!.end / SETTINGS.maxChunkSeconds);
    expect((await readdir(cache)).length - recognisedDuringUpload).toBeLessThan(pieces);
  }, 600_000);

  it('an upload resumed after a restart, or finished where no piece is known, gives the same transcript', async () => {
    const cache = join(dir, 'pieces-restart');
    // First server process: part of the recording arrives, then the connection (or the process) dies.
    await arrive(createPocketsphinxTranscriber({ ...SETTINGS, pieceCacheDir: cache }), 0.5, 'c');
    // The upload resumes (tus asks for the offset and sends the rest) on a restarted process.
    const restarted = createPocketsphinxTranscriber({ ...SETTINGS, pieceCacheDir: cache });
    await arrive(restarted, 0.9, 'd');
    expect(await restarted.transcribe(wav, 'en')).toEqual(whole);
    // Another server, with none of the partial state: the whole-file path, the same words.
    const elsewhere = createPocketsphinxTranscriber({ ...SETTINGS, pieceCacheDir: join(dir, 'pieces-elsewhere') });
    expect(await elsewhere.transcribe(wav, 'en')).toEqual(whole);
  }, 600_000);

  it('a piece that arrived cut differently is recognised again, never reused', async () => {
    const cache = join(dir, 'pieces-other');
    const other = createPocketsphinxTranscriber({ ...SETTINGS, pieceCacheDir: cache });
    // A different recording's pieces in the cache (here: the same speech, quieter) share no bytes with this one.
    const quieter = join(dir, 'quieter.wav');
    await ffmpeg(['-i', wav, '-af', 'volume=0.9', '-c:a', 'pcm_s16le', quieter]);
    await other.recogniseFinishedPieces!(quieter, 'en');
    expect((await readdir(cache)).length).toBeGreaterThan(0);
    expect(await other.transcribe(wav, 'en')).toEqual(whole);
  }, 600_000);

  /**
   * The last piece is heard while it uploads, by a recogniser reading its samples from a pipe:
   * it must hear what the whole-file path hears from the piece's file.
   */
  describe('the last piece, heard while it arrives', () => {
    it('samples fed through a pipe, unevenly and with waits, give the bytes the file gives', async () => {
      const fromFile = await runProcess('pocketsphinx_continuous', ['-infile', wav, ...ARGS], { timeoutMs: 120_000 });
      expect(fromFile.stdout.split('\n').length).toBeGreaterThan(10);
      const samples = (await readFile(wav)).subarray(WAV_HEADER_BYTES);
      const piece = new StreamedPiece(0, 'pocketsphinx_continuous', ARGS, STREAM_OPTIONS);
      // Odd sizes (a sample split in two), as a partial decode hands them over.
      for (let at = 0, size = 12_345; at < samples.length * 0.9; at += size, size = size * 3 + 1) {
        piece.feed(samples.subarray(at, Math.min(at + size, Math.floor(samples.length * 0.9))));
        await sleep(150);
      }
      const heard = await piece.complete(samples, 120_000);
      expect(heard?.stdout).toBe(fromFile.stdout);
    }, 300_000);

    it('samples that are not the piece\'s own are never used: the recogniser is stopped', async () => {
      const samples = (await readFile(wav)).subarray(WAV_HEADER_BYTES);
      const piece = new StreamedPiece(0, 'pocketsphinx_continuous', ARGS, STREAM_OPTIONS);
      piece.feed(samples.subarray(0, 64_000));
      const other = Buffer.from(samples);
      other[1_000] ^= 1;
      expect(piece.complete(other, 120_000)).toBeUndefined();
      await expect(piece.output).rejects.toThrow(/aborted/);
      expect(piece.open).toBe(false);
    }, 60_000);

    it('an upload heard to its end gives the whole-file transcript, its last piece not recognised again from the file', async () => {
      // The real recogniser, behind a script that notes each input it is started on.
      const log = join(dir, 'runs.log');
      const command = join(dir, 'sphinx.sh');
      await writeFile(log, '');
      await writeFile(command, `#!/bin/sh\necho "$2" >> '${log}'\nexec pocketsphinx_continuous "$@"\n`);
      await chmod(command, 0o755);
      const live = createPocketsphinxTranscriber({ ...SETTINGS, command, pieceCacheDir: join(dir, 'pieces-last') });

      for (const share of [0.5, 0.7, 0.8, 0.9, 0.95, 0.98]) await arrive(live, share, `part-${share}`, { pieceOwner: 'upload-1', arrivedFraction: share });
      const runsDuringUpload = (await readFile(log, 'utf8')).trim().split('\n');
      expect(runsDuringUpload.some((input) => input.endsWith('/samples.raw'))).toBe(true);

      expect(await live.transcribe(wav, 'en', { pieceOwner: 'upload-1' })).toEqual(whole);
      const chunks = await splitAtPauses(wav, { maxChunkSeconds: SETTINGS.maxChunkSeconds, outputDir: dir });
      expect(chunks.length).toBeGreaterThan(2);
      const runsAtTheEnd = (await readFile(log, 'utf8')).trim().split('\n').slice(runsDuringUpload.length);
      const lastName = `chunk-${String(chunks.length - 1).padStart(3, '0')}.wav`;
      expect(runsAtTheEnd.filter((input) => input.endsWith(lastName))).toEqual([]);
    }, 600_000);

    it('a piece whose lattice search failed while it arrived is recognised once more, straight without the lattice', async () => {
      // The real recogniser, except that a piece read from the pipe fails its lattice search.
      const log = join(dir, 'lattice-runs.log');
      const command = join(dir, 'sphinx-lattice.sh');
      await writeFile(log, '');
      await writeFile(
        command,
        `#!/bin/sh\necho "$*" >> '${log}'\ncase "$2" in *samples.raw) cat "$2" > /dev/null; echo 'ERROR: "ngram_search.c", line 1: ${'Failed to find DAG node'}' >&2; exit 0;; esac\nexec pocketsphinx_continuous "$@"\n`,
      );
      await chmod(command, 0o755);
      const live = createPocketsphinxTranscriber({ ...SETTINGS, command, pieceCacheDir: join(dir, 'pieces-lattice') });

      for (const share of [0.5, 0.7, 0.8, 0.9, 0.95, 0.98]) await arrive(live, share, `lattice-${share}`, { pieceOwner: 'upload-2', arrivedFraction: share });
      const runsDuringUpload = (await readFile(log, 'utf8')).trim().split('\n');
      expect(runsDuringUpload.some((args) => args.includes('/samples.raw'))).toBe(true);

      const heard = await live.transcribe(wav, 'en', { pieceOwner: 'upload-2' });
      expect(heard.words.slice(0, -20)).toEqual(whole.words.slice(0, -20));
      const chunks = await splitAtPauses(wav, { maxChunkSeconds: SETTINGS.maxChunkSeconds, outputDir: dir });
      const lastName = `chunk-${String(chunks.length - 1).padStart(3, '0')}.wav`;
      const lastRuns = (await readFile(log, 'utf8')).trim().split('\n').slice(runsDuringUpload.length).filter((args) => args.includes(lastName));
      expect(lastRuns).toHaveLength(1);
      expect(lastRuns[0]).toMatch(/-bestpath no$/);
    }, 600_000);
  });
});
