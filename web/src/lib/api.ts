import i18n from 'i18next';
import { getSession, setSession } from './session';

export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/** An answer of the API that is not a success, or no answer at all (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: FieldError[] = [],
    /** Further facts the server gave with the error (e.g. details.currentUniversity). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
  get isNetwork() {
    return this.status === 0;
  }
}

/** fetch for the JSON API: bearer token, the UI language, and errors as ApiError. */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'th', accept: 'application/json' };
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body), signal: init.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', (err as Error).message);
  }
  const text = await res.text();
  const data = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const body = (data ?? {}) as { code?: string; message?: string; errors?: FieldError[]; details?: Record<string, unknown> };
    // A token the server no longer accepts ends the session.
    if (res.status === 401 && session && body.code === 'auth.invalidToken') setSession(null);
    throw new ApiError(res.status, body.code ?? `http.${res.status}`, body.message ?? res.statusText, body.errors ?? [], body.details ?? {});
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
