import { UNSEEN, type UnseenAnswer } from './answers.js';
import { HELD_OUT } from './heldout.js';
import { HELD_OUT_2 } from './heldout2.js';
import { HELD_OUT_3 } from './heldout3.js';
import { HELD_OUT_4 } from './heldout4.js';
import { HELD_OUT_5 } from './heldout5.js';
import { HELD_OUT_6 } from './heldout6.js';
import { HELD_OUT_7 } from './heldout7.js';
import { HELD_OUT_8 } from './heldout8.js';

export interface LabelledSet {
  key: string;
  name: string;
  answers: UnseenAnswer[];
}

/** Every labelled written set, oldest first (bench/README.md says how each was written). */
export const LABELLED_SETS: LabelledSet[] = [
  { key: 'tuning', name: 'tuning set (answers.ts)', answers: UNSEEN },
  { key: 'heldOut', name: 'held-out set (heldout.ts)', answers: HELD_OUT },
  { key: 'heldOut2', name: 'second held-out set (heldout2.ts)', answers: HELD_OUT_2 },
  { key: 'heldOut3', name: 'third held out (heldout3.ts)', answers: HELD_OUT_3 },
  { key: 'heldOut4', name: 'fourth held out (heldout4.ts)', answers: HELD_OUT_4 },
  { key: 'heldOut5', name: 'fifth held out (heldout5.ts)', answers: HELD_OUT_5 },
  { key: 'heldOut6', name: 'sixth held out (heldout6.ts)', answers: HELD_OUT_6 },
  { key: 'heldOut7', name: 'seventh held out (heldout7.ts)', answers: HELD_OUT_7 },
  { key: 'heldOut8', name: 'eighth held out (heldout8.ts)', answers: HELD_OUT_8 },
];
