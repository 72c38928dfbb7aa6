import type { EvaluatorBench, JudgeName, JudgeSettings, Language, ModelDownload, ScoringModes, SpeechModels, SpeechSelfTest, SpeechStatus } from '@nurselab/core';
import { api } from '../../lib/api';

export const SPEECH_STATUS_KEY = ['admin', 'speech'] as const;
export const SCORING_KEY = ['speech', 'scoring'] as const;

export const fetchSpeechStatus = () => api<SpeechStatus>('/api/v1/admin/speech');
export const runSpeechSelfTest = () => api<{ selfTests: SpeechSelfTest[]; status: SpeechStatus }>('/api/v1/admin/speech/self-test', { method: 'POST' });
export const fetchScoringModes = () => api<ScoringModes>('/api/v1/speech/scoring');

export const SPEECH_MODELS_KEY = ['admin', 'speech', 'models'] as const;
export const fetchSpeechModels = () => api<SpeechModels>('/api/v1/admin/speech/models');
export const startModelDownload = (name: string) => api<{ download: ModelDownload }>('/api/v1/admin/speech/models/download', { method: 'POST', body: { name } });
export const disableSpeechModel = () => api<null>('/api/v1/admin/speech/models/current', { method: 'DELETE' });

export const JUDGES_KEY = ['admin', 'judges'] as const;
export const JUDGES_BENCH_KEY = ['admin', 'judges', 'bench'] as const;
export const fetchJudges = () => api<JudgeSettings>('/api/v1/admin/judges');
/** null: back to the server's EVALUATORS default. */
export const setJudges = (language: Language, judges: JudgeName[] | null) => api<JudgeSettings>(`/api/v1/admin/judges/${language}`, { method: 'PUT', body: { judges } });
export const fetchEvaluatorBench = () => api<EvaluatorBench>('/api/v1/admin/judges/bench');
