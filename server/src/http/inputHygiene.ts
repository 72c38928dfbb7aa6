import { findControlCharacter } from '@nurselab/core';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/** A host name, IPv4 or [IPv6] address, with an optional port: what a Host header may hold. */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?)(?::\d{1,5})?$/;

/**
 * Two refusals before any route runs, each a 400 in the caller's language instead of a 500
 * further in: a malformed Host header, and control characters (core's one rule) anywhere in the
 * text of a request's body, query or route parameters.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const host = request.headers.host;
    if (host !== undefined && (!HOST_HEADER.test(host) || Number(host.match(/:(\d+)$/)?.[1] ?? 0) > 65535)) {
      throw new ApiError(400, 'request.badHost');
    }
  });
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findControlCharacter(part);
      if (field !== undefined) throw new ApiError(400, 'request.controlCharacters', [{ field, code: 'request.controlCharacters' }]);
    }
  });
}
