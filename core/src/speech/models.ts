import { z } from 'zod';
import { speechSelfTestSchema } from './status.js';

/** Where an administrator's model download is: bytes arriving, checksum, self-test, then done (or failed). */
export const MODEL_DOWNLOAD_STATES = ['downloading', 'verifying', 'testing', 'done', 'failed'] as const;
export type ModelDownloadState = (typeof MODEL_DOWNLOAD_STATES)[number];

/** Why a download stopped; `code` is a message key (speech namespace `models.error.<code>`), `values` its placeholders. */
export const MODEL_DOWNLOAD_ERRORS = ['corrupt', 'diskShort', 'unreachable', 'notFound', 'notAModel', 'selfTestFailed'] as const;

export const modelDownloadSchema = z.object({
  name: z.string(),
  state: z.enum(MODEL_DOWNLOAD_STATES),
  receivedBytes: z.number(),
  /** Unknown until the host says (Content-Length). */
  totalBytes: z.number().nullable(),
  /** Bytes that were already on disk when the latest request started (a resumed download). */
  resumedFromBytes: z.number(),
  error: z.object({ code: z.enum(MODEL_DOWNLOAD_ERRORS), values: z.record(z.string(), z.union([z.string(), z.number()])) }).nullable(),
  startedBy: z.string(),
  startedAt: z.string(),
  updatedAt: z.string(),
});
export type ModelDownload = z.infer<typeof modelDownloadSchema>;

/** Where a model's download size comes from: the model host's Content-Length, or the catalogue when the host did not say. */
export const DOWNLOAD_SIZE_SOURCES = ['host', 'catalogue'] as const;

/** Memory of the recogniser process (load the model, transcribe every self-test clip) measured on this server. */
export const measuredMemorySchema = z.object({
  /** Peak resident memory of the process (ru_maxrss). */
  peakBytes: z.number(),
  /** The same process before it loaded whisper.cpp: the runtime's share of the peak. */
  runtimeBytes: z.number(),
  at: z.string(),
});
export type MeasuredMemory = z.infer<typeof measuredMemorySchema>;

/** A whisper model size the administrator may pick, with what this server measured with it. */
export const whisperModelOptionSchema = z.object({
  name: z.string(),
  downloadBytes: z.number().nullable(),
  downloadBytesFrom: z.enum(DOWNLOAD_SIZE_SOURCES).nullable(),
  /** As published by whisper.cpp's authors (null: not published). */
  memoryBytes: z.number().nullable(),
  /** Measured during this model's latest self-test on this server; null until then. */
  measuredMemory: measuredMemorySchema.nullable(),
  /** Already on this server's disk (enabling it again needs no download). */
  downloaded: z.boolean(),
  /** The latest self-test of this model on this server, one per language; empty until measured. */
  selfTests: z.array(speechSelfTestSchema),
});
export type WhisperModelOption = z.infer<typeof whisperModelOptionSchema>;

export const speechModelsSchema = z.object({
  /** The model host (MODELS_BASE_URL). */
  baseUrl: z.string(),
  /** Free space where models are kept; null when the server cannot tell. */
  freeBytes: z.number().nullable(),
  models: z.array(whisperModelOptionSchema),
  /** The model an administrator enabled from this page (used without a restart), or null. */
  current: z.object({ name: z.string(), enabledBy: z.string(), enabledAt: z.string() }).nullable(),
  download: modelDownloadSchema.nullable(),
});
export type SpeechModels = z.infer<typeof speechModelsSchema>;

export const startModelDownloadSchema = z.object({ name: z.string().regex(/^[a-z0-9][a-z0-9._-]{0,60}$/) });
