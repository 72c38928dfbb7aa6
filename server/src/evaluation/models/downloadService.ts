import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { availableParallelism } from 'node:os';
import { LANGUAGES, type MeasuredMemory, type ModelDownload, type SpeechModels, type SpeechSelfTest } from '@nurselab/core';
import type { FastifyBaseLogger } from 'fastify';
import { EnvHttpProxyAgent, fetch, type Dispatcher } from 'undici';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { requireAccess } from '../../auth/access.js';
import type { Principal } from '../../auth/guards.js';
import { ApiError } from '../../http/errors.js';
import { EvaluationSettingsRepository } from '../settingsRepository.js';
import { selfTestOn, withSelfTestClips } from '../speech/selfTest.js';
import { applyEnabledModel, readEnabledWhisperModel, transcribersFor, type EnabledWhisperModel } from '../transcriberSettings.js';
import { measureWhisperMemory } from '../transcribers/whisperMemory.js';
import type { Transcriber } from '../transcribers/types.js';
import { checkWhisperModelFile } from '../transcribers/whisperModelFile.js';
import { whisperModelCatalogue, type WhisperModelEntry } from './catalogue.js';
import { probeDownloadSizes } from './hostSizes.js';
import { ModelRepository } from './repository.js';

type StoredDownload = ModelDownload & { owner: string };
/** A model's self-test: per language, and the recogniser's memory (kept as a bare array before memory was measured). */
interface StoredSelfTest {
  selfTests: SpeechSelfTest[];
  memory: MeasuredMemory | null;
}

function parseSelfTest(value: string): StoredSelfTest {
  const parsed = JSON.parse(value) as StoredSelfTest | SpeechSelfTest[];
  return Array.isArray(parsed) ? { selfTests: parsed, memory: null } : parsed;
}

export interface ModelDownloadOptions {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** Free bytes where models are kept. Default: statfs on DATA_DIR/models. */
  freeBytes?: (dir: string) => Promise<number>;
  /** Default: undici's EnvHttpProxyAgent (HTTPS_PROXY, HTTP_PROXY, NO_PROXY and their lower-case forms). */
  dispatcher?: Dispatcher;
  /** Connection drops taken in stride by resuming (HTTP Range) before the download is given up. Default 5. */
  retries?: number;
  retryDelayMs?: number;
  /** A download whose owner has not written for this long is taken to have died with its process, and is resumed. Default 20 s. */
  staleMs?: number;
  /** How long the model host's file sizes are trusted before they are asked for again. Default 10 minutes. */
  sizesTtlMs?: number;
  /** How long the model host may take to tell a size. Default 4 s. */
  sizesTimeoutMs?: number;
}

class DownloadFailure extends Error {
  constructor(
    readonly code: NonNullable<ModelDownload['error']>['code'],
    readonly values: Record<string, string | number> = {},
    readonly retryable = false,
  ) {
    super(code);
  }
}

const MB = 1_000_000;
const mb = (bytes: number) => Math.ceil(bytes / MB);

/**
 * Downloads a whisper model chosen by an administrator into DATA_DIR/models: resumable (HTTP
 * Range, and a restarted server continues), SHA-1 verified, refused when the disk is short;
 * then enables it (kept in the database: every process uses it without a restart) and runs the
 * self-test in each language. Progress lives in the database, so any API process can show it.
 */
export class ModelDownloadService {
  readonly modelsDir: string;
  private readonly catalogue: WhisperModelEntry[];
  private readonly owner = randomUUID();
  private readonly dispatcher: Dispatcher;
  private readonly freeBytes: (dir: string) => Promise<number>;
  private readonly repository: ModelRepository;
  private readonly settings: EvaluationSettingsRepository;
  private controller: AbortController | undefined;
  private hostSizes: { baseUrl: string; at: number; known: number; sizes: Promise<Map<string, number>> } | undefined;
  /** The download this process runs, while it runs (tests await it). */
  running: Promise<void> | undefined;

