import { describe, expect, it } from 'vitest';
import { durationVerdict, toSubject } from '@nurselab/core';
import { parseByteRange } from '../../src/submissions/byteRange.js';
import { parseLegacyFinalisePath } from '../../src/submissions/legacyPaths.js';
import { recordingFormat } from '../../src/submissions/recordingFormat.js';

describe('legacy finalise paths', () => {
  it.each([
    ['lab-deployed', 'maternalchild-7', { subject: 'maternalchild', labNumber: 7, language: undefined }],
    ['lab-deployed', 'upload-test', { subject: 'maternalchild', labNumber: 1 }],
    ['lab-deployed', 'upload-1-cn', { subject: 'maternalchild', labNumber: 1, language: 'zh' }],
    ['lab-deployed', 'upload-1-jp', { subject: 'maternalchild', labNumber: 1, language: 'ja' }],
    ['lab-deployed', 'upload-1-indo', { subject: 'maternalchild', labNumber: 1, language: 'id' }],
    ['lab-deployed', 'upload-1-en', { subject: 'maternalchild', labNumber: 1, language: 'en' }],
    ['lab-deployed', 'maternalchild-4-en', { subject: 'maternalchild', labNumber: 4, language: 'en' }],
    ['lab-deployed', 'upload-10', { subject: 'maternalchild', labNumber: 10, language: undefined }],
    ['lab-deployed', '315-2', { subject: '315', labNumber: 2, language: undefined }],
    ['lab-deployed', '315-2-en', { subject: '315', labNumber: 2, language: 'en' }],
    ['trial-cssd', '3', { subject: 'trial-cssd', labNumber: 3 }],
    ['surgical', '5', { subject: 'surgical', labNumber: 5 }],
    ['medical', '1', { subject: 'medical', labNumber: 1 }],
    ['ob', '2', { subject: 'ob', labNumber: 2 }],
  ] as const)('/api/v1/%s/%s', (prefix, name, target) => {
    expect(parseLegacyFinalisePath(prefix, name)).toEqual(target);
  });

  it.each([
    ['lab-deployed', 'upload-chunkx'],
    ['lab-deployed', 'maternalchild-0'],
    ['lab-deployed', 'maternalchild-4-fr'],
    ['surgical', 'one'],
    ['ob', '../1'],
  ] as const)('/api/v1/%s/%s is no lab', (prefix, name) => {
    expect(parseLegacyFinalisePath(prefix, name)).toBeUndefined();
  });
});

describe('HTTP byte ranges', () => {
  it.each([
    [undefined, 1000, undefined],
    ['bytes=0-99', 1000, { start: 0, end: 99 }],
    ['bytes=990-2000', 1000, { start: 990, end: 999 }],
    ['bytes=500-', 1000, { start: 500, end: 999 }],
    ['bytes=-100', 1000, { start: 900, end: 999 }],
    ['bytes=-5000', 1000, { start: 0, end: 999 }],
    ['bytes=1000-', 1000, 'unsatisfiable'],
    ['bytes=5-2', 1000, 'unsatisfiable'],
    ['bytes=0-1,5-9', 1000, undefined],
    ['items=0-9', 1000, undefined],
  ] as const)('%s of %i bytes', (header, size, expected) => {
    expect(parseByteRange(header, size)).toEqual(expected);
  });
});

describe('recording rules', () => {
  it('accepts 0.5 s to 180 s plus the tolerance', () => {
    expect(durationVerdict(0.5)).toBe('tooShort');
    expect(durationVerdict(0.6)).toBe('ok');
    expect(durationVerdict(185)).toBe('ok');
    expect(durationVerdict(185.1)).toBe('tooLong');
    expect(durationVerdict(Number.NaN)).toBe('tooShort');
  });

  it('reads the subject spellings of SPEC.md', () => {
    expect(toSubject('maternalandchild')).toBe('maternalchild');
    expect(toSubject('315')).toBe('315');
    expect(toSubject('dentistry')).toBeUndefined();
  });

  it.each([
    [{ formatName: 'matroska,webm', hasVideo: true, videoCodec: 'vp8', audioCodec: 'opus' }, { fileType: 'video', extension: 'webm', mimeType: 'video/webm' }],
    [{ formatName: 'matroska,webm', hasVideo: true, videoCodec: 'h264', audioCodec: 'opus' }, { fileType: 'video', extension: 'mkv', mimeType: 'video/x-matroska' }],
    [{ formatName: 'matroska,webm', hasVideo: false, audioCodec: 'opus' }, { fileType: 'audio', extension: 'webm', mimeType: 'audio/webm' }],
    [{ formatName: 'mov,mp4,m4a,3gp,3g2,mj2', hasVideo: true, videoCodec: 'h264', audioCodec: 'aac' }, { fileType: 'video', extension: 'mp4', mimeType: 'video/mp4' }],
    [{ formatName: 'mov,mp4,m4a,3gp,3g2,mj2', hasVideo: false, audioCodec: 'aac' }, { fileType: 'audio', extension: 'm4a', mimeType: 'audio/mp4' }],
    [{ formatName: 'mp3', hasVideo: false, audioCodec: 'mp3' }, { fileType: 'audio', extension: 'mp3', mimeType: 'audio/mpeg' }],
    [{ formatName: 'wav', hasVideo: false, audioCodec: 'pcm_s16le' }, { fileType: 'audio', extension: 'wav', mimeType: 'audio/wav' }],
  ])('the container of %j', (probe, expected) => {
    expect(recordingFormat({ hasAudio: true, durationSeconds: 3, ...probe })).toEqual(expected);
  });
});
