import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('CI requires PostgreSQL', () => {
  it('.ci/run stops with a message when the server is unreachable', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
    const result = spawnSync('node', ['scripts/require-postgres.mjs'], { cwd: root, env: { ...process.env, TEST_DATABASE_URL: url }, encoding: 'utf8' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PostgreSQL is required in CI');
  });

  it('the test databases refuse to fall back to PGlite alone under REQUIRE_POSTGRES=1', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
    const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['server/test/support/databases.ts'], {
      cwd: root,
      env: { ...process.env, TEST_DATABASE_URL: url, REQUIRE_POSTGRES: '1' },
      encoding: 'utf8',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('is not reachable');
  });

  it('the .ci/run script checks PostgreSQL before the tests', () => {
    const script = readFileSync(path.join(root, '.ci', 'run'), 'utf8');
    expect(script.indexOf('require-postgres.mjs')).toBeGreaterThan(-1);
    expect(script.indexOf('REQUIRE_POSTGRES=1')).toBeLessThan(script.indexOf('npm test'));
  });
});
