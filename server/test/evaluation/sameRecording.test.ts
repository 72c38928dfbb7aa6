import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { evaluateRecording } from '../../src/evaluation/pipeline.js';
import { createTranscriberChoice } from '../../src/evaluation/transcribers/registry.js';
import { makeTempDir, speak, toRecorderWebm } from '../../test-fixtures/audio/generate.js';

const { labs } = await loadLabFiles();
const lab = labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 7)!;

/** Issue 20 item 8: one file graded three times gives one transcript, one hearing and one score. */
describe('the same recording, the same result', () => {
  let files: { dir: string; cleanup: () => Promise<void> };
  let media: string;

  beforeAll(async () => {
    files = await makeTempDir('nurselab-same-recording-');
    const answer = lab.questions.map((q) => q.modelAnswer?.en ?? '').join(' ');
    const wav = await speak(answer, path.join(files.dir, 'answer.wav'), { engine: 'flite', voice: 'rms' });
    media = await toRecorderWebm(wav, path.join(files.dir, 'answer.webm'));
  });
  afterAll(() => files.cleanup());

  it('grades one flite answer three times, through chunks, with identical results', async () => {
    // Short chunks, so the answer crosses several chunk boundaries.
    const transcribers = createTranscriberChoice({ pocketsphinx: { maxChunkSeconds: 12 } });
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      outcomes.push(await evaluateRecording({ mediaPath: media, language: 'en', questions: lab.questions, scenario: lab.scenario }, transcribers));
    }
    const [first, ...rest] = outcomes;
    if (first.kind !== 'graded') throw new Error(`expected a grade, got ${first.kind}`);
    expect(first.speech.durationSeconds).toBeGreaterThan(24);
    expect(first.transcript.hearing?.method).toBe('pocketsphinx-posterior/1');
    for (const outcome of rest) {
      if (outcome.kind !== 'graded') throw new Error(`expected a grade, got ${outcome.kind}`);
      expect(outcome.transcript).toEqual(first.transcript);
      expect(outcome.grade).toEqual(first.grade);
    }
  }, 300_000);
});
