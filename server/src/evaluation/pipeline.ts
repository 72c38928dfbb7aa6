import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gradeWithRubric, LANGUAGES, type GradeResult, type Language, type LocalizedText, type Question, type Transcript } from '@nurselab/core';
import { extractAudio, measureSpeech, type SpeechMeasure } from '../media/index.js';
import { chooseTranscriber, type TranscriberChoiceConfig } from './transcribers/registry.js';

/** Each stage's wall time, kept with the evaluation: the bench reads them, and the lab screen's estimate. */
export interface EvaluationTimings {
  /** Audio extraction and the speech check together (as stored before the speech check had its own figure). */
  extractMs: number;
  speechCheckMs: number;
  transcribeMs: number;
  gradeMs: number;
  /** The recording's length, so times can be compared per second of audio. */
  audioSeconds: number;
}

/** The lab's language and the one the recogniser heard; graded in the spoken one when they differ. */
export interface LanguageEvidence {
  lab: Language;
  spoken: Language;
  gradedIn: Language;
}

export type EvaluationOutcome =
  | {
      kind: 'graded';
      grade: GradeResult;
      transcript: Transcript;
      engine: { name: string; version: string };
      speech: SpeechMeasure;
      timings: EvaluationTimings;
      language: LanguageEvidence;
    }
  /** Nothing audible: the student is told "We could not hear an answer", never given a failing grade. */
  | { kind: 'no_speech'; speech: SpeechMeasure }
  /** No configured engine understands the language: a professor grades it, no made-up score. */
  | { kind: 'no_transcriber'; language: Language };

/**
 * The words that help a recogniser expecting this lab: every phrasing (harmful ones too, so
 * dangerous advice is heard as said) and model answer in the language.
 */
export function recognitionHints(questions: Question[], language: Language): string[] {
  return questions.flatMap((q) => [
    ...q.rubric.flatMap((item) => item.phrasings[language]),
    ...(q.critical ?? []).flatMap((item) => item.phrasings[language]),
    ...(q.modelAnswer ? [q.modelAnswer[language]] : []),
  ]);
}

/** Languages the lab can be graded in: every question has rubric phrasings in it. */
export function gradableLanguages(questions: Question[]): Language[] {
  return LANGUAGES.filter((language) => questions.every((q) => q.rubric.every((item) => (item.phrasings[language]?.length ?? 0) > 0)));
}

/** The rubric grade of a transcript: what a recording is graded with, and what a re-grade against a newer lab version uses. */
export function gradeTranscript(questions: Question[], transcript: Transcript, scenario?: LocalizedText): GradeResult {
  return gradeWithRubric(questions, transcript, { scenario });
}

/** media file -> 16 kHz mono audio -> transcript with word times -> rubric grade with evidence. */
export async function evaluateRecording(
  input: { mediaPath: string; language: Language; questions: Question[]; scenario?: LocalizedText },
  transcribers: TranscriberChoiceConfig,
  options: {
    signal?: AbortSignal;
    onStage?: (stage: 'transcribing' | 'grading') => Promise<void>;
    /** The upload the recording came from: pieces recognised during it are kept and deleted under it. */
    pieceOwner?: string;
    /** Where the finalise may have kept this recording's audio, decoded as extractAudio would (recordingCheck.ts). */
    keptAudio?: string;
  } = {},
): Promise<EvaluationOutcome> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'nurselab-eval-'));
  try {
    const wav = path.join(workDir, 'answer.wav');
    let t = performance.now();
    await copyFile(options.keptAudio ?? '', wav).catch(() => extractAudio(input.mediaPath, wav));
    const audioMs = performance.now() - t;
    const speech = await measureSpeech(wav);
    const extractMs = performance.now() - t;
    // Silence first, whatever the language: a silent answer gives the attempt back even where no engine listens.
    if (speech.isSilent) return { kind: 'no_speech', speech };
    const transcriber = chooseTranscriber(transcribers, input.language);
    if (!transcriber) return { kind: 'no_transcriber', language: input.language };

    await options.onStage?.('transcribing');
    t = performance.now();
    const transcript = await transcriber.transcribe(wav, input.language, {
      hints: recognitionHints(input.questions, input.language),
      signal: options.signal,
      pieceOwner: options.pieceOwner,
      detectAmong: gradableLanguages(input.questions),
      speech,
    });
    const transcribeMs = performance.now() - t;
    // Sound but no words (noise, music, a cough): the same as silence for the student.
    if (!transcript.words.length) return { kind: 'no_speech', speech };

    await options.onStage?.('grading');
    t = performance.now();
    const grade = gradeTranscript(input.questions, transcript, input.scenario);
    const gradeMs = performance.now() - t;
    return {
      kind: 'graded',
      grade,
      transcript,
      engine: { name: transcriber.name, version: transcriber.version },
      speech,
      language: { lab: input.language, spoken: transcript.language, gradedIn: transcript.language },
      timings: {
        extractMs: Math.round(extractMs),
        speechCheckMs: Math.round(extractMs - audioMs),
        transcribeMs: Math.round(transcribeMs),
        gradeMs: Math.round(gradeMs),
        audioSeconds: Math.round(speech.durationSeconds * 10) / 10,
      },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
