import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/**
 * A fresh clone of the committed tree, bootstrapped the way `npm start` and `npm test` do
 * (npm ci from the lock, Debian packages, the web build): afterwards no tracked file differs.
 */
describe('the bootstrap on a fresh clone', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nurselab-clone-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('installs from the committed lock and leaves every tracked file untouched', () => {
    const clone = spawnSync('git', ['clone', '--quiet', '--no-local', root, dir], { encoding: 'utf8' });
    expect(clone.status, clone.stderr).toBe(0);
    const install = spawnSync('node', ['scripts/bootstrap.mjs', 'install'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, npm_config_prefer_offline: 'true' },
      timeout: 900_000,
    });
    expect(install.status, install.stderr.slice(-2000)).toBe(0);
    expect(install.stdout).toContain('npm ci');
    const status = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: dir, encoding: 'utf8' });
    expect(status.stdout).toBe('');
  }, 900_000);
});

describe('the committed lock', () => {
  it('holds the native package of every platform for each optional platform dependency', async () => {
    const lock = (await import(path.join(root, 'package-lock.json'), { with: { type: 'json' } })).default as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        // Where Node would look: node_modules in the package's own folder and in every folder above it.
        const folders = at.split('/');
        const candidates = folders.map((_, i) => [...folders.slice(0, folders.length - i), 'node_modules', name].filter(Boolean).join('/'));
        candidates.push(`node_modules/${name}`);
        if (!candidates.some((key) => key in lock.packages)) missing.push(`${name} (needed by ${at || 'the root'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
