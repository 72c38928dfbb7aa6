import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stand-in's server listening on 127.0.0.1: its OpenAI-style base URL, and a close that ends open connections too. */
export async function listenOnLoopback(server: Server, port = 0): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
