import { describe, expect, it } from 'vitest';
import { questionSchema, type Question } from '../content/labSchema.js';
import type { Language } from '../i18n/languages.js';
import { gradeWithRubric, GRADER_VERSION } from './rubricGrader.js';
import type { Transcript } from './types.js';

type PerLanguage<T> = Record<Language, T>;

/** Breastfeeding support for a first-time mother: a small but realistic two-question rubric. */
const breastfeeding: Question[] = [
  {
    number: 1,
    points: 50,
    text: {
      en: 'How will you help Mrs. Somsri position and latch her baby?',
      th: 'ท่านจะช่วยคุณสมศรีจัดท่าและให้ลูกอมหัวนมอย่างไร',
      zh: '你将如何帮助宋思丽女士摆好体位并让宝宝正确含接？',
      ja: 'ソムシーさんの授乳姿勢と吸着をどのように援助しますか。',
      id: 'Bagaimana Anda membantu Ny. Somsri memposisikan dan melekatkan bayinya?',
    },
    rubric: [
      {
        id: 'position',
        weight: 2,
        phrasings: {
          en: ['tummy to tummy', 'belly to belly', 'support the head and shoulders', 'cradle hold', 'football hold'],
          th: ['ท้องชิดท้อง', 'ประคองศีรษะและไหล่', 'ท่าอุ้มขวางตัก', 'ท่าฟุตบอล'],
          zh: ['腹贴腹', '托住头和肩膀', '摇篮式', '橄榄球式'],
          ja: ['お腹とお腹を合わせ', '頭と肩を支え', '横抱き', 'フットボール抱き'],
          id: ['perut bayi menempel perut ibu', 'topang kepala dan bahu', 'posisi menggendong', 'posisi football'],
        },
        feedback: {
          met: {
            en: 'You described a good feeding position.',
            th: 'คุณอธิบายการจัดท่าให้นมได้ดี',
            zh: '你描述了良好的哺乳体位。',
            ja: '適切な授乳姿勢を説明できています。',
            id: 'Anda menjelaskan posisi menyusui yang baik.',
          },
          missed: {
            en: 'Describe how to position the baby: tummy to tummy, head and shoulders supported.',
            th: 'ควรอธิบายการจัดท่าให้ท้องลูกชิดท้องแม่ และประคองศีรษะและไหล่',
            zh: '请说明如何摆放宝宝：腹贴腹，托住头和肩膀。',
            ja: '児の抱き方（お腹とお腹を合わせ、頭と肩を支える）を説明しましょう。',
            id: 'Jelaskan posisi bayi: perut menempel perut ibu, kepala dan bahu ditopang.',
          },
        },
      },
      {
        id: 'latch',
        weight: 3,
        phrasings: {
          en: ['wide open mouth', 'deep latch', 'good latch', 'covers the areola', 'chin touching the breast'],
          th: ['อ้าปากกว้าง', 'อมลึกถึงลานนม', 'อมหัวนมและลานนม', 'คางชิดเต้านม'],
          zh: ['张大嘴', '含住乳晕', '含接乳头和乳晕', '下巴贴着乳房'],
          ja: ['口を大きく開け', '乳輪まで深く', '深くくわえ', '顎が乳房に'],
          id: ['mulut terbuka lebar', 'areola masuk', 'pelekatan yang baik', 'dagu menempel payudara'],
        },
        feedback: {
          met: {
            en: 'You explained the signs of a deep latch.',
            th: 'คุณอธิบายการอมหัวนมที่ถูกต้องได้',
            zh: '你说明了深含接的要点。',
            ja: '深い吸着のポイントを説明できています。',
            id: 'Anda menjelaskan tanda pelekatan yang dalam.',
          },
          missed: {
            en: 'Explain a deep latch: wide open mouth, areola in the mouth, chin on the breast.',
            th: 'ควรอธิบายการอมหัวนม: อ้าปากกว้าง อมถึงลานนม คางชิดเต้า',
            zh: '请说明深含接：张大嘴，含住乳晕，下巴贴乳房。',
            ja: '深い吸着（口を大きく開け、乳輪まで含み、顎が乳房につく）を説明しましょう。',
            id: 'Jelaskan pelekatan yang dalam: mulut terbuka lebar, areola masuk, dagu menempel.',
          },
        },
      },
    ],
  },
  {
    number: 2,
    points: 50,
    text: {
      en: 'What advice will you give her about how often to feed?',
      th: 'ท่านจะแนะนำเรื่องความถี่ในการให้นมอย่างไร',
      zh: '关于喂奶频率你会给她什么建议？',
      ja: '授乳の頻度についてどのように指導しますか。',
      id: 'Apa saran Anda tentang seberapa sering menyusui?',
    },
    rubric: [
      {
        id: 'on-demand',
        weight: 2,
        phrasings: {
          en: ['on demand', 'every two to three hours', 'eight to twelve times a day'],
          th: ['ตามความต้องการ', 'ทุกสองถึงสามชั่วโมง', 'วันละแปดถึงสิบสองครั้ง'],
          zh: ['按需喂养', '每两到三小时', '每天八到十二次'],
          ja: ['欲しがる時に', '二、三時間ごと', '一日八回から十二回'],
          id: ['sesuai keinginan bayi', 'setiap dua sampai tiga jam', 'delapan sampai dua belas kali sehari'],
        },
        feedback: {
          met: {
            en: 'You advised feeding on demand.',
            th: 'คุณแนะนำให้นมตามความต้องการของทารก',
            zh: '你建议了按需喂养。',
            ja: '欲しがる時に授乳するよう指導できています。',
            id: 'Anda menyarankan menyusui sesuai keinginan bayi.',
          },
          missed: {
            en: 'Advise feeding on demand, at least eight times a day.',
            th: 'ควรแนะนำให้นมตามความต้องการ อย่างน้อยวันละแปดครั้ง',
            zh: '请建议按需喂养，每天至少八次。',
            ja: '欲しがる時に、一日八回以上授乳するよう指導しましょう。',
            id: 'Sarankan menyusui sesuai keinginan bayi, minimal delapan kali sehari.',
          },
        },
      },
      {
        id: 'wet-nappies',
        weight: 1,
        phrasings: {
          en: ['wet nappies', 'wet diapers', 'six wet'],
          th: ['ผ้าอ้อมเปียก', 'ปัสสาวะวันละหกครั้ง'],
          zh: ['湿尿布', '尿布湿'],
          ja: ['おむつが濡れ', '排尿回数'],
          id: ['popok basah', 'enam popok'],
        },
        feedback: {
          met: {
            en: 'You explained how to tell the baby gets enough milk.',
            th: 'คุณอธิบายวิธีประเมินว่าลูกได้นมพอ',
            zh: '你说明了如何判断宝宝吃饱。',
            ja: '母乳が足りているかの目安を説明できています。',
            id: 'Anda menjelaskan cara menilai bayi cukup ASI.',
          },
          missed: {
            en: 'Tell her how to know the baby gets enough: at least six wet nappies a day.',
            th: 'ควรบอกวิธีประเมินว่าลูกได้นมพอ เช่น ผ้าอ้อมเปียกวันละหกผืน',
            zh: '请告诉她如何判断宝宝吃饱：每天至少六片湿尿布。',
            ja: '母乳が足りている目安（一日六回以上おむつが濡れる）を伝えましょう。',
            id: 'Jelaskan tanda bayi cukup ASI: minimal enam popok basah sehari.',
          },
        },
      },
    ],
  },
];

