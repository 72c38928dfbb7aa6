import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ffmpeg, joinWithPauses, makeTempDir, nearSilence, speak, toRecorderVideoWebm, toRecorderWebm,
} from '../../test-fixtures/audio/generate.js';
import { extractAudio } from './extractAudio.js';
import { frameEnergies } from './loudness.js';
import { measureSpeech } from './measureSpeech.js';
import { splitAtPauses } from './splitAtPauses.js';
import { detectSilences } from './silence.js';
import { readWavInfo } from './wav.js';

describe('audio extraction and speech measurement', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let speech: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir());
    speech = await speak('Check the vital signs every four hours and report any change.', join(dir, 'speech.wav'));
  });
  afterAll(() => cleanup());

  it('extracts 16 kHz mono 16-bit audio from a browser WebM, header without extra chunks', async () => {
    const webm = await toRecorderWebm(speech, join(dir, 'answer.webm'));
    const wav = join(dir, 'answer.wav');
    await extractAudio(webm, wav);
    const info = await readWavInfo(wav);
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bitsPerSample: 16, dataOffset: 44 });
    expect(info.durationSeconds).toBeGreaterThan(2);
  });

  it('extracts the sound track of a camera recording', async () => {
    const camera = await toRecorderVideoWebm(speech, join(dir, 'camera.webm'));
    const wav = join(dir, 'camera.wav');
    await extractAudio(camera, wav);
    expect((await readWavInfo(wav)).channels).toBe(1);
  });

  it('refuses a video without sound as no_audio', async () => {
    const mute = join(dir, 'mute.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10:duration=1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', mute]);
    await expect(extractAudio(mute, join(dir, 'mute.wav'))).rejects.toMatchObject({ code: 'no_audio' });
  });

  it('hears speech in a spoken answer', async () => {
    const measure = await measureSpeech(speech);
    expect(measure.isSilent).toBe(false);
    expect(measure.speechSeconds).toBeGreaterThan(2);
    expect(measure.meanVolumeDb).toBeGreaterThan(-35);
  });

  it('reports near-silence (microphone on, nobody speaking) as silent', async () => {
    const measure = await measureSpeech(await nearSilence(8, join(dir, 'room.wav')));
    expect(measure.isSilent).toBe(true);
    expect(measure.speechSeconds).toBeLessThan(1);
    expect(measure.durationSeconds).toBeCloseTo(8, 0);
  });

  it('reports digital silence (muted microphone) as silent', async () => {
    const muted = join(dir, 'muted.wav');
    await ffmpeg(['-f', 'lavfi', '-t', '5', '-i', 'anullsrc=r=16000:cl=mono', '-c:a', 'pcm_s16le', muted]);
    expect(await measureSpeech(muted)).toMatchObject({ isSilent: true, speechSeconds: 0 });
  });

  it('splits a long answer at its pauses into chunks no longer than the limit', async () => {
    const sentences = await Promise.all(
      ['The patient is short of breath.', 'I give oxygen as prescribed.', 'I check the saturation again after ten minutes.']
        .map((text, index) => speak(text, join(dir, `sentence-${index}.wav`), { engine: 'espeak' })),
    );
    const long = await joinWithPauses([...sentences, ...sentences, ...sentences], 1, join(dir, 'long.wav'));
    const total = (await readWavInfo(long)).durationSeconds;
    const { silences } = await detectSilences(long, { noiseDb: -35 });

    const chunks = await splitAtPauses(long, { maxChunkSeconds: 8, outputDir: dir });
    expect(chunks.length).toBeGreaterThan(2);
    let expectedOffset = 0;
    for (const chunk of chunks) {
      expect(chunk.offsetSeconds).toBeCloseTo(expectedOffset, 3);
      expect(chunk.durationSeconds).toBeLessThanOrEqual(8);
      expect((await readWavInfo(chunk.path)).durationSeconds).toBeCloseTo(chunk.durationSeconds, 3);
      expectedOffset += chunk.durationSeconds;
      if (chunk.offsetSeconds > 0) {
        const cut = chunk.offsetSeconds;
        expect(silences.some((silence) => silence.start < cut && cut < silence.end)).toBe(true);
      }
    }
    expect(expectedOffset).toBeCloseTo(total, 3);
  });

  it('with no pause to cut at (a noisy room, no silence), cuts between words, not at the window end', async () => {
    const sentences = await Promise.all(
      ['The patient is short of breath and anxious.', 'I give oxygen as prescribed and sit her upright.', 'I check the saturation again after ten minutes.']
        .map((text, index) => speak(text, join(dir, `noisy-${index}.wav`), { engine: 'flite', voice: 'rms' })),
    );
    const clean = await joinWithPauses([...sentences, ...sentences], 0.15, join(dir, 'no-pauses.wav'));
    const noisy = join(dir, 'noisy-room.wav');
    // Pink noise under the speech: quieter than speech, louder than a -35 dB pause.
    await ffmpeg([
      '-i', clean, '-f', 'lavfi', '-i', 'anoisesrc=color=pink:amplitude=0.1:sample_rate=16000',
      '-filter_complex', '[0:a][1:a]amix=inputs=2:duration=first,volume=2', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', noisy,
    ]);
    expect((await detectSilences(noisy, { noiseDb: -35 })).silences).toEqual([]);

    const chunks = await splitAtPauses(noisy, { maxChunkSeconds: 8, outputDir: dir });
    expect(chunks.length).toBeGreaterThan(2);
    const info = await readWavInfo(noisy);
    const energies = await frameEnergies(noisy, info);
    const sorted = [...energies.values].sort((a, b) => a - b);
    const quietFifth = sorted[Math.floor(sorted.length / 5)];
    for (const chunk of chunks.slice(1)) {
      expect(chunk.offsetSeconds % 8).not.toBeCloseTo(0, 2);
      // The 50 ms around the cut hold no speech, only the room: as quiet as the quietest fifth of the recording.
      const at = Math.round(chunk.offsetSeconds / energies.frameSeconds);
      const around = energies.values.slice(at - 2, at + 3);
      expect(Math.max(...around)).toBeLessThan(quietFifth * 1.5);
    }
  });

  it('leaves a short answer whole', async () => {
    expect(await splitAtPauses(speech, { maxChunkSeconds: 30, outputDir: dir })).toEqual([
      { path: speech, offsetSeconds: 0, durationSeconds: expect.any(Number) },
    ]);
  });
});
