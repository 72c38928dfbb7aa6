import type { Language, Transcript } from '@nurselab/core';

/** The transcript shape is the grader's input (core/src/grading/types.ts). */
export type { Transcript, TranscriptWord } from '@nurselab/core';

export interface TranscribeOptions {
  /** Expected phrasings (rubric items, model answers): engines that can use them to bias recognition do. */
  hints?: string[];
  signal?: AbortSignal;
}

/** A speech recogniser. Input is always a 16 kHz mono 16-bit WAV (see media/extractAudio). */
export interface Transcriber {
  name: string;
  /** Recorded with each result, so a grade can be traced to the engine and model that produced it. */
  version: string;
  supports(language: Language): boolean;
  transcribe(wavPath: string, language: Language, options?: TranscribeOptions): Promise<Transcript>;
}
