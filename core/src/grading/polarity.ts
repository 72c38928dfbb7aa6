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
    'wasnt', 'werent', 'wouldnt', 'couldnt', 'hasnt', 'havent', 'hadnt', 'neednt', 'aint', 'avoid', 'avoids', 'avoiding', 'withhold', 'withholds', 'withholding', 'withheld', 'stop', 'stops',
    'stopping', 'stopped', 'without', 'nothing', 'none', 'nor', 'neither', 'refrain', 'omit', 'omits', 'omitted', 'skip',
    'quit', 'quits', 'quitting', 'delay', 'delays', 'delaying', 'delayed', 'postpone', 'postponed', 'defer', 'deferred',
  ],
  id: [
    'tidak', 'tak', 'jangan', 'bukan', 'tanpa', 'hindari', 'hindarkan', 'menghindari', 'belum', 'hentikan', 'menghentikan', 'dilarang',
    'larang', 'stop', 'tunda', 'menunda', 'ditunda', 'tangguhkan',
  ],
  th: ['ไม่ต้อง', 'ไม่ควร', 'ไม่', 'ห้าม', 'อย่า', 'งด', 'หลีกเลี่ยง', 'หยุด', 'เลิก', 'เลี่ยง', 'ชะลอ'],
  zh: ['不要', '不能', '不用', '不可', '不得', '不必', '不应', '不准', '别', '勿', '没有', '没', '未', '禁止', '避免', '停止', '停用', '暂停', '暂缓', '推迟', '延迟', '延后', '不'],
  ja: ['ません', 'なかっ', 'ない', 'なく', 'ず', '禁止', '避け', '控え', 'やめ', '中止', '止め', '不要', '見合わせ', '保留', '延期', '遅らせ'],
};

/**
 * "hold" negates giving only when a medicine, a dose or a feed follows it ("hold the digoxin",
 * "hold her insulin", "hold off"); "hold the baby" and "football hold" are not cues.
 */
const HOLD = new Set(['hold', 'holds', 'holding', 'held']);
const HOLD_SKIP = new Set(['the', 'this', 'that', 'her', 'his', 'their', 'your', 'a', 'an', 'any', 'next', 'todays', 'morning', 'evening', 'usual', 'regular', 'further']);
const HOLD_OBJECTS = new Set([
  'off', 'dose', 'doses', 'dosage', 'medication', 'medications', 'medicine', 'medicines', 'drug', 'drugs', 'tablet', 'tablets', 'pill',
  'pills', 'feed', 'feeds', 'feeding', 'feedings', 'insulin', 'digoxin', 'morphine', 'opioid', 'opioids', 'infusion', 'drip',
  'magnesium', 'metformin', 'warfarin', 'heparin', 'antihypertensive', 'antihypertensives', 'nifedipine', 'oxytocin', 'analgesia',
]);

/**
 * Set phrases that hold a cue but affirm ("no problem", "ไม่เป็นไร", "没关系", "構わない"): a
 * student saying harmful advice "is no problem" says it positively; "why not sit him up" suggests it.
 */
const AFFIRMING: Record<'en' | 'id', string[][]> = {
  en: [['no', 'problem'], ['not', 'a', 'problem'], ['no', 'harm'], ['nothing', 'wrong'], ['no', 'big', 'deal'], ['not', 'a', 'big', 'deal'], ['no', 'worries'], ['why', 'not'], ['why', 'dont']],
  id: [['tidak', 'apa', 'apa'], ['tidak', 'apaapa'], ['tak', 'apa'], ['tidak', 'masalah'], ['tidak', 'mengapa'], ['tidak', 'apa']],
};

/**
 * Words that contain a cue but do not negate an action: they describe a state ("不适",
 * "ไม่สบาย", "少ない") or are a set phrase of their own ("ห้ามเลือด": staunch bleeding).
 */
const NOT_CUES: Record<Language, string[]> = {
  en: [],
  id: [],
  // อย่าง ("อย่างน้อย": at least) holds อย่า (don't).
  th: ['ไม่สบาย', 'ห้ามเลือด', 'งดงาม', 'หยุดเลือด', 'อย่าง', 'ไม่เป็นไร', 'ไม่เป็นอะไร', 'ไม่มีปัญหา', 'ข้อห้าม'],
  zh: [
    '不适', '不良', '不足', '不安', '不全', '不齐', '不清', '不振', '不佳', '不宁', '不稳', '不规则', '不明', '不畅',
    '不止', '不久', '不少', '不过', '未来', '差不多', '不舒服', '止血', '没关系', '没问题', '没事',
  ],
  ja: [
    '少ない', '少なく', '危ない', '危なく', '汚な', 'ずつ', 'ずっと', 'まず', 'かならず', '必ず', '水', 'みず', 'はず', '問題ない', '構わない',
    'かまわない', '差し支えない', '仕方ない',
  ],
};

