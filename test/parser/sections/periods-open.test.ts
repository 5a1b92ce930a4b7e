// Open periods ("since 2019", "2019-től", "March 2021 –", "2018– Title") still read after the cheap test
// that spares most lines the costly open-period pattern (src/parser/sections/periods.ts, cold start).
import { describe, expect, it } from 'vitest';
import { findPeriod } from '../../../src/parser/sections/periods.js';

const open = (start: string, index = 0) => expect.objectContaining({ start, end: '', current: true, index });

describe('open periods', () => {
  it('reads each form of an open period', () => {
    expect(findPeriod('seit 03/2019')).toEqual(open('2019-03'));
    expect(findPeriod('Lagerleiterin, desde 2015')).toEqual(open('2015', 15));
    expect(findPeriod('2019-től')).toEqual(open('2019'));
    expect(findPeriod('2019. szeptembertől napjainkig')).toEqual(open('2019-09'));
    expect(findPeriod('März 2021 –')).toEqual(open('2021-03'));
    expect(findPeriod('2018– Lagerleiterin bei Musterfirma Nord')).toEqual(open('2018'));
  });

  it('reads none where the line has a year but no open period', () => {
    expect(findPeriod('Budget 2019 grew by 20 %')).toBeUndefined();
    expect(findPeriod('Musterfirma Nord – 2019 award')).toBeUndefined();
  });
});
