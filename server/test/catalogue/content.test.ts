import { LANGUAGES, labFileSchema, SUBJECTS } from '@nurselab/core';
import { describe, expect, it } from 'vitest';
import { loadLabFiles } from '../../src/catalogue/contentFiles.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MEDIA_DIR } from '../../src/catalogue/contentFiles.js';

const { labs, problems } = await loadLabFiles();

describe('lab content files', () => {
  it('are all valid', () => {
    expect(problems).toEqual([]);
  });

  it.each([
    ['maternalchild', 20],
    ['315', 10],
    ['surgical', 5],
    ['medical', 5],
    ['ob', 5],
  ])('%s has labs 1 to %i', (subject, count) => {
    const numbers = labs.filter((l) => l.subject === subject).map((l) => l.labNumber).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });

  it('trial-cssd has at least three labs', () => {
    expect(labs.filter((l) => l.subject === 'trial-cssd').length).toBeGreaterThanOrEqual(3);
  });

  it('keeps the SPEC.md weights of course 315 labs 1-3', () => {
    const points = (n: number) => labs.find((l) => l.subject === '315' && l.labNumber === n)!.questions.map((q) => q.points);
    expect(points(1)).toEqual([10, 50, 50]);
    expect(points(2)).toEqual([30, 30, 40]);
    expect(points(3)).toEqual([50, 50]);
  });

  it('gives maternal and child labs 1-9 one or two questions, the others two or three', () => {
    for (const lab of labs.filter((l) => l.subject === 'maternalchild')) {
      const n = lab.questions.length;
      if (lab.labNumber <= 9) expect(n, `lab ${lab.labNumber}`).toBeLessThanOrEqual(2);
      else expect([2, 3], `lab ${lab.labNumber}`).toContain(n);
    }
  });

  it('names media files that exist', () => {
    for (const lab of labs) expect(existsSync(path.join(MEDIA_DIR, lab.medium.file)), `${lab.subject}/${lab.labNumber}`).toBe(true);
  });

  it('names what every rubric item looks for (its descriptor) in each language of its lab, as a short criterion', () => {
    for (const lab of labs) {
      const languages = LANGUAGES.filter((l) => lab.title[l]);
      for (const question of lab.questions) {
        for (const item of question.rubric) {
          const where = `${lab.subject}/${lab.labNumber} q${question.number} ${item.id}`;
          expect(Object.keys(item.descriptor ?? {}).sort(), where).toEqual([...languages].sort());
          for (const language of languages) {
            const text = item.descriptor?.[language] ?? '';
            expect(text.trim(), `${where} [${language}]`).not.toBe('');
            expect(text, `${where} [${language}]`).not.toMatch(/\n/);
          }
          // A criterion, not a claim about the student ("You said ...").
          expect(item.descriptor!.en, where).not.toMatch(/^you\b/i);
          expect(item.descriptor!.en.length, where).toBeLessThanOrEqual(95);
        }
      }
    }
  });

  it('covers every subject', () => {
    expect(new Set(labs.map((l) => l.subject))).toEqual(new Set(SUBJECTS));
  });
});

describe('the lab schema refuses', () => {
  const sample = labs[0];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately breaking the typed shape
  const clone = () => structuredClone(sample) as Record<string, any>;

  it('a text missing a language', () => {
    for (const language of LANGUAGES) {
      const lab = clone();
      delete lab.title[language];
      expect(labFileSchema.safeParse(lab).success, language).toBe(false);
    }
  });

  it('a question without rubric', () => {
    const lab = clone();
    lab.questions[0].rubric = [];
    expect(labFileSchema.safeParse(lab).success).toBe(false);
  });

  it('a weight or points that are not positive', () => {
    const lab = clone();
    lab.questions[0].rubric[0].weight = 0;
    expect(labFileSchema.safeParse(lab).success).toBe(false);
    const lab2 = clone();
    lab2.questions[0].points = -5;
    expect(labFileSchema.safeParse(lab2).success).toBe(false);
  });

  it('a duplicate question number or rubric id', () => {
    const lab = clone();
    lab.questions.push({ ...lab.questions[0] });
    expect(labFileSchema.safeParse(lab).success).toBe(false);
    const lab2 = clone();
    lab2.questions[0].rubric.push({ ...lab2.questions[0].rubric[0] });
    expect(labFileSchema.safeParse(lab2).success).toBe(false);
  });

  it('phrasings missing in a language', () => {
    const lab = clone();
    lab.questions[0].rubric[0].phrasings.th = [];
    expect(labFileSchema.safeParse(lab).success).toBe(false);
  });
});