/**
 * Reassurance ("nothing to worry about", "ไม่ต้องกังวล", "不用担心", "心配ない", "jangan khawatir"):
 * its cue negates the worry, not the advice around it. Counted as affirming only where harmful
 * advice is judged (a student saying "don't worry, let him sleep on his tummy" advises it), not
 * for rubric items, where "jangan khawatir" must not meet "khawatir".
 */
const REASSURING: Record<Language, string[]> = {
  en: ['nothing to worry', 'no need to worry', 'dont worry', 'not to worry', 'no cause for concern', 'nothing serious', 'dont panic', 'no need to panic', 'dont be alarmed'],
  id: ['tidak perlu khawatir', 'tidak usah khawatir', 'tak perlu khawatir', 'jangan khawatir', 'tidak perlu cemas', 'jangan cemas', 'jangan panik', 'tidak perlu panik'],
  th: ['ไม่ต้องกังวล', 'ไม่ต้องห่วง', 'ไม่ต้องเป็นห่วง', 'ไม่ต้องตกใจ', 'อย่ากังวล', 'อย่าตกใจ'],
  zh: ['不用担心', '别担心', '不要担心', '不必担心', '不用紧张', '别紧张', '别慌', '不要慌', '不用慌'],
  ja: ['心配ない', '心配しないで', '心配いりません', '心配要りません', '心配はいりません', '心配ありません', '慌てないで', '慌てなくて'],
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
const REASSURING_NOT_CUE_PATTERN = Object.fromEntries(
  (['th', 'zh', 'ja'] as const).map((l) => [l, new RegExp(byLength([...NOT_CUES[l], ...REASSURING[l]]).map(escape).join('|'), 'g')]),
) as Record<'th' | 'zh' | 'ja', RegExp>;
const AFFIRMING_OR_REASSURING = { en: [...AFFIRMING.en, ...REASSURING.en.map((p) => p.split(' '))], id: [...AFFIRMING.id, ...REASSURING.id.map((p) => p.split(' '))] };

/** True when the language's cues are whole words (spaced languages). */
const spaced = (language: Language): language is 'en' | 'id' => language === 'en' || language === 'id';

/** Which of the words are cues (en/id): affirming set phrases left out, "hold" only before a medicine. */
function cueFlags(words: readonly string[], language: 'en' | 'id', reassuranceAffirms: boolean): boolean[] {
  const flags = words.map((w) => CUE_WORDS[language].has(w));
  const affirming = (reassuranceAffirms ? AFFIRMING_OR_REASSURING : AFFIRMING)[language];
  for (let i = 0; i < words.length; i++) {
    for (const phrase of affirming) {
      if (phrase.every((p, k) => words[i + k] === p)) for (let k = 0; k < phrase.length; k++) flags[i + k] = false;
    }
    if (language === 'en' && HOLD.has(words[i])) {
      let j = i + 1;
      while (j < words.length && j <= i + 3 && HOLD_SKIP.has(words[j])) j++;
      flags[i] = j < words.length && HOLD_OBJECTS.has(words[j]);
    }
  }
  return flags;
}

/**
 * Number of negation cues in normalised words (a list of words for en/id, any pieces for th/zh/ja).
 * With `counted`, only the first `counted` words are counted; the rest are context that may
 * complete a set phrase ("...is no | problem"). With `reassuranceAffirms` (harmful advice judged),
 * reassurance is not a negation either.
 */
export function countCues(words: readonly string[], language: Language, counted = words.length, reassuranceAffirms = false): number {
  if (spaced(language)) return cueFlags(words, language, reassuranceAffirms).slice(0, counted).filter(Boolean).length;
  const limit = words.slice(0, counted).join('').length;
  // Set phrases blanked with as many spaces, so positions still line up with the words.
  const pattern = (reassuranceAffirms ? REASSURING_NOT_CUE_PATTERN : NOT_CUE_PATTERN)[language];
  const text = words.join('').replace(pattern, (m) => ' '.repeat(m.length));
  return [...text.matchAll(CUE_PATTERN[language])].filter((m) => m.index < limit).length;
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
  if (spaced(language)) {
    const flags = cueFlags(words, language, false);
    core = words.filter((_, i) => !flags[i]);
  }
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
  // "I would not under any circumstances give...": four content words reach the cue. Thai and
  // Chinese words are shorter, and unpunctuated: three ("หยุดการให้ยาทันที และรายงานแพทย์").
  if (spaced(language)) return { before: 4, after: 0 };
  return { before: 3, after: 0 };
}
