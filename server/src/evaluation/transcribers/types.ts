import type { Language } from '@nurselab/core';

// Same shapes as core/src/grading/types.ts (the grader's input); to be imported from there.
export interface TranscriptWord {
  text: string;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
  confidence?: number;
}

export interface Transcript {
  language: Language;
  text: string;
  words: TranscriptWord[];
}

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
