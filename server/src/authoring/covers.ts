import { randomUUID } from 'node:crypto';
import { COVER_IMAGE_MAX_BYTES, COVER_TYPES, COVER_VIDEO_MAX_BYTES, sniffCoverType, type AuthoredLab, type CoverType } from '@nurselab/core';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../http/errors.js';
import { StorageNotFoundError, type MediaStorage } from '../storage/index.js';
import type { IncomingFile } from './incomingFile.js';
import type { AuthoringRepository, CoverClaim } from './repository.js';

const MB = 1_048_576;
/** An upload no lab names this long after it arrived was never saved (the editor closed, or another file chosen first). */
export const UNSAVED_COVER_GRACE_MS = 24 * 3_600_000;
const COVER_FOLDER = 'lab-media';
/** Storage keys of lecturers' covers: a name made here, never the client's. */
export const coverMediaKey = (file: string) => `${COVER_FOLDER}/${file}`;
const COVER_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp|mp4|webm)$/;
export const isCoverFile = (file: string) => COVER_FILE.test(file);

export const coverTooLarge = () =>
  new ApiError(400, 'authoring.coverTooLarge', [{ field: 'medium', code: 'authoring.coverTooLarge' }], { imageMb: COVER_IMAGE_MAX_BYTES / MB, videoMb: COVER_VIDEO_MAX_BYTES / MB });

type Medium = AuthoredLab['medium'];
/** The uploaded cover a lab names, if it names one. */
export const uploadedCover = (medium: Medium | undefined): string | undefined => (medium?.uploaded && isCoverFile(medium.file) ? medium.file : undefined);
export const coverTypeOf = (file: string): CoverType =>
  (Object.keys(COVER_TYPES) as CoverType[]).find((t) => COVER_TYPES[t].extension === file.split('.').pop())!;

/**
 * Lecturers' uploaded covers in the media storage: stored under a random name after the bytes
 * say what they are, and deleted once no draft and no published version of any lab names them
 * (a version keeps the cover it was published with; a copy of a lab shares its file).
 */
export class LabCovers {
  constructor(
    private readonly repository: AuthoringRepository,
    private readonly storage: MediaStorage,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Stores a received file as a cover, told from its bytes: the `medium` a lab names it by. 400 for another type or a file too large. */
  async store(file: IncomingFile): Promise<{ medium: { kind: 'image' | 'video'; file: string; uploaded: true }; contentType: CoverType; size: number }> {
    const type = sniffCoverType(file.head);
    if (!type) throw new ApiError(400, 'authoring.coverType', [{ field: 'medium', code: 'authoring.coverType' }]);
    const { kind, extension } = COVER_TYPES[type];
    if (file.size > (kind === 'image' ? COVER_IMAGE_MAX_BYTES : COVER_VIDEO_MAX_BYTES)) throw coverTooLarge();
    const name = `${randomUUID()}.${extension}`;
    await this.storage.importFile(coverMediaKey(name), file.path, { contentType: type });
    return { medium: { kind, file: name, uploaded: true }, contentType: type, size: file.size };
  }

  /** A stored cover's size and bytes, or undefined for a name that is not one. */
  async find(file: string) {
    if (!isCoverFile(file)) return undefined;
    const key = coverMediaKey(file);
    try {
      const { size } = await this.storage.stat(key);
      return { size, type: coverTypeOf(file), read: (range?: { start: number; end: number }) => this.storage.createReadStream(key, range) };
    } catch (error) {
      if (error instanceof StorageNotFoundError) return undefined;
      throw error;
    }
  }

  /**
   * What a write must hold when a lab comes to name an uploaded cover it did not name before
   * (undefined otherwise): the file must still be stored, checked under its lock (400 authoring.coverMissing).
   */
  claim(before: Medium | undefined, after: Medium): CoverClaim | undefined {
    const file = uploadedCover(after);
    if (!file || file === uploadedCover(before)) return undefined;
    return {
      file,
      check: async () => {
        if (!(await this.storage.exists(coverMediaKey(file)))) throw new ApiError(400, 'authoring.coverMissing', [{ field: 'medium', code: 'authoring.coverMissing' }]);
      },
    };
  }

  /** Deletes uploads no draft or version names, older than `graceMs` (an upload waits in the editor until the lab is saved). The names deleted. */
  async sweepUnnamed(now = Date.now(), graceMs = UNSAVED_COVER_GRACE_MS): Promise<string[]> {
    const deleted: string[] = [];
    for (const object of await this.storage.list(COVER_FOLDER)) {
      const file = object.key.slice(coverMediaKey('').length);
      if (!isCoverFile(file) || now - object.modifiedMs < graceMs) continue;
      await this.repository.withCoverLock(file, async (tx) => {
        if (await this.repository.coverNamed(tx, file)) return;
        await this.storage.delete(object.key);
        deleted.push(file);
      });
    }
    return deleted;
  }

  /**
   * Deletes the cover a lab named before a write once nothing names it (the write replaced or
   * removed it). Never throws: the write it follows is done; a file left is only space.
   */
  async release(before: Medium | undefined, after?: Medium): Promise<void> {
    const file = uploadedCover(before);
    if (!file || file === uploadedCover(after)) return;
    try {
      await this.repository.withCoverLock(file, async (tx) => {
        if (!(await this.repository.coverNamed(tx, file))) await this.storage.delete(coverMediaKey(file));
      });
    } catch (error) {
      this.log?.warn({ err: error, file }, 'a replaced lab cover could not be deleted');
    }
  }
}
