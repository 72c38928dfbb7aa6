/**
 * `npm run restore -- <directory> [--replace]`: puts a backup (npm run backup) back into the
 * configured database and storage. The database must be empty unless --replace is given.
 * Stop every server and worker first; start them again afterwards.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createStorage } from '../storage/index.js';
import { BackupError } from './backup.js';
import { restoreBackup } from './restore.js';

async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir) throw new BackupError('Usage: npm run restore -- <backup directory> [--replace]');
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const manifest = await restoreBackup(database, createStorage(config), path.resolve(dir), { replace });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(`Restored ${rows} rows and ${manifest.media.length} recordings from ${dir} (taken ${manifest.createdAt})`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof BackupError ? err.message : err);
  process.exit(1);
});
