import type { PublicUser } from '@nurselab/core';
import { api } from '../../../lib/api';

/** server/src/lti/schemas.ts platformViewSchema. */
export interface LtiPlatform {
  id: string;
  name: string;
  universityId: string;
  universityName: string;
  issuer: string;
  clientId: string;
  authEndpoint: string;
  tokenEndpoint: string;
  jwksUrl: string;
  deploymentIds: string[];
  frameOrigins: string[];
  registeredVia: 'manual' | 'dynamic';
  createdAt: string;
}

export type ManualPlatformInput = Pick<LtiPlatform, 'universityId' | 'name' | 'issuer' | 'clientId' | 'authEndpoint' | 'tokenEndpoint' | 'jwksUrl' | 'deploymentIds' | 'frameOrigins'>;

export const PLATFORMS_KEY = ['admin', 'lti', 'platforms'] as const;
export const fetchPlatforms = () => api<{ platforms: LtiPlatform[] }>('/api/v1/admin/lti/platforms');
export const addPlatform = (body: ManualPlatformInput) => api<LtiPlatform>('/api/v1/admin/lti/platforms', { method: 'POST', body });
export const removePlatform = (id: string) => api<null>(`/api/v1/admin/lti/platforms/${encodeURIComponent(id)}`, { method: 'DELETE' });
export const makeRegistrationLink = (universityId: string) => api<{ url: string; expiresAt: string }>('/api/v1/admin/lti/registration-links', { method: 'POST', body: { universityId } });

/** The launch's one-time code for a session and the page to open. */
export const exchangeCode = (code: string) => api<{ token: string; user: PublicUser; target: string }>('/api/v1/lti/session', { method: 'POST', body: { code } });

export interface DeepLinkChoices {
  platform: string;
  labs: { id: string; labNumber: number; title: string }[];
}
export const fetchDeepLinkChoices = (id: string) => api<DeepLinkChoices>(`/api/v1/lti/deep-links/${encodeURIComponent(id)}`);
export const answerDeepLink = (id: string, labIds: string[]) =>
  api<{ returnUrl: string; jwt: string }>(`/api/v1/lti/deep-links/${encodeURIComponent(id)}/response`, { method: 'POST', body: { labIds } });

/** server/src/lti/schemas.ts ltiCoursesViewSchema: the LMS courses of the lecturer's course and their gradebook posts. */
export type ScorePostState = 'pending' | 'retrying' | 'sent' | 'failed' | 'nothing';
export interface LtiCourses {
  courses: { id: string; title: string; platform: string; canSyncRoster: boolean; syncedAt: string | null }[];
  scores: {
    userId: string;
    firstName: string;
    lastName: string;
    subject: string;
    labNumber: number;
    contextTitle: string;
    state: ScorePostState;
    attempts: number;
    score: number | null;
    lastError: string | null;
    updatedAt: string;
  }[];
}
export const LTI_COURSES_KEY = ['professor', 'lti'] as const;
export const fetchLtiCourses = () => api<LtiCourses>('/api/v1/professor/lti');
export const syncRoster = (courseId: string) =>
  api<{ added: number; removed: number; members: number; refused: number }>(`/api/v1/professor/lti/courses/${encodeURIComponent(courseId)}/roster-sync`, { method: 'POST' });
