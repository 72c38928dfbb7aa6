import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REQUESTS_PER_HOUR } from '../../src/site/demoRequestService.js';
import { startTestApp, type TestContext } from '../support/app.js';
import { DATABASE_KINDS } from '../support/databases.js';
import { adminToken, bearer } from '../support/fixtures.js';

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Somchai Jaidee',
  institution: 'Faculty of Nursing',
  email: 'somchai@example.ac.th',
  phone: '+66 81 234 5678',
  students: 120,
  language: 'th',
  message: 'We would like a demonstration for our maternal and child course.',
  ...overrides,
});

// Each test sends from its own (socket) address so the hourly limit of one does not touch another.
const from = (address: string) => ({ remoteAddress: address });

describe.each(DATABASE_KINDS)('demo requests (%s)', (kind) => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await startTestApp(kind, { RATE_LIMIT_PER_MINUTE: '1000', TRUST_PROXY: '10.0.0.0/8' });
    admin = await adminToken(ctx);
  });
  afterAll(() => ctx.close());

  it('stores a valid request; the administrator lists it newest first and marks it handled', async () => {
    const first = await ctx.app.inject({ method: 'POST', url: '/api/v1/demo-requests', payload: body({ institution: 'First school' }), ...from('203.0.113.1') });
    expect(first.statusCode).toBe(201);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/v1/demo-requests', payload: body({ institution: 'Second school', phone: '' }), ...from('203.0.113.1') });
    expect(second.statusCode).toBe(201);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/demo-requests', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const requests = list.json().requests as { id: string; institution: string; handled: boolean; phone?: string }[];
    expect(requests.slice(0, 2).map((r) => r.institution)).toEqual(['Second school', 'First school']);
    expect(requests[0].phone).toBeUndefined();
    expect(requests[1]).toMatchObject({ handled: false, phone: '+66 81 234 5678' });

    const marked = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/demo-requests/${first.json().id}`, headers: bearer(admin), payload: { handled: true } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().handled).toBe(true);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/demo-requests', headers: bearer(admin) });
    expect(again.json().requests.find((r: { id: string }) => r.id === first.json().id).handled).toBe(true);
  });

  it('refuses bad fields with messages in the asked language, and stores nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/demo-requests',
      headers: { 'accept-language': 'th' },
      payload: body({ email: 'not-an-email', students: 0, institution: 'Rejected school' }),
      ...from('203.0.113.2'),
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; code: string; message: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(['email', 'students']);
    expect(errors.find((e) => e.field === 'email')!.message).toBe('กรุณากรอกอีเมลที่ถูกต้อง');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/demo-requests', headers: bearer(admin) });
    expect(list.json().requests.some((r: { institution: string }) => r.institution === 'Rejected school')).toBe(false);
  });

  it('only administrators see the requests', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/demo-requests' })).statusCode).toBe(401);
  });

  it(`limits one address to ${DEMO_REQUESTS_PER_HOUR} an hour even when sent in parallel, whatever X-Forwarded-For claims`, async () => {
    const results = await Promise.all(
      Array.from({ length: DEMO_REQUESTS_PER_HOUR + 5 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/v1/demo-requests',
          payload: body({ institution: `Burst ${i}` }),
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
          ...from('203.0.113.3'),
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEMO_REQUESTS_PER_HOUR);
    expect(results.filter((r) => r.statusCode === 429).every((r) => r.json().code === 'demo.tooMany')).toBe(true);
    // Another address is not affected.
    const other = await ctx.app.inject({ method: 'POST', url: '/api/v1/demo-requests', payload: body(), ...from('203.0.113.4') });
    expect(other.statusCode).toBe(201);
  });

  it('a proxy on the private network passes the address it saw, and only that one counts', async () => {
    const send = (claimed: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/demo-requests', payload: body(), headers: { 'x-forwarded-for': `1.2.3.4, ${claimed}` }, ...from('10.0.0.5') });
    for (let i = 0; i < DEMO_REQUESTS_PER_HOUR; i++) expect((await send('192.0.2.77')).statusCode).toBe(201);
    expect((await send('192.0.2.77')).statusCode).toBe(429);
    expect((await send('192.0.2.78')).statusCode).toBe(201);
  });
});
