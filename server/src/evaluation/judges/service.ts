import { LANGUAGES, type EvaluatorBench, type JudgeName, type JudgeSettings, type Language } from '@nurselab/core';
import { requireAccess } from '../../auth/access.js';
import type { Principal } from '../../auth/guards.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { ApiError } from '../../http/errors.js';
import { readEvaluatorBench } from './benchSummary.js';
import { defaultJudges, readAdminJudges, writeAdminJudges } from './settings.js';

/** The host of LLM_EVALUATOR_URL, never its path's secrets, user info or the API key. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * Which judges grade each language's answers, set by administrators from the admin page over
 * the EVALUATORS default, and the newest evaluator bench run to decide with.
 */
export class JudgeSettingsService {
  constructor(private readonly deps: { config: Config; db: Db }) {}

  async settings(principal: Principal): Promise<JudgeSettings> {
    requireAccess(principal, 'speech.manage', { kind: 'server' });
    const { config } = this.deps;
    const set = await readAdminJudges(this.deps.db);
    const llm = config.evaluation.llm;
    return {
      llm: { configured: Boolean(llm), host: llm ? hostOf(llm.baseUrl) : null, model: llm?.model ?? null, apiKeySet: Boolean(llm?.apiKey) },
      languages: LANGUAGES.map((language) => {
        const chosen = set[language];
        return {
          language,
          judges: chosen?.judges ?? defaultJudges(config, language),
          source: chosen ? ('admin' as const) : ('default' as const),
          defaultJudges: defaultJudges(config, language),
          changedBy: chosen?.changedBy ?? null,
          changedAt: chosen?.changedAt ?? null,
        };
      }),
    };
  }

  /** Sets one language's judges (null: back to the default); refused when it names a language model the server has none of. */
  async set(principal: Principal, language: Language, judges: JudgeName[] | null): Promise<JudgeSettings> {
    requireAccess(principal, 'speech.manage', { kind: 'server' });
    const effective = judges ?? defaultJudges(this.deps.config, language);
    if (effective.includes('llm') && !this.deps.config.evaluation.llm) {
      throw new ApiError(400, 'judges.noLlmServer', [{ field: 'judges', code: 'judges.noLlmServer' }]);
    }
    await writeAdminJudges(this.deps.db, language, judges && { judges, changedBy: principal.username, changedAt: new Date().toISOString() });
    return this.settings(principal);
  }

  async bench(principal: Principal): Promise<EvaluatorBench> {
    requireAccess(principal, 'speech.manage', { kind: 'server' });
    return readEvaluatorBench(this.deps.config.benchResultsDir);
  }
}
