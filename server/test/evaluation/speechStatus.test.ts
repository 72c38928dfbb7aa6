import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechSelfTest, SpeechStatus } from '@nurselab/core';
import { writeTinyWhisperModel } from '../../test-fixtures/whisper/tinyModel.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { adminToken, bearer, createUniversity, signupStudent } from '../support/fixtures.js';
import { tempDir } from '../submissions/support/media.js';

/** The administrator's view of speech recognition, the student's notice, and /healthz?details. */
describe('speech recognition status', () => {
  let files: { dir: string; cleanup: () => Promise<void> };
  let plain: TestContext;
  let withWhisper: TestContext;

  beforeAll(async () => {
    files = await tempDir('nurselab-speech-status-');
    const model = path.join(files.dir, 'ggml-test-tiny.bin');
    await writeTinyWhisperModel(model);
    plain = await startTestApp('pglite');
    withWhisper = await startTestApp('pglite', { WHISPER_MODEL: model, TRANSCRIBERS: 'th=whisper;zh=whisper;ja=openai;id=openai;en=pocketsphinx,whisper' });
  }, 300_000);
  afterAll(async () => {
    await plain?.close();
    await withWhisper?.close();
    await files.cleanup();
  });

  async function studentToken(ctx: TestContext): Promise<string> {
    const university = await createUniversity(ctx, await adminToken(ctx));
    return (await signupStudent(ctx, university.registerCode)).token;
  }

  it('tells a student which languages are scored at once: out of the box only English', async () => {
    const res = await plain.app.inject({ method: 'GET', url: '/api/v1/speech/scoring', headers: bearer(await studentToken(plain)) });
    expect(res.statusCode).toBe(200);
    // A new server has no evaluations to measure its speed on: no time is promised.
    expect(res.json()).toEqual({
      languages: { th: 'professor', zh: 'professor', en: 'automatic', ja: 'professor', id: 'professor' },
      estimate: { seconds: null, ahead: 0, audioSeconds: 180 },
    });
  });

  it('with a whisper model, Thai and Chinese are scored at once too', async () => {
    const res = await withWhisper.app.inject({ method: 'GET', url: '/api/v1/speech/scoring', headers: bearer(await studentToken(withWhisper)) });
    expect(res.json().languages).toEqual({ th: 'automatic', zh: 'automatic', en: 'automatic', ja: 'professor', id: 'professor' });
  });

  it('shows the administrator, per language, the engine and model or that professors grade', async () => {
    const res = await withWhisper.app.inject({ method: 'GET', url: '/api/v1/admin/speech', headers: bearer(await adminToken(withWhisper)) });
    expect(res.statusCode).toBe(200);
    const status = res.json() as SpeechStatus;
    expect(status.languages).toEqual([
      { language: 'th', engine: 'whisper', version: 'whisper.cpp ggml-test-tiny.bin', preference: ['whisper'] },
      { language: 'zh', engine: 'whisper', version: 'whisper.cpp ggml-test-tiny.bin', preference: ['whisper'] },
      { language: 'en', engine: 'pocketsphinx', version: expect.stringContaining('en-us') as string, preference: ['pocketsphinx', 'whisper'] },
      { language: 'ja', engine: null, version: null, preference: ['openai'] },
      { language: 'id', engine: null, version: null, preference: ['openai'] },
    ]);
    expect(status.engines.map((engine) => engine.name).sort()).toEqual(['pocketsphinx', 'whisper']);
    expect(status.selfTests).toEqual([]);
  });

  it('keeps the speech view from students', async () => {
    const res = await withWhisper.app.inject({ method: 'GET', url: '/api/v1/admin/speech', headers: bearer(await studentToken(withWhisper)) });
    expect(res.statusCode).toBe(403);
    const run = await withWhisper.app.inject({ method: 'POST', url: '/api/v1/admin/speech/self-test', headers: bearer(await studentToken(withWhisper)) });
    expect(run.statusCode).toBe(403);
  });

  it('measures every engine on the bundled clip on demand, and /healthz?details reports the same', async () => {
    const res = await withWhisper.app.inject({ method: 'POST', url: '/api/v1/admin/speech/self-test', headers: bearer(await adminToken(withWhisper)) });
    expect(res.statusCode).toBe(200);
    const selfTests = res.json().selfTests as SpeechSelfTest[];
    const byEngine = Object.fromEntries(selfTests.map((test) => [test.engine, test]));
    // The English clip (flite): pocketsphinx hears most of its words; the untrained test model hears none of them.
    expect(byEngine.pocketsphinx).toMatchObject({ language: 'en', clipLanguage: 'en', accuracyUnit: 'words', error: null });
    expect(byEngine.pocketsphinx.words).toBeGreaterThan(10);
    expect(byEngine.pocketsphinx.audioSeconds).toBeCloseTo(6, 0);
    expect(byEngine.pocketsphinx.speed).toBeGreaterThan(0);
    expect(byEngine.pocketsphinx.accuracy).toBeGreaterThan(0.6);
    expect(byEngine.whisper).toMatchObject({ language: 'en', clipLanguage: 'en', accuracyUnit: 'words', error: null, version: 'whisper.cpp ggml-test-tiny.bin' });
    expect(byEngine.whisper.speed).toBeGreaterThan(0);
    expect(byEngine.whisper.accuracy).toBeLessThan(0.2);
    console.log(
      selfTests.map((test) => `${test.engine}: ${test.audioSeconds} s of audio in ${test.elapsedMs} ms (${test.speed}x real time), ${test.accuracyUnit} accuracy ${test.accuracy}`).join('\n'),
    );

    const health = await withWhisper.app.inject({ method: 'GET', url: '/healthz?details' });
    expect(health.statusCode).toBe(200);
    const body = health.json() as { status: string; speech: SpeechStatus };
    expect(body.status).toBe('ok');
    expect(body.speech.languages.find((l) => l.language === 'ja')).toMatchObject({ engine: null });
    expect(body.speech.selfTests.map((test) => test.engine).sort()).toEqual(['pocketsphinx', 'whisper']);

    const short = await withWhisper.app.inject({ method: 'GET', url: '/healthz' });
    expect(short.json()).toEqual({ status: 'ok' });
  }, 180_000);
});
