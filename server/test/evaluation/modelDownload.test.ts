import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SpeechModels } from '@nurselab/core';
import pino from 'pino';
import { EnvHttpProxyAgent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { Principal } from '../../src/auth/guards.js';
import { loadConfig } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import { ModelDownloadService } from '../../src/evaluation/models/downloadService.js';
import { ApiError } from '../../src/http/errors.js';
import { writeTinyWhisperModel } from '../../test-fixtures/whisper/tinyModel.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';
import { adminToken, bearer, createProfessor, createUniversity, signupStudent } from '../support/fixtures.js';
import { startModelHost, type ModelHost } from '../support/modelHost.js';
import type { TestContext } from '../support/app.js';

const silent = pino({ level: 'silent' });
const rootAdmin: Principal = { userId: '00000000-0000-4000-8000-000000000001', username: 'root_admin', role: 'admin', universityId: null, course: null, courses: [] };

/**
 * The administrator's one-step speech model: download from the model host (a local stand-in
 * serving the generated tiny whisper model in the real ggml format), progress, resume, checksum,
 * disk space, then the model in use without a restart and self-tested in every language.
 */
describe.each(DATABASE_KINDS)('speech model download from the admin page (%s)', (kind) => {
  let model: Buffer;
  let sha1: string;
  let host: ModelHost;
  let database: Database | undefined;
  const apps: App[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nurselab-model-host-'));
    await writeTinyWhisperModel(path.join(dir, 'tiny.bin'));
    model = await readFile(path.join(dir, 'tiny.bin'));
    sha1 = createHash('sha1').update(model).digest('hex');
    host = await startModelHost({ tiny: model });
  }, 180_000);
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.close();
    database = undefined;
    host.behaviour = {};
    host.requests.length = 0;
    host.heads.length = 0;
    host.silent = false;
  });
  afterAll(async () => {
    await host?.close();
  });

  /** The real application with the model host and the tiny model's checksum in its configuration. */
  async function start(dataDir = mkdtempSync(path.join(os.tmpdir(), 'nurselab-models-'))): Promise<TestContext> {
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'silent',
      MODELS_BASE_URL: host.baseUrl,
      MODELS_SHA1_OVERRIDES: `tiny=${sha1}`,
    });
    database ??= await createTestDatabase(kind);
    const app = await buildApp(config, database, { logger: false });
    await app.ready();
    apps.push(app);
    return { app, database, config, close: () => app.close() };
  }

  async function modelsOf(ctx: TestContext, token: string): Promise<SpeechModels> {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speech/models', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json() as SpeechModels;
  }

  async function scoringOf(ctx: TestContext, token: string) {
    return (await ctx.app.inject({ method: 'GET', url: '/api/v1/speech/scoring', headers: bearer(token) })).json().languages as Record<string, string>;
  }

  it('downloads with live progress, verifies the checksum, enables the model without a restart and self-tests it in every language', async () => {
    const ctx = await start();
    const admin = await adminToken(ctx);
    const student = (await signupStudent(ctx, (await createUniversity(ctx, admin)).registerCode)).token;
    expect((await scoringOf(ctx, student)).th).toBe('professor');

    const before = await modelsOf(ctx, admin);
    expect(before.baseUrl).toBe(host.baseUrl);
    expect(before.models.map((m) => m.name)).toEqual(['tiny', 'base', 'small', 'medium', 'large-v3', 'large-v3-turbo']);
    // Sizes as the host serves them (it has only tiny); the catalogue's, labelled so, for the others.
    expect(before.models.find((m) => m.name === 'tiny')).toMatchObject({ downloadBytes: model.length, downloadBytesFrom: 'host', measuredMemory: null });
    expect(before.models.find((m) => m.name === 'small')).toMatchObject({
      downloadBytes: 487601967,
      downloadBytesFrom: 'catalogue',
      memoryBytes: 852000000,
      measuredMemory: null,
      downloaded: false,
      selfTests: [],
    });
    expect(host.heads.sort()).toEqual(before.models.map((m) => `/models/ggml-${m.name}.bin`).sort());
    expect(before.freeBytes).toBeGreaterThan(0);
    expect(before.current).toBeNull();

    host.behaviour = { chunkBytes: 256 * 1024, chunkDelayMs: 40 };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/speech/models/download', headers: bearer(admin), payload: { name: 'tiny' } });
    expect(res.statusCode).toBe(202);
    expect(res.json().download).toMatchObject({ name: 'tiny', state: 'downloading', startedBy: 'root_admin' });

    const busy = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/speech/models/download', headers: bearer(admin), payload: { name: 'base' } });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('models.busy');

    const seen: number[] = [];
    for (let i = 0; i < 200; i++) {
      const download = (await modelsOf(ctx, admin)).download!;
      if (download.state !== 'downloading') break;
      seen.push(download.receivedBytes);
      expect(download.totalBytes).toBe(model.length);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen.some((bytes) => bytes > 0 && bytes < model.length)).toBe(true);
    await ctx.app.services.models.running;

    const after = await modelsOf(ctx, admin);
    expect(after.download).toMatchObject({ name: 'tiny', state: 'done', receivedBytes: model.length, error: null });
    expect(after.current).toMatchObject({ name: 'tiny', enabledBy: 'root_admin' });
    const tiny = after.models.find((m) => m.name === 'tiny')!;
    expect(tiny.downloaded).toBe(true);
    expect(tiny.selfTests.map((test) => test.language)).toEqual(['th', 'zh', 'en', 'ja', 'id']);
    for (const test of tiny.selfTests) expect(test).toMatchObject({ engine: 'whisper', error: null, version: 'whisper.cpp ggml-tiny.bin' });
    // Each language on its own clip, with its accuracy (the untrained test model hears little); Thai on the English clip, speed only.
    expect(tiny.selfTests.map((test) => [test.language, test.clipLanguage, test.accuracyUnit])).toEqual([
      ['th', 'en', null],
      ['zh', 'zh', 'characters'],
      ['en', 'en', 'words'],
      ['ja', 'ja', 'characters'],
      ['id', 'id', 'words'],
    ]);
    expect(tiny.selfTests[0]!.accuracy).toBeNull();
    for (const test of tiny.selfTests.slice(1)) expect(test.accuracy).toBeGreaterThanOrEqual(0);
    expect(new Set(tiny.selfTests.map((test) => test.audioSeconds)).size).toBe(4);
    // Memory measured here: a recogniser process's peak, above what the runtime alone took by at least the model's weights.
    expect(tiny.measuredMemory).not.toBeNull();
    expect(tiny.measuredMemory!.runtimeBytes).toBeGreaterThan(10_000_000);
    expect(tiny.measuredMemory!.peakBytes - tiny.measuredMemory!.runtimeBytes).toBeGreaterThan(model.length);
    console.log(`tiny test model (${model.length} bytes): peak ${tiny.measuredMemory!.peakBytes} bytes, runtime ${tiny.measuredMemory!.runtimeBytes} bytes`);
    expect((await readFile(path.join(ctx.config.dataDir, 'models', 'ggml-tiny.bin'))).equals(model)).toBe(true);

    // Used at once: students of Thai, Chinese, Japanese and Indonesian are graded automatically.
    expect(await scoringOf(ctx, student)).toEqual({ th: 'automatic', zh: 'automatic', en: 'automatic', ja: 'automatic', id: 'automatic' });
    const speech = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/speech', headers: bearer(admin) })).json();
    expect(speech.languages.find((l: { language: string }) => l.language === 'th')).toMatchObject({ engine: 'whisper', version: 'whisper.cpp ggml-tiny.bin' });

    // Another server process on the same database (no restart of this one needed, none of that one either).
    const other = await start();
    expect((await scoringOf(other, student)).th).toBe('automatic');

    // Switched off again: back to the lecturers; enabling it again needs no download.
    const off = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/admin/speech/models/current', headers: bearer(admin) });
    expect(off.statusCode).toBe(204);
    expect((await scoringOf(ctx, student)).th).toBe('professor');
    expect((await modelsOf(ctx, admin)).current).toBeNull();
  }, 300_000);

  it('resumes with HTTP Range after the connection is cut midway', async () => {
    const ctx = await start();
    const admin = await adminToken(ctx);
    host.behaviour = { cutOnceAfter: 3 * 1024 * 1024, chunkBytes: 1024 * 1024 };
    const models = new ModelDownloadService({ config: ctx.config, db: ctx.database.db, log: silent, retryDelayMs: 10 });
    await models.start(rootAdmin, 'tiny');
    await models.running;

    // What had arrived when the connection dropped (bytes still in flight are lost) is asked for no more.
    const status = await modelsOf(ctx, admin);
    const kept = status.download!.resumedFromBytes;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(3 * 1024 * 1024);
    expect(host.requests.map((request) => request.range)).toEqual([undefined, `bytes=${kept}-`]);
    expect(host.heads).toHaveLength(6); // the sizes asked once by the status above
    expect(status.download).toMatchObject({ state: 'done', receivedBytes: model.length });
    expect((await readFile(path.join(ctx.config.dataDir, 'models', 'ggml-tiny.bin'))).equals(model)).toBe(true);
  }, 300_000);

  it('continues an interrupted download after a restart, from what had arrived', async () => {
    const first = await start();
    host.behaviour = { stallAfter: 2 * 1024 * 1024, chunkBytes: 512 * 1024 };
    await first.app.services.models.start(rootAdmin, 'tiny');
    const partial = path.join(first.config.dataDir, 'models', 'ggml-tiny.bin.partial');
    for (let i = 0; i < 100 && (await stat(partial).catch(() => ({ size: 0 }))).size < 2 * 1024 * 1024; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.app.close(); // the server stops mid-download

    host.behaviour = {};
    const restarted = await start(first.config.dataDir);
    const models = new ModelDownloadService({ config: restarted.config, db: restarted.database.db, log: silent, staleMs: 0 });
    await models.resumeIfAbandoned();
    await models.running;

    expect(host.requests.at(-1)?.range).toBe(`bytes=${2 * 1024 * 1024}-`);
    const status = await modelsOf(restarted, await adminToken(restarted));
    expect(status.download).toMatchObject({ state: 'done', resumedFromBytes: 2 * 1024 * 1024 });
    expect(status.current?.name).toBe('tiny');
    expect((await readFile(path.join(restarted.config.dataDir, 'models', 'ggml-tiny.bin'))).equals(model)).toBe(true);
  }, 300_000);

  it('refuses a corrupt download: the file is deleted and the reason shown; nothing is enabled', async () => {
    const ctx = await start();
    const admin = await adminToken(ctx);
    const corrupt = Buffer.from(model);
    corrupt[123_456] ^= 0xff;
    host.behaviour = { body: corrupt };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/speech/models/download', headers: bearer(admin), payload: { name: 'tiny' } });
    expect(res.statusCode).toBe(202);
    await ctx.app.services.models.running;

    const status = await modelsOf(ctx, admin);
    expect(status.download).toMatchObject({ state: 'failed', error: { code: 'corrupt', values: { expected: sha1 } } });
    expect(status.download!.error!.values.actual).toBe(createHash('sha1').update(corrupt).digest('hex'));
    expect(status.current).toBeNull();
    await expect(stat(path.join(ctx.config.dataDir, 'models', 'ggml-tiny.bin'))).rejects.toThrow();
    await expect(stat(path.join(ctx.config.dataDir, 'models', 'ggml-tiny.bin.partial'))).rejects.toThrow();

    // The next try is a fresh download, not a resume of the corrupt bytes.
    host.behaviour = {};
    await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/speech/models/download', headers: bearer(admin), payload: { name: 'tiny' } });
    await ctx.app.services.models.running;
    expect(host.requests.at(-1)?.range).toBeUndefined();
    expect((await modelsOf(ctx, admin)).download?.state).toBe('done');
  }, 300_000);

  it('asks the model host for the sizes once in ten minutes, and labels the catalogue figures when the host is unreachable or silent', async () => {
    const ctx = await start();
    const models = new ModelDownloadService({ config: ctx.config, db: ctx.database.db, log: silent });
    await models.status(rootAdmin);
    await models.status(rootAdmin);
    expect(host.heads).toHaveLength(6);

    // The host's size is the one the disk check expects: the 8 MB test file, not the catalogue's 78 MB for tiny.
    const short = new ModelDownloadService({ config: ctx.config, db: ctx.database.db, log: silent, freeBytes: async () => 1_000_000 });
    await short.status(rootAdmin);
    await expect(short.start(rootAdmin, 'tiny')).rejects.toMatchObject({ statusCode: 507, values: { needed: Math.ceil(model.length / 1e6), free: 1 } });

    const closed = await startModelHost({});
    const closedUrl = closed.baseUrl;
    await closed.close();
    const unreachable = new ModelDownloadService({ config: { ...ctx.config, models: { ...ctx.config.models, baseUrl: closedUrl } }, db: ctx.database.db, log: silent });
    const offline = (await unreachable.status(rootAdmin)).models;
    expect(offline.map((m) => [m.name, m.downloadBytes, m.downloadBytesFrom])).toEqual([
      ['tiny', 77691713, 'catalogue'],
      ['base', 147951465, 'catalogue'],
      ['small', 487601967, 'catalogue'],
      ['medium', 1533763059, 'catalogue'],
      ['large-v3', 3095033483, 'catalogue'],
      ['large-v3-turbo', 1624555275, 'catalogue'],
    ]);

    host.silent = true;
    const hanging = new ModelDownloadService({ config: ctx.config, db: ctx.database.db, log: silent, sizesTimeoutMs: 300 });
    const started = Date.now();
    const tiny = (await hanging.status(rootAdmin)).models.find((m) => m.name === 'tiny');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(tiny).toMatchObject({ downloadBytes: 77691713, downloadBytesFrom: 'catalogue' });
  }, 180_000);

  it('refuses to start when the disk is short, naming both sizes', async () => {
    const ctx = await start();
    const models = new ModelDownloadService({ config: ctx.config, db: ctx.database.db, log: silent, freeBytes: async () => 40_000_000 });
    // The service itself checks access, whoever calls it: a lecturer may not read, start or switch off models.
    const lecturer: Principal = { ...rootAdmin, role: 'professor', universityId: null, courses: [] };
    for (const call of [() => models.status(lecturer), () => models.start(lecturer, 'tiny'), () => models.disable(lecturer)]) {
      await expect(call()).rejects.toMatchObject({ statusCode: 403 });
    }
    const refusal = await models.start(rootAdmin, 'base').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ statusCode: 507, code: 'models.diskShort', values: { needed: 148, free: 40 } });
    expect(host.requests).toEqual([]);
    expect(await models.status(rootAdmin).then((status) => status.download)).toBeNull();

    // When the host announces more than is free (a model of unknown size), the download stops before writing.
    const mirrorHost = await startModelHost({ mirror: model });
    try {
      const viaMirror = new ModelDownloadService({
        config: { ...ctx.config, models: { baseUrl: mirrorHost.baseUrl, sha1Overrides: { mirror: sha1 } } },
        db: ctx.database.db,
        log: silent,
        freeBytes: async () => 1_000_000,
      });
      await viaMirror.start(rootAdmin, 'mirror');
      await viaMirror.running;
      const download = (await viaMirror.status(rootAdmin)).download!;
      expect(download).toMatchObject({ name: 'mirror', state: 'failed', error: { code: 'diskShort', values: { needed: Math.ceil(model.length / 1e6), free: 1 } } });
      await expect(stat(path.join(ctx.config.dataDir, 'models', 'ggml-mirror.bin.partial'))).rejects.toThrow();
    } finally {
      await mirrorHost.close();
    }

    // Through the API, the refusal is a localised message with the sizes.
    const admin = await adminToken(ctx);
    const app = ctx.app;
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/speech/models/download',
      headers: { ...bearer(admin), 'accept-language': 'th' },
      payload: { name: 'nonexistent' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('models.unknown');
  }, 180_000);

  it('goes through the proxy named in the environment (HTTP_PROXY / HTTPS_PROXY)', async () => {
    const ctx = await start();
    const tunnels: string[] = [];
    const proxy: Server = createHttpServer();
    proxy.on('connect', (request, socket, head) => {
      tunnels.push(request.url ?? '');
      const [hostname, port] = (request.url ?? '').split(':');
      const upstream = connect(Number(port), hostname, () => {
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      upstream.on('error', () => socket.destroy());
      socket.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const models = new ModelDownloadService({
        config: ctx.config,
        db: ctx.database.db,
        log: silent,
        // What the default reads from HTTP_PROXY / HTTPS_PROXY / NO_PROXY, given here so the test does not change this process's environment.
        dispatcher: new EnvHttpProxyAgent({ httpProxy: proxyUrl, httpsProxy: proxyUrl, noProxy: '' }),
      });
      await models.start(rootAdmin, 'tiny');
      await models.running;
      expect((await models.status(rootAdmin)).download?.state).toBe('done');
      // The download and the size inquiries alike.
      expect(tunnels.length).toBeGreaterThan(1);
      expect(new Set(tunnels)).toEqual(new Set([new URL(host.baseUrl).host]));
      expect((await models.status(rootAdmin)).models.find((m) => m.name === 'tiny')?.downloadBytesFrom).toBe('host');
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 300_000);

  it('lets only administrators see, download or switch off models', async () => {
    const ctx = await start();
    const admin = await adminToken(ctx);
    const university = await createUniversity(ctx, admin);
    const student = (await signupStudent(ctx, university.registerCode)).token;
    const professor = (await createProfessor(ctx, admin, university.registerCode)).token;
    const calls = [
      { method: 'GET' as const, url: '/api/v1/admin/speech/models' },
      { method: 'POST' as const, url: '/api/v1/admin/speech/models/download', payload: { name: 'tiny' } },
      { method: 'DELETE' as const, url: '/api/v1/admin/speech/models/current' },
    ];
    for (const call of calls) {
      expect((await ctx.app.inject(call)).statusCode).toBe(401);
      for (const token of [student, professor]) expect((await ctx.app.inject({ ...call, headers: bearer(token) })).statusCode).toBe(403);
    }
    expect(host.requests).toEqual([]);
  });
});

