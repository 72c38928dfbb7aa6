import { open } from 'node:fs/promises';
import { TranscriberError } from './errors.js';

export const MODEL_DOWNLOAD_HINT = 'run `npm run models:download` to fetch one, or point the whisper model path in the configuration at a ggml model file';

export interface WhisperModelHeader {
  /** 51864 for the English-only ".en" models, 51865/51866 for the multilingual ones. */
  vocabularySize: number;
  audioLayers: number;
  multilingual: boolean;
}

const GGML_MAGIC = 0x67676d6c;
const MAX_LAYERS = 64;
/** The smallest weight type whisper.cpp reads (q2_K) takes 2.5625 bits per weight. */
const MIN_BYTES_PER_WEIGHT = 2.5625 / 8;

/**
 * Checks a whisper.cpp model file before native code touches it: whisper.cpp aborts the whole
 * process (GGML_ASSERT) on some malformed files instead of returning an error.
 */
export async function checkWhisperModelFile(modelPath: string, transcriber = 'whisper'): Promise<WhisperModelHeader> {
  const fail = (problem: string) =>
    new TranscriberError('unavailable', transcriber, `Whisper model ${modelPath} ${problem}: ${MODEL_DOWNLOAD_HINT}.`, false);

  let file;
  try {
    file = await open(modelPath, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw fail(code === 'ENOENT' ? 'does not exist' : `cannot be read (${code ?? String(error)})`);
  }
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(48);
    const { bytesRead } = await file.read(header, 0, header.length, 0);
    if (bytesRead < header.length || header.readUInt32LE(0) !== GGML_MAGIC) {
      throw fail('is not a whisper.cpp ggml model file (wrong header)');
    }
    const [vocabularySize, audioContext, audioState, , audioLayers, textContext, textState, , textLayers, mels] = Array.from({ length: 10 }, (_, index) =>
      header.readInt32LE(4 + index * 4),
    );
    const plausible =
      vocabularySize >= 51864 && vocabularySize <= 51866 &&
      audioLayers >= 1 && audioLayers <= MAX_LAYERS && textLayers >= 1 && textLayers <= MAX_LAYERS &&
      audioState > 0 && audioState === textState &&
      audioContext > 0 && textContext > 0 &&
      (mels === 80 || mels === 128);
    if (!plausible) throw fail('has a damaged header');
    const minimum = minimumModelBytes({ vocabularySize, audioContext, textContext, state: audioState, audioLayers, textLayers, mels });
    if (size < minimum) throw fail(`is truncated (${size} bytes, at least ${Math.ceil(minimum)} expected; an incomplete download?)`);
    return { vocabularySize, audioLayers, multilingual: vocabularySize >= 51865 };
  } finally {
    await file.close();
  }
}

/**
 * The least a complete file of this shape can weigh: f32 positional embeddings plus every
 * matrix at the smallest quantisation. Anything shorter is an interrupted download.
 */
function minimumModelBytes(shape: {
  vocabularySize: number;
  audioContext: number;
  textContext: number;
  state: number;
  audioLayers: number;
  textLayers: number;
  mels: number;
}): number {
  const { vocabularySize, audioContext, textContext, state, audioLayers, textLayers, mels } = shape;
  const positional = (audioContext + textContext) * state * 4;
  const attention = 4 * state * state;
  const mlp = 8 * state * state;
  const matrices =
    3 * mels * state + 3 * state * state +
    audioLayers * (attention + mlp) +
    textLayers * (2 * attention + mlp) +
    vocabularySize * state;
  return positional + matrices * MIN_BYTES_PER_WEIGHT;
}
