import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.js';
import { PostgresLocker } from '../../src/uploads/postgresLocker.js';
import { createTestDatabase, DATABASE_KINDS } from '../support/databases.js';

const ID = 'f'.repeat(32);

/** Two lockers stand for two API processes: each has its own PostgreSQL connection. */
describe.runIf(DATABASE_KINDS.includes('postgres'))('tus locks in PostgreSQL', () => {
  let database: Database;
  const lockers: PostgresLocker[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const locker of lockers) await locker.close();
    await database.close();
  });
  const newLocker = () => {
    const locker = new PostgresLocker(database.url!);
    lockers.push(locker);
    return locker;
  };

  it('keeps an upload to one request across processes, and asks the holder to let go', async () => {
    const [a, b] = [newLocker(), newLocker()];
    const held = a.newLock(ID);
    let asked = 0;
    await held.lock(new AbortController().signal, async () => {
      asked++;
      // As tus does: the stale request finishes and unlocks.
      await held.unlock();
    });
    const started = Date.now();
    const second = b.newLock(ID);
    await second.lock(new AbortController().signal, () => undefined);
    expect(asked).toBeGreaterThanOrEqual(1);
    expect(Date.now() - started).toBeLessThan(5000);
    await second.unlock();
  });

  it('waits while the holder keeps the lock, and gives up when the request ends', async () => {
    const [a, b] = [newLocker(), newLocker()];
    const held = a.newLock(ID);
    await held.lock(new AbortController().signal, () => undefined);
    const waiting = new AbortController();
    const second = b.newLock(ID).lock(waiting.signal, () => undefined);
    setTimeout(() => waiting.abort(), 500);
    await expect(second).rejects.toMatchObject({ status_code: 500 });
    // Another request of the same process waits too (advisory locks alone would let it in).
    const sameProcess = new AbortController();
    const third = a.newLock(ID).lock(sameProcess.signal, () => undefined);
    setTimeout(() => sameProcess.abort(), 500);
    await expect(third).rejects.toBeDefined();
    await held.unlock();
  });

  it('frees the locks of a process whose connection ends (a killed server)', async () => {
    const [a, b] = [newLocker(), newLocker()];
    await a.newLock(ID).lock(new AbortController().signal, () => undefined);
    await a.close();
    const started = Date.now();
    const lock = b.newLock(ID);
    await lock.lock(new AbortController().signal, () => undefined);
    expect(Date.now() - started).toBeLessThan(2000);
    await lock.unlock();
  });
});
