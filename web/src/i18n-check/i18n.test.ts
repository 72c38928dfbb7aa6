import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, MESSAGES } from '@nurselab/core';
import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './hardcodedStrings';
import { flattenKeys, localeNamespaces, readJson } from './locales';

const SRC = path.resolve(import.meta.dirname, '..');

function componentFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n-check' ? [] : componentFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

describe('languages', () => {
  it.each(localeNamespaces().map((n) => [n.namespace, n] as const))('namespace %s has every key in all five languages', (_name, namespace) => {
    expect(Object.keys(namespace.files).sort()).toEqual([...LANGUAGES].sort());
    const keys = Object.fromEntries(LANGUAGES.map((l) => [l, new Set(flattenKeys(readJson(namespace.files[l])))]));
    const all = new Set(LANGUAGES.flatMap((l) => [...keys[l]]));
    const missing = LANGUAGES.flatMap((l) => [...all].filter((k) => !keys[l].has(k)).map((k) => `${l}: ${k}`));
    expect(missing).toEqual([]);
  });

  it('every domain message of core exists in all five languages', () => {
    const codes = new Set(LANGUAGES.flatMap((l) => Object.keys(MESSAGES[l])));
    const missing = LANGUAGES.flatMap((l) => [...codes].filter((c) => !MESSAGES[l][c as keyof (typeof MESSAGES)['en']]).map((c) => `${l}: ${c}`));
    expect(missing).toEqual([]);
  });

  it('no component writes user-facing text itself: it goes through react-i18next', () => {
    const problems = componentFiles().flatMap((file) =>
      findHardCodedStrings(file, readFileSync(file, 'utf8')).map((h) => `${path.relative(SRC, file)}:${h.line} ${h.where} "${h.text}"`),
    );
    expect(problems).toEqual([]);
  });
});

describe('the hard-coded string finder', () => {
  const find = (source: string) => findHardCodedStrings('x.tsx', source).map((h) => h.text);

  it('finds text, string children and readable attributes in any script', () => {
    expect(find(`const A = () => <p>Save changes</p>;`)).toEqual(['Save changes']);
    expect(find(`const A = () => <p>{'บันทึก'}</p>;`)).toEqual(['บันทึก']);
    expect(find(`const A = () => <img alt="A picture" src="/x.png" />;`)).toEqual(['A picture']);
    expect(find(`const A = () => <button aria-label={'閉じる'} />;`)).toEqual(['閉じる']);
    expect(find(`const A = () => <input placeholder={\`Search \${x}\`} />;`)).toEqual(['Search']);
  });

  it('leaves translated text, symbols and strings nobody reads alone', () => {
    expect(
      find(`const A = () => <div className="flex gap-2" id="main" data-testid="row" role="status"><a href="/contact">{t('nav.contact')}</a> · × ← {n}/3 <img alt="" src="/x.svg" /></div>;`),
    ).toEqual([]);
  });
});
