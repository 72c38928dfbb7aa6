import whisperModels from './whisperModels.json' with { type: 'json' };

export interface WhisperModelEntry {
  name: string;
  sha1: string;
  /** As the model host serves it; null for a model only named in MODELS_SHA1_OVERRIDES. */
  downloadBytes: number | null;
  memoryBytes: number | null;
}

/** The published whisper.cpp models (the list npm run models:download uses too), with the configured SHA-1 overrides. */
export function whisperModelCatalogue(sha1Overrides: Record<string, string> = {}): WhisperModelEntry[] {
  const published: WhisperModelEntry[] = whisperModels.models.map((model) => ({ ...model, sha1: sha1Overrides[model.name] ?? model.sha1 }));
  const extra = Object.entries(sha1Overrides)
    .filter(([name]) => !published.some((model) => model.name === name))
    .map(([name, sha1]) => ({ name, sha1, downloadBytes: null, memoryBytes: null }));
  return [...published, ...extra];
}

export const DEFAULT_MODELS_BASE_URL = whisperModels.baseUrl;
