import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  COVER_IMAGE_MAX_BYTES,
  COVER_TYPES,
  COVER_VIDEO_MAX_BYTES,
  decideRelease,
  labLanguages,
  MAX_ACCEPTED_SECONDS,
  MAX_RECORDING_SECONDS,
  sniffCoverType,
  toLabFile,
  TRY_RECORDING_MAX_BYTES,
  type Language,
} from '@nurselab/core';
import type { Principal } from '../auth/guards.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { currentTranscribers } from '../evaluation/transcriberSettings.js';
import { evaluateRecording } from '../evaluation/pipeline.js';
import { ApiError, badRequest } from '../http/errors.js';
import { MediaError, probeMedia } from '../media/index.js';
import { StorageNotFoundError, type MediaStorage } from '../storage/index.js';
import { receiveFile, TooLargeError, type IncomingFile } from './incomingFile.js';
import type { AuthoringRepository } from './repository.js';
import type { AuthoringService } from './service.js';
import { tryResult } from './tryResult.js';

const MB = 1_048_576;
/** Storage keys of lecturers' covers: a name made here, never the client's. */
export const coverMediaKey = (file: string) => `lab-media/${file}`;
const COVER_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp|mp4|webm)$/;
export const isCoverFile = (file: string) => COVER_FILE.test(file);

const tooLarge = () => new ApiError(400, 'authoring.coverTooLarge', [{ field: 'medium', code: 'authoring.coverTooLarge' }], { imageMb: COVER_IMAGE_MAX_BYTES / MB, videoMb: COVER_VIDEO_MAX_BYTES / MB });

/**
 * What the editor sends as files: a lab's cover (an image or a video, kept in the media storage
 * and served to the lab screen), and a recorded answer tried in the editor (transcribed by the
 * engine a student's answer would get and graded as the typed path grades; nothing is stored).
 * Both ask the authoring service's access check on the draft first.
 */
export class AuthoringMediaService {
  constructor(
    private readonly authoring: AuthoringService,
    private readonly repository: AuthoringRepository,
    private readonly deps: { storage: MediaStorage; db: Db; config: Config },
  ) {}

  /** Stores an uploaded cover; the answer is the `medium` the lab points at once saved. 400 for another type or a file too large. */
  async uploadCover(principal: Principal, draftId: string, body: Readable) {
    await this.authoring.authorable(principal, draftId);
    const file = await this.receive(body, COVER_VIDEO_MAX_BYTES, tooLarge);
    try {
      const type = sniffCoverType(file.head);
      if (!type) throw new ApiError(400, 'authoring.coverType', [{ field: 'medium', code: 'authoring.coverType' }]);
      const { kind, extension } = COVER_TYPES[type];
      if (kind === 'image' && file.size > COVER_IMAGE_MAX_BYTES) throw tooLarge();
      const name = `${randomUUID()}.${extension}`;
      await this.deps.storage.importFile(coverMediaKey(name), file.path, { contentType: type });
      return { medium: { kind, file: name, uploaded: true as const }, contentType: type, size: file.size };
    } finally {
      await file.cleanup();
    }
  }

  /** An uploaded cover's bytes (any range), for the lab screen; 404 for a name that is not one. */
  async cover(file: string) {
    if (!isCoverFile(file)) return undefined;
    const key = coverMediaKey(file);
    try {
      const { size } = await this.deps.storage.stat(key);
      const extension = file.split('.').pop() as string;
      const type = (Object.keys(COVER_TYPES) as (keyof typeof COVER_TYPES)[]).find((t) => COVER_TYPES[t].extension === extension)!;
      return { key, size, type, read: (range?: { start: number; end: number }) => this.deps.storage.createReadStream(key, range) };
    } catch (error) {
      if (error instanceof StorageNotFoundError) return undefined;
      throw error;
    }
  }

  /** A recorded answer graded as a student's would be: the same transcriber, the rubric, the release decision. Nothing is stored. */
  async tryRecording(principal: Principal, draftId: string, language: Language, body: Readable) {
    const draft = await this.authoring.authorable(principal, draftId);
    if (!labLanguages(draft.content).includes(language)) throw badRequest('submission.language', [{ field: 'language', code: 'submission.language' }]);
    const file = await this.receive(body, TRY_RECORDING_MAX_BYTES, () => new ApiError(400, 'authoring.tryTooLong', [], { seconds: MAX_RECORDING_SECONDS }));
    try {
      try {
        const probe = await probeMedia(file.path);
        if (probe.durationSeconds > MAX_ACCEPTED_SECONDS) throw new ApiError(400, 'authoring.tryTooLong', [], { seconds: MAX_RECORDING_SECONDS });
      } catch (error) {
        if (error instanceof MediaError) throw new ApiError(400, 'authoring.tryNotMedia');
        throw error;
      }
      const lab = toLabFile(draft.content, draft.content.labNumber ?? 1);
      const transcribers = await currentTranscribers(this.deps.config, this.deps.db);
      const outcome = await evaluateRecording({ mediaPath: file.path, language, questions: lab.questions, scenario: lab.scenario }, transcribers);
      if (outcome.kind === 'no_speech') throw new ApiError(400, 'authoring.tryNoSpeech');
      if (outcome.kind === 'no_transcriber') throw new ApiError(400, 'authoring.tryNoTranscriber');
      const { grade, transcript, language: spoken } = outcome;
      const release = decideRelease(
        grade,
        { confidence: transcript.hearing?.confidence, lab: spoken.lab, spoken: spoken.spoken },
        { danger: await this.repository.dangerPolicyOf(draft.universityId), minHearing: this.deps.config.release.minHearing },
      );
      return tryResult(grade, release, { text: transcript.text, engine: outcome.engine.name });
    } finally {
      await file.cleanup();
    }
  }

  private async receive(body: Readable, maxBytes: number, tooBig: () => ApiError): Promise<IncomingFile> {
    try {
      return await receiveFile(body, maxBytes);
    } catch (error) {
      if (error instanceof TooLargeError) throw tooBig();
      throw error;
    }
  }
}
