import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pronounceWithEspeak, spellLetters } from './espeakPronunciation.js';
import { buildHintLanguageModel, hintAbbreviations, hintSentences } from './hintLanguageModel.js';
import { readPronouncingDictionary, readTrieUnigrams } from './sphinxModelFiles.js';

export interface HintModelSettings {
  /** Most frequent general English words kept beside the hint words. Default 20000; 0 = hint words only. */
  backgroundWords?: number;
  /** Probability share of the hint texts. Default 0.5. */
  hintWeight?: number;
}

export interface ModelFiles {
  lm: string;
  dict: string;
}

/**
 * Writes a language model and dictionary for one transcription, built from its hints: words
 * missing from the CMU dictionary get espeak-ng pronunciations, capitalised abbreviations
 * ("IV", "PPH") are spelled letter by letter.
 */
export async function writeHintModel(
  hints: string[],
  settings: HintModelSettings,
  general: { languageModel: string; dictionary: string },
  workDir: string,
): Promise<ModelFiles> {
  const [background, dictionary] = await Promise.all([
    readTrieUnigrams(general.languageModel),
    readPronouncingDictionary(general.dictionary),
  ]);
  const abbreviations = hintAbbreviations(hints);
  const unknown = [...new Set(hintSentences(hints).flat())].filter((word) => !dictionary.has(word) && !abbreviations.has(word));
  const extraPronunciations = new Map<string, string[]>();
  for (const [word, phones] of await pronounceWithEspeak(unknown)) extraPronunciations.set(word, [phones]);
  for (const word of abbreviations) extraPronunciations.set(word, [spellLetters(word)]);
  const model = buildHintLanguageModel(hints, {
    background,
    dictionary,
    backgroundWords: settings.backgroundWords ?? 20000,
    hintWeight: settings.hintWeight ?? 0.5,
    extraPronunciations,
  });
  const files = { lm: join(workDir, 'hints.lm'), dict: join(workDir, 'hints.dict') };
  await Promise.all([writeFile(files.lm, model.arpa), writeFile(files.dict, model.dictionary)]);
  return files;
}
