import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in model host answers the next requests for a model file. */
export interface ModelHostBehaviour {
  /** Serve these bytes instead of the real file. */
  body?: Buffer;
  /** Drop the connection after this many bytes of the body (the next request is served normally). */
  cutOnceAfter?: number;
  /** Send this many bytes, then keep the connection open without sending more (a stalled link). */
  stallAfter?: number;
  /** Pause between chunks of this many bytes (so progress can be watched). */
  chunkBytes?: number;
  chunkDelayMs?: number;
  ignoreRange?: boolean;
}

export interface ModelHost {
  /** MODELS_BASE_URL for the host. */
  baseUrl: string;
  behaviour: ModelHostBehaviour;
  /** Every download (GET) of a model file: its path and Range header. */
  requests: { url: string; range: string | undefined }[];
  /** Every size inquiry (HEAD), found or not: its path. */
  heads: string[];
  /** Answer nothing at all (a host that hangs): requests stay open until closed. */
  silent: boolean;
  close(): Promise<void>;
}

/**
 * A stand-in for the model host (Hugging Face, or a school's mirror): serves ggml-<name>.bin
 * files under /models with HTTP Range, and misbehaves on request.
 */
export async function startModelHost(files: Record<string, Buffer>, port = 0): Promise<ModelHost> {
  const host: ModelHost = { baseUrl: '', behaviour: {}, requests: [], heads: [], silent: false, close: async () => {} };
  const server: Server = createServer((request, response) => {
    if (host.silent) return;
    const match = /^\/models\/ggml-([a-z0-9._-]+)\.bin$/.exec(request.url ?? '');
    const file = match ? files[match[1]] : undefined;
    if (request.method === 'HEAD') {
      host.heads.push(request.url ?? '');
      // As Hugging Face does: the size of the file, no body; 404 for a file it does not have.
      if (file) response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(file.length), 'accept-ranges': 'bytes' }).end();
      else response.writeHead(404).end();
      return;
    }
    if (!file) {
      response.writeHead(404).end('Entry not found');
      return;
    }
    host.requests.push({ url: request.url!, range: request.headers.range });
    const behaviour = host.behaviour;
    const body = behaviour.body ?? file;
    const range = behaviour.ignoreRange ? undefined : /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
    const start = range ? Number(range[1]) : 0;
    if (start >= body.length) {
      response.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
      return;
    }
    const slice = body.subarray(start);
    response.writeHead(range ? 206 : 200, {
      'content-type': 'application/octet-stream',
      'content-length': String(slice.length),
      ...(range && { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` }),
    });
    const cut = behaviour.cutOnceAfter;
    if (cut !== undefined) host.behaviour = { ...behaviour, cutOnceAfter: undefined };
    const limit = cut ?? behaviour.stallAfter ?? slice.length;
    const step = behaviour.chunkBytes ?? slice.length;
    let sent = 0;
    const next = () => {
      if (response.destroyed) return;
      if (sent >= limit) {
        if (cut !== undefined) response.destroy();
        else if (sent >= slice.length) response.end();
        return; // stalled: say nothing more
      }
      const chunk = slice.subarray(sent, Math.min(sent + step, limit));
      sent += chunk.length;
      response.write(chunk, () => setTimeout(next, behaviour.chunkDelayMs ?? 0));
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  host.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/models`;
  host.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return host;
}
