import i18n from 'i18next';
import { DetailedError, Upload } from 'tus-js-client';
import { getSession } from '../../../lib/session';
import { TUS_CHUNK_SIZE_BYTES } from './uploadSettings';

/** The tus endpoint (the server mounts it without a trailing slash: POST /api/v1/uploads/ is a 404). */
export const UPLOAD_ENDPOINT = '/api/v1/uploads';
/** Backoff between retries of a failed chunk (ARCHITECTURE.md: each chunk retried with backoff). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

export interface UploadFailure {
  /** 0 when no answer arrived (network). */
  status: number;
  message: string;
}

export interface UploadHandle {
  /** Stops sending; what arrived stays on the server so the upload can resume. */
  abort: () => void;
}

/**
 * Sends an answer with the tus protocol, as one streaming request (see uploadSettings.ts). The fingerprint is the answer's own id,
 * so after a reload the same answer finds its earlier upload (tus keeps the URL in localStorage)
 * and continues from the last byte the server has.
 */
export function startTusUpload(
  file: Blob,
  options: {
    fingerprint: string;
    metadata: Record<string, string>;
    onProgress: (loaded: number, total: number) => void;
    onSuccess: (uploadId: string) => void;
    onError: (failure: UploadFailure) => void;
  },
): UploadHandle {
  const session = getSession();
  const headers: Record<string, string> = { 'Accept-Language': i18n.language || 'th' };
  if (session) headers.Authorization = `Bearer ${session.token}`;
  let stopped = false;
  const upload = new Upload(file, {
    // Absolute: tus resolves the server's (relative) Location header against it.
    endpoint: new URL(UPLOAD_ENDPOINT, window.location.origin).href,
    chunkSize: TUS_CHUNK_SIZE_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    headers,
    metadata: options.metadata,
    fingerprint: async () => options.fingerprint,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => {
      if (!stopped) options.onProgress(sent, total);
    },
    onSuccess: () => {
      if (stopped) return;
      const id = uploadIdOf(upload.url);
      if (id) options.onSuccess(id);
      else options.onError({ status: 0, message: 'no upload URL' });
    },
    onError: (error) => {
      if (!stopped) options.onError(describeFailure(error));
    },
  });
  upload
    .findPreviousUploads()
    .then((previous) => {
      if (stopped) return;
      const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
    })
    .catch(() => {
      if (!stopped) upload.start();
    });
  return {
    abort: () => {
      stopped = true;
      void upload.abort(false);
    },
  };
}

/** The submission API takes the last path segment of the tus upload URL. */
export function uploadIdOf(url: string | null): string | null {
  if (!url) return null;
  const path = url.split('?')[0].replace(/\/+$/, '');
  const last = path.slice(path.lastIndexOf('/') + 1);
  return last ? decodeURIComponent(last) : null;
}

/** SPEC.md section 8: the server's message (already in the UI language) or status text; no answer is a network error. */
function describeFailure(error: Error | DetailedError): UploadFailure {
  const response = error instanceof DetailedError ? error.originalResponse : null;
  if (!response) {
    const isRequestError = error instanceof DetailedError && error.originalRequest != null;
    return isRequestError ? { status: 0, message: '' } : { status: -1, message: error.message };
  }
  const status = response.getStatus();
  let message = '';
  const body = response.getBody() ?? '';
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') message = parsed.message;
  } catch {
    if (body && body.length < 300 && !/^\s*</.test(body)) message = body.trim();
  }
  if (!message) {
    const xhr = response.getUnderlyingObject() as { statusText?: string } | undefined;
    message = xhr?.statusText || `HTTP ${status}`;
  }
  return { status, message };
}

/** The tus fingerprint of an answer: its own id, so the same answer finds its upload after a reload. */
export const fingerprintOf = (clipId: string) => `nurselab-${clipId}`;

/**
 * Forgets an abandoned upload: its resume entries in localStorage, and (best effort) the
 * partial file on the server.
 */
export function forgetUpload(fingerprint: string): void {
  const prefix = `tus::${fingerprint}::`;
  const session = getSession();
  const headers: Record<string, string> = session ? { Authorization: `Bearer ${session.token}` } : {};
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) {
      try {
        const entry = JSON.parse(localStorage.getItem(key) ?? '{}') as { uploadUrl?: string };
        if (entry.uploadUrl) void Upload.terminate(entry.uploadUrl, { headers, retryDelays: null }).catch(() => undefined);
      } catch {
        // A malformed entry is only removed.
      }
      localStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing to forget.
  }
}
