import { describe, expect, it } from 'vitest';
import { normalizeText, tokenize, tokenizeWords } from './normalize.js';

const texts = (text: string, language: Parameters<typeof tokenize>[1]) => tokenize(text, language).map((t) => t.text);

describe('normalizeText', () => {
  it('applies NFKC, lower case and drops punctuation', () => {
    expect(normalizeText('Ｃheck  the LATCH!', 'en')).toBe('check the latch');
    expect(normalizeText('baby’s head, then…', 'en')).toBe('babys head then');
  });

  it('spells English numbers so digits and words meet', () => {
    expect(normalizeText('every 6 hours', 'en')).toBe('every six hours');
    expect(normalizeText('24 hours at 37.5', 'en')).toBe('twenty four hours at thirty seven point five');
    expect(normalizeText('100%', 'en')).toBe('one hundred percent');
    expect(normalizeText('a 3,900 g baby', 'en')).toBe('a three thousand nine hundred g baby');
  });

  it('spells numbers in the other languages too', () => {
    expect(normalizeText('每6小时', 'zh')).toBe('每六小时');
    expect(normalizeText('12時間', 'ja')).toBe('十二時間');
    expect(normalizeText('ทุก 2 ชั่วโมง', 'th')).toBe('ทุก สอง ชั่วโมง');
    expect(normalizeText('ทุก ๒ ชั่วโมง', 'th')).toBe('ทุก สอง ชั่วโมง');
    expect(normalizeText('setiap 2 jam', 'id')).toBe('setiap dua jam');
    expect(normalizeText('3.900 g, suhu 36,8', 'id')).toBe('tiga ribu sembilan ratus g suhu tiga puluh enam koma delapan');
  });
});

describe('tokenize', () => {
  it('joins spelled-out abbreviations but keeps single words apart', () => {
    expect(texts('check her B.P. now', 'en')).toEqual(['check', 'her', 'bp', 'now']);
    expect(texts('check her b p now', 'en')).toEqual(['check', 'her', 'bp', 'now']);
    expect(texts('hold a baby', 'en')).toEqual(['hold', 'a', 'baby']);
  });

  it('segments Thai, Chinese and Japanese into words', () => {
    expect(texts('คุณแม่ควรให้นมลูกทุกสองชั่วโมง', 'th').length).toBeGreaterThan(4);
    expect(texts('我会鼓励母乳喂养', 'zh').length).toBeGreaterThan(2);
    expect(texts('赤ちゃんに授乳します', 'ja').length).toBeGreaterThan(2);
    expect(texts('我会鼓励母乳喂养', 'zh').join('')).toBe('我会鼓励母乳喂养');
  });

  it('keeps each token tied to the transcript word it came from', () => {
    const tokens = tokenizeWords([{ text: 'Check' }, { text: 'B.' }, { text: 'P.' }, { text: '6' }], 'en');
    expect(tokens.map((t) => [t.text, t.first, t.last])).toEqual([
      ['check', 0, 0],
      ['bp', 1, 2],
      ['six', 3, 3],
    ]);
  });

  it('stems English words and marks stop words', () => {
    const [feeding, the, bottles] = tokenize('feeding the bottles', 'en');
    expect(feeding.stem).toBe(tokenize('feed', 'en')[0].stem);
    expect(tokenize('fed', 'en')[0].stem).toBe(feeding.stem);
    expect(bottles.stem).toBe(tokenize('bottle', 'en')[0].stem);
    expect(the.stop).toBe(true);
    expect(feeding.stop).toBe(false);
  });
});

describe('normalisation across scripts, digits and percent words', () => {
  const same = (a: string, b: string, language: Parameters<typeof normalizeText>[1]) =>
    expect(normalizeText(a, language).replace(/\s+/g, '')).toBe(normalizeText(b, language).replace(/\s+/g, ''));

  it('reads Traditional Chinese as Simplified (OpenCC)', () => {
    same('給藥前檢查脈搏', '给药前检查脉搏', 'zh');
    same('體溫過低', '体温过低', 'zh');
  });

  it('reads grouped digits and spoken numbers as one in all five languages', () => {
    same('2,500 ml', 'two thousand five hundred ml', 'en');
    same('2.500 ml', 'dua ribu lima ratus ml', 'id');
    same('2,500 มล.', 'สองพันห้าร้อย มล.', 'th');
    same('2500毫升', '二千五百毫升', 'zh');
    same('2500ミリリットル', '二千五百ミリリットル', 'ja');
    same('12,000', 'หนึ่งหมื่นสองพัน', 'th');
  });

  it('reads percent signs and percent words as one', () => {
    same('ร้อยละ 10', '10%', 'th');
    same('10%', '百分之十', 'zh');
    same('10%', '10パーセント', 'ja');
    same('10 per cent', '10%', 'en');
    same('10%', '10 persen', 'id');
  });
});
