// A double-barrelled family name broken over two lines at its hyphen ("Réka Kovács-" ↵ "Tóth"), as a name in large type
// wraps in a narrow column or a text box: the text layer keeps the hyphen (a PDF's hard or soft hyphen alike, see
// ../../fixtures and ../extract), and the name's lines join without a space. Names are invented.
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = []): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false });
  return [r.first, r.last];
};

describe('a name broken at its hyphen', () => {
  it('keeps the double-barrelled family name whole in large type', () => {
    expect(name(['26|Réka Kovács-', '26|Tóth', '10|reka.kt@example.org', '10|Profile'])).toEqual(['Réka', 'Kovács-Tóth']);
    expect(name(['26|Marla Quenby-', '26|Fenwick', '10|Logistics Coordinator', '10|mq@example.org'])).toEqual(['Marla', 'Quenby-Fenwick']);
  });

  it('keeps it whole as the first lines of a document without sizes', () => {
    expect(name(['Marla Quenby-', 'Fenwick', 'mq@example.org', 'Profile'])).toEqual(['Marla', 'Quenby-Fenwick']);
  });

  it('reads a name on one line as before', () => {
    expect(name(['26|Marla Quenby-Fenwick', '10|Logistics Coordinator', '10|mq@example.org'])).toEqual(['Marla', 'Quenby-Fenwick']);
  });
});
