import { authoredLabSchema, LANGUAGES, SUBJECTS, toLanguage } from '@nurselab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf, type Guards } from '../auth/guards.js';
import { publicLab as publicLabSchema } from '../catalogue/routes.js';
import { requestLanguage } from '../http/language.js';
import type { Readable } from 'node:stream';
import { ApiError, notFound } from '../http/errors.js';
import { parseByteRange } from '../submissions/byteRange.js';
import type { AuthoringMediaService } from './mediaService.js';
import type { RegradeService } from './regradeService.js';
import type { AuthoringService } from './service.js';

const checkSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  language: z.enum(LANGUAGES).optional(),
  path: z.array(z.union([z.string(), z.number()])).describe('the field, e.g. ["questions", 0, "rubric", 1, "phrasings", "en", 2]'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string().describe("in the request's language"),
});
const draftSchema = z.object({
  _id: z.string(),
  universityId: z.string(),
  revision: z.number().describe('send it back with PUT: a save over an older revision answers 409'),
  lab: authoredLabSchema,
  labNumber: z.number().nullable().describe('assigned at the first publish'),
  publishedVersion: z.number().nullable(),
  checks: z.array(checkSchema),
  canPublish: z.boolean(),
  archived: z.boolean(),
  updatedAt: z.string(),
});
const tryResultSchema = z.object({
  score: z.number(),
  uncappedScore: z.number(),
  isPass: z.boolean(),
  questions: z.array(
    z.object({
      number: z.number(),
      points: z.number(),
      earned: z.number(),
      items: z.array(z.object({ itemId: z.string(), met: z.boolean(), feedback: z.string(), quote: z.string().nullable(), phrasing: z.string().nullable() })),
    }),
  ),
  critical: z.array(z.object({ questionNumber: z.number(), itemId: z.string(), danger: z.string(), quote: z.string() })),
  pros: z.array(z.string()),
  recommendations: z.array(z.string()),
  release: z.object({ automatic: z.boolean(), reasons: z.array(z.object({ code: z.string() }).loose()) }),
  heard: z.object({ text: z.string(), engine: z.string() }).nullable().describe('a recorded answer: what the transcriber heard, and which one'),
});

