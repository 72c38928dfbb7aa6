import path from 'node:path';
import type { Language } from '@nurselab/core';
import { SERVER_ASSETS_DIR } from '../../paths.js';
import manifest from '../../../assets/self-test/clips.json' with { type: 'json' };

/** The self-test's clips and their manifest (clips.json), shipped with the server. */
export const SELF_TEST_CLIPS_DIR = path.join(SERVER_ASSETS_DIR, 'self-test');

export interface SelfTestClip {
  /** The language being tested. */
  language: Language;
  /** The language spoken in the clip played: the tested one when it has its own clip. */
  clipLanguage: Language;
  file: string;
  /** What a recogniser should write; null when the clip is not in the tested language (no accuracy). */
  expected: string | null;
}

interface ManifestEntry {
  file: string | null;
  text: string;
  timedOn?: string;
}

const entries = manifest.clips as Record<Language, ManifestEntry>;

/** The clip a language is self-tested on: its own, or (for a language without a usable voice) another language's, for speed only. */
export function selfTestClip(language: Language): SelfTestClip {
  const own = entries[language];
  if (own.file) return { language, clipLanguage: language, file: path.join(SELF_TEST_CLIPS_DIR, own.file), expected: own.text };
  const stand = (own.timedOn ?? 'en') as Language;
  const other = entries[stand];
  if (!other.file) throw new Error(`The self-test clip for ${language} is timed on ${stand}, which has no clip either`);
  return { language, clipLanguage: stand, file: path.join(SELF_TEST_CLIPS_DIR, other.file), expected: null };
}
