/**
 * The server side of the upload benchmark, run as a child process so its memory can be read
 * from /proc: the real app (tus under Fastify, PGlite in memory) and, on a second port, a raw
 * node:http server that pipes a request body to a file. Prints one JSON line when ready.
 * BENCH_HOST: the address to listen on and to print (default 127.0.0.1; the browser benchmark's
 * emulated network reaches the server at its side of a veth pair).
 */
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildApp } from '../../server/src/app.js';
import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/client.js';
import { ensureAdmin } from '../../server/src/seed/admin.js';

const dataDir = process.env.BENCH_DATA_DIR;
const host = process.env.BENCH_HOST ?? '127.0.0.1';
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');

const config = loadConfig({
  DATA_DIR: dataDir,
  JWT_SECRET: 'benchmark-secret-that-is-long-enough-0123456789',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  WORKERS_IN_PROCESS: 'false',
  RATE_LIMIT_PER_MINUTE: '100000',
});
const database = await openDatabase({});
await database.migrate();
const app = await buildApp(config, database, { logger: false });
await app.listen({ port: 0, host });
const base = `http://${host}:${(app.server.address() as { port: number }).port}`;

const call = async (url: string, body: unknown, token?: string) => {
  const res = await app.inject({ method: 'POST', url, payload: body as object, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
await ensureAdmin(database.db, 'bench_admin', 'bench-password');
const admin = (await call('/api/v1/user/signin', { username: 'bench_admin', password: 'bench-password' })).token;
const { registerCode } = await call('/api/v1/admin/generate-code', { universityName: 'Bench University', numberOfStudents: 10 }, admin);
const student = await call('/api/v1/user/signup', {
  username: 'bench_student',
  firstName: 'Bench',
  lastName: 'Student',
  password: 'ward-round-42',
  studentId: '1',
  registerCode,
});

// ?offset=N writes the body at that offset (the chunked baseline); no offset writes a new file.
// The browser benchmark posts from the app's origin: the raw server allows it (CORS).
const raw = http.createServer((req, res) => {
  res.setHeader('access-control-allow-origin', '*');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-methods': 'POST, PUT', 'access-control-allow-headers': 'content-type', 'access-control-max-age': '600' });
    return res.end();
  }
  const offset = Number(new URL(req.url ?? '/', 'http://raw').searchParams.get('offset') ?? -1);
  const target = path.join(dataDir, 'raw-upload.bin');
  const out = offset > 0 ? createWriteStream(target, { flags: 'r+', start: offset }) : createWriteStream(target);
  pipeline(req, out).then(
    () => res.end('ok'),
    (error) => res.writeHead(500).end(String(error)),
  );
});
await new Promise<void>((resolve) => raw.listen(0, host, resolve));
const rawUrl = `http://${host}:${(raw.address() as { port: number }).port}/`;

console.log(JSON.stringify({ tusEndpoint: `${base}/api/v1/uploads`, rawUrl, token: student.token, tusDir: path.join(dataDir, 'uploads', 'tus') }));

process.on('SIGTERM', async () => {
  raw.close();
  await app.close();
  await database.close();
  process.exit(0);
});
