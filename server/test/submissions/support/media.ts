/** Short real recordings made at test time by the npm-shipped ffmpeg (nothing committed). */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../../../src/media/ffmpegPaths.js';
import { runProcess } from '../../../src/media/runProcess.js';

export async function tempDir(prefix = 'nurselab-submission-test-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

const ffmpeg = (args: string[]) => runProcess(ffmpegPath(), ['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', ...args], { timeoutMs: 120_000 });

/** A tone as WebM/Opus, like an audio-only browser recording. */
export async function audioClip(dir: string, seconds: number, name = `audio-${seconds}s.webm`): Promise<string> {
  const output = path.join(dir, name);
  await ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`, '-c:a', 'libopus', '-b:a', '24k', output]);
  return output;
}

/** Silence as 8 kHz 8-bit WAV: a long clip made in a moment (encoding minutes of Opus is slow). */
export async function longSilentClip(dir: string, seconds: number): Promise<string> {
  const output = path.join(dir, `silence-${seconds}s.wav`);
  await ffmpeg(['-f', 'lavfi', '-i', 'anullsrc=r=8000:cl=mono', '-t', String(seconds), '-c:a', 'pcm_u8', output]);
  return output;
}

/** A small camera-like recording: VP8 test pattern with an Opus tone. */
export async function videoClip(dir: string, seconds: number): Promise<string> {
  const output = path.join(dir, `video-${seconds}s.webm`);
  await ffmpeg([
    '-f', 'lavfi', '-i', `testsrc=size=160x120:rate=10:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=660:sample_rate=48000:duration=${seconds}`,
    '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '100k',
    '-c:a', 'libopus', '-b:a', '24k', '-shortest', output,
  ]);
  return output;
}

/** A text file with a recording's name. */
export async function textAsWebm(dir: string): Promise<string> {
  const output = path.join(dir, 'notes.webm');
  await writeFile(output, 'These are my notes, not a recording.\n'.repeat(200));
  return output;
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(file)) hash.update(piece as Buffer);
  return hash.digest('hex');
}

/** Uncompressed audio of a given length: big enough to span several 1 MiB chunks in seconds. */
export async function wavClip(dir: string, seconds: number, name = `tone-${seconds}s.wav`): Promise<string> {
  const output = path.join(dir, name);
  await ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=300:sample_rate=48000:duration=${seconds}`, '-ac', '1', '-c:a', 'pcm_s16le', output]);
  return output;
}

/**
 * A Matroska file (WebM's container) whose header lies about its length: the Segment Duration
 * element and the stream's DURATION tag say `claimedSeconds` while the audio runs for
 * `realSeconds`. 8 kHz PCM inside, so minutes of it are made in a moment.
 */
export async function lyingDurationClip(dir: string, realSeconds: number, claimedSeconds: number): Promise<string> {
  const honest = path.join(dir, `honest-${realSeconds}s.mka`);
  await ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=8000:duration=${realSeconds}`, '-c:a', 'pcm_s16le', honest]);
  const bytes = await readFile(honest);
  // EBML Duration: ID 0x4489, size 8, a big-endian double in milliseconds.
  for (let i = 0; i < bytes.length - 11; i++) {
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88) bytes.writeDoubleBE(claimedSeconds * 1000, i + 3);
  }
  const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 19);
  const tag = bytes.indexOf(Buffer.from(`${clock(realSeconds)}.`, 'latin1'));
  if (tag >= 0) bytes.write(`${clock(claimedSeconds)}.`, tag, 'latin1');
  const liar = path.join(dir, `lying-${realSeconds}s-as-${claimedSeconds}s.mka`);
  await writeFile(liar, bytes);
  return liar;
}

/** A long, tiny film (64x64, 1 frame a second) with `soundSeconds` of tone at its start: the header is honest. */
export async function longFilmShortSound(dir: string, filmSeconds: number, soundSeconds: number): Promise<string> {
  const output = path.join(dir, `film-${filmSeconds}s-sound-${soundSeconds}s.mp4`);
  await ffmpeg([
    '-f', 'lavfi', '-i', `color=c=black:s=64x64:r=1:d=${filmSeconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=16000:duration=${soundSeconds}`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-b:a', '32k', output,
  ]);
  return output;
}

/** A silent Matroska film of `realSeconds` whose header (segment Duration and DURATION tag) claims `claimedSeconds`. */
export async function lyingSilentFilm(dir: string, realSeconds: number, claimedSeconds: number): Promise<string> {
  const honest = path.join(dir, `silent-film-${realSeconds}s.mkv`);
  await ffmpeg(['-f', 'lavfi', '-i', `color=c=black:s=64x64:r=1:d=${realSeconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', honest]);
  const bytes = await readFile(honest);
  let patched = 0;
  for (let i = 0; i < bytes.length - 11; i++) {
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89 && bytes[i + 2] === 0x88) {
      bytes.writeDoubleBE(claimedSeconds * 1000, i + 3);
      patched++;
    }
  }
  if (patched === 0) throw new Error('no Matroska Duration element to patch');
  const clock = (s: number) => new Date(s * 1000).toISOString().slice(11, 19);
  const tag = bytes.indexOf(Buffer.from(`${clock(realSeconds)}.`, 'latin1'));
  if (tag >= 0) bytes.write(`${clock(claimedSeconds)}.`, tag, 'latin1');
  const liar = path.join(dir, `lying-film-${realSeconds}s-as-${claimedSeconds}s.mkv`);
  await writeFile(liar, bytes);
  return liar;
}
