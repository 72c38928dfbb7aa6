#!/usr/bin/env node
// One entry point for `npm start`, `npm test`, `npm run worker` and `npm run bench`:
// installs whatever is missing (npm packages, Debian packages, the web build), then runs.
// npm packages come from the committed lock with `npm ci`, which never rewrites a tracked file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2] ?? 'start';

/** Debian packages the product or its tests need, by the command that needs them. */
const APT = {
  start: { '/usr/bin/pocketsphinx_continuous': 'pocketsphinx', '/usr/share/pocketsphinx/model/en-us/en-us/mdef': 'pocketsphinx-en-us' },
  test: {
    '/usr/bin/chromium': 'chromium',
    '/usr/bin/flite': 'flite',
    '/usr/bin/espeak-ng': 'espeak-ng',
    '/usr/bin/sox': 'sox',
    // Thai text in Chromium (browser tests, screenshots); without it Thai renders as boxes.
    '/usr/share/fonts/truetype/tlwg/Loma.ttf': 'fonts-thai-tlwg',
    // Chinese and Japanese text likewise.
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc': 'fonts-noto-cjk',
  },
};
APT.worker = APT.start;
// Production machines: the speech packages only (npm packages and the build are the deployment's).
APT.system = APT.start;
/**
 * Wanted but not required: `npm start` records the demo answers with these on the first start.
 * Installed when missing; if that fails (no sudo, no network) the server starts anyway and says
 * that the demo answers were not recorded.
 */
const APT_OPTIONAL = { start: { '/usr/bin/flite': 'flite', '/usr/bin/espeak-ng': 'espeak-ng' } };
APT.install = { ...APT.start, ...APT.test };
APT.bench = { ...APT.start, ...APT.test };
APT.test = { ...APT.start, ...APT.test };

function run(cmd, args, options = {}, optional = false) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    if (optional) return false;
    process.exit(result.status ?? 1);
  }
  return true;
}

function ensureAptPackages(wanted, optional = false) {
  const missing = [...new Set(Object.entries(wanted).filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg))];
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : ['sudo'];
  console.log(`Installing Debian packages: ${missing.join(' ')}${optional ? ' (optional)' : ''}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(isRoot ? [] : ['apt-get']), ...args], { env }, optional);
  const installed = apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  if (!installed) console.error(`Continuing without ${missing.join(' ')}.`);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function ensureNpmPackages() {
  const lock = path.join(root, 'package-lock.json');
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages (npm ci, from the committed lock) ...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function ensureWebBuild() {
  const built = path.join(root, 'web', 'dist', 'index.html');
  const sources = Math.max(...['web/src', 'web/build', 'core/src'].map((dir) => newestMtime(path.join(root, dir))));
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return;
  console.log('Building the web app ...');
  run('npm', ['run', 'build', '-w', 'web']);
}

ensureAptPackages(APT[command] ?? {});
ensureAptPackages(APT_OPTIONAL[command] ?? {}, true);
if (command === 'system') process.exit(0);
ensureNpmPackages();

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
switch (command) {
  case 'start':
    ensureWebBuild();
    run(tsx, ['server/src/main.ts']);
    break;
  case 'worker':
    run(tsx, ['server/src/worker.ts']);
    break;
  case 'backup':
    run(tsx, ['server/src/ops/backupMain.ts', ...process.argv.slice(3)]);
    break;
  case 'restore':
    run(tsx, ['server/src/ops/restoreMain.ts', ...process.argv.slice(3)]);
    break;
  case 'bench':
    ensureWebBuild();
    run(tsx, ['bench/run.ts', ...process.argv.slice(3)]);
    break;
  case 'install':
    // Everything the other commands install, and nothing else (used by the bootstrap's own test).
    ensureWebBuild();
    break;
  case 'test':
    ensureWebBuild();
    run(tsx, ['scripts/test.ts', ...process.argv.slice(3)]);
    break;
  default:
    console.error(`unknown command ${command}`);
    process.exit(2);
}
