import type { PublicUser, SigninInput, SignupInput } from '@nurselab/core';
import { api } from '../../lib/api';

export interface SessionResponse {
  token: string;
  user: PublicUser;
}

export const signupRequest = (body: SignupInput) => api<SessionResponse>('/api/v1/user/signup', { method: 'POST', body });
export const signinRequest = (body: SigninInput) => api<SessionResponse>('/api/v1/user/signin', { method: 'POST', body });

/** Revokes the token on the server (where it would otherwise stay valid until it expires). */
export const signoutRequest = () => api<void>('/api/v1/user/signout', { method: 'POST' });
