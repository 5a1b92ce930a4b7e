// User text → an FTS5 MATCH expression (issue 12 §1), never FTS5 syntax from the user: each
// word becomes a quoted phrase (quotes doubled), so `AND`, `NEAR`, `-`, `:` or `"` in a
// search are just text. The tokenizer splits a phrase as it split the indexed text, so
// `anna.kovacs@example.com` matches that address. A word ending in `*` is a prefix.
// Pure; the SQLite store's search SQL uses it (PostgreSQL would build a tsquery instead).

export interface FtsTerms {
  /** Words of the full-text search, over every column. */
  q?: string | undefined;
  /** Name prefixes: every word must begin a word of the name column. */
  name?: string | undefined;
}

/** Longest part of a search the index is asked about (words beyond are ignored). */
const MAX_WORDS = 16;

function words(text: string): string[] {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).slice(0, MAX_WORDS);
}

function phrase(word: string, prefix: boolean): string {
  const bare = word.replace(/\*+$/u, '');
  return `"${bare.replace(/"/g, '""')}"${prefix ? '*' : ''}`;
}

/** The MATCH expression, or undefined when no term has a letter or digit (then nothing to match). */
export function ftsMatch(terms: FtsTerms): string | undefined {
  const parts: string[] = [];
  for (const word of words(terms.q ?? '')) parts.push(phrase(word, word.endsWith('*')));
  const names = words(terms.name ?? '').map((word) => phrase(word, true));
  if (names.length > 0) parts.push(`name : (${names.join(' AND ')})`);
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}
