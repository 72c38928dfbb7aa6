import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedAudioSeconds, probeMedia } from '../../src/media/index.js';
import { checkRecording } from '../../src/submissions/recordingCheck.js';
import { audioClip, longFilmShortSound, lyingDurationClip, lyingSilentFilm, longSilentClip, tempDir, videoClip } from './support/media.js';

describe('the recording check measures the decoded audio, not the header', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await tempDir());
  });
  afterAll(() => cleanup());

  it('refuses a 210 s answer whose Matroska header claims 12 s', async () => {
    const liar = await lyingDurationClip(dir, 210, 12);
    expect((await probeMedia(liar)).durationSeconds).toBeLessThan(13); // the header does lie
    await expect(checkRecording(liar)).rejects.toMatchObject({ statusCode: 422, code: 'upload.tooLong' });
  });

  it('stops decoding at the cap, however long the file is', async () => {
    const tenMinutes = await longSilentClip(dir, 600);
    expect(await decodedAudioSeconds(tenMinutes, 30)).toBe(30);
  });

  it('measures the longest stream: a 20-minute film with 12 s of sound is too long', async () => {
    const film = await longFilmShortSound(dir, 1200, 12);
    const probe = await probeMedia(film);
    expect(probe.hasAudio && probe.hasVideo).toBe(true);
    expect(await decodedAudioSeconds(film, 200)).toBeLessThan(13); // the sound alone would pass
    await expect(checkRecording(film)).rejects.toMatchObject({ statusCode: 422, code: 'upload.tooLong' });
  });

  it('refuses a silent 20-minute film whose header claims 10 s, measured from its packets', async () => {
    const liar = await lyingSilentFilm(dir, 1200, 10);
    const probe = await probeMedia(liar);
    expect(probe.hasAudio).toBe(false);
    expect(probe.durationSeconds).toBeLessThan(11); // the header does lie
    await expect(checkRecording(liar)).rejects.toMatchObject({ statusCode: 422, code: 'upload.tooLong' });
  });

  it('accepts a short honest video with its real length', async () => {
    const checked = await checkRecording(await videoClip(dir, 4));
    expect(checked.fileType).toBe('video');
    expect(checked.durationSeconds).toBeGreaterThan(3.5);
    expect(checked.durationSeconds).toBeLessThan(4.6);
  });

  it('accepts an honest answer with its real length', async () => {
    const honest = await audioClip(dir, 20);
    const checked = await checkRecording(honest);
    expect(checked.durationSeconds).toBeGreaterThan(19.5);
    expect(checked.durationSeconds).toBeLessThan(20.5);
  });
});
