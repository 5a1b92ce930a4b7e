// A period printed in a date column as two stacked cells, the end above the start and no dash between them.
// All names, firms and dates are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';
import { groupByAnchorLines } from '../../../src/parser/sections/entries.js';
import { joinStackedPeriods } from '../../../src/parser/sections/stacked-periods.js';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('joinStackedPeriods', () => {
  it('joins "Present" over a month date into one period on the upper row', () => {
    expect(joinStackedPeriods(['Present\tData Lead, Example Corp', '10/2021\t• Built the ledger'])).toEqual([
      '10/2021 – Present\tData Lead, Example Corp', '• Built the ledger',
    ]);
    expect(joinStackedPeriods(['heute', '03/2019'])).toEqual(['03/2019 – heute']);
  });

  it('joins a later date over an earlier one beside a header, with a detail beside the lower date', () => {
    expect(joinStackedPeriods(['09/2021\tAnalyst, Sample Works', '03/2018\t• Made the models'])).toEqual([
      '03/2018 – 09/2021\tAnalyst, Sample Works', '• Made the models',
    ]);
  });

  it('leaves two dates that may be two entries\' starts as they are', () => {
    // Two lone dates in a column, or a header beside the lower one: starts of two entries as often.
    const alone = ['09/2021', '03/2018'];
    expect(joinStackedPeriods(alone)).toEqual(alone);
    const headers = ['09/2021\tAnalyst, Sample Works', '03/2018\tClerk, Example Stores'];
    expect(joinStackedPeriods(headers)).toEqual(headers);
    // An earlier date above is no end.
    const rising = ['03/2018\tAnalyst, Sample Works', '09/2021\t• Made the models'];
    expect(joinStackedPeriods(rising)).toEqual(rising);
  });

  it('gives the work section each job with its period', () => {
    const text = [
      'Jane Example', 'Work Experience',
      'Present\tData Lead, Example Corp, Townsville', '10/2021\t• Built the ledger for the shops', '• Led a team of four',
      '09/2021\tMachine Learning Engineer, Sample Works Ltd, Townsville', '03/2018\t• Made the churn models',
    ].join('\n');
    expect(extractSections(text).work.map((w) => [w.position, w.employer, w.start, w.end, w.current])).toEqual([
      ['Data Lead', 'Example Corp', '2021-10', '', true],
      ['Machine Learning Engineer', 'Sample Works Ltd', '2018-03', '2021-09', false],
    ]);
  });

  it('joins a start over its end, each alone on its line, into one period (a date box wrapped by the page width)', () => {
    expect(joinStackedPeriods(['2015', '2018', 'Example College', 'BSc Orchard Science'], () => false, { years: false })).toEqual([
      '2015 – 2018', 'Example College', 'BSc Orchard Science',
    ]);
    expect(joinStackedPeriods(['03/2016', '09/2019', 'Sample Works Ltd'])).toEqual(['03/2016 – 09/2019', 'Sample Works Ltd']);
    // Three dates alone are a column of single dates; a pair with nothing under it, or of two forms, is left as it is.
    for (const lines of [['2012', '2015', '2018', 'Example College'], ['2015', '2018'], ['2015', '09/2019', 'Sample Works Ltd']]) {
      expect(joinStackedPeriods(lines)).toEqual(lines);
    }
  });

  it('gives the education section each study with its end when start and end are wrapped over two lines', () => {
    const text = [
      'Jane Example', 'Education',
      '2015', '2018', 'Example College of Arts', 'MA Orchard Science',
      '2012', '2015', 'Sample University', 'BSc Soil Studies',
    ].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.start, e.end])).toEqual([
      ['Example College of Arts', '2015', '2018'], ['Sample University', '2012', '2015'],
    ]);
  });

  it('reads the wrapped period as the study\'s under a short line that opens the section', () => {
    // The year under a short undated line would be taken for that line's date cell.
    const text = ['Jane Example', 'Education', 'Evening classes', '2015', '2018', 'Example College of Arts', 'MA Orchard Science'].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.start, e.end])).toEqual([['Example College of Arts', '2015', '2018']]);
  });
});

describe('an open period whose end a narrow date cell wrapped under its start', () => {
  it('puts "TO PRESENT" back after the start, the entry\'s detail beside the start kept', () => {
    expect(joinStackedPeriods(['Harbour Clerk at Quillmarsh Docks Ltd', '2023-10-01\tCounted the cargo.', 'TO PRESENT', 'Counted the cargo.']))
      .toEqual(['Harbour Clerk at Quillmarsh Docks Ltd', '2023-10-01 TO PRESENT\tCounted the cargo.', 'Counted the cargo.']);
    expect(joinStackedPeriods(['03/2021', '– heute', 'Lagerleiter, Quellbach GmbH'])).toEqual(['03/2021 – heute', 'Lagerleiter, Quellbach GmbH']);
  });

  it('leaves a date under a start (the next entry\'s) and an end that is no "now"', () => {
    expect(joinStackedPeriods(['2023-10-01\tCounted the cargo.', 'TO 2024-01-01 Counted', 'Tallykeeper'])).toEqual(
      ['2023-10-01\tCounted the cargo.', 'TO 2024-01-01 Counted', 'Tallykeeper']);
  });

  it('gives the job its period', () => {
    const sections = extractSections(['Work Experience', 'Harbour Clerk at Quillmarsh Docks Ltd', '2023-10-01\tCounted the cargo.', 'TO PRESENT',
      'Counted the cargo.', '2020-05-01 TO 2023-04-01\tTallykeeper at Fernhollow Mills Ltd', 'Mended the sacks.'].join('\n'));
    expect(sections.work.map((w) => [w.position, w.start, w.current])).toEqual([['Harbour Clerk', '2023-10', true], ['Tallykeeper', '2020-05', false]]);
  });
});

describe('a section opened by contact lines that ran on past a page break', () => {
  it('still reads the periods printed above their studies as opening each study', () => {
    const text = [
      'Jane Example', 'Education', '+44 20 7946 0123', 'jane@example.org',
      '2015', '2018', 'Example College of Arts', 'MA Orchard Science',
      '2012', '2015', 'Sample University', 'BSc Soil Studies',
    ].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.start, e.end])).toEqual([
      ['Example College of Arts', '2015', '2018'], ['Sample University', '2012', '2015'],
    ]);
  });
});

describe('studies dated only by years stacked end over start', () => {
  it('end on the later year, the upper one, not on the start printed beside the school\'s line', () => {
    const studies = readEducation(['MSc Geology\t2022', 'Univ. Quarrowby\t2019', 'HND Surveying\t2019', 'TU Fenwick\t2016']);
    expect(studies.map((e) => [e.degree, e.institution, e.end])).toEqual([['MSc Geology', 'Univ. Quarrowby', '2022'], ['HND Surveying', 'TU Fenwick', '2019']]);
    const groups = groupByAnchorLines(['Univ. Quarrowby\t2019', 'MSc Geology\t2022'], (line) => line.startsWith('Univ.'));
    expect(groups.map((e) => e.period.end)).toEqual(['2022']);
  });
});

