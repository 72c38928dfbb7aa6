/**
 * Validates every lab file under content/labs: the schema, then checks that the product's own
 * grader (gradeWithRubric, as the evaluation pipeline calls it) grades the content safely, for
 * every lab and language:
 *   echo       the scenario plus the questions read as a transcript scores below ECHO_LIMIT;
 *   negation   the opposite of every negated phrasing, and the negation of every positive one,
 *              does not meet its item;
 *   critical   every critical phrasing said is detected, and not when its denial is said (its leading
 *              cue deleted, or the whole of it prohibited);
 *   model      every model answer scores at least MODEL_MIN and says nothing critical, with its
 *              punctuation and without (as a recogniser writes it).
 * Prints one line per failure (check, lab, language, item) and a count per check.
 *   npx tsx scripts/validate-content.ts [--only echo,negation,critical,model]
 */
import { LANGUAGES, asHeard, gradeWithRubric, transcriptOfText, type GradeResult, type LabFile, type Language } from '@nurselab/core';
import { denial, negate, opposite } from '../core/src/grading/negation.js';
import { loadLabFiles } from '../server/src/catalogue/contentFiles.js';

const ECHO_LIMIT = 20;
const MODEL_MIN = 90;
const CHECKS = ['echo', 'negation', 'critical', 'model'] as const;
type Check = (typeof CHECKS)[number];

const onlyArg = process.argv.indexOf('--only');
const only = new Set<string>(onlyArg > 0 ? process.argv[onlyArg + 1].split(',') : CHECKS);

const { labs, problems } = await loadLabFiles();
for (const p of problems) console.error(`${p.file}: ${p.message}`);

const failures: Record<Check, number> = { echo: 0, negation: 0, critical: 0, model: 0 };
const fail = (check: Check, where: string, detail: string): void => {
  failures[check]++;
  console.error(`FAIL ${check.padEnd(8)} ${where}: ${detail}`);
};

const labName = (lab: LabFile): string => `${lab.subject}/${String(lab.labNumber).padStart(2, '0')}`;
const grade = (lab: LabFile, text: string, language: Language): GradeResult =>
  gradeWithRubric(lab.questions, transcriptOfText(text, language), { scenario: lab.scenario });
const criticalSaid = (g: GradeResult, question: number, id: string): boolean => g.critical.some((c) => c.questionNumber === question && c.itemId === id);

for (const lab of labs) {
  for (const language of LANGUAGES) {
    const where = (detail = ''): string => `${labName(lab)} [${language}]${detail}`;

    if (only.has('echo')) {
      const text = [lab.scenario[language], ...lab.questions.map((q) => q.text[language])].join('\n');
      const g = grade(lab, text, language);
      if (g.uncappedScore >= ECHO_LIMIT) {
        const met = g.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => `q${q.number}.${i.itemId} "${i.evidence?.phrasing}"`));
        fail('echo', where(), `scenario + questions score ${g.uncappedScore} (limit < ${ECHO_LIMIT}); met by ${met.join(', ')}`);
      }
    }

    for (const question of lab.questions) {
      if (only.has('negation')) {
        for (const item of question.rubric) {
          for (const phrasing of item.phrasings[language]) {
            // A negated phrasing's opposite must not meet the item at all. A positive phrasing's
            // negation must not meet it by a positive phrasing: an item may also list negative
            // ones ("nothing by mouth"), which a made-up "do not nil by mouth" rightly agrees with.
            const opp = opposite(phrasing, language);
            const flipped = opp ?? negate(phrasing, language);
            const met = grade(lab, flipped, language).questions.find((q) => q.number === question.number)?.items.find((i) => i.itemId === item.id);
            if (!met?.met || (!opp && met.evidence?.polarity === 'negative')) continue;
            fail('negation', where(` q${question.number}.${item.id}`), `"${flipped}" (opposite of "${phrasing}") meets it, by "${met.evidence?.phrasing}"`);
          }
        }
      }

      if (only.has('critical')) {
        for (const item of question.critical ?? []) {
          for (const phrasing of item.phrasings[language]) {
            if (!criticalSaid(grade(lab, phrasing, language), question.number, item.id)) {
              fail('critical', where(` q${question.number}.${item.id}`), `"${phrasing}" said is not detected`);
            }
            const negated = denial(phrasing, language);
            if (criticalSaid(grade(lab, negated, language), question.number, item.id)) {
              fail('critical', where(` q${question.number}.${item.id}`), `"${negated}" (the negation) is detected as harmful`);
            }
          }
        }
      }
    }

    if (only.has('model')) {
      const answer = lab.questions.map((q) => q.modelAnswer?.[language] ?? '').join('\n');
      if (answer.trim()) {
        const g = grade(lab, answer, language);
        if (g.critical.length) fail('model', where(), `model answer says something critical: ${g.critical.map((c) => `q${c.questionNumber}.${c.itemId} "${c.evidence.quote}"`).join(', ')}`);
        // Spoken, as a recogniser writes it: no punctuation to end a clause before a critical rule's words.
        const spoken = grade(lab, asHeard(answer), language);
        if (spoken.critical.length) fail('model', where(), `model answer, heard without punctuation, says something critical: ${spoken.critical.map((c) => `q${c.questionNumber}.${c.itemId} "${c.evidence.quote}"`).join(', ')}`);
        if (g.uncappedScore < MODEL_MIN) {
          const missed = g.questions.flatMap((q) => q.items.filter((i) => !i.met).map((i) => `q${q.number}.${i.itemId}`));
          fail('model', where(), `model answer scores ${g.uncappedScore} (min ${MODEL_MIN}); missed ${missed.join(', ')}`);
        }
      }
    }
  }
}

const total = Object.values(failures).reduce((a, b) => a + b, 0);
console.log(`${labs.length} labs valid, ${problems.length} problems`);
console.log(`grading checks: ${CHECKS.filter((c) => only.has(c)).map((c) => `${c} ${failures[c]} failures`).join(', ')}`);
process.exit(problems.length || total ? 1 : 0);
