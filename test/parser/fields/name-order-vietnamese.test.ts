// The Vietnamese name order of src/parser/fields/name-order-vietnamese.ts, on invented names (family names of the table).
import { describe, expect, it } from 'vitest';
import { vietnameseFamilyFirst } from '../../../src/parser/fields/name-order-vietnamese.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const words = (name: string): string[] => name.split(' ');

describe('vietnameseFamilyFirst', () => {
  it.each(['Trần Thị Loan', 'Lê Quang Đạt', 'Phạm Bảo', 'Đinh Thị Mai', 'Đỗ Văn Khải'])('%s: family name first', (name) => {
    expect(vietnameseFamilyFirst(words(name))).toBe(true);
  });

  it('a table name last, none first: the given name first', () => {
    expect(vietnameseFamilyFirst(words('Khải Trần'))).toBe(false);
  });

  // Without accents only three words with "Van" or "Thi" in the middle are read as Vietnamese: two words read both ways.
  it.each(['Mai Lindqvist', 'Tran Quang Loan', 'Ana Đorđević', 'Lê', 'Pham Loan', 'Jan van Dijk', 'Lindqvist Van Loan'])(
    '%s: not Vietnamese by these signs', (name) => {
      expect(vietnameseFamilyFirst(words(name))).toBeUndefined();
    });

  it.each(['Tran Van Loan', 'Nguyen Thi Khanh', 'Do Van Khai', 'DINH Thi Mai'])('%s, typed without accents: family name first', (name) => {
    expect(vietnameseFamilyFirst(words(name))).toBe(true);
  });
});

describe('a Vietnamese name on a CV', () => {
  it('reads a name typed without accents family name first, "Van" with the given name', () => {
    const doc = docOf('Tran Van Khoi', 'Data Engineer', 'khoi@example.org');
    expect(extractName(doc, { emails: ['khoi@example.org'], familyFirst: false })).toMatchObject({ first: 'Van Khoi', last: 'Tran' });
  });

  it('reads the first word as the family name', () => {
    const doc = docOf('Phạm Minh Khôi', 'Kỹ sư dữ liệu', 'khoi@example.org');
    expect(extractName(doc, { emails: ['khoi@example.org'], familyFirst: false })).toMatchObject({ first: 'Minh Khôi', last: 'Phạm' });
  });
});
