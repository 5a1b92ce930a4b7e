// Entries printed as forms and in more languages: labelled rows without colons (cells or one
// space), one school heading for several degrees, rating lines ("GPA: 3.5") under a school,
// month names of more languages, year-first month dates ("2014/Mar"), a labelled date cell,
// headings read by text recognition without their spaces and spacing accents of LaTeX PDFs.
// All names, employers, schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { labelRows } from '../../../src/parser/sections/entry-labels.js';
import { findLoneStart, findPeriod } from '../../../src/parser/sections/periods.js';
import { isDetailLine, splitParts } from '../../../src/parser/sections/entries.js';
import { headingKindOf } from '../../../src/parser/sections/vocabulary.js';
import { joinSpacingAccents } from '../../../src/parser/sections/split.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import { findDates, monthNumber } from '../../../src/parser/fields/dates.js';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('month names of more languages', () => {
  it.each([
    ['Kas 2021 - Şub 2023', '2021-11', '2023-02'], ['EYLÜL 2019 – HAZİRAN 2020', '2019-09', '2020-06'],
    ['martie 2017 – iulie 2019', '2017-03', '2019-07'], ['září 2015 – červen 2018', '2015-09', '2018-06'],
    ['leden 2012 – prosinec 2013', '2012-01', '2013-12'], ['maaliskuu 2016 – toukokuu 2017', '2016-03', '2017-05'],
  ])('%s', (text, start, end) => {
    expect(findPeriod(text)).toMatchObject({ start, end, current: false });
  });

  it.each(['Eki 2022 - Devam Ediyor', 'ianuarie 2020 – prezent', 'Mart 2021 – halen'])('%s runs until now', (text) => {
    expect(findPeriod(text)).toMatchObject({ end: '', current: true });
  });

  it('reads Turkish capitals with a plain I and Cyrillic month names', () => {
    expect(monthNumber('kasim')).toBe(11);
    expect(monthNumber('aralik')).toBe(12);
    expect(findPeriod('сентябрь 2014 – май 2016')).toMatchObject({ start: '2014-09', end: '2016-05' });
  });

  it('finds a birth date written with a new month name', () => {
    expect(findDates('Doğum tarihi: 14 Ağustos 1991').map((d) => d.iso)).toEqual(['1991-08-14']);
    expect(findDates('Data nașterii: 3 februarie 1988').map((d) => d.iso)).toEqual(['1988-02-03']);
  });

  it('reads a year-first month date with its month as a word', () => {
    expect(findPeriod('Analyst - 2014/Mar to 2016/Oct')).toMatchObject({ start: '2014-03', end: '2016-10' });
    // A year, a spaced dash and a month name is a year and the start of the next date.
    expect(findPeriod('2015 - Mar 2016')).toMatchObject({ start: '2015', end: '2016-03' });
  });
});

describe('a labelled date in the last cell of a row', () => {
  it('is a lone date, placed at its cell', () => {
    const line = 'Applied Chemistry\tGraduation: Jun 2019';
    expect(findLoneStart(line)).toEqual({ start: '2019-06', end: '', current: false, index: 18, length: 20 });
  });

  it('is no date when the cell holds more than the date', () => {
    expect(findLoneStart('Applied Chemistry\tthesis on catalysts, Jun 2019')).toBeUndefined();
    expect(findLoneStart('Graduation: Jun 2019')).toBeUndefined();
  });
});

