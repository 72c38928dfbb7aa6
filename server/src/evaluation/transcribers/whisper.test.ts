import { open, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, speak } from '../../../test-fixtures/audio/generate.js';
import { TranscriberError } from './errors.js';
import { createWhisperTranscriber } from './whisper.js';

/**
 * A file that passes the header check (magic, tiny-model hyper-parameters, size) but names an
 * unknown weight type and holds no weights: whisper.cpp hits GGML_ASSERT and aborts on it.
 */
async function writeHollowModel(path: string): Promise<void> {
  const header = Buffer.alloc(48);
  [0x67676d6c, 51865, 1500, 384, 6, 4, 448, 384, 6, 4, 80, 99].forEach((value, index) => header.writeUInt32LE(value, index * 4));
  const file = await open(path, 'w');
  await file.write(header, 0, header.length, 0);
  await file.truncate(24 * 1024 * 1024);
  await file.close();
}

async function loadError(modelPath: string, wav: string): Promise<TranscriberError> {
  const error = await createWhisperTranscriber({ modelPath }).transcribe(wav, 'th').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TranscriberError);
  return error as TranscriberError;
}

describe('whisper transcriber: loading the model', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let wav: string;

  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir('nurselab-whisper-test-'));
    wav = await speak('Hello.', join(dir, 'hello.wav'));
  });
  afterAll(() => cleanup());

  it('names the missing model file and how to get one', async () => {
    const modelPath = join(dir, 'ggml-base.bin');
    const error = await loadError(modelPath, wav);
    expect(error).toMatchObject({ code: 'unavailable', transcriber: 'whisper', retryable: false });
    expect(error.message).toContain(modelPath);
    expect(error.message).toContain('does not exist');
    expect(error.message).toContain('npm run models:download');
  });

  it('recognises a file that is not a model at all (an HTML error page saved as the model)', async () => {
    const modelPath = join(dir, 'ggml-small.bin');
    await writeFile(modelPath, '<html><body>404 Not Found</body></html>');
    const error = await loadError(modelPath, wav);
    expect(error.code).toBe('unavailable');
    expect(error.message).toMatch(/not a whisper\.cpp ggml model.*npm run models:download/);
  });

  it('survives a damaged model that makes whisper.cpp abort, by loading it in a child process first', async () => {
    const modelPath = join(dir, 'ggml-tiny.bin');
    await writeHollowModel(modelPath);
    const error = await loadError(modelPath, wav);
    expect(error.code).toBe('unavailable');
    expect(error.message).toContain(modelPath);
    expect(error.message).toContain('could not be loaded');
    expect(error.message).toContain('GGML_ASSERT');
    expect(error.message).toContain('npm run models:download');
  });

  it('supports all five languages, or only English with an English-only model', () => {
    const multilingual = createWhisperTranscriber({ modelPath: 'models/ggml-base.bin' });
    expect(['th', 'zh', 'en', 'ja', 'id'].every((language) => multilingual.supports(language as 'th'))).toBe(true);
    const english = createWhisperTranscriber({ modelPath: 'models/ggml-base.en.bin' });
    expect(english.supports('en')).toBe(true);
    expect(english.supports('th')).toBe(false);
  });
});
