import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../constants.js';
import { answerKindOf, checkAnswerFile, countdown, formatClock, formatProgress, mediaConstraints, pickRecorderMimeType, recordingFileName } from './media.js';

describe('pickRecorderMimeType', () => {
  it('tries webm with vp8 and opus, then plain webm, then mp4', () => {
    const asked: string[] = [];
    const only = (supported: string[]) => (t: string) => (asked.push(t), supported.includes(t));
    expect(pickRecorderMimeType(only(['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4']))).toBe('video/webm;codecs=vp8,opus');
    expect(pickRecorderMimeType(only(['video/webm', 'video/mp4']))).toBe('video/webm');
    asked.length = 0;
    expect(pickRecorderMimeType(only(['video/mp4']))).toBe('video/mp4');
    expect(asked).toEqual(['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4']);
  });

  it('has its own order for audio-only answers', () => {
    const asked: string[] = [];
    expect(pickRecorderMimeType((t) => (asked.push(t), t === 'audio/mp4'), 'audio')).toBe('audio/mp4');
    expect(asked).toEqual(['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']);
  });

  it('gives null when nothing is supported, or when the check throws', () => {
    expect(pickRecorderMimeType(() => false)).toBeNull();
    expect(
      pickRecorderMimeType(() => {
        throw new Error('no');
      }),
    ).toBeNull();
  });
});

describe('mediaConstraints', () => {
  it('asks for about 640x480, at most 1280x720, the front camera and audio', () => {
    expect(mediaConstraints('video')).toEqual({
      audio: true,
      video: { width: { ideal: 640, max: 1280 }, height: { ideal: 480, max: 720 }, facingMode: 'user' },
    });
  });
  it('asks only for the microphone for an audio answer', () => {
    expect(mediaConstraints('audio')).toEqual({ audio: true, video: false });
  });
});

describe('formatProgress', () => {
  it('shows two decimals', () => {
    expect(formatProgress(1, 3)).toBe('33.33');
    expect(formatProgress(2, 3)).toBe('66.66');
    expect(formatProgress(1_048_576, 4_194_304)).toBe('25.00');
    expect(formatProgress(10, 10)).toBe('100.00');
  });
  it('never says 100.00 before the last byte, and never exceeds 100 or goes below 0', () => {
    expect(formatProgress(99_999, 100_000)).toBe('99.99');
    expect(formatProgress(20, 10)).toBe('100.00');
    expect(formatProgress(-1, 10)).toBe('0.00');
    expect(formatProgress(5, 0)).toBe('0.00');
    expect(formatProgress(Number.NaN, 10)).toBe('0.00');
  });
});

describe('countdown and clock', () => {
  it('counts down from 180 s and turns red at the limit', () => {
    expect(countdown(0)).toEqual({ remaining: 180, fraction: 1, tone: 'normal' });
    expect(countdown(149.5).tone).toBe('normal');
    expect(countdown(150)).toMatchObject({ remaining: 30, tone: 'warning' });
    expect(countdown(179.2)).toMatchObject({ remaining: 1, tone: 'warning' });
    expect(countdown(180)).toEqual({ remaining: 0, fraction: 0, tone: 'limit' });
    expect(countdown(500)).toEqual({ remaining: 0, fraction: 0, tone: 'limit' });
  });
  it('formats m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(180)).toBe('3:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('files', () => {
  it('names recordings as SPEC.md does', () => {
    expect(recordingFileName('maternalchild', 4, 'video/webm;codecs=vp8,opus', 1700000000000)).toBe('lab4_recording_1700000000000.webm');
    expect(recordingFileName('surgical', 2, 'video/mp4', 1)).toBe('surgical-2_recording_1.mp4');
    expect(recordingFileName('trial-cssd', 1, 'audio/mp4', 1)).toBe('trial-cssd-1_recording_1.m4a');
    expect(recordingFileName('ob', 5, 'application/x-unknown', 1)).toBe('ob-5_recording_1.webm');
  });

  it('tells audio from video by type, else by extension', () => {
    expect(answerKindOf({ type: 'audio/mpeg', name: 'a.bin' })).toBe('audio');
    expect(answerKindOf({ type: 'video/quicktime', name: 'a.mov' })).toBe('video');
    expect(answerKindOf({ type: '', name: 'answer.M4A' })).toBe('audio');
    expect(answerKindOf({ type: '', name: 'answer.mov' })).toBe('video');
    expect(answerKindOf({ type: 'text/plain', name: 'answer.webm' })).toBeNull();
    expect(answerKindOf({ type: '', name: 'notes' })).toBeNull();
  });

  it('checks files as the server does, with its message codes', () => {
    const video = { type: 'video/mp4', name: 'a.mp4', size: 1000 };
    expect(checkAnswerFile(video)).toBeNull();
    expect(checkAnswerFile(video, 120)).toBeNull();
    expect(checkAnswerFile(video, Number.POSITIVE_INFINITY)).toBeNull(); // unreadable: the server decides
    expect(checkAnswerFile(video, 182)).toBeNull(); // within the server's tolerance
    expect(checkAnswerFile(video, 240)).toEqual({ code: 'upload.tooLong', seconds: 180 });
    expect(checkAnswerFile(video, 0.1)).toEqual({ code: 'upload.tooShort' });
    expect(checkAnswerFile({ ...video, size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkAnswerFile({ ...video, size: MAX_UPLOAD_BYTES + 1 })).toEqual({ code: 'upload.tooLarge', maxMb: 500 });
    expect(checkAnswerFile({ ...video, size: 0 })).toEqual({ code: 'upload.tooShort' });
    expect(checkAnswerFile({ type: 'application/pdf', name: 'a.pdf', size: 10 })).toEqual({ code: 'upload.notMedia' });
  });
});
