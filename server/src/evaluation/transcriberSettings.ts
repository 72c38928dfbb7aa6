import type { Config } from '../config.js';
import { createTranscriberChoice, type TranscriberChoiceConfig } from './transcribers/registry.js';

const built = new WeakMap<Config, TranscriberChoiceConfig>();

/** The transcribers the configuration asks for, built once per configuration. */
export function transcribersFor(config: Config): TranscriberChoiceConfig {
  let choice = built.get(config);
  if (!choice) {
    choice = createTranscriberChoice(config.transcription);
    built.set(config, choice);
  }
  return choice;
}
