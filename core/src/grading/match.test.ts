import { describe, expect, it } from 'vitest';
import type { Language } from '../i18n/languages.js';
import { findPhrase, prepareSearchText } from './match.js';
import { tokenize, tokenizeWords } from './normalize.js';

const search = (text: string, language: Language = 'en') => prepareSearchText(tokenize(text, language), language);
const similarity = (phrasing: string, text: string, language: Language = 'en') =>
  findPhrase(phrasing, search(text, language))?.similarity ?? 0;

describe('findPhrase', () => {
  it('finds an exact phrase with its word span', () => {
    const words = 'first I check that the baby has a good latch'.split(' ').map((text) => ({ text }));
    const match = findPhrase('good latch', prepareSearchText(tokenizeWords(words, 'en'), 'en'));
    expect(match).toMatchObject({ similarity: 1, firstWord: 8, lastWord: 9 });
  });

  it('matches misrecognised and inflected words', () => {
    expect(similarity('breastfeeding', 'I would encourage brest feeding on demand')).toBeGreaterThanOrEqual(0.8);
    expect(similarity('breast feeding', 'I would encourage breastfeeding on demand')).toBeGreaterThanOrEqual(0.8);
    expect(similarity('latch', 'the baby is latching well')).toBe(1);
    expect(similarity('feed the baby', 'she fed her baby')).toBeGreaterThanOrEqual(0.8);
    expect(similarity('blood pressure', 'I take her blod presure')).toBeGreaterThanOrEqual(0.8);
  });

  it('allows one inserted word inside a phrasing, not a long detour', () => {
    expect(similarity('check the latch', 'check that the latch is deep')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('skin to skin contact', 'skin-to-skin close contact')).toBeGreaterThanOrEqual(0.9);
    expect(similarity('skin to skin contact', 'skin to skin and then later some contact')).toBeLessThan(0.8);
  });

  it('matches numbers written either way', () => {
    expect(similarity('every 2 hours', 'feed her every two hours')).toBe(1);
    expect(similarity('twenty four hours', 'within 24 hours')).toBe(1);
    expect(similarity('BP', 'I measure her b p and pulse')).toBe(1);
  });

  it('does not match unrelated text', () => {
    expect(similarity('breastfeeding', 'we went to the market and bought bread')).toBeLessThan(0.8);
    expect(similarity('blood pressure', 'I will ask about her favourite movie')).toBeLessThan(0.8);
    expect(similarity('skin to skin contact', 'the weather was hot and sunny')).toBeLessThan(0.5);
  });

  it('finds Thai, Chinese and Japanese phrasings inside unsegmented text', () => {
    expect(similarity('ให้นมแม่', 'คุณแม่ควรให้นมแม่ทุกสองชั่วโมง', 'th')).toBe(1);
    expect(similarity('อุ้มลูกให้ท้องชิดท้องแม่', 'ให้คุณแม่อุ้มลูกให้ท้องลูกชิดท้องแม่', 'th')).toBeGreaterThanOrEqual(0.8);
    expect(similarity('母乳喂养', '我会鼓励母乳喂养，每两个小时一次', 'zh')).toBe(1);
    expect(similarity('含接乳头', '要让宝宝正确含住乳头和乳晕', 'zh')).toBeLessThan(0.8);
    expect(similarity('正确含接', '宝宝要正确地含接', 'zh')).toBeGreaterThanOrEqual(0.8);
    expect(similarity('授乳', '赤ちゃんに授乳する前に手を洗います', 'ja')).toBe(1);
    expect(similarity('母乳育児', '今日は天気が良いので公園に行きます', 'ja')).toBeLessThan(0.5);
    expect(similarity('母乳喂养', '今天天气很好我们去公园', 'zh')).toBeLessThan(0.5);
  });

  it('maps a match inside a long Thai transcript word back to that word', () => {
    const words = [{ text: 'สวัสดีค่ะ' }, { text: 'ดิฉันจะช่วยให้คุณแม่ให้นมแม่' }, { text: 'ทุกสองชั่วโมง' }];
    const match = findPhrase('ให้นมแม่', prepareSearchText(tokenizeWords(words, 'th'), 'th'));
    expect(match).toMatchObject({ similarity: 1, firstWord: 1, lastWord: 1 });
  });
});
