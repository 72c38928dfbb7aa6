import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { KeepThaiWords } from '../components/ui/KeepThaiWords';
import { THAI_KEEP_TOGETHER, thaiLinePieces, thaiWordsToKeep, type WordStarts } from './thaiWords';

/** A segmenter that starts a word at every occurrence of each `cuts`, so the tests do not depend on Node's ICU version. */
const splitAt =
  (...cuts: string[]): WordStarts =>
  (text) =>
    [0, ...cuts.flatMap((c) => [...text.matchAll(new RegExp(c, 'g'))].map((m) => m.index))];

describe('thaiWordsToKeep', () => {
  it('keeps a listed word the segmenter splits inside, and nothing else', () => {
    const title = 'การวางแผนครอบครัวหลังคลอด';
    expect(thaiWordsToKeep(title, splitAt('วางแผน', 'ครอบครัว', 'หลังค', 'ลอด'))).toEqual([[17, 25]]);
    expect(title.slice(17, 25)).toBe('หลังคลอด');
  });

  it('leaves a listed word alone where the segmenter keeps it whole', () => {
    expect(thaiWordsToKeep('การวางแผนครอบครัวหลังคลอด', splitAt('วางแผน', 'ครอบครัว', 'หลังคลอด'))).toEqual([]);
  });

  it('finds every occurrence, and merges words that overlap', () => {
    expect(thaiWordsToKeep('แดชบอร์ดและแดชบอร์ด', splitAt('ช', 'บอร์ด', 'และ'))).toEqual([
      [0, 8],
      [11, 19],
    ]);
    expect(thaiWordsToKeep('กขคง', () => [0, 1, 2, 3], ['กขค', 'ขคง'])).toEqual([[0, 4]]);
  });

  it('does not look at text without Thai letters', () => {
    let asked = false;
    expect(
      thaiWordsToKeep('Postpartum family planning', () => {
        asked = true;
        return [0];
      }),
    ).toEqual([]);
    expect(asked).toBe(false);
  });

  it('with the real segmenter, protects the words this ICU splits (หลังคลอด in a lab title)', () => {
    const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
    const splits = [...segmenter.segment('การวางแผนครอบครัวหลังคลอด')].some((s) => s.index > 17 && s.index < 25);
    expect(thaiWordsToKeep('การวางแผนครอบครัวหลังคลอด')).toEqual(splits ? [[17, 25]] : []);
  });
});

describe('thaiLinePieces and KeepThaiWords', () => {
  it('cut the text into pieces that join back to it exactly: no character added', () => {
    for (const text of ['แล็บการพยาบาลมารดาหลังคลอดและทารกแรกเกิด', 'ตรวจท่าเลียวโพลด์', 'Newborn bath', '']) {
      expect(
        thaiLinePieces(text)
          .map((p) => p.text)
          .join(''),
      ).toBe(text);
    }
  });

  it('render a kept word in a nowrap span and other text as it is', () => {
    const html = renderToStaticMarkup(createElement(KeepThaiWords, null, 'แดชบอร์ดนักศึกษา'));
    const segmenterSplits = thaiWordsToKeep('แดชบอร์ดนักศึกษา').length > 0;
    expect(html).toBe(segmenterSplits ? '<span><span class="whitespace-nowrap">แดชบอร์ด</span>นักศึกษา</span>' : 'แดชบอร์ดนักศึกษา');
    expect(renderToStaticMarkup(createElement(KeepThaiWords, null, 'Student Dashboard'))).toBe('Student Dashboard');
  });
});

describe('THAI_KEEP_TOGETHER', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  const thaiText = [
    ...files(path.join(root, 'web/src/locales')).filter((f) => f.endsWith('th.json')),
    ...files(path.join(root, 'content/labs')).filter((f) => f.endsWith('.yaml')),
  ]
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  it.each(THAI_KEEP_TOGETHER.map((w) => [w]))('%s is one Thai word that the labs or the Thai interface use', (word) => {
    expect(word).toMatch(/^[\u0E00-\u0E7F]+$/);
    expect(thaiText).toContain(word);
  });
});
