import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript build script without types
import { buildServer } from '../../../scripts/build-server.mjs';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';
import { REPO_ROOT, spawnProcess } from '../support/processes.js';

// The production start: the server and the worker bundled to JavaScript, run by plain node
// (no TypeScript compiler at start), from a build directory of their own.
const outdir = path.join(REPO_ROOT, '.tmp', `build-test-${randomBytes(4).toString('hex')}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'nurselab-prod-start-'));

beforeAll(async () => {
  await buildServer(outdir);
}, 120_000);

afterAll(async () => {
  await rm(outdir, { recursive: true, force: true });
  await rm(dataDir, { recursive: true, force: true });
});

describe('production start from built JavaScript', () => {
  it('the bundle loads no TypeScript at run time', async () => {
    const main = await readFile(path.join(outdir, 'main.js'), 'utf8');
    expect(main).not.toMatch(/from ["']tsx|\.ts["']\)/);
  });

  it('node server/dist/main.js migrates the embedded database and answers /healthz', async () => {
    const { process: server, match } = await spawnProcess({
      name: 'built server',
      command: process.execPath,
      args: [path.join(outdir, 'main.js')],
      env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', POCKETSPHINX: 'false', LOG_LEVEL: 'warn' },
      ready: /NurseLab is running at http:\/\/localhost:(\d+)/,
      timeoutMs: 240_000,
    });
    try {
      const url = `http://127.0.0.1:${match![1]}`;
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok' });
      const site = await fetch(`${url}/api/v1/site`);
      expect(site.status).toBe(200);
      expect(await site.json()).toMatchObject({ productName: 'NurseLab' });
    } finally {
      await server.kill('SIGTERM');
    }
    expect(server.child.exitCode).toBe(0);
  }, 300_000);

  it.runIf(DATABASE_KINDS.includes('postgres'))('node server/dist/worker.js runs the workers on PostgreSQL', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const { process: worker } = await spawnProcess({
        name: 'built worker',
        command: process.execPath,
        args: [path.join(outdir, 'worker.js')],
        env: { DATABASE_URL: database.url!, DATA_DIR: dataDir, POCKETSPHINX: 'false', LOG_LEVEL: 'info' },
        ready: /NurseLab worker running/,
        timeoutMs: 240_000,
      });
      expect(worker.output()).toMatch(/"job":"evaluate".*worker started/);
      await worker.kill('SIGTERM');
      expect(worker.child.exitCode).toBe(0);
    } finally {
      await database.close();
    }
  }, 300_000);
});
