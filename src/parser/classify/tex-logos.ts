// TeX's logos are typeset with raised and lowered letters (\LaTeX: an L, a small raised A kerned under it, a T, a lowered
// E, an X), so a PDF's text layer gives them in pieces: "L A T E X", "LA TEX", "LAT EX", "LAT X" (the lowered E read on a
// row of its own, or lost), "LATEX"; a list then reads "LAT" and "X" as two items. Each such run of capitals ending in X
// is the skill it names: "LaTeX", or "TeX" where "T E X" is spaced. Read by one scan back from each capital X over a few
// characters (no pattern: the lines are every line of the CV). Pure.

const LETTERS_BACK = 5;
/** Characters looked at before an X: the logo's five letters and a few spaces or a tab between them. */
const CHARS_BACK = 12;

const isSpace = (ch: string | undefined): boolean => ch === ' ' || ch === '\t';
const isCapital = (ch: string | undefined): boolean => ch !== undefined && ch >= 'A' && ch <= 'Z';
const isLetter = (ch: string | undefined): boolean => ch !== undefined && ch.toLowerCase() !== ch.toUpperCase();

/** The text with TeX's logos as printed in pieces ("L A T E X", "LAT X") read whole ("LaTeX"). */
export function withTexLogos(text: string): string {
  let x = text.indexOf('X');
  if (x < 0) return text;
  let out = '';
  let done = 0;
  while (x >= 0) {
    const found = logoEndingAt(text, x);
    if (found && found.start >= done) {
      out += text.slice(done, found.start) + found.logo;
      done = x + 1;
    }
    x = text.indexOf('X', x + 1);
  }
  return done === 0 ? text : out + text.slice(done);
}

/** The logo whose X stands at `x`, and where it starts; undefined where the capitals there spell none. */
function logoEndingAt(text: string, x: number): { start: number; logo: string } | undefined {
  // The logo closes a word: no letter, digit or hyphen after the X ("X-ray").
  const after = text[x + 1];
  if (isLetter(after) || after === '-' || (after !== undefined && after >= '0' && after <= '9')) return undefined;
  // Back from the X: the capitals (at most five), each start, and whether spaces stood between them.
  let letters = 'X';
  let spaced = false;
  let spacedBeforeX = false;
  const starts: number[] = [x];
  for (let i = x - 1; i >= Math.max(0, x - CHARS_BACK) && letters.length < LETTERS_BACK; i--) {
    const ch = text[i];
    if (isSpace(ch)) {
      spaced = true;
      if (letters.length === 1) spacedBeforeX = true;
      continue;
    }
    if (!isCapital(ch)) break;
    letters = ch + letters;
    starts.unshift(i);
  }
  // The logo opens a word: no letter right before its first capital.
  const opens = (n: number): number | undefined => {
    const start = starts[starts.length - n];
    return start !== undefined && !isLetter(text[start - 1]) ? start : undefined;
  };
  const tail = (n: number): string => letters.slice(letters.length - n);
  const start5 = opens(5);
  if (tail(5) === 'LATEX' && start5 !== undefined) return { start: start5, logo: 'LaTeX' };
  const start4 = opens(4);
  if (tail(4) === 'LATX' && spacedBeforeX && start4 !== undefined) return { start: start4, logo: 'LaTeX' };
  const start3 = opens(3);
  if (tail(3) === 'TEX' && spaced && start3 !== undefined && text.slice(start3, x).includes(' ')) return { start: start3, logo: 'TeX' };
  return undefined;
}
