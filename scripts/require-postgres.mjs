#!/usr/bin/env node
// CI must run the PostgreSQL tests: stop with a clear message when the test server is unreachable.
// Dependency-free (runs before npm packages are installed): a TCP connect to the server's port.
import net from 'node:net';

const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const host = url.hostname || '127.0.0.1';
const port = Number(url.port || 5432);

const socket = net.connect({ host, port, timeout: 5000 });
const fail = (why) => {
  console.error(
    `PostgreSQL is required in CI but ${host}:${port} is unreachable (${why}).\n` +
      'Start a PostgreSQL server (trust auth, database "test") or set TEST_DATABASE_URL.',
  );
  process.exit(1);
};
socket.once('connect', () => {
  socket.end();
  console.log(`PostgreSQL reachable at ${host}:${port}`);
});
socket.once('timeout', () => {
  socket.destroy();
  fail('timed out');
});
socket.once('error', (err) => fail(err.code ?? err.message));
