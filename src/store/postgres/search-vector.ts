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
// before; weights A name, B e-mails, C city. In the e-mails' text every run of digits is a
// space (migration 15), so their words are letters only. Anything else gives undefined — the row is sent
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
/** CLASS for the e-mails' text, where a digit separates words. */
const EMAIL_CLASS = CLASS.slice();
for (const c of '0123456789') EMAIL_CLASS[c.charCodeAt(0)] = 2;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const E = 101;
const LONGEST_WORD = 200;
const MOST_WORDS = 200;

const isDigit = (code: number) => code >= DIGIT_0 && code <= DIGIT_9;

/** ":1A" … ":200C" and ",1A" … ",200C": a word's first and further positions as the literal writes them, made once. */
const positionsTable = (lead: string, weight: 'A' | 'B' | 'C') =>
  Array.from({ length: MOST_WORDS + 1 }, (_, position) => `${lead}${position}${weight}`);
const FIRST_AT = { A: positionsTable(':', 'A'), B: positionsTable(':', 'B'), C: positionsTable(':', 'C') } as const;
const MORE_AT = { A: positionsTable(',', 'A'), B: positionsTable(',', 'B'), C: positionsTable(',', 'C') } as const;

// The literal is written as PostgreSQL prints a tsvector: each word once, with all its
// positions, the words in byte order. Reading it, PostgreSQL then finds them in order and
// has nothing to sort or merge — a literal that names a word once per position cost a bulk
// import about 7 % more of PostgreSQL's CPU for its COPY (200,000 people). One row's words
// are few, so they are gathered in two reused arrays, looked up and sorted in place.
const words: string[] = [];
const positions: string[] = [];

/**
 * Gathers the words of one folded text into `words`/`positions`, each with its positions
 * (after `position`) and weight; the last position, or -1 when the text is not one whose
 * reading is certain.
 */
function wordsOf(text: string, weight: 'A' | 'B' | 'C', position: number): number {
  const first = FIRST_AT[weight];
  const more = MORE_AT[weight];
  // The e-mails' digits are no part of a search word (domain/search-email.ts): PostgreSQL
  // turns each run of them into a space before its parser reads the text (migration 15).
  const classes = weight === 'B' ? EMAIL_CLASS : CLASS;
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const code = i < text.length ? text.charCodeAt(i) : 32;
    const kind = code < 128 ? classes[code] : 0;
    if (kind === 1) {
      if (start === -1) start = i;
      // A digit, an e and a digit: the parser may read a number in scientific notation there.
      else if (code === E && isDigit(text.charCodeAt(i - 1)) && i + 1 < text.length && isDigit(text.charCodeAt(i + 1))) return -1;
      continue;
    }
    if (kind === 0) return -1;
    if (start === -1) continue;
    if (i - start > LONGEST_WORD || ++position > MOST_WORDS) return -1;
    const word = text.substring(start, i);
    const known = words.indexOf(word);
    if (known === -1) {
      words.push(word);
      positions.push(first[position] as string);
    } else {
      positions[known] += more[position] as string;
    }
    start = -1;
  }
  return position;
}

/** The gathered words in byte order (code unit order: the words are ASCII), each as "word:1A,3B", joined by spaces. */
function sortedLiteral(): string {
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as string;
    const at = positions[i] as string;
    let j = i - 1;
    for (; j >= 0 && (words[j] as string) > word; j--) {
      words[j + 1] = words[j] as string;
      positions[j + 1] = positions[j] as string;
    }
    words[j + 1] = word;
    positions[j + 1] = at;
  }
  let literal = '';
  for (let i = 0; i < words.length; i++) literal += i === 0 ? `${words[i]}${positions[i]}` : ` ${words[i]}${positions[i]}`;
  return literal;
}

/**
 * The tsvector literal of recruit_people_search_vector(name, email, city) for folded text, in
 * PostgreSQL's own text form, or undefined when it is left to PostgreSQL (see above).
 */
export function searchOwnLiteral(name: string, email: string, city: string): string | undefined {
  words.length = 0;
  positions.length = 0;
  const names = wordsOf(name, 'A', 0);
  const emails = names === -1 ? -1 : wordsOf(email, 'B', names);
  const cities = emails === -1 ? -1 : wordsOf(city, 'C', emails);
  return cities === -1 ? undefined : sortedLiteral();
}
