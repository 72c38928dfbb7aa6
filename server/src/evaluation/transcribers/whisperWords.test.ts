import { describe, expect, it } from 'vitest';
import { segmentsToWords, tokensToWords } from './whisperWords.js';

describe('whisper segments to words', () => {
  it('joins sub-word tokens into words, keeps punctuation out of them as a clause end, drops sound notes', () => {
    const tokens = [
      { text: ' Give', t0: 0, t1: 300 },
      { text: ' ox', t0: 300, t1: 450 },
      { text: 'yt', t0: 450, t1: 550 },
      { text: 'ocin', t0: 550, t1: 800 },
      { text: ',', t0: 800, t1: 810 },
      { text: ' [BLANK_AUDIO]', t0: 810, t1: 2000 },
      { text: ' now', t0: 2000, t1: 2300 },
      { text: '.', t0: 2300, t1: 2310 },
    ];
    expect(tokensToWords(tokens)).toEqual([
      { text: 'Give', start: 0, end: 0.3 },
      { text: 'oxytocin', start: 0.3, end: 0.81, endsClause: true },
      { text: 'now', start: 2, end: 2.31, endsClause: true },
    ]);
    expect(tokensToWords([{ text: ' Hold', t0: 0, t1: 100 }, { text: ' it.', t0: 100, t1: 200 }, { text: ' Call', t0: 200, t1: 300 }])).toEqual([
      { text: 'Hold', start: 0, end: 0.1 },
      { text: 'it', start: 0.1, end: 0.2, endsClause: true },
      { text: 'Call', start: 0.2, end: 0.3 },
    ]);
  });

  it('splits Thai and Chinese segments into words with times spread over the segment', () => {
    const thai = segmentsToWords([{ text: 'วัดความดันโลหิต', t0: 1000, t1: 2000 }], 'th');
    expect(thai.map((word) => word.text).join('')).toBe('วัดความดันโลหิต');
    expect(thai.length).toBeGreaterThan(1);
    expect(thai[0].start).toBe(1);
    expect(thai.at(-1)!.end).toBe(2);
    for (let index = 1; index < thai.length; index++) expect(thai[index].start).toBe(thai[index - 1].end);

    const chinese = segmentsToWords([{ text: '测量血压。', t0: 0, t1: 1000 }], 'zh');
    expect(chinese.map((word) => word.text)).not.toContain('。');
    expect(chinese.at(-1)!.endsClause).toBe(true);
  });

  it('ends a clause where whisper wrote Chinese or Japanese clause punctuation, not elsewhere', () => {
    const words = segmentsToWords([{ text: '不要给药，观察血压', t0: 0, t1: 1000 }], 'zh');
    const comma = words.findIndex((w) => w.endsClause);
    expect(words.slice(0, comma + 1).map((w) => w.text).join('')).toBe('不要给药');
    expect(words.filter((w) => w.endsClause)).toHaveLength(1);
    expect(segmentsToWords([{ text: '投与しない、観察する', t0: 0, t1: 1000 }], 'ja').filter((w) => w.endsClause)).toHaveLength(1);
    expect(segmentsToWords([{ text: 'ห้ามสูบบุหรี่ จุดธูป', t0: 0, t1: 1000 }], 'th').some((w) => w.endsClause)).toBe(false);
    expect(segmentsToWords([{ text: '不要在10:30给药', t0: 0, t1: 1000 }], 'zh').some((w) => w.endsClause)).toBe(false);
  });
});
