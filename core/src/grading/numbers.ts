import { toCardinal as toEnglish } from 'n2words/en-US';
import { toCardinal as toIndonesian } from 'n2words/id-ID';
import { toCardinal as toJapanese } from 'n2words/ja-JP';
import type { LanguagePack } from './language/types.js';

/**
 * Numbers spelled out the way a speech recogniser may write them, so "6" in a rubric
 * matches "six" in a transcript and the other way round: both sides are spelled out.
 */

/** English (n2words writes "twenty-one"; a transcript's hyphen is a space to normalizeText). */
export const english = (n: number): string => toEnglish(n).replace(/-/g, ' ');
export const indonesian = (n: number): string => toIndonesian(n);
export const japanese = (n: number): string => toJapanese(n);

const HAN_DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/**
 * Chinese numerals, with 零 in the gaps (一百零五) and 一 before a ten after a hundred (一百一十).
 * Not n2words: it writes the financial numerals (壹, 贰) a recogniser does not.
 */
export function han(n: number): string {
  if (n < 10) return HAN_DIGITS[n];
  if (n < 20) return '十' + (n % 10 ? HAN_DIGITS[n % 10] : '');
  if (n < 100) return HAN_DIGITS[Math.floor(n / 10)] + '十' + (n % 10 ? HAN_DIGITS[n % 10] : '');
  if (n < 1000) {
    const rest = n % 100;
    const head = HAN_DIGITS[Math.floor(n / 100)] + '百';
    if (!rest) return head;
    if (rest < 10) return head + '零' + HAN_DIGITS[rest];
    return head + (rest < 20 ? '一' : '') + han(rest);
  }
  if (n < 10000) {
    const rest = n % 1000;
    const head = HAN_DIGITS[Math.floor(n / 1000)] + '千';
    if (!rest) return head;
    return head + (rest < 100 ? '零' : '') + han(rest);
  }
  const rest = n % 10000;
  const head = han(Math.floor(n / 10000)) + '万';
  if (!rest) return head;
  return head + (rest < 1000 ? '零' : '') + han(rest);
}

const TH_DIGITS = ['ศูนย์', 'หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า'];

/**
 * Thai numbers up to 999,999 (แสน, หมื่น, พัน, ร้อย): 2,500 is สองพันห้าร้อย. Not n2words: it
 * spells 288 of the numbers below a million otherwise (101: หนึ่งร้อยเอ็ด, here หนึ่งร้อยหนึ่ง).
 */
export function thai(n: number): string {
  if (n < 10) return TH_DIGITS[n];
  if (n < 100) {
    const tens = Math.floor(n / 10);
    const unit = n % 10;
    const head = tens === 1 ? 'สิบ' : tens === 2 ? 'ยี่สิบ' : `${TH_DIGITS[tens]}สิบ`;
    return head + (unit === 0 ? '' : unit === 1 ? 'เอ็ด' : TH_DIGITS[unit]);
  }
  const places: [number, string][] = [[100000, 'แสน'], [10000, 'หมื่น'], [1000, 'พัน'], [100, 'ร้อย']];
  for (const [size, name] of places) {
    if (n >= size) return `${TH_DIGITS[Math.floor(n / size)]}${name}` + (n % size ? thai(n % size) : '');
  }
  return String(n);
}

/** Spell out a non-negative integer or decimal written with digits ("37.5", Indonesian "37,5"). */
export function spellNumber(digits: string, pack: LanguagePack): string {
  const { decimalComma, point, spell } = pack.numbers;
  const [whole, fraction] = digits.split(decimalComma ? ',' : '.');
  const n = Number(whole);
  if (!Number.isSafeInteger(n) || n >= 1_000_000) return digits;
  let out = spell(n);
  if (fraction) {
    const digitsOut = [...fraction].map((d) => spell(Number(d)));
    out += pack.unspaced ? point + digitsOut.join('') : ` ${point} ${digitsOut.join(' ')}`;
  }
  return out;
}
