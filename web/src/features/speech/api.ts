import type { ScoringModes, SpeechSelfTest, SpeechStatus } from '@nurselab/core';
import { api } from '../../lib/api';

export const SPEECH_STATUS_KEY = ['admin', 'speech'] as const;
export const SCORING_KEY = ['speech', 'scoring'] as const;

export const fetchSpeechStatus = () => api<SpeechStatus>('/api/v1/admin/speech');
export const runSpeechSelfTest = () => api<{ selfTests: SpeechSelfTest[]; status: SpeechStatus }>('/api/v1/admin/speech/self-test', { method: 'POST' });
export const fetchScoringModes = () => api<ScoringModes>('/api/v1/speech/scoring');
