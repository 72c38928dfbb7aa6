import { describe, expect, it } from 'vitest';
import { rubricItemSchema, type Question } from '../../core/src/content/labSchema.js';
import { keyContent } from '../../core/src/grading/keyContent.js';
import { MEANING_WEIGHT, meaningShare, type ReferenceSimilarity } from './meaningShare.js';
import { gradeWithModelAnswers, MODEL_ANSWER_CURVE, RELATIVE_CREDIT, rubricFromModelAnswer } from './modelAnswerRubric.js';

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

describe('rubricFromModelAnswer', () => {
  it('builds a valid rubric whose items are the key words', () => {
    const rubric = rubricFromModelAnswer(model, 'en', { question });
    expect(rubric.length).toBeGreaterThan(3);
    expect(rubric.length).toBeLessThanOrEqual(30);
    // Question words are not worth an item: saying the question back earns nothing.
    expect(rubric.map((i) => i.phrasings.en[0])).not.toContain('breastfed');
    for (const item of rubric) expect(rubricItemSchema.safeParse(item).success).toBe(true);
    expect(new Set(rubric.map((i) => i.id)).size).toBe(rubric.length);
    expect(rubric.map((i) => i.phrasings.en[0])).toContain('swallowing');
  });

  it('weighs an English key word by how specific it is in general language', () => {
    const rubric = rubricFromModelAnswer('It avoids making copies of large data structures.', 'en');
    const weight = (w: string) => rubric.find((i) => i.id === w)!.weight;
    expect(weight('large')).toBeLessThan(weight('copies'));
    expect(weight('making')).toBeLessThan(weight('large'));
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

  it('credits a word the model answer says whatever surrounds it, a word it negates only when negated', () => {
    const text = { en: 'When does C++ create a default constructor?', th: '-', zh: '-', ja: '-', id: '-' };
    const reference = 'If no constructor is written, the compiler provides one. Otherwise the compiler does not create one.';
    const rubric = rubricFromModelAnswer(reference, 'en', { question: text.en });
    const byWord = (w: string) => rubric.find((i) => i.phrasings.en.some((p) => p.endsWith(w)))!;
    expect(byWord('written').phrasings.en[0]).toBe('not written');
    expect(byWord('written').phrasings.en).not.toContain('written');
    expect(byWord('compiler').phrasings.en.slice(0, 2)).toEqual(['compiler', 'not compiler']);
    const grade = (answer: string) => {
      const words = answer.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 }));
      const q: Question = { number: 1, points: 100, text, modelAnswer: { ...text, en: reference }, rubric };
      return gradeWithModelAnswers([q], { language: 'en', text: answer, words }).questions[0].items;
    };
    const met = (answer: string, id: string) => grade(answer).find((i) => i.itemId === id)!.met;
    expect(met('when a constructor is not written', byWord('written').id)).toBe(true);
    expect(met('when a constructor is written', byWord('written').id)).toBe(false);
    expect(met('there is no compiler default', byWord('compiler').id)).toBe(true);
  });

  describe('relatives from the lexicon', () => {
    const text = { en: 'What are the main advantages of object-oriented programming?', th: '-', zh: '-', ja: '-', id: '-' };
    const gradeAgainst = (reference: string, answer: string) => {
      const rubric = rubricFromModelAnswer(reference, 'en', { question: text.en });
      const words = answer.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 }));
      const q: Question = { number: 1, points: 100, text, modelAnswer: { ...text, en: reference }, rubric };
      return gradeWithModelAnswers([q], { language: 'en', text: answer, words });
    };

    it('meets an item with a word of the same root, for part of its weight', () => {
      const same = gradeAgainst('Reusability of classes.', 'reusability');
      const root = gradeAgainst('Reusability of classes.', 'classes can be reused');
      const none = gradeAgainst('Reusability of classes.', 'classes can be printed');
      const item = (g: typeof same) => g.questions[0].items.find((i) => i.itemId === 'reusability')!;
      expect(item(same)).toMatchObject({ met: true, evidence: { phrasing: 'reusability' } });
      expect(item(root)).toMatchObject({ met: true, evidence: { quote: 'reused', phrasing: 'reuse' } });
      expect(item(none).met).toBe(false);
      const weight = item(same).weight;
      const classes = root.questions[0].items.find((i) => i.itemId === 'classes')!.weight;
      expect(root.questions[0].earned).toBeCloseTo((100 * (classes + RELATIVE_CREDIT * weight)) / (classes + weight), 1);
      expect(none.score).toBeLessThan(root.score);
    });

    it('gives a key word whole when the answer spells it another way, not as a relative', () => {
      const item = (reference: string, answer: string, id: string) => gradeAgainst(reference, answer).questions[0].items.find((i) => i.itemId === id)!;
      // "behavior" is a WordNet synonym of "behaviour" and one spelling away from it.
      expect(item('The behaviour of the program.', 'its behavior', 'behaviour').evidence?.phrasing).toBe('behaviour');
      // "definition" is a relative of "defines" and the misspelt key word "defintion" itself.
      const misspelt = item('Inside the class defintion, where the function defines them.', 'in the class definition', 'defintion');
      expect(misspelt.met).toBe(true);
    });

    it('reads a negated antonym as the word, never the antonym itself', () => {
      const met = (answer: string) => gradeAgainst('An unlimited number.', answer).questions[0].items.find((i) => i.itemId === 'unlimited')!.met;
      expect(met('there is no limit')).toBe(true);
      expect(met('it is not limited')).toBe(true);
      expect(met('it is limited')).toBe(false);
    });

    it('meets a word the model answer negates by a verb that negates it, not by the word alone', () => {
      const reference = 'It avoids making copies of large data structures.';
      const met = (answer: string) => gradeAgainst(reference, answer).questions[0].items.find((i) => i.itemId === 'copies')!.met;
      expect(met('it eliminates copies of the data')).toBe(true);
      expect(met('it does not make copies')).toBe(true);
      expect(met('it makes copies of the data')).toBe(false);
    });

    it('reads those verbs as cues a few words away, and not a word inside them', () => {
      const reference = 'It avoids making copies of large data structures.';
      const met = (answer: string, id = 'copies') => gradeAgainst(reference, answer).questions[0].items.find((i) => i.itemId === id)!.met;
      expect(met('it eliminates the need to copy large amounts of data')).toBe(true);
      expect(met('it eliminates the need to copy large amounts of data', 'large')).toBe(true);
      expect(met('the data can be changed instead of making a copy')).toBe(true);
      expect(met('it does not eliminate the need to copy the data')).toBe(false);
      const prevents = (answer: string) => gradeAgainst('Washing prevents infection.', answer).questions[0].items.find((i) => i.itemId === 'prevents')!.met;
      expect(prevents('it prevents it')).toBe(true);
    });
  });

  describe('meaning from a sentence encoder', () => {
    const text = { en: 'What should the nurse do with the morning digoxin?', th: '-', zh: '-', ja: '-', id: '-' };
    const reference = 'Withhold the digoxin because the apical pulse is 54, and report it to the doctor.';
    const gradeWith = (answer: string, similarity?: ReferenceSimilarity) => {
      const rubric = rubricFromModelAnswer(reference, 'en', { question: text.en });
      const words = answer.split(' ').map((w, i) => ({ text: w, start: i, end: i + 0.5 }));
      const q: Question = { number: 1, points: 100, text, modelAnswer: { ...text, en: reference }, rubric };
      return gradeWithModelAnswers([q], { language: 'en', text: answer, words }, { similarity: [similarity] });
    };

    it('counts only how much closer the answer comes than the case itself', () => {
      expect(meaningShare({ answer: 0.4, caseText: 0.4 })).toBe(0);
      expect(meaningShare({ answer: 0.3, caseText: 0.4 })).toBe(0);
      expect(meaningShare({ answer: 0.7, caseText: 0.4 })).toBeCloseTo(0.5);
      expect(meaningShare({ answer: 1, caseText: 0.4 })).toBe(1);
      expect(meaningShare({ answer: 0.9, caseText: 1 })).toBe(0);
    });

    it('gives a paraphrase without the key words part of the score, and nothing without a reading', () => {
      const paraphrase = 'her heart is too slow so I leave that tablet out and ring the physician';
      const keyShare = (gradeWith(paraphrase).uncappedScore / 100) ** (1 / MODEL_ANSWER_CURVE);
      const read = gradeWith(paraphrase, { answer: 0.8, caseText: 0.4 });
      expect(read.uncappedScore).toBeCloseTo(100 * ((1 - MEANING_WEIGHT) * keyShare + MEANING_WEIGHT * (2 / 3)) ** MODEL_ANSWER_CURVE, 0);
      expect(read.score).toBeGreaterThan(gradeWith(paraphrase).score);
    });

    it('gives no meaning share to an answer that says plainly what the model answer withholds', () => {
      const close = { answer: 1, caseText: 0.4 };
      expect(gradeWith('give the digoxin now', close).score).toBe(0);
      expect(gradeWith('do not give the digoxin now', close).score).toBeGreaterThan(gradeWith('do not give the digoxin now').score);
      // Naming the drug again after withholding it is no contradiction.
      const named = 'withhold the digoxin because the pulse is 54. digoxin slows the heart so report it';
      expect(gradeWith(named, close).score).toBeGreaterThan(gradeWith(named).score);
    });

    it('gives no meaning share to an answer that denies what the model answer says plainly', () => {
      const give = 'Give oxytocin after the birth and check the fundus every fifteen minutes.';
      const q: Question = { number: 1, points: 100, text, modelAnswer: { ...text, en: give }, rubric: rubricFromModelAnswer(give, 'en') };
      const grade = (answer: string, similarity?: ReferenceSimilarity) =>
        gradeWithModelAnswers([q], { language: 'en', text: answer, words: answer.split(' ').map((w, i) => ({ text: w, start: i, end: i })) }, { similarity: [similarity] }).score;
      const close = { answer: 1, caseText: 0.3 };
      // Key words are met whatever their polarity in a derived rubric; the meaning share is not.
      const denied = 'do not give oxytocin and do not check the fundus';
      expect(grade(denied, close)).toBeLessThan(grade(denied));
      expect(grade('give oxytocin and check the fundus', close)).toBeGreaterThan(grade('give oxytocin and check the fundus'));
    });

    it('reads only the word a negation governs as contradicted, not the rest of its scope', () => {
      const copies = 'It avoids making copies of large data structures.';
      const q: Question = { number: 1, points: 100, text, modelAnswer: { ...text, en: copies }, rubric: rubricFromModelAnswer(copies, 'en') };
      const grade = (answer: string, similarity?: ReferenceSimilarity) =>
        gradeWithModelAnswers([q], { language: 'en', text: answer, words: answer.split(' ').map((w, i) => ({ text: w, start: i, end: i })) }, { similarity: [similarity] }).score;
      expect(grade('large data is passed by address', { answer: 0.8, caseText: 0.2 })).toBeGreaterThan(grade('large data is passed by address'));
      expect(grade('it is making copies', { answer: 0.8, caseText: 0.2 })).toBe(grade('it is making copies'));
    });
  });
});
