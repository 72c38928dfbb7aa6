import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The file the server reads to give public pages their title and Open Graph tags before any script runs. */
export const PAGE_META_FILE = 'page-meta.json';

/** The `meta` section of the site namespace, by language (one <language>.json each; the server checks all five are there). */
export function readSiteMeta(localesDir: string): Record<string, unknown> {
  const files = readdirSync(localesDir).filter((name) => name.endsWith('.json'));
  return Object.fromEntries(files.map((name) => [path.basename(name, '.json'), (JSON.parse(readFileSync(path.join(localesDir, name), 'utf8')) as { meta: unknown }).meta]));
}

/**
 * Emits dist/page-meta.json, so link previews and search engines (which do not run the app) get
 * the texts the app sets; the server writes them into index.html (server/src/site/spa.ts).
 */
export function pageMetaPlugin(localesDir: string): Plugin {
  return {
    name: 'nurselab-page-meta',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_META_FILE, source: JSON.stringify(readSiteMeta(localesDir)) });
    },
  };
}
