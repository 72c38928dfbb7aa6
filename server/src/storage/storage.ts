import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where recordings live once submitted. Keys are made by the server (see keys.ts); bodies are
 * always streamed, never held in memory.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable, options?: { contentType?: string }): Promise<{ size: number }>;
  /** Stores a local file under key and removes the file (a rename when it is on the same disk). */
  importFile(key: string, filePath: string, options?: { contentType?: string }): Promise<{ size: number }>;
  createReadStream(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<{ size: number }>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every object whose key starts with `prefix/` (any order). */
  list(prefix: string): Promise<StoredObject[]>;
  /** Deletes every object whose key starts with `prefix/`. */
  deletePrefix(prefix: string): Promise<void>;
  /** The file's path when the storage is a local disk (lets ffmpeg read it without a copy). */
  localPath?(key: string): string;
}

export interface StoredObject {
  key: string;
  size: number;
  modifiedMs: number;
}

export class StorageNotFoundError extends Error {
  readonly name = 'StorageNotFoundError';
  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

const SEGMENT = /^[a-z0-9][a-z0-9._-]*$/i;

/** Keys are relative, slash-separated names of safe characters: never "..", never absolute. */
export function assertStorageKey(key: string): void {
  const segments = key.split('/');
  if (!key || key.length > 512 || !segments.every((s) => SEGMENT.test(s) && !s.includes('..'))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** exists() for adapters whose stat() throws StorageNotFoundError for a missing key. */
export async function existsByStat(storage: Pick<MediaStorage, 'stat'>, key: string): Promise<boolean> {
  try {
    await storage.stat(key);
    return true;
  } catch (error) {
    if (error instanceof StorageNotFoundError) return false;
    throw error;
  }
}
