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
const LAYERS_TO_MODEL: Record<number, string> = { 4: 'tiny', 6: 'base', 12: 'small', 24: 'medium', 32: 'large' };
/** The smallest published quantised tiny model is about 31 MB; anything much smaller is a broken download. */
const MIN_MODEL_BYTES = 20 * 1024 * 1024;

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
    const [vocabularySize, , audioState, , audioLayers, , textState, , , mels] = Array.from({ length: 10 }, (_, index) =>
      header.readInt32LE(4 + index * 4),
    );
    const plausible =
      vocabularySize >= 51864 && vocabularySize <= 51866 &&
      audioLayers in LAYERS_TO_MODEL &&
      audioState === textState &&
      (mels === 80 || mels === 128);
    if (!plausible) throw fail('has a damaged header');
    if (size < MIN_MODEL_BYTES) throw fail(`is truncated (${size} bytes; an incomplete download?)`);
    return { vocabularySize, audioLayers, multilingual: vocabularySize >= 51865 };
  } finally {
    await file.close();
  }
}
