import { describe, expect, it } from 'vitest';
import type { CriticalItem } from '../content/labSchema.js';
import type { Language } from '../i18n/languages.js';
import { gradeWithRubric } from './rubricGrader.js';
import { criticalItem, item, question, spoken } from './testRubric.js';

/** Harmful advice written as key concepts: the act and its object said together, in other words. */
function withConcepts(id: string, phrasings: Partial<Record<Language, string[]>>, concepts: Partial<Record<Language, string[]>>): CriticalItem {
  return { ...criticalItem(id, phrasings, { en: `danger ${id}`, th: `อันตราย ${id}` }), concepts };
}

const CALF = withConcepts(
  'massage-calf',
  { en: ['massage the swollen calf'], th: ['นวดน่องที่บวม'] },
  { en: ['massage | rub | knead + calf | leg | it'], th: ['นวด | คลึง + น่อง | ขา'] },
);
const HANDS = withConcepts(
  'gloves-replace-hand-hygiene',
  { en: ['gloves replace hand washing'], th: ['ใส่ถุงมือแทนการล้างมือ'] },
  { en: ['~ wash | hand hygiene + after | afterwards | remove | removing'], th: ['~ ล้างมือ + ถอดถุงมือ | หลังถอด'] },
);

function flagged(language: Language, critical: CriticalItem, answer: string) {
  const grade = gradeWithRubric([question(1, [item('ok', { [language]: ['report to the doctor'] })], [critical])], spoken(language, answer));
  return grade.critical.map((c) => ({ id: c.itemId, quote: c.evidence.quote, polarity: c.evidence.polarity }));
}

