import { detectSilences, type SilenceOptions } from './silence.js';

export interface SpeechMeasure {
  durationSeconds: number;
  /** Duration minus the silences: roughly how long someone was speaking. */
  speechSeconds: number;
  meanVolumeDb: number;
  maxVolumeDb: number;
  /** Nothing worth transcribing: report "We could not hear an answer", do not grade. */
  isSilent: boolean;
}

export interface MeasureSpeechOptions extends SilenceOptions {
  /** Less sound than this is no answer. Default 1 s. */
  minSpeechSeconds?: number;
  /** A recording whose loudest moment is below this is no answer (muted microphone). Default -45 dBFS. */
  audibleDb?: number;
}

export async function measureSpeech(wavPath: string, options: MeasureSpeechOptions = {}): Promise<SpeechMeasure> {
  const { minSpeechSeconds = 1, audibleDb = -45, ...silenceOptions } = options;
  const analysis = await detectSilences(wavPath, silenceOptions);
  const silentSeconds = analysis.silences.reduce((sum, range) => sum + (range.end - range.start), 0);
  const speechSeconds = Math.max(0, analysis.durationSeconds - silentSeconds);
  return {
    durationSeconds: analysis.durationSeconds,
    speechSeconds,
    meanVolumeDb: analysis.meanVolumeDb,
    maxVolumeDb: analysis.maxVolumeDb,
    isSilent: speechSeconds < minSpeechSeconds || analysis.maxVolumeDb < audibleDb,
  };
}
