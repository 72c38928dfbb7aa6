import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICENESS, ProcessError, runProcess } from './runProcess.js';

/** The niceness the process itself reads once it has run a moment (field 19 of /proc/self/stat). */
const OWN_NICENESS = ['-c', 'sleep 0.3; cut -d " " -f 19 /proc/$$/stat'];

describe('runProcess', () => {
  it('runs work nobody waits for at the background niceness', async () => {
    const { stdout } = await runProcess('sh', OWN_NICENESS, { timeoutMs: 10_000, niceness: BACKGROUND_NICENESS });
    expect(Number(stdout.trim())).toBeGreaterThanOrEqual(BACKGROUND_NICENESS);
  });

  it("runs everything else at the server's own niceness", async () => {
    const { stdout } = await runProcess('sh', OWN_NICENESS, { timeoutMs: 10_000 });
    expect(Number(stdout.trim())).toBe(getPriority());
  });

  it('reports a timeout as such', async () => {
    const error = await runProcess('sleep', ['5'], { timeoutMs: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProcessError);
    expect((error as ProcessError).failure).toBe('timeout');
  });
});
