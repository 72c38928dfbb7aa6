import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, found by walking up from this module: the same code runs from its
 * sources (server/src, under tsx) and bundled (server/dist, `npm run start:prod`), at different
 * depths, so no fixed "../../" works for both.
 */
function findRepoRoot(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'server', 'drizzle')) && existsSync(path.join(dir, 'content'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`NurseLab's files (server/drizzle, content) were not found above ${here}`);
  }
}

export const REPO_ROOT = findRepoRoot();
/** SQL migrations (drizzle-kit). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'server', 'drizzle');
/** Files the server ships with (the speech self-test clip). */
export const SERVER_ASSETS_DIR = path.join(REPO_ROOT, 'server', 'assets');
/** The built web app (`npm run build`). */
export const WEB_DIST_DIR = path.join(REPO_ROOT, 'web', 'dist');
/** Labs and their media. */
export const CONTENT_ROOT = path.join(REPO_ROOT, 'content');
