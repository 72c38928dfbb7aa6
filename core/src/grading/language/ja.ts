import { japanese } from '../numbers.js';
import type { LanguagePack } from './types.js';
import { words } from './words.js';

/** Japanese. */
export const ja: LanguagePack = {
  language: 'ja',
  unspaced: true,
  wholeWordMatches: false,
  numbers: {
    decimalComma: false,
    point: '点',
    spell: japanese,
    percent: (text) => text.replace(/%/g, 'パーセント'),
  },
  stem: (word) => word,
  stopWords: words(`の に は を た が で て と し れ さ ある いる も する から な こと として い や れる など
    なっ ない この ため その あっ よう また もの という あり まで られ なる へ か だ これ によって
    により おり より による ず なり られる において ば なかっ なく しかし について せ だっ
    その後 できる それ う ので なお のみ でき き つ における および いう さらに でも ら たり
    です ます でし まし ません えー あの えっと ええ はい`),
  commonWords: new Set(),
  negation: {
    cues: ['ません', 'なかっ', 'ない', 'なく', 'ず', '禁止', '避け', '控え', 'やめ', '中止', '止め', '不要', '見合わせ', '保留', '延期', '遅らせ'],
    affirming: [],
    notCues: [
      '少ない', '少なく', '危ない', '危なく', '汚な', 'ずつ', 'ずっと', 'まず', 'かならず', '必ず', '水', 'みず', 'はず', '問題ない', '構わない',
      'かまわない', '差し支えない', '仕方ない',
    ],
    reassuring: ['心配ない', '心配しないで', '心配いりません', '心配要りません', '心配はいりません', '心配ありません', '慌てないで', '慌てなくて'],
    // Japanese puts negation after the verb ("寝かせない"); what comes before is another clause.
    window: { before: 0, after: 4 },
    followsVerb: true,
  },
  clauses: {
    breakBefore: ['でも', 'けど', 'けれど', 'しかし', 'から', 'ので', 'だから', 'なので'],
    innerBreak: ['でも', 'けど', 'だけ', 'しかし', 'もし'],
    breakAfter: ['ように', 'ため', 'から', 'ので', 'けど', 'ただ', 'ただし'],
    conditionStart: ['もし'],
    contrast: ['でも', 'けど', 'けれど', 'しかし'],
    still: ['まだ', 'それでも', 'やはり'],
    governedStart: [],
    // "でも" inside a phrase is "even" ("入れたままでも大丈夫": fine even left in), not "but": it breaks
    // only at the start of a clause or after a sentence ending ("…ます。でも…").
    breakOnlyAfterSentenceEnd: { word: 'でも', sentenceEnds: new Set(['ます', 'です', 'だ', 'た', 'ました', 'でした', 'よ', 'ね', 'けど']) },
  },
  opposites: {
    cue: /ていない|ない|ません|禁止/,
    acting: /^(?:禁止)$/,
    // Japanese negation is a verb ending: its opposite is the plain ending.
    replacement: { ていない: 'ている', ない: 'る', ません: 'ます', 禁止: '' },
    prohibit: (phrasing) => {
      if (phrasing.endsWith('る')) return `${phrasing.slice(0, -1)}ない`;
      if (phrasing.endsWith('す')) return `${phrasing.slice(0, -1)}さない`;
      if (phrasing.endsWith('い')) return `${phrasing.slice(0, -1)}くない`;
      // A verb stem (合わせ, 支え) takes ない; a noun (体重減少, 確認) takes しない.
      return /\p{Script=Hiragana}$/u.test(phrasing) ? `${phrasing}ない` : `${phrasing}しない`;
    },
  },
  feedback: { question: '問{n}：', said: '{prefix}「{quote}」と述べました（{time}）。', critical: '{prefix}危険：{danger}「{quote}」と述べました（{time}）。' },
};
