import type { Language, Question } from '@nurselab/core';
import type { EvaluationInput } from '../types.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const inLanguage = (text: Partial<Record<Language, string>> | undefined, language: Language) => text?.[language] ?? text?.en;
const seconds = (n: number) => Math.round(n * 100) / 100;

/** The lab's material and the transcript, in the answer's language, as the JSON the prompt describes. */
export function gradingMaterial({ questions, scenario, transcript }: EvaluationInput) {
  const language = transcript.language;
  return {
    language,
    scenario: inLanguage(scenario, language),
    questions: questions.map((q: Question) => ({
      number: q.number,
      points: q.points,
      text: inLanguage(q.text, language),
      modelAnswer: inLanguage(q.modelAnswer, language),
      rubric: q.rubric.map((item) => ({ id: item.id, weight: item.weight, meaning: inLanguage(item.feedback.met, language), phrasings: item.phrasings[language] ?? item.phrasings.en })),
      critical: (q.critical ?? []).map((item) => ({ id: item.id, danger: inLanguage(item.danger, language), phrasings: item.phrasings[language] ?? item.phrasings.en })),
    })),
    transcript: {
      text: transcript.text,
      words: transcript.words.map((w) => [w.text, seconds(w.start), seconds(w.end)]),
    },
  };
}

export function gradingMessages(system: string, input: EvaluationInput): ChatMessage[] {
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Grade this answer. Reply in JSON.\n${JSON.stringify(gradingMaterial(input))}` },
  ];
}

/** The one repair request: the model's own answer back, what was wrong with it, and the ask again. */
export function repairMessages(messages: ChatMessage[], answer: string, problem: string): ChatMessage[] {
  return [
    ...messages,
    { role: 'assistant', content: answer },
    {
      role: 'user',
      content: `That reply cannot be used: ${problem}. Reply again with only one JSON object with exactly the fields items, critical, questions, pros, recommendations, as described.`,
    },
  ];
}
