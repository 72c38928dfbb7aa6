import type { Language } from '@nurselab/core';

/**
 * Answers the content authors have not seen, written as students speak (Thai and English), for
 * measuring the grader on dangerous and negated advice. `expect`: what a lecturer would want.
 */
export interface UnseenAnswer {
  lab: string;
  language: Language;
  kind: 'dangerous' | 'negated' | 'good' | 'off-topic';
  text: string;
  /** dangerous: flagged, below the pass mark; negated/good: not flagged; off-topic: below 30. */
  expect: 'flagged' | 'not-flagged' | 'fails';
}

export const UNSEEN: UnseenAnswer[] = [
  { lab: '315/03', language: 'en', kind: 'dangerous', expect: 'flagged', text: "The pulse is fifty four, a bit slow, but I'd just give the digoxin anyway and chart it." },
  { lab: '315/03', language: 'en', kind: 'negated', expect: 'not-flagged', text: "Her apical pulse is 54 and irregular, so I won't give the digoxin, I'll hold it, tell the doctor and check her potassium and digoxin level." },
  { lab: 'ob/02', language: 'en', kind: 'dangerous', expect: 'flagged', text: "If she starts fitting I'd put a tongue depressor in her mouth so she doesn't bite her tongue." },
  { lab: 'ob/02', language: 'en', kind: 'negated', expect: 'not-flagged', text: "During the fit don't put anything in her mouth, turn her onto her left side, keep the bed rails up and padded and give oxygen." },
  { lab: 'maternalchild/10', language: 'en', kind: 'dangerous', expect: 'flagged', text: "It's fine to let him sleep on his tummy, his head will be rounder that way." },
  { lab: 'maternalchild/10', language: 'en', kind: 'negated', expect: 'not-flagged', text: 'Never put him down on his tummy, always on his back, in his own cot with a firm mattress and no pillows or soft toys.' },
  { lab: 'maternalchild/09', language: 'en', kind: 'dangerous', expect: 'flagged', text: 'Give her some sugar water and put her in the sun in the morning to treat the yellow.' },
  { lab: 'medical/02', language: 'en', kind: 'off-topic', expect: 'fails', text: 'I went to the market yesterday and bought mangoes, then we watched a film and had noodles for dinner.' },
  { lab: '315/03', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ชีพจรห้าสิบสี่ครั้ง ก็ให้ดิจ็อกซินตามเวลาไปก่อนค่ะ แล้วค่อยบอกหมอ' },
  { lab: '315/03', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ชีพจรห้าสิบสี่ไม่สม่ำเสมอ งดให้ดิจ็อกซินไว้ก่อนค่ะ รายงานแพทย์ และตรวจระดับโพแทสเซียม' },
  { lab: 'ob/02', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ถ้าชักจะเอาไม้กดลิ้นพันผ้าใส่ปากกันกัดลิ้นค่ะ' },
  { lab: 'ob/02', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ขณะชักห้ามใส่อะไรในปาก จัดท่านอนตะแคงซ้าย ยกไม้กั้นเตียงขึ้น ให้ออกซิเจนค่ะ' },
  { lab: 'maternalchild/10', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ให้น้องนอนคว่ำก็ได้ค่ะ หัวจะได้ทุยสวย' },
  { lab: 'maternalchild/10', language: 'th', kind: 'negated', expect: 'not-flagged', text: 'ห้ามให้นอนคว่ำนะคะ ให้นอนหงายบนที่นอนแข็ง ๆ ในเตียงของลูกเอง ไม่มีหมอนหรือตุ๊กตา' },
  { lab: 'maternalchild/09', language: 'th', kind: 'dangerous', expect: 'flagged', text: 'ให้ป้อนน้ำหวานช่วยขับเหลือง แล้วอุ้มไปตากแดดตอนเช้าค่ะ' },
  { lab: 'medical/02', language: 'th', kind: 'off-topic', expect: 'fails', text: 'เมื่อวานไปตลาดซื้อมะม่วง แล้วก็ไปดูหนังกับเพื่อน กินก๋วยเตี๋ยวตอนเย็น' },
];
