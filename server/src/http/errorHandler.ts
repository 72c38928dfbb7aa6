import { formatMessage, isMessageCode, type MessageCode } from '@nurselab/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './errors.js';
import { requestLanguage } from './language.js';

/** Turns every failure into `{ message, code, errors }` in the caller's language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const body = (code: MessageCode, errors: { field: string; code: MessageCode }[] = [], values = {}) => ({
      message: formatMessage(code, language, values),
      code,
      errors: errors.map((e) => ({ field: e.field, code: e.code, message: formatMessage(e.code, language, values) })),
    });

    if (error instanceof ApiError) {
      const details = Object.keys(error.details).length ? { details: error.details } : {};
      return reply.status(error.statusCode).send({ ...body(error.code, error.fieldErrors, error.values), ...details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // One message per field: the first rule it broke.
      const byField = new Map<string, MessageCode>();
      for (const v of error.validation) {
        const field = String(v.instancePath ?? '').replace(/^\//, '').split('/')[0];
        const candidate = v.message ?? '';
        if (!byField.has(field)) byField.set(field, isMessageCode(candidate) ? candidate : 'request.invalid');
      }
      const errors = [...byField].map(([field, code]) => ({ field, code }));
      const first = errors.find((e) => e.field)?.code;
      // SPEC.md's sign-up banner for the sign-up form; a neutral message everywhere else.
      const several: MessageCode = request.routeOptions.url === '/api/v1/user/signup' ? 'signup.correctErrors' : 'request.correctErrors';
      return reply.status(400).send(body(first && errors.length === 1 ? first : several, errors));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body('request.tooMany'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.statusCode === 404 ? 'request.notFound' : 'request.invalid'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('server.error'));
  });
}

/** The JSON 404 of the API. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  return reply.status(404).send({ message: formatMessage('request.notFound', language), code: 'request.notFound', errors: [] });
}
