import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** ../shared beside the checkout (/work/main), or beside the worktrees' folder (/work/wt/<name>). */
const CANDIDATES = ['../../../shared/datasets/mohler/mohler_v2_all.tsv', '../../../../shared/datasets/mohler/mohler_v2_all.tsv'].map((p) =>
  fileURLToPath(new URL(p, import.meta.url)),
);
export const DATASET_PATH = CANDIDATES.find((p) => existsSync(p)) ?? CANDIDATES[0];

export interface MohlerRow {
  qid: string;
  /** The assignment number: "7.1" belongs to assignment 7. */
  assignment: number;
  question: string;
  referenceAnswer: string;
  studentAnswer: string;
  /** Gold score, 0..5. */
  scoreAvg: number;
}

/** Assignments 1-6 are the only ones any tuning may look at. */
export const LAST_DEV_ASSIGNMENT = 6;

/**
 * The rows the paper evaluates (excluded_in_paper = 0). With devOnly, rows of assignments
 * 7 onward are dropped before anything else reads them.
 */
export function loadMohler(devOnly: boolean, path = DATASET_PATH): MohlerRow[] {
  const lines = readFileSync(path, 'utf8').split('\n').slice(1).filter((l) => l.trim());
  const rows: MohlerRow[] = [];
  for (const line of lines) {
    const fields = line.split('\t');
    // One student answer contains a tab: the answer is whatever lies between the 5 leading and 3 trailing fields.
    const [qid, , excluded, question, referenceAnswer] = fields;
    const assignment = Number.parseInt(qid.split('.')[0], 10);
    if (devOnly && assignment > LAST_DEV_ASSIGNMENT) continue;
    if (excluded.trim() !== '0') continue;
    rows.push({
      qid,
      assignment,
      question,
      referenceAnswer,
      studentAnswer: fields.slice(5, -3).join(' '),
      scoreAvg: Number(fields[fields.length - 1]),
    });
  }
  return rows;
}
