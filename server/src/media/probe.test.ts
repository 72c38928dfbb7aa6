import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ffmpeg, ffmpegToPipe, makeTempDir, speak, toMp4Aac, toRecorderVideoWebm, toRecorderWebm,
} from '../../test-fixtures/audio/generate.js';
import { MediaError } from './errors.js';
import { probeMedia } from './probe.js';

describe('probeMedia', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let speech: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir());
    speech = await speak('The patient has a fever and high blood pressure.', join(dir, 'speech.wav'));
  });
  afterAll(() => cleanup());

  it('reads an audio-only WebM recorded by a browser, whose header has no duration', async () => {
    const webm = await toRecorderWebm(speech, join(dir, 'answer.webm'));
    const probe = await probeMedia(webm);
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: false, audioCodec: 'opus', formatName: 'matroska,webm' });
    expect(probe.videoCodec).toBeUndefined();
    expect(probe.durationSeconds).toBeGreaterThan(2);
    expect(probe.durationSeconds).toBeLessThan(6);
  });

  it('reads MP4/AAC audio as Safari records it', async () => {
    const probe = await probeMedia(await toMp4Aac(speech, join(dir, 'answer.m4a')));
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: false, audioCodec: 'aac' });
    expect(probe.formatName).toContain('mp4');
  });

  it('tells a camera recording from an audio-only one', async () => {
    const probe = await probeMedia(await toRecorderVideoWebm(speech, join(dir, 'camera.webm')));
    expect(probe).toMatchObject({ hasAudio: true, hasVideo: true, videoCodec: 'vp8', audioCodec: 'opus', width: 320, height: 240 });
    expect(probe.durationSeconds).toBeGreaterThan(2);
  });

  it('measures a 4-minute streamed WebM at about 240 s', async () => {
    const long = await ffmpegToPipe(
      ['-f', 'lavfi', '-i', 'sine=frequency=300:duration=240:sample_rate=48000', '-c:a', 'libopus', '-b:a', '16k', '-compression_level', '0', '-f', 'webm'],
      join(dir, 'four-minutes.webm'),
    );
    const probe = await probeMedia(long);
    expect(probe.durationSeconds).toBeGreaterThan(239);
    expect(probe.durationSeconds).toBeLessThan(241);
  });

  it('rejects a text file renamed .webm as not media', async () => {
    const fake = join(dir, 'essay.webm');
    await writeFile(fake, 'This is my answer, typed instead of recorded.\n'.repeat(50));
    const error = await probeMedia(fake).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MediaError);
    expect((error as MediaError).code).toBe('not_media');
  });

  it('rejects a still image renamed .webm as not media', async () => {
    const image = join(dir, 'photo.png');
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x64', '-frames:v', '1', image]);
    const renamed = join(dir, 'photo.webm');
    await ffmpeg(['-i', image, '-c', 'copy', '-f', 'image2pipe', renamed]);
    await expect(probeMedia(renamed)).rejects.toMatchObject({ code: 'not_media' });
  });

  it('rejects a missing file as not media', async () => {
    await expect(probeMedia(join(dir, 'nothing-here.webm'))).rejects.toMatchObject({ code: 'not_media' });
  });
});
