/**
 * A stand-in for an OpenAI-compatible chat completions server (Ollama, vLLM, a hosted API: third
 * parties we cannot run here): a real HTTP server on a real socket that reads the JSON body as a
 * real one would. Each test says how it answers.
 */
import { createServer, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.js';

export interface ChatRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: object } };
  temperature?: number;
}

export interface ReceivedChat {
  url: string;
  authorization?: string;
  body: ChatRequestBody;
  at: number;
}

export type ChatHandler = (request: ReceivedChat, response: ServerResponse) => void;

export interface ChatStandIn {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  received: ReceivedChat[];
  answer(handler: ChatHandler): void;
  close(): Promise<void>;
}

export function reply(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** A chat.completion object whose message says `content` (or refuses), with token usage as servers report it. */
export function completion(content: string | null, options: { refusal?: string; model?: string; promptTokens?: number; completionTokens?: number } = {}) {
  const prompt = options.promptTokens ?? 1800;
  const completionTokens = options.completionTokens ?? Math.ceil((content ?? '').length / 4);
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: options.model ?? 'stand-in',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: options.refusal ?? null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: completionTokens, total_tokens: prompt + completionTokens },
  };
}

export async function startChatStandIn(port = 0): Promise<ChatStandIn> {
  const received: ReceivedChat[] = [];
  let handler: ChatHandler = (_request, response) => reply(response, 500, { error: { message: 'no answer set' } });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      let body: ChatRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      } catch {
        reply(response, 400, { error: { message: 'We could not parse the JSON body of your request.' } });
        return;
      }
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        reply(response, 404, { error: { message: `Unknown request URL: ${request.method} ${request.url}` } });
        return;
      }
      const entry = { url: request.url, authorization: request.headers.authorization, body, at: Date.now() };
      received.push(entry);
      handler(entry, response);
    });
  });
  return {
    ...(await listenOnLoopback(server, port)),
    received,
    answer(next) {
      handler = next;
    },
  };
}
