import { describeErrorBody, parseRetryAfter, sleep } from '../../transcribers/openai.js';
import { EvaluatorError } from '../errors.js';
import type { LlmEvaluatorConfig } from '../types.js';
import type { ChatMessage } from './messages.js';

const NAME = 'llm';

export type ResponseFormat = { type: 'json_schema'; json_schema: { name: string; strict: true; schema: object } } | { type: 'json_object' };

export interface ChatAnswer {
  content: string;
  finishReason?: string;
  tokens: { prompt: number; completion: number; total: number };
}

/** The server refused the request itself (HTTP 400): e.g. it does not know response_format json_schema. */
export class BadRequest extends EvaluatorError {}

interface Completion {
  choices?: Array<{ message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }>;
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
}

export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${/\/v\d+$/.test(base) ? base : `${base}/v1`}/chat/completions`;
}

/**
 * POST {url}/chat/completions, once (a short 429 Retry-After waited out here). Every failure is
 * an EvaluatorError saying whether the job queue should try again: timeouts, 408, 429, 5xx, an
 * unreachable server and a refusal are passing; other 4xx are the configuration's.
 */
export function createChatClient(config: LlmEvaluatorConfig) {
  const url = chatCompletionsUrl(config.baseUrl);
  const timeoutMs = config.timeoutMs ?? 90_000;
  const maxRetryAfterSeconds = config.maxRetryAfterSeconds ?? 30;
  const maxRateLimitRetries = config.maxRateLimitRetries ?? 2;
  const fail = (code: EvaluatorError['code'], message: string, retryable: boolean, cause?: unknown) => new EvaluatorError(code, NAME, message, retryable, { cause });

  async function once(messages: ChatMessage[], responseFormat: ResponseFormat, signal?: AbortSignal): Promise<ChatAnswer | { retryAfter: number; error: EvaluatorError }> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let body: Completion;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body: JSON.stringify({ model: config.model, messages, response_format: responseFormat, temperature: 0 }),
        signal: both,
      });
      if (!response.ok) {
        const reason = describeErrorBody(await response.text().catch(() => ''));
        const message = `${url} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`;
        if (response.status === 400) throw new BadRequest('failed', NAME, message, false);
        const error = fail('failed', message, response.status === 408 || response.status === 429 || response.status >= 500);
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
        if (response.status === 429 && retryAfter !== undefined) return { retryAfter, error };
        throw error;
      }
      body = (await response.json()) as Completion;
    } catch (error) {
      if (error instanceof EvaluatorError) throw error;
      if (timeout.aborted) throw fail('timeout', `${url} did not answer within ${timeoutMs} ms`, true, error);
      if (signal?.aborted) throw fail('aborted', 'Grading was cancelled', false, error);
      if (error instanceof SyntaxError) throw fail('failed', `${url} answered with invalid JSON`, true, error);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw fail('failed', `Could not reach ${url}: ${cause?.code ?? cause?.message ?? String(error)}`, true, error);
    }
    const choice = body.choices?.[0];
    if (choice?.message?.refusal) throw fail('refused', `The model declined to grade: ${choice.message.refusal}`, true);
    if (typeof choice?.message?.content !== 'string') throw fail('malformed', `${url} answered without a message`, true);
    const usage = body.usage ?? {};
    const prompt = usage.prompt_tokens ?? 0;
    const completion = usage.completion_tokens ?? 0;
    return { content: choice.message.content, finishReason: choice.finish_reason, tokens: { prompt, completion, total: usage.total_tokens ?? prompt + completion } };
  }

  return {
    url,
    async complete(messages: ChatMessage[], responseFormat: ResponseFormat, signal?: AbortSignal): Promise<ChatAnswer> {
      for (let attempt = 1; ; attempt++) {
        const answer = await once(messages, responseFormat, signal);
        if (!('retryAfter' in answer)) return answer;
        if (attempt > maxRateLimitRetries || answer.retryAfter > maxRetryAfterSeconds) throw answer.error;
        await sleep(answer.retryAfter * 1000, signal).catch((cause: unknown) => {
          throw fail('aborted', 'Grading was cancelled', false, cause);
        });
      }
    },
  };
}
