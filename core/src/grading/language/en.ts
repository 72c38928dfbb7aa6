import { english } from '../numbers.js';
import { soundKey } from '../phonetic.js';
import { englishStem } from '../stem.js';
import type { LanguagePack } from './types.js';
import { words } from './words.js';

/**
 * "hold" negates giving only when a medicine, a dose or a feed follows it ("hold the digoxin",
 * "hold her insulin", "hold off"); "hold the baby" and "football hold" are not cues.
 */
const HOLD = {
  words: new Set(['hold', 'holds', 'holding', 'held']),
  skip: new Set(['the', 'this', 'that', 'her', 'his', 'their', 'your', 'a', 'an', 'any', 'next', 'todays', 'morning', 'evening', 'usual', 'regular', 'further']),
  objects: new Set([
    'off', 'dose', 'doses', 'dosage', 'medication', 'medications', 'medicine', 'medicines', 'drug', 'drugs', 'tablet', 'tablets', 'pill',
    'pills', 'feed', 'feeds', 'feeding', 'feedings', 'insulin', 'digoxin', 'morphine', 'opioid', 'opioids', 'infusion', 'drip',
    'magnesium', 'metformin', 'warfarin', 'heparin', 'antihypertensive', 'antihypertensives', 'nifedipine', 'oxytocin', 'analgesia',
  ]),
  reach: 3,
};

/** English. */
export const en: LanguagePack = {
  language: 'en',
  unspaced: false,
  wholeWordMatches: false,
  numbers: {
    decimalComma: false,
    point: 'point',
    spell: english,
    percent: (text) => text.replace(/%/g, ' percent ').replace(/\bper cent\b/g, 'percent'),
  },
  stem: englishStem,
  soundKey,
  stopWords: words(`a an the and or but nor so yet if then else than that this these those there here
    of to in on at by for with from into onto upon about above below over under between among
    through during before after until while as because since though although unless whether
    i me my mine we us our ours you your yours he him his she her hers it its they them their theirs
    who whom whose which what when where why how
    be am is are was were been being do does did doing done have has had having
    will would shall should can could may might must ought
    not no yes very too also just even still already quite rather really
    either neither some such own
    s t d ll m re ve
    uh um er ah oh okay ok well like so`),
  commonWords: words(`make made use used using get got give go going come take put set keep let say tell ask know
    think see look want need try call called find work seem feel show mean become begin help turn
    start run move live believe hold bring happen write provide include continue change lead
    understand follow stop create speak read allow add spend grow open walk win offer remember
    consider appear buy wait serve die send expect build stay fall cut reach kill remain
    thing things way ways time times year people person part place case point fact example
    number kind sort lot lots something anything nothing everything someone anyone
    good new first last long great little own old right big high different small large next
    early young important few public bad same able many much more most less least
    often always never sometimes usually now then today well better best also
    all any both each every only other another again once ever up down out off`),
  negation: {
    cues: [
      'not', 'no', 'never', 'dont', 'doesnt', 'didnt', 'cannot', 'cant', 'wont', 'shouldnt', 'mustnt', 'isnt', 'arent',
      'wasnt', 'werent', 'wouldnt', 'couldnt', 'hasnt', 'havent', 'hadnt', 'neednt', 'aint', 'avoid', 'avoids', 'avoiding', 'withhold', 'withholds', 'withholding', 'withheld', 'stop', 'stops',
      'stopping', 'stopped', 'without', 'nothing', 'none', 'nor', 'neither', 'refrain', 'refrains', 'refraining', 'refrained', 'omit', 'omits', 'omitted', 'skip',
      'quit', 'quits', 'quitting', 'delay', 'delays', 'delaying', 'delayed', 'postpone', 'postponed', 'defer', 'deferred',
    ],
    affirming: [['no', 'problem'], ['not', 'a', 'problem'], ['no', 'harm'], ['nothing', 'wrong'], ['no', 'big', 'deal'], ['not', 'a', 'big', 'deal'], ['no', 'worries'], ['why', 'not'], ['why', 'dont']],
    notCues: [],
    reassuring: ['nothing to worry', 'no need to worry', 'dont worry', 'not to worry', 'no cause for concern', 'nothing serious', 'dont panic', 'no need to panic', 'dont be alarmed'],
    // "I would not under any circumstances give...": four content words reach the cue.
    window: { before: 4, after: 0 },
    followsVerb: false,
    conditional: HOLD,
  },
  clauses: {
    breakBefore: ['but', 'however', 'though', 'although', 'yet', 'because', 'since', 'whereas', 'anyway', 'so', 'therefore'],
    innerBreak: ['but', 'however', 'whereas', 'only', 'except'],
    breakAfter: ['so', 'because', 'to', 'or', 'but', 'and', 'then', 'that', 'in', 'otherwise', 'unless', 'lest', 'as', 'since', 'just', 'provided'],
    conditionStart: ['if', 'when', 'whenever', 'once'],
    contrast: ['but', 'yet', 'however'],
    still: ['still'],
    governedStart: ['then', 'id', 'ill', 'wed', 'well', 'youd', 'youll', 'i', 'we'],
  },
  opposites: {
    cue: /\b(?:not|no|never|don't|do not|avoid|without|withhold)\s+/i,
    acting: /^(?:avoid|without|withhold)$/i,
    replacement: {},
    prohibit: (phrasing) => `do not ${phrasing}`,
  },
  feedback: { question: 'Question {n}: ', said: '{prefix}You said “{quote}” ({time}).', critical: '{prefix}Dangerous: {danger} You said “{quote}” ({time}).' },
};
