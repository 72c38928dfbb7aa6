import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, existsByStat, StorageNotFoundError, type ByteRange, type MediaStorage, type StoredObject } from './storage.js';

/** Files under one directory (DATA_DIR/media by default). Writes land in a temp file, then rename. */
export class LocalDiskStorage implements MediaStorage {
  readonly kind = 'local' as const;

  constructor(private readonly root: string) {}

  localPath(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable): Promise<{ size: number }> {
    const target = this.localPath(key);
    const partial = await this.partialPath(target);
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return this.stat(key);
  }

  async importFile(key: string, filePath: string): Promise<{ size: number }> {
    const target = this.localPath(key);
    const partial = await this.partialPath(target);
    try {
      await rename(filePath, partial);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      await copyFile(filePath, partial);
      await unlink(filePath);
    }
    await rename(partial, target);
    return this.stat(key);
  }

  async createReadStream(key: string, range?: ByteRange): Promise<Readable> {
    const file = this.localPath(key);
    await this.stat(key);
    return createReadStream(file, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<{ size: number }> {
    try {
      const info = await stat(this.localPath(key));
      if (!info.isFile()) throw new StorageNotFoundError(key);
      return { size: info.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.localPath(key), { force: true });
  }

  exists(key: string): Promise<boolean> {
    return existsByStat(this, key);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const found: StoredObject[] = [];
    const walk = async (dir: string, keyPrefix: string) => {
      for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const key = `${keyPrefix}/${entry.name}`;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (entry.isFile() && !entry.name.endsWith('.partial')) {
          const info = await stat(path.join(dir, entry.name)).catch(() => undefined);
          if (info) found.push({ key, size: info.size, modifiedMs: info.mtimeMs });
        }
      }
    };
    await walk(this.localPath(prefix), prefix);
    return found;
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.localPath(prefix), { recursive: true, force: true });
  }

  private async partialPath(target: string): Promise<string> {
    await mkdir(path.dirname(target), { recursive: true });
    return `${target}.${randomUUID()}.partial`;
  }
}
