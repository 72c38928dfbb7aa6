import { toLanguage, type Language, type Subject } from '@nurselab/core';

/** The first path segment of SPEC.md's finalise calls after /api/v1/. */
export const LEGACY_FINALISE_PREFIXES = ['lab-deployed', 'trial-cssd', 'surgical', 'medical', 'ob'] as const;
export type LegacyFinalisePrefix = (typeof LEGACY_FINALISE_PREFIXES)[number];

export interface LegacyTarget {
  subject: Subject;
  labNumber: number;
  /** Only when the path names it (upload-1-cn, 315-2-en ...). */
  language?: Language;
}

const LAB_DEPLOYED: [RegExp, (m: RegExpMatchArray) => LegacyTarget][] = [
  [/^upload-test$/, () => ({ subject: 'maternalchild', labNumber: 1 })],
  [/^(?:maternalchild|upload)-(\d+)(?:-(cn|en|jp|indo))?$/, (m) => ({ subject: 'maternalchild', labNumber: Number(m[1]), language: toLanguage(m[2]) })],
  [/^315-(\d+)(?:-(en))?$/, (m) => ({ subject: '315', labNumber: Number(m[1]), language: toLanguage(m[2]) })],
];

/**
 * Which lab a legacy finalise path is for: /lab-deployed/maternalchild-{N}, upload-test,
 * upload-1-{cn|en|jp|indo}, maternalchild-4-{en|cn}, upload-10, 315-{n}[-en]; and
 * /trial-cssd/{n}, /surgical/{n}, /medical/{n}, /ob/{n}.
 */
export function parseLegacyFinalisePath(prefix: LegacyFinalisePrefix, name: string): LegacyTarget | undefined {
  if (prefix === 'lab-deployed') {
    for (const [pattern, read] of LAB_DEPLOYED) {
      const match = name.match(pattern);
      if (match) return withValidNumber(read(match));
    }
    return undefined;
  }
  return /^\d+$/.test(name) ? withValidNumber({ subject: prefix, labNumber: Number(name) }) : undefined;
}

function withValidNumber(target: LegacyTarget): LegacyTarget | undefined {
  return target.labNumber >= 1 && target.labNumber <= 1000 ? target : undefined;
}
