/** Speech made at test and benchmark time by Debian's flite and espeak-ng, encoded as browsers send it. */
import { runProcess } from '../../src/media/runProcess.js';
import { ffmpegPath } from '../../src/media/ffmpegPaths.js';

export interface Voice {
  engine: 'flite' | 'espeak-ng';
  voice: string;
}

/** Speaks text into a WAV file with Debian's flite or espeak-ng. */
export async function speak(text: string, voice: Voice, wavPath: string): Promise<void> {
  if (voice.engine === 'flite') await runProcess('flite', ['-voice', voice.voice, '-t', text, '-o', wavPath], { timeoutMs: 120_000 });
  else await runProcess('espeak-ng', ['-v', voice.voice, '-s', '150', '-w', wavPath, text], { timeoutMs: 120_000 });
}

/** Encodes like a browser would send it: WebM/Opus (Chrome, Firefox) or MP4/AAC (Safari). */
export async function encodeLikeBrowser(wavPath: string, outPath: string, container: 'webm' | 'mp4'): Promise<void> {
  const codec = container === 'webm' ? ['-c:a', 'libopus', '-b:a', '48k', '-ar', '48000'] : ['-c:a', 'aac', '-b:a', '96k', '-ar', '44100'];
  await runProcess(ffmpegPath(), ['-y', '-loglevel', 'error', '-i', wavPath, ...codec, outPath], { timeoutMs: 300_000 });
}
