import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import { CHUNK_SIZE_BYTES, MAX_CHUNKS, MAX_UPLOAD_MB } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { ApiError, badRequest } from '../http/errors.js';
import type { LegacyChunkStore } from './legacyChunks.js';
import type { UploadQuota } from './quota.js';
import { strictCount } from './strictNumbers.js';

/** SPEC.md's chunk endpoints; both are the same machinery. */
export const LEGACY_CHUNK_PATHS = ['/api/v1/lab-deployed/upload-chunk', '/api/v1/trial-cssd/upload-chunk'];

const chunkFields = z.object({
  fileName: z.string().min(1).max(255),
  chunkIndex: strictCount(0),
  totalChunks: strictCount(1),
});

const chunkTooLarge = () => new ApiError(413, 'upload.chunkTooLarge');

/** POST multipart { chunk, fileName, chunkIndex, totalChunks }: one 1 MiB part, streamed to disk. */
export function legacyChunkRoutes(chunks: LegacyChunkStore, quota: UploadQuota, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: CHUNK_SIZE_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 10 } });

    for (const url of LEGACY_CHUNK_PATHS) {
      app.post(
        url,
        {
          preHandler: guards.requireStudent(),
          schema: {
            tags: ['upload'],
            consumes: ['multipart/form-data'],
            response: { 200: z.object({ chunkIndex: z.number(), totalChunks: z.number() }) },
          },
        },
        async (request) => {
          const { userId } = principalOf(request);
          const { fields, received } = await receiveChunk(request, chunks);
          try {
            const parsed = validateChunkFields(fields);
            if (!received) throw badRequest('upload.chunkMissing');
            await quota.reserve(userId, chunks.reservationId({ userId, fileName: parsed.fileName }), parsed.totalChunks * CHUNK_SIZE_BYTES);
            await chunks.save({ userId, fileName: parsed.fileName }, parsed.chunkIndex, received);
            return { chunkIndex: parsed.chunkIndex, totalChunks: parsed.totalChunks };
          } catch (error) {
            if (received) await rm(received, { force: true });
            throw error;
          }
        },
      );
    }
  };
}

/** Streams the file part to a temporary file (it comes before the fields that name it). */
async function receiveChunk(request: FastifyRequest, chunks: LegacyChunkStore): Promise<{ fields: Record<string, string | string[]>; received?: string }> {
  // A field sent twice becomes a list, which the field rules refuse.
  const fields: Record<string, string | string[]> = {};
  let received: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        const value = String(part.value);
        const earlier = fields[part.fieldname];
        fields[part.fieldname] = earlier === undefined ? value : [earlier].flat().concat(value);
      } else if (part.fieldname === 'chunk' && !received) {
        received = await chunks.incomingPath();
        await pipeline(part.file, createWriteStream(received));
        if (part.file.truncated) throw chunkTooLarge();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (received) await rm(received, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw chunkTooLarge();
    throw error;
  }
  return { fields, received };
}

function validateChunkFields(fields: Record<string, string | string[]>) {
  const parsed = chunkFields.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0].path[0] ?? '');
    if (field === 'fileName') throw badRequest('upload.fileName', [{ field, code: 'upload.fileName' }]);
    if (field === 'totalChunks') throw badRequest('upload.totalChunks', [{ field, code: 'upload.totalChunks' }]);
    throw badRequest('upload.chunkIndex', [{ field: 'chunkIndex', code: 'upload.chunkIndex' }]);
  }
  const { chunkIndex, totalChunks } = parsed.data;
  if (totalChunks > MAX_CHUNKS) throw new ApiError(413, 'upload.tooLarge', [], { maxMb: MAX_UPLOAD_MB });
  if (chunkIndex >= totalChunks) throw badRequest('upload.chunkIndex', [{ field: 'chunkIndex', code: 'upload.chunkIndex' }]);
  return parsed.data;
}
