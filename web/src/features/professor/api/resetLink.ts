import { api } from '../../../lib/api';

export interface IssuedReset {
  token: string;
  expiresAt: string;
}

export const issueResetLink = (userId: string) => api<IssuedReset>(`/api/v1/users/${encodeURIComponent(userId)}/password-reset`, { method: 'POST' });

/** The link the student opens; the token after # never reaches a server log. */
export const resetLinkUrl = (token: string) => `${window.location.origin}/reset-password#token=${token}`;
