import type { Readable } from 'node:stream';
import {
  COVER_TYPES,
  COVER_VIDEO_MAX_BYTES,
  decideRelease,
  labLanguages,
  MAX_ACCEPTED_SECONDS,
  MAX_RECORDING_SECONDS,
  toLabFile,
  TRY_RECORDING_MAX_BYTES,
  type AuthoredLab,
  type Language,
} from '@nurselab/core';
import type { Principal } from '../auth/guards.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { currentTranscribers } from '../evaluation/transcriberSettings.js';
import { evaluateRecording } from '../evaluation/pipeline.js';
import { ApiError, badRequest } from '../http/errors.js';
import { MediaError, probeMedia } from '../media/index.js';
import { ZipWriter } from '../dataExport/zipStream.js';
import { coverTooLarge, uploadedCover, type LabCovers } from './covers.js';
import { receiveFile, TooLargeError, type IncomingFile } from './incomingFile.js';
import { ARCHIVE_LAB_FILE, ARCHIVE_MAX_BYTES, ARCHIVE_MEDIA_FOLDER, readLabArchive } from './labArchive.js';
import type { AuthoringRepository } from './repository.js';
import { labYaml, type AuthoringService, type DraftView } from './service.js';
import { tryResult } from './tryResult.js';

const MB = 1_048_576;

/** A lab exported: its YAML alone, or (when it names an uploaded cover) a zip of lab.yaml and media/cover.<ext>. */
export type LabExport = { kind: 'yaml'; fileName: string; yaml: string } | { kind: 'zip'; fileName: string; body: Readable };

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
    private readonly covers: LabCovers,
    private readonly deps: { db: Db; config: Config },
  ) {}

  /** Stores an uploaded cover; the answer is the `medium` the lab points at once saved. 400 for another type or a file too large. */
  async uploadCover(principal: Principal, draftId: string, body: Readable) {
    await this.authoring.authorable(principal, draftId);
    const file = await this.receive(body, COVER_VIDEO_MAX_BYTES, coverTooLarge);
    try {
      return await this.covers.store(file);
    } finally {
      await file.cleanup();
    }
  }

  /** An uploaded cover's bytes (any range), for the lab screen; undefined for a name that is not one. */
  cover(file: string) {
    return this.covers.find(file);
  }

  /**
   * The lab as a file to share: YAML in the content/ format, or, when it names an uploaded cover,
   * a zip laid out as content/ is (lab.yaml naming media/cover.<ext>, and that file), so the
   * school importing it gets the cover's bytes too.
   */
  async exportLab(principal: Principal, draftId: string): Promise<LabExport> {
    const { baseName, lab } = await this.authoring.exportLab(principal, draftId);
    const file = uploadedCover(lab.medium);
    const found = file ? await this.covers.find(file) : undefined;
    if (!found) return { kind: 'yaml', fileName: `${baseName}.yaml`, yaml: labYaml(lab) };
    const name = `cover.${COVER_TYPES[found.type].extension}`;
    const medium = { kind: lab.medium.kind, file: name } as AuthoredLab['medium'];
    const zip = new ZipWriter();
    zip.addText(ARCHIVE_LAB_FILE, labYaml({ ...lab, medium }));
    const bytes = await found.read();
    zip
      .addStream(`${ARCHIVE_MEDIA_FOLDER}/${name}`, bytes)
      .then(() => zip.end())
      .catch((error: Error) => {
        bytes.destroy();
        zip.fail(error);
      });
    return { kind: 'zip', fileName: `${baseName}.zip`, body: zip.output };
  }

  /**
   * A lab archive (as exported: lab.yaml and media/<file>) as a new draft: the cover the lab names
   * is checked as an upload (type from its bytes, the cover size limits) and stored under a new
   * name. The archive's paths, entry count and entry sizes are checked as it is read (labArchive.ts).
   */
  async importArchive(principal: Principal, body: Readable, requested: string | undefined, language: Language): Promise<DraftView> {
    this.authoring.mayImport(principal, requested);
    const received = await this.receive(body, ARCHIVE_MAX_BYTES, () => new ApiError(400, 'authoring.archiveTooLarge', [], { mb: Math.floor(ARCHIVE_MAX_BYTES / MB) }));
    try {
      const archive = await readLabArchive(received);
      try {
        return await this.authoring.importYaml(principal, archive.yaml, requested, language, async (medium) => {
          const carried = archive.media.get(medium.file);
          return carried ? (await this.covers.store(carried)).medium : medium;
        });
      } finally {
        await archive.cleanup();
      }
    } finally {
      await received.cleanup();
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
