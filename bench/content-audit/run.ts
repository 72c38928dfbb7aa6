/**
 * Three numbers on how safely the content grades, measured with the product's own grader
 * (gradeWithRubric, as the evaluation pipeline calls it), for the closing note of issue 10:
 *
 *  1. negated phrasings met by the opposite statement: every phrasing holding a negation cue
 *     is turned into its opposite by deleting the cue (the review's method), the opposite is
 *     graded as a transcript against the phrasing's question, and counted when it meets the item;
 *  2. labs whose scenario read aloud passes (score >= the pass mark), alone and with the
 *     question texts added, per language;
 *  3. identical phrasings shared between items of one lab (per language, normalised).
 *
 *   npm run bench -- content-audit      writes bench/results/content-audit.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, PASS_MARK, gradeWithRubric, normalizeText, type Language, type LabFile, type Transcript } from '@nurselab/core';
import { GRADER_VERSION } from '../../core/src/grading/rubricGrader.js';
import { opposite } from '../../core/src/grading/negation.js';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';

const RESULTS = fileURLToPath(new URL('../results/content-audit.json', import.meta.url));

/** A transcript made from text, one word per space-separated piece (untimed). */
function textTranscript(text: string, language: Language): Transcript {
  return { language, text, words: text.split(/\s+/).filter(Boolean).map((t) => ({ text: t, start: 0, end: 0 })) };
}

const { labs } = await loadLabFiles();
const labName = (lab: LabFile): string => `${lab.subject}/${String(lab.labNumber).padStart(2, '0')}`;

let negated = 0;
let flipped = 0;
const flips: string[] = [];
for (const lab of labs) {
  for (const language of LANGUAGES) {
    for (const question of lab.questions) {
      for (const item of question.rubric) {
        for (const phrasing of item.phrasings[language]) {
          const opp = opposite(phrasing, language);
          if (!opp) continue;
          negated++;
          const grade = gradeWithRubric([question], textTranscript(opp, language), { scenario: lab.scenario });
          if (grade.questions[0].items.find((i) => i.itemId === item.id)?.met) {
            flipped++;
            flips.push(`${labName(lab)} q${question.number}.${item.id} [${language}] "${phrasing}" <= "${opp}"`);
          }
        }
      }
    }
  }
}

const echo: Record<Language, { scenario: number; withQuestions: number }> = Object.fromEntries(
  LANGUAGES.map((l) => [l, { scenario: 0, withQuestions: 0 }]),
) as Record<Language, { scenario: number; withQuestions: number }>;
const echoPasses: string[] = [];
for (const lab of labs) {
  for (const language of LANGUAGES) {
    const scenario = lab.scenario[language];
    const withQuestions = [scenario, ...lab.questions.map((q) => q.text[language])].join('\n');
    const a = gradeWithRubric(lab.questions, textTranscript(scenario, language), { scenario: lab.scenario }).score;
    const b = gradeWithRubric(lab.questions, textTranscript(withQuestions, language), { scenario: lab.scenario }).score;
    if (a >= PASS_MARK) echo[language].scenario++;
    if (b >= PASS_MARK) echo[language].withQuestions++;
    if (a >= PASS_MARK || b >= PASS_MARK) echoPasses.push(`${labName(lab)} [${language}] scenario ${a}, with questions ${b}`);
  }
}

let shared = 0;
for (const lab of labs) {
  for (const language of LANGUAGES) {
    const owners = new Map<string, Set<string>>();
    for (const question of lab.questions) {
      for (const item of question.rubric) {
        for (const phrasing of item.phrasings[language]) {
          const key = normalizeText(phrasing, language).replace(/\s+/g, language === 'en' || language === 'id' ? ' ' : '');
          const set = owners.get(key) ?? new Set<string>();
          set.add(`${question.number}.${item.id}`);
          owners.set(key, set);
        }
      }
    }
    for (const items of owners.values()) if (items.size > 1) shared++;
  }
}

const verbose = process.argv.includes('--verbose');
if (verbose) {
  for (const line of flips) console.log(`flip  ${line}`);
  for (const line of echoPasses) console.log(`echo  ${line}`);
}
console.log(`Content audit (${GRADER_VERSION}), ${labs.length} labs`);
console.log(`negated phrasings met by the opposite statement: ${flipped} of ${negated}`);
for (const l of LANGUAGES) {
  console.log(`scenario read aloud passes [${l}]: ${echo[l].scenario}/${labs.length}, with the question text ${echo[l].withQuestions}/${labs.length}`);
}
console.log(`identical phrasings shared between items of one lab: ${shared}`);

mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
const json = { negatedPhrasings: negated, negatedMetByOpposite: flipped, scenarioEchoPasses: echo, labs: labs.length, sharedPhrasings: shared, graderVersion: GRADER_VERSION, date: new Date().toISOString() };
writeFileSync(RESULTS, `${JSON.stringify(json, null, 2)}\n`);
console.log(`written ${RESULTS}`);
