import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, speak, toMp4Aac, toRecorderVideoWebm, toRecorderWebm } from '../../test-fixtures/audio/generate.js';
import { probeMedia } from './probe.js';
import { transcodeForPlayback } from './transcode.js';

/** With +faststart the index (moov) comes before the media data (mdat). */
async function indexIsFirst(path: string): Promise<boolean> {
  const bytes = await readFile(path);
  const moov = bytes.indexOf('moov');
  const mdat = bytes.indexOf('mdat');
  return moov > 0 && mdat > 0 && moov < mdat;
}

describe('transcodeForPlayback', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let speech: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir());
    speech = await speak('Wash your hands before touching the wound.', join(dir, 'speech.wav'));
  });
  afterAll(() => cleanup());

  it('turns a WebM camera recording into an H.264/AAC MP4 with the index first', async () => {
    const camera = await toRecorderVideoWebm(speech, join(dir, 'camera.webm'));
    const result = await transcodeForPlayback(camera, dir);
    expect(result).toMatchObject({ kind: 'video', mimeType: 'video/mp4', copied: false });
    expect(result.path.endsWith('.mp4')).toBe(true);
    const probe = await probeMedia(result.path);
    expect(probe).toMatchObject({ hasVideo: true, hasAudio: true, videoCodec: 'h264', audioCodec: 'aac', pixelFormat: 'yuv420p', videoProfile: 'Main' });
    expect(probe.durationSeconds).toBeGreaterThan(2);
    expect(await indexIsFirst(result.path)).toBe(true);
  });

  it('turns a WebM/Opus audio answer into an AAC M4A', async () => {
    const audio = await toRecorderWebm(speech, join(dir, 'answer.webm'));
    const result = await transcodeForPlayback(audio, dir);
    expect(result).toMatchObject({ kind: 'audio', mimeType: 'audio/mp4' });
    expect(result.path.endsWith('.m4a')).toBe(true);
    expect(await probeMedia(result.path)).toMatchObject({ hasVideo: false, audioCodec: 'aac' });
    expect(await indexIsFirst(result.path)).toBe(true);
  });

  it('only remuxes audio that already plays everywhere', async () => {
    const m4a = await toMp4Aac(speech, join(dir, 'safari.m4a'));
    const result = await transcodeForPlayback(m4a, dir, { baseName: 'safari-copy' });
    expect(result).toMatchObject({ kind: 'audio', copied: true });
    expect(await indexIsFirst(result.path)).toBe(true);
  });

  it('refuses a file that is not media', async () => {
    await expect(transcodeForPlayback(join(dir, 'speech.wav.missing'), dir)).rejects.toMatchObject({ code: 'not_media' });
  });
});
