import { describe, expect, it } from 'vitest';
import { toAuthoredLab, toLabFile, type AuthoredLab } from './authoredLab.js';

const draft: AuthoredLab = {
  subject: 'maternalchild',
  languages: ['th', 'en'],
  title: { th: 'แล็บ', en: 'Lab' },
  subtitle: { th: 'ย่อย', en: 'Sub' },
  scenario: { th: 'สถานการณ์', en: 'A scenario' },
  medium: { kind: 'image', file: 'cover.jpg' },
  questions: [
    {
      number: 1,
      points: 100,
      text: { th: 'คำถาม', en: 'A question' },
      rubric: [
        { id: 'a', weight: 1, descriptor: { th: 'บอกจังหวะก่อนสัมผัสผู้ป่วย', en: 'Names the moment before touching a patient' }, phrasings: { th: ['ก่อนสัมผัส'], en: ['before touching'] }, feedback: { met: { th: 'ดี', en: 'Good' }, missed: { th: 'ควรบอก', en: 'Say it' } } },
        { id: 'b', weight: 1, phrasings: { th: ['หลังสัมผัส'], en: ['after touching'] }, feedback: { met: { th: 'ดี', en: 'Good' }, missed: { th: 'ควรบอก', en: 'Say it' } } },
      ],
    },
  ],
};

describe('a lecturer’s rubric descriptor', () => {
  it('reaches the lab file in the lab’s languages and comes back unchanged; an item without one has none', () => {
    const file = toLabFile(draft, 101);
    expect(file.questions[0].rubric[0].descriptor?.en).toBe('Names the moment before touching a patient');
    expect(file.questions[0].rubric[1].descriptor).toBeUndefined();
    const back = toAuthoredLab(file);
    expect(back.questions[0].rubric[0].descriptor).toEqual(draft.questions[0].rubric[0].descriptor);
    expect(back.questions[0].rubric[1].descriptor).toBeUndefined();
  });
});
