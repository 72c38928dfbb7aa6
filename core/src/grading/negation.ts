import type { Language } from '../i18n/languages.js';
import { packOf } from './language/index.js';

/**
 * Statements of the opposite polarity, made from a phrasing the simple way a check needs:
 * deleting its first negation cue (the language pack's opposites.cue), or adding one. Used by the
 * content checks and the content audit, not by grading.
 */

/** The phrasing with its first negation cue deleted, or null when it has none. */
export function opposite(phrasing: string, language: Language): string | null {
  const { cue, replacement } = packOf(language).opposites;
  const match = cue.exec(phrasing);
  if (!match) return null;
  const out = (phrasing.slice(0, match.index) + (replacement[match[0]] ?? '') + phrasing.slice(match.index + match[0].length)).trim();
  return out && out !== phrasing ? out : null;
}

/**
 * The statement that denies a phrasing: deleting its cue when the cue leads it ("no need to
 * wash" -> "need to wash"; where negation follows the verb, Japanese: its verb ending), otherwise
 * prohibiting all of it, since a cue inside it belongs to a purpose or a detail ("restrain her so
 * she cannot get up" is denied by "do not restrain her so she cannot get up", not by "restrain her
 * so she can get up").
 */
export function denial(phrasing: string, language: Language): string {
  const pack = packOf(language);
  const match = pack.opposites.cue.exec(phrasing);
  // A verb that negates ("withhold morphine", "งดอาหาร") is the act itself: deleting it denies nothing.
  const verb = match !== null && pack.opposites.acting.test(match[0].trim());
  const leads = match !== null && !verb && (pack.negation.followsVerb || match.index === 0);
  return (leads ? opposite(phrasing, language) : null) ?? negate(phrasing, language);
}

/** The phrasing said as a prohibition ("do not ...", "ไม่...", "不要...", "...ない"). */
export function negate(phrasing: string, language: Language): string {
  return packOf(language).opposites.prohibit(phrasing);
}
