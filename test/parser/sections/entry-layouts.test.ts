// Entry classes of the seventh round: a start month set before a dash and its header, a degree in
// capitals glued to its school in ordinary case, one "EMPLOYER | TITLE" line above every period, a
// web address printed after a name, "Title at Employer" under a sub-heading, a header wrapped after a
// joining word onto its period's line, a period printed in the first bullet's row, and one study
// whose date was read out after it, a one-word title before a firm named after partners, and two
// headings side by side on one row (a sidebar's and the main column's). All names, employers, schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { findLoneStart } from '../../../src/parser/sections/periods.js';
import { splitParts } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { splitSections } from '../../../src/parser/sections/split.js';

describe('a start month before a dash', () => {
  it('reads the month, and a note in brackets beside it, as the start of the header after the dash', () => {
    const line = 'maj 2021 (projekt wstrzymany) — Analityk w Orzeł Soft - aplikacja mobilna';
    expect(findLoneStart(line)).toMatchObject({ start: '2021-05', end: '', index: 0, length: 'maj 2021 (projekt wstrzymany) — '.length });
    expect(readWork([
      'czerwiec 2022 - obecnie — Programista w Lipa Systems - sklepy internetowe',
      line,
    ])).toMatchObject([
      { position: 'Programista', employer: 'Lipa Systems', start: '2022-06' },
      { position: 'Analityk', employer: 'Orzeł Soft', start: '2021-05' },
    ]);
  });

  it('leaves a month before a dash and a lower-case sentence alone', () => {
    expect(findLoneStart('March 2020 – we moved the office')).toBeUndefined();
  });
});

describe('a degree in capitals glued to its school', () => {
  it('cuts where capitals end and the school name in ordinary case begins', () => {
    const [study] = readEducation([
      '01/10/2019 – 30/06/2022 Brennick, Westland',
      'MASTER OF ARTS IN GEOLOGY Marlow-Quist University, Rock Laboratory',
    ]);
    expect(study).toMatchObject({ institution: 'Marlow-Quist University', degree: 'MASTER OF ARTS', area: 'GEOLOGY', end: '2022-06' });
  });
});

describe('one header line above every period', () => {
  it('takes only the "EMPLOYER | TITLE" line, not the wrapped bullet or the sub-heading above it', () => {
    const work = readWork([
      'BRIGHTLINE | PAYROLL CLERK',
      'Jan 2020 - Present | Elmbury, ST',
      '• Rebuilt the billing pages of the web shop for the sales team, the help desk,',
      'The Warehouse Team and the Finance Office of Example Shops',
      'HOLLOWAY LABS | ACCOUNTING TRAINEE',
      'May 2018 – Aug 2018 | Brennick, ST',
      '• Cleaned the data.',
      'VOLUNTEERING',
      'ELMBURY ROBOTICS CLUB | ASSISTANT ENGINEER',
      'Jan 2016 – Jan 2017 | Elmbury, ST',
    ]);
    expect(work.map((w) => w.employer)).toEqual(['BRIGHTLINE', 'HOLLOWAY LABS', 'ELMBURY ROBOTICS CLUB']);
  });
});

describe('a web address after a name', () => {
  it('is no part of the title, and does not make the header a sentence', () => {
    expect(splitParts('Fiorda S.r.l., Contabile Junior. fiorda.example 2')).toEqual(['Fiorda S.r.l.', 'Contabile Junior']);
    const work = readWork([
      'Fiorda S.r.l., Contabile Junior. fiorda.example 2\tBrennick, Westland\t01/03/2024 – 30/06/2024',
      '• Controllo delle fatture.',
      'Lumetto, Sviluppatore. lumetto.example 2.\tBrennick, Westland',
      '• Cassa e scaffali del negozio\t03/06/2019 – 05/07/2020',
      '• Ho riordinato il magazzino.',
    ]);
    expect(work).toMatchObject([
      { position: 'Contabile Junior', employer: 'Fiorda S.r.l.', start: '2024-03' },
      { position: 'Sviluppatore', employer: 'Lumetto', start: '2019-06', end: '2020-07' },
    ]);
  });
});

