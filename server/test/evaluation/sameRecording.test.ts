import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { evaluateRecording } from '../../src/evaluation/pipeline.js';
import { decodedAudioSeconds, extractAudio } from '../../src/media/index.js';
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

  it('grades from the audio the finalise kept, which is the audio it would have decoded', async () => {
    const transcribers = createTranscriberChoice({ pocketsphinx: { maxChunkSeconds: 12 } });
    const kept = path.join(files.dir, 'kept', 'answer.wav');
    // What the finalise does while it measures the recording (recordingCheck.ts); two finalises of one upload may do it at once.
    const measured = await Promise.all([decodedAudioSeconds(media, 300, { keepWavAt: kept }), decodedAudioSeconds(media, 300, { keepWavAt: kept })]);
    expect(measured[0]).toBeGreaterThan(24);
    expect(measured[1]).toBe(measured[0]);
    const extracted = path.join(files.dir, 'extracted.wav');
    await extractAudio(media, extracted);
    expect((await readFile(kept)).equals(await readFile(extracted))).toBe(true);

    const input = { mediaPath: media, language: 'en' as const, questions: lab.questions, scenario: lab.scenario };
    const fromKept = await evaluateRecording(input, transcribers, { keptAudio: kept });
    const decoded = await evaluateRecording(input, transcribers);
    expect(fromKept).toMatchObject({ kind: 'graded', transcript: (decoded as { transcript: unknown }).transcript });

    // It is used, not decoded again: kept audio of another answer is what gets heard.
    const other = path.join(files.dir, 'other.wav');
    await extractAudio(await speak('I check her blood pressure and pulse every fifteen minutes.', path.join(files.dir, 'other-raw.wav'), { engine: 'flite', voice: 'slt' }), other);
    const fromOther = await evaluateRecording(input, transcribers, { keptAudio: other });
    expect(fromOther.kind).toBe('graded');
    expect((fromOther as { speech: { durationSeconds: number } }).speech.durationSeconds).toBeLessThan(10);
    // None kept (another server, or a crash in between): decoded from the recording.
    const missing = await evaluateRecording(input, transcribers, { keptAudio: path.join(files.dir, 'nothing.wav') });
    expect(missing).toMatchObject({ kind: 'graded', transcript: (decoded as { transcript: unknown }).transcript });
  }, 300_000);
});
