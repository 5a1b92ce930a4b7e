// The CLI's human output never prints control characters from data
// (a stored "\u001b[31m" title recoloured the terminal): they are shown as \xNN.
import { describe, expect, it } from 'vitest';
import { toTable } from '../../src/cli/table-output.js';

const options = { columns: undefined, color: false, maxCell: 60 };

describe('toTable', () => {
  it.each([
    ['\u001b[31mred', '\\x1b[31mred'],
    ['bell\u0007', 'bell\\x07'],
    ['nul\u0000', 'nul\\x00'],
    ['c1\u009b2J', 'c1\\x9b2J'],
  ])('%j prints as %s, in lists and records', (title, shown) => {
    for (const vertical of [false, true]) {
      const text = toTable([{ id: 1, title }], { ...options, vertical });
      expect(text).toContain(shown);
      expect(text).not.toMatch(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/);
    }
  });

  it('keeps ordinary text as it is', () => {
    expect(toTable([{ id: 1, title: 'Árvíztűrő tükörfúrógép' }], { ...options, vertical: false })).toContain('Árvíztűrő tükörfúrógép');
  });
});
