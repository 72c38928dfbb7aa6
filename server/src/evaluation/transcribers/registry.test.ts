import { describe, expect, it } from 'vitest';
import { chooseTranscriber, createTranscriberChoice } from './registry.js';

describe('chooseTranscriber', () => {
  it('uses pocketsphinx for English and nothing for other languages out of the box', () => {
    const choice = createTranscriberChoice();
    expect(chooseTranscriber(choice, 'en')?.name).toBe('pocketsphinx');
    for (const language of ['th', 'zh', 'ja', 'id'] as const) expect(chooseTranscriber(choice, language)).toBeUndefined();
  });

  it('follows the per-language configuration', () => {
    const choice = createTranscriberChoice({
      whisper: { modelPath: '/models/ggml-small.bin' },
      openai: { baseUrl: 'http://asr.example', model: 'whisper-1', languages: ['id'] },
      languages: { en: 'whisper', th: 'whisper', id: ['openai', 'whisper'] },
    });
    expect(chooseTranscriber(choice, 'en')?.name).toBe('whisper');
    expect(chooseTranscriber(choice, 'th')?.name).toBe('whisper');
    expect(chooseTranscriber(choice, 'id')?.name).toBe('openai');
    expect(chooseTranscriber(choice, 'zh')?.name).toBe('whisper');
  });

  it('skips a named transcriber that cannot handle the language, and returns undefined when none can', () => {
    const choice = createTranscriberChoice({
      whisper: { modelPath: '/models/ggml-base.en.bin' },
      languages: { en: 'pocketsphinx', th: ['pocketsphinx', 'whisper'] },
    });
    expect(chooseTranscriber(choice, 'th')).toBeUndefined();
    expect(chooseTranscriber(createTranscriberChoice({ pocketsphinx: false }), 'en')).toBeUndefined();
  });
});
