import type { Language, Role, Subject } from '@nurselab/core';
import { createElement, lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from '../auth';
import { AnswerAreaFallback } from './components/AnswerAreaFallback';

export interface AnswerAreaProps {
  subject: Subject;
  labNumber: number;
  /** The lab's language: the answer is graded in it. */
  language: Language;
  /** The student's attempts left on this lab (3 until known). */
  attemptsLeft?: number;
  labId?: string;
  /** An earlier answer to this lab waits for a lecturer: answering again is confirmed first (issue 20). */
  pendingReview?: boolean;
}

// The recorder, the upload client and the live result load only with the lab screen.
const LazyAnswerArea = lazy(() => import('./components/AnswerArea'));

/**
 * The lab screen's answer area: attempts badge, recorder or file picker, resumable upload,
 * live evaluation and result. Remounts (fresh state) when the lab changes.
 */
export function AnswerArea(props: AnswerAreaProps): ReactNode {
  return createElement(Suspense, { fallback: createElement(AnswerAreaFallback) }, createElement(LazyAnswerArea, { key: `${props.subject}:${props.labNumber}`, ...props }));
}

export interface AnswerRecorderProps {
  /** Names the recording's file (the lab's course). */
  subject: Subject;
  /** The recording, when its maker presses Submit. */
  onRecorded: (recording: Blob) => void;
  /** What the recording was handed to is still working: Submit and Retake wait. */
  busy?: boolean;
}

const LazyAnswerRecorder = lazy(() => import('./components/AnswerRecorder'));

/** The lab screen's recorder alone, for a recording that is not a student's attempt (a lecturer trying an answer in the editor). */
export function AnswerRecorder(props: AnswerRecorderProps): ReactNode {
  return createElement(Suspense, { fallback: createElement(AnswerAreaFallback) }, createElement(LazyAnswerRecorder, props));
}

const STUDENT: Role[] = ['student'];
const guarded = (element: ReactNode) => createElement(RequireRole, { roles: STUDENT, children: element });

/** SPEC.md section 2's history URLs, each led to the canonical page (the subject fixed when the path names it). */
const LEGACY_HISTORY: [string, Subject | undefined][] = [
  ['/student/lab/:subject/:labNumber/history', undefined],
  ['/student/lab/maternalandchild/:labNumber/history', 'maternalchild'],
  ['/student/lab/315/:labNumber/history', '315'],
  ['/student/315/:labNumber/history', '315'],
  ['/surgical/:labNumber/history', 'surgical'],
  ['/medical/:labNumber/history', 'medical'],
  ['/ob/:labNumber/history', 'ob'],
];

/** The history pages: canonical /student/labs/:subject/:labNumber/history and every SPEC.md alias; students only, lazy. */
export const submissionRoutes: RouteObject[] = [
  {
    path: '/student/labs/:subject/:labNumber/history',
    lazy: async () => {
      const { HistoryPage } = await import('./routes');
      return { element: guarded(createElement(HistoryPage)) };
    },
  },
  ...LEGACY_HISTORY.map(([path, subject]) => ({
    path,
    lazy: async () => {
      const { LegacyHistoryRedirect } = await import('./routes');
      return { element: guarded(createElement(LegacyHistoryRedirect, { subject })) };
    },
  })),
];
