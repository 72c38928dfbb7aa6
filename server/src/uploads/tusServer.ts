import type { IncomingMessage } from 'node:http';
import { formatMessage, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type MessageCode } from '@nurselab/core';
import { Server, type Upload } from '@tus/server';
import type { Principal } from '../auth/guards.js';
import { OWNER_METADATA_KEY, type UploadStore } from './uploadStore.js';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from '../http/language.js';

export const TUS_PATH = '/api/v1/uploads';

/** Metadata a client may attach (validated at finalise); anything else is dropped. */
const CLIENT_METADATA_KEYS = ['subject', 'labNumber', 'language', 'filetype', 'filename'];
const MAX_METADATA_VALUE = 200;

/** Who sent a tus request: set by the Fastify route's guard, read by the tus hooks. */
export const tusPrincipals = new WeakMap<IncomingMessage, Principal>();

interface NodeBackedRequest {
  runtime?: { node?: { req: IncomingMessage } };
  headers: Headers;
}

/** The tus protocol server (creation, resume, termination) over the upload store. */
export function createTusServer(uploads: UploadStore): Server {
  return new Server({
    path: TUS_PATH,
    datastore: uploads.datastore,
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    async onUploadCreate(req, upload: Upload) {
      const raw = (req as unknown as NodeBackedRequest).runtime?.node?.req;
      const principal = raw && tusPrincipals.get(raw);
      if (!principal) throw { status_code: 401, body: 'Unauthorized\n' };
      return { metadata: { ...clientMetadata(upload.metadata ?? {}), [OWNER_METADATA_KEY]: principal.userId } };
    },
    async onResponseError(req, error) {
      const status = (error as { status_code?: number }).status_code;
      const code: MessageCode | undefined = status === 413 ? 'upload.tooLarge' : status === 404 || status === 410 ? 'upload.notFound' : undefined;
      if (!code || !status) return undefined;
      const acceptLanguage = (req as unknown as NodeBackedRequest).headers.get('accept-language') ?? undefined;
      const language = requestLanguage({ headers: { 'accept-language': acceptLanguage } } as FastifyRequest);
      const message = formatMessage(code, language, { maxMb: MAX_UPLOAD_MB });
      return { status_code: status, body: JSON.stringify({ message, code, errors: [] }) };
    },
  });
}

function clientMetadata(metadata: Record<string, string | null>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of CLIENT_METADATA_KEYS) {
    const value = metadata[key];
    if (typeof value === 'string') kept[key] = value.slice(0, MAX_METADATA_VALUE);
  }
  return kept;
}
