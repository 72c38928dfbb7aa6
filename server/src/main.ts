import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { ContentError, loadContent } from './catalogue/loadContent.js';
import { openDatabase } from './db/client.js';
import { ensureAdmin } from './seed/admin.js';
import { startWorkers } from './jobs/workers.js';
import { startOrphanSweep } from './jobs/orphanSweep.js';
import { startRetentionSchedule } from './retention/schedule.js';
import { startScoreDispatch } from './lti/scorePosting.js';
import { DEMO_PASSWORD, DEMO_UNIVERSITIES, seedDemoOnce } from './seed/demo.js';
import { recordDemoAnswersInBackground } from './seed/demoAnswersStart.js';
import { releaseDemoAnswersClaim } from './seed/demoAnswersSeed.js';
import { SubmissionRepository } from './submissions/index.js';

const DEFAULT_ADMIN = { username: 'admin', password: 'admin123' };

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await loadContent(database.db);

  const seeded = config.seedDemo ? await seedDemoOnce(database.db) : false;
  const admin = config.admin ?? (seeded ? DEFAULT_ADMIN : undefined);
  if (admin) await ensureAdmin(database.db, admin.username, admin.password);

  const app = await buildApp(config, database);
  const { jobs, storage, catalogue, events } = app.services;
  await jobs.start();
  const stopSweep = startOrphanSweep(database, jobs, app.log);
  const stopRetention = startRetentionSchedule(app.services.retention, app.log);
  const stopScoreDispatch = startScoreDispatch(database.db, jobs, app.log);
  if (config.workersInProcess) {
    await startWorkers(jobs, { config, database, db: database.db, storage, catalogue, events, log: app.log });
  }
  const close = async () => {
    stopSweep();
    stopRetention();
    stopScoreDispatch();
    await releaseDemoAnswersClaim(database.db).catch(() => undefined);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${(app.server.address() as { port: number }).port}`;
  printBanner(url, database.kind, config.seedDemo, config.admin?.username);
  if (config.seedDemoAnswers) {
    recordDemoAnswersInBackground({
      db: database.db,
      catalogue,
      uploads: app.services.uploads.store,
      submissions: app.services.submissions,
      repository: new SubmissionRepository(database.db),
    });
  }
}

function printBanner(url: string, db: string, demo: boolean, adminUsername?: string) {
  const lines = [
    '',
    `NurseLab is running at ${url}  (database: ${db}, API docs: ${url}/api/docs)`,
  ];
  if (demo) {
    lines.push(
      '',
      'Demo logins (password for every demo account: ' + DEMO_PASSWORD + ')',
      `  administrator: ${adminUsername ?? DEFAULT_ADMIN.username}  (password ${adminUsername ? 'from ADMIN_PASSWORD' : DEFAULT_ADMIN.password})`,
      ...DEMO_UNIVERSITIES.map(
        (u) => `  ${u.course.padEnd(13)} register code ${u.registerCode}  professor ${u.professor.padEnd(10)} students ${u.studentPrefix}1..3`,
      ),
    );
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof ContentError ? err.message : err);
  process.exit(1);
});
