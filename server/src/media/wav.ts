import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { MediaError } from './errors.js';

export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset of the first sample. */
  dataOffset: number;
  dataBytes: number;
  durationSeconds: number;
}

const HEADER_READ_BYTES = 64 * 1024;

/** Reads a PCM WAV header (any chunk layout; a streamed header with no data size is tolerated). */
export async function readWavInfo(wavPath: string): Promise<WavInfo> {
  const file = await open(wavPath, 'r');
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(Math.min(HEADER_READ_BYTES, size));
    await file.read(head, 0, head.length, 0);
    if (head.toString('ascii', 0, 4) !== 'RIFF' || head.toString('ascii', 8, 12) !== 'WAVE') {
      throw new MediaError('unsupported_wav', `${wavPath} is not a WAV file`);
    }
    let format: { audioFormat: number; channels: number; sampleRate: number; bitsPerSample: number } | undefined;
    for (let offset = 12; offset + 8 <= head.length; ) {
      const id = head.toString('ascii', offset, offset + 4);
      const chunkSize = head.readUInt32LE(offset + 4);
      const body = offset + 8;
      if (id === 'fmt ') {
        format = {
          audioFormat: head.readUInt16LE(body),
          channels: head.readUInt16LE(body + 2),
          sampleRate: head.readUInt32LE(body + 4),
          bitsPerSample: head.readUInt16LE(body + 14),
        };
      } else if (id === 'data') {
        if (!format || (format.audioFormat !== 1 && format.audioFormat !== 0xfffe) || format.bitsPerSample !== 16) {
          throw new MediaError('unsupported_wav', `${wavPath} is not 16-bit PCM`);
        }
        const available = size - body;
        const dataBytes = chunkSize === 0 || chunkSize > available ? available : chunkSize;
        const bytesPerSecond = format.sampleRate * format.channels * 2;
        return { ...format, dataOffset: body, dataBytes, durationSeconds: dataBytes / bytesPerSecond };
      }
      offset = body + chunkSize + (chunkSize % 2);
    }
    throw new MediaError('unsupported_wav', `${wavPath} has no data chunk`);
  } finally {
    await file.close();
  }
}

/** Where the sample nearest a time starts, in bytes after the first sample: where writeWavSlice cuts. */
export function dataByteAt(info: WavInfo, seconds: number): number {
  const frameBytes = info.channels * 2;
  const totalFrames = info.dataBytes / frameBytes;
  return Math.max(0, Math.min(totalFrames, Math.round(seconds * info.sampleRate))) * frameBytes;
}

/** Writes the samples between two times of a PCM WAV into a new WAV with a plain 44-byte header. */
export async function writeWavSlice(
  source: string,
  info: WavInfo,
  startSeconds: number,
  endSeconds: number,
  target: string,
): Promise<void> {
  const startByte = dataByteAt(info, startSeconds);
  const dataBytes = Math.max(startByte, dataByteAt(info, endSeconds)) - startByte;

  const output = createWriteStream(target);
  if (!output.write(wavHeader(info.sampleRate, info.channels, dataBytes))) await once(output, 'drain');
  if (dataBytes === 0) {
    output.end();
    await once(output, 'finish');
    return;
  }
  const start = info.dataOffset + startByte;
  await pipeline(createReadStream(source, { start, end: start + dataBytes - 1 }), output);
}

function wavHeader(sampleRate: number, channels: number, dataBytes: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * channels * 2, 28);
  header.writeUInt16LE(channels * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(dataBytes, 40);
  return header;
}
