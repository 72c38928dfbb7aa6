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

/** The header a lecturer's requests name their active course with (the server checks they teach it). */
export const ACTIVE_COURSE_HEADER = 'x-nurselab-course';

/** What every request of the signed-in user carries: the UI language, the token and the active course. */
export function sessionHeaders(): Record<string, string> {
  const session = getSession();
  const headers: Record<string, string> = { 'accept-language': i18n.language || 'th' };
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (session?.activeCourse) headers[ACTIVE_COURSE_HEADER] = session.activeCourse;
  return headers;
}

/** fetch for the JSON API: bearer token, the UI language, and errors as ApiError. */
/** A JSON request (a Blob body is sent as it is, with its own type: a file or a recording). */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const session = getSession();
  const headers: Record<string, string> = { ...sessionHeaders(), accept: 'application/json' };
  const file = init.body instanceof Blob ? init.body : undefined;
  if (init.body !== undefined) headers['content-type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : (file ?? JSON.stringify(init.body)), signal: init.signal });
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
    // The chosen course is no longer one the lecturer teaches: back to their default course.
    if (res.status === 403 && session?.activeCourse && body.code === 'course.notTaught') setSession({ token: session.token, user: session.user });
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
