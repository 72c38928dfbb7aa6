/**
 * A chat completions stand-in for the evaluator bench: it speaks the protocol (request, JSON
 * schema answer, usage) but is no model. It marks a rubric or critical item said where one of
 * its phrasings appears word for word in the transcript, quoting the transcript's own words.
 * Figures measured against it say the adapter works end to end, nothing about grading quality.
 */
import { completion, reply, startChatStandIn, type ChatStandIn } from '../../server/test-fixtures/openai/chatStandIn.js';

interface Material {
  questions: { number: number; points: number; rubric: { id: string; weight: number; phrasings: string[] }[]; critical: { id: string; danger: string; phrasings: string[] }[] }[];
  transcript: { text: string };
}

function verbatim(text: string, phrasings: string[]): string | null {
  const lower = text.toLowerCase();
  for (const phrasing of phrasings) {
    const at = lower.indexOf(phrasing.toLowerCase());
    if (phrasing.trim() && at >= 0) return text.slice(at, at + phrasing.length);
  }
  return null;
}

export function lexicalVerdict(material: Material) {
  const text = material.transcript.text;
  const items = material.questions.flatMap((q) => q.rubric.map((item) => ({ questionNumber: q.number, itemId: item.id, quote: verbatim(text, item.phrasings) })));
  return {
    items: items.map((i) => ({ ...i, met: i.quote !== null })),
    critical: material.questions.flatMap((q) =>
      q.critical.flatMap((c) => {
        const quote = verbatim(text, c.phrasings);
        return quote ? [{ questionNumber: q.number, itemId: c.id, name: c.danger, quote }] : [];
      }),
    ),
    questions: material.questions.map((q) => {
      const all = q.rubric.reduce((sum, i) => sum + i.weight, 0);
      const met = q.rubric.filter((i) => verbatim(text, i.phrasings) !== null).reduce((sum, i) => sum + i.weight, 0);
      return { number: q.number, points: all ? (q.points * met) / all : 0 };
    }),
    pros: [],
    recommendations: [],
  };
}

export async function startLexicalStandIn(): Promise<ChatStandIn> {
  const standIn = await startChatStandIn();
  standIn.answer((request, response) => {
    const user = request.body.messages.find((m) => m.role === 'user')!.content;
    const material = JSON.parse(user.slice(user.indexOf('\n') + 1)) as Material;
    const content = JSON.stringify(lexicalVerdict(material));
    reply(response, 200, completion(content, { model: request.body.model, promptTokens: Math.ceil(user.length / 4) }));
  });
  return standIn;
}