/** A transcript with one word every 0.5 s, as a recogniser would give it. */
function spoken(language: Language, text: string): Transcript {
  const parts = language === 'en' || language === 'id' ? text.split(/\s+/) : text.split(/(?<=[，。、 ])/);
  const words = parts.filter(Boolean).map((t, i) => ({ text: t.trim(), start: i * 0.5, end: i * 0.5 + 0.4 }));
  return { language, text, words };
}

describe('the realistic rubric is valid content', () => {
  it('passes the lab schema', () => {
    for (const q of breastfeeding) expect(questionSchema.safeParse(q).success).toBe(true);
  });
});

describe('gradeWithRubric', () => {
  const good =
    'First I help her hold the baby tummy to tummy and support the head and shoulders. ' +
    'I wait for a wide open mouth so the baby has a deep latch with the chin touching the breast. ' +
    'She should feed on demand, about every two to three hours, and count the wet nappies.';

  it('scores a good English answer high, with evidence and times', () => {
    const result = gradeWithRubric(breastfeeding, spoken('en', good));
    expect(result.score).toBe(100);
    expect(result.isPass).toBe(true);
    expect(result.mode).toBe('rubric');
    expect(result.graderVersion).toBe(GRADER_VERSION);
    const latch = result.questions[0].items.find((i) => i.itemId === 'latch');
    expect(latch?.met).toBe(true);
    expect(latch?.evidence?.similarity).toBeGreaterThanOrEqual(0.9);
    // "a wide open mouth" / "deep latch" / "chin touching the breast": the best match is an exact one.
    expect(['wide open mouth', 'deep latch', 'chin touching the breast']).toContain(latch?.evidence?.phrasing);
    const position = result.questions[0].items.find((i) => i.itemId === 'position')!;
    expect(position.evidence?.quote).toBe('tummy to tummy');
    const first = good.split(/\s+/).indexOf('tummy');
    expect(position.evidence?.start).toBe(first * 0.5);
    expect(position.evidence?.end).toBe((first + 2) * 0.5 + 0.4);
  });

  it('tolerates recognition errors in a spoken answer', () => {
    const misheard =
      'i help her hold the baby tummy to tummy and I wait for a wide opened mouth so she has a deep latching ' +
      'and I tell her to feed on the man about every 2 to 3 hours and check the wet nappy';
    const result = gradeWithRubric(breastfeeding, spoken('en', misheard));
    const met = result.questions.flatMap((q) => q.items).filter((i) => i.met).map((i) => i.itemId);
    expect(met).toEqual(expect.arrayContaining(['position', 'latch', 'on-demand', 'wet-nappies']));
  });

  it('scores an off-topic answer below 30 and recommends every missed point', () => {
    const offTopic =
      'Yesterday I went to the market with my sister and we bought vegetables, fish and some bread. ' +
      'The weather was hot so we drank iced coffee and talked about football and our favourite films.';
    const result = gradeWithRubric(breastfeeding, spoken('en', offTopic));
    expect(result.score).toBeLessThan(30);
    expect(result.isPass).toBe(false);
    expect(result.pros).toEqual([]);
    expect(result.recommendations).toHaveLength(4);
    expect(result.recommendations[0]).toMatch(/^Describe how to position/);
    for (const item of result.questions.flatMap((q) => q.items)) expect(item.evidence).toBeNull();
  });

  it('gives partial credit for a partial answer', () => {
    const result = gradeWithRubric(breastfeeding, spoken('en', 'I make sure the baby has a good latch and feeds on demand.'));
    // latch 3 of 5 in Q1 (30 of 50 points), on-demand 2 of 3 in Q2 (33.3 of 50): 63.3 of 100.
    expect(result.score).toBe(63.3);
    expect(result.isPass).toBe(true);
  });

  const answers: PerLanguage<string> = {
    en: good,
    th: 'ดิฉันจะช่วยให้คุณแม่อุ้มลูกให้ท้องชิดท้อง รอให้ลูกอ้าปากกว้างแล้วอมหัวนมและลานนม ให้นมตามความต้องการ ทุกสองถึงสามชั่วโมง และสังเกตผ้าอ้อมเปียก',
    zh: '我会帮助她让宝宝腹贴腹，托住头和肩膀，等宝宝张大嘴，含住乳晕。建议按需喂养，每两到三小时一次，并观察湿尿布。',
    ja: 'お腹とお腹を合わせて頭と肩を支え、赤ちゃんが口を大きく開けたら乳輪まで深くくわえさせます。欲しがる時に、二、三時間ごとに授乳し、おむつが濡れる回数を確認します。',
    id: 'Saya bantu ibu agar perut bayi menempel perut ibu dan topang kepala dan bahu, tunggu mulut terbuka lebar sampai areola masuk, menyusui sesuai keinginan bayi setiap dua sampai tiga jam dan hitung popok basah.',
  };

  for (const language of ['th', 'zh', 'ja', 'id'] as const) {
    it(`grades a ${language} answer and gives feedback in ${language}`, () => {
      const result = gradeWithRubric(breastfeeding, spoken(language, answers[language]));
      expect(result.score).toBe(100);
      expect(result.pros).toEqual(breastfeeding.flatMap((q) => q.rubric.map((i) => i.feedback.met[language])));
      const partial = gradeWithRubric(breastfeeding, spoken(language, answers[language].slice(0, 12)));
      expect(partial.recommendations.length).toBeGreaterThan(0);
      for (const r of partial.recommendations) {
        expect(breastfeeding.flatMap((q) => q.rubric.map((i) => i.feedback.missed[language]))).toContain(r);
      }
    });
  }

  it('uses the transcript text when the recogniser gave no word times', () => {
    const result = gradeWithRubric(breastfeeding, { language: 'en', text: 'feed on demand', words: [] });
    const item = result.questions[1].items[0];
    expect(item.met).toBe(true);
    expect(item.evidence).toMatchObject({ quote: 'on demand', start: 0, end: 0 });
  });
});

