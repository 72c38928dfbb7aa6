import { describe, expect, it } from 'vitest';
import { PASS_MARK } from '../constants.js';
import { CRITICAL_SCORE_CAP, gradeWithRubric } from './rubricGrader.js';
import { criticalItem, item, question, spoken } from './testRubric.js';

const seizure = question(
  1,
  [item('airway', { en: ['turn her on her side', 'left lateral'], th: ['จัดท่านอนตะแคง'] }, 2), item('protect', { en: ['pad the bed rails'], th: ['ยกไม้กั้นเตียง'] })],
  [
    criticalItem(
      'tongue-depressor',
      { en: ['put a tongue depressor in her mouth', 'tongue depressor'], th: ['ใส่ไม้กดลิ้น', 'ไม้กดลิ้น'] },
      { en: 'Nothing goes in the mouth during a seizure: it breaks teeth and blocks the airway.', th: 'ห้ามใส่สิ่งใดในปากขณะชัก' },
    ),
  ],
);

describe('critical ("must not say") items', () => {
  it('caps a full answer below the pass mark, names the danger and keeps the quote and time', () => {
    const grade = gradeWithRubric([seizure], spoken('en', 'Turn her on her side, pad the bed rails and put a tongue depressor in her mouth.'));
    expect(grade.uncappedScore).toBe(100);
    expect(grade.score).toBe(CRITICAL_SCORE_CAP);
    expect(grade.score).toBeLessThan(PASS_MARK);
    expect(grade.isPass).toBe(false);
    expect(grade.critical).toHaveLength(1);
    const [finding] = grade.critical;
    expect(finding).toMatchObject({ questionNumber: 1, itemId: 'tongue-depressor', danger: expect.stringContaining('Nothing goes in the mouth') });
    expect(finding.evidence.quote).toContain('tongue depressor');
    expect(finding.evidence.start).toBeGreaterThan(0);
    expect(grade.recommendations[0]).toBe(finding.danger);
  });

  it('is not detected when the student says not to do it', () => {
    const grade = gradeWithRubric([seizure], spoken('en', 'Turn her on her side and pad the bed rails, never put a tongue depressor in her mouth.'));
    expect(grade.critical).toEqual([]);
    expect(grade.score).toBe(100);
  });

  it('names the danger in the student\'s language (Thai)', () => {
    const grade = gradeWithRubric([seizure], spoken('th', 'จัดท่านอนตะแคง ใส่ไม้กดลิ้น'));
    expect(grade.critical.map((c) => c.danger)).toEqual(['ห้ามใส่สิ่งใดในปากขณะชัก']);
    expect(grade.score).toBeLessThan(PASS_MARK);
    expect(gradeWithRubric([seizure], spoken('th', 'จัดท่านอนตะแคง ห้ามใส่ไม้กดลิ้น')).critical).toEqual([]);
  });
});

describe('echo, spans and Thai words', () => {
  const postOp = question(1, [item('morphine', { en: ['morphine', 'give naloxone'] }), item('warm', { en: ['warm blanket'] })], [], {
    en: 'What do you do first?',
  });
  const scenario = { en: 'He is drowsy after morphine, shivering, temperature 35.9.' };

  it('saying the scenario back earns nothing; doing something with it does', () => {
    expect(gradeWithRubric([postOp], spoken('en', 'He is drowsy after morphine, shivering'), { scenario }).score).toBe(0);
    expect(gradeWithRubric([postOp], spoken('en', 'He is drowsy after morphine, shivering'), {}).score).toBe(50);
    expect(gradeWithRubric([postOp], spoken('en', 'I would give naloxone and a warm blanket'), { scenario }).score).toBe(100);
  });

  it('one phrase said once earns one item, said twice earns two', () => {
    const q1 = question(1, [item('hands-1', { en: ['wash your hands'] })]);
    const q2 = question(2, [item('hands-2', { en: ['wash your hands'] })]);
    expect(gradeWithRubric([q1, q2], spoken('en', 'wash your hands then clean the eyes')).score).toBe(50);
    expect(gradeWithRubric([q1, q2], spoken('en', 'wash your hands, clean the eyes, wash your hands again')).score).toBe(100);
  });

  it('one changed Thai letter is another word, not a misspelling (น้ำตาลต่ำ / น้ำตาลซ้ำ, ดูด / แดด)', () => {
    const q = question(1, [item('low', { th: ['น้ำตาลต่ำ'] }), item('suck', { th: ['ดูด'] })]);
    expect(gradeWithRubric([q], spoken('th', 'ตรวจน้ำตาลซ้ำ ตากแดด')).score).toBe(0);
    expect(gradeWithRubric([q], spoken('th', 'ถ้าน้ำตาลต่ำ ให้ลูกดูด')).score).toBe(100);
  });
});
