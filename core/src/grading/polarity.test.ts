import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.js';
import { gradeWithRubric } from './rubricGrader.js';
import { item, question, spoken } from './testRubric.js';

/** Whether the answer meets the one item of a one-question rubric, and with which polarity. */
function meets(language: Language, phrasings: string[], answer: string) {
  const grade = gradeWithRubric([question(1, [item('x', { [language]: phrasings })])], spoken(language, answer));
  const result = grade.questions[0].items[0];
  return { met: result.met, polarity: result.evidence?.polarity };
}

// The review's examples (content-review.md, negation-flips.txt), one language at a time.
const CASES: { language: Language; phrasings: string[]; agree: string[]; opposite: string[] }[] = [
  {
    language: 'en',
    phrasings: ['withhold the digoxin', 'not give the digoxin'],
    agree: ['I would withhold the digoxin', 'do not give the digoxin', "don't give the digoxin today"],
    opposite: ['give the digoxin', 'I would give the digoxin now'],
  },
  {
    language: 'en',
    phrasings: ['not on his tummy', 'no soft blankets'],
    agree: ['never on his tummy', 'no soft blankets in the cot'],
    opposite: ['sleep on his tummy, between the parents, with soft blankets'],
  },
  {
    language: 'th',
    phrasings: ['งดให้ดิจ็อกซิน', 'ไม่ให้ดิจ็อกซิน'],
    agree: ['งดให้ดิจ็อกซินค่ะ', 'ห้ามให้ดิจ็อกซิน', 'ไม่ให้ดิจ็อกซินก่อน'],
    opposite: ['ให้ดิจ็อกซิน', 'ให้ดิจ็อกซินตามเวลา'],
  },
  {
    language: 'th',
    phrasings: ['ไม่ต้องหยดน้ำนม'],
    agree: ['ไม่ต้องหยดน้ำนมใส่ตานะคะ'],
    opposite: ['ต้องหยดน้ำนมใส่ตา'],
  },
  {
    language: 'th',
    phrasings: ['ไม่ใช้กระเป๋าน้ำร้อน'],
    agree: ['อย่าใช้กระเป๋าน้ำร้อนประคบ'],
    opposite: ['ใช้กระเป๋าน้ำร้อนประคบ'],
  },
  {
    language: 'zh',
    phrasings: ['不要滴母乳'],
    agree: ['不要滴母乳', '别滴母乳到眼睛里'],
    opposite: ['要滴母乳'],
  },
  {
    language: 'zh',
    phrasings: ['不给地高辛'],
    agree: ['今天不给地高辛'],
    opposite: ['给地高辛'],
  },
  {
    language: 'ja',
    phrasings: ['ソファーで寝かせない'],
    agree: ['ソファーで寝かせないでください'],
    opposite: ['ソファーで寝かせる'],
  },
  {
    language: 'ja',
    phrasings: ['皮膚は破綻していない'],
    agree: ['皮膚は破綻していない'],
    opposite: ['皮膚は破綻している'],
  },
  {
    language: 'id',
    phrasings: ['jangan berikan digoksin', 'tunda digoksin'],
    agree: ['jangan berikan digoksin dulu', 'tunda digoksin'],
    opposite: ['berikan digoksin', 'saya berikan digoksin sekarang'],
  },
  {
    language: 'id',
    phrasings: ['tidak menarik berdiri'],
    agree: ['tidak menarik berdiri'],
    opposite: ['menarik berdiri'],
  },
];

