/**
 * `npm run worker`: job workers (evaluate, transcode) without the web server, for more capacity
 * on this or other machines. They share the server's PostgreSQL queue (DATABASE_URL) and its
 * media storage (STORAGE=s3, or the same DATA_DIR on a shared disk).
 */
import pino from 'pino';
import { CatalogueService } from './catalogue/service.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startPieceSweep } from './evaluation/transcribers/pieceSweep.js';
import { JobQueue } from './jobs/queue.js';
import { startWorkers } from './jobs/workers.js';
import { createStorage } from './storage/index.js';
import { SubmissionEvents } from './submissions/events.js';

async function main() {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  if (!config.databaseUrl) {
    throw new ConfigError('npm run worker needs DATABASE_URL (PostgreSQL): the embedded database belongs to one process, whose server runs the workers itself.');
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const jobs = new JobQueue(database, log, config.jobTiming);
  const context = {
    config,
    database,
    db: database.db,
    storage: createStorage(config),
    catalogue: new CatalogueService(database.db),
    events: await SubmissionEvents.forDatabase(database, log, { listen: false }),
    log,
  };
  await startWorkers(jobs, context);
  const stopPieceSweep = startPieceSweep(config, log);
  log.info('NurseLab worker running');

  const close = async () => {
    stopPieceSweep();
    await jobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
