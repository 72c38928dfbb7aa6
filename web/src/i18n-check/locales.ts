import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf key of a locale file, plural forms folded into their base key (languages have different plural forms). */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL, '')];
  return [...new Set(Object.entries(value).flatMap(([key, child]) => flattenKeys(child, prefix ? `${prefix}.${key}` : key)))];
}

/** The namespaces: the shared files (locales/<lang>.json, namespace translation) and each folder (locales/<ns>/<lang>.json). */
export function localeNamespaces(): { namespace: string; files: Record<string, string> }[] {
  const shared = { namespace: 'translation', files: Object.fromEntries(readdirSync(LOCALES_DIR).filter((f) => f.endsWith('.json')).map((f) => [f.replace('.json', ''), path.join(LOCALES_DIR, f)])) };
  const folders = readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({
      namespace: d.name,
      files: Object.fromEntries(readdirSync(path.join(LOCALES_DIR, d.name)).filter((f) => f.endsWith('.json')).map((f) => [f.replace('.json', ''), path.join(LOCALES_DIR, d.name, f)])),
    }));
  return [shared, ...folders];
}

export const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
