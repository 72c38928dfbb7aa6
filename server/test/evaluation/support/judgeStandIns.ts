import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { submissions } from '../../../src/db/schema/index.js';
import { speak, toRecorderWebm } from '../../../test-fixtures/audio/generate.js';
import { startChatStandIn, type ChatStandIn } from '../../../test-fixtures/openai/chatStandIn.js';
import { json, startTranscriptionStandIn, verboseJson, type TranscriptionStandIn } from '../../../test-fixtures/openai/standIn.js';
import { tempDir } from '../../submissions/support/media.js';
import { finalise, storedUpload, type Person, type World } from '../../submissions/support/world.js';

/** A good answer to maternal and child lab 7 (hunger and fullness cues), as the recogniser heard it. */
export const GOOD =
  'I would keep her skin to skin so she can see the early cues like rooting and opening her mouth. Crying is a late sign so do not wait for crying. ' +
  'Feed her on demand not by the clock eight to twelve times a day. She is full when she lets go of the breast by herself with open hands. Give no water and no bottle.';

/** What a model that read the answer well says: every item with the student's words. */
export const QUOTES: Record<string, string> = {
  'early-hunger-cues': 'the early cues like rooting and opening her mouth',
  'crying-late-cue': 'Crying is a late sign so do not wait for crying',
  'cue-based-frequency': 'Feed her on demand not by the clock',
  'fullness-cues': 'lets go of the breast by herself with open hands',
  'no-water-no-bottle': 'Give no water and no bottle',
  'rooming-in-skin': 'keep her skin to skin',
};

export interface JudgeStandIns {
  /** The openai transcriber's stand-in: it hears whatever `hear` last set (GOOD at first). */
  speech: TranscriptionStandIn;
  /** The chat completions stand-in playing the language model. */
  model: ChatStandIn;
  /** GOOD, spoken by flite and encoded as the browser's recorder would. */
  answer: string;
  hear(text: string): void;
  close(): Promise<void>;
}

/** The two third parties a judge test talks to, over real sockets, and the recording it uploads. */
export async function startJudgeStandIns(prefix: string): Promise<JudgeStandIns> {
  const files = await tempDir(prefix);
  let heard = GOOD;
  const speech = await startTranscriptionStandIn();
  speech.answer((_request, response) => {
    const body = verboseJson(heard);
    json(response, 200, { ...body, segments: body.segments.map((s) => ({ ...s, avg_logprob: -0.1, no_speech_prob: 0.01, compression_ratio: 1.3 })) });
  });
  const model = await startChatStandIn();
  const wav = await speak(GOOD, path.join(files.dir, 'answer.wav'));
  const answer = await toRecorderWebm(wav, path.join(files.dir, 'answer.webm'));
  return {
    speech,
    model,
    answer,
    hear: (text) => {
      heard = text;
    },
    close: async () => {
      await speech.close();
      await model.close();
      await files.cleanup();
    },
  };
}

/** Uploads the recording as `who`, answers lab 7 (or `labNumber`) in English, and waits for the evaluation to end. */
export async function submitAndWait<Row>(world: World, who: Person, answer: string, labNumber = 7): Promise<Row & { id: string }> {
  const uploadId = await storedUpload(world, who, answer);
  const res = await finalise(world, who, { uploadId, labNumber, language: 'en' });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().submission._id as string;
  const deadline = Date.now() + 150_000;
  for (;;) {
    const [row] = await world.ctx.database.db.select().from(submissions).where(eq(submissions.id, id));
    if (['graded', 'needs_review', 'failed'].includes(row.status)) return { ...(row as unknown as Row), id };
    if (Date.now() > deadline) throw new Error(`still ${row.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
