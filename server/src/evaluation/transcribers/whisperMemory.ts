import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Language, MeasuredMemory } from '@nurselab/core';

const require = createRequire(import.meta.url);

const MEASURE_SCRIPT = `
const [bindingUrl, modelPath, variant, threads, jobs] = process.argv.slice(1);
const runtimeKb = Math.round(process.memoryUsage.rss() / 1024);
const binding = await import(bindingUrl);
await binding.toggleNativeLog(false);
const context = await binding.initWhisper({ filePath: modelPath, useGpu: false }, variant || undefined);
for (const [wav, language] of JSON.parse(jobs)) {
  await context.transcribeFile(wav, { language, temperature: 0, maxThreads: Number(threads) }).promise;
}
await context.release();
process.stdout.write(JSON.stringify({ runtimeKb, peakKb: process.resourceUsage().maxRSS }));
`;

/**
 * The memory a whisper model needs on this server: a separate process loads it and transcribes
 * the given clips, as the server's recogniser does, and reports its peak resident memory
 * (getrusage's ru_maxrss, what `/usr/bin/time -v` prints) and what the runtime alone held
 * before loading whisper.cpp. A GPU's own memory is not included.
 */
export async function measureWhisperMemory(
  modelPath: string,
  clips: { wav: string; language: Language }[],
  options: { libVariant?: string; threads: number; timeoutMs?: number },
): Promise<MeasuredMemory> {
  const bindingUrl = pathToFileURL(require.resolve('@fugood/whisper.node')).href;
  const jobs = JSON.stringify(clips.map((clip) => [clip.wav, clip.language]));
  const child = spawn(process.execPath, ['--input-type=module', '-e', MEASURE_SCRIPT, bindingUrl, modelPath, options.libVariant ?? '', String(options.threads), jobs], {
    stdio: ['ignore', 'pipe', 'pipe'],
    // The recogniser alone: no loader or flags of the parent (a test runner's, a dev server's) in its figures.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString('utf8')).slice(-4096)));
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.on('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    child.on('error', () => resolve([null, null]));
  });
  clearTimeout(timer);
  if (code !== 0) throw new Error(`The memory measurement stopped (${signal ?? `exit code ${code}`}): ${stderr.trim().split('\n').at(-1) ?? ''}`);
  const { runtimeKb, peakKb } = JSON.parse(stdout) as { runtimeKb: number; peakKb: number };
  return { peakBytes: peakKb * 1024, runtimeBytes: runtimeKb * 1024, at: new Date().toISOString() };
}
