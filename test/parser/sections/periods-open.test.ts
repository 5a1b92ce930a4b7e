// Periods read by the large patterns that a cheap test first spares most lines (src/parser/sections/periods.ts, cold
// start): open periods ("since 2019", "2019-től", "March 2021 –", "2018– Title"), two month dates side by side, and
// a lone start date.
import { describe, expect, it } from 'vitest';
import { findLoneStart, findPeriod } from '../../../src/parser/sections/periods.js';
import { extractSections } from '../../../src/parser/sections/index.js';

const open = (start: string, index = 0) => expect.objectContaining({ start, end: '', current: true, index });
const openAt = (start: string, index: number, length: number) => ({ start, end: '', current: true, index, length });

describe('open periods', () => {
  it('reads each form of an open period', () => {
    expect(findPeriod('seit 03/2019')).toEqual(open('2019-03'));
    expect(findPeriod('Lagerleiterin, desde 2015')).toEqual(open('2015', 15));
    expect(findPeriod('2019-től')).toEqual(open('2019'));
    expect(findPeriod('2019. szeptembertől napjainkig')).toEqual(open('2019-09'));
    expect(findPeriod('März 2021 –')).toEqual(open('2021-03'));
    expect(findPeriod('2018– Lagerleiterin bei Brennwald Logistik')).toEqual(open('2018'));
    // Portuguese "o momento" (LinkedIn's export: "setembro de 2022 - o momento (4 anos 3 meses)").
    expect(findPeriod('setembro de 2022 - o momento (4 anos 3 meses)')).toEqual(open('2022-09'));
    expect(findPeriod('03/2020 – até o momento')).toEqual(open('2020-03'));
  });

  it('reads the "since" words of the neighbouring languages, before the date or after it (Hungarian "óta")', () => {
    expect(findPeriod('sinds 03/2019')).toEqual(open('2019-03'));
    expect(findPeriod('Magazijnchef, vanaf 2018')).toEqual(open('2018', 14));
    expect(findPeriod('sedan 2018')).toEqual(open('2018'));
    expect(findPeriod('från mars 2018')).toEqual(open('2018-03'));
    expect(findPeriod('siden 2017')).toEqual(open('2017'));
    expect(findPeriod('fra 2016')).toEqual(open('2016'));
    expect(findPeriod('din 2016')).toEqual(open('2016'));
    expect(findPeriod('începând cu 2015')).toEqual(open('2015'));
    expect(findPeriod('od roku 2019')).toEqual(open('2019'));
    expect(findPeriod('a partir de 2020')).toEqual(open('2020'));
    expect(findPeriod('2019 óta')).toEqual(open('2019'));
    expect(findPeriod('2019. szeptember óta')).toEqual(open('2019-09'));
  });

  it('reads the range words of the neighbouring languages between two dates', () => {
    const range = (start: string, end: string) => expect.objectContaining({ start, end, current: false });
    expect(findPeriod('2015 tot 2018')).toEqual(range('2015', '2018'));
    expect(findPeriod('2015 till 2018')).toEqual(range('2015', '2018'));
    expect(findPeriod('2015 til 2018')).toEqual(range('2015', '2018'));
    expect(findPeriod('2015 până la 2018')).toEqual(range('2015', '2018'));
    expect(findPeriod('vanaf 03/2015 tot heden')).toEqual(open('2015-03'));
    expect(findPeriod('fra 2018 til i dag')).toEqual(open('2018'));
    expect(findPeriod('2015 până în prezent')).toEqual(open('2015'));
    // Italian "a" before a vowel ("ad oggi"), and "fino ad oggi".
    expect(findPeriod('Da ottobre 2021 ad oggi – Magazziniera')).toEqual(expect.objectContaining({ start: '2021-10', end: '', current: true, index: 0, length: 23 }));
    expect(findPeriod('dal 2019 fino ad oggi')).toEqual(open('2019'));
    expect(findPeriod('2016 fino a 2019')).toEqual(range('2016', '2019'));
  });

  it('makes no period of the new words without a date after them, nor of a word that only holds one ("Dinamo 2019")', () => {
    expect(findPeriod('Sedan 2.0 launch')).toBeUndefined();
    expect(findPeriod('Dinamo 2019 cup')).toBeUndefined();
    expect(findPeriod('Frankfurt 2019 fair')).toBeUndefined();
  });

  it('reads the first open period of a line holding two forms, whichever form comes first in the list of forms', () => {
    // "seit" form at 8 (to the year), the dash at the end from 13: the earlier place wins.
    expect(findPeriod('Analyst seit 04/2021 –')).toEqual(openAt('2021-04', 8, 12));
    // The "-tól" form first in the line, though the "since" form comes first in the list.
    expect(findPeriod('Projektleiter 2017-től, seit 2019')).toEqual(openAt('2017', 14, 8));
    expect(findPeriod('Lagerleiter seit 2016, 2019-től')).toEqual(openAt('2016', 12, 9));
    expect(findPeriod('2018- Lead Designer seit 2020')).toEqual(openAt('2018', 0, 5));
  });

  it('reads none where the line has a year but no open period', () => {
    expect(findPeriod('Budget 2019 grew by 20 %')).toBeUndefined();
    expect(findPeriod('Brennwald Logistik – 2019 award')).toBeUndefined();
  });

  it('reads two month dates side by side, or one and a word for now', () => {
    expect(findPeriod('Sep. 2023 Mar. 2024')).toEqual(expect.objectContaining({ start: '2023-09', end: '2024-03', current: false }));
    expect(findPeriod('März 2021 heute')).toEqual(open('2021-03'));
  });

  it('reads a lone start date, and none in a line without a year', () => {
    expect(findLoneStart('June 2016')).toEqual(expect.objectContaining({ start: '2016-06', current: false }));
    expect(findLoneStart('May 2020 — Developer at Example Labs')).toEqual(expect.objectContaining({ start: '2020-05', index: 0 }));
    expect(findLoneStart('June of this year')).toBeUndefined();
  });
});

describe('open periods with a "since" word in a work section', () => {
  it('reads the job whose period opens with a neighbouring language\'s "since" word', () => {
    const { work } = extractSections(['Werkervaring', 'Magazijnchef', 'Brouwer Veldhoven B.V.', 'sinds 03/2019',
      'Planner', 'Kade Transport B.V.', '2015 tot 2019'].join('\n'));
    expect(work.map((w) => [w.position, w.employer, w.start, w.end, w.current])).toEqual([
      ['Magazijnchef', 'Brouwer Veldhoven B.V.', '2019-03', '', true], ['Planner', 'Kade Transport B.V.', '2015', '2019', false]]);
  });

  it('makes no job of such a word and a year inside a sentence', () => {
    const { work } = extractSections(['Werkervaring', 'Magazijnchef', 'Brouwer Veldhoven B.V.', '2019 – heden',
      'Ik heb vanaf 2020 het magazijn met een team van twaalf mensen opnieuw ingericht en de planning vernieuwd.',
      'Planner', 'Kade Transport B.V.', '2015 – 2019'].join('\n'));
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Magazijnchef', 'Brouwer Veldhoven B.V.'], ['Planner', 'Kade Transport B.V.']]);
  });
});