describe('polarity: a phrasing and the words that meet it agree', () => {
  for (const c of CASES) {
    for (const answer of c.agree) {
      it(`[${c.language}] "${answer}" meets ${JSON.stringify(c.phrasings)}`, () => {
        expect(meets(c.language, c.phrasings, answer)).toEqual({ met: true, polarity: 'negative' });
      });
    }
    for (const answer of c.opposite) {
      it(`[${c.language}] "${answer}" does not meet ${JSON.stringify(c.phrasings)}`, () => {
        expect(meets(c.language, c.phrasings, answer).met).toBe(false);
      });
    }
  }

  it('a positive phrasing is not met by its negation', () => {
    expect(meets('en', ['give the digoxin'], 'do not give the digoxin').met).toBe(false);
    expect(meets('en', ['give the digoxin'], 'give the digoxin')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('th', ['นอนหงาย'], 'ไม่ให้นอนหงาย').met).toBe(false);
    expect(meets('zh', ['仰卧'], '不要仰卧').met).toBe(false);
  });

  it('two cues cancel: "do not stop the oxygen" keeps it going, "stop the oxygen" does not', () => {
    expect(meets('en', ['not stop the oxygen'], 'do not stop the oxygen')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('en', ['not stop the oxygen'], 'stop the oxygen').met).toBe(false);
    expect(meets('th', ['ไม่หยุดออกซิเจน'], 'หยุดออกซิเจน').met).toBe(false);
  });

  it('a negation in another clause does not flip the match', () => {
    expect(meets('en', ['count for a full minute'], 'if the pulse is not regular, count for a full minute').met).toBe(true);
  });

  it('a clause end the recogniser marked outside the word (endsClause) ends the negation too', () => {
    const words = (marked: boolean) =>
      ['不要', '给药', '观察', '血压'].map((text, i) => ({ text, start: i, end: i + 0.5, ...(marked && i === 1 ? { endsClause: true } : {}) }));
    const grade = (marked: boolean) =>
      gradeWithRubric([question(1, [item('x', { zh: ['观察血压'] })])], { language: 'zh', text: '', words: words(marked) }).questions[0].items[0].met;
    expect(grade(false)).toBe(false);
    expect(grade(true)).toBe(true);
  });

  it('words that only contain a cue do not negate (不适, ไม่สบาย)', () => {
    expect(meets('zh', ['报告医生'], '患者不适报告医生').met).toBe(true);
    expect(meets('th', ['รายงานแพทย์'], 'ผู้ป่วยไม่สบาย รายงานแพทย์').met).toBe(true);
  });

  it('"hold", "omit", "delay" and their equivalents negate giving; "hold the baby" and "football hold" do not', () => {
    expect(meets('en', ['withhold the digoxin'], 'hold the digoxin this morning')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('en', ['withhold insulin'], 'hold her insulin and call the doctor')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('en', ['withhold the digoxin'], 'omit the digoxin dose')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('en', ['no bath today'], 'delay the bath today')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('en', ['hold the baby skin to skin'], 'hold the baby skin to skin')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('en', ['football hold'], 'use the football hold')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('en', ['withhold the digoxin'], 'give the digoxin').met).toBe(false);
    expect(meets('th', ['งดให้ดิจ็อกซิน'], 'ชะลอการให้ดิจ็อกซินไว้ก่อน')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('zh', ['不给地高辛'], '暂缓给地高辛')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('ja', ['ジゴキシンを中止'], 'ジゴキシンを見合わせ')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('id', ['tunda digoksin'], 'tangguhkan digoksin dulu')).toEqual({ met: true, polarity: 'negative' });
  });

  it('Thai อย่าง (as in อย่างน้อย) is not อย่า (do not)', () => {
    expect(meets('th', ['นอนหงาย'], 'ให้ลูกนอนหงายอย่างน้อยจนหนึ่งขวบ')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('th', ['ให้นมลูก'], 'อย่างน้อยให้นมลูกวันละแปดครั้ง')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('th', ['นอนหงาย'], 'อย่านอนหงาย').met).toBe(false);
  });

  it('a cue four content words before the act still negates it', () => {
    expect(meets('en', ['not give the digoxin'], 'I would not under any circumstances give her the digoxin')).toEqual({ met: true, polarity: 'negative' });
  });

  it('a clause that starts with "or" continues the negation of the one before', () => {
    expect(meets('en', ['not on his tummy'], 'he should not sleep in your bed, or on his tummy')).toEqual({ met: true, polarity: 'negative' });
    expect(meets('th', ['ไม่นอนคว่ำ'], 'ไม่ใช้หมอน, หรือนอนคว่ำ')).toEqual({ met: true, polarity: 'negative' });
  });

  it('set phrases that hold a cue but affirm ("no problem", ไม่เป็นไร, 没关系, 構わない) do not negate', () => {
    expect(meets('en', ['give the digoxin'], 'giving the digoxin is no problem')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('th', ['ดื่มเบียร์'], 'ดื่มเบียร์นิดหน่อยไม่เป็นไร')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('zh', ['喝啤酒'], '喝啤酒没关系')).toEqual({ met: true, polarity: 'positive' });
    expect(meets('id', ['minum bir'], 'minum bir tidak apa-apa')).toEqual({ met: true, polarity: 'positive' });
  });
});
