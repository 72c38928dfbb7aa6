import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { EvaluationSettingsRepository } from './settingsRepository.js';
import { createTranscriberChoice, type TranscriberChoiceConfig } from './transcribers/registry.js';
import { createWhisperTranscriber, type WhisperTranscriber } from './transcribers/whisper.js';

const built = new WeakMap<Config, TranscriberChoiceConfig>();
/** The model path of the whisper transcriber an administrator's choice put in place, per choice. */
const installed = new WeakMap<TranscriberChoiceConfig, string>();

export interface EnabledWhisperModel {
  name: string;
  path: string;
  enabledBy: string;
  enabledAt: string;
}

/** The transcribers the configuration asks for, built once per configuration. */
export function transcribersFor(config: Config): TranscriberChoiceConfig {
  let choice = built.get(config);
  if (!choice) {
    choice = createTranscriberChoice(config.transcription);
    built.set(config, choice);
  }
  return choice;
}

/**
 * The transcribers as they are now: the configuration's, with the whisper model an administrator
 * enabled (kept in the database, so every API process and worker picks it up without a restart).
 */
export async function currentTranscribers(config: Config, db: Db): Promise<TranscriberChoiceConfig> {
  const choice = transcribersFor(config);
  await applyEnabledModel(choice, config, await readEnabledWhisperModel(db));
  return choice;
}

export async function readEnabledWhisperModel(db: Db): Promise<EnabledWhisperModel | null> {
  const value = await new EvaluationSettingsRepository(db).enabledWhisperModel();
  if (value === undefined) return null;
  try {
    return JSON.parse(value) as EnabledWhisperModel;
  } catch {
    return null;
  }
}

/** Puts the enabled model's whisper transcriber in place (or takes it away again, back to the configuration's). */
export function applyEnabledModel(choice: TranscriberChoiceConfig, config: Config, enabled: EnabledWhisperModel | null): void {
  const current = installed.get(choice);
  if ((enabled?.path ?? undefined) === current) return;
  const previous = choice.transcribers.whisper as WhisperTranscriber | undefined;
  if (enabled) {
    choice.transcribers.whisper = createWhisperTranscriber({ ...config.transcription.whisper, modelPath: enabled.path });
    installed.set(choice, enabled.path);
  } else {
    const configured = config.transcription.whisper;
    if (configured) choice.transcribers.whisper = createWhisperTranscriber(configured);
    else delete choice.transcribers.whisper;
    installed.delete(choice);
  }
  // Runs already under way finish on the old context; it is released once they have.
  void previous?.retire().catch(() => {});
}