describe('score arithmetic', () => {
  const text = { en: 'q', th: 'q', zh: 'q', ja: 'q', id: 'q' };
  const item = (id: string, weight: number) => ({
    id,
    weight,
    phrasings: { en: [id], th: [id], zh: [id], ja: [id], id: [id] },
    feedback: { met: { ...text, en: `met ${id}` }, missed: { ...text, en: `missed ${id}` } },
  });
  const question = (number: number, points: number, ...items: ReturnType<typeof item>[]): Question => ({
    number,
    points,
    text,
    rubric: items,
  });

  it('keeps a 10/50/50 lab on 0-100: earned points over total points', () => {
    const lab = [
      question(1, 10, item('oxytocin', 1)),
      question(2, 50, item('catheter', 1), item('massage', 1)),
      question(3, 50, item('tranexamic', 2), item('fluids', 3)),
    ];
    const result = gradeWithRubric(lab, spoken('en', 'give oxytocin, insert a catheter, start fluids'));
    expect(result.questions.map((q) => q.earned)).toEqual([10, 25, 30]);
    expect(result.score).toBe(59.1); // 65 / 110
    expect(result.isPass).toBe(false);
    expect(gradeWithRubric(lab, spoken('en', 'oxytocin catheter massage tranexamic fluids')).score).toBe(100);
    expect(gradeWithRubric(lab, spoken('en', 'nothing relevant')).score).toBe(0);
  });

  it('passes at exactly 60', () => {
    const lab = [question(1, 100, item('oxytocin', 3), item('catheter', 2))];
    const at60 = gradeWithRubric(lab, spoken('en', 'oxytocin'));
    expect(at60.score).toBe(60);
    expect(at60.isPass).toBe(true);
    const below = gradeWithRubric([question(1, 100, item('oxytocin', 2.99), item('catheter', 2.01))], spoken('en', 'oxytocin'));
    expect(below.score).toBe(59.8);
    expect(below.isPass).toBe(false);
  });

  it('lists pros and recommendations in rubric order', () => {
    const lab = [question(1, 10, item('oxytocin', 1), item('catheter', 1))];
    const result = gradeWithRubric(lab, spoken('en', 'catheter'));
    expect(result.pros).toEqual(['met catheter']);
    expect(result.recommendations).toEqual(['missed oxytocin']);
  });
});