  constructor(private readonly options: ModelDownloadOptions) {
    this.modelsDir = path.join(options.config.dataDir, 'models');
    this.catalogue = whisperModelCatalogue(options.config.models.sha1Overrides);
    this.dispatcher = options.dispatcher ?? new EnvHttpProxyAgent();
    this.freeBytes = options.freeBytes ?? diskFreeBytes;
    this.repository = new ModelRepository(options.db);
    this.settings = new EvaluationSettingsRepository(options.db);
  }

  private get db() {
    return this.options.db;
  }

  private target(name: string) {
    return path.join(this.modelsDir, `ggml-${name}.bin`);
  }

  /** The sizes to choose from, what this server measured with each, the enabled model and the latest download. */
  async status(principal: Principal): Promise<SpeechModels> {
    requireAccess(principal, 'speech.manage', { kind: 'server' });
    await this.resumeIfAbandoned();
    const [download, current, measured, freeBytes, hostSizes] = await Promise.all([
      this.readDownload(),
      readEnabledWhisperModel(this.db),
      this.repository.selfTests(),
      this.freeBytes(this.modelsDir).catch(() => null),
      this.sizesFromHost(),
    ]);
    const selfTests = new Map(measured.map((row) => [row.name, parseSelfTest(row.value)]));
    const models = await Promise.all(
      this.catalogue.map(async (model) => {
        const fromHost = hostSizes.get(model.name);
        const tested = selfTests.get(model.name);
        return {
          name: model.name,
          downloadBytes: fromHost ?? model.downloadBytes,
          downloadBytesFrom: fromHost !== undefined ? ('host' as const) : model.downloadBytes !== null ? ('catalogue' as const) : null,
          memoryBytes: model.memoryBytes,
          measuredMemory: tested?.memory ?? null,
          downloaded: await exists(this.target(model.name)),
          selfTests: tested?.selfTests ?? [],
        };
      }),
    );
    return {
      baseUrl: this.options.config.models.baseUrl,
      freeBytes,
      models,
      current: current && { name: current.name, enabledBy: current.enabledBy, enabledAt: current.enabledAt },
      download: download && publicDownload(download),
    };
  }

  /** Each model's size as the host serves it, asked at most every ten minutes (the catalogue's figure where the host does not say). */
  private sizesFromHost(): Promise<Map<string, number>> {
    const { baseUrl } = this.options.config.models;
    const cached = this.hostSizes?.baseUrl === baseUrl ? this.hostSizes : undefined;
    // A host that told nothing (down, or not started yet) is asked again sooner.
    const ttl = cached?.known === 0 ? 30_000 : (this.options.sizesTtlMs ?? 600_000);
    if (cached && Date.now() - cached.at < ttl) return cached.sizes;
    const names = this.catalogue.map((model) => model.name);
    const entry = { baseUrl, at: Date.now(), known: -1, sizes: probeDownloadSizes(baseUrl, names, this.dispatcher, this.options.sizesTimeoutMs) };
    entry.sizes = entry.sizes.then((sizes) => {
      entry.known = sizes.size;
      return sizes;
    });
    this.hostSizes = entry;
    return entry.sizes;
  }

  /** A size the host told while serving the file: shown from now on, whatever an earlier inquiry found. */
  private async learnSize(name: string, bytes: number): Promise<void> {
    const { baseUrl } = this.options.config.models;
    if (this.hostSizes?.baseUrl !== baseUrl) return;
    const sizes = await this.hostSizes.sizes;
    sizes.set(name, bytes);
    this.hostSizes.known = sizes.size;
  }

  /** The size to expect: the host's when it has been asked, else the catalogue's. */
  private async expectedBytes(model: WhisperModelEntry): Promise<number | null> {
    const known = this.hostSizes?.baseUrl === this.options.config.models.baseUrl ? (await this.hostSizes.sizes).get(model.name) : undefined;
    return known ?? model.downloadBytes;
  }

