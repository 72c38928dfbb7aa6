import { LANGUAGES, type JudgeName, type Language } from '@nurselab/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { LanguageEvaluators } from '../evaluators/types.js';
import { EvaluationSettingsRepository } from '../settingsRepository.js';

export interface AdminJudges {
  judges: JudgeName[];
  changedBy: string;
  changedAt: string;
}

/** The judges an administrator set, per language (languages left to the EVALUATORS default are absent). */
export async function readAdminJudges(db: Db): Promise<Partial<Record<Language, AdminJudges>>> {
  const rows = await new EvaluationSettingsRepository(db).adminJudges();
  const set: Partial<Record<Language, AdminJudges>> = {};
  for (const row of rows) {
    const language = row.language as Language;
    if (!LANGUAGES.includes(language)) continue;
    try {
      set[language] = JSON.parse(row.value) as AdminJudges;
    } catch {
      // A row that is not ours to read leaves the language at its default.
    }
  }
  return set;
}

/** The server's default: EVALUATORS for the language, else the rubric grader alone. */
export const defaultJudges = (config: Config, language: Language): JudgeName[] => config.evaluation.languages[language] ?? ['rubric'];

/**
 * The judges of every language as the next evaluation uses them: an administrator's choice over
 * the EVALUATORS default. Read from the database at each evaluation, so a change takes effect in
 * every worker without a restart.
 */
export async function currentJudges(config: Config, db: Db): Promise<LanguageEvaluators> {
  const set = await readAdminJudges(db);
  return Object.fromEntries(LANGUAGES.map((language) => [language, set[language]?.judges ?? defaultJudges(config, language)]));
}

/** Stores an administrator's choice for one language (or, with null, goes back to the default): one upsert, atomic. */
export async function writeAdminJudges(db: Db, language: Language, value: AdminJudges | null): Promise<void> {
  await new EvaluationSettingsRepository(db).setAdminJudges(language, value === null ? null : JSON.stringify(value));
}
