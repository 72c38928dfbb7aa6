import { describe, expect, it } from 'vitest';
import { sniffCoverType } from './coverMedia.js';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffCoverType', () => {
  it('knows the five cover formats from their first bytes', () => {
    expect(sniffCoverType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffCoverType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffCoverType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffCoverType(bytes([0, 0, 0, 0x20], 'ftypisom'))).toBe('video/mp4');
    expect(sniffCoverType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('video/webm');
  });
  it('refuses anything else, whatever its name says', () => {
    expect(sniffCoverType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffCoverType(bytes('GIF89a'))).toBeNull();
    expect(sniffCoverType(bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBeNull();
    expect(sniffCoverType(new Uint8Array())).toBeNull();
  });
});
