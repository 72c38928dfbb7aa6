import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpeg, joinWithPauses, makeTempDir, speak, toRecorderWebm } from '../../../test-fixtures/audio/generate.js';
import { extractAudio } from '../../media/extractAudio.js';
import { PPH_SENTENCES } from '../../../test-fixtures/audio/sentences.js';
import { createPocketsphinxTranscriber } from './pocketsphinx.js';

const SENTENCES = PPH_SENTENCES;
const SETTINGS = { maxChunkSeconds: 8, parallelism: 2 };

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
    const clips = await Promise.all(SENTENCES.map((text, i) => speak(text, join(dir, `s${i}.wav`), { engine: 'flite', voice: i % 2 ? 'rms' : 'slt' })));
    const spoken = await joinWithPauses([...clips, ...clips], 0.6, join(dir, 'answer.wav'));
    webm = await readFile(await toRecorderWebm(spoken, join(dir, 'answer.webm')));
    wav = join(dir, 'answer-16k.wav');
    await extractAudio(join(dir, 'answer.webm'), wav);
    whole = await createPocketsphinxTranscriber(SETTINGS).transcribe(wav, 'en');
  }, 600_000);
  afterAll(() => cleanup());

  /** What the server does as tus data arrives: decode the bytes so far and recognise the finished pieces. */
  async function arrive(transcriber: ReturnType<typeof createPocketsphinxTranscriber>, share: number, name: string): Promise<number> {
    const partial = join(dir, `${name}.webm`);
    await writeFile(partial, webm.subarray(0, Math.floor(webm.length * share)));
    const partialWav = join(dir, `${name}.wav`);
    await extractAudio(partial, partialWav);
    return transcriber.recogniseFinishedPieces!(partialWav, 'en');
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
});
