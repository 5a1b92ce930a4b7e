// A script's placeholder for a date the CV left out ("Invalid Date"), as web CV themes print it. All names and firms are invented.
import { describe, expect, it } from 'vitest';
import { withoutDatePlaceholders } from '../../../src/parser/sections/date-placeholders.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const page = (texts: string[]): TextLine[] => texts.map((text, i) => ({ text, page: 1, x: 40, y: 40 + 14 * i, fontSize: 10 }));
const read = (texts: string[]) => readSections({ text: texts.join('\n'), lines: page(texts) });

describe('a date placeholder in a period', () => {
  it('reads a job whose start was printed as "Invalid Date" as a job with its end only', () => {
    const { work } = read([
      'Wenna Starlock', 'Experience',
      'Warehouse Supervisor\tMar 2022 — May 2025', 'Quillby Freight Ltd', 'Ran the night shift of the loading bay.',
      'Accounts Assistant\tInvalid Date — Jul 2021', 'Ostmoor Shipping GmbH', 'Kept the ledgers of three depots.',
      'Skills', 'Ledgers, Forklifts',
    ]);
    expect(work.map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['Quillby Freight Ltd', 'Warehouse Supervisor', '2022-03', '2025-05'],
      ['Ostmoor Shipping GmbH', 'Accounts Assistant', '', '2021-07'],
    ]);
  });

  it('reads the end of a row whose script also printed a duration worked out from the missing date', () => {
    const { work } = read([
      'Wenna Starlock', 'Work Experience',
      'Warehouse Supervisor, Quillby Freight Ltd', 'Mar, 2022 - May, 2025\t3 years 2 months', 'Ran the night shift of the loading bay.',
      'Accounts Assistant, Ostmoor Shipping GmbH', 'Invalid date - Jul, 2021\tJoined Today', 'Kept the ledgers of three depots.',
      'Skills', 'Ledgers, Forklifts',
    ]);
    expect(work.map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['Quillby Freight Ltd', 'Warehouse Supervisor', '2022-03', '2025-05'],
      ['Ostmoor Shipping GmbH', 'Accounts Assistant', '', '2021-07'],
    ]);
  });

  it('takes out the lower-case spelling too, and leaves rows without one as they are', () => {
    expect(withoutDatePlaceholders(['Invalid date - Jul, 2021\tJoined Today'])).toEqual(['- Jul, 2021']);
    expect(withoutDatePlaceholders(['Buyer\tInvalid Date – Jul 2021'])).toEqual(['Buyer\t– Jul 2021']);
    const rows = ['Invalidated dates were fixed in the ledger.'];
    expect(withoutDatePlaceholders(rows)).toBe(rows);
  });
});