  /** Starts downloading (or, when the file is already here and intact, enabling) a model. Refuses a second at once, and a disk too small. */
  async start(principal: Principal, name: string): Promise<ModelDownload> {
    requireAccess(principal, 'speech.manage', { kind: 'server' });
    const by = principal.username;
    const model = this.catalogue.find((entry) => entry.name === name);
    if (!model) throw new ApiError(400, 'models.unknown', [{ field: 'name', code: 'models.unknown' }]);
    await mkdir(this.modelsDir, { recursive: true });
    const expected = await this.expectedBytes(model);
    const have = (await exists(this.target(name))) ? (expected ?? 0) : await sizeOf(`${this.target(name)}.partial`);
    if (expected !== null) {
      const needed = Math.max(0, expected - have);
      const free = await this.freeBytes(this.modelsDir);
      if (free < needed) throw new ApiError(507, 'models.diskShort', [], { needed: mb(needed), free: Math.floor(free / MB) });
    }
    const now = new Date().toISOString();
    const job: StoredDownload = {
      name,
      state: 'downloading',
      receivedBytes: have,
      totalBytes: expected,
      resumedFromBytes: have,
      error: null,
      startedBy: by,
      startedAt: now,
      updatedAt: now,
      owner: this.owner,
    };
    if (!(await this.claim(job))) throw new ApiError(409, 'models.busy');
    this.options.log.info({ admin: by, action: 'speech.model.download', model: name, from: this.options.config.models.baseUrl }, 'speech model download started');
    this.run(job, model);
    return publicDownload(job);
  }

  /** Stops using the model an administrator enabled (the file stays: enabling it again needs no download). */
  async disable(principal: Principal): Promise<void> {
    requireAccess(principal, 'speech.manage', { kind: 'server' });
    const enabled = await readEnabledWhisperModel(this.db);
    await this.settings.setEnabledWhisperModel(null);
    applyEnabledModel(transcribersFor(this.options.config), this.options.config, null);
    this.options.log.info({ admin: principal.username, action: 'speech.model.disable', model: enabled?.name ?? null }, 'speech model switched off');
  }

  /** A download left behind by a process that stopped (a restart, a crash) is taken over and continued from its partial file. */
  async resumeIfAbandoned(): Promise<void> {
    if (this.running) return;
    const stored = await this.readDownload();
    if (!stored || !['downloading', 'verifying', 'testing'].includes(stored.state)) return;
    if (Date.now() - Date.parse(stored.updatedAt) < (this.options.staleMs ?? 20_000)) return;
    const model = this.catalogue.find((entry) => entry.name === stored.name);
    if (!model) return;
    const job: StoredDownload = { ...stored, state: 'downloading', updatedAt: new Date().toISOString(), owner: this.owner };
    if (!(await this.claim(job, stored.updatedAt))) return;
    this.options.log.info({ model: stored.name, startedBy: stored.startedBy, receivedBytes: stored.receivedBytes }, 'speech model download resumed after an interruption');
    this.run(job, model);
  }

  /** Stops this process's download (server shutdown); what arrived stays on disk for a resume. */
  async close(): Promise<void> {
    this.controller?.abort();
    await this.running?.catch(() => {});
  }

  private run(job: StoredDownload, model: WhisperModelEntry): void {
    this.controller = new AbortController();
    const signal = this.controller.signal;
    const heartbeat = setInterval(() => void this.write(job).catch(() => {}), 5_000);
    this.running = this.download(job, model, signal)
      .catch(async (error: unknown) => {
        if (signal.aborted) return;
        const failure = error instanceof DownloadFailure ? error : new DownloadFailure('unreachable', { message: error instanceof Error ? error.message : String(error) });
        job.state = 'failed';
        job.error = { code: failure.code, values: failure.values };
        await this.write(job);
        this.options.log.warn({ model: job.name, startedBy: job.startedBy, error: job.error }, 'speech model download failed');
      })
      .finally(() => {
        clearInterval(heartbeat);
        this.running = undefined;
        this.controller = undefined;
      });
  }

