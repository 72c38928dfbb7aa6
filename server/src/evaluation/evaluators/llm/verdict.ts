import { z } from 'zod';

/**
 * What the language model must answer: per rubric item met or not with the student's words, the
 * harmful statements it heard (listed or not), points per question, and feedback. Validated with
 * zod whatever response_format the server honoured.
 */
export const verdictSchema = z.object({
  items: z.array(
    z.object({
      questionNumber: z.number().int(),
      itemId: z.string(),
      met: z.boolean(),
      /** The student's words, verbatim from the transcript; null when not met. */
      quote: z.string().nullable(),
    }),
  ),
  critical: z.array(
    z.object({
      questionNumber: z.number().int(),
      /** The listed critical item's id, or null for a danger the list does not name. */
      itemId: z.string().nullable(),
      /** The danger in the model's own words, in the answer's language. */
      name: z.string().min(1),
      quote: z.string().min(1),
    }),
  ),
  questions: z.array(z.object({ number: z.number().int(), points: z.number() })),
  pros: z.array(z.string()),
  recommendations: z.array(z.string()),
});
export type Verdict = z.infer<typeof verdictSchema>;

const string = { type: 'string' };
const nullableString = { type: ['string', 'null'] };
const object = (properties: Record<string, unknown>) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false });
const array = (items: unknown) => ({ type: 'array', items });

/** The same shape as JSON Schema for response_format json_schema (strict: every field required, no others). */
export const VERDICT_JSON_SCHEMA = object({
  items: array(object({ questionNumber: { type: 'integer' }, itemId: string, met: { type: 'boolean' }, quote: nullableString })),
  critical: array(object({ questionNumber: { type: 'integer' }, itemId: nullableString, name: string, quote: string })),
  questions: array(object({ number: { type: 'integer' }, points: { type: 'number' } })),
  pros: array(string),
  recommendations: array(string),
});

/** JSON.parse then the schema: the verdict, or why it is not one (for the repair request). */
export function readVerdict(content: string): { verdict: Verdict } | { problem: string } {
  let parsed: unknown;
  try {
    // Some servers wrap JSON in a markdown fence even in JSON mode.
    parsed = JSON.parse(content.trim().replace(/^```(?:json)?\s*|\s*```$/g, ''));
  } catch (error) {
    return { problem: `not valid JSON (${(error as Error).message})` };
  }
  const result = verdictSchema.safeParse(parsed);
  if (!result.success) return { problem: result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ') };
  return { verdict: result.data };
}
