/**
 * Test-time fixtures: speech synthesised by Debian's flite and espeak-ng, converted by the
 * npm-shipped ffmpeg into what browsers upload. Nothing here is committed media.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extractAudio } from '../../src/media/extractAudio.js';
import { ffmpegPath } from '../../src/media/ffmpegPaths.js';
import { ffmpeg, speak } from '../../src/seed/speech.js';

export { ffmpeg, speak, type Voice } from '../../src/seed/speech.js';

export async function makeTempDir(prefix = 'nurselab-media-test-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Joins clips with pauses of silence between them (and after the last). */
export async function joinWithPauses(clips: string[], pauseSeconds: number, output: string): Promise<string> {
  const inputs = clips.flatMap((clip) => [
    '-i', clip,
    '-f', 'lavfi', '-t', String(pauseSeconds), '-i', 'anullsrc=r=16000:cl=mono',
  ]);
  const labels = clips.flatMap((_, index) => [`[${index * 2}:a]`, `[${index * 2 + 1}:a]`]).join('');
  await ffmpeg([
    ...inputs,
    '-filter_complex', `${labels}concat=n=${clips.length * 2}:v=0:a=1`,
    '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-bitexact', output,
  ]);
  return output;
}

/**
 * Runs ffmpeg writing to a pipe, like a browser's MediaRecorder streaming WebM: the muxer
 * cannot seek back, so the header carries no duration.
 */
export async function ffmpegToPipe(args: string[], output: string): Promise<string> {
  const child = spawn(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'error', ...args, 'pipe:1'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exit = new Promise<number | null>((resolve) => child.on('close', resolve));
  await pipeline(child.stdout, createWriteStream(output));
  const code = await exit;
  if (code !== 0) throw new Error(`ffmpeg exited with ${code}`);
  return output;
}

/** Audio as Chrome/Firefox record it: WebM/Opus, streamed, no duration in the header. */
export function toRecorderWebm(input: string, output: string): Promise<string> {
  return ffmpegToPipe(['-i', input, '-c:a', 'libopus', '-b:a', '48k', '-ar', '48000', '-f', 'webm'], output);
}

/**
 * A spoken answer as the recorder uploads it (WebM/Opus) and as the recogniser hears it (16 kHz
 * WAV from extractAudio): the sentences in two flite voices, `times` over, 0.6 s apart.
 */
export async function recordedAnswer(dir: string, sentences: readonly string[], times = 1): Promise<{ webmPath: string; wavPath: string }> {
  const clips = await Promise.all(sentences.map((text, i) => speak(text, join(dir, `s${i}.wav`), { engine: 'flite', voice: i % 2 ? 'rms' : 'slt' })));
  const spoken = await joinWithPauses(Array.from({ length: times }, () => clips).flat(), 0.6, join(dir, 'answer.wav'));
  const webmPath = await toRecorderWebm(spoken, join(dir, 'answer.webm'));
  const wavPath = join(dir, 'answer-16k.wav');
  await extractAudio(webmPath, wavPath);
  return { webmPath, wavPath };
}

/** Audio as Safari records or a phone uploads it: MP4/AAC. */
export async function toMp4Aac(input: string, output: string): Promise<string> {
  await ffmpeg(['-i', input, '-c:a', 'aac', '-b:a', '96k', '-ar', '44100', output]);
  return output;
}

/** A camera recording: VP8 test pattern plus the speech, streamed WebM as MediaRecorder sends it. */
export function toRecorderVideoWebm(input: string, output: string): Promise<string> {
  return ffmpegToPipe([
    '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15',
    '-i', input,
    '-map', '0:v', '-map', '1:a', '-shortest',
    '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k',
    '-c:a', 'libopus', '-b:a', '48k', '-ar', '48000',
    '-f', 'webm',
  ], output);
}

/** Room noise at about -60 dBFS and nothing else: the microphone was on, nobody spoke. */
export async function nearSilence(seconds: number, output: string): Promise<string> {
  await ffmpeg([
    '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.001:duration=${seconds}:sample_rate=16000`,
    '-ac', '1', '-c:a', 'pcm_s16le', '-bitexact', output,
  ]);
  return output;
}

/** Word error rate: word-level edit distance over the reference length, after normalising. */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const ref = normalise(reference);
  const hyp = normalise(hypothesis);
  let previous = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const current = [i];
    for (let j = 1; j <= hyp.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return ref.length === 0 ? 0 : previous[hyp.length] / ref.length;
}

function normalise(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9' ]+/g, ' ').split(/\s+/).filter(Boolean);
}
