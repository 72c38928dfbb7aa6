import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ffprobe from '@ffprobe-installer/ffprobe';
import { LANGUAGES } from '@nurselab/core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../paths.js';
import { selfTestClip } from './clips.js';

function probe(file: string) {
  const out = execFileSync(ffprobe.path, ['-v', 'error', '-show_entries', 'stream=sample_rate,channels:format=duration', '-of', 'json', file], { encoding: 'utf8' });
  const json = JSON.parse(out) as { streams: { sample_rate: string; channels: number }[]; format: { duration: string } };
  return { sampleRate: Number(json.streams[0]!.sample_rate), channels: json.streams[0]!.channels, seconds: Number(json.format.duration) };
}

describe('self-test clips', () => {
  it('gives Chinese, English, Japanese and Indonesian their own short 16 kHz mono clip and expected text', () => {
    for (const language of ['zh', 'en', 'ja', 'id'] as const) {
      const clip = selfTestClip(language);
      expect(clip, language).toMatchObject({ language, clipLanguage: language, expected: expect.any(String) });
      expect(path.basename(clip.file)).toBe(`${language}.ogg`);
      const audio = probe(clip.file);
      expect(audio, language).toMatchObject({ sampleRate: 16000, channels: 1 });
      expect(audio.seconds, language).toBeGreaterThan(3);
      expect(audio.seconds, language).toBeLessThan(10);
    }
    expect(selfTestClip('ja').expected).toMatch(/[\p{Script=Han}]/u);
    expect(selfTestClip('zh').expected).toMatch(/[\p{Script=Han}]/u);
  });

  it('times Thai, which has no usable voice here, on the English clip and expects no text of it', () => {
    expect(selfTestClip('th')).toMatchObject({ language: 'th', clipLanguage: 'en', expected: null });
    expect(selfTestClip('th').file).toBe(selfTestClip('en').file);
    expect(LANGUAGES.filter((language) => selfTestClip(language).clipLanguage !== language)).toEqual(['th']);
  });

  it('are made again byte for byte by scripts/self-test-clips.mjs', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'nurselab-clips-'));
    try {
      execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'self-test-clips.mjs'), out], { stdio: 'ignore' });
      for (const language of ['zh', 'en', 'ja', 'id'] as const) {
        const committed = readFileSync(selfTestClip(language).file);
        expect(readFileSync(path.join(out, `${language}.ogg`)).equals(committed), language).toBe(true);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
