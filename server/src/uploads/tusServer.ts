import type { IncomingMessage } from 'node:http';
import { formatMessage, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, type MessageCode } from '@nurselab/core';
import { Server, type Locker, type Upload } from '@tus/server';
import type { Principal } from '../auth/guards.js';
import { OWNER_METADATA_KEY, type UploadStore } from './uploadStore.js';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors.js';
import { requestLanguage } from '../http/language.js';
import type { UploadQuota } from './quota.js';

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
export function createTusServer(uploads: UploadStore, quota: UploadQuota, locker?: Locker): Server {
  return new Server({
    path: TUS_PATH,
    datastore: uploads.datastore,
    // Default (no locker given): locks in this process's memory, enough for embedded PGlite's one process.
    ...(locker ? { locker } : {}),
    maxSize: MAX_UPLOAD_BYTES,
    relativeLocation: true,
    // Same-origin product: no Access-Control-Allow-Origin for anyone (the default would be "*").
    allowedOrigins: [],
    async onUploadCreate(req, upload: Upload) {
      const raw = (req as unknown as NodeBackedRequest).runtime?.node?.req;
      const principal = raw && tusPrincipals.get(raw);
      if (!principal) throw { status_code: 401, body: 'Unauthorized\n' };
      try {
        await quota.reserve(principal.userId, upload.id, upload.size);
      } catch (error) {
        if (error instanceof ApiError) throw { status_code: error.statusCode, body: messageBody(req, error.code, error.values) };
        throw error;
      }
      return { metadata: { ...clientMetadata(upload.metadata ?? {}), [OWNER_METADATA_KEY]: principal.userId } };
    },
    async onUploadFinish(_req, upload: Upload) {
      await quota.release(upload.id);
      return {};
    },
    async onResponseError(req, error) {
      const { status_code: status, body } = error as { status_code?: number; body?: string };
      if (!status || body?.startsWith('{')) return undefined;
      const code = tusErrorCode(status, body);
      if (!code) return undefined;
      return { status_code: status, body: messageBody(req, code, { maxMb: MAX_UPLOAD_MB }) };
    },
  });
}

/** tus answers 413 both for "more than the upload announced" and "over the maximum size". */
function tusErrorCode(status: number, body: string | undefined): MessageCode | undefined {
  if (status === 413) return body?.startsWith("upload's size exceeded") ? 'upload.exceedsLength' : 'upload.tooLarge';
  if (status === 404 || status === 410) return 'upload.notFound';
  return undefined;
}

function messageBody(req: Request, code: MessageCode, values: Record<string, string | number> = {}): string {
  const acceptLanguage = (req as unknown as NodeBackedRequest).headers.get('accept-language') ?? undefined;
  const language = requestLanguage({ headers: { 'accept-language': acceptLanguage } } as FastifyRequest);
  return JSON.stringify({ message: formatMessage(code, language, values), code, errors: [] });
}

function clientMetadata(metadata: Record<string, string | null>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const key of CLIENT_METADATA_KEYS) {
    const value = metadata[key];
    if (typeof value === 'string') kept[key] = value.slice(0, MAX_METADATA_VALUE);
  }
  return kept;
}
