import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { TranscriberError } from './errors.js';
import { MODEL_DOWNLOAD_HINT } from './whisperModelFile.js';

const require = createRequire(import.meta.url);

const LOAD_SCRIPT = `
const [bindingUrl, modelPath, variant] = process.argv.slice(1);
const { initWhisper } = await import(bindingUrl);
const context = await initWhisper({ filePath: modelPath, useGpu: false }, variant || undefined);
await context.release();
`;

/**
 * Loads the model once in a throw-away process. A damaged model can make whisper.cpp abort
 * (SIGABRT), which must cost a child process, not the server or worker.
 */
export async function loadsInChildProcess(modelPath: string, libVariant: string | undefined, timeoutMs = 120_000): Promise<void> {
  const bindingUrl = pathToFileURL(require.resolve('@fugood/whisper.node')).href;
  const child = spawn(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT, bindingUrl, modelPath, libVariant ?? ''], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-8192);
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => {
    child.on('close', (exitCode, exitSignal) => resolve([exitCode, exitSignal]));
    child.on('error', () => resolve([null, null]));
  });
  clearTimeout(timer);
  if (code === 0) return;

  const reason =
    stderr.split('\n').reverse().find((line) => /invalid|failed|error|assert/i.test(line))?.trim() ??
    (signal ? `loader killed by ${signal}` : `loader exited with code ${code}`);
  throw new TranscriberError(
    'unavailable', 'whisper',
    `Whisper model ${modelPath} could not be loaded (${reason}): ${MODEL_DOWNLOAD_HINT}.`,
    false,
  );
}
