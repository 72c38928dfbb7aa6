import { describe, expect, it } from 'vitest';
import { createLimiter } from './limit.js';

/** A task that records when it starts and ends only when released. */
function gate(order: string[], name: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    task: async () => {
      order.push(name);
      await released;
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('never runs more than its concurrency at once', async () => {
    const limit = createLimiter(2);
    let now = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 7 }, () =>
        limit(async () => {
          most = Math.max(most, ++now);
          await tick();
          now--;
        }),
      ),
    );
    expect(most).toBe(2);
  });

  it('gives a freed slot to a waiting task before any waiting background task', async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = limit(first.task);
    const live = limit(async () => order.push('background'), { background: true });
    const waited = limit(async () => order.push('front'));
    await tick();
    first.release();
    await Promise.all([running, live, waited]);
    expect(order).toEqual(['first', 'front', 'background']);
  });

  it('leaves a slot free for an answer someone waits for while background work queues', async () => {
    const limit = createLimiter(2);
    const order: string[] = [];
    const first = gate(order, 'background 1');
    const second = gate(order, 'background 2');
    const a = limit(first.task, { background: true });
    const b = limit(second.task, { background: true });
    const waited = limit(async () => order.push('front'));
    await waited;
    expect(order).toEqual(['background 1', 'front']);
    first.release();
    second.release();
    await Promise.all([a, b]);
    expect(order).toEqual(['background 1', 'front', 'background 2']);
  });

  it('a hurried background task goes ahead of the other background tasks', async () => {
    const limit = createLimiter(1);
    const order: string[] = [];
    const first = gate(order, 'first');
    const running = limit(first.task);
    let hurryB = () => {};
    const a = limit(async () => order.push('a'), { background: true });
    const b = limit(async () => order.push('b'), { background: true, onQueued: (hurry) => (hurryB = hurry) });
    await tick();
    hurryB();
    first.release();
    await Promise.all([running, a, b]);
    expect(order).toEqual(['first', 'b', 'a']);
  });
});
