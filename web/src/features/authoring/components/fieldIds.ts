import { LANGUAGES } from '@nurselab/core';

/**
 * The id of the control a check's path points at: the languages left out (the editor shows one
 * language at a time) and a phrasing's line number too (all lines are one text box).
 */
export function fieldId(path: (string | number)[]): string {
  const parts = path.filter((p) => !(LANGUAGES as readonly (string | number)[]).includes(p));
  const cut = parts.indexOf('phrasings');
  return `field-${(cut >= 0 ? parts.slice(0, cut + 1) : parts).join('-')}`;
}
