import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TranscriberChoiceConfig } from '../../server/src/evaluation/transcribers/registry.js';

/**
 * Wraps every transcriber so a transcript is kept in `dir`, keyed by the audio bytes, the
 * language, the hints and the engine settings: re-grading a benchmark after a grader change
 * then needs no new recognition. Recognition is deterministic for the same audio and settings,
 * so the cached transcript is the one the engine would give again.
 */
export function cachingTranscribers(choice: TranscriberChoiceConfig, dir: string, settings: unknown): TranscriberChoiceConfig {
  mkdirSync(dir, { recursive: true });
  const transcribers = Object.fromEntries(
    Object.entries(choice.transcribers).map(([name, t]) => [
      name,
      {
        ...t,
        supports: t.supports.bind(t),
        transcribe: async (wav: string, language: Parameters<typeof t.transcribe>[1], options?: Parameters<typeof t.transcribe>[2]) => {
          const key = createHash('sha256')
            .update(readFileSync(wav))
            .update(JSON.stringify({ name, version: t.version, language, hints: options?.hints ?? [], settings }))
            .digest('hex');
          const file = path.join(dir, `${key}.json`);
          if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
          const transcript = await t.transcribe(wav, language, options);
          writeFileSync(file, JSON.stringify(transcript));
          return transcript;
        },
      },
    ]),
  );
  return { ...choice, transcribers };
}
