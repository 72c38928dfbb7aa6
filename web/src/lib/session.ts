import type { PublicUser } from '@nurselab/core';
import { useSyncExternalStore } from 'react';

/** The signed-in session, kept in local storage (SPEC.md section 3) and shared by every tab. */
export interface Session {
  token: string;
  user: PublicUser;
  /** A lecturer's chosen course (university id), sent with every request; absent: their default course. */
  activeCourse?: string;
}

const KEY = 'nurselab.session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function read(): Session | null {
  const raw = localStorage.getItem(KEY);
  if (raw !== cached.raw) {
    let session: Session | null = null;
    try {
      session = raw ? (JSON.parse(raw) as Session) : null;
    } catch {
      session = null;
    }
    cached = { raw, session };
  }
  return cached.session;
}

export const getSession = read;

export function setSession(session: Session | null): void {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** True when the token's own expiry has passed (the server decides; this only saves a round trip). */
export function isExpired(token: string): boolean {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' && payload.exp * 1000 < Date.now();
  } catch {
    return true;
  }
}

/** Who asks, for query keys: the user and, for a lecturer, the active course (another course never sees cached data). */
export function useSessionKey(): string | null {
  const session = useSession();
  return session ? `${session.user._id}:${session.activeCourse ?? ''}` : null;
}