describe('critical items: key concepts generalise beyond the phrasings, without flagging the safe answer', () => {
  it('flags the act and its object in other words than the phrasings', () => {
    expect(flagged('en', CALF, 'His calf is sore so I would rub it firmly to help the circulation')).toEqual([{ id: 'massage-calf', quote: 'rub it', polarity: 'positive' }]);
    expect(flagged('th', CALF, 'น่องบวมแดงก็คลึงให้ค่ะ')).toHaveLength(1);
  });

  it('does not flag the act under a negation before it, even several words back or across an aside', () => {
    expect(flagged('en', CALF, "I wouldn't ever rub or massage his leg")).toEqual([]);
    expect(flagged('en', CALF, 'Never, whatever happens, massage the calf')).toEqual([]);
    expect(flagged('th', CALF, 'ห้ามนวดน่องเด็ดขาด')).toEqual([]);
  });

  it('does not flag words discussed rather than advised: a cue right after them', () => {
    expect(flagged('en', CALF, 'massaging the leg will not help')).toEqual([]);
  });

  it('a negation in a purpose clause after the act, or before a "but", does not clear it', () => {
    expect(flagged('en', CALF, 'I would massage his leg so he does not get stiff')).toHaveLength(1);
    expect(flagged('en', CALF, 'it is not red but I would massage the calf')).toHaveLength(1);
    expect(flagged('th', CALF, 'นวดน่องให้ไม่ให้ตึง')).toHaveLength(1);
  });

  it('a harmful omission ("~") needs the cue right at the act', () => {
    expect(flagged('en', HANDS, 'there is no need to wash your hands afterwards')).toEqual([{ id: 'gloves-replace-hand-hygiene', quote: 'no need to wash your hands afterwards', polarity: 'negative' }]);
    expect(flagged('en', HANDS, 'wash your hands after removing the gloves')).toEqual([]);
    expect(flagged('en', HANDS, 'gloves do not replace it, so wash your hands after removing them')).toEqual([]);
    expect(flagged('th', HANDS, 'ถอดถุงมือแล้วไม่ต้องล้างมือ')).toHaveLength(1);
    expect(flagged('th', HANDS, 'ถอดถุงมือแล้วล้างมือทุกครั้ง')).toEqual([]);
  });

  it('a condition and the clause it governs are one statement; a new condition inside a span starts another', () => {
    const IRON = withConcepts(
      'stop-iron',
      { en: ['stop the iron if you get constipated'], th: ['หยุดยาเหล็กเมื่อถ่ายดำ'] },
      { en: ['~ take | taking + iron | tablets | them + black | constipated'], th: ['~ กินยา | กินยาเหล็ก + ถ่ายดำ | ท้องผูก'] },
    );
    expect(flagged('en', IRON, 'if the tablets turn your stool black, just quit taking them')).toHaveLength(1);
    expect(flagged('en', IRON, 'the tablets turn your stool black, just quit taking them')).toEqual([]);
    expect(flagged('en', IRON, 'if your stools turn black, that is normal, keep taking them')).toEqual([]);
    expect(flagged('th', IRON, 'ห้ามกินยาเหล็กพร้อมนม ถ้าท้องผูกให้ดื่มน้ำมากขึ้น')).toEqual([]);
  });

  it('a cue inside a condition describes the situation: it does not negate the advice the condition governs', () => {
    const CORD = withConcepts('pull-cord', { en: ['pull hard on the cord'] }, { en: ['pull | tug + cord | harder'], th: ['ดัน + ยอดมดลูก'] });
    expect(flagged('en', CORD, "if the placenta hasn't separated yet I'd just pull harder")).toHaveLength(1);
    expect(flagged('en', CORD, "if the placenta hasn't separated yet I'd never pull harder")).toEqual([]);
    expect(flagged('en', CORD, "don't pull harder if the placenta hasn't separated")).toEqual([]);
    expect(flagged('th', CORD, 'ถ้าคุณแม่เบ่งไม่ไหว หนูจะช่วยดันยอดมดลูกค่ะ')).toHaveLength(1);
    expect(flagged('th', CORD, 'ถ้าคุณแม่เบ่งไม่ไหว หนูจะไม่ดันยอดมดลูกค่ะ')).toEqual([]);
    expect(flagged('th', CORD, 'ห้ามดันยอดมดลูกนะคะ')).toEqual([]);
  });

  it('a chain of cues at a harmful omission negates as a whole: "do not stop taking" is the safe advice', () => {
    const IRON = withConcepts('stop-iron', { th: ['หยุดยาเหล็กเมื่อถ่ายดำ'] }, { en: ['~ take | taking + them + black'], th: ['~ กินยา + ถ่ายดำ'] });
    expect(flagged('th', IRON, 'ถ่ายดำก็หยุดกินยาไปก่อน')).toHaveLength(1);
    expect(flagged('th', IRON, 'ถ่ายดำเป็นผลของยาเหล็ก ไม่ต้องหยุดกินยา')).toEqual([]);
    expect(flagged('th', IRON, 'ถ่ายดำเป็นเรื่องปกติ อย่าหยุดกินยา')).toEqual([]);
    expect(flagged('th', IRON, 'ถ่ายดำเป็นเรื่องปกติ ห้ามหยุดกินยาเอง')).toEqual([]);
    expect(flagged('en', IRON, 'black stools are normal, do not stop taking them')).toEqual([]);
    expect(flagged('en', HANDS, 'gloves cannot replace hand hygiene after removing them')).toEqual([]);
  });

  it('in Thai an alternative is whole words: "รอ" (wait) is not inside "ถุงรองเลือด" (a blood collection bag)', () => {
    const WAIT = withConcepts('pph-delay', { th: ['รอดูก่อนว่าเลือดจะหยุดเอง'] }, { th: ['รอ | รอดู + เลือด | หยุดเอง'] });
    expect(flagged('th', WAIT, 'ประเมินการเสียเลือดโดยชั่งผ้าอนามัยและดูถุงรองเลือด')).toEqual([]);
    expect(flagged('th', WAIT, 'ก็รอดูไปก่อนเลือดจะหยุดเอง')).toHaveLength(1);
  });

  it('a proviso after the advice does not negate it: "just don\'t let the smoke reach him"', () => {
    const INCENSE = withConcepts('incense-near-oxygen', { th: ['จุดธูปข้างเตียง'] }, { en: ['light | burn + incense'], th: ['จุดธูป + หัวเตียง | ข้างเตียง | ทำได้'] });
    expect(flagged('th', INCENSE, 'ถ้าภรรยาอยากจุดธูปไหว้พระที่หัวเตียงก็ทำได้ค่ะ แค่อย่าให้ควันเข้าจมูกคุณลุง')).toHaveLength(1);
    expect(flagged('th', INCENSE, 'ห้ามจุดธูปที่หัวเตียงนะคะ')).toEqual([]);
    expect(flagged('en', INCENSE, 'his wife can light incense by the bed just do not let the smoke reach his nose')).toHaveLength(1);
    expect(flagged('en', INCENSE, 'she must not light incense by the bed')).toEqual([]);
  });

  it('a result clause after the advice does not negate it (zh 这样…), unless 这样 is itself negated', () => {
    const PCA = withConcepts('family-press-pca', { zh: ['家属替他按镇痛泵'] }, { zh: ['家属 | 家人 + 按一下 | 按 + 镇痛泵 | 按钮 | 帮他'] });
    expect(flagged('zh', PCA, '他睡着时家属可以帮他按一下这样他就不疼了')).toHaveLength(1);
    expect(flagged('zh', PCA, '他睡着时家属可以帮他按一下，这样他就不疼了')).toHaveLength(1);
    expect(flagged('zh', PCA, '家属帮他按一下这样不行')).toEqual([]);
  });

  it('a reassuring aside ("don\'t panic") does not negate the advice after it', () => {
    const PUSH = withConcepts('push-drain-back', { en: ['push the drain back in'] }, { en: ['push | slide + tube | drain | it + back in'] });
    expect(flagged('en', PUSH, "if the tube slips out don't panic just push it back in")).toHaveLength(1);
    expect(flagged('en', PUSH, "if the tube slips out don't push it back in, cover it and call us")).toEqual([]);
  });

  it('a negation in the reason before "so" / "therefore" / a Thai sentence end does not reach the advice after it', () => {
    const DOUBLE = withConcepts('double-dose', { en: ['give six milligrams'], th: ['ให้ดิจ็อกซิน'] }, { en: ['give + six milligrams | double'], th: ['ให้ + ดิจ็อกซิน | digoxin'] });
    expect(flagged('en', DOUBLE, "three milligrams won't really touch it so I'd just give six milligrams")).toHaveLength(1);
    expect(flagged('en', DOUBLE, 'the pain is bad so I would not give six milligrams without an order')).toEqual([]);
    expect(flagged('th', DOUBLE, 'ชีพจรยังไม่ต่ำกว่าห้าสิบค่ะ ดิฉันคิดว่าให้ดิจ็อกซินได้ตามเวลา')).toHaveLength(1);
    expect(flagged('th', DOUBLE, 'ชีพจรห้าสิบสี่ค่ะ ไม่ให้ดิจ็อกซินนะคะ')).toEqual([]);
  });

  it('"why not" suggests: "why not sit him up and give him water" gives the advice', () => {
    const DRINK = withConcepts('drink-before-review', { en: ['give him a drink'] }, { en: ['give | offer + water | drink'] });
    expect(flagged('en', DRINK, "he's thirsty so why not sit him up and give him some water")).toHaveLength(1);
    expect(flagged('en', DRINK, "why don't we give him some water")).toHaveLength(1);
    expect(flagged('en', DRINK, 'do not give him any water yet')).toEqual([]);
  });

  it('"but ... still" concedes: the clauses around it are one statement; a plain "but" still separates them', () => {
    const DROPPED = withConcepts('issue-dropped-pack', { en: ['a dropped pack is fine'] }, { en: ['dropped | fell + pack + use | still | fine'], th: ['ตก + ห่อ + ใช้ได้ | ยัง'] });
    expect(flagged('en', DROPPED, 'the pack fell on the floor but it still looks sealed so we can use it')).toHaveLength(1);
    expect(flagged('en', DROPPED, 'the pack fell on the floor, but it still looks sealed, so we can use it')).toHaveLength(1);
    expect(flagged('en', DROPPED, 'the pack fell on the floor but a sealed pack from the shelf we can use')).toEqual([]);
    expect(flagged('en', DROPPED, 'the pack fell on the floor but I would still not use it')).toEqual([]);
  });

  it('Japanese "でも" inside a phrase is "even", not "but": it does not split the advice', () => {
    const BATH = withConcepts('leave-baby-in-bath', { ja: ['赤ちゃんを浴槽に残す'] }, { ja: ['お湯 | 浴槽 + 大丈夫 | 平気'] });
    expect(flagged('ja', BATH, '赤ちゃんをお湯に入れたままでも大丈夫です')).toHaveLength(1);
    expect(flagged('ja', BATH, '赤ちゃんはお湯の中です。でも大丈夫ではありません')).toEqual([]);
    expect(flagged('ja', BATH, '赤ちゃんをお湯に入れたまま離れるのは大丈夫ではありません')).toEqual([]);
  });

  it('reassurance is not a negation: "nothing to worry about, let him sleep on his tummy"', () => {
    const PRONE = withConcepts('prone-sleep', { en: ['let him sleep on his tummy'], th: ['ให้นอนคว่ำ'] }, { en: ['sleep | put him down + tummy | front'], th: ['นอนคว่ำ + ได้ | ก็ได้'] });
    expect(flagged('en', PRONE, 'that is nothing to worry about let him sleep on his tummy')).toHaveLength(1);
    expect(flagged('en', PRONE, "don't worry, never let him sleep on his tummy")).toEqual([]);
    expect(flagged('th', PRONE, 'ไม่ต้องกังวลค่ะ ให้นอนคว่ำได้')).toHaveLength(1);
    expect(flagged('th', PRONE, 'ไม่ต้องกังวลค่ะ แต่ห้ามให้นอนคว่ำ')).toEqual([]);
  });

  it('a rule needs every group: the object alone is not advice', () => {
    expect(flagged('en', CALF, 'check the calf for swelling and report it')).toEqual([]);
  });

  it('a phrasing said word for word is flagged even when the scenario describes the misconception', () => {
    const lab = [question(1, [item('ok', { en: ['report to the doctor'] })], [CALF])];
    const grade = gradeWithRubric(lab, spoken('en', 'I would massage the swollen calf'), { scenario: { en: 'His wife wants to massage the swollen calf.' } });
    expect(grade.critical.map((c) => c.itemId)).toEqual(['massage-calf']);
    expect(grade.score).toBeLessThan(60);
  });
});
