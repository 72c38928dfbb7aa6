import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '../..');

function run(command: string, args: string[], cwd: string, input?: Buffer): Buffer {
  const result = spawnSync(command, args, { cwd, input, maxBuffer: 1 << 30, stdio: [input ? 'pipe' : 'ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}) in ${cwd}`);
  return result.stdout;
}

/** The full hash of a commit of this repository ("HEAD", "main", "9cd33f5" ...). */
export function resolveCommit(ref: string): string {
  return run('git', ['rev-parse', '--verify', `${ref}^{commit}`], repo).toString().trim();
}

/**
 * A runnable copy of an older commit, to bench its server beside this one: the commit's files
 * (git archive, so this repository's worktree list is left alone) and its packages installed
 * as that commit's own bootstrap did (npm install from its package-lock: the first release's
 * lock is not in sync enough for npm ci), under the system's temporary folder. Made once per commit and
 * reused by later runs; `fresh` makes it again. The web app is not built: the bench talks to the API.
 */
export function checkoutOf(commit: string, options: { fresh?: boolean } = {}): string {
  const dir = path.join(os.tmpdir(), `nurselab-bench-checkout-${commit}`);
  const ready = path.join(dir, '.bench-ready');
  if (options.fresh) rmSync(dir, { recursive: true, force: true });
  if (existsSync(ready)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(`preparing ${commit.slice(0, 7)} in ${dir} (git archive, npm install: a few minutes once)`);
  run('tar', ['-x', '-C', dir], dir, run('git', ['archive', '--format=tar', commit], repo));
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  writeFileSync(ready, new Date().toISOString());
  return dir;
}
