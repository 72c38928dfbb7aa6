/**
 * Initial JavaScript of each public page, gzipped (target <= 200 KB): the real product is
 * started, Chromium opens each page fresh (empty cache) and every script it fetches until the
 * page is idle is counted at its gzip -9 size, read from web/dist. Signed-in areas are lazy
 * chunks, so they must not appear here.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../lib/server.js';

const PAGES = ['/', '/contact', '/sale', '/request-demo', '/library', '/library/1', '/cssd', '/trial-cssd?lang=en', '/signin', '/signup'];
const TARGET_KB = 200;

const dist = path.resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('web/dist is missing: run npm run build first');
const gzipKB = new Map<string, number>();
const sizeOf = (pathname: string) => {
  if (!gzipKB.has(pathname)) gzipKB.set(pathname, gzipSync(readFileSync(path.join(dist, pathname)), { level: 9 }).length / 1024);
  return gzipKB.get(pathname)!;
};

const server = await startServer({ SEED_DEMO: 'false' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const pages: { page: string; initialGzipKB: number; files: string[] }[] = [];
try {
  for (const page of PAGES) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(server.url + page, { waitUntil: 'networkidle' });
    await tab.locator('main h1').first().waitFor();
    // Every script the page loaded, entry, preloads and lazy chunks alike.
    const loaded = await tab.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    const files = [...new Set(loaded.filter((p) => p.endsWith('.js')))].sort();
    const kb = Math.round(files.reduce((sum, f) => sum + sizeOf(f), 0) * 10) / 10;
    pages.push({ page, initialGzipKB: kb, files });
    console.log(`${page.padEnd(22)} ${String(kb).padStart(6)} KB gzip over ${files.length} files${kb > TARGET_KB ? '  OVER TARGET' : ''}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
const initialGzipKB = Math.max(...pages.map((p) => p.initialGzipKB));
console.log(`largest public page: ${initialGzipKB} KB gzip (target <= ${TARGET_KB} KB)`);
mkdirSync(path.resolve(import.meta.dirname, '../results'), { recursive: true });
writeFileSync(path.resolve(import.meta.dirname, '../results/web.json'), JSON.stringify({ date: new Date().toISOString(), initialGzipKB, targetKB: TARGET_KB, pages }, null, 2));
