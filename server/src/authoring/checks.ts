import { createHash } from 'node:crypto';
import { checkLab, labLanguages, toAuthoredLab, type AuthoredLab, type LabCheck, type LabCheckKind } from '@nurselab/core';

const GRADING_KINDS: ReadonlySet<LabCheckKind> = new Set(['echo', 'negation', 'critical', 'model']);
const COMPLETE: ReadonlySet<LabCheckKind> = new Set(['complete']);

/**
 * A language's grading checks depend only on the lab's text in that language, and take seconds:
 * they are kept per language text, so a save re-checks only the languages it changed.
 */
const memo = new Map<string, LabCheck[]>();
const MEMO_SIZE = 200;

/** The content checks of a lab as saved, each language's grading checks in turn (the event loop breathes between them). */
export async function checksOf(lab: AuthoredLab): Promise<LabCheck[]> {
  const out = checkLab(lab, { only: COMPLETE });
  for (const language of labLanguages(lab)) {
    const slice = toAuthoredLab({ ...lab, languages: [language] });
    const key = createHash('sha256').update(JSON.stringify(slice)).digest('hex');
    let found = memo.get(key);
    if (!found) {
      await new Promise((resolve) => setImmediate(resolve));
      found = checkLab(slice, { only: GRADING_KINDS });
      if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
      memo.set(key, found);
    }
    out.push(...found);
  }
  return out;
}
