import type { Language, Question } from '@nurselab/core';
import { requireAccess } from '../auth/access.js';
import type { Job, JobContext, JobHandler } from '../jobs/context.js';
import { withLocalMedia } from '../jobs/localMedia.js';
import type { SubmissionJobData } from '../jobs/names.js';
import { notifyAfterEvaluation } from '../notifications/afterEvaluation.js';
import { FINAL_STATUSES, SubmissionRepository, type SubmissionUpdate } from '../submissions/repository.js';
import { TranscriberError } from './transcribers/errors.js';
import { PieceCache } from './transcribers/pieceCache.js';
import { gradedResult } from './gradedResult.js';
import { evaluateRecording, type EvaluationOutcome } from './pipeline.js';
import { askSecondJudge, type SecondJudge } from './secondJudge.js';
import { currentJudges } from './judges/settings.js';
import { currentTranscribers } from './transcriberSettings.js';

const JOB = { role: 'job', job: 'evaluate' } as const;

/**
 * The evaluate job: recording -> transcript -> rubric grade with evidence, stored on the
 * submission. Idempotent: a submission already in a final state is left alone, and every
 * write is conditional on it not being final yet, so a job run twice (a worker killed and
 * the job retried) never grades twice. When the last retry fails, the reason is kept for the
 * professor and the student gets the attempt back.
 */
export const evaluateJob: JobHandler<SubmissionJobData> = async (job, context) => {
  try {
    await evaluate(job, context);
  } catch (error) {
    if (error instanceof TranscriberError) return transcriptionFailed(job, context, error);
    if (job.retryCount < job.retryLimit) throw error;
    context.log.error({ err: error, submissionId: job.data.submissionId }, 'evaluation failed for good');
    await new SubmissionRepository(context.db).writeFailureGivingBackAttempt(job.data.submissionId, { status: 'failed', failureReason: 'evaluation.failed' });
    context.events.publish(job.data.submissionId);
    await dropPieces(context, job.data.submissionId);
  }
};

/**
 * The pieces recognised while this answer uploaded (and those its evaluation kept) are of no more
 * use once a final result is stored: deleted now, whether they were used or the whole file was
 * recognised again. A retry keeps them. Never fails the job: the periodic sweep is the fallback.
 */
async function dropPieces(context: JobContext, submissionId: string, uploadId?: string | null): Promise<void> {
  try {
    const owner = uploadId ?? (await new SubmissionRepository(context.db).find(submissionId))?.uploadId;
    if (owner) await new PieceCache(context.config.transcription.pieceCacheDir).removeOwned(owner);
  } catch (error) {
    context.log.warn({ err: error, submissionId }, 'could not delete the pieces recognised during upload');
  }
}

/**
 * The recogniser failed: a passing trouble (timeout, busy server) is retried by the queue; after
 * the last retry, or at once for a configuration error, the professor grades the answer. The
 * error is kept with the attempt; no score is made up.
 */
async function transcriptionFailed(job: Job<SubmissionJobData>, context: JobContext, error: TranscriberError): Promise<void> {
  const failure = { engine: error.transcriber, code: error.code, message: error.message, tries: job.retryCount + 1, at: new Date().toISOString() };
  if (error.retryable && job.retryCount < job.retryLimit) {
    context.log.warn({ submissionId: job.data.submissionId, transcription: failure }, 'transcription failed, will retry');
    throw error;
  }
  context.log.error({ submissionId: job.data.submissionId, transcription: failure }, 'transcription failed, sent to the professor');
  await finalUpdate(context, job.data.submissionId, {
    status: 'needs_review',
    failureReason: 'evaluation.transcriptionFailed',
    evaluation: { transcriptionError: failure },
  });
  context.events.publish(job.data.submissionId);
  await dropPieces(context, job.data.submissionId);
}

async function evaluate(job: Job<SubmissionJobData>, context: JobContext): Promise<void> {
  const { data } = job;
  const jobStarted = Date.now();
  const row = await new SubmissionRepository(context.db).find(data.submissionId);
  if (!row) return;
  requireAccess(JOB, 'submission.process', { kind: 'submission', ownerId: row.userId, universityId: null });
  if (FINAL_STATUSES.includes(row.status)) return;
  const lab = await context.catalogue.versionContent(row.labVersionId);
  // Read now, not at start: an administrator may have enabled a model since (no restart needed).
  const transcribers = await currentTranscribers(context.config, context.db);
  const outcome = await withLocalMedia(context, row.mediaKey, 'evaluate', (mediaPath) =>
    evaluateRecording({ mediaPath, language: row.language as Language, questions: lab.questions, scenario: lab.scenario }, transcribers, {
      onStage: (stage) => setStatus(context, data.submissionId, stage),
      pieceOwner: row.uploadId ?? undefined,
      keptAudio: row.uploadId ? new PieceCache(context.config.transcription.pieceCacheDir).audioOf(row.uploadId) : undefined,
    }),
  );
  // Where the language's judges name a language model (set on the admin page, else EVALUATORS; read now, no restart
  // needed), it judges the answer too (retried through the queue, or absent with the reason).
  const second =
    outcome.kind === 'graded'
      ? await askSecondJudge(
          context.config,
          job,
          { questions: lab.questions, scenario: lab.scenario, transcript: outcome.transcript },
          context.log,
          await currentJudges(context.config, context.db),
        )
      : undefined;
  const writeStarted = performance.now();
  await store(context, { id: data.submissionId, userId: row.userId }, outcome, lab.questions, second);
  if (outcome.kind === 'graded') {
    // The stages the stored timings cannot hold (the wait before this job, the writing of the result itself):
    // one line per answer, read by the latency bench (bench/latency).
    const timings = { ...outcome.timings, waitMs: jobStarted - row.createdAt.getTime(), writeMs: Math.round(performance.now() - writeStarted) };
    context.log.info({ submissionId: data.submissionId, timings }, 'evaluation stored');
  }
  await dropPieces(context, data.submissionId, row.uploadId);
}

async function store(
  context: JobContext,
  submission: { id: string; userId: string },
  outcome: EvaluationOutcome,
  questions: Question[],
  second?: SecondJudge,
): Promise<void> {
  const submissionId = submission.id;
  if (outcome.kind === 'no_speech') {
    // Silence is not a failed answer: the student is told and gets the attempt back.
    await new SubmissionRepository(context.db).writeFailureGivingBackAttempt(submissionId, { status: 'failed', failureReason: 'evaluation.noSpeech', evaluation: { speech: outcome.speech } });
  } else if (outcome.kind === 'no_transcriber') {
    await finalUpdate(context, submissionId, { status: 'needs_review', failureReason: 'evaluation.noTranscriber', evaluation: { language: outcome.language } });
  } else {
    const { values } = await gradedResult(context, submission, outcome, questions, second);
    await finalUpdate(context, submissionId, values);
  }
  context.events.publish(submissionId);
}

/** Writes a final result unless one is already there; true when this call wrote it. */
async function finalUpdate(context: JobContext, submissionId: string, values: SubmissionUpdate): Promise<boolean> {
  const wrote = await new SubmissionRepository(context.db).writeFinalResult(submissionId, values);
  if (wrote) await notifyAfterEvaluation(context, submissionId).catch((error: unknown) => context.log.warn({ err: error, submissionId }, 'could not notify about a result'));
  return wrote;
}

async function setStatus(context: JobContext, submissionId: string, status: 'transcribing' | 'grading'): Promise<void> {
  await new SubmissionRepository(context.db).setStage(submissionId, status);
  context.events.publish(submissionId);
}
