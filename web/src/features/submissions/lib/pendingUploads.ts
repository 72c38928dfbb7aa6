import type { AnswerClip, Language, Subject } from '@nurselab/core';

/**
 * Answers whose upload has not finished, kept in IndexedDB (with their bytes when the browser
 * lets us) so a reload or a closed tab does not lose them: the tus upload then resumes where it
 * stopped. One per user and lab.
 */
export interface PendingUpload {
  key: string;
  clip: AnswerClip;
  subject: Subject;
  labNumber: number;
  language: Language;
  /** The answer's bytes; absent when the browser refused to store them (then the file is asked for again). */
  blob?: Blob;
  /** For a chosen file: what identifies it when it is chosen again. */
  lastModified?: number;
  /** The newest attempt number in the lab's history when this answer was submitted (0 for none). */
  attemptsBefore: number;
  /** Set once every byte arrived: only the submission remains to be created. */
  uploadId?: string;
  createdAt: number;
}

const DB = 'nurselab-uploads';
const STORE = 'pending';

export const pendingKey = (userId: string, subject: Subject, labNumber: number) => `${userId}:${subject}:${labNumber}`;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') return reject(new Error('IndexedDB unavailable'));
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'key' });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(req.result);
      tx.onerror = () => reject(tx.error ?? req.error);
      tx.onabort = () => reject(tx.error ?? new Error('aborted'));
    });
  } finally {
    db.close();
  }
}

export async function loadPending(key: string): Promise<PendingUpload | undefined> {
  try {
    return (await run('readonly', (s) => s.get(key) as IDBRequest<PendingUpload | undefined>)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores the pending answer, with its bytes if possible, else without them. */
export async function savePending(pending: PendingUpload): Promise<void> {
  try {
    await run('readwrite', (s) => s.put(pending));
  } catch {
    const { blob: _blob, ...rest } = pending;
    await run('readwrite', (s) => s.put(rest)).catch(() => undefined);
  }
}

export async function updatePending(key: string, change: Partial<PendingUpload>): Promise<void> {
  const current = await loadPending(key);
  if (current) await savePending({ ...current, ...change });
}

export async function removePending(key: string): Promise<void> {
  await run('readwrite', (s) => s.delete(key)).catch(() => undefined);
}
