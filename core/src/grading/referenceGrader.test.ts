import { describe, expect, it } from 'vitest';
import { rubricItemSchema, type Question } from '../content/labSchema.js';
import { keyContent } from './keyContent.js';
import { gradeWithModelAnswers, rubricFromModelAnswer } from './modelAnswerRubric.js';
import { gradeAgainstReference } from './referenceGrader.js';

const question = 'How do you know that a breastfed newborn is getting enough milk?';
const model =
  'The baby has at least six wet nappies a day, regular yellow stools, is gaining weight after the first week ' +
  'and you can hear swallowing during feeds; the baby seems settled and content after feeding.';

describe('keyContent', () => {
  it('keeps content words, drops stop words and demotes words of the question', () => {
    const key = keyContent(model, 'en', { question });
    const phrases = key.words.map((w) => w.phrase);
    expect(phrases).toEqual(expect.arrayContaining(['wet', 'nappies', 'stools', 'swallowing', 'weight']));
    expect(phrases).not.toContain('the');
    expect(phrases).not.toContain('at');
    const weight = (p: string) => key.words.find((w) => w.phrase === p)!.weight;
    expect(weight('baby')).toBeLessThan(weight('swallowing'));
    expect(key.bigrams.map((b) => b.phrase)).toContain('wet nappies');
  });
});

describe('gradeAgainstReference', () => {
  const grade = (answer: string) => gradeAgainstReference(model, answer, 'en', { question });

  it('orders complete, partial and unrelated answers', () => {
    const complete = grade('Six wet nappies every day, yellow stools, she gains weight and I can hear the baby swallowing while feeding.');
    const partial = grade('The baby has wet nappies.');
    const unrelated = grade('I would check the blood pressure and give paracetamol for the pain.');
    expect(complete.score).toBeGreaterThan(partial.score);
    expect(partial.score).toBeGreaterThan(unrelated.score);
    expect(complete.score).toBeGreaterThan(0.7);
    expect(unrelated.score).toBeLessThan(0.35);
    expect(grade('').score).toBe(0);
  });

  it('reports matched and missed key terms, tolerating misspellings', () => {
    const result = grade('wet nappys and swalowing');
    expect(result.matchedTerms).toEqual(expect.arrayContaining(['wet', 'nappies', 'swallowing']));
    expect(result.missedTerms).toEqual(expect.arrayContaining(['stools', 'weight']));
  });

  it('gives no credit for repeating the question', () => {
    const echo = grade('A breastfed newborn is getting enough milk when the newborn gets enough milk.');
    expect(echo.score).toBeLessThan(0.35);
  });

  it('works for unspaced languages', () => {
    const zh = '宝宝每天至少有六块湿尿布，体重增加，吃奶时能听到吞咽声。';
    const good = gradeAgainstReference(zh, '每天有六块湿尿布，能听到吞咽声，体重在增加。', 'zh');
    const bad = gradeAgainstReference(zh, '我会给她量血压然后去吃饭。', 'zh');
    expect(good.score).toBeGreaterThan(bad.score + 0.3);
    const th = 'ทารกปัสสาวะวันละหกครั้ง น้ำหนักขึ้น และได้ยินเสียงกลืนขณะดูดนม';
    expect(gradeAgainstReference(th, 'ได้ยินเสียงกลืนและน้ำหนักขึ้นดี', 'th').score).toBeGreaterThan(
      gradeAgainstReference(th, 'ไปตลาดซื้อผักผลไม้', 'th').score + 0.3,
    );
  });
});

describe('rubricFromModelAnswer', () => {
  it('builds a valid rubric whose items are the key words', () => {
    const rubric = rubricFromModelAnswer(model, 'en', { question });
    expect(rubric.length).toBeGreaterThan(3);
    expect(rubric.length).toBeLessThanOrEqual(8);
    for (const item of rubric) expect(rubricItemSchema.safeParse(item).success).toBe(true);
    expect(new Set(rubric.map((i) => i.id)).size).toBe(rubric.length);
    expect(rubric.map((i) => i.phrasings.en[0])).toContain('swallowing');
  });

  it('lets a question with only a model answer be graded with evidence', () => {
    const text = { en: question, th: question, zh: question, ja: question, id: question };
    const placeholder = rubricFromModelAnswer('placeholder', 'en');
    const q: Question = { number: 1, points: 100, text, modelAnswer: { ...text, en: model }, rubric: placeholder };
    const words = 'well she has six wet nappies and I hear her swallowing'.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 }));
    const result = gradeWithModelAnswers([q], { language: 'en', text: '', words });
    expect(result.mode).toBe('reference');
    const swallowing = result.questions[0].items.find((i) => i.itemId === 'swallowing');
    expect(swallowing).toMatchObject({ met: true, evidence: { quote: 'swallowing', start: 10, end: 10.5 } });
    expect(result.pros).toContain('You covered "swallowing".');
    expect(result.score).toBeGreaterThan(0);
    expect(result.score).toBeLessThan(100);
  });
});
