import { describe, expect, it } from 'vitest';
import { quoteFinder } from './quotes.js';

const timed = (text: string) => text.split(' ').map((word, i) => ({ text: word, start: i * 0.5, end: i * 0.5 + 0.4 }));

describe('quoteFinder', () => {
  const words = timed('i would check the fundal height and the blood pressure then encourage brest feeding every two hours');
  const find = quoteFinder(words, 'en');

  it('finds a verbatim quote and gives the words as heard with their time', () => {
    expect(find('check the fundal height')).toEqual({ quote: 'check the fundal height', start: 1, end: 2.9, similarity: 1 });
  });

  it('believes a quote the recogniser misspelt or split', () => {
    const found = find('encourage breastfeeding every two hours');
    expect(found?.quote).toBe('encourage brest feeding every two hours');
    expect(found?.start).toBe(5.5);
  });

  it('rejects words the student never said, a half-invented quote, and stop words alone', () => {
    expect(find('give the baby some honey water')).toBeNull();
    expect(find('check the fundal height and give honey to settle the baby')).toBeNull();
    expect(find('the and')).toBeNull();
    expect(find('')).toBeNull();
    expect(find(null)).toBeNull();
  });

  it('finds a Thai quote in an unspaced transcript', () => {
    const thai = [
      { text: 'ตรวจ', start: 0, end: 0.4 },
      { text: 'ระดับยอดมดลูก', start: 0.4, end: 1.2 },
      { text: 'และ', start: 1.2, end: 1.4 },
      { text: 'วัดความดันโลหิต', start: 1.4, end: 2.2 },
    ];
    expect(quoteFinder(thai, 'th')('วัดความดันโลหิต')).toMatchObject({ start: 1.4, end: 2.2 });
    expect(quoteFinder(thai, 'th')('ให้น้ำผึ้งแก่ทารก')).toBeNull();
  });
});
