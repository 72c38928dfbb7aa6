/**
 * A small Metaphone-style sound key for English words, so that spellings a recogniser or a
 * student may produce for the same sound ("nife" / "knife", "fone" / "phone") share a key.
 * Unlike Metaphone it keeps voiced and voiceless stops apart (d/t, b/p, g/k): "feed" and
 * "feet" are different words a rubric must not confuse.
 */
const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined): boolean => c !== undefined && 'aeiou'.includes(c);

export function soundKey(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return '';
  if (/^(kn|gn|pn|wr|ps)/.test(w)) w = w.slice(1);
  if (w.startsWith('x')) w = 's' + w.slice(1);
  if (w.startsWith('wh')) w = 'w' + w.slice(2);

  let out = '';
  for (let i = 0; i < w.length; i++) {
    const c = w[i];
    const next = w[i + 1];
    const after = w[i + 2];
    let code = '';
    switch (c) {
      case 'a': case 'e': case 'i': case 'o': case 'u':
        code = i === 0 ? 'A' : '';
        break;
      case 'b':
        code = i === w.length - 1 && w[i - 1] === 'm' ? '' : 'B';
        break;
      case 'c':
        if (next === 'h') { code = 'X'; i++; }
        else if (next === 'k') { code = 'K'; i++; }
        else if (next !== undefined && 'eiy'.includes(next)) code = 'S';
        else code = 'K';
        break;
      case 'd':
        if (next === 'g' && after !== undefined && 'eiy'.includes(after)) { code = 'J'; i++; }
        else code = 'D';
        break;
      case 'g':
        if (next === 'h' && !isVowel(after)) { code = ''; i++; }
        else if (next === 'n' && (after === undefined || (after === 'e' && w[i + 3] === 'd'))) code = '';
        else if (next !== undefined && 'eiy'.includes(next)) code = 'J';
        else code = 'G';
        break;
      case 'h':
        code = isVowel(next) && !'cgpst'.includes(w[i - 1] ?? '') ? 'H' : '';
        break;
      case 'p':
        if (next === 'h') { code = 'F'; i++; } else code = 'P';
        break;
      case 'q': code = 'K'; break;
      case 's':
        if (next === 'h') { code = 'X'; i++; }
        else if (next === 'i' && (after === 'o' || after === 'a')) code = 'X';
        else code = 'S';
        break;
      case 't':
        if (next === 'h') { code = '0'; i++; }
        else if (next === 'i' && (after === 'o' || after === 'a')) code = 'X';
        else if (next === 'c' && after === 'h') code = '';
        else code = 'T';
        break;
      case 'v': code = 'F'; break;
      case 'w': case 'y':
        code = isVowel(next) ? c.toUpperCase() : '';
        break;
      case 'x': code = 'KS'; break;
      case 'z': code = 'S'; break;
      default:
        code = VOWELS.includes(c) ? '' : c.toUpperCase();
    }
    if (code && !out.endsWith(code)) out += code;
  }
  return out;
}
