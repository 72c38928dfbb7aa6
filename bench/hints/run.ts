/**
 * Recognition hints and false credit: do the pocketsphinx hints built from the rubric
 * (POCKETSPHINX_HINTS) make the grader credit items the student never mentioned?
 *
 * Each answer is spoken by flite, encoded as a browser records it, and evaluated by the real
 * pipeline (ffmpeg -> pocketsphinx -> rubric grader) twice: hints on and hints off. What was
 * said is known: the answer's own text, graded as a transcript, says which items it mentions.
 * An item met from the recording but not from the text is false credit; an item met from the
 * text but not from the recording is credit lost to recognition.
 *
 * Answers that leave items out: each lab's model answer without one of its questions, a vague
 * on-topic answer, the scenario read aloud (its words are the lab's words, but it does nothing),
 * and an off-topic answer.
 */
import { withRetry } from '../lib/retry.js';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gradeWithRubric, type GradeResult, type LabFile, type Transcript } from '@nurselab/core';
import { loadLabFiles } from '../../server/src/catalogue/contentFiles.js';
import { loadConfig } from '../../server/src/config.js';
import { evaluateRecording } from '../../server/src/evaluation/pipeline.js';
import { createTranscriberChoice } from '../../server/src/evaluation/transcribers/registry.js';
import { speak, toRecorderWebm, wordErrorRate } from '../../server/test-fixtures/audio/generate.js';
import { LAB_PICKS, OFF_TOPIC, VOICES } from '../spoken/answers.js';

type Setting = 'hints' | 'noHints';
const SETTINGS: Setting[] = ['hints', 'noHints'];

interface Answer {
  lab: LabFile;
  key: string;
  kind: 'omit-question' | 'poor' | 'scenario' | 'offtopic' | 'wrong' | 'review';
  text: string;
}

interface Row {
  lab: string;
  kind: Answer['kind'];
  voice: string;
  setting: Setting;
  /** Items the spoken text does not mention / mentions. */
  notMentioned: number;
  mentioned: number;
  falseCredit: string[];
  lostCredit: string[];
  textScore: number;
  score: number;
  wer: number;
  /** What the recogniser wrote. */
  heard: string;
}

const itemKey = (question: number, id: string) => `${question}/${id}`;
const metItems = (grade: GradeResult) => new Set(grade.questions.flatMap((q) => q.items.filter((i) => i.met).map((i) => itemKey(q.number, i.itemId))));
const allItems = (lab: LabFile) => lab.questions.flatMap((q) => q.rubric.map((i) => itemKey(q.number, i.id)));

/** The text as a transcript (words one after another): what the grader sees if recognition were perfect. */
function textTranscript(text: string): Transcript {
  const words = text.split(/\s+/).filter(Boolean).map((word, i) => ({ text: word, start: i * 0.4, end: i * 0.4 + 0.35 }));
  return { language: 'en', text, words };
}

/**
 * Answers in the lab's own words that do the opposite of what its items ask (the kind of answer
 * a recogniser biased towards the rubric could turn into the right one).
 */
const WRONG: Record<string, string> = {
  'maternalchild/1': 'Let the baby suck only on the tip of the nipple. Feed her on a strict schedule every four hours, and give formula or water between the feeds so the mother can rest.',
  'maternalchild/4': 'I would bathe her straight after the feed in fairly hot water, like the grandmother does, and then sprinkle powder all over her body and on the cord so that it dries.',
  'surgical/2': 'I would give the morphine straight away so she can sleep, take the blankets off because she is hot, and check on her again at the end of the shift.',
  'medical/2': 'I would give her the insulin dose now and let her sleep it off, and we can check her sugar again tomorrow morning.',
};

/** The content review's answer to maternal and child lab 4 (three items said, the rest not). */
const REVIEW_ANSWER = {
  lab: 'maternalchild/4',
  text: 'First I would tell her to wash your hands. Close the windows, no draught in the room. After the bath put no powder on the cord and fold the nappy below it.',
};

function buildAnswers(labs: LabFile[]): Answer[] {
  const find = (key: string) => labs.find((l) => `${l.subject}/${l.labNumber}` === key)!;
  const extra: Answer[] = [
    { lab: find(REVIEW_ANSWER.lab), key: REVIEW_ANSWER.lab, kind: 'review', text: REVIEW_ANSWER.text },
    ...Object.entries(WRONG).map(([key, text]) => ({ lab: find(key), key, kind: 'wrong' as const, text })),
  ];
  return [...extra, ...standardAnswers(labs)];
}

function standardAnswers(labs: LabFile[]): Answer[] {
  return LAB_PICKS.flatMap((pick, i) => {
    const lab = labs.find((l) => `${l.subject}/${l.labNumber}` === pick.lab)!;
    // Leave out one question in turn (the last for even picks, the first for odd ones).
    const omitted = i % 2 === 0 ? lab.questions.at(-1)!.number : lab.questions[0].number;
    const kept = lab.questions.filter((q) => q.number !== omitted).map((q) => q.modelAnswer?.en ?? '').join(' ');
    return [
      { lab, key: pick.lab, kind: 'omit-question' as const, text: kept },
      { lab, key: pick.lab, kind: 'poor' as const, text: pick.poor },
      { lab, key: pick.lab, kind: 'scenario' as const, text: lab.scenario.en },
      { lab, key: pick.lab, kind: 'offtopic' as const, text: OFF_TOPIC[i % OFF_TOPIC.length] },
    ];
  });
}

