import { formatMessage, MAX_CHUNKS, MAX_UPLOAD_MB, passFailStatus, SUBMISSION_STATUSES } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { ApiError, notFound } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import type { LegacyChunkStore } from '../uploads/legacyChunks.js';
import { strictCount } from '../uploads/strictNumbers.js';
import type { UploadStore } from '../uploads/uploadStore.js';
import { LEGACY_FINALISE_PREFIXES, parseLegacyFinalisePath } from './legacyPaths.js';
import type { SubmissionService } from './service.js';

const finaliseBody = z.object({
  fileName: z.string({ message: 'upload.fileName' }).min(1, 'upload.fileName').max(255, 'upload.fileName'),
  totalChunks: strictCount(1, 'upload.totalChunks'),
  language: z.string().max(10).optional(),
  /** As POST /api/v1/submissions: answer again while an earlier answer waits for a lecturer. */
  confirmWhileWaiting: z.boolean().optional(),
});
const analysis = z.object({
  passFailStatus: z.enum(['Passed', 'Failed']),
  score: z.number(),
  pros: z.array(z.string()),
  recommendations: z.array(z.string()),
  submissionId: z.string(),
  attemptsLeft: z.number(),
});
const pending = z.object({ status: z.enum(SUBMISSION_STATUSES), submissionId: z.string(), message: z.string(), code: z.string() });

/**
 * SPEC.md's finalise calls: assemble the chunks, run the common finalise, then wait for the
 * evaluation (up to LEGACY_RESULT_WAIT_SECONDS) and answer the analysis, or 202 if it is late.
 */
export function legacyFinaliseRoutes(
  deps: { service: SubmissionService; chunks: LegacyChunkStore; uploads: UploadStore; resultWaitMs: number },
  guards: Guards,
): FastifyPluginAsyncZod {
  return async (app) => {
    for (const prefix of LEGACY_FINALISE_PREFIXES) {
      app.post(
        `/api/v1/${prefix}/:name`,
        {
          preHandler: guards.requireStudent(),
          schema: { tags: ['upload'], params: z.object({ name: z.string().max(40) }), body: finaliseBody, response: { 200: analysis, 202: pending } },
        },
        async (request, reply) => {
          const target = parseLegacyFinalisePath(prefix, request.params.name);
          if (!target) throw notFound();
          const { fileName, totalChunks } = request.body;
          if (totalChunks > MAX_CHUNKS) throw new ApiError(413, 'upload.tooLarge', [], { maxMb: MAX_UPLOAD_MB });

          const principal = principalOf(request);
          const language = target.language ?? request.body.language ?? 'th';
          const fields = { subject: target.subject, labNumber: String(target.labNumber), language };
          const upload = await deps.chunks.assemble({ userId: principal.userId, fileName }, totalChunks, deps.uploads, fields);
          let submissionId: string;
          try {
            submissionId = (await deps.service.finalise(principal, { uploadId: upload.id, ...fields, confirmWhileWaiting: request.body.confirmWhileWaiting }))._id;
          } catch (error) {
            // The assembled upload has no id the legacy client knows: never keep it.
            await deps.uploads.remove(upload.id);
            throw error;
          }

          const view = await deps.service.waitForResult(submissionId, deps.resultWaitMs);
          if (view?.status === 'graded') {
            return {
              passFailStatus: passFailStatus(view.isPass ?? false),
              score: view.score ?? 0,
              pros: view.pros,
              recommendations: view.recommendations,
              submissionId,
              attemptsLeft: view.attemptsLeft,
            };
          }
          if (view?.status === 'failed') throw new ApiError(422, 'submission.evaluationFailed');
          const code = view?.status === 'needs_review' ? 'submission.needsReview' : 'submission.stillProcessing';
          return reply.status(202).send({
            status: view?.status ?? 'queued',
            submissionId,
            code,
            message: formatMessage(code, requestLanguage(request)),
          });
        },
      );
    }
  };
}
