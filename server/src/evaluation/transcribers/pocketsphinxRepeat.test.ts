import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinWithPauses, makeTempDir, speak, toRecorderWebm, wordErrorRate } from '../../../test-fixtures/audio/generate.js';
import { extractAudio } from '../../media/extractAudio.js';
import { splitAtPauses } from '../../media/splitAtPauses.js';
import { PPH_SENTENCES } from '../../../test-fixtures/audio/sentences.js';
import { createPocketsphinxTranscriber } from './pocketsphinx.js';

const SENTENCES = PPH_SENTENCES;

/** The same recording, the same result (issue 20 item 8): pocketsphinx through the chunked path. */
describe('pocketsphinx: one recording transcribed three times', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let wav: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-sphinx-repeat-'));
    const clips = await Promise.all(SENTENCES.map((text, i) => speak(text, join(dir, `s${i}.wav`), { engine: 'flite', voice: i % 2 ? 'rms' : 'slt' })));
    // 0.15 s between sentences is below the 0.3 s a pause needs: the cuts cannot land on a pause.
    const spoken = await joinWithPauses(clips, 0.15, join(dir, 'answer.wav'));
    const webm = await toRecorderWebm(spoken, join(dir, 'answer.webm'));
    wav = join(dir, 'answer-16k.wav');
    await extractAudio(webm, wav);
  });
  afterAll(() => cleanup());

  it('gives identical words and hearing every time, chunk boundaries included', async () => {
    const chunks = await splitAtPauses(wav, { maxChunkSeconds: 10, outputDir: dir });
    expect(chunks.length).toBeGreaterThanOrEqual(3);

    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await createPocketsphinxTranscriber({ maxChunkSeconds: 10, parallelism: 2 }).transcribe(wav, 'en'));
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    expect(runs[0].hearing!.confidence).toBeGreaterThan(0);

    // Cut between words, a chunk boundary neither drops nor doubles a word: the chunked
    // transcript says what the whole recording, recognised in one piece, says.
    const whole = await createPocketsphinxTranscriber({ maxChunkSeconds: 600 }).transcribe(wav, 'en');
    expect(Math.abs(runs[0].words.length - whole.words.length)).toBeLessThanOrEqual(2);
    expect(wordErrorRate(whole.text, runs[0].text)).toBeLessThan(0.1);
    expect(wordErrorRate(SENTENCES.join(' '), runs[0].text)).toBeLessThan(0.4);
  }, 240_000);
});
