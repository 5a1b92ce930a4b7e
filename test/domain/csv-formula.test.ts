// CSV injection (OWASP): a cell a spreadsheet would run as a formula gets one quote in
// front on export, and the importer removes exactly that quote: every value round-trips.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCsvCell, restoreCsvCell } from '../../src/domain/csv-formula.js';

describe('neutraliseCsvCell / restoreCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://example.org","x")', '\'=HYPERLINK("http://example.org","x")'],
    ['+36 30 123 4567', "'+36 30 123 4567"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ["'=x", "''=x"],
    ['Budapest', 'Budapest'],
    ["O'Brien", "O'Brien"],
    ["'quoted", "'quoted"],
    ['', ''],
    ['a=b', 'a=b'],
  ])('%j → %j', (value, written) => {
    expect(neutraliseCsvCell(value)).toBe(written);
    expect(restoreCsvCell(written)).toBe(value);
  });

  it('restores every value exactly, and never writes a cell that starts a formula', () => {
    const piece = fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", 'a', ' ', '1');
    fc.assert(fc.property(fc.array(piece, { maxLength: 8 }).map((p) => p.join('')), (value) => {
      const written = neutraliseCsvCell(value);
      expect(restoreCsvCell(written)).toBe(value);
      expect(/^[=+\-@\t\r]/.test(written)).toBe(false);
    }), { numRuns: 2000 });
  });
});
