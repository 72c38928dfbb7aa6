#!/usr/bin/env node
// `npm run build:server`: bundles the server's entry points (and @nurselab/core, whose package
// exports TypeScript) into plain JavaScript under server/dist, so a production start runs
// `node server/dist/main.js` instead of compiling TypeScript at every start. npm packages stay
// outside the bundle and load from node_modules as usual (native ones included).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The programs a deployment runs: the API server, the worker, backup and restore. */
export const ENTRY_POINTS = {
  main: 'server/src/main.ts',
  worker: 'server/src/worker.ts',
  backup: 'server/src/ops/backupMain.ts',
  restore: 'server/src/ops/restoreMain.ts',
};

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nurselab/') || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer(outdir = path.join(root, 'server', 'dist')) {
  const entryPoints = Object.fromEntries(Object.entries(ENTRY_POINTS).map(([name, file]) => [name, path.join(root, file)]));
  await build({
    entryPoints,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
  });
  return outdir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  const built = await buildServer(outdir);
  console.log(`server built into ${path.relative(root, built) || '.'} (node ${path.relative(root, built)}/main.js, node ${path.relative(root, built)}/worker.js)`);
}
