import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinWithPauses, makeTempDir, speak, toRecorderWebm } from '../../../test-fixtures/audio/generate.js';
import { PPH_SENTENCES } from '../../../test-fixtures/audio/sentences.js';
import { extractAudio } from '../../media/extractAudio.js';
import { runProcess } from '../../media/runProcess.js';
import { splitAtPauses } from '../../media/splitAtPauses.js';
import { createPocketsphinxTranscriber, DEFAULT_SEARCH_ARGS } from './pocketsphinx.js';
import { StreamedPiece, WAV_HEADER_BYTES } from './streamedPiece.js';

const MODELS = '/usr/share/pocketsphinx/model/en-us';
const ARGS = ['-time', 'yes', '-hmm', `${MODELS}/en-us`, '-lm', `${MODELS}/en-us.lm.bin`, '-dict', `${MODELS}/cmudict-en-us.dict`, ...DEFAULT_SEARCH_ARGS];
const SETTINGS = { maxChunkSeconds: 8, parallelism: 2 };
const STREAM_OPTIONS = { niceness: 10, timeoutMs: 120_000, idleMs: 60_000 };

/**
 * Issue 27: the last piece of an answer is heard while it uploads, by a recogniser reading its
 * samples from a pipe; what it hears must be what the whole-file path hears from the piece's file.
 */
describe('the last piece heard while it arrives', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let webm: Buffer;
  let wav: string;
  let whole: Awaited<ReturnType<ReturnType<typeof createPocketsphinxTranscriber>['transcribe']>>;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-last-piece-'));
    const clips = await Promise.all(PPH_SENTENCES.map((text, i) => speak(text, join(dir, `s${i}.wav`), { engine: 'flite', voice: i % 2 ? 'rms' : 'slt' })));
    const spoken = await joinWithPauses(clips, 0.6, join(dir, 'answer.wav'));
    webm = await readFile(await toRecorderWebm(spoken, join(dir, 'answer.webm')));
    wav = join(dir, 'answer-16k.wav');
    await extractAudio(join(dir, 'answer.webm'), wav);
    whole = await createPocketsphinxTranscriber(SETTINGS).transcribe(wav, 'en');
  }, 600_000);
  afterAll(() => cleanup());

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
    const live = createPocketsphinxTranscriber({ ...SETTINGS, command, pieceCacheDir: join(dir, 'pieces') });

    for (const [index, share] of [0.5, 0.7, 0.85, 0.95].entries()) {
      const partial = join(dir, `part-${index}.webm`);
      await writeFile(partial, webm.subarray(0, Math.floor(webm.length * share)));
      const partialWav = join(dir, `part-${index}.wav`);
      await extractAudio(partial, partialWav);
      await live.recogniseFinishedPieces!(partialWav, 'en', { pieceOwner: 'upload-1', arrivedFraction: share });
    }
    const runsDuringUpload = (await readFile(log, 'utf8')).trim().split('\n');
    expect(runsDuringUpload.some((input) => input.endsWith('/samples.raw'))).toBe(true);

    expect(await live.transcribe(wav, 'en', { pieceOwner: 'upload-1' })).toEqual(whole);
    const chunks = await splitAtPauses(wav, { maxChunkSeconds: SETTINGS.maxChunkSeconds, outputDir: dir });
    expect(chunks.length).toBeGreaterThan(2);
    const runsAtTheEnd = (await readFile(log, 'utf8')).trim().split('\n').slice(runsDuringUpload.length);
    const lastName = `chunk-${String(chunks.length - 1).padStart(3, '0')}.wav`;
    expect(runsAtTheEnd.filter((input) => input.endsWith(lastName))).toEqual([]);
  }, 600_000);
});
