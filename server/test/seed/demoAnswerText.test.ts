import { gradeWithRubric, transcriptOfText, type Language } from '@nurselab/core';
import { describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { demoAnswerText } from '../../src/seed/demoAnswers.js';
import { DEMO_LABS } from '../../src/seed/demoAnswersSeed.js';

const { labs } = await loadLabFiles();

/**
 * The demo answers' texts against their own rubric, heard word for word: the full answers leave
 * room for recognition errors, the weak ones fail however well they are heard. (What pocketsphinx
 * makes of them is tested end to end in demoAnswers.test.ts.)
 */
describe.each(Object.entries(DEMO_LABS))('demo answer texts for %s', (subject, [passing, other]) => {
  const lab = (n: number) => labs.find((l) => l.subject === subject && l.labNumber === n)!;
  const score = (n: number, language: Language, coverage: 'full' | 'weak') =>
    gradeWithRubric(lab(n).questions, transcriptOfText(demoAnswerText(lab(n).questions, language, coverage), language), { scenario: lab(n).scenario }).score;

  it('the full English answer scores well above the pass mark, the weak ones well below it', () => {
    // 20 points above the pass mark: room for what pocketsphinx mishears. (OB 2 scores 81.8 with
    // grader 2.1: its cut clauses name respiratory rate and reflexes as the scenario does.)
    expect(score(passing, 'en', 'full')).toBeGreaterThanOrEqual(80);
    expect(score(passing, 'en', 'weak')).toBeLessThan(50);
    expect(score(other, 'en', 'weak')).toBeLessThan(50);
  });

  it('the Thai answers a professor grades say enough to pass, and stay short', () => {
    for (const n of [passing, other]) {
      expect(score(n, 'th', 'full')).toBeGreaterThanOrEqual(60);
      expect(demoAnswerText(lab(n).questions, 'th', 'full').length).toBeLessThan(lab(n).questions.map((q) => q.modelAnswer?.th ?? '').join(' ').length);
    }
  });
});

/**
 * Clauses cut from the model answers and joined (what any demo answer is made of) must not read
 * as harmful advice: a critical rule that meets one is too loose ("take him off" after breaking
 * the suction is the right technique, not pulling the baby off).
 */
describe('demo answer texts of every lab', () => {
  it('say nothing critical, in any language', () => {
    const flagged = labs.flatMap((lab) =>
      (['th', 'zh', 'en', 'ja', 'id'] as const).flatMap((language) =>
        (['full', 'weak'] as const).flatMap((coverage) => {
          const text = demoAnswerText(lab.questions, language, coverage);
          const grade = gradeWithRubric(lab.questions, transcriptOfText(text, language), { scenario: lab.scenario });
          return grade.critical.map((c) => `${lab.subject}/${lab.labNumber} ${language} ${coverage}: ${c.itemId} "${c.evidence.quote}"`);
        }),
      ),
    );
    expect(flagged).toEqual([]);
  }, 600_000); // some 480 gradings: half a minute alone, several on a shared, busy 2-core machine
});
