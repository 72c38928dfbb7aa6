/**
 * Initial JavaScript of the public pages, gzipped: the scripts index.html loads before any
 * lazy route (target <= 200 KB).
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../../web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1]);
const files = scripts.map((src) => {
  const bytes = readFileSync(path.join(dist, src));
  return { file: src, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
});
const initialGzipKB = Math.round((files.reduce((s, f) => s + f.gzipBytes, 0) / 1024) * 10) / 10;
const result = { date: new Date().toISOString(), initialGzipKB, targetKB: 200, files };
console.log(`initial JS (gzip): ${initialGzipKB} KB over ${files.length} files (target <= 200 KB)`);
mkdirSync(path.resolve(import.meta.dirname, '../results'), { recursive: true });
writeFileSync(path.resolve(import.meta.dirname, '../results/web.json'), JSON.stringify(result, null, 2));