const regradeSide = z.object({
  status: z.string(),
  score: z.number().nullable(),
  isPass: z.boolean().nullable(),
  automatic: z.boolean().describe('the release decision: the result reaches the student without a lecturer'),
  reasons: z.array(z.string()),
});
const regradeRow = z.object({
  submissionId: z.string(),
  attempt: z.number(),
  version: z.number().describe('the version it was graded against'),
  student: z.object({ _id: z.string(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  before: regradeSide,
  after: regradeSide.nullable(),
  skipped: z.enum(['lecturerGraded', 'noTranscript', 'inProgress']).nullable(),
});
const regradeHistory = z.object({
  submissionId: z.string(),
  attempt: z.number(),
  student: regradeRow.shape.student,
  fromVersion: z.number(),
  toVersion: z.number(),
  at: z.string(),
  before: regradeSide,
  after: regradeSide,
});
const regradePreviewSchema = z.object({ version: z.number(), attempts: z.array(regradeRow), history: z.array(regradeHistory) });
const regradeDoneSchema = z.object({ version: z.number(), regraded: z.number(), attempts: z.array(regradeRow) });

const scopeQuery = z.object({ universityId: z.uuid().optional().describe('administrators: the university written for'), lang: z.string().max(10).optional() });
const idParams = z.object({ id: z.uuid() });
const fromSchema = z.object({
  from: z.object({ subject: z.enum(SUBJECTS), labNumber: z.number().int().positive() }),
  languages: z.array(z.enum(LANGUAGES)).min(1).optional().describe('the languages of the copy (default: all of the lab)'),
});

/**
 * Issue 22: lecturers write their own labs. Professors for their university, administrators for
 * the one they name; students are refused, other universities' drafts do not exist (404).
 */
export function authoringRoutes(service: AuthoringService, regrades: RegradeService, media: AuthoringMediaService, guards: Guards): FastifyPluginAsyncZod {
  return async (app) => {
    const preHandler = guards.requireRole('professor', 'admin');
    const tags = ['authoring'];
    const language = (request: Parameters<typeof requestLanguage>[0], lang?: string) => toLanguage(lang) ?? requestLanguage(request, 'th');

    app.get(
      '/api/v1/authoring/labs',
      { preHandler, schema: { tags, querystring: scopeQuery, response: { 200: z.object({ labs: z.array(draftSchema) }) } } },
      async (request) => ({ labs: await service.list(principalOf(request), request.query.universityId, language(request, request.query.lang)) }),
    );

    app.post(
      '/api/v1/authoring/labs',
      {
        preHandler,
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags,
          description: 'A whole lab in the content schema (any non-empty subset of the languages), or { from: { subject, labNumber } } to copy a built-in lab or one of the university\'s',
          querystring: scopeQuery,
          body: z.union([fromSchema, authoredLabSchema]),
          response: { 201: draftSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.create(principalOf(request), request.body, request.query.universityId, language(request, request.query.lang))),
    );

    app.post(
      '/api/v1/authoring/labs/import',
      {
        preHandler,
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags,
          description: 'A lab file (YAML, as exported or as in content/labs) as a new draft. An exported lab with its uploaded cover is a zip: send it to /import-archive. 400 authoring.invalidFile; authoring.coverMissing when it names an uploaded cover this server does not hold',
          querystring: scopeQuery,
          body: z.object({ yaml: z.string().min(1).max(2_000_000) }),
          response: { 201: draftSchema },
        },
      },
      async (request, reply) => reply.status(201).send(await service.importYaml(principalOf(request), request.body.yaml, request.query.universityId, language(request, request.query.lang))),
    );

    app.post(
      '/api/v1/authoring/labs/import-archive',
      {
        preHandler,
        schema: {
          tags,
          description:
            'A lab archive as the request body (application/zip, as GET .../export answers for a lab with an uploaded cover: lab.yaml in the content/ format and media/<the file its medium names>) as a new draft; the cover is checked as an upload and stored anew. ' +
            '400 authoring.archiveInvalid / archiveNoLab / archivePath (an entry outside the archive) / archiveTooManyEntries / archiveEntryTooLarge / archiveTooLarge / coverType / coverTooLarge / invalidFile; nothing is stored when refused',
          querystring: scopeQuery,
          response: { 201: draftSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await media.importArchive(principalOf(request), request.body as Readable, request.query.universityId, language(request, request.query.lang))),
    );

    app.get(
      '/api/v1/authoring/labs/:id',
      { preHandler, schema: { tags, params: idParams, querystring: scopeQuery, response: { 200: draftSchema } } },
      async (request) => service.get(principalOf(request), request.params.id, language(request, request.query.lang)),
    );

    app.put(
      '/api/v1/authoring/labs/:id',
      {
        preHandler,
        bodyLimit: 2 * 1024 * 1024,
        schema: { tags, params: idParams, querystring: scopeQuery, body: z.object({ revision: z.number().int().positive(), lab: authoredLabSchema }), response: { 200: draftSchema } },
      },
      async (request) => service.save(principalOf(request), request.params.id, request.body, language(request, request.query.lang)),
    );

    app.post(
      '/api/v1/authoring/labs/:id/try',
      {
        preHandler,
        schema: { tags, params: idParams, body: z.object({ language: z.enum(LANGUAGES), text: z.string().min(1).max(20_000) }), response: { 200: tryResultSchema } },
      },
      async (request) => service.tryAnswer(principalOf(request), request.params.id, request.body),
    );

    // Covers, tried recordings and lab archives arrive as the file's own bytes, streamed (the service limits the size).
    app.addContentTypeParser(/^(image|video|audio)\/|^application\/(octet-stream|zip|x-zip-compressed)/, (_request, payload, done) => done(null, payload));

    app.get(
      '/api/v1/authoring/labs/:id/preview',
      {
        preHandler,
        schema: { tags, description: "The draft as a student's lab screen shows it (no rubric; nothing created)", params: idParams, querystring: scopeQuery, response: { 200: publicLabSchema } },
      },
      async (request) => service.preview(principalOf(request), request.params.id, language(request, request.query.lang)),
    );

    app.post(
      '/api/v1/authoring/labs/:id/medium',
      {
        preHandler,
        schema: {
          tags,
          description: "The lab's cover as the request body (JPEG, PNG or WebP up to 5 MB; MP4 or WebM up to 100 MB, told from the bytes): answers the `medium` to save in the lab; 400 authoring.coverType / authoring.coverTooLarge",
          params: idParams,
          response: { 201: z.object({ medium: z.object({ kind: z.enum(['image', 'video']), file: z.string(), uploaded: z.literal(true) }), contentType: z.string(), size: z.number() }) },
        },
      },
      async (request, reply) => reply.status(201).send(await media.uploadCover(principalOf(request), request.params.id, request.body as Readable)),
    );

    app.post(
      '/api/v1/authoring/labs/:id/try-recording',
      {
        preHandler,
        schema: {
          tags,
          description: "A recorded answer as the request body: transcribed by the engine a student's answer would get, graded as /try grades text; nothing stored. 400 authoring.tryNoSpeech / tryNoTranscriber / tryNotMedia / tryTooLong",
          params: idParams,
          querystring: z.object({ language: z.enum(LANGUAGES) }),
          response: { 200: tryResultSchema },
        },
      },
      async (request) => media.tryRecording(principalOf(request), request.params.id, request.query.language, request.body as Readable),
    );

    app.get(
      '/api/v1/content/uploads/:file',
      { schema: { tags, description: "A lecturer's uploaded cover, for the lab screen (names are random; any byte range)", params: z.object({ file: z.string().max(64) }) } },
      async (request, reply) => {
        const found = await media.cover(request.params.file);
        if (!found) throw notFound();
        reply.header('accept-ranges', 'bytes').header('content-type', found.type).header('cache-control', 'public, max-age=31536000, immutable').header('content-disposition', 'inline');
        const range = parseByteRange(request.headers.range, found.size);
        if (range === 'unsatisfiable') {
          reply.header('content-range', `bytes */${found.size}`);
          throw new ApiError(416, 'submission.rangeNotSatisfiable');
        }
        if (!range) return reply.header('content-length', found.size).send(await found.read());
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${found.size}`)
          .header('content-length', range.end - range.start + 1)
          .send(await found.read(range));
      },
    );

    app.post(
      '/api/v1/authoring/labs/:id/publish',
      {
        preHandler,
        schema: {
          tags,
          description: 'A new version of the lab; 400 authoring.checksFailed with details.checks when a check finds an error',
          params: idParams,
          querystring: scopeQuery,
          body: z.object({ revision: z.number().int().positive().optional() }).optional(),
          response: { 200: draftSchema },
        },
      },
      async (request) => service.publish(principalOf(request), request.params.id, request.body ?? {}, language(request, request.query.lang)),
    );

    for (const [path, archived] of [
      ['archive', true],
      ['unarchive', false],
    ] as const) {
      app.post(
        `/api/v1/authoring/labs/:id/${path}`,
        {
          preHandler,
          schema: {
            tags,
            description: archived
              ? 'Students no longer see the lab for new attempts (finalise answers 409 submission.labArchived); their attempts and grades stay'
              : 'Brings an archived lab back',
            params: idParams,
            response: { 204: z.null() },
          },
        },
        async (request, reply) => {
          await service.setArchived(principalOf(request), request.params.id, archived);
          return reply.status(204).send(null);
        },
      );
    }

    app.get(
      '/api/v1/authoring/labs/:id/regrade',
      {
        preHandler,
        schema: {
          tags,
          description: "The published lab's older attempts re-graded against its current version, before and after (nothing is written); 409 authoring.notPublished",
          params: idParams,
          response: { 200: regradePreviewSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return regrades.preview(principal, await service.labOf(principal, request.params.id));
      },
    );

    app.post(
      '/api/v1/authoring/labs/:id/regrade',
      {
        preHandler,
        schema: {
          tags,
          description:
            'Re-grades the older attempts against `version` (the one previewed; 409 authoring.regradeVersionChanged when the lab was published again). Each attempt once, whatever the number of requests; a lecturer-graded attempt keeps its grade; the result before is kept',
          params: idParams,
          body: z.object({ version: z.number().int().positive() }),
          response: { 200: regradeDoneSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return regrades.confirm(principal, await service.labOf(principal, request.params.id), request.body.version);
      },
    );

    app.get(
      '/api/v1/authoring/labs/:id/export',
      {
        preHandler,
        schema: {
          tags,
          params: idParams,
          description:
            'The lab file in the content/ format, as an attachment: application/yaml (<subject>-<number>.yaml) for a lab without an uploaded cover; ' +
            'application/zip (<subject>-<number>.zip) for a lab with one, holding lab.yaml (its medium naming cover.<ext>) and media/cover.<ext> (the bytes), which POST .../import-archive takes back',
        },
      },
      async (request, reply) => {
        const exported = await media.exportLab(principalOf(request), request.params.id);
        reply.header('content-disposition', `attachment; filename="${exported.fileName}"`);
        if (exported.kind === 'yaml') return reply.header('content-type', 'application/yaml; charset=utf-8').send(exported.yaml);
        return reply.header('content-type', 'application/zip').send(exported.body);
      },
    );
  };
}
