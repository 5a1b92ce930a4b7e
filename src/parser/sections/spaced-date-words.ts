// The words of a period set letter-spaced ("2021-06-01 T O 2025-11-01", "2024-10 T O P R E S E N T"). Pure.
//
// A theme that sets its dates in letter-spaced small caps has a browser draw each letter of "to" and "present" on its
// own, a little apart; pdf.js puts a space between any two glyphs a tenth of the type size apart, so the words between
// and after the dates come out a letter at a time, and one space between words like the others: no period pattern
// reads "T O P R E S E N T". Such a run of single letters is read as date words when its letters split, in order, into
// words of a period only (a word for "to", for "now", a month's name): the run is then those words. Any other run of
// single letters ("A B C", initials, a list) stays as it is.

/** Two single letters or more, each set apart by one space, not part of a longer word or number. */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?: \p{L})+(?![\p{L}\p{N}])/gu;
/** The longest run read: a period's words are short, and the split below tries every cut. */
const MAX_LETTERS = 32;

/** A line with some of its characters left out or added: each character's offset in the line it came from. */
export interface JoinedLine { text: string; origin: number[] }

/**
 * The line with each letter-spaced run of a period's words written as those words (`isDateWord`, on a word of the run's
 * letters lowercased, tells a word of a period), and the offset in `line` of each character (and of the end after the
 * last); null when the line has no such run.
 */
export function withSpacedDateWordsJoined(line: string, isDateWord: (word: string) => boolean): JoinedLine | null {
  let text = '';
  const origin: number[] = [];
  let from = 0;
  for (const m of line.matchAll(SPACED_LETTERS)) {
    const letters = m[0].split(' ');
    if (letters.length > MAX_LETTERS) continue;
    const words = splitIntoWords(letters.map((l) => l.toLowerCase()), isDateWord);
    if (words === undefined) continue;
    for (let k = from; k < m.index; k++) origin.push(k);
    text += line.slice(from, m.index);
    // Letter k of the run and the space before it, in the line (a letter may be two code units: offsets are counted).
    const at: number[] = [];
    for (let k = 0, offset = m.index; k < letters.length; offset += letters[k]!.length + 1, k++) at.push(offset);
    let letter = 0;
    for (const [w, count] of words.entries()) {
      if (w > 0) { text += ' '; origin.push(at[letter]! - 1); }
      for (let k = letter; k < letter + count; k++) {
        text += letters[k]!;
        for (let u = 0; u < letters[k]!.length; u++) origin.push(at[k]! + u);
      }
      letter += count;
    }
    from = m.index + m[0].length;
  }
  if (from === 0) return null;
  for (let k = from; k <= line.length; k++) origin.push(k);
  return { text: text + line.slice(from), origin };
}

/** `letters` cut into words that each pass `isWord` (lowercased), the fewest words first: each word's count of letters; undefined when no cut does. */
function splitIntoWords(letters: readonly string[], isWord: (word: string) => boolean): number[] | undefined {
  // best[k]: the fewest words the first k letters cut into, as their counts of letters, or undefined.
  const best: (number[] | undefined)[] = [[]];
  for (let end = 1; end <= letters.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (before === undefined || (best[end] !== undefined && before.length + 1 >= best[end]!.length)) continue;
      if (isWord(letters.slice(start, end).join(''))) best[end] = [...before, end - start];
    }
  }
  return best[letters.length];
}
