/**
 * Every grade the product's grader gives on the repository's material, one JSON line per answer:
 * the labelled written sets (as written and heard), the spoken set as the last spoken bench heard
 * it, and every lab's model answers in every language. Diff two dumps to prove a refactor of the
 * grader changes no score, pass, danger, item or feedback.
 *
 *   npx tsx bench/grades/dump.ts > before.jsonl   (then again after, and diff)
 */
import { LANGUAGES, asHeard, gradeWithRubric, transcriptOfText, type LabFile, type Language } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { spokenResults } from '../release/measure.js';
import { LABELLED_SETS } from '../unseen/sets.js';

const { labs } = await loadLabFiles();
const key = (lab: LabFile) => `${lab.subject}/${String(lab.labNumber).padStart(2, '0')}`;
const labOf = (name: string) => labs.find((l) => key(l) === name || `${l.subject}/${l.labNumber}` === name)!;

function line(source: string, lab: LabFile, text: string, language: Language): string {
  const grade = gradeWithRubric(lab.questions, transcriptOfText(text, language), { scenario: lab.scenario });
  return JSON.stringify({ source, lab: key(lab), language, text: text.slice(0, 60), grade });
}

const out: string[] = [];
for (const set of LABELLED_SETS) {
  for (const a of set.answers) {
    out.push(line(`${set.key}:written`, labOf(a.lab), a.text, a.language));
    out.push(line(`${set.key}:heard`, labOf(a.lab), asHeard(a.text), a.language));
  }
}
for (const r of spokenResults()) out.push(line(`spoken-${r.set}`, labOf(r.lab), r.heard, 'en'));
for (const lab of labs) {
  for (const language of LANGUAGES) {
    const answer = lab.questions.map((q) => q.modelAnswer?.[language] ?? '').join(' ');
    if (answer.trim()) {
      out.push(line('model', lab, answer, language));
      out.push(line('model-heard', lab, asHeard(answer), language));
    }
    const scenario = lab.scenario?.[language];
    if (scenario) out.push(line('scenario', lab, scenario, language));
  }
}
process.stdout.write(out.join('\n') + '\n');
