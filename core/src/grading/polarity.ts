import type { Language } from '../i18n/languages.js';
import type { Polarity } from './types.js';

/**
 * Negation and prohibition cues, after normalizeText (lower case, apostrophes joined:
 * "don't" -> "dont"). Spaced languages list whole words; th/zh/ja list character strings,
 * longest first where one contains another.
 */
const CUES: Record<Language, string[]> = {
  en: [
    'not', 'no', 'never', 'dont', 'doesnt', 'didnt', 'cannot', 'cant', 'wont', 'shouldnt', 'mustnt', 'isnt', 'arent',
    'wasnt', 'werent', 'avoid', 'avoids', 'avoiding', 'withhold', 'withholds', 'withholding', 'withheld', 'stop', 'stops',
    'stopping', 'stopped', 'without', 'nothing', 'none', 'nor', 'neither', 'refrain', 'omit', 'skip',
  ],
  id: ['tidak', 'tak', 'jangan', 'bukan', 'tanpa', 'hindari', 'hindarkan', 'menghindari', 'belum', 'hentikan', 'menghentikan', 'dilarang', 'larang', 'stop', 'tunda', 'menunda'],
  th: ['ไม่ต้อง', 'ไม่ควร', 'ไม่', 'ห้าม', 'อย่า', 'งด', 'หลีกเลี่ยง', 'หยุด', 'เลิก', 'เลี่ยง'],
  zh: ['不要', '不能', '不用', '不可', '不得', '不必', '不应', '不准', '别', '勿', '没有', '没', '未', '禁止', '避免', '停止', '停用', '暂停', '不'],
  ja: ['ません', 'なかっ', 'ない', 'なく', 'ず', '禁止', '避け', '控え', 'やめ', '中止', '止め', '不要'],
};

/**
 * Words that contain a cue but do not negate an action: they describe a state ("不适",
 * "ไม่สบาย", "少ない") or are a set phrase of their own ("ห้ามเลือด": staunch bleeding).
 */
const NOT_CUES: Record<Language, string[]> = {
  en: [],
  id: [],
  th: ['ไม่สบาย', 'ห้ามเลือด', 'งดงาม', 'หยุดเลือด'],
  zh: [
    '不适', '不良', '不足', '不安', '不全', '不齐', '不清', '不振', '不佳', '不宁', '不稳', '不规则', '不明', '不畅',
    '不止', '不久', '不少', '不过', '未来', '差不多', '不舒服', '止血',
  ],
  ja: ['少ない', '少なく', '危ない', '危なく', '汚な', 'ずつ', 'ずっと', 'まず', 'かならず', '必ず', '水', 'みず', 'はず'],
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byLength = (list: string[]): string[] => [...list].sort((a, b) => b.length - a.length);

const CUE_WORDS = { en: new Set(CUES.en), id: new Set(CUES.id) };
const CUE_PATTERN = Object.fromEntries(
  (['th', 'zh', 'ja'] as const).map((l) => [l, new RegExp(byLength(CUES[l]).map(escape).join('|'), 'g')]),
) as Record<'th' | 'zh' | 'ja', RegExp>;
const NOT_CUE_PATTERN = Object.fromEntries(
  (['th', 'zh', 'ja'] as const).map((l) => [l, new RegExp(byLength(NOT_CUES[l]).map(escape).join('|'), 'g')]),
) as Record<'th' | 'zh' | 'ja', RegExp>;

/** True when the language's cues are whole words (spaced languages). */
const spaced = (language: Language): language is 'en' | 'id' => language === 'en' || language === 'id';

/** Number of negation cues in normalised words (a list of words for en/id, any pieces for th/zh/ja). */
export function countCues(words: readonly string[], language: Language): number {
  if (spaced(language)) return words.filter((w) => CUE_WORDS[language].has(w)).length;
  const text = words.join('').replace(NOT_CUE_PATTERN[language], ' ');
  return text.match(CUE_PATTERN[language])?.length ?? 0;
}

/** The NOT_CUES words inside a text (th/zh/ja): a match of it must keep them whole. */
export function notCueWords(text: string, language: Language): string[] {
  if (spaced(language)) return [];
  return text.match(NOT_CUE_PATTERN[language]) ?? [];
}

export function polarityOf(cues: number): Polarity {
  return cues % 2 ? 'negative' : 'positive';
}

/**
 * A phrasing split into its polarity and its core: the phrasing without its cues, which is
 * what is searched for in the transcript ("do not give digoxin" -> negative, "do give digoxin").
 * For th/zh/ja the core is one string, to be segmented again. A phrasing that is nothing but
 * cues ("withhold", "中止") keeps them as its core; its polarity is still negative.
 */
export function phrasingCore(words: readonly string[], language: Language): { core: string[]; polarity: Polarity } {
  const cues = countCues(words, language);
  if (!cues) return { core: [...words], polarity: 'positive' };
  let core: string[];
  if (spaced(language)) core = words.filter((w) => !CUE_WORDS[language].has(w));
  else {
    // Cut the cues out of the joined text, leaving the NOT_CUE words whole.
    const notCues = byLength(NOT_CUES[language]).map(escape).join('|');
    const pieces = words.join('').split(new RegExp(`(${notCues})`));
    const rest = pieces.map((p, i) => (i % 2 ? p : p.replace(CUE_PATTERN[language], ' '))).join('').trim();
    core = rest ? [rest] : [];
  }
  return { core: core.length ? core : [...words], polarity: polarityOf(cues) };
}

/**
 * Japanese puts negation after the verb ("寝かせない"); what comes before is another clause
 * ("血圧を測らずに" = without measuring). The other languages negate before the verb.
 */
export function cueWindow(language: Language): { before: number; after: number } {
  if (language === 'ja') return { before: 0, after: 4 };
  if (spaced(language)) return { before: 3, after: 0 };
  return { before: 3, after: 0 };
}
