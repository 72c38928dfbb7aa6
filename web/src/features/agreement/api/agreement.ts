import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSessionKey } from '../../../lib/session';
import { saveApiFile } from '../../../lib/saveApiFile';

/** Where the figures come from: a professor's own university, or an administrator's choice (null: every university). */
export type AgreementScope = { kind: 'professor' } | { kind: 'admin'; universityId: string | null };

export interface AgreementTable {
  bothYes: number;
  automaticOnly: number;
  lecturerOnly: number;
  bothNo: number;
}

export interface BinaryFigures {
  n: number;
  table: AgreementTable;
  agreement: number | null;
  kappa: number | null;
  kappaUndefined: 'noAnswers' | 'oneClass' | null;
}

export interface Figures extends BinaryFigures {
  meanAbsoluteScoreDifference: number | null;
  sentToLecturer: { sent: number; decided: number; share: number | null };
  dangers: { confirmed: number; rejected: number };
}

export interface LabKey {
  subject: string;
  labNumber: number;
  labTitle: string | null;
}

export type AgreementItem = BinaryFigures & { questionNumber: number; itemId: string };
export type AgreementRow = LabKey & Figures & { language: string; engine: string; items: AgreementItem[] };

/** GET /api/v1/{professor,admin}/agreement (server/src/agreement/schemas.ts). */
export interface AgreementReport {
  universityId: string | null;
  overall: Figures;
  labs: (LabKey & Figures)[];
  rows: AgreementRow[];
  /** Lecturer against each judge (the rubric grader, the language model), per lab and language. */
  judges: (LabKey & BinaryFigures & { language: string; judge: 'rubric' | 'llm'; meanAbsoluteScoreDifference: number | null })[];
  dangerRules: (LabKey & { itemId: string; confirmed: number; rejected: number })[];
}

function path(scope: AgreementScope, suffix = '') {
  if (scope.kind === 'professor') return `/api/v1/professor/agreement${suffix}`;
  return `/api/v1/admin/agreement${suffix}${scope.universityId ? `?universityId=${encodeURIComponent(scope.universityId)}` : ''}`;
}

export function useAgreement(scope: AgreementScope, language: string) {
  const user = useSessionKey();
  return useQuery({
    queryKey: ['agreement', user, scope.kind, scope.kind === 'admin' ? scope.universityId : null, language],
    queryFn: ({ signal }) => api<AgreementReport>(path(scope), { signal }),
  });
}

/** agreement.csv of the same scope. */
export const downloadAgreement = (scope: AgreementScope) => saveApiFile(path(scope, '.csv'), 'agreement.csv');
