import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  joinWithPauses, makeTempDir, speak, toRecorderWebm, wordErrorRate, type Voice,
} from '../../../test-fixtures/audio/generate.js';
import { extractAudio } from '../../media/extractAudio.js';
import { readWavInfo } from '../../media/wav.js';
import { createPocketsphinxTranscriber } from './pocketsphinx.js';
import type { TranscriptWord } from './types.js';

const SENTENCE = 'The patient has a fever and high blood pressure. Check the vital signs every four hours.';

const LONG_ANSWER: Array<[string, Voice]> = [
  ['The patient is a sixty year old man admitted with chest pain and shortness of breath.', { engine: 'flite', voice: 'slt' }],
  ['First I would check his airway, breathing and circulation, and measure the oxygen saturation.', { engine: 'flite', voice: 'rms' }],
  ['Then I would give oxygen as prescribed and place him in a comfortable upright position.', { engine: 'flite', voice: 'slt' }],
  ['I would record the blood pressure, pulse, respiratory rate and temperature every fifteen minutes.', { engine: 'flite', voice: 'rms' }],
  ['I would ask about the pain, where it is, how severe it is and whether it spreads to the arm or jaw.', { engine: 'flite', voice: 'slt' }],
  ['I would inform the doctor immediately and document all findings in the nursing record.', { engine: 'flite', voice: 'rms' }],
  ['Finally I would reassure the patient and explain every procedure to him and his family.', { engine: 'flite', voice: 'slt' }],
];

function expectIncreasingTimes(words: TranscriptWord[]) {
  for (const [index, word] of words.entries()) {
    expect(word.end).toBeGreaterThanOrEqual(word.start);
    if (index > 0) expect(word.start).toBeGreaterThanOrEqual(words[index - 1].end);
  }
}

