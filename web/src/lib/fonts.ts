import type { Language } from '@nurselab/core';

/**
 * Self-hosted Noto fonts, so text never depends on what the reader's machine has installed.
 * Noto Sans Thai (with Latin) is always there (index.css); the Chinese and Japanese faces are
 * large, so their stylesheets load only when those languages are used. Their unicode-range
 * slices mean the browser downloads only the characters on the page.
 */
const CJK: Partial<Record<Language, () => Promise<unknown>>> = {
  zh: () => Promise.all([import('@fontsource/noto-sans-sc/400.css'), import('@fontsource/noto-sans-sc/700.css')]),
  ja: () => Promise.all([import('@fontsource/noto-sans-jp/400.css'), import('@fontsource/noto-sans-jp/700.css')]),
};
const loaded = new Set<Language>();

export function loadFontsFor(language: Language): void {
  const load = CJK[language];
  if (!load || loaded.has(language)) return;
  loaded.add(language);
  void load();
}
