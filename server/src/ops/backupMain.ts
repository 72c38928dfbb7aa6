/**
 * `npm run backup [-- <directory>]`: the database and every recording it names, into a new
 * directory (default backups/nurselab-<time>). Same settings as the server (DATABASE_URL or the
 * embedded DATA_DIR, STORAGE). The embedded database belongs to one process: stop the server first.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createStorage } from '../storage/index.js';
import { BackupError, createBackup } from './backup.js';

async function main() {
  const config = loadConfig();
  const dir = path.resolve(process.argv[2] ?? path.join('backups', `nurselab-${new Date().toISOString().replace(/[:.]/g, '-')}`));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const manifest = await createBackup(database, createStorage(config), dir);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    const bytes = manifest.media.reduce((sum, m) => sum + m.size, 0);
    console.log(`Backup written to ${dir}: ${rows} rows in ${manifest.tables.length} tables (${manifest.database}), ${manifest.media.length} recordings (${(bytes / 1_048_576).toFixed(1)} MiB)`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
