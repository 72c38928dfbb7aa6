import { eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appState } from '../db/schema/index.js';

/** app_state key per language of the judges an administrator set: JSON `AdminJudges`. One row per language, so two administrators changing two languages at once never overwrite each other. */
export const JUDGES_STATE_PREFIX = 'evaluation.judges.';
/** app_state key of the whisper model an administrator enabled from the admin page: JSON `EnabledWhisperModel`. */
export const WHISPER_MODEL_STATE_KEY = 'speech.whisper-model';

/** The evaluation settings administrators change at run time (judges, the enabled whisper model), kept in app_state as JSON. */
export class EvaluationSettingsRepository {
  constructor(private readonly db: Db) {}

  /** The judges stored per language, as stored: `language` is whatever follows the prefix. */
  async adminJudges(): Promise<{ language: string; value: string }[]> {
    const rows = await this.db.select({ key: appState.key, value: appState.value }).from(appState).where(like(appState.key, `${JUDGES_STATE_PREFIX}%`));
    return rows.map((row) => ({ language: row.key.slice(JUDGES_STATE_PREFIX.length), value: row.value }));
  }

  /** One language's judges (null: the row goes, back to the default). */
  async setAdminJudges(language: string, value: string | null): Promise<void> {
    await this.put(`${JUDGES_STATE_PREFIX}${language}`, value);
  }

  async enabledWhisperModel(): Promise<string | undefined> {
    const [row] = await this.db.select({ value: appState.value }).from(appState).where(eq(appState.key, WHISPER_MODEL_STATE_KEY));
    return row?.value;
  }

  /** Enables a whisper model (null: none). */
  async setEnabledWhisperModel(value: string | null): Promise<void> {
    await this.put(WHISPER_MODEL_STATE_KEY, value);
  }

  /** One upsert (atomic), or with null one delete. */
  private async put(key: string, value: string | null): Promise<void> {
    if (value === null) {
      await this.db.delete(appState).where(eq(appState.key, key));
      return;
    }
    await this.db
      .insert(appState)
      .values({ key, value })
      .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
  }
}
