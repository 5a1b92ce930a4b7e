// An e-mail address a narrow column broke after a hyphen, read whole again: "ville-" ↵ "court.e@example.org". TeX
// hyphenates an address's first word where it must (moderncv's side column) and adds the hyphen; a browser or a word
// processor breaks only after a hyphen the address has ("jean-" ↵ "luc.m@example.org"), and the two print alike. The
// text decides: the joined word printed elsewhere with its hyphen (the name "Jean-Luc") keeps it; printed without one
// only (the name "Villecourt", "Serrano Pérez" in two words) TeX added it; printed neither way, it stays, because it was
// printed and nothing but TeX adds one. Pure: the text in, the text with such addresses on one line out.
import { foldDiacritics } from '../classify/text.js';

// What the join needs, without its letter classes: a hyphen at a line's end, and an "@" on the next line.
const HYPHEN_THEN_AT = /-[ \t]*\n[^\s@]+@/;
// A line that holds the address's head alone (an icon glyph may stand before it: "#", "B"), ending in a hyphen after a
// letter or digit; the next line opens with the rest of the local part and an "@".
const BROKEN = /(^|\n)([ \t]*(?:\S[ \t]+)?)([\p{L}\d._%+-]*[\p{L}\d])-[ \t]*\n[ \t]*([\p{L}\d][\p{L}\d._%+-]*@)/gu;

// Letters an address spells without their marks that NFD does not take apart.
const PLAIN: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };
const plain = (text: string): string => foldDiacritics(text.toLowerCase()).replace(/[łøđßæœı]/gu, (c) => PLAIN[c] ?? c);

/** The words of each line, folded; `apart` splits hyphenated words too ("Wróblewska-Kłos": an address spells one half). */
const wordsOf = (text: string, apart: boolean): string[][] => text.split('\n').map((line) => plain(line).split(apart ? /[\s-]+/u : /\s+/u)
  .map((w) => w.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '')).filter(Boolean));

/** Whether `word` is one word of `lines`, or, where `spaced`, two or three words one after another ("Serrano Pérez"). */
function printed(word: string, lines: readonly string[][], spaced: boolean): boolean {
  return lines.some((words) => words.some((_, i) => {
    for (let k = 1; k <= (spaced ? 3 : 1) && i + k <= words.length; k++) {
      if (words.slice(i, i + k).join('') === word) return true;
    }
    return false;
  }));
}

export function joinHyphenBrokenEmails(text: string): string {
  if (!HYPHEN_THEN_AT.test(text)) return text;
  let whole: string[][] | undefined;
  let apart: string[][] | undefined;
  return text.replace(BROKEN, (_, start: string, icon: string, head: string, rest: string) => {
    whole ??= wordsOf(text, false);
    apart ??= wordsOf(text, true);
    const left = plain(head.match(/[\p{L}\d]+$/u)?.[0] ?? '');
    const right = plain(rest.match(/^[\p{L}\d]+/u)?.[0] ?? '');
    const texAdded = !printed(`${left}-${right}`, whole, false) && printed(`${left}${right}`, apart, true);
    return `${start}${icon}${head}${texAdded ? '' : '-'}${rest}`;
  });
}
