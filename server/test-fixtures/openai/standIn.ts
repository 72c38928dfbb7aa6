/**
 * A stand-in for an OpenAI-compatible transcription server (a third party we cannot run here):
 * a real HTTP server on a real socket that parses the multipart body as a real one would.
 * Each test says how it answers.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './loopback.js';

export interface ReceivedRequest {
  method: string;
  url: string;
  authorization?: string;
  form: FormData;
}

export type StandInHandler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface TranscriptionStandIn {
  /** e.g. http://127.0.0.1:41234/v1 */
  baseUrl: string;
  received: ReceivedRequest[];
  answer(handler: StandInHandler): void;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<FormData> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type'] ?? '' } }).formData();
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

/** A verbose_json answer whose words are spread one per 0.4 s. */
export function verboseJson(text: string, language = 'english') {
  const words = text.split(/\s+/).filter(Boolean).map((word, index) => ({ word, start: index * 0.4, end: index * 0.4 + 0.35 }));
  const end = words.at(-1)?.end ?? 0;
  return { task: 'transcribe', language, duration: end, text, words, segments: [{ id: 0, start: 0, end, text }] };
}

export async function startTranscriptionStandIn(port = 0): Promise<TranscriptionStandIn> {
  const received: ReceivedRequest[] = [];
  let handler: StandInHandler = (_request, response) => json(response, 500, { error: { message: 'no answer set' } });
  const server = createServer((request, response) => {
    void readForm(request).then((form) => {
      const entry = { method: request.method!, url: request.url!, authorization: request.headers.authorization, form };
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
