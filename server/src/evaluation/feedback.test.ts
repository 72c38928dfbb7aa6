import { evaluationFeedbackLines, gradeWithRubric, type LabFile, type Transcript } from '@nurselab/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLabFiles } from '../catalogue/contentFiles.js';

/** Words one after another, half a second each, as a recogniser would time them. */
function transcriptOf(text: string): Transcript {
  const words = text.split(/\s+/).filter(Boolean).map((word, i) => ({ text: word, start: i * 0.5, end: i * 0.5 + 0.4 }));
  return { language: 'en', text, words };
}

/**
 * The content review's maternal-and-child lab 4 answer: it said "wash your hands", "close the
 * windows, no draught" and "no powder on the cord, fold the nappy below it", and got them back
 * as recommendations next to praise for front-to-back care, a hat and a face washed without soap.
 */
describe('feedback on the review’s maternal and child lab 4 answer', () => {
  const answer = 'First I would tell her to wash your hands. Close the windows, no draught in the room. After the bath put no powder on the cord and fold the nappy below it.';
  let lab: LabFile;
  beforeAll(async () => {
    lab = (await loadLabFiles()).labs.find((l) => l.subject === 'maternalchild' && l.labNumber === 4)!;
  });

  const feedbackFor = (language: 'en' | 'th') => {
    const transcript = transcriptOf(answer);
    const grade = gradeWithRubric(lab.questions, transcript);
    return { grade, ...evaluationFeedbackLines(lab.questions, { transcript, ...grade }, 'en', language) };
  };

  it('praises what was said, with its words, and nothing else', () => {
    const { pros } = feedbackFor('en');
    expect(pros.length).toBeGreaterThanOrEqual(3);
    for (const line of pros) {
      const quote = /“(.+)”/.exec(line)?.[1];
      expect(quote, line).toBeTruthy();
      expect(answer.toLowerCase()).toContain(quote!.toLowerCase().replace(/[.,]$/, ''));
    }
    expect(pros.join(' ')).toMatch(/wash your hands/);
    // A negative match is quoted with the word that made it negative, as it was said.
    expect(pros.join(' ')).toContain('“no draught”');
    expect(pros.join(' ')).toContain('“no powder on the cord”');
    // Claims the answer never made.
    expect(pros.join(' ')).not.toMatch(/front|back|hat|soap|nails|jewellery|face/i);
  });

  it('does not recommend what was said', () => {
    const { grade, recommendations } = feedbackFor('en');
    const said = ['carer-hygiene', 'warm-room', 'cord-dry-no-powder'];
    for (const q of grade.questions) for (const item of q.items) if (said.includes(item.itemId)) expect(item.met, item.itemId).toBe(true);
    const missedTexts = lab.questions.flatMap((q) => q.rubric.filter((r) => said.includes(r.id)).map((r) => r.feedback.missed.en));
    for (const text of missedTexts) expect(recommendations.join('\n')).not.toContain(text);
    expect(recommendations.length).toBe(grade.questions.flatMap((q) => q.items).filter((i) => !i.met).length);
  });

  it('speaks the reader’s language while quoting the student’s own words', () => {
    const { pros, recommendations } = feedbackFor('th');
    expect(pros.every((line) => /^ข้อ \d: คุณพูดว่า “.+” \(\d:\d\d\)$/.test(line))).toBe(true);
    expect(recommendations.every((line) => /^ข้อ \d: [\u0E00-\u0E7F]/.test(line))).toBe(true);
  });
});
