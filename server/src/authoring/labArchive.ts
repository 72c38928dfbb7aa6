import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { COVER_VIDEO_MAX_BYTES } from '@nurselab/core';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { ApiError } from '../http/errors.js';
import type { IncomingFile } from './incomingFile.js';

const MB = 1_048_576;
/** The lab's YAML in an archive, and the same limit for a YAML file imported alone. */
export const LAB_YAML_MAX_BYTES = 2 * MB;
export const ARCHIVE_LAB_FILE = 'lab.yaml';
export const ARCHIVE_MEDIA_FOLDER = 'media';
/** lab.yaml, its cover, and room for what an archiver adds (a folder entry, a .DS_Store). */
export const ARCHIVE_MAX_ENTRIES = 8;
/** What an archive may weigh as sent: the largest cover and the lab, stored. */
export const ARCHIVE_MAX_BYTES = COVER_VIDEO_MAX_BYTES + LAB_YAML_MAX_BYTES + MB;

/** A lab archive read: its YAML and the media files it carries (each a temporary file, by its name under media/). */
export interface LabArchive {
  yaml: string;
  media: Map<string, IncomingFile>;
  cleanup: () => Promise<void>;
}

const refuse = (code: 'authoring.archivePath' | 'authoring.archiveEntryTooLarge', entry: string) =>
  new ApiError(400, code, [], { entry: entry.slice(0, 120), yamlMb: LAB_YAML_MAX_BYTES / MB, videoMb: COVER_VIDEO_MAX_BYTES / MB });
const unreadable = () => new ApiError(400, 'authoring.archiveInvalid');

/** An entry name that stays inside the archive's folder: relative, forward slashes, no "." or ".." part, no drive. */
export function isSafeEntryName(name: string): boolean {
  if (!name || name.length > 255 || name.startsWith('/') || /[\\:\0]/.test(name)) return false;
  const parts = name.replace(/\/$/, '').split('/');
  return parts.every((part) => part !== '' && part !== '.' && part !== '..');
}

const MEDIA_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Reads a lab archive (lab.yaml and media/<file>) from a received file, entry by entry, never
 * trusting what the archive says of itself: every name is checked before anything is written,
 * entries are counted as they come, and each one's bytes are counted as they inflate, so a path
 * that escapes, too many entries or an entry larger than its limit stops the reading with a 400.
 */
export async function readLabArchive(file: IncomingFile): Promise<LabArchive> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-lab-archive-'));
  const media = new Map<string, IncomingFile>();
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const yamlParts: Buffer[] = [];
  const writes: Promise<void>[] = [];
  let failure: Error | undefined;
  let entries = 0;
  let yamlDone = false;
  const seen = new Set<string>();
  let writing: WriteStream | undefined;

  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (entry: UnzipFile) => {
    if (failure) return;
    entries += 1;
    if (!entry.name) {
      failure = unreadable(); // a header of zeros: not an archive made by an archiver
      return;
    }
    if (!isSafeEntryName(entry.name)) {
      failure = refuse('authoring.archivePath', entry.name);
      return;
    }
    if (entries > ARCHIVE_MAX_ENTRIES) {
      failure = new ApiError(400, 'authoring.archiveTooManyEntries', [], { max: ARCHIVE_MAX_ENTRIES });
      return;
    }
    if (seen.has(entry.name)) {
      failure = unreadable(); // two entries of one name: which one counts would depend on the reader
      return;
    }
    seen.add(entry.name);
    const [folder, name, ...deeper] = entry.name.split('/');
    const isLab = entry.name === ARCHIVE_LAB_FILE;
    const isMedia = folder === ARCHIVE_MEDIA_FOLDER && name !== undefined && MEDIA_NAME.test(name) && deeper.length === 0;
    if (!isLab && !isMedia) return; // a folder entry or what an archiver adds: not read
    const limit = isLab ? LAB_YAML_MAX_BYTES : COVER_VIDEO_MAX_BYTES;
    let size = 0;
    let head = Buffer.alloc(0);
    let out: WriteStream | undefined;
    const target = path.join(dir, `media-${entries}`);
    if (isMedia) {
      out = writing = createWriteStream(target);
      writes.push(
        new Promise<void>((resolve, reject) => {
          out!.on('finish', resolve);
          out!.on('close', resolve);
          out!.on('error', reject);
        }),
      );
    }
    entry.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = unreadable();
        out?.destroy();
        return;
      }
      size += chunk.length;
      if (size > limit) {
        failure = refuse('authoring.archiveEntryTooLarge', entry.name);
        entry.terminate();
        out?.destroy();
        return;
      }
      if (isLab) yamlParts.push(Buffer.from(chunk));
      else {
        if (head.length < 64) head = Buffer.concat([head, Buffer.from(chunk.subarray(0, 64 - head.length))]);
        out!.write(chunk);
      }
      if (final && isLab) yamlDone = true;
      if (final && out) {
        out.end();
        media.set(name!, { path: target, size, head, cleanup: () => rm(target, { force: true }) });
      }
    };
    entry.start();
  };

  try {
    await assertZip(file.path);
    for await (const chunk of createReadStream(file.path, { highWaterMark: 64 * 1024 })) {
      try {
        unzip.push(chunk as Uint8Array);
      } catch {
        failure ??= unreadable();
      }
      if (failure) break;
      // The disk takes the cover at its pace: the next chunk waits until the last one is written.
      if (writing?.writableNeedDrain) await Promise.race([once(writing, 'drain'), once(writing, 'close')]);
    }
    if (!failure) {
      try {
        unzip.push(new Uint8Array(0), true);
      } catch {
        failure = unreadable();
      }
    }
    const written = await Promise.allSettled(writes);
    if (failure) throw failure;
    const writeError = written.find((w) => w.status === 'rejected');
    if (writeError) throw (writeError as PromiseRejectedResult).reason;
    if (!yamlParts.length) throw new ApiError(400, 'authoring.archiveNoLab');
    if (!yamlDone) throw unreadable();
    return { yaml: Buffer.concat(yamlParts).toString('utf8'), media, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** A zip starts with a local file header (an empty one with the end of its directory). */
async function assertZip(filePath: string): Promise<void> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head.readUInt32LE(0) !== 0x04034b50) throw unreadable();
  } finally {
    await handle.close();
  }
}

/** Whether the first bytes are a zip's (the import tells a lab archive from a YAML file by them). */
export const isZip = (head: Uint8Array) => head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
