// Which pages have their "mailto:" links read (pdf.ts mayBreakAnEmail): those whose text may hold an address a narrow
// column broke at a hyphen. Addresses and entries invented.
import { describe, expect, it } from 'vitest';
import { mayBreakAnEmail } from '../../../src/parser/extract/pdf.js';

const page = (...texts: string[]) => texts.map((text) => ({ text, page: 1 }));

describe('mayBreakAnEmail', () => {
  it('takes a line that ends in a letter and a hyphen, with an address on the page', () => {
    expect(mayBreakAnEmail(page('Halvard Ostreng', 'ostrengs-', 'tad.h@example.org'))).toBe(true);
  });

  it('takes a head of two letters the layout set as a cell in the dates\' row ("ka-" beside a period)', () => {
    // The side column's "ka-" is narrower than the gap to the main column: it joined the row of an entry's period.
    expect(mayBreakAnEmail(page('Kalinda Vorsteen', 'ka-\t2016 – 2019', 'Buyer, Ostmark Traders', 'linda.vorsteen@example.org'))).toBe(true);
    expect(mayBreakAnEmail(page('ka- \t2016 – 2019', 'linda.vorsteen@example.org'))).toBe(true);
  });

  it('takes a lower-case head glued before the words of the main column\'s line beside it ("ro- Ran the …")', () => {
    expect(mayBreakAnEmail(page('Rosalind Quenby', 'Buyer, Ostmark Traders', 'ro- Ran the supplier reviews.', 'salind.quenby@example.org'))).toBe(true);
    // A suspended hyphen inside a line ("Ein- und Verkauf") is no line's head.
    expect(mayBreakAnEmail(page('Leitung Ein- und Verkauf', 'r.quenby@example.org'))).toBe(false);
  });

  it('leaves pages with no broken head, or no address', () => {
    expect(mayBreakAnEmail(page('Jean-Marc Ollivel', '2016 - 2019\tBuyer', 'jm.ollivel@example.org'))).toBe(false);
    expect(mayBreakAnEmail(page('Skills -\tPlanning', 'jm.ollivel@example.org'))).toBe(false);
    expect(mayBreakAnEmail(page('ka-\t2016 – 2019', 'Buyer, Ostmark Traders'))).toBe(false);
  });
});