export async function runHintsBenchmark(options: { limit?: number; log?: (s: string) => void; onRows?: (rows: Row[]) => Promise<void> } = {}) {
  const log = options.log ?? console.log;
  const { labs } = await loadLabFiles();
  const answers = buildAnswers(labs).slice(0, options.limit);
  const base = { ...process.env, DATA_DIR: os.tmpdir(), JWT_SECRET: 'bench-'.repeat(8), POCKETSPHINX: 'true' };
  // Honesty, not speed, is measured here: a loaded machine must not time the recogniser out.
  const engine = (hints: 'true' | 'false') => {
    const settings = loadConfig({ ...base, POCKETSPHINX_HINTS: hints }).transcription;
    return createTranscriberChoice({ ...settings, pocketsphinx: { ...(settings.pocketsphinx || {}), timeoutPerAudioSecond: 30 } });
  };
  const engines: Record<Setting, ReturnType<typeof createTranscriberChoice>> = { hints: engine('true'), noHints: engine('false') };
  const dir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-hints-'));
  const rows: Row[] = [];
  try {
    for (const [n, answer] of answers.entries()) {
      const voice = VOICES[n % VOICES.length];
      const wav = path.join(dir, `${n}.wav`);
      const media = path.join(dir, `${n}.webm`);
      await speak(answer.text, wav, voice);
      await toRecorderWebm(wav, media);
      const truth = gradeWithRubric(answer.lab.questions, textTranscript(answer.text));
      const said = metItems(truth);
      const items = allItems(answer.lab);
      for (const setting of SETTINGS) {
        const outcome = await withRetry(() => evaluateRecording({ mediaPath: media, language: 'en', questions: answer.lab.questions, scenario: answer.lab.scenario }, engines[setting]));
        const heard = outcome.kind === 'graded' ? metItems(outcome.grade) : new Set<string>();
        const row: Row = {
          heard: outcome.kind === 'graded' ? outcome.transcript.text : '',
          lab: answer.key,
          kind: answer.kind,
          voice: `${voice.engine}:${voice.voice}`,
          setting,
          notMentioned: items.filter((k) => !said.has(k)).length,
          mentioned: said.size,
          falseCredit: items.filter((k) => heard.has(k) && !said.has(k)),
          lostCredit: items.filter((k) => said.has(k) && !heard.has(k)),
          textScore: truth.score,
          score: outcome.kind === 'graded' ? outcome.grade.score : 0,
          wer: Math.round(wordErrorRate(answer.text, outcome.kind === 'graded' ? outcome.transcript.text : '') * 1000) / 1000,
        };
        rows.push(row);
        log(
          `${row.lab.padEnd(17)} ${row.kind.padEnd(13)} ${setting.padEnd(7)} WER ${row.wer.toFixed(2)}  text ${String(row.textScore).padStart(5)}  heard ${String(row.score).padStart(5)}  false credit ${row.falseCredit.length}/${row.notMentioned} ${row.falseCredit.join(' ')}  lost ${row.lostCredit.length}/${row.mentioned}`,
        );
      }
      await options.onRows?.(rows);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return { ...summariseRows(rows), rows };
}

/** A recogniser timed out on a loaded machine: try again, as the evaluate job would. */
function summarise(rows: Row[]) {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  const notMentioned = sum(rows.map((r) => r.notMentioned));
  const mentioned = sum(rows.map((r) => r.mentioned));
  const falseCredit = sum(rows.map((r) => r.falseCredit.length));
  const lostCredit = sum(rows.map((r) => r.lostCredit.length));
  const byKind = Object.fromEntries(
    [...new Set(rows.map((r) => r.kind))].map((kind) => {
      const of = rows.filter((r) => r.kind === kind);
      return [kind, { falseCredit: sum(of.map((r) => r.falseCredit.length)), notMentioned: sum(of.map((r) => r.notMentioned)), meanScoreOverText: round(sum(of.map((r) => r.score - r.textScore)) / of.length, 1) }];
    }),
  );
  return {
    answers: rows.length,
    notMentioned,
    falseCredit,
    falseCreditRate: round(notMentioned ? falseCredit / notMentioned : 0),
    answersWithFalseCredit: rows.filter((r) => r.falseCredit.length > 0).length,
    mentioned,
    lostCredit,
    lostCreditRate: round(mentioned ? lostCredit / mentioned : 0),
    meanWer: round(sum(rows.map((r) => r.wer)) / Math.max(1, rows.length)),
    /** Mean recording score minus the score of the same words as text (positive: credit not earned by what was said). */
    meanScoreOverText: round(sum(rows.map((r) => r.score - r.textScore)) / Math.max(1, rows.length), 1),
    byKind,
  };
}

export function summariseRows(rows: Row[]) {
  return Object.fromEntries(SETTINGS.map((s) => [s, summarise(rows.filter((r) => r.setting === s))]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const limit = process.argv.includes('--quick') ? 9 : undefined;
  const file = path.resolve(import.meta.dirname, '../results/hints.json');
  await mkdir(path.dirname(file), { recursive: true });
  const write = (rows: Row[], complete: boolean) => writeFile(file, JSON.stringify({ date: new Date().toISOString(), complete, ...summariseRows(rows), rows }, null, 2));
  const result = await runHintsBenchmark({ limit, onRows: (rows) => write(rows, false) });
  const { rows, ...summary } = result;
  console.log(JSON.stringify(summary, null, 2));
  await write(rows, true);
}
