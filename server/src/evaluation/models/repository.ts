import { and, eq, like } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appState } from '../../db/schema/index.js';

/** app_state key of the latest download (JSON `StoredDownload`): every API process reads progress from it. */
export const MODEL_DOWNLOAD_STATE_KEY = 'speech.model-download';
/** app_state key prefix of a model's latest self-test on this server (JSON `StoredSelfTest`). */
export const MODEL_SELF_TEST_KEY_PREFIX = 'speech.model-self-test.';

/** The speech model download's state and each model's self-test, kept in app_state as JSON. */
export class ModelRepository {
  constructor(private readonly db: Db) {}

  /** Every model's stored self-test, by model name. */
  async selfTests(): Promise<{ name: string; value: string }[]> {
    const rows = await this.db.select().from(appState).where(like(appState.key, `${MODEL_SELF_TEST_KEY_PREFIX}%`));
    return rows.map((row) => ({ name: row.key.slice(MODEL_SELF_TEST_KEY_PREFIX.length), value: row.value }));
  }

  async saveSelfTest(name: string, value: string): Promise<void> {
    await this.put(`${MODEL_SELF_TEST_KEY_PREFIX}${name}`, value);
  }

  async download(): Promise<{ value: string } | undefined> {
    const [row] = await this.db.select().from(appState).where(eq(appState.key, MODEL_DOWNLOAD_STATE_KEY));
    return row;
  }

  /** Stores the first download; false when another process stored one first. */
  async insertDownload(value: string): Promise<boolean> {
    const inserted = await this.db.insert(appState).values({ key: MODEL_DOWNLOAD_STATE_KEY, value }).onConflictDoNothing().returning({ key: appState.key });
    return inserted.length === 1;
  }

  /** Replaces the download only while it still holds `previous` (compare and set); false when another process changed it. */
  async replaceDownload(previous: string, value: string): Promise<boolean> {
    const updated = await this.db
      .update(appState)
      .set({ value, updatedAt: new Date() })
      .where(and(eq(appState.key, MODEL_DOWNLOAD_STATE_KEY), eq(appState.value, previous)))
      .returning({ key: appState.key });
    return updated.length === 1;
  }

  async saveDownload(value: string): Promise<void> {
    await this.put(MODEL_DOWNLOAD_STATE_KEY, value);
  }

  private async put(key: string, value: string): Promise<void> {
    await this.db.insert(appState).values({ key, value }).onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: new Date() } });
  }
}
