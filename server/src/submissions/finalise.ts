import { randomUUID } from 'node:crypto';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, toLanguage, toSubject, type Language, type Subject } from '@nurselab/core';
import type { Logger } from '../jobs/context.js';
import type { Principal } from '../auth/guards.js';
import type { CatalogueService, CurrentLab } from '../catalogue/service.js';
import type { SubmissionRow } from '../db/schema/index.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import type { JobQueue } from '../jobs/queue.js';
import type { ConsentService } from '../privacy/service.js';
import { originalMediaKey, type MediaStorage } from '../storage/index.js';
import type { StoredUpload, UploadStore } from '../uploads/uploadStore.js';
import type { SubmissionEvents } from './events.js';
import { checkRecording, isRefusedRecording } from './recordingCheck.js';
import type { SubmissionRepository } from './repository.js';

export interface FinaliseInput {
  uploadId: string;
  /** Each falls back to the upload's tus metadata when absent. */
  subject?: string;
  labNumber?: number | string;
  language?: string;
  /**
   * The student was told that an earlier answer to this lab waits for a lecturer and chose to
   * spend another attempt anyway. Without it such a finalise is refused (409 submission.waitingForLecturer).
   */
  confirmWhileWaiting?: boolean;
}

export interface FinaliseDeps {
  repository: SubmissionRepository;
  catalogue: CatalogueService;
  uploads: UploadStore;
  storage: MediaStorage;
  jobs: JobQueue;
  events: SubmissionEvents;
  log: Logger;
  consents: Pick<ConsentService, 'requireConsent'>;
  /** Where an upload's decoded audio is kept for its evaluation (undefined: not kept). */
  keptAudioOf?: (uploadId: string) => string | undefined;
}

/** What a finalise is about: the student's own finished upload, and the lab and language it answers. */
export interface FinaliseTarget {
  upload: StoredUpload & { size: number };
  target: Target;
}

/**
 * The student's own finished upload and what it answers, once they consented to the privacy
 * notice: 404 for another's upload, 409 while unfinished, 400 for an unreadable target.
 */
export async function finaliseTarget(deps: FinaliseDeps, principal: Principal, input: FinaliseInput): Promise<FinaliseTarget> {
  const upload = await deps.uploads.findOwned(input.uploadId, principal.userId);
  if (!upload.complete || upload.size === undefined) throw conflict('upload.incomplete');
  // PDPA s.26: no recording is stored without consent to the notice in force; the upload waits for it.
  await deps.consents.requireConsent(principal);
  return { upload: upload as FinaliseTarget['upload'], target: readTarget(input, upload) };
}

/**
 * Turns a finished upload into a submission, for a student the caller checked may use the lab.
 * Every check comes before the attempt is taken, and a refusal stores nothing and uses no
 * attempt. Then: move the file into storage, enqueue the evaluation and the playback copy.
 */
export async function finaliseSubmission(
  deps: FinaliseDeps,
  principal: Principal,
  { upload, target }: FinaliseTarget,
  current: CurrentLab,
  confirmWhileWaiting?: boolean,
): Promise<SubmissionRow> {
  const { repository, uploads, storage } = deps;
  if (current.lab.archivedAt) throw conflict('submission.labArchived');
  // A lab not written in this language takes no answers in it.
  if (current.content.languages && !current.content.languages.includes(target.language)) {
    throw badRequest('submission.language', [{ field: 'language', code: 'submission.language' }]);
  }
  const attemptsLeft = await repository.attemptsLeft(principal.userId, current.lab.id);
  if (attemptsLeft <= 0) throw conflict('submission.noAttemptsLeft');
  if (!confirmWhileWaiting) {
    // Nobody spends an attempt without knowing that the last answer is still with the lecturer.
    const waiting = await repository.waitingAnswer(principal.userId, current.lab.id);
    if (waiting) {
      throw new ApiError(409, 'submission.waitingForLecturer', [], { attempt: waiting.attempt, attemptsLeft }, { waitingAttempt: waiting.attempt, waitingSubmissionId: waiting.id, attemptsLeft });
    }
  }

  if (upload.size > MAX_UPLOAD_BYTES) {
    // This file can never be accepted: do not keep it.
    await uploads.abandon(upload.id);
    throw new ApiError(413, 'upload.tooLarge', [], { maxMb: MAX_UPLOAD_MB });
  }
  // On S3 the upload is copied here once: checked, then stored from the same copy.
  const row = await uploads.withLocalCopy(upload, async (file) => {
    let recording;
    try {
      recording = await checkRecording(file, (error) => deps.log.error({ err: error, uploadId: upload.id }, 'ffprobe failed'), deps.keptAudioOf?.(upload.id));
    } catch (error) {
      // A concurrent finalise of the same upload may have taken the file away meanwhile.
      if (!(await uploads.find(upload.id))) throw notFound('upload.notFound');
      // This file can never be accepted: do not keep it.
      if (isRefusedRecording(error)) await uploads.abandon(upload.id);
      throw error;
    }

    const id = randomUUID();
    const mediaKey = originalMediaKey(id, recording.extension);
    const taken = await repository.takeAttempt({
      id,
      userId: principal.userId,
      labId: current.lab.id,
      labVersionId: current.versionId,
      language: target.language,
      fileType: recording.fileType,
      mimeType: recording.mimeType,
      mediaKey,
      sizeBytes: upload.size,
      durationSeconds: recording.durationSeconds,
      uploadId: upload.id,
    });

    try {
      await storage.importFile(mediaKey, file, { contentType: recording.mimeType });
    } catch (error) {
      deps.log.error({ err: error, submissionId: id }, 'storing the recording failed; attempt given back');
      await repository.withdraw(id);
      await storage.delete(mediaKey).catch(() => undefined);
      throw new ApiError(503, 'upload.storageFailed');
    }
    return taken;
  });
  const id = row.id;
  await uploads.remove(upload.id);

  for (const job of ['evaluate', 'transcode'] as const) {
    // The submission is safe; a job that could not be queued is logged for an operator to re-send.
    await deps.jobs.send(job, { submissionId: id }).catch((error) => deps.log.error({ err: error, submissionId: id, job }, 'could not queue job'));
  }
  deps.events.publish(id);
  return row;
}

export interface Target {
  subject: Subject;
  labNumber: number;
  language: Language;
}

function readTarget(input: FinaliseInput, upload: StoredUpload): Target {
  const rawSubject = input.subject ?? upload.metadata.subject ?? '';
  const rawLabNumber = input.labNumber ?? upload.metadata.labNumber ?? '';
  const rawLanguage = input.language ?? upload.metadata.language ?? '';
  const subject = toSubject(String(rawSubject));
  if (!subject) throw badRequest('submission.subject', [{ field: 'subject', code: 'submission.subject' }]);
  const labNumber = Number(rawLabNumber);
  if (!Number.isInteger(labNumber) || labNumber < 1) throw badRequest('submission.labNumber', [{ field: 'labNumber', code: 'submission.labNumber' }]);
  const language = toLanguage(String(rawLanguage));
  if (!language) throw badRequest('submission.language', [{ field: 'language', code: 'submission.language' }]);
  return { subject, labNumber, language };
}

/** The lab a finalise answers, or 404 submission.labNotFound. */
export async function labToAnswer(catalogue: CatalogueService, target: Target): Promise<CurrentLab> {
  try {
    return await catalogue.currentLab({ subject: target.subject, labNumber: target.labNumber });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) throw notFound('submission.labNotFound');
    throw error;
  }
}
