// How a person search finds an e-mail address (DESIGN.md §8), the same on both stores:
//
// (a) a word of the search that holds a digit finds a person whose e-mail (or second e-mail)
//     begins with it, lower-cased: `ruiz84` finds ruiz84@example.org, `ana.ruiz84@ex` finds
//     ana.ruiz84@example.org — through the e-mail indexes, not the full-text index;
// (b) the e-mail's words without their digits (local-part words and domain labels) are words
//     of the full-text index: `ana`, `ruiz`, `example` and `ana.ruiz` find ana.ruiz84@example.org,
//     as every other word of a person does. A number in an e-mail (84, 1990) is no index word.
//
// Why the digits leave the full-text index: a word with a number in an e-mail is almost always
// one person's own (ruiz84, jsmith1990, a number added to make an address unique), and a key of
// the index that only one person has is what a bulk import pays most for — each is an entry of
// its own in PostgreSQL's GIN index and in SQLite's FTS5 segments. Without its digits it is a
// word many people share (ruiz). Such a word is what someone types as the beginning of the
// address anyway, and a prefix of the address is one range of the e-mail index.
//
// A word of a search without a digit is looked for in the full-text index only, as before.
// What is no longer found: a word with a digit from the middle of an address (`ruiz84` does
// not find ana.ruiz84@example.org; `ana.ruiz84` and `ruiz` do).
import { emailKey } from './email-key.js';
import { queryForms } from './search-fold.js';

/** A run of digits (folded text is ASCII: any-ascii writes every script's digits as 0-9). */
const DIGITS = /[0-9]+/g;

/**
 * The folded text of a person's e-mails (domain/search-fold.ts foldForIndex) as the full-text
 * index reads it: every run of digits a space. PostgreSQL's migration 15
 * (recruit_email_search_text) and SQLite's recruit_fold_email compute exactly this.
 */
export function emailIndexText(folded: string): string {
  return folded.replace(DIGITS, ' ');
}

/**
 * The e-mail prefix a word of a search also looks for: the word (without a trailing `*`) in
 * the stored form of e-mails (lower case, NFC) when its folded form holds a digit — no
 * e-mail's full-text words can match it — else undefined.
 */
export function emailPrefixOfWord(word: string): string | undefined {
  const bare = word.replace(/\*+$/u, '');
  if (!queryForms(bare).some((form) => /[0-9]/.test(form))) return undefined;
  const prefix = emailKey(bare);
  return prefix === '' ? undefined : prefix;
}
