// A period whose date word a narrow column hyphenated at the line's end, the line's break read as a space (invented lines).
import { describe, expect, it } from 'vitest';
import { findPeriod, withoutPeriod } from '../../../src/parser/sections/periods.js';

describe('findPeriod: a date word hyphenated at a line\'s end', () => {
  it.each([
    ['07/2021 – au- jourd’hui', '2021-07', '', true],
    ["03/2019 – au- jourd'hui\tChargée d’études, Valmorel Conseil", '2019-03', '', true],
    ['sep- tembre 2016 – juin 2019', '2016-09', '2019-06', false],
    ['2017 – napjain- kig', '2017', '', true],
    ['2015 – pré- sent', '2015', '', true],
  ])('%s', (line, start, end, current) => {
    expect(findPeriod(line)).toMatchObject({ start, end, current });
  });

  it('takes the whole broken word out of the line with the period', () => {
    const line = '07/2021 – au- jourd’hui\tChargée d’études, Valmorel Conseil';
    expect(withoutPeriod(line, findPeriod(line)!)).toBe('Chargée d’études, Valmorel Conseil');
    const start = 'jan- vier 2018 – 2020 Brossard';
    expect(withoutPeriod(start, findPeriod(start)!)).toBe('Brossard');
  });

  it('joins no other hyphenated word', () => {
    // "Jean-" over "Pierre", "Saint-" over "Lambert": not date words, the text stays as it is.
    const line = 'Jean- Pierre Marceau 2016 – 2019';
    expect(findPeriod(line)).toMatchObject({ start: '2016', end: '2019' });
    expect(withoutPeriod(line, findPeriod(line)!)).toBe('Jean- Pierre Marceau');
  });
});
