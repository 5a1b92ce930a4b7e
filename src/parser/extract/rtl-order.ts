// The logical order of a right-to-left page's text items that pdf.js read left to right. A PDF stores right-to-left
// text in visual order (the glyphs as drawn, left to right); pdf.js gives an item back in logical order only when it
// judges the item right-to-left (about a third of its characters right-to-left letters). An item of a Persian, Arabic
// or Hebrew page with fewer — a phone after a short label ("تلفن: 0915 270 4418"), a period of digits alone
// ("1398 - 1400") — comes back with only its runs of right-to-left letters turned: the number's groups, and the two
// ends of a period, in the order drawn ("4418 270 0915 :تلفن", "1400 - 1398"). On a page whose letters are mostly
// right-to-left such an item is read again as a right-to-left paragraph. Pure.

const isRtlLetter = (c: string): boolean => /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(c) && /\p{L}/u.test(c);
const isDigit = (c: string): boolean => /\p{Nd}/u.test(c);
// Separators inside a number ("1398/05/12", "050-123") or between Latin letters ("a.b@c"): they belong to their sides.
const JOINER = /^[./:,@\-+_]$/u;

/** Most of the letters of the page's items are Arabic-script or Hebrew ones. */
export function isRightToLeftPage(items: readonly { str: string }[]): boolean {
  let letters = 0;
  let rtl = 0;
  for (const { str } of items) {
    for (const c of str) {
      if (!/\p{L}/u.test(c)) continue;
      letters++;
      if (isRtlLetter(c)) rtl++;
    }
  }
  return letters > 0 && rtl > letters / 2;
}

/** pdf.js's left-to-right reading turned back into the order drawn: each run of right-to-left letters (and what lies between them) reversed. */
function drawnOrder(chars: string[]): string[] {
  const out = [...chars];
  for (let i = 0; i < out.length;) {
    if (!isRtlLetter(out[i]!)) { i++; continue; }
    // The run goes on over neutrals (spaces, punctuation) up to the last right-to-left letter before a digit or Latin letter.
    let end = i;
    for (let j = i + 1; j < out.length; j++) {
      const c = out[j]!;
      if (isRtlLetter(c)) end = j;
      else if (/\p{L}/u.test(c) || isDigit(c)) break;
    }
    out.splice(i, end - i + 1, ...out.slice(i, end + 1).reverse());
    i = end + 1;
  }
  return out;
}

/**
 * The drawn characters in logical order, read as a right-to-left paragraph (the Unicode bidi algorithm's levels, as
 * far as a CV's line needs): right-to-left letters at level 1, Latin words and numbers at level 2, a neutral between two
 * Latin letters at 2 and any other at 1 (a number counts as right-to-left for its neighbours); every level-2 run
 * reversed, then the whole.
 */
function logicalOrder(chars: string[]): string[] {
  const kind = chars.map((c) => (isDigit(c) ? 'N' : isRtlLetter(c) ? 'R' : /\p{L}/u.test(c) ? 'L' : 'O'));
  for (let i = 1; i < chars.length - 1; i++) {
    if (kind[i] === 'O' && JOINER.test(chars[i]!) && kind[i - 1] === kind[i + 1] && (kind[i - 1] === 'N' || kind[i - 1] === 'L')) kind[i] = kind[i - 1]!;
  }
  // The nearest kind other than a neutral on each side, found in one pass each way (a long run of neutrals is read once).
  const before: (string | undefined)[] = [];
  for (let i = 0, last: string | undefined; i < kind.length; i++) {
    before.push(last);
    if (kind[i] !== 'O') last = kind[i];
  }
  const after: (string | undefined)[] = new Array(kind.length);
  for (let i = kind.length - 1, next: string | undefined; i >= 0; i--) {
    after[i] = next;
    if (kind[i] !== 'O') next = kind[i];
  }
  const level = kind.map((k, i) => {
    if (k === 'R') return 1;
    if (k !== 'O') return 2;
    return before[i] === 'L' && after[i] === 'L' ? 2 : 1;
  });
  const out = [...chars];
  for (let i = 0; i < out.length;) {
    if (level[i]! < 2) { i++; continue; }
    let j = i;
    while (j < out.length && level[j]! >= 2) j++;
    out.splice(i, j - i, ...out.slice(i, j).reverse());
    i = j;
  }
  return out.reverse();
}

// A label's colon before the label's words at the item's end: "4418 270 0915 :تلفن" (written "تلفن: 0915 270 4418").
const LABEL_LAST = /:\s*[\p{Script=Arabic}\p{Script=Hebrew}][\p{Script=Arabic}\p{Script=Hebrew}\s"'׳״]*$/u;

// A period of two years, or months and years, apart by a dash: "2021 - 2018", "08/2017 - 07/2015".
const PERIOD = /^(?:\d{1,2}[./])?(\d{4})\s*[-–—]\s*(?:\d{1,2}[./])?(\d{4})$/u;

/**
 * Whether pdf.js's left-to-right reading of a right-to-left page's item is the order drawn with only its words turned:
 * a period of digits alone that ends before it starts ("2021 - 2018"), or an item that ends with a label after its
 * colon. Otherwise pdf.js's reading may be the logical one already: a number its producer set left to right
 * ("+98 915 270 4418"), a period drawn with a word after its number ("04/2018 - היום", which reads right in either
 * direction); such an item is left as it is.
 */
export function readInDrawnOrder(str: string): boolean {
  const text = str.trim();
  const period = PERIOD.exec(text.replace(/\p{Nd}/gu, (d) => String(Number.parseInt(d, 10) || digitValue(d))));
  if (period) return Number(period[1]) > Number(period[2]);
  return LABEL_LAST.test(text);
}

/** The value of a digit of any script ("۷" is 7). */
const digitValue = (d: string): number => {
  const code = d.codePointAt(0)!;
  for (const zero of [0x0660, 0x06f0, 0x0966, 0xff10]) if (code >= zero && code <= zero + 9) return code - zero;
  return 0;
};

/** An item of a right-to-left page that pdf.js read left to right, in its logical order. */
export function rightToLeftItemText(str: string): string {
  // Leading and trailing spaces are no part of the paragraph: they stay where they were.
  const m = /^(\s*)([\s\S]*?)(\s*)$/u.exec(str);
  const body = [...(m?.[2] ?? '')];
  if (body.length === 0) return str;
  return `${m?.[1] ?? ''}${logicalOrder(drawnOrder(body)).join('')}${m?.[3] ?? ''}`;
}
