// User text → an FTS5 MATCH expression, never FTS5 syntax from the user: each
// word becomes a quoted phrase (quotes doubled), so `AND`, `NEAR`, `-`, `:` or `"` in a
// search are just text. The tokenizer splits a phrase as it split the indexed text, so
// `anna.kovacs@example.com` matches that address. A word ending in `*` is a prefix.
// Pure; the SQLite store's search SQL uses it (PostgreSQL would build a tsquery instead).
import { queryForms } from '../../domain/search-fold.js';

export interface FtsTerms {
  /** Words of the full-text search, over every column. */
  q?: string | undefined;
  /** Name prefixes: every word must begin a word of the name column. */
  name?: string | undefined;
  /** The beginning of a phone number in E.164 ("+3630…"): a prefix of the phones column's digits. */
  phone?: string | undefined;
}

/** What `q` searches: every column but the phone digits (those are `--phone`'s). */
const TEXT_COLUMNS = '{name email city skills documents}';

/** Longest part of a search the index is asked about (words beyond are ignored). */
const MAX_WORDS = 16;

/** The words of a search the index is asked about: split at white space, those with a letter or digit, at most MAX_WORDS. */
export function words(text: string): string[] {
  return text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).slice(0, MAX_WORDS);
}

/**
 * One word of the search, folded as the indexed text was (domain/search-fold.ts): a quoted
 * phrase, or two joined by OR when the word has a spelled-out form (`Müller`: muller OR mueller).
 */
function term(word: string, prefix: boolean): string | undefined {
  const phrases = queryForms(word.replace(/\*+$/u, ''))
    .filter((form) => /[a-z0-9]/.test(form))
    .map((form) => `"${form.replace(/"/g, '""')}"${prefix ? '*' : ''}`);
  if (phrases.length === 0) return undefined;
  return phrases.length === 1 ? phrases[0] : `(${phrases.join(' OR ')})`;
}

/** The MATCH expression, or undefined when a term has no letter or digit (then nothing can match). */
export function ftsMatch(terms: FtsTerms): string | undefined {
  const parts: string[] = [];
  const text = words(terms.q ?? '').map((word) => term(word, word.endsWith('*')));
  // A word that folds to no letter or digit is in no index: all words must match, so nothing does.
  if (text.includes(undefined)) return undefined;
  if (text.length > 0) parts.push(`${TEXT_COLUMNS} : (${text.join(' AND ')})`);
  const names = words(terms.name ?? '').map((word) => term(word, true));
  if (names.includes(undefined)) return undefined;
  if (names.length > 0) parts.push(`name : (${names.join(' AND ')})`);
  if (terms.phone !== undefined) {
    const digits = terms.phone.replace(/\D/g, '');
    if (digits === '') return undefined;
    parts.push(`phones : "${digits}"*`);
  }
  return parts.length > 0 ? parts.join(' AND ') : undefined;
}