describe('"Title at Employer"', () => {
  it('names the employer after "at" (or its word in the CV language), whatever sub-heading stands above', () => {
    const work = readWork([
      'Bijbanen',
      '– herfst 2017: boekhouder bij Veldhoek Data Brennick: bouw van een rapportagetool',
      'Weekendwerk',
      '– 2014-2016: Verkoper bij Bakkerij Example, Elmbury',
    ]);
    expect(work).toMatchObject([
      { position: 'boekhouder', employer: 'Veldhoek Data Brennick', start: '2017' },
      { position: 'Verkoper', employer: 'Bakkerij Example', location: 'Elmbury', start: '2014' },
    ]);
  });
});

describe('a header wrapped after a joining word', () => {
  it('joins it to its period line', () => {
    const work = readWork([
      'ASSISTANT SURVEYOR – EXAMPLE COLLEGE FOR SOIL STUDIES AND',
      'WATER MANAGEMENT – 01/02/2019 – Current – ELMBURY, WESTLAND',
      'Soil sampling, spectroscopy',
    ]);
    expect(work).toMatchObject([{
      position: 'ASSISTANT SURVEYOR', employer: 'EXAMPLE COLLEGE FOR SOIL STUDIES AND WATER MANAGEMENT', start: '2019-02',
    }]);
  });
});

describe('one study and a date read out after it', () => {
  it('pairs the study (and the school line above it) with the one period left in the column', () => {
    const education = readEducation([
      'Westland Polytechnic',
      'B.S. in Ship Design',
      '• Sang in the choir of the year group.',
      'Elmbury, Westland',
      'Brennick, Westland',
      'Sep. 2009 Jun. 2013',
    ]);
    expect(education).toMatchObject([{ institution: 'Westland Polytechnic', end: '2013-06' }]);
  });
});

describe('a one-word title before a firm named after partners', () => {
  it('is the title when the entry has none elsewhere', () => {
    expect(readWork(['Gerente, Pinhal Tecnologia S.A.\t2021 – 2024', 'Caixeira, Almeida & Irmãos, Lda.\t2018 – 2021'])).toMatchObject([
      { position: 'Gerente', employer: 'Pinhal Tecnologia S.A.' },
      { position: 'Caixeira', employer: 'Almeida & Irmãos, Lda.', start: '2018' },
    ]);
  });

  it('stays part of the firm when the title stands on a line of its own', () => {
    expect(readWork(['Senior Associate', 'Whitlock, Barnes & Partners LLP\t2019 – 2023'])).toMatchObject([
      { position: 'Senior Associate', employer: 'Whitlock, Barnes & Partners LLP' },
    ]);
  });
});

describe('two headings side by side', () => {
  it('opens the work section when a sidebar heading shares its row', () => {
    const sections = splitSections(['Ana Example', 'Skills\tWork Experience', '03/2019 – today\tExample Werkzeuge GmbH, Analyst\t• Excel']);
    expect(sections.map((s) => s.kind)).toEqual(['other', 'work']);
    expect(splitSections(['Berufserfahrung:\tKenntnisse:', 'x']).map((s) => s.kind)).toEqual(['work']);
  });

  it('leaves a row of a heading and a sentence alone', () => {
    expect(splitSections(['Work Experience\tI like to work with people'])).toEqual([
      { kind: 'other', heading: '', lines: ['Work Experience\tI like to work with people'] },
    ]);
  });

  it('opens education on a heading cell beside a year', () => {
    expect(splitSections(['Education\t2017', 'BSc Economics', 'Example University'])).toMatchObject([
      { kind: 'education', lines: ['2017', 'BSc Economics', 'Example University'] },
    ]);
  });
});

describe('the order of degree and school learnt from known schools', () => {
  it('reads "degree, school" for a school without a school word when the known schools print the degree first', () => {
    const education = readEducation([
      '2016-2020: Geschiedenis, Academie Brennick',
      '2010-2016: Toegepaste Biologie, VTI Elmbeke',
    ]);
    expect(education).toMatchObject([
      { institution: 'Academie Brennick', degree: 'Geschiedenis', end: '2020' },
      { institution: 'VTI Elmbeke', degree: 'Toegepaste Biologie', end: '2016' },
    ]);
  });
});
