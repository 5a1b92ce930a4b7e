// An e-mail address broken after a hyphen at a line's end: TeX's hyphen (dropped where the text prints the joined word
// without it, as the person's name) or the address's own (kept).
import { describe, expect, it } from 'vitest';
import { extractEmails } from '../../../src/parser/fields/email.js';

const lines = (...rows: string[]): string => rows.join('\n');

describe('an e-mail broken after a hyphen', () => {
  it.each<[string, string, string[]]>([
    ['TeX hyphenated the name, printed whole as the name',
      lines('Mirela Quennaville', '14 Quillon Row', '#\tquenna-', 'ville.mirela@example.org'), ['quennaville.mirela@example.org']],
    ['a family name of two words, joined in the address',
      lines('Tomás Abrantes Velho', 'B\tabrantesvel-', 'ho.tomas@example.pt'), ['abrantesvelho.tomas@example.pt']],
    ['one half of a hyphenated name, with marks the address spells without', lines('Zofia Wróblewska-Kłos', 'zofia.wro-', 'blewska@example.pl'), ['zofia.wroblewska@example.pl']],
    ['a letter NFD keeps whole (ł)', lines('Jan Białowąs', 'bia-', 'lowas.jan@example.pl'), ['bialowas.jan@example.pl']],
    ['the name with its hyphen: the address has it', lines('Jean-Rémi Castagnol', 'jean-', 'remi.castagnol@example.fr'), ['jean-remi.castagnol@example.fr']],
    ['printed neither way: the hyphen was printed, kept', lines('Office', 'sales-', 'desk@example.com'), ['sales-desk@example.com']],
    ['an icon glyph before the head', lines('Ines Harrowgate', 'B harrow-', 'gate.ines@example.co.uk'), ['harrowgate.ines@example.co.uk']],
  ])('%s', (_, text, want) => {
    expect(extractEmails(text)).toEqual(want);
  });

  it('leaves a line of prose that ends in a hyphen alone', () => {
    expect(extractEmails(lines('Worked on the pre- and post-', 'sales@example.com desk'))).toEqual(['sales@example.com']);
  });
});
