import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinWithPauses, makeTempDir, speak } from '../../../test-fixtures/audio/generate.js';
import { PPH_SENTENCES } from '../../../test-fixtures/audio/sentences.js';
import { extractAudio } from '../../media/extractAudio.js';
import { runProcess, startProcess } from '../../media/runProcess.js';
import { createPocketsphinxTranscriber, DEFAULT_SEARCH_ARGS } from './pocketsphinx.js';
import { WarmRecognisers } from './warmRecognisers.js';

/** pocketsphinx processes started by this test process (forks pool: one test file per process). */
function recognisersOfThisProcess(): number {
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.includes('(pocketsphinx_co') && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
    } catch {
      return false;
    }
  }).length;
}

const MODEL = '/usr/share/pocketsphinx/model/en-us';
const ARGS = ['-time', 'yes', '-hmm', `${MODEL}/en-us`, '-lm', `${MODEL}/en-us.lm.bin`, '-dict', `${MODEL}/cmudict-en-us.dict`, ...DEFAULT_SEARCH_ARGS];

describe('recognisers loaded ahead (warmRecognisers.ts)', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let wav: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-warm-'));
    const clips = await Promise.all(PPH_SENTENCES.slice(0, 3).map((text, i) => speak(text, join(dir, `s${i}.wav`), { engine: 'flite', voice: 'slt' })));
    wav = join(dir, 'answer.wav');
    await extractAudio(await joinWithPauses(clips, 0.5, join(dir, 'spoken.wav')), wav);
  });
  afterAll(() => cleanup());

  it('hear exactly what a recogniser started on the file hears', async () => {
    const warm = new WarmRecognisers((infile) => startProcess('pocketsphinx_continuous', ['-infile', infile, ...ARGS]), 1);
    warm.warmUp();
    await expect.poll(() => warm.waiting).toBe(1);
    const loaded = await warm.recognise(wav, { timeoutMs: 120_000 });
    expect(warm.waiting).toBe(0);
    const cold = await runProcess('pocketsphinx_continuous', ['-infile', wav, ...ARGS], { timeoutMs: 120_000 });
    expect(loaded?.stdout).toBe(cold.stdout);
    expect(cold.stdout).toMatch(/\d+\.\d+ \d+\.\d+/);
    // None left loaded: the next piece starts its own recogniser.
    expect(await warm.recognise(wav, { timeoutMs: 120_000 })).toBeUndefined();
  }, 240_000);

  it('are stopped once no answer has come for a while', async () => {
    const started: ReturnType<typeof startProcess>[] = [];
    const warm = new WarmRecognisers((infile) => {
      const recogniser = startProcess('pocketsphinx_continuous', ['-infile', infile, ...ARGS]);
      started.push(recogniser);
      return recogniser;
    }, 2, 3_000);
    warm.warmUp();
    warm.warmUp();
    await expect.poll(() => warm.waiting).toBe(2);
    expect(started).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(warm.waiting).toBe(0);
    await expect(Promise.all(started.map((p) => p.finished({ timeoutMs: 10_000 })))).rejects.toMatchObject({ failure: 'aborted' });
    expect(started.every((p) => !p.alive())).toBe(true);
  }, 60_000);

  it('give the transcriber the same words with and without warming up', async () => {
    const transcriber = createPocketsphinxTranscriber({ parallelism: 1 });
    const cold = await transcriber.transcribe(wav, 'en');
    expect(recognisersOfThisProcess()).toBe(0);
    transcriber.warmUp!('en');
    await expect.poll(recognisersOfThisProcess).toBe(1);
    const warmed = await transcriber.transcribe(wav, 'en');
    // The loaded one did the work, and no other was started.
    expect(recognisersOfThisProcess()).toBe(0);
    expect(warmed).toEqual(cold);
    expect(cold.words.length).toBeGreaterThan(5);
  }, 240_000);
});
