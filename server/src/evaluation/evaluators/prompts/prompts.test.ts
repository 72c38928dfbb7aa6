import { LANGUAGES } from '@nurselab/core';
import { describe, expect, it } from 'vitest';
import english from './v1/en.js';
import { promptFor, PROMPT_VERSION } from './index.js';

/** The quoted field names and numbered steps of a prompt: the structure every language must keep. */
function structure(prompt: string) {
  return {
    fields: [...new Set(prompt.match(/"[a-zA-Z]+"/g))].sort(),
    steps: prompt.match(/^\d+\. /gm),
    answerLine: prompt.match(/^Answer with one JSON object only.*$/m)?.[0],
  };
}

const SCRIPTS = {
  th: /\p{Script=Thai}/u,
  zh: /\p{Script=Han}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  id: /\b(bahasa Indonesia|mahasiswa|keperawatan)\b/,
} as const;

describe('grading prompts (v1)', () => {
  it('gives every answer language its own prompt, stored as v1/<language>', () => {
    const prompts = LANGUAGES.map((language) => promptFor(language));
    expect(prompts.map((prompt) => prompt.version)).toEqual(LANGUAGES.map((language) => `${PROMPT_VERSION}/${language}`));
    expect(new Set(prompts.map((prompt) => prompt.system)).size).toBe(LANGUAGES.length);
  });

  it('keeps in every language the same fields, steps and answer instruction as the English instructions, with no placeholder left', () => {
    const reference = structure(english);
    expect(reference.fields).toEqual(expect.arrayContaining(['"critical"', '"itemId"', '"name"', '"pros"', '"questions"', '"quote"', '"recommendations"']));
    expect(reference.steps).toHaveLength(4);
    for (const language of LANGUAGES) {
      const { system } = promptFor(language);
      expect(system, language).not.toContain('{language}');
      expect(structure(system), language).toEqual(reference);
      // The instructions themselves are shared word for word: a language only adds its own paragraph.
      expect(system.startsWith(english.slice(0, english.indexOf('{language}'))), language).toBe(true);
    }
  });

  it('asks for feedback in the answer language, naming it, and tells how that language is quoted', () => {
    for (const language of ['th', 'zh', 'ja', 'id'] as const) {
      const { system } = promptFor(language);
      const own = system.slice(english.replaceAll('{language}', '').length - 20);
      expect(own, language).toMatch(/Write "name", "pros" and "recommendations" in /);
      expect(own, language).toMatch(/copy quotes (character for character|word for word) as the transcript writes them/);
      expect(own, language).toMatch(SCRIPTS[language]);
    }
    expect(promptFor('zh').system).toContain('both written in Simplified Chinese (简体中文)');
    expect(promptFor('ja').system).toContain('both written in Japanese (日本語)');
    expect(promptFor('id').system).toContain('both written in Indonesian (Bahasa Indonesia)');
    expect(promptFor('th').system).toContain('both written in Thai (ภาษาไทย)');
    expect(promptFor('en').system).toContain('both written in English,');
    // Languages written without spaces are told so; Indonesian is told about split and joined words.
    for (const language of ['th', 'zh', 'ja'] as const) expect(promptFor(language).system, language).toContain('words are not separated by spaces');
    expect(promptFor('id').system).toContain('words are separated by spaces');
  });
});