  private async download(job: StoredDownload, model: WhisperModelEntry, signal: AbortSignal): Promise<void> {
    const target = this.target(model.name);
    const partial = `${target}.partial`;
    if (!(await exists(target))) {
      const retries = this.options.retries ?? 5;
      for (let attempt = 0; ; attempt++) {
        try {
          await this.fetchRest(job, model, partial, signal);
          break;
        } catch (error) {
          if (signal.aborted || (error instanceof DownloadFailure && !error.retryable) || attempt >= retries) throw error;
          this.options.log.info({ model: model.name, receivedBytes: job.receivedBytes, attempt: attempt + 1, error: String(error) }, 'speech model download interrupted, resuming');
          await delay(this.options.retryDelayMs ?? 2_000 * (attempt + 1), signal);
        }
      }
      job.state = 'verifying';
      await this.write(job);
      const actual = await sha1Of(partial);
      if (actual !== model.sha1) {
        await rm(partial, { force: true });
        throw new DownloadFailure('corrupt', { actual, expected: model.sha1 });
      }
      await rename(partial, target);
    } else {
      job.state = 'verifying';
      await this.write(job);
      const actual = await sha1Of(target);
      if (actual !== model.sha1) {
        await rm(target, { force: true });
        throw new DownloadFailure('corrupt', { actual, expected: model.sha1 });
      }
    }
    try {
      await checkWhisperModelFile(target);
    } catch (error) {
      throw new DownloadFailure('notAModel', { message: error instanceof Error ? error.message : String(error) });
    }

    // Enabled for every process (through the database), then measured in each language.
    job.state = 'testing';
    await this.write(job);
    const enabled: EnabledWhisperModel = { name: model.name, path: target, enabledBy: job.startedBy, enabledAt: new Date().toISOString() };
    const previous = await readEnabledWhisperModel(this.db);
    await this.settings.setEnabledWhisperModel(JSON.stringify(enabled));
    const choice = transcribersFor(this.options.config);
    applyEnabledModel(choice, this.options.config, enabled);
    const whisper = choice.transcribers.whisper!;
    const { selfTests, memory } = await this.selfTest(whisper, target);
    await this.repository.saveSelfTest(model.name, JSON.stringify({ selfTests, memory } satisfies StoredSelfTest));
    if (selfTests.every((test) => test.error)) {
      // A model that transcribes nothing must not take answers from the lecturers: back to what was there.
      await this.settings.setEnabledWhisperModel(previous ? JSON.stringify(previous) : null);
      applyEnabledModel(choice, this.options.config, previous);
      throw new DownloadFailure('selfTestFailed', { message: selfTests[0]?.error ?? '' });
    }
    job.state = 'done';
    await this.write(job);
    this.options.log.info(
      {
        admin: job.startedBy,
        action: 'speech.model.enable',
        model: model.name,
        peakMemoryBytes: memory?.peakBytes ?? null,
        selfTests: selfTests.map(({ language, speed, accuracy, error }) => ({ language, speed, accuracy, error })),
      },
      'speech model enabled',
    );
  }

  /**
   * The model on each language's bundled clip (speed, accuracy where the clip is in that
   * language), then its memory: a separate recogniser process on the longest clip, its peak measured.
   */
  private async selfTest(whisper: Transcriber, modelPath: string): Promise<StoredSelfTest> {
    const languages = LANGUAGES.filter((language) => whisper.supports(language));
    return withSelfTestClips(languages, async (clips) => {
      const selfTests: SpeechSelfTest[] = [];
      for (const language of languages) selfTests.push(await selfTestOn(whisper, clips.get(language)!));
      if (selfTests.every((test) => test.error)) return { selfTests, memory: null };
      // whisper.cpp allocates its buffers when it loads; the longest clip shows what decoding adds.
      const longest = [...clips.values()].reduce((a, b) => (b.durationSeconds > a.durationSeconds ? b : a));
      const whisperConfig = this.options.config.transcription.whisper;
      const memory = await measureWhisperMemory(modelPath, [{ wav: longest.wav, language: longest.clipLanguage }], {
        libVariant: whisperConfig?.libVariant,
        threads: whisperConfig?.threads ?? availableParallelism(),
      }).catch((error: unknown) => {
        this.options.log.warn({ model: modelPath, error: messageOf(error) }, 'the memory of the speech model could not be measured');
        return null;
      });
      return { selfTests, memory };
    });
  }

