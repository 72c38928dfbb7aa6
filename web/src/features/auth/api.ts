import type { PasswordChangeInput, PasswordResetInput, PublicUser, SigninInput, SignupInput } from '@nurselab/core';
import { api } from '../../lib/api';

export interface SessionResponse {
  token: string;
  user: PublicUser;
}

export const signupRequest = (body: SignupInput) => api<SessionResponse>('/api/v1/user/signup', { method: 'POST', body });
export const signinRequest = (body: SigninInput) => api<SessionResponse>('/api/v1/user/signin', { method: 'POST', body });

/** Revokes the token on the server (where it would otherwise stay valid until it expires). */
export const signoutRequest = () => api<void>('/api/v1/user/signout', { method: 'POST' });

export const changePasswordRequest = (body: PasswordChangeInput) => api<SessionResponse>('/api/v1/user/password', { method: 'POST', body });
export const resetPasswordRequest = (body: PasswordResetInput) => api<SessionResponse>('/api/v1/user/password-reset', { method: 'POST', body });
export const checkResetToken = (token: string) => api<void>('/api/v1/user/password-reset/check', { method: 'POST', body: { token } });
export const resetEmailAvailable = () => api<{ email: boolean }>('/api/v1/user/password-reset');
export const requestResetEmail = (username: string) => api<void>('/api/v1/user/password-reset/request', { method: 'POST', body: { username } });
export const meRequest = () => api<{ user: PublicUser }>('/api/v1/user/me');
