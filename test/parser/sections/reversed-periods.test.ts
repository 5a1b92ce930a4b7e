// A period whose start is years after its end ("Dec 2026 – Jul 2022"): it still dates its entry, by its end alone.
import { describe, expect, it } from 'vitest';
import { findPeriod } from '../../../src/parser/sections/periods.js';
import { readWork } from '../../../src/parser/sections/work.js';

describe('findPeriod: a start after the end', () => {
  it.each([['Dec 2026 — Jul 2022', '2022-07'], ['2020 – 2018', '2018'], ['Quellbach Handel AG\t03/2025 - 06/2019', '2019-06']])(
    '%s is a period that ends %s, its start left out', (line, end) => {
      expect(findPeriod(line)).toMatchObject({ start: '', end, current: false });
    });

  it('a start later in the same year is no period still', () => {
    expect(findPeriod('Sep 2019 – Mar 2019')).toBeUndefined();
  });
});

describe('readWork: a job whose period runs backwards', () => {
  it('keeps its employer and title', () => {
    const work = readWork([
      'Fenwick Logistik GmbH\tMar 2023 — Dec 2026', 'Lagerplanerin', 'Led the yard team.',
      'Quellbach Handel AG\tDec 2026 — Jun 2019', 'Disponentin', 'Ran the night shift.',
    ]);
    expect(work).toHaveLength(2);
    expect(work[1]).toMatchObject({ employer: 'Quellbach Handel AG', position: 'Disponentin', start: '', end: '2019-06' });
  });
});