  /** One request for the bytes still missing (Range from the partial file), appended to it. */
  private async fetchRest(job: StoredDownload, model: WhisperModelEntry, partial: string, signal: AbortSignal): Promise<void> {
    const have = await sizeOf(partial);
    const url = `${this.options.config.models.baseUrl}/ggml-${model.name}.bin`;
    let response;
    try {
      response = await fetch(url, { headers: have > 0 ? { range: `bytes=${have}-` } : {}, dispatcher: this.dispatcher, signal });
    } catch (error) {
      throw new DownloadFailure('unreachable', { message: messageOf(error) }, true);
    }
    if (response.status === 416 && have > 0) return; // the partial file is already complete
    if (response.status === 404) throw new DownloadFailure('notFound', { url });
    if (!response.ok || !response.body) {
      throw new DownloadFailure('unreachable', { message: `HTTP ${response.status} ${response.statusText}` }, response.status === 408 || response.status === 429 || response.status >= 500);
    }
    const resumed = response.status === 206;
    const start = resumed ? have : 0;
    const length = Number(response.headers.get('content-length'));
    job.resumedFromBytes = start;
    job.receivedBytes = start;
    job.totalBytes = Number.isFinite(length) && length > 0 ? start + length : model.downloadBytes;
    if (Number.isFinite(length) && length > 0) await this.learnSize(model.name, start + length);
    if (Number.isFinite(length) && length > 0) {
      const free = await this.freeBytes(this.modelsDir);
      if (free < length) {
        await response.body.cancel();
        throw new DownloadFailure('diskShort', { needed: mb(length), free: Math.floor(free / MB) });
      }
    }
    await this.write(job);
    let written = 0;
    const progress = new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        job.receivedBytes += chunk.length;
        if (Date.now() - written >= 250) {
          written = Date.now();
          this.write(job).then(() => callback(null, chunk), callback);
          return;
        }
        callback(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), progress, createWriteStream(partial, { flags: resumed ? 'a' : 'w' }), { signal });
    } catch (error) {
      await this.write(job).catch(() => {});
      throw new DownloadFailure('unreachable', { message: messageOf(error) }, true);
    }
    if (job.totalBytes !== null && job.receivedBytes < job.totalBytes && Number.isFinite(length) && length > 0) {
      throw new DownloadFailure('unreachable', { message: 'the connection closed early' }, true);
    }
    await this.write(job);
  }

  private async readDownload(): Promise<StoredDownload | null> {
    const row = await this.repository.download();
    return row ? (JSON.parse(row.value) as StoredDownload) : null;
  }

  /** Takes the download slot: free when there is none, when the last one ended, or (resuming) when it still shows `expected`. */
  private async claim(job: StoredDownload, expectedUpdatedAt?: string): Promise<boolean> {
    const stored = await this.readDownload();
    const value = JSON.stringify(job);
    if (!stored) return this.repository.insertDownload(value);
    const free = expectedUpdatedAt ? stored.updatedAt === expectedUpdatedAt : stored.state === 'done' || stored.state === 'failed';
    if (!free) return false;
    const row = await this.repository.download();
    return this.repository.replaceDownload(row!.value, value);
  }

  private async write(job: StoredDownload): Promise<void> {
    job.updatedAt = new Date().toISOString();
    await this.repository.saveDownload(JSON.stringify(job));
  }
}

function publicDownload({ owner: _owner, ...download }: StoredDownload): ModelDownload {
  return download;
}

async function diskFreeBytes(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function sizeOf(file: string): Promise<number> {
  return stat(file).then(
    (stats) => stats.size,
    () => 0,
  );
}

async function sha1Of(file: string): Promise<string> {
  const hash = createHash('sha1');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      },
      { once: true },
    );
  });
}
