/**
 * Speech synthesised by Debian's flite (English) and espeak-ng (every other language), turned by
 * the npm-shipped ffmpeg into what a browser uploads. Used to record the demo answers at seed
 * time, and by the tests and benchmarks for their spoken fixtures. Nothing here is committed media.
 */
import { access, rm } from 'node:fs/promises';
import { constants } from 'node:fs';
import path from 'node:path';
import { ffmpegPath } from '../media/ffmpegPaths.js';
import { runProcess } from '../media/runProcess.js';

export type Voice = { engine: 'flite'; voice: 'slt' | 'rms' | 'awb' | 'kal' } | { engine: 'espeak'; voice?: string };

const TOOL = { flite: 'flite', espeak: 'espeak-ng' } as const;

export async function ffmpeg(args: string[]): Promise<void> {
  await runProcess(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], { timeoutMs: 120_000 });
}

/** Speech as a 16 kHz mono WAV. */
export async function speak(text: string, output: string, voice: Voice = { engine: 'flite', voice: 'slt' }): Promise<string> {
  const raw = `${output}.tts.wav`;
  if (voice.engine === 'flite') {
    await runProcess(TOOL.flite, ['-voice', voice.voice, '-t', text, '-o', raw], { timeoutMs: 60_000 });
  } else {
    await runProcess(TOOL.espeak, ['-v', voice.voice ?? 'en-us', '-s', '150', '-w', raw, text], { timeoutMs: 60_000 });
  }
  await ffmpeg(['-i', raw, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-bitexact', output]);
  await rm(raw, { force: true });
  return output;
}

/** Audio as Chrome and Firefox record it: WebM with Opus. */
export async function toWebmOpus(input: string, output: string): Promise<string> {
  await ffmpeg(['-i', input, '-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', '-f', 'webm', output]);
  return output;
}

/** The speech tools of these voices that are not installed (looked up on PATH). */
export async function missingSpeechTools(voices: Voice[]): Promise<string[]> {
  const wanted = [...new Set(voices.map((v) => TOOL[v.engine]))];
  const found = await Promise.all(wanted.map((tool) => onPath(tool)));
  return wanted.filter((_, i) => !found[i]);
}

async function onPath(command: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      await access(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this directory
    }
  }
  return false;
}
