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
/** Cues that are verbs of their own (withhold, avoid, งด, hindari, 禁止). */
const ACTING_CUES = /^(?:avoid|without|withhold|hindari|tanpa|งด|禁止)$/i;
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

/**
 * The statement that denies a phrasing: deleting its cue when the cue leads it ("no need to
 * wash" -> "need to wash"; Japanese: its verb ending), otherwise prohibiting all of it, since a cue
 * inside it belongs to a purpose or a detail ("restrain her so she cannot get up" is denied by
 * "do not restrain her so she cannot get up", not by "restrain her so she can get up").
 */
export function denial(phrasing: string, language: Language): string {
  const match = CUES[language].exec(phrasing);
  // A verb that negates ("withhold morphine", "งดอาหาร") is the act itself: deleting it denies nothing.
  const verb = match !== null && ACTING_CUES.test(match[0].trim());
  const leads = match !== null && !verb && (language === 'ja' || match.index === 0);
  return (leads ? opposite(phrasing, language) : null) ?? negate(phrasing, language);
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
