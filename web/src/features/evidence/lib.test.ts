import { describe, expect, it } from 'vitest';
import { criticalFindings, evidenceFrom, transcriptSegments } from './lib';

const words = (language: 'en' | 'th', list: [string, number, number][]) => ({ language, text: list.map((w) => w[0]).join(' '), words: list.map(([text, start, end]) => ({ text, start, end })) });

describe('transcriptSegments', () => {
  it('marks the words inside quoted spans and joins English words with spaces', () => {
    const transcript = words('en', [['wash', 0, 0.4], ['your', 0.5, 0.7], ['hands', 0.8, 1.2], ['then', 1.3, 1.5], ['dry', 1.6, 2]]);
    const segments = transcriptSegments(transcript, [{ start: 0.5, end: 1.2 }]);
    expect(segments).toEqual([
      { text: 'wash', start: 0, quoted: false },
      { text: ' your hands', start: 0.5, quoted: true },
      { text: ' then dry', start: 1.3, quoted: false },
    ]);
  });

  it('joins Thai words without spaces', () => {
    const transcript = words('th', [['ล้าง', 0, 0.5], ['มือ', 0.5, 1]]);
    expect(transcriptSegments(transcript, []).map((s) => s.text).join('')).toBe('ล้างมือ');
  });

  it('keeps a transcript without word times as one run', () => {
    expect(transcriptSegments({ language: 'en', text: 'hello there', words: [] }, [{ start: 0, end: 1 }])).toEqual([{ text: 'hello there', start: null, quoted: false }]);
  });
});

describe('criticalFindings', () => {
  it('lists the findings of the grader, and none when it gave none', () => {
    const finding = { questionNumber: 1, itemId: 'bad', danger: 'Dangerous', evidence: { quote: 'x', start: 1, end: 2, phrasing: 'x', similarity: 1, polarity: 'positive' as const } };
    expect(criticalFindings({ critical: [finding] })).toEqual([finding]);
    expect(criticalFindings({})).toEqual([]);
  });
});

describe('evidenceFrom', () => {
  it('reads the evidence from a nested evaluation or the top level, and nothing from an answer without it', () => {
    expect(evidenceFrom({ evaluation: { questions: [], transcript: { language: 'en', text: 'a', words: [] } } })?.transcript?.text).toBe('a');
    expect(evidenceFrom({ questions: [] })?.questions).toEqual([]);
    expect(evidenceFrom({ evidence: { transcript: null, questions: [] } })?.questions).toEqual([]);
    expect(evidenceFrom({ evidence: null })).toBeNull();
    expect(evidenceFrom({})).toBeNull();
  });
});
