import { indonesian } from '../numbers.js';
import { indonesianStem } from '../stem.js';
import type { LanguagePack } from './types.js';
import { words } from './words.js';

/** Indonesian. */
export const id: LanguagePack = {
  language: 'id',
  unspaced: false,
  wholeWordMatches: false,
  numbers: {
    decimalComma: true,
    point: 'koma',
    spell: indonesian,
    percent: (text) => text.replace(/%/g, ' persen '),
  },
  stem: indonesianStem,
  stopWords: words(`yang dan atau di ke dari pada untuk dengan dalam adalah ini itu tersebut akan sudah telah
    sedang juga tidak bukan ya saya aku kami kita anda kamu dia ia mereka nya
    se sebagai karena jika kalau maka agar supaya bahwa oleh tentang hingga sampai
    lalu kemudian saat ketika bila apa siapa mana bagaimana mengapa kenapa
    ada bisa dapat harus perlu boleh lebih sangat paling pun lah kah saja hanya
    eh em hmm ok oke`),
  commonWords: new Set(),
  negation: {
    cues: [
      'tidak', 'tak', 'jangan', 'bukan', 'tanpa', 'hindari', 'hindarkan', 'menghindari', 'belum', 'hentikan', 'menghentikan', 'dilarang',
      'larang', 'stop', 'tunda', 'menunda', 'ditunda', 'tangguhkan',
    ],
    affirming: [['tidak', 'apa', 'apa'], ['tidak', 'apaapa'], ['tak', 'apa'], ['tidak', 'masalah'], ['tidak', 'mengapa'], ['tidak', 'apa']],
    notCues: [],
    reassuring: ['tidak perlu khawatir', 'tidak usah khawatir', 'tak perlu khawatir', 'jangan khawatir', 'tidak perlu cemas', 'jangan cemas', 'jangan panik', 'tidak perlu panik'],
    window: { before: 4, after: 0 },
    followsVerb: false,
  },
  clauses: {
    breakBefore: ['tapi', 'tetapi', 'namun', 'meskipun', 'walaupun', 'walau', 'karena'],
    innerBreak: ['tapi', 'tetapi', 'namun', 'hanya', 'kecuali', 'jika', 'kalau'],
    breakAfter: ['supaya', 'agar', 'biar', 'untuk', 'karena', 'atau', 'tapi', 'dan', 'lalu', 'asal', 'asalkan', 'cuma', 'hanya'],
    conditionStart: ['jika', 'kalau', 'bila', 'apabila', 'kalo'],
    contrast: ['tapi', 'tetapi', 'namun'],
    still: ['masih', 'tetap'],
    governedStart: ['maka', 'saya', 'kami', 'kita'],
  },
  opposites: {
    cue: /\b(?:tidak|jangan|bukan|tanpa|hindari)\s+/i,
    acting: /^(?:hindari|tanpa)$/i,
    replacement: {},
    prohibit: (phrasing) => `jangan ${phrasing}`,
  },
  feedback: { question: 'Soal {n}: ', said: '{prefix}Anda mengatakan “{quote}” ({time}).', critical: '{prefix}Berbahaya: {danger} Anda mengatakan “{quote}” ({time}).' },
};
