import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.js';
import { loadContent } from '../../src/catalogue/loadContent.js';
import { loadConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { createTestDatabase, type DatabaseKind } from './databases.js';

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a fresh database, for requests through app.inject. */
export async function startTestApp(kind: DatabaseKind, env: Record<string, string> = {}, options: { content?: boolean } = {}): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurselab-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', LOG_LEVEL: 'silent', ...env });
  const database = await createTestDatabase(kind);
  if (options.content) await loadContent(database.db);
  const app = await buildApp(config, database, { logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