describe('labelled rows', () => {
  it('writes label cells with a colon and drops the label of a period', () => {
    const rows = ['Position\tStock Controller', 'x\tEmployer\tMarrowby Freight', 'Period  04/2016 – 09/2019', 'Leading a team of four'];
    expect(labelRows(rows))
      .toEqual(['Position: Stock Controller', 'Employer: Marrowby Freight', '04/2016 – 09/2019', 'Leading a team of four']);
  });

  it('finds a label after an icon cell of any glyph (one above the first plane too), in capitals, qualified, or after a tab', () => {
    expect(labelRows(['\u{1F3E2}\tEMPLOYER\tMarrowby Freight', '\uE0B0\t\tPosition\tStock Controller', 'Main role\tTally Clerk']))
      .toEqual(['EMPLOYER: Marrowby Freight', 'Position: Stock Controller', 'Role: Tally Clerk']);
    // No label opens these lines: left as they are (a label word later in the line is none).
    expect(labelRows(['Stock Controller\tPosition', ' \tEmployer', 'Employers\tMarrowby Freight', 'x\t'])).toEqual(
      ['Stock Controller\tPosition', ' \tEmployer', 'Employers\tMarrowby Freight', 'x\t']);
  });

  it('reads labels set with one space only where the section prints two or more of them', () => {
    expect(labelRows(['Position Stock Controller', 'Company Marrowby Freight']))
      .toEqual(['Position: Stock Controller', 'Company: Marrowby Freight']);
    expect(labelRows(['Company Secretary', 'Marrowby Freight'])).toEqual(['Company Secretary', 'Marrowby Freight']);
    // One label on every line: names that start with a label word ("Empresa Norte"), not a form.
    expect(labelRows(['Empresa Norte', 'Empresa Sur'])).toEqual(['Empresa Norte', 'Empresa Sur']);
  });

  it('reads the school line of a study whose degree alone is labelled', () => {
    const education = readEducation(['2004-2006 Hochschule Wendelstadt, Ostmark', 'Abschluss: Diplom Chemie']);
    expect(education).toEqual([expect.objectContaining({ institution: 'Hochschule Wendelstadt', degree: 'Diplom Chemie', end: '2006' })]);
  });

  it('leaves a labelled line as it is, so reading twice changes nothing', () => {
    const once = labelRows(['Degree Title\tMaster of Arts', 'Institution\tUniversity of Harrowgate']);
    expect(labelRows(once)).toEqual(once);
  });

  it('reads a job form without colons', () => {
    const work = readWork([
      'Period 03/2015 – 08/2018', 'Position Warehouse Supervisor', 'Company Tolland Logistics', 'Location Brennick',
      '• Ran the night shift of twelve pickers and drivers',
    ]);
    expect(work).toEqual([expect.objectContaining({
      position: 'Warehouse Supervisor', employer: 'Tolland Logistics', location: 'Brennick', start: '2015-03', end: '2018-08',
    })]);
  });

  it('reads a study form in table cells', () => {
    const education = readEducation([
      'o\tField of Study\tMarine Ecology', 'Institution\tUniversity of Harrowgate - Dunmere, Westshire',
      'Degree\tMaster of Science – 2011/Sep to 2013/Jun',
    ]);
    expect(education).toEqual([expect.objectContaining({
      institution: 'University of Harrowgate', degree: 'Master of Science', area: 'Marine Ecology', end: '2013-06',
    })]);
  });
});

describe('a school line with its place in a cell', () => {
  it('takes town and region beside the school as the place, not as the degree', () => {
    expect(readEducation(['Kestrel Grammar School\tDunmere, Westshire', 'Natural Sciences\tGraduation: Jun 2015'])).toEqual([{
      institution: 'Kestrel Grammar School', degree: 'Natural Sciences', area: '', location: 'Dunmere, Westshire',
      start: '', end: '2015-06',
    }]);
  });
});

describe('rating lines', () => {
  it.each(['GPA: 3.7', 'Grade: 92 / 100', 'Note: 1,7'])('%s is a detail', (line) => {
    expect(isDetailLine(line)).toBe(true);
  });
  it('a labelled name is not', () => {
    expect(isDetailLine('Employer: Tolland Logistics')).toBe(false);
  });
});

describe('one school heading for several degrees', () => {
  it('gives the school printed once to each dated degree under it', () => {
    const education = readEducation([
      'Harrowgate Technical University\tDunmere',
      'Bachelor of Engineering\tSep 2014 – Jun 2018',
      'GPA: 3.4',
      'Preparatory Language Year\tSep 2013 – Jun 2014',
    ]);
    expect(education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Harrowgate Technical University', 'Bachelor of Engineering', '2018-06'],
      ['Harrowgate Technical University', 'Preparatory Language Year', '2014-06'],
    ]);
  });

  it('keeps a degree line printed alone above its own date under the school', () => {
    const education = readEducation([
      'Diploma in Surveying', 'Harrowgate Technical University', 'Dunmere, Canal Street 4', '30/06/2012',
      'Land Registry Technician', '30/06/2009',
    ]);
    expect(education.map((e) => [e.institution, e.end])).toEqual([
      ['Harrowgate Technical University', '2012-06'], ['Harrowgate Technical University', '2009-06'],
    ]);
  });

  it('does not lend the school of a degree-and-school line to the next study', () => {
    const education = readEducation([
      '2015-2018 Bachelor of Arts, Harrowgate University', '2013-2015 Kestrel Grammar',
    ]);
    expect(education.some((e) => e.institution === 'Harrowgate University' && e.degree !== 'Bachelor of Arts')).toBe(false);
  });

  it('does not lend the school to a dated bullet under a study', () => {
    const education = readEducation([
      'Harrowgate University', 'Bachelor of Science in Geology\tSep 2016 - May 2020', '• Tutor for Field Mapping (2018 - 2019)',
    ]);
    expect(education.map((e) => e.degree)).toEqual(['Bachelor of Science']);
  });

  it('does not read a degree under a shared school as a job', () => {
    const { work } = readWorkAndEducation([], [
      'Harrowgate Technical University', 'Dunmere', '30/06/2012', 'Systems Programmer', '30/06/2009',
    ]);
    expect(work).toEqual([]);
  });
});

