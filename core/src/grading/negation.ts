import type { Language } from '../i18n/languages.js';

/**
 * Statements of the opposite polarity, made from a phrasing the simple way a check needs:
 * deleting its first negation cue, or adding one. Used by the content checks and the content
 * audit, not by grading.
 */

/** The cue deleted to make the opposite statement; the first that occurs is deleted. */
const CUES: Record<Language, RegExp> = {
  en: /\b(?:not|no|never|don't|do not|avoid|without|withhold)\s+/i,
  id: /\b(?:tidak|jangan|bukan|tanpa|hindari)\s+/i,
  th: /ไม่ต้อง|ไม่|ห้าม|อย่า|งด/,
  zh: /不要|不能|不用|别|勿|没有|没|禁止|不/,
  ja: /ていない|ない|ません|禁止/,
};
/** Japanese negation is a verb ending: its opposite is the plain ending. */
const JA_OPPOSITE: Record<string, string> = { ていない: 'ている', ない: 'る', ません: 'ます', 禁止: '' };

/** The phrasing with its first negation cue deleted, or null when it has none. */
export function opposite(phrasing: string, language: Language): string | null {
  const match = CUES[language].exec(phrasing);
  if (!match) return null;
  const replacement = language === 'ja' ? (JA_OPPOSITE[match[0]] ?? '') : '';
  const out = (phrasing.slice(0, match.index) + replacement + phrasing.slice(match.index + match[0].length)).trim();
  return out && out !== phrasing ? out : null;
}

/** The phrasing said as a prohibition ("do not ...", "ไม่...", "不要...", "...ない"). */
export function negate(phrasing: string, language: Language): string {
  switch (language) {
    case 'en':
      return `do not ${phrasing}`;
    case 'id':
      return `jangan ${phrasing}`;
    case 'th':
      return `ไม่${phrasing}`;
    case 'zh':
      return `不要${phrasing}`;
    case 'ja':
      if (phrasing.endsWith('る')) return `${phrasing.slice(0, -1)}ない`;
      if (phrasing.endsWith('す')) return `${phrasing.slice(0, -1)}さない`;
      if (phrasing.endsWith('い')) return `${phrasing.slice(0, -1)}くない`;
      // A verb stem (合わせ, 支え) takes ない; a noun (体重減少, 確認) takes しない.
      return /\p{Script=Hiragana}$/u.test(phrasing) ? `${phrasing}ない` : `${phrasing}しない`;
  }
}
