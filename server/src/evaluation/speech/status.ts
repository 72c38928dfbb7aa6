import { LANGUAGES, type ScoringModes, type SpeechEngine, type SpeechStatus } from '@nurselab/core';
import { chooseTranscriber, type TranscriberChoiceConfig } from '../transcribers/registry.js';
import { latestSelfTests } from './selfTest.js';

/** Per language, the engine that will transcribe it (or none: the professor grades); the engines set up; their measured speed. */
export function describeSpeech(choice: TranscriberChoiceConfig): SpeechStatus {
  const languages = LANGUAGES.map((language) => {
    const named = choice.languages[language];
    const transcriber = chooseTranscriber(choice, language);
    return {
      language,
      engine: (transcriber?.name as SpeechEngine | undefined) ?? null,
      version: transcriber?.version ?? null,
      preference: (named === undefined ? [] : Array.isArray(named) ? named : [named]) as SpeechEngine[],
    };
  });
  const engines = Object.values(choice.transcribers).map((transcriber) => ({
    name: transcriber.name as SpeechEngine,
    version: transcriber.version,
    languages: LANGUAGES.filter((language) => transcriber.supports(language)),
  }));
  return { languages, engines, selfTests: latestSelfTests(choice) };
}

/** What a student may know before recording: scored at once, or by the professor. */
export function scoringModes(choice: TranscriberChoiceConfig): ScoringModes {
  return {
    languages: Object.fromEntries(
      LANGUAGES.map((language) => [language, chooseTranscriber(choice, language) ? 'automatic' : 'professor']),
    ) as ScoringModes['languages'],
  };
}
