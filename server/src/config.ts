import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_RELEASE_POLICY, DEFAULT_SITE_CONFIG, type SiteConfig } from '@nurselab/core';
import { z } from 'zod';
import { EVALUATOR_NAMES, type EvaluationSettings, type EvaluatorName } from './evaluation/evaluators/types.js';
import { knownLanguages, languageListPattern, parseLanguageEngines, parseLanguageLists, TRANSCRIBERS_PATTERN } from './evaluation/transcribers/languageEngines.js';
import type { TranscriptionSettings } from './evaluation/transcribers/registry.js';
import whisperModels from './evaluation/models/whisperModels.json' with { type: 'json' };

const price = (name: string, fallback: number) =>
  z.coerce.number({ message: `${name} must be a number` }).int(`${name} must be whole dollars`).positive(`${name} must be positive`).default(fallback);

const EVALUATORS_PATTERN = languageListPattern(EVALUATOR_NAMES);

const envSchema = z.object({
  PORT: z.coerce.number({ message: 'PORT must be a number' }).int().min(0, 'PORT must be 0-65535').max(65535, 'PORT must be 0-65535').default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  TOKEN_TTL_HOURS: z.coerce.number({ message: 'TOKEN_TTL_HOURS must be a number' }).positive('TOKEN_TTL_HOURS must be positive').default(12),
  ADMIN_USERNAME: z.string().regex(/^[a-z0-9_]+$/, 'ADMIN_USERNAME: lowercase letters, digits and underscores only').optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters long').optional(),
  SEED_DEMO: z.enum(['true', 'false'], { message: 'SEED_DEMO must be true or false' }).default('true'),
  SEED_DEMO_ANSWERS: z.enum(['true', 'false'], { message: 'SEED_DEMO_ANSWERS must be true or false' }).default('true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  SIGNIN_LOCK_MINUTES: z.coerce.number().positive().default(15),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  TRUST_PROXY: z
    .string()
    .regex(/^(\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, 'TRUST_PROXY must be a hop count (1) or proxy addresses (10.0.0.1, 10.0.0.0/8)')
    .optional(),
  UPLOAD_MAX_UNFINISHED: z.coerce.number({ message: 'UPLOAD_MAX_UNFINISHED must be a number' }).int().min(1, 'UPLOAD_MAX_UNFINISHED must be at least 1').default(10),
  UPLOAD_QUOTA_MB: z.coerce.number({ message: 'UPLOAD_QUOTA_MB must be a number' }).int().min(1, 'UPLOAD_QUOTA_MB must be at least 1').default(2048),
  WEB_DIST: z.string().optional(),
  /** Where `npm run bench` writes its results; the admin page shows the newest evaluator run from here. */
  BENCH_RESULTS_DIR: z.string().min(1).optional(),
  STORAGE: z.enum(['local', 's3'], { message: 'STORAGE must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ message: 'S3_ENDPOINT must be a URL such as https://s3.example.com' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false'], { message: 'S3_FORCE_PATH_STYLE must be true or false' }).default('false'),
  WORKERS_IN_PROCESS: z.enum(['true', 'false'], { message: 'WORKERS_IN_PROCESS must be true or false' }).default('true'),
  // Answers one worker process evaluates at once, and (for the lab screen's estimate) the whole deployment: set
  // EVALUATION_WORKERS when several worker processes share the queue (default: EVALUATION_CONCURRENCY).
  EVALUATION_CONCURRENCY: z.coerce
    .number({ message: 'EVALUATION_CONCURRENCY must be a number' })
    .int('EVALUATION_CONCURRENCY must be a whole number')
    .min(1, 'EVALUATION_CONCURRENCY must be 1-64')
    .max(64, 'EVALUATION_CONCURRENCY must be 1-64')
    .default(1),
  EVALUATION_WORKERS: z.coerce
    .number({ message: 'EVALUATION_WORKERS must be a number' })
    .int('EVALUATION_WORKERS must be a whole number')
    .min(1, 'EVALUATION_WORKERS must be 1-10000')
    .max(10000, 'EVALUATION_WORKERS must be 1-10000')
    .optional(),
  LEGACY_RESULT_WAIT_SECONDS: z.coerce
    .number({ message: 'LEGACY_RESULT_WAIT_SECONDS must be a number' })
    .min(0, 'LEGACY_RESULT_WAIT_SECONDS must be 0-600')
    .max(600, 'LEGACY_RESULT_WAIT_SECONDS must be 0-600')
    .default(150),
  UPLOAD_EXPIRY_HOURS: z.coerce.number({ message: 'UPLOAD_EXPIRY_HOURS must be a number' }).positive('UPLOAD_EXPIRY_HOURS must be positive').default(24),
  JOB_TIMEOUT_SECONDS: z.coerce.number({ message: 'JOB_TIMEOUT_SECONDS must be a number' }).int().min(5, 'JOB_TIMEOUT_SECONDS must be at least 5').optional(),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number({ message: 'JOB_RETRY_DELAY_SECONDS must be a number' }).int().min(1, 'JOB_RETRY_DELAY_SECONDS must be at least 1').optional(),
  PLAYBACK_WAIT_SECONDS: z.coerce.number({ message: 'PLAYBACK_WAIT_SECONDS must be a number' }).int().min(0, 'PLAYBACK_WAIT_SECONDS must be at least 0').default(600),
  JOB_MAINTENANCE_SECONDS: z.coerce.number({ message: 'JOB_MAINTENANCE_SECONDS must be a number' }).int().min(1, 'JOB_MAINTENANCE_SECONDS must be at least 1').default(60),
  POCKETSPHINX: z.enum(['true', 'false'], { message: 'POCKETSPHINX must be true or false' }).default('true'),
  // Off by default: biased towards the rubric, recognition turns unrelated words into rubric words
  // and credits items nobody said (npm run bench -- hints).
  POCKETSPHINX_HINTS: z.enum(['true', 'false'], { message: 'POCKETSPHINX_HINTS must be true or false' }).default('false'),
  // Recognise an answer's finished pieces while the rest uploads (same pieces, same words as at the end).
  // whisper.cpp's temperature fallback step (0.2 by default): a window that fails its checks is decoded again
  // with sampling, so the same file can be transcribed differently run to run; 0 makes every run the same.
  WHISPER_TEMPERATURE_INC: z.coerce.number({ message: 'WHISPER_TEMPERATURE_INC must be a number' }).min(0, 'WHISPER_TEMPERATURE_INC must be 0-1').max(1, 'WHISPER_TEMPERATURE_INC must be 0-1').optional(),
  TRANSCRIBE_DURING_UPLOAD: z.enum(['true', 'false'], { message: 'TRANSCRIBE_DURING_UPLOAD must be true or false' }).default('true'),
  HEARING_MIN_CONFIDENCE: z.coerce
    .number({ message: 'HEARING_MIN_CONFIDENCE must be a number' })
    .min(0, 'HEARING_MIN_CONFIDENCE must be 0-1')
    .max(1, 'HEARING_MIN_CONFIDENCE must be 0-1')
    .default(DEFAULT_RELEASE_POLICY.minHearing),
  WHISPER_MODEL: z.string().min(1).optional(),
  MODELS_BASE_URL: z.url({ message: 'MODELS_BASE_URL must be a URL such as https://mirror.example.edu/whisper.cpp' }).default(whisperModels.baseUrl),
  MODELS_SHA1_OVERRIDES: z
    .string()
    .regex(/^[a-z0-9][a-z0-9._-]*=[0-9a-f]{40}(,[a-z0-9][a-z0-9._-]*=[0-9a-f]{40})*$/, 'MODELS_SHA1_OVERRIDES must look like small=<40 hex digits>,base=<40 hex digits>')
    .optional(),
  OPENAI_TRANSCRIBE_URL: z.url({ message: 'OPENAI_TRANSCRIBE_URL must be a URL such as https://api.openai.com/v1' }).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_TRANSCRIBE_MODEL: z.string().min(1).default('whisper-1'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().trim().min(3, 'MAIL_FROM must be an address such as NurseLab <noreply@school.ac.th>').optional(),
  LTI_ALLOW_LOOPBACK_HTTP: z.enum(['true', 'false'], { message: 'LTI_ALLOW_LOOPBACK_HTTP must be true or false' }).default('false'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters long').optional(),
  METRICS_PORT: z.coerce.number({ message: 'METRICS_PORT must be a number' }).int().min(0, 'METRICS_PORT must be 0-65535').max(65535, 'METRICS_PORT must be 0-65535').optional(),
  REGISTER_CODE_FREE_FAILURES: z.coerce.number({ message: 'REGISTER_CODE_FREE_FAILURES must be a number' }).int().min(1, 'REGISTER_CODE_FREE_FAILURES must be at least 1').default(10),
  REGISTER_CODE_MAX_DELAY_SECONDS: z.coerce.number({ message: 'REGISTER_CODE_MAX_DELAY_SECONDS must be a number' }).int().min(1, 'REGISTER_CODE_MAX_DELAY_SECONDS must be at least 1').default(60),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a URL such as https://nurselab.school.ac.th' }).optional(),
  PRODUCT_NAME: z.string().trim().min(1).max(60, 'PRODUCT_NAME must be at most 60 characters').default(DEFAULT_SITE_CONFIG.productName),
  CONTACT_EMAIL: z.email({ message: 'CONTACT_EMAIL must be an e-mail address' }).default(DEFAULT_SITE_CONFIG.contactEmail),
  MESSAGING_ID: z.string().trim().min(1).max(60, 'MESSAGING_ID must be at most 60 characters').default(DEFAULT_SITE_CONFIG.messagingId),
  PRICE_CLASS_A: price('PRICE_CLASS_A', DEFAULT_SITE_CONFIG.prices.A),
  PRICE_CLASS_B: price('PRICE_CLASS_B', DEFAULT_SITE_CONFIG.prices.B),
  PRICE_CLASS_C: price('PRICE_CLASS_C', DEFAULT_SITE_CONFIG.prices.C),
  OPENAI_TRANSCRIBE_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'OPENAI_TRANSCRIBE_TIMEOUT_SECONDS must be a number of seconds' })
    .positive('OPENAI_TRANSCRIBE_TIMEOUT_SECONDS must be above 0')
    .default(180),
  TRANSCRIBERS: z
    .string()
    .regex(TRANSCRIBERS_PATTERN, 'TRANSCRIBERS must look like en=pocketsphinx,whisper;th=whisper (engines: pocketsphinx, whisper, openai)')
    .refine(knownLanguages, 'TRANSCRIBERS: the languages are th, zh, en, ja, id')
    .optional(),
  LLM_EVALUATOR_URL: z.url({ message: 'LLM_EVALUATOR_URL must be a URL such as http://localhost:11434/v1 (any OpenAI-compatible chat completions server)' }).optional(),
  LLM_EVALUATOR_MODEL: z.string().trim().min(1).optional(),
  LLM_EVALUATOR_API_KEY: z.string().min(1).optional(),
  LLM_EVALUATOR_TIMEOUT_SECONDS: z.coerce
    .number({ message: 'LLM_EVALUATOR_TIMEOUT_SECONDS must be a number of seconds' })
    .positive('LLM_EVALUATOR_TIMEOUT_SECONDS must be above 0')
    .max(600, 'LLM_EVALUATOR_TIMEOUT_SECONDS must be at most 600 (a job has 15 minutes)')
    .default(90),
  LLM_EVALUATOR_MARGIN: z.coerce
    .number({ message: 'LLM_EVALUATOR_MARGIN must be a number of points' })
    .min(0, 'LLM_EVALUATOR_MARGIN must be 0-100')
    .max(100, 'LLM_EVALUATOR_MARGIN must be 0-100')
    .default(DEFAULT_RELEASE_POLICY.judgesMargin),
  EVALUATORS: z
    .string()
    .regex(EVALUATORS_PATTERN, 'EVALUATORS must look like th=llm,rubric;en=rubric (evaluators: rubric, llm)')
    .refine(knownLanguages, 'EVALUATORS: the languages are th, zh, en, ja, id')
    .optional(),
});

export interface Config {
  /** E-mail of notifications: only when SMTP_URL and MAIL_FROM are both set. */
  mail?: { url: string; from: string; appUrl: string };
  /** PUBLIC_URL: the address LMSs reach NurseLab at (LTI); absent: each request's own origin. */
  configuredPublicUrl?: string;
  /** LTI_ALLOW_LOOPBACK_HTTP: accept http:// LMS addresses on this machine (a local test LMS); https only otherwise. */
  ltiAllowLoopbackHttp: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  admin?: { username: string; password: string };
  seedDemo: boolean;
  /** With seedDemo: the demo students' recorded answers too (browser tests turn them off: they use those students). */
  seedDemoAnswers: boolean;
  logLevel: string;
  signinMaxFailures: number;
  signinLockMinutes: number;
  rateLimitPerMinute: number;
  /** Which X-Forwarded-For hops to believe: none unless configured (a hop count or proxy addresses). */
  trustProxy: false | number | string[];
  /** Per user: unfinished uploads at once, and the bytes they may announce together. */
  uploadQuota: { maxUnfinished: number; maxBytes: number };
  webDist?: string;
  /** bench/results of this checkout, or BENCH_RESULTS_DIR. */
  benchResultsDir: string;
  storage: StorageConfig;
  /** Run the job workers (evaluate, transcode) inside the server process. */
  workersInProcess: boolean;
  /** Evaluate jobs one worker process runs at once, and across the deployment (what the estimate divides the queue by). */
  evaluationWorkers: { perProcess: number; total: number };
  /** How long a legacy finalise call waits for the evaluation before answering 202. */
  legacyResultWaitSeconds: number;
  /** Unfinished uploads older than this are deleted. */
  uploadExpiryHours: number;
  /** The playback copy waits at most this long for its answer's result: the encoder would slow the student's wait. */
  playbackWaitSeconds: number;
  /** Overrides of the job queues' timing (tests and operators); unset keeps each queue's own. */
  jobTiming: JobTiming;
  /** Speech recognition engines and which serves which language. */
  transcription: TranscriptionSettings & { duringUpload: boolean; pieceCacheDir: string };
  /** Which judges grade each language's answers (the rubric grader always; a language model where EVALUATORS names llm). */
  evaluation: EvaluationSettings;
  /** Where administrators download whisper models from (a school may mirror it), and SHA-1s that replace the published ones. */
  models: { baseUrl: string; sha1Overrides: Record<string, string> };
  /** The release decision's settings that are the server's, not a university's: below this hearing confidence a lecturer grades. */
  release: { minHearing: number };
  /** Product name, contact and prices shown on the public pages. */
  site: SiteConfig;
  /** The product's own address (PUBLIC_URL): page heads' og:url and og:image, never the request's Host. */
  publicUrl: string;
  /** /metrics: on the main listener only with this bearer token; on `port` (a private listener) without one unless a token is set. */
  metrics: { token?: string; port?: number };
  /** Wrong register codes, counted across all addresses per course prefix and overall: free ones, then a growing wait up to the cap. */
  registerCodeGuard: { freeFailures: number; maxDelayMs: number };
}

export type StorageConfig =
  | { kind: 'local' }
  | { kind: 's3'; bucket: string; endpoint?: string; region: string; forcePathStyle: boolean; credentials?: { accessKeyId: string; secretAccessKey: string } };

export interface JobTiming {
  /** A job running longer than this is taken to have died with its worker, and is retried. */
  timeoutSeconds?: number;
  retryDelaySeconds?: number;
  /** How often the queue looks for such jobs. */
  maintenanceSeconds: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; every bad value is named in one clear error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_USERNAME === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together');
  }
  if (e.STORAGE === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET is required when STORAGE=s3');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const evaluators = e.EVALUATORS ? parseLanguageLists<EvaluatorName>(e.EVALUATORS) : {};
  const llmLanguages = Object.entries(evaluators).filter(([, names]) => names.includes('llm')).map(([language]) => language);
  if (llmLanguages.length && !e.LLM_EVALUATOR_URL) {
    throw new ConfigError(`Invalid configuration:\n  EVALUATORS names llm for ${llmLanguages.join(', ')}, but LLM_EVALUATOR_URL is not set`);
  }
  if (e.LLM_EVALUATOR_URL && !e.LLM_EVALUATOR_MODEL) {
    throw new ConfigError('Invalid configuration:\n  LLM_EVALUATOR_MODEL is required with LLM_EVALUATOR_URL (the model name the server knows, e.g. qwen2.5:14b)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    seedDemo: e.SEED_DEMO === 'true',
    seedDemoAnswers: e.SEED_DEMO === 'true' && e.SEED_DEMO_ANSWERS === 'true',
    logLevel: e.LOG_LEVEL,
    signinMaxFailures: e.SIGNIN_MAX_FAILURES,
    signinLockMinutes: e.SIGNIN_LOCK_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === undefined ? false : /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY.split(',').map((a) => a.trim()),
    uploadQuota: { maxUnfinished: e.UPLOAD_MAX_UNFINISHED, maxBytes: e.UPLOAD_QUOTA_MB * 1_048_576 },
    webDist: e.WEB_DIST,
    benchResultsDir: path.resolve(e.BENCH_RESULTS_DIR ?? fileURLToPath(new URL('../../bench/results', import.meta.url))),
    storage:
      e.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: e.S3_BUCKET!,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY! } : undefined,
          }
        : { kind: 'local' },
    workersInProcess: e.WORKERS_IN_PROCESS === 'true',
    evaluationWorkers: { perProcess: e.EVALUATION_CONCURRENCY, total: e.EVALUATION_WORKERS ?? e.EVALUATION_CONCURRENCY },
    legacyResultWaitSeconds: e.LEGACY_RESULT_WAIT_SECONDS,
    uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
    playbackWaitSeconds: e.PLAYBACK_WAIT_SECONDS,
    jobTiming: { timeoutSeconds: e.JOB_TIMEOUT_SECONDS, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS, maintenanceSeconds: e.JOB_MAINTENANCE_SECONDS },
    ltiAllowLoopbackHttp: e.LTI_ALLOW_LOOPBACK_HTTP === 'true',
    configuredPublicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    mail: e.SMTP_URL && e.MAIL_FROM ? { url: e.SMTP_URL, from: e.MAIL_FROM, appUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}` } : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    registerCodeGuard: { freeFailures: e.REGISTER_CODE_FREE_FAILURES, maxDelayMs: e.REGISTER_CODE_MAX_DELAY_SECONDS * 1000 },
    site: {
      productName: e.PRODUCT_NAME,
      contactEmail: e.CONTACT_EMAIL,
      messagingId: e.MESSAGING_ID,
      prices: { A: e.PRICE_CLASS_A, B: e.PRICE_CLASS_B, C: e.PRICE_CLASS_C },
    },
    release: { minHearing: e.HEARING_MIN_CONFIDENCE },
    evaluation: {
      languages: evaluators,
      llm: e.LLM_EVALUATOR_URL
        ? { baseUrl: e.LLM_EVALUATOR_URL, model: e.LLM_EVALUATOR_MODEL!, apiKey: e.LLM_EVALUATOR_API_KEY, timeoutMs: e.LLM_EVALUATOR_TIMEOUT_SECONDS * 1000 }
        : undefined,
      margin: e.LLM_EVALUATOR_MARGIN,
    },
    models: {
      baseUrl: e.MODELS_BASE_URL.replace(/\/+$/, ''),
      sha1Overrides: Object.fromEntries((e.MODELS_SHA1_OVERRIDES ?? '').split(',').filter(Boolean).map((pair) => pair.split('=') as [string, string])),
    },
    transcription: {
      pocketsphinx: e.POCKETSPHINX === 'true' && {
        hintModel: e.POCKETSPHINX_HINTS === 'true' ? {} : undefined,
        pieceCacheDir: path.join(dataDir, 'transcript-pieces'),
      },
      duringUpload: e.TRANSCRIBE_DURING_UPLOAD === 'true',
      pieceCacheDir: path.join(dataDir, 'transcript-pieces'),
      whisper: e.WHISPER_MODEL ? { modelPath: path.resolve(e.WHISPER_MODEL), ...(e.WHISPER_TEMPERATURE_INC !== undefined && { temperatureInc: e.WHISPER_TEMPERATURE_INC }) } : undefined,
      openai: e.OPENAI_TRANSCRIBE_URL ? { baseUrl: e.OPENAI_TRANSCRIBE_URL, apiKey: e.OPENAI_API_KEY, model: e.OPENAI_TRANSCRIBE_MODEL, timeoutMs: e.OPENAI_TRANSCRIBE_TIMEOUT_SECONDS * 1000 } : undefined,
      languages: e.TRANSCRIBERS ? parseLanguageEngines(e.TRANSCRIBERS) : undefined,
    },
  };
}

/** A secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
