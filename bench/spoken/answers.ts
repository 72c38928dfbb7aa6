/**
 * The spoken-answer set: real catalogue labs answered well, partly, poorly and off the topic,
 * spoken by Debian's flite and espeak-ng voices. Good and partial answers are the labs' own
 * English model answers (all questions, or some); poor and off-topic answers are written here.
 * Expected bands are fixed before measuring.
 */
export type AnswerKind = 'good' | 'partial' | 'poor' | 'offtopic';

export interface LabPick {
  lab: string; // subject/labNumber
  partialQuestions: number[];
  poor: string;
}

export const LAB_PICKS: LabPick[] = [
  {
    lab: 'maternalchild/1',
    partialQuestions: [2],
    poor: 'I would tell the mother that breastfeeding is good for her baby. She should try her best and be patient. If she has any problem she can ask the nurse or the doctor for help.',
  },
  {
    lab: 'maternalchild/4',
    partialQuestions: [1],
    poor: 'The baby needs a bath every day so that she is clean. The mother should be careful and gentle. After the bath the baby will feel fresh and happy.',
  },
  {
    lab: 'maternalchild/7',
    partialQuestions: [],
    poor: 'Babies need to eat. The mother should give the baby milk when she thinks it is time. It is important to be a good mother and to love the baby.',
  },
  {
    lab: 'maternalchild/16',
    partialQuestions: [1],
    poor: 'The woman is pregnant and she is in pain. I would help her and make her comfortable. Then I would call the doctor to see her.',
  },
  {
    lab: '315/1',
    partialQuestions: [2],
    poor: 'Cleaning is very important in the hospital. I would be careful and keep everything tidy. Germs are bad so everyone should be clean.',
  },
  {
    lab: '315/2',
    partialQuestions: [1],
    poor: 'The patient does not look well. I would look at him and make sure he is okay. If he gets worse I would tell somebody.',
  },
  {
    lab: 'surgical/2',
    partialQuestions: [1],
    poor: 'After the operation the patient should rest. I would make her comfortable and give her what she needs. The doctor will decide the rest.',
  },
  {
    lab: 'medical/2',
    partialQuestions: [2],
    poor: 'The patient has diabetes and she does not feel good. I would stay with her and reassure her. Diabetes is a common disease.',
  },
];

export const OFF_TOPIC = [
  'Yesterday I went to the market with my friends and we bought some fruit and vegetables. Then we watched a football match on television and had dinner at a restaurant near the river.',
  'My favourite holiday was a trip to the mountains. We stayed in a small hotel, walked every morning and took many photographs of the lake. The weather was cool and the food was delicious.',
  'I think the new phone has a very good camera and the battery lasts all day. The price is a little high, but the screen is bright and the music sounds great with the speakers.',
  'To cook fried rice you need rice from yesterday, two eggs, some garlic and soy sauce. Heat the pan, fry the garlic, add the rice and the eggs, and serve it with lime and cucumber.',
];

/** Expected score bands, fixed in advance: [low, high], centre is what the mean absolute error uses. */
export function expectedBand(kind: AnswerKind, partialShare = 0.5): { low: number; high: number; centre: number } {
  switch (kind) {
    case 'good':
      return { low: 75, high: 100, centre: 90 };
    case 'partial': {
      const centre = Math.round(partialShare * 100 - 5);
      return { low: Math.max(0, centre - 20), high: Math.min(100, centre + 15), centre };
    }
    case 'poor':
      return { low: 0, high: 40, centre: 15 };
    case 'offtopic':
      return { low: 0, high: 29.9, centre: 5 };
  }
}

/** flite voices, used in turn for the main set. */
export const VOICES = [
  { engine: 'flite', voice: 'slt' },
  { engine: 'flite', voice: 'rms' },
  { engine: 'flite', voice: 'awb' },
  { engine: 'flite', voice: 'kal' },
] as const;

/**
 * espeak-ng's formant voices, reported apart: pocketsphinx's acoustic model recognises them
 * poorly (word error rate near or above 1), so they measure robustness, not grading.
 */
export const ESPEAK_VOICES = [
  { engine: 'espeak', voice: 'en-us' },
  { engine: 'espeak', voice: 'en-us+f3' },
] as const;
