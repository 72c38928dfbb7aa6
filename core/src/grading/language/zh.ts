import { han } from '../numbers.js';
import type { LanguagePack } from './types.js';
import { words } from './words.js';
import * as OpenCC from 'opencc-js/t2cn';

let toSimplified: ((text: string) => string) | null = null;

/** Chinese recognisers may write Traditional characters; the rubric is Simplified (OpenCC, Taiwan to mainland). */
function simplified(text: string): string {
  toSimplified ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
  return toSimplified(text);
}

/** Chinese (Simplified). */
export const zh: LanguagePack = {
  language: 'zh',
  unspaced: true,
  wholeWordMatches: false,
  toRubricScript: simplified,
  numbers: {
    decimalComma: false,
    point: '点',
    spell: (n) => han(n),
    percent: (text) => text.replace(/(\d+(?:\.\d+)?)\s*%/g, '百分之$1').replace(/%/g, ''),
  },
  stem: (word) => word,
  stopWords: words(`的 了 和 与 及 或 是 在 有 我 你 他 她 它 我们 你们 他们 这 那 这个 那个 就 也 都 而 及
    着 过 吗 呢 吧 啊 嗯 呃 把 被 让 给 对 从 向 以 为 于 之 其 所 并 还 又 很 会 要 可以 能 应该
    一个 一下 然后 因为 所以 如果 但是 还有 这样 那么 什么 怎么`),
  commonWords: new Set(),
  negation: {
    cues: ['不要', '不能', '不用', '不可', '不得', '不必', '不应', '不准', '别', '勿', '没有', '没', '未', '禁止', '避免', '停止', '停用', '暂停', '暂缓', '推迟', '延迟', '延后', '不'],
    affirming: [],
    notCues: [
      '不适', '不良', '不足', '不安', '不全', '不齐', '不清', '不振', '不佳', '不宁', '不稳', '不规则', '不明', '不畅',
      '不止', '不久', '不少', '不过', '未来', '差不多', '不舒服', '止血', '没关系', '没问题', '没事',
    ],
    reassuring: ['不用担心', '别担心', '不要担心', '不必担心', '不用紧张', '别紧张', '别慌', '不要慌', '不用慌'],
    // Words shorter than English ones, and unpunctuated: three ("หยุดการให้ยาทันที และรายงานแพทย์").
    window: { before: 3, after: 0 },
    followsVerb: false,
  },
  clauses: {
    breakBefore: ['但', '但是', '可是', '然而', '虽然', '即使', '尽管', '因为', '所以', '因此'],
    innerBreak: ['但', '但是', '可是', '只', '只有', '除了', '如果'],
    // 这样 opens a result only before its subject or 就/才/能/可以/会 ("帮他按一下这样他就不疼"); "这样不行" negates.
    breakAfter: ['以免', '免得', '防止', '以防', '为了', '因为', '但', '但是', '或', '和', '让', '使', '只要', '只是', '这样他', '这样她', '这样就', '这样才', '这样能', '这样可以', '这样会'],
    conditionStart: ['如果', '要是', '假如', '若', '万一'],
    contrast: ['但', '但是', '可是', '不过'],
    still: ['还', '仍', '仍然', '还是', '照样', '依然'],
    governedStart: ['就', '那就', '那么', '则', '我会', '我就'],
  },
  opposites: {
    cue: /不要|不能|不用|别|勿|没有|没|禁止|不/,
    acting: /^(?:禁止)$/,
    replacement: {},
    prohibit: (phrasing) => `不要${phrasing}`,
  },
  feedback: { question: '第{n}题：', said: '{prefix}你说了“{quote}”（{time}）', critical: '{prefix}危险：{danger}你说了“{quote}”（{time}）' },
};
