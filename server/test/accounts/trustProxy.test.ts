import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { startTestApp, type TestContext } from '../support/app.js';

describe('TRUST_PROXY', () => {
  it('reads a hop count or proxy addresses, trusts nothing when unset, and refuses anything else', () => {
    const base = { DATA_DIR: '.tmp/config-test', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
  });

  describe.each([['1'], ['10.7.7.7']])('behind a configured proxy (TRUST_PROXY=%s)', (trust) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await startTestApp('pglite', { TRUST_PROXY: trust, RATE_LIMIT_PER_MINUTE: '3' });
    });
    afterAll(() => ctx.close());

    it("limits each client address the proxy reports, not the proxy's own", async () => {
      const attempt = (client: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/user/signin',
          payload: { username: 'nobody', password: 'x' },
          remoteAddress: '10.7.7.7',
          headers: { 'x-forwarded-for': client },
        });
      const clients = await Promise.all(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'].map((c) => attempt(c).then((r) => r.statusCode)));
      expect(clients).toEqual([401, 401, 401, 401]);
      const same: number[] = [];
      for (let i = 0; i < 4; i++) same.push((await attempt('198.51.100.9')).statusCode);
      expect(same).toEqual([401, 401, 401, 429]);
    });
  });
});
