import type { Language, Transcript } from '@nurselab/core';

/** The transcript shape is the grader's input (core/src/grading/types.ts). */
export type { Hearing, Transcript, TranscriptWord } from '@nurselab/core';

export interface TranscribeOptions {
  /** Expected phrasings (rubric items, model answers): engines that can use them to bias recognition do. */
  hints?: string[];
  signal?: AbortSignal;
  /**
   * Languages the answer may be graded in. An engine that can tell which language was spoken
   * reports it as the transcript's language when it is one of these, else transcribes in the
   * requested language.
   */
  detectAmong?: Language[];
  /** The speech measure of this very file, when the caller has it already (not measured again). */
  speech?: { speechSeconds: number };
  /**
   * The upload this recording came from: pieces an engine keeps (pieceCache.ts) are listed under
   * it, so they are deleted with it (evaluation stored, upload abandoned or expired).
   */
  pieceOwner?: string;
}

export interface LiveTranscribeOptions extends TranscribeOptions {
  /**
   * The share of the upload's bytes that has arrived, when its length is known and the whole-file
   * transcription will run in this process: an engine may then start hearing the last piece early.
   */
  arrivedFraction?: number;
}

/** A speech recogniser. Input is always a 16 kHz mono 16-bit WAV (see media/extractAudio). */
export interface Transcriber {
  /**
   * Recognises the pieces of a recording still arriving that the whole file will be cut into
   * as well (kept by their bytes, so the whole-file transcription finds them). Answers how many;
   * engines without it transcribe the whole file at the end.
   */
  recogniseFinishedPieces?(partialWavPath: string, language: Language, options?: LiveTranscribeOptions): Promise<number>;
  name: string;
  /** Recorded with each result, so a grade can be traced to the engine and model that produced it. */
  version: string;
  supports(language: Language): boolean;
  transcribe(wavPath: string, language: Language, options?: TranscribeOptions): Promise<Transcript>;
}
