/**
 * Speech engines on this machine, the numbers issue 13's note asks for:
 * - the generated whisper.cpp test model (server/test-fixtures/whisper/tinyModel.ts): file size,
 *   load time, transcription time of a 30 s clip (with and without whisper.cpp's temperature fallback);
 * - the self-test the administrator page runs (bundled 10.8 s clip), per engine: the speeds it shows.
 *   npm run bench -- speech        writes bench/results/speech.json
 * An untrained model's output is noise: these are speeds of the real code path, not of a real model.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWhisper, toggleNativeLog } from '@fugood/whisper.node';
import { ffmpeg, speak } from '../../server/test-fixtures/audio/generate.js';
import { writeTinyWhisperModel } from '../../server/test-fixtures/whisper/tinyModel.js';
import { runSelfTest } from '../../server/src/evaluation/speech/selfTest.js';
import { createTranscriberChoice } from '../../server/src/evaluation/transcribers/registry.js';

const RESULTS = fileURLToPath(new URL('../results/speech.json', import.meta.url));
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

const dir = await mkdtemp(path.join(tmpdir(), 'nurselab-bench-speech-'));
try {
  const modelPath = path.join(dir, 'ggml-test-tiny.bin');
  const modelBytes = await writeTinyWhisperModel(modelPath);
  const sentence = await speak('Check the fundal height, give oxytocin and measure the blood pressure every fifteen minutes.', path.join(dir, 'sentence.wav'));
  const clip = path.join(dir, 'clip-30s.wav');
  await ffmpeg(['-stream_loop', '-1', '-i', sentence, '-t', '30', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', clip]);

  await toggleNativeLog(false);
  const loads: number[] = [];
  const noFallback: number[] = [];
  const cpu: number[] = [];
  let withFallback = 0;
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    const context = await initWhisper({ filePath: modelPath, useGpu: false });
    loads.push(performance.now() - started);
    started = performance.now();
    // CPU time of the process (whisper.cpp's threads included): what the clip costs whatever else the machine does.
    const before = process.cpuUsage();
    await context.transcribeFile(clip, { language: 'th', temperature: 0, temperatureInc: 0, maxThreads: 2 }).promise;
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1e6);
    noFallback.push(performance.now() - started);
    if (run === 0) {
      started = performance.now();
      await context.transcribeFile(clip, { language: 'th', temperature: 0, maxThreads: 2 }).promise;
      withFallback = performance.now() - started;
    }
    await context.release();
  }

  const selfTest = await runSelfTest(createTranscriberChoice({ whisper: { modelPath, temperatureInc: 0, threads: 2 } }));

  const result = {
    machine: { cpus: (await import('node:os')).availableParallelism(), loadAverage: (await import('node:os')).loadavg().map((l) => round(l)) },
    whisperTestModel: {
      bytes: modelBytes,
      megabytes: round(modelBytes / 1e6, 1),
      loadSeconds: round(median(loads) / 1000, 3),
      transcribe30sSeconds: round(median(noFallback) / 1000),
      transcribe30sCpuSeconds: round(median(cpu)),
      transcribe30sWithTemperatureFallbackSeconds: round(withFallback / 1000),
      runs: RUNS,
    },
    selfTest,
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
} finally {
  await rm(dir, { recursive: true, force: true });
}
