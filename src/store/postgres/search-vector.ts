// A person's own search words (people.search_own, migration 12) as a tsvector literal made in
// Node, so a bulk import's COPY carries them ready and PostgreSQL only reads them: making them
// in PostgreSQL (recruit_people_search_vector: a regular expression, then the text search
// parser) cost more CPU than the rest of the COPY.
//
// The literal must be exactly the value PostgreSQL would compute, or a search would answer
// differently for imported people. So it is made only for text whose reading is certain:
// folded text (domain/search-fold.ts) is lower-case ASCII, and recruit_search_text turns every
// run of punctuation, spaces and control characters into one space, leaving words of a-z and
// 0-9 that the parser (with the `simple` dictionary) keeps as they are, numbered 1, 2, 3, … in
// order; `||` continues the numbering of the next column after the last position of the one
// before; weights A name, B e-mails, C city. Anything else gives undefined — the row is sent
// without a value and the table's trigger computes it:
// - a character other than a-z, 0-9, white space and the ASCII punctuation every locale counts
//   as punctuation (symbols such as + $ | are punctuation in some locales only);
// - a word with a digit, an `e` and a digit in it: the parser reads `1e5…` as a number in
//   scientific notation and may split the word there;
// - a very long word or very many words (PostgreSQL drops words of 2,048 bytes and more and
//   keeps at most 256 positions of a word).

/** Per ASCII code: 1 a word's letter or digit, 2 a separator (white space, or punctuation that is no symbol in Unicode), 0 neither. */
const CLASS = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') CLASS[c.charCodeAt(0)] = 1;
for (const c of '\t\n\v\f\r !"#%&\'()*,-./:;?@[\\]_{}') CLASS[c.charCodeAt(0)] = 2;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const E = 101;
const LONGEST_WORD = 200;
const MOST_WORDS = 200;

const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_9;

/** ":1A" … ":200C": a word's position and weight as the literal writes them, made once (not a number turned into text per word). */
const SUFFIXES: Readonly<Record<'A' | 'B' | 'C', readonly string[]>> = {
  A: Array.from({ length: MOST_WORDS + 1 }, (_, position) => `:${position}A`),
  B: Array.from({ length: MOST_WORDS + 1 }, (_, position) => `:${position}B`),
  C: Array.from({ length: MOST_WORDS + 1 }, (_, position) => `:${position}C`),
};

/**
 * Adds the words of one folded text to `words`, each with its position (after `position`) and
 * weight, as "word:3A"; the last position, or -1 when the text is not one whose reading is
 * certain. A word that comes again is written again: reading the literal, PostgreSQL gathers a
 * word's positions into one entry itself (as `||` does), so no map of words is kept here.
 */
function wordsOf(text: string, weight: 'A' | 'B' | 'C', position: number, words: string[]): number {
  const suffixes = SUFFIXES[weight];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    const kind = code < 128 ? CLASS[code] : 0;
    if (kind === 1) {
      if (start === -1) start = i;
      // A digit, an e and a digit: the parser may read a number in scientific notation there.
      else if (code === E && isDigit(text.charCodeAt(i - 1)) && i + 1 < text.length && isDigit(text.charCodeAt(i + 1))) return -1;
      continue;
    }
    if (kind === 0) return -1;
    if (start === -1) continue;
    if (i - start > LONGEST_WORD || ++position > MOST_WORDS) return -1;
    words.push(text.substring(start, i) + (suffixes[position] as string));
    start = -1;
  }
  return position;
}

/**
 * The tsvector literal of recruit_people_search_vector(name, email, city) for folded text, or
 * undefined when it is left to PostgreSQL (see above).
 */
export function searchOwnLiteral(name: string, email: string, city: string): string | undefined {
  const words: string[] = [];
  const names = wordsOf(name, 'A', 0, words);
  const emails = names === -1 ? -1 : wordsOf(email, 'B', names, words);
  const cities = emails === -1 ? -1 : wordsOf(city, 'C', emails, words);
  return cities === -1 ? undefined : words.join(' ');
}