describe('an item belongs to its question', () => {
  const text = { en: 'q', th: 'q', zh: 'q', ja: 'q', id: 'q' };
  const item = (id: string, phrasing = id) => ({
    id,
    weight: 1,
    phrasings: { en: [phrasing], th: [id], zh: [id], ja: [id], id: [id] },
    feedback: { met: text, missed: text },
  });
  const lab: Question[] = [
    { number: 1, points: 50, text, rubric: [item('oxytocin'), item('massage', 'fundal massage'), item('catheter')] },
    { number: 2, points: 50, text, rubric: [item('vitals', 'blood pressure'), item('bleeding', 'blood loss'), item('warmth', 'warm blanket')] },
  ];

  it('earns nothing for a question from a point made inside the answer to another', () => {
    const answer = 'I give oxytocin, check the blood pressure while I do a fundal massage, and insert a catheter.';
    const result = gradeWithRubric(lab, spoken('en', answer));
    expect(result.questions.map((q) => q.earned)).toEqual([50, 0]);
  });

  it('still credits the point where the student answers its own question', () => {
    const answer =
      'I give oxytocin, check the blood pressure while I do a fundal massage, and insert a catheter. ' +
      'Then I measure the blood loss and take her blood pressure every fifteen minutes.';
    const result = gradeWithRubric(lab, spoken('en', answer));
    expect(result.questions.map((q) => q.earned)).toEqual([50, 33.33]);
    const vitals = result.questions[1].items.find((i) => i.itemId === 'vitals')!;
    expect(vitals.evidence?.start).toBe(answer.split(/\s+/).lastIndexOf('blood') * 0.5);
  });

  it('credits a point made at the edge of another answer', () => {
    const result = gradeWithRubric(lab, spoken('en', 'I give oxytocin, a fundal massage and a warm blanket, then a catheter and her blood pressure and blood loss.'));
    expect(result.score).toBe(100);
  });
});

describe('a contrast ends a negation', () => {
  it('meets a positive phrasing said after "not ... but"', () => {
    const result = gradeWithRubric(breastfeeding, spoken('en', 'she should not feed by the clock but on demand'));
    expect(result.questions[1].items[0].met).toBe(true);
    expect(result.questions[1].items[0].evidence?.polarity).toBe('positive');
    expect(gradeWithRubric(breastfeeding, spoken('en', 'she should not feed on demand')).questions[1].items[0].met).toBe(false);
  });
});