describe('headings as scans and LaTeX PDFs print them', () => {
  it('knows a heading whose spaces text recognition lost', () => {
    expect(headingKindOf('Workexperience')).toBe('work');
    expect(headingKindOf('Esperienze dilavoro____')).toBe('work');
  });

  it('joins spacing accents to their letters', () => {
    expect(joinSpacingAccents('Educaci ´on')).toBe('Educación');
    expect(joinSpacingAccents('Ingenier´ıa en Inform´atica')).toBe('Ingeniería en Informática');
    expect(joinSpacingAccents('Biling ¨ue')).toBe('Bilingüe');
    expect(headingKindOf(joinSpacingAccents('Educaci ´on'))).toBe('education');
  });

  it('reads the section under such a heading', () => {
    const text = ['Ana Example', 'Formaci ´on', '2012 – 2016 Grado en Biolog ´ıa, Universidad de Valdemora'].join('\n');
    expect(extractSections(text).education).toEqual([expect.objectContaining({ institution: 'Universidad de Valdemora', end: '2016' })]);
  });
});

describe('rows of one template', () => {
  it('reads the name before the period as a place in every row where one row surely holds a place there', () => {
    const work = readWork([
      'Analista de datos en seguros Vellora\tMadrigal, Ene 2020 – Dic 2022', '• Modelos de riesgo',
      'Becario, Orvanta Labs\tMadrigal, Jun 2019 – Sep 2019',
    ]);
    expect(work.map((w) => [w.position, w.employer, w.location])).toEqual([
      ['Analista de datos en seguros', 'Vellora', 'Madrigal'], ['Becario', 'Orvanta Labs', 'Madrigal'],
    ]);
  });

  it('leaves the name before the period to the employer when no row holds a place', () => {
    const work = readWork(['Software Engineer\tExample Labs, 2019 – 2021', 'Data Engineer\tOrvanta, 2017 – 2019']);
    expect(work.map((w) => w.employer)).toEqual(['Example Labs', 'Orvanta']);
  });

  it('keeps a title capitalised word by word whole', () => {
    const work = readWork(['Head of Marketing Operations\tJan 2020 – Dec 2022', 'Northwind Traders']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Head of Marketing Operations', 'Northwind Traders']]);
  });
});

describe('a school named by its acronym', () => {
  it('reads a dated study at a hyphenated acronym', () => {
    expect(readEducation(['Land Surveying Exam', 'HTU-FE', '2004 – 2006\tDunmere']))
      .toEqual([expect.objectContaining({ institution: 'HTU-FE', degree: 'Land Surveying Exam', end: '2006' })]);
  });

  it('needs a date to do so', () => {
    expect(readEducation(['Land Surveying Exam', 'HTU-FE'])).toEqual([]);
  });
});

describe('a company form after a comma', () => {
  it.each([
    ['Comercial, Quintalva Transportes, Lda.', ['Comercial', 'Quintalva Transportes, Lda.']],
    ['Sales Manager, Oakridge Traders, Inc.', ['Sales Manager', 'Oakridge Traders, Inc.']],
    ['Developer, Nordwind Systemy, Sp. z o.o.', ['Developer', 'Nordwind Systemy, Sp. z o.o.']],
  ])('stays with the name before it: %s', (line, parts) => {
    expect(splitParts(line)).toEqual(parts);
  });

  it('a line of a title and a firm divides at its comma unless the firm names partners', () => {
    expect(splitParts('Kassierster, Velmond Handel B.V.')).toEqual(['Kassierster', 'Velmond Handel B.V.']);
    expect(splitParts('Whitlock, Barnes & Partners LLP')).toEqual(['Whitlock, Barnes & Partners LLP']);
    expect(splitParts('Kovach - Tamas Kft.')).toEqual(['Kovach - Tamas Kft.']);
  });

  it('a place after a comma is no company form', () => {
    expect(splitParts('Adviser, Example Co, Lisbon')).toEqual(['Adviser', 'Example Co', 'Lisbon']);
  });
});

describe('foundations and associations as employers', () => {
  it.each(['Brindlewood Foundation', 'Fondation Valmorel', 'Stiftung Lerchenfeld', 'Harwick Rowing Association'])('%s is an employer', (name) => {
    expect(readWork([`Participation in the summer programme, ${name}, 2019 – 2021`])[0]?.employer).toBe(name);
  });
});
