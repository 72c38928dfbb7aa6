import { describe, expect, it } from 'vitest';
import { tokenize } from './normalize.js';
import { soundKey } from './phonetic.js';
import { englishStem } from './stem.js';
import { editDistance, wordSimilarity } from './similarity.js';

const word = (text: string) => tokenize(text, 'en')[0];
const sim = (a: string, b: string) => wordSimilarity(word(a), word(b));

describe('englishStem', () => {
  it('matches the published Porter examples', () => {
    const cases: Record<string, string> = {
      caresses: 'caress', ponies: 'poni', feed: 'feed', agreed: 'agre', plastered: 'plaster',
      motoring: 'motor', sing: 'sing', hopping: 'hop', filing: 'file', relational: 'relat',
      generalization: 'gener', electrical: 'electr', adjustment: 'adjust', controll: 'control',
    };
    for (const [w, stem] of Object.entries(cases)) expect(englishStem(w), w).toBe(stem);
  });
});

describe('soundKey', () => {
  it('gives spellings of one sound one key', () => {
    expect(soundKey('knife')).toBe(soundKey('nife'));
    expect(soundKey('phone')).toBe(soundKey('fone'));
    expect(soundKey('breast')).toBe(soundKey('brest'));
  });
  it('keeps voiced and voiceless stops apart', () => {
    expect(soundKey('feed')).not.toBe(soundKey('feet'));
  });
});

describe('wordSimilarity', () => {
  it('treats inflections as the same word', () => {
    expect(sim('latching', 'latch')).toBe(1);
    expect(sim('fed', 'feeding')).toBe(1);
    expect(sim('bottles', 'bottle')).toBe(1);
  });

  it('tolerates misspellings and recognition errors in longer words', () => {
    expect(sim('brest', 'breast')).toBeGreaterThanOrEqual(0.8);
    expect(sim('temperture', 'temperature')).toBeGreaterThanOrEqual(0.8);
    expect(sim('nees', 'knees')).toBeGreaterThanOrEqual(0.8);
  });

  it('does not let short or different words match', () => {
    expect(sim('feed', 'need')).toBe(0);
    expect(sim('small', 'smell')).toBe(0);
    expect(sim('bed', 'redness')).toBe(0);
    expect(sim('check', 'shock')).toBe(0);
    expect(sim('head', 'heat')).toBe(0);
  });

  it('does not take a function word for a content word of the same stem or sound', () => {
    expect(sim('on', 'one')).toBe(0);
    expect(sim('us', 'use')).toBe(0);
    expect(sim('one', 'ones')).toBe(1);
  });

  it('counts a transposition as one edit', () => {
    expect(editDistance('nurse', 'nusre')).toBe(1);
    expect(editDistance('abc', 'abc')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
