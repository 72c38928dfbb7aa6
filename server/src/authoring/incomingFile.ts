import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class TooLargeError extends Error {
  readonly name = 'TooLargeError';
}

export interface IncomingFile {
  path: string;
  size: number;
  /** The first bytes, to tell the format from. */
  head: Buffer;
  /** Removes the file (and its folder); safe to call twice. */
  cleanup: () => Promise<void>;
}

/** A request body streamed to a temporary file, never held in memory; past `maxBytes` it stops with TooLargeError. */
export async function receiveFile(body: Readable, maxBytes: number, name = 'upload'): Promise<IncomingFile> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-authoring-'));
  const file = path.join(dir, name);
  const cleanup = () => rm(dir, { recursive: true, force: true });
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > maxBytes ? new TooLargeError(`more than ${maxBytes} bytes`) : null, chunk);
    },
  });
  try {
    await pipeline(body, counter, createWriteStream(file));
    const handle = await open(file, 'r');
    const head = Buffer.alloc(64);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    await handle.close();
    return { path: file, size, head: head.subarray(0, bytesRead), cleanup };
  } catch (error) {
    body.resume();
    await cleanup();
    throw error;
  }
}
