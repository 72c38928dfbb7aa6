#!/usr/bin/env node
// `node scripts/self-test-clips.mjs`: makes the speech self-test's clips (server/assets/self-test/*.ogg)
// from server/assets/self-test/clips.json with Debian's espeak-ng and flite, then 16 kHz mono Ogg
// Vorbis through the ffmpeg the project ships (bit-exact, so the same tools give the same bytes).
// Needs: apt-get install espeak-ng flite. `node scripts/self-test-clips.mjs <dir>` writes them there instead.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const dir = fileURLToPath(new URL('../server/assets/self-test/', import.meta.url));
const outDir = path.resolve(process.argv[2] ?? dir);
const { clips } = JSON.parse(readFileSync(path.join(dir, 'clips.json'), 'utf8'));
const work = mkdtempSync(path.join(tmpdir(), 'nurselab-self-test-clips-'));

try {
  for (const [language, clip] of Object.entries(clips)) {
    if (!clip.file) {
      console.log(`${language}: no clip (${clip.why})`);
      continue;
    }
    const raw = path.join(work, `${language}.wav`);
    const words = clip.speak ?? clip.text;
    const { engine, voice, speed } = clip.voice;
    if (engine === 'flite') execFileSync('flite', ['-voice', voice, '-t', words, '-o', raw]);
    else if (engine === 'espeak-ng') execFileSync('espeak-ng', ['-v', voice, '-s', String(speed ?? 175), '-w', raw, words]);
    else throw new Error(`${language}: unknown voice engine ${engine}`);
    const target = path.join(outDir, clip.file);
    execFileSync(ffmpeg.path, [
      '-loglevel', 'error', '-y', '-i', raw,
      '-ac', '1', '-ar', '16000', '-c:a', 'libvorbis', '-q:a', '4', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', target,
    ], { stdio: ['ignore', 'ignore', 'inherit'] });
    console.log(`${language}: ${path.relative(process.cwd(), target)} (${engine} ${voice})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