// Real recognition of up to a minute of speech: minutes, not seconds, on a loaded two-core machine.
describe('pocketsphinx transcriber', { timeout: 300_000 }, () => {
  let dir: string;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-sphinx-test-'));
  });
  afterAll(() => cleanup());

  it('transcribes a clearly spoken sentence from a browser recording, with word times', async () => {
    const webm = await toRecorderWebm(await speak(SENTENCE, join(dir, 'sentence.wav')), join(dir, 'sentence.webm'));
    const wav = join(dir, 'sentence-16k.wav');
    await extractAudio(webm, wav);

    const transcript = await createPocketsphinxTranscriber().transcribe(wav, 'en');

    expect(transcript.language).toBe('en');
    expect(wordErrorRate(SENTENCE, transcript.text)).toBeLessThan(0.5);
    const texts = transcript.words.map((word) => word.text);
    for (const key of ['patient', 'fever', 'blood', 'pressure', 'vital']) expect(texts).toContain(key);
    expect(texts.indexOf('fever')).toBeLessThan(texts.indexOf('pressure'));
    expect(texts.some((text) => /[<[(]/.test(text))).toBe(false);
    expectIncreasingTimes(transcript.words);
    expect(transcript.words.every((word) => word.confidence! >= 0 && word.confidence! <= 1)).toBe(true);
    expect(transcript.text).toBe(texts.join(' '));
    expect(transcript.hearing?.method).toBe('pocketsphinx-posterior/1');
    expect(transcript.hearing!.confidence).toBeGreaterThan(0.5);
    expect(transcript.hearing!.measures.wordsPerSecond).toBeGreaterThan(1.5);
  });

  it('hears espeak-ng speech, which it mishears, with less confidence than the same words from flite', async () => {
    const [flite, espeak] = await Promise.all(
      (['flite', 'espeak'] as const).map(async (engine) => {
        const voice: Voice = engine === 'flite' ? { engine, voice: 'slt' } : { engine, voice: 'en-us' };
        const wav = await speak(LONG_ANSWER.slice(0, 3).map(([text]) => text).join(' '), join(dir, `${engine}-hearing.wav`), voice);
        const wav16 = join(dir, `${engine}-hearing-16k.wav`);
        await extractAudio(wav, wav16);
        return createPocketsphinxTranscriber().transcribe(wav16, 'en');
      }),
    );
    const reference = LONG_ANSWER.slice(0, 3).map(([text]) => text).join(' ');
    expect(wordErrorRate(reference, espeak.text)).toBeGreaterThan(wordErrorRate(reference, flite.text));
    expect(espeak.hearing!.confidence).toBeLessThan(flite.hearing!.confidence);
  });

  it('cuts a long answer at its pauses, transcribes the pieces in parallel and keeps one timeline', async () => {
    const sentences = await Promise.all(
      LONG_ANSWER.map(([text, voice], index) => speak(text, join(dir, `long-${index}.wav`), voice)),
    );
    const wav = await joinWithPauses(sentences, 1.5, join(dir, 'long.wav'));
    const { durationSeconds } = await readWavInfo(wav);
    expect(durationSeconds).toBeGreaterThan(45);

    const transcriber = createPocketsphinxTranscriber({ maxChunkSeconds: 12, parallelism: 2 });
    const transcript = await transcriber.transcribe(wav, 'en');

    const reference = LONG_ANSWER.map(([text]) => text).join(' ');
    expect(wordErrorRate(reference, transcript.text)).toBeLessThan(0.5);
    expectIncreasingTimes(transcript.words);
    const last = transcript.words.at(-1)!;
    expect(last.text).toBe('family');
    expect(last.end).toBeGreaterThan(durationSeconds - 4);
    expect(last.end).toBeLessThanOrEqual(durationSeconds);
    // Words from the later chunks land where they were said, not at their chunk's own time zero.
    const record = transcript.words.find((word) => word.text === 'nursing')!;
    expect(record.start).toBeGreaterThan(durationSeconds * 0.6);
  });

  it('with the hint model switched on, recognises lab words the general dictionary lacks', async () => {
    const said = 'I massage the fundus until it is firm and give tranexamic acid through the IV line.';
    const wav = await speak(said, join(dir, 'hinted.wav'), { engine: 'flite', voice: 'rms' });
    const hints = [
      'Massage the uterus at once until it is firm and expel the clots, and give oxytocin ten units IV or IM as ordered.',
      'Tranexamic acid one gram IV over ten minutes is given as ordered.',
      'fundal massage', 'massage the fundus', 'tranexamic acid', 'IV lines',
    ];
    const [general, hinted] = await Promise.all([
      createPocketsphinxTranscriber().transcribe(wav, 'en', { hints }),
      createPocketsphinxTranscriber({ hintModel: {} }).transcribe(wav, 'en', { hints }),
    ]);
    // Neither "fundus" nor "tranexamic" is in the CMU dictionary: only the hint model can produce them.
    expect(general.text).not.toMatch(/fundus|tranexamic/);
    expect(hinted.text).toContain('fundus');
    expect(hinted.text).toContain('tranexamic acid');
    expect(hinted.text).toContain(' iv ');
    expect(wordErrorRate(said, hinted.text)).toBeLessThan(wordErrorRate(said, general.text));
  });

  it('recovers an utterance whose lattice search fails, instead of returning nothing', async () => {
    // Found in the experiments: with the second pass off, this clip ends in
    // "Failed to find DAG node" and an empty hypothesis unless the chunk is retried.
    const said = 'She should hold the baby close to her and make sure he opens his mouth wide before feeding.';
    const webm = await toRecorderWebm(await speak(said, join(dir, 'latch.wav'), { engine: 'flite', voice: 'awb' }), join(dir, 'latch.webm'));
    const wav = join(dir, 'latch-16k.wav');
    await extractAudio(webm, wav);
    const transcriber = createPocketsphinxTranscriber({ searchArgs: ['-maxhmmpf', '3000', '-maxwpf', '10', '-fwdflat', 'no'] });
    const transcript = await transcriber.transcribe(wav, 'en');
    expect(wordErrorRate(said, transcript.text)).toBeLessThan(0.5);
  });

  it('refuses a language it has no model for', async () => {
    const transcriber = createPocketsphinxTranscriber();
    expect(transcriber.supports('en')).toBe(true);
    expect(transcriber.supports('th')).toBe(false);
    await expect(transcriber.transcribe(join(dir, 'any.wav'), 'th')).rejects.toMatchObject({ code: 'unsupported_language' });
  });

  it('explains a missing recogniser binary', async () => {
    const wav = await speak('Hello.', join(dir, 'hello.wav'));
    const transcriber = createPocketsphinxTranscriber({ command: '/nonexistent/pocketsphinx_continuous' });
    await expect(transcriber.transcribe(wav, 'en')).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('pocketsphinx-en-us'),
    });
  });

  it('stops when the job is cancelled', async () => {
    const wav = await speak(SENTENCE, join(dir, 'cancel.wav'));
    const controller = new AbortController();
    const pending = createPocketsphinxTranscriber().transcribe(wav, 'en', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'aborted' });
  });
});
