import type { Question } from '../content/labSchema.js';
import { LANGUAGES, type Language } from '../i18n/languages.js';

/** Test fixtures of the feedback rules: every language gets the same text, prefixed with its code. */
export const all = (text: string) => Object.fromEntries(LANGUAGES.map((l) => [l, `${l}: ${text}`])) as Record<Language, string>;
export const phrasings = (...words: string[]) => Object.fromEntries(LANGUAGES.map((l) => [l, words])) as Record<Language, string[]>;

/** Two questions: infant sleep (with a "must not say") and cord care; some praise sentences claim more than one phrase. */
export const sleepAndCordQuestions: Question[] = [
  {
    number: 1,
    points: 60,
    text: all('How should the baby sleep?'),
    rubric: [
      { id: 'on-back', weight: 2, descriptor: all('Back sleeping'), phrasings: phrasings('on his back'), feedback: { met: all('You taught back sleeping, own cot and a firm mattress.'), missed: all('Teach back sleeping.') } },
      { id: 'own-cot', weight: 1, phrasings: phrasings('own cot'), feedback: { met: all('Own cot.'), missed: all('Teach an own cot in the parents room.') } },
    ],
    critical: [{ id: 'prone', phrasings: phrasings('on his tummy'), danger: all('Prone sleeping raises the risk of sudden infant death.') }],
  },
  {
    number: 2,
    points: 40,
    text: all('Cord care?'),
    rubric: [
      { id: 'dry-cord', weight: 1, phrasings: phrasings('keep it dry'), feedback: { met: all('Dry cord care, no powder, nappy folded below.'), missed: all('Keep the cord clean and dry.') } },
      { id: 'omphalitis', weight: 1, phrasings: phrasings('red skin'), feedback: { met: all('Warning signs.'), missed: all('Teach the warning signs of infection.') } },
    ],
  },
];
