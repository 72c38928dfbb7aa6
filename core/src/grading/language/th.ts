import { thai } from '../numbers.js';
import type { LanguagePack } from './types.js';
import { words } from './words.js';

/** Spoken Thai ends a sentence with a polite particle: a cue before it belongs to that sentence. */
const SENTENCE_END = ['ค่ะ', 'คะ', 'ครับ', 'นะคะ', 'นะครับ', 'จ้ะ', 'จ้า'];

/** Thai. */
export const th: LanguagePack = {
  language: 'th',
  unspaced: true,
  wholeWordMatches: true,
  numbers: {
    decimalComma: false,
    point: 'จุด',
    spell: thai,
    percent: (text) => text.replace(/ร้อยละ\s*(\d+(?:\.\d+)?)/g, '$1%').replace(/%/g, 'เปอร์เซ็นต์'),
  },
  stem: (word) => word,
  stopWords: words(`และ หรือ ที่ ซึ่ง ของ ใน บน กับ จาก ไป มา ให้ ได้ เป็น คือ มี ไม่ จะ ก็ แล้ว ว่า
    นี้ นั้น การ ความ โดย เพื่อ แต่ ถ้า เมื่อ ขณะ อยู่ ด้วย ต้อง ควร อาจ ยัง ทุก
    ผม ฉัน ดิฉัน คุณ เขา เรา เธอ มัน พวก ครับ ค่ะ คะ นะ จ้ะ อ่ะ เอ่อ อืม`),
  commonWords: new Set(),
  negation: {
    cues: ['ไม่ต้อง', 'ไม่ควร', 'ไม่', 'ห้าม', 'อย่า', 'งด', 'หลีกเลี่ยง', 'หยุด', 'เลิก', 'เลี่ยง', 'ชะลอ'],
    affirming: [],
    // อย่าง ("อย่างน้อย": at least) holds อย่า (don't).
    notCues: ['ไม่สบาย', 'ห้ามเลือด', 'งดงาม', 'หยุดเลือด', 'อย่าง', 'ไม่เป็นไร', 'ไม่เป็นอะไร', 'ไม่มีปัญหา', 'ข้อห้าม'],
    reassuring: ['ไม่ต้องกังวล', 'ไม่ต้องห่วง', 'ไม่ต้องเป็นห่วง', 'ไม่ต้องตกใจ', 'อย่ากังวล', 'อย่าตกใจ'],
    // Words shorter than English ones, and unpunctuated: three ("หยุดการให้ยาทันที และรายงานแพทย์").
    window: { before: 3, after: 0 },
    followsVerb: false,
  },
  clauses: {
    breakBefore: ['แต่', 'ถึงแม้', 'แม้', 'เพราะ', 'ดังนั้น', 'ก็เลย', ...SENTENCE_END],
    innerBreak: ['แต่', 'เฉพาะ', 'ยกเว้น', 'ส่วน', 'ถ้า', 'หาก'],
    breakAfter: ['เพื่อ', 'กัน', 'จะ', 'เพราะ', 'แล้ว', 'แต่', 'และ', 'หรือ', 'ไม่ให้', 'แค่', 'เพียงแต่', 'ขอแค่', 'ขอให้', ...SENTENCE_END],
    conditionStart: ['ถ้า', 'หาก', 'เมื่อ'],
    contrast: ['แต่'],
    still: ['ยัง', 'ยังคง', 'ก็ยัง'],
    governedStart: ['ก็', 'จะ', 'หนูจะ', 'ดิฉันจะ', 'ผมจะ', 'เราจะ'],
  },
  opposites: {
    cue: /ไม่ต้อง|ไม่|ห้าม|อย่า|งด/,
    acting: /^(?:งด)$/,
    replacement: {},
    prohibit: (phrasing) => `ไม่${phrasing}`,
  },
  feedback: { question: 'ข้อ {n}: ', said: '{prefix}คุณพูดว่า “{quote}” ({time})', critical: '{prefix}อันตราย: {danger} คุณพูดว่า “{quote}” ({time})' },
};
