import { EvaluatorError } from '../errors.js';
import { promptFor } from '../prompts/index.js';
import type { Evaluator, EvaluationInput, Judgement, LlmEvaluatorConfig } from '../types.js';
import { BadRequest, createChatClient, type ChatAnswer, type ResponseFormat } from './chat.js';
import { checkVerdict } from './grade.js';
import { gradingMessages, repairMessages, type ChatMessage } from './messages.js';
import { readVerdict, VERDICT_JSON_SCHEMA, type Verdict } from './verdict.js';

const JSON_SCHEMA: ResponseFormat = { type: 'json_schema', json_schema: { name: 'nurselab_verdict', strict: true, schema: VERDICT_JSON_SCHEMA } };
const JSON_OBJECT: ResponseFormat = { type: 'json_object' };

/**
 * A language model behind any OpenAI-compatible /v1/chat/completions server, as a judge:
 * structured output (json_schema; json_object where the server refuses that with a 400), the
 * verdict validated, one repair request when it is not the JSON asked for, every quote checked
 * against the transcript. Throws EvaluatorError; never returns a score it could not check.
 */
export function createLlmEvaluator(config: LlmEvaluatorConfig): Evaluator {
  const chat = createChatClient(config);
  return {
    name: 'llm',
    async evaluate(input: EvaluationInput, options: { signal?: AbortSignal } = {}): Promise<Judgement> {
      const started = performance.now();
      const language = input.transcript.language;
      const prompt = promptFor(language);
      const tokens = { prompt: 0, completion: 0, total: 0 };
      let requests = 0;
      let format = JSON_SCHEMA;
      const ask = async (messages: ChatMessage[]): Promise<ChatAnswer> => {
        requests++;
        const answer = await chat.complete(messages, format, options.signal);
        tokens.prompt += answer.tokens.prompt;
        tokens.completion += answer.tokens.completion;
        tokens.total += answer.tokens.total;
        return answer;
      };

      const messages = gradingMessages(prompt.system, input);
      let answer: ChatAnswer;
      try {
        answer = await ask(messages);
      } catch (error) {
        if (!(error instanceof BadRequest)) throw error;
        // Servers without structured outputs (older llama.cpp, some gateways) refuse json_schema: JSON mode and our own validation.
        format = JSON_OBJECT;
        answer = await ask(messages);
      }
      let read = readVerdict(answer.content);
      if ('problem' in read) {
        answer = await ask(repairMessages(messages, answer.content, read.problem));
        read = readVerdict(answer.content);
        if ('problem' in read) throw new EvaluatorError('malformed', 'llm', `The model's answer was not the verdict asked for, twice: ${read.problem}`, true);
      }
      const verdict: Verdict = read.verdict;
      const checked = checkVerdict(input.questions, input.transcript.words, language, verdict, `llm/${prompt.version}/${config.model}`);
      return {
        grade: checked.grade,
        llm: {
          model: config.model,
          promptVersion: prompt.version,
          quotesChecked: checked.quotesChecked,
          quotesRejected: checked.quotesRejected,
          seconds: Math.round((performance.now() - started) / 10) / 100,
          tokens,
          requests,
          responseFormat: format.type,
          questionPoints: verdict.questions.map((q) => ({ number: q.number, points: q.points })),
          unverifiedDangers: checked.unverifiedDangers,
        },
      };
    },
  };
}
