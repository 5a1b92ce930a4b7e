// How a search finds e-mails (domain/search-email.ts): the digits of an e-mail are no index
// words, and a search word with a digit is also an e-mail prefix.
import { describe, expect, it } from 'vitest';
import { emailIndexText, emailPrefixOfWord } from '../../src/domain/search-email.js';
import { foldForIndex } from '../../src/domain/search-fold.js';

describe('emailIndexText', () => {
  it.each([
    ['mira.tolvanen@example.org', 'mira.tolvanen@example.org'],
    ['mira.tolvanen77@example.org', 'mira.tolvanen @example.org'],
    ['first.last.41237@example.com', 'first.last. @example.com'],
    ['k2n3r@example.net 1999@mail4you.example', 'k n r@example.net  @mail you.example'],
    ['', ''],
  ])('%j → %j', (folded, indexed) => expect(emailIndexText(folded)).toBe(indexed));

  it('leaves no digit in the folded text of any e-mail, whatever script its digits were written in', () => {
    // Arabic-Indic and full-width digits fold to 0-9, and then go too.
    for (const email of ['ola٤٢@example.org', 'ola４２@example.org', 'ola42@example.org']) {
      expect(emailIndexText(foldForIndex(email))).toBe('ola @example.org');
    }
  });
});

describe('emailPrefixOfWord', () => {
  it.each([
    ['tolvanen77', 'tolvanen77'],
    ['Mira.Tolvanen77@Exa', 'mira.tolvanen77@exa'],
    ['tolvanen7*', 'tolvanen7'],
    ['41237', '41237'],
    ['ÉVA.K2', 'éva.k2'],
  ])('%j → %j', (word, prefix) => expect(emailPrefixOfWord(word)).toBe(prefix));

  it('is undefined for a word without a digit: the full-text index still holds every such word of an e-mail', () => {
    for (const word of ['tolvanen', 'mira.tolvanen@example.org', 'Ådne*', '*', '']) expect(emailPrefixOfWord(word)).toBeUndefined();
  });
});
