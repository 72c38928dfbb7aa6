/**
 * Professor dashboard at scale: one university with 1,000 students x 20 labs x 3 attempts
 * (60,000 graded attempts) seeded straight into the database, then the real server answers
 * GET /api/v1/professor/labs (p50/p95) next to a trivial endpoint (/healthz) in the same run,
 * and the student_scores.csv export is timed. bench/results/professor.json keeps the latest run on
 * each database ({ pglite, postgres }); a run replaces its own entry only.
 *   npm run bench -- professor            embedded PGlite (the default install)
 *   DATABASE_URL=postgres://127.0.0.1:5432/<a database of its own> npm run bench -- professor
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../server/src/auth/passwords.js';
import { loadContent } from '../../server/src/catalogue/loadContent.js';
import { openDatabase } from '../../server/src/db/client.js';
import { labAttempts, labs, labVersions, submissions, universities, users } from '../../server/src/db/schema/index.js';
import { and, eq } from 'drizzle-orm';
import { signin, startServer } from '../lib/server.js';

const STUDENTS = 1000;
const LABS = 20;
const ATTEMPTS = 3;
const REQUESTS = 200;
const EXPORTS = 10;
const root = path.resolve(import.meta.dirname, '../..');

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurselab-bench-professor-'));
const databaseUrl = process.env.DATABASE_URL;

async function seed(): Promise<void> {
  const database = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir });
  await database.migrate();
  const { db } = database;
  await loadContent(db);
  const passwordHash = await hashPassword('nurselab123');
  const code = `B${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
  const [university] = await db
    .insert(universities)
    .values({ name: 'Bench University', course: 'maternalchild', registerCode: code, capacity: STUDENTS, registeredStudents: STUDENTS })
    .returning();
  await db.insert(users).values({ username: `bench_prof_${code.toLowerCase()}`, firstName: 'Bench', lastName: 'Professor', passwordHash, role: 'professor', universityId: university.id });
  const labRows = await db
    .select({ id: labs.id, labNumber: labs.labNumber, versionId: labVersions.id })
    .from(labs)
    .innerJoin(labVersions, and(eq(labVersions.labId, labs.id), eq(labVersions.version, labs.currentVersion)))
    .where(eq(labs.subject, 'maternalchild'));
  for (let start = 0; start < STUDENTS; start += 100) {
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          username: `bench_${code.toLowerCase()}_${start + i}`,
          firstName: 'นักศึกษา',
          lastName: `ทดสอบ ${start + i}`,
          studentId: String(6600000 + start + i),
          passwordHash,
          role: 'student' as const,
          universityId: university.id,
        })),
      )
      .returning({ id: users.id });
    const attempts = people.flatMap((p) => labRows.slice(0, LABS).map((l) => ({ userId: p.id, labId: l.id, used: ATTEMPTS })));
    await db.insert(labAttempts).values(attempts);
    const rows = people.flatMap((p, pi) =>
      labRows.slice(0, LABS).flatMap((l) =>
        Array.from({ length: ATTEMPTS }, (_, a) => {
          const score = (pi * 7 + l.labNumber * 13 + a * 29) % 101;
          return {
            userId: p.id,
            labId: l.id,
            labVersionId: l.versionId,
            attempt: a + 1,
            language: 'th',
            fileType: 'audio' as const,
            mimeType: 'audio/webm',
            mediaKey: `bench/${p.id}/${l.labNumber}/${a}.webm`,
            sizeBytes: 100_000,
            durationSeconds: 60,
            status: 'graded' as const,
            score,
            isPass: score >= 60,
            pros: ['ok'],
            recommendations: ['more'],
            gradedAt: new Date(),
          };
        }),
      ),
    );
    for (let i = 0; i < rows.length; i += 1000) await db.insert(submissions).values(rows.slice(i, i + 1000));
    process.stdout.write(`\rseeded ${start + 100} students`);
  }
  process.stdout.write('\n');
  professorUsername = `bench_prof_${code.toLowerCase()}`;
  await database.close();
}

let professorUsername = '';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (x: number) => Math.round(x * 10) / 10;

async function timed(url: string, token: string, times: number): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    ms.push(performance.now() - t);
  }
  return ms.sort((a, b) => a - b);
}

const loadAtStart = os.loadavg();
const seedStart = performance.now();
await seed();
const seedSeconds = round((performance.now() - seedStart) / 1000);
const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', WORKERS_IN_PROCESS: 'false', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
try {
  const token = await signin(server.url, professorUsername);
  await timed(`${server.url}/api/v1/professor/labs`, token, 5); // warm-up
  const dashboard = await timed(`${server.url}/api/v1/professor/labs`, token, REQUESTS);
  const trivial = await timed(`${server.url}/healthz`, token, REQUESTS);
  const exportsMs = await timed(`${server.url}/api/v1/professor/download-scores`, token, EXPORTS);
  const csv = await (await fetch(`${server.url}/api/v1/professor/download-scores`, { headers: { authorization: `Bearer ${token}` } })).text();
  const result = {
    database: databaseUrl ? 'postgres' : 'pglite',
    students: STUDENTS,
    labs: LABS,
    attemptsPerLab: ATTEMPTS,
    submissions: STUDENTS * LABS * ATTEMPTS,
    seedSeconds,
    requests: REQUESTS,
    dashboard: { p50Ms: round(percentile(dashboard, 50)), p95Ms: round(percentile(dashboard, 95)), maxMs: round(dashboard.at(-1)!) },
    trivial: { endpoint: '/healthz', p50Ms: round(percentile(trivial, 50)), p95Ms: round(percentile(trivial, 95)) },
    csvExport: { runs: EXPORTS, medianMs: round(percentile(exportsMs, 50)), maxMs: round(exportsMs.at(-1)!), rows: csv.trim().split('\r\n').length - 1, bytes: Buffer.byteLength(csv) },
    targets: { dashboardP95Ms: 100, csvExportMs: 1000 },
    cpus: os.cpus().length,
    // 1, 5 and 15 minute load averages of the machine (other work shares it).
    loadAverage: { atStart: loadAtStart.map(round), atEnd: os.loadavg().map(round) },
    at: new Date().toISOString(),
  };
  console.log(JSON.stringify(result, null, 2));
  mkdirSync(path.join(root, 'bench', 'results'), { recursive: true });
  const file = path.join(root, 'bench', 'results', 'professor.json');
  const previous = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const kept = 'pglite' in previous || 'postgres' in previous ? previous : {};
  writeFileSync(file, `${JSON.stringify({ ...kept, [result.database]: result }, null, 2)}\n`);
} finally {
  await server.stop();
}
