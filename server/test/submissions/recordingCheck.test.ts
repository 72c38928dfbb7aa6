import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedAudioSeconds, probeMedia } from '../../src/media/index.js';
import { checkRecording } from '../../src/submissions/recordingCheck.js';
import { audioClip, lyingDurationClip, longSilentClip, tempDir } from './support/media.js';

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

  it('accepts an honest answer with its real length', async () => {
    const honest = await audioClip(dir, 20);
    const checked = await checkRecording(honest);
    expect(checked.durationSeconds).toBeGreaterThan(19.5);
    expect(checked.durationSeconds).toBeLessThan(20.5);
  });
});
