// Work and education entries lost or mangled in the text of their sections: headings with a
// qualifier or written as one compound word, company abbreviations read as sentence ends, rows of
// cells, a period between title and employer, a title line cut at its dashes, jobs printed under
// the education heading and studies under the work heading, whole degree-and-school lines in an
// undated education list, "en"/"w" inside titles. All names, employers, schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { headingKindOf } from '../../../src/parser/sections/vocabulary.js';
import { isCompany } from '../../../src/parser/sections/roles.js';
import { groupEntries, isDetailLine, ownHeader, splitParts } from '../../../src/parser/sections/entries.js';
import { findPeriod } from '../../../src/parser/sections/periods.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('qualified and compound headings', () => {
  it.each([
    ['KORÁBBI SZAKMAI TAPASZTALAT', 'work'], ['Previous Work Experience', 'work'], ['Additional Experience', 'work'],
    ['Weitere Berufserfahrung', 'work'], ['Further Education', 'education'], ['Praxiserfahrungen', 'work'],
    ['Studentenervaringen', 'work'], ['MUNKA TAPASZTALAT', 'work'],
    // A form's heading that says details follow.
    ['Education information:', 'education'], ['Work Experience Details', 'work'], ['Employment details', 'work'], ['Opleiding gegevens', 'education'],
  ])('%s → %s', (line, kind) => {
    expect(headingKindOf(line)).toBe(kind);
  });

  it.each(['Northwind Education', 'Quillfield Higher Education', 'Sales Experience Lead', 'Previous Experience 2019',
    'Harbour Experience', 'Education Data Analyst', 'Career summary'])(
    '%s is no heading', (line) => {
      expect(headingKindOf(line)).toBeUndefined();
    },
  );
});

describe('header lines that look like sentences', () => {
  it.each(['Systems Analyst Junior 2, Dovrane Trading S.A.', 'Account Manager, Pellmoor Holdings Inc.'])(
    'a company abbreviation does not end a sentence: %s', (line) => {
      expect(isDetailLine(line)).toBe(false);
    },
  );

  it('a row with a short date or place cell is judged by its first cell', () => {
    expect(isDetailLine('Brackwater University, Elmsford, NV\tExpected Graduation: June 2016')).toBe(false);
    expect(isDetailLine('Nov 2023\tDeveloped packages for several open-source tools used by the platform team every day')).toBe(true);
  });

  it('a sentence still ends at its dot', () => {
    expect(isDetailLine('Prepared the monthly reports for the board.')).toBe(true);
  });
});

describe('ownHeader', () => {
  it('divides the text before and after a period into two header lines', () => {
    const line = 'Director – Hybrid Cloud Platforms March 2019 – July 2021 Larkspur Media – Fenwick, CA';
    expect(ownHeader(line, findPeriod(line)!))
      .toEqual({ texts: ['Director – Hybrid Cloud Platforms', 'Larkspur Media – Fenwick, CA'], place: '' });
  });

  it('takes the place from the period cell when the row names title and employer already', () => {
    const line = 'Data Engineer, Corvane Labs\tTrellick, Mar 2020 – Present';
    expect(ownHeader(line, findPeriod(line)!)).toEqual({ texts: ['Data Engineer, Corvane Labs'], place: 'Trellick' });
  });

  it('leaves a name in the period cell to the header when it may be the employer', () => {
    const line = 'Data Engineer\tCorvane Labs, Mar 2020 – Present';
    expect(ownHeader(line, findPeriod(line)!).place).toBe('');
  });
});

describe('readWork', () => {
  it('finds the entry whose employer ends with an abbreviation dot', () => {
    const work = readWork([
      'Desde 01/09/2013 a 24/03/2017', 'Analista de Redes Junior 2, Dovrane Trading S.A.',
      'Desarrollo de aplicaciones web y móviles para clientes del sector financiero y logístico.',
    ]);
    expect(work).toMatchObject([
      { position: 'Analista de Redes Junior 2', employer: 'Dovrane Trading S.A.', start: '2013-09', end: '2017-03' },
    ]);
  });

  it('keeps a title line cut at a dash whole when the employer stands on the next line', () => {
    const work = readWork([
      'Director – Fleet Logistics November 2010 – May 2012', 'Ashgrove Pictures – Fenwick, CA',
      'Provided leadership for the corporate infrastructure, network security and the service desk team.',
    ]);
    expect(work).toMatchObject([
      { position: 'Director – Fleet Logistics', employer: 'Ashgrove Pictures', start: '2010-11', end: '2012-05' },
    ]);
  });

  it('keeps a title with commas whole over its employer line', () => {
    const work = readWork([
      'Clerk, senior officer, head of unit', 'Brindle County Council', '2005 – 2009',
      '• Drafted the local regulations.',
    ]);
    expect(work[0]).toMatchObject({ position: 'Clerk, senior officer, head of unit', employer: 'Brindle County Council' });
  });

  it('reads title before the period and employer after it', () => {
    const work = readWork([
      'IT Director, Associate – Cloud Automation March 2015 – July 2016 Pellmoor Studios – Fenwick, CA',
      'Designed a private cloud service for internal clients across three datacenters and two regions.',
    ]);
    expect(work[0])
      .toMatchObject({ position: 'IT Director, Associate – Cloud Automation', employer: 'Pellmoor Studios', start: '2015-03' });
  });

  it('a Spanish "Ene" month starts the period in January', () => {
    expect(findPeriod('Ene 2025 – Dic 2025')).toMatchObject({ start: '2025-01', end: '2025-12' });
  });
});

describe('splitParts', () => {
  it('does not cut a title at "en" when the line has other parts', () => {
    expect(splitParts('Stagiaire en veille en énergie, Corvane Digital Lab, Trellick'))
      .toEqual(['Stagiaire en veille en énergie', 'Corvane Digital Lab', 'Trellick']);
  });

  it('still divides title and employer at "w" or "en" when the rest names no employer', () => {
    expect(splitParts('Senior Software Engineer w Quillsoft - projekty dla klientów'))
      .toEqual(['Senior Software Engineer', 'Quillsoft', 'projekty dla klientów']);
    expect(splitParts('Desarrollador en Brumaria')).toEqual(['Desarrollador', 'Brumaria']);
  });
});

describe('readWorkAndEducation', () => {
  it('moves a job printed under the education heading to the work history', () => {
    const { work, education } = readWorkAndEducation(['Backend developer\tSep 15 - NOW', 'Corvane Labs'], [
      '2009 - 2011', 'M. Sc. Geophysics', 'Brackwater University', 'Thesis on numerical time series analysis.',
      'Systems Analyst\tMar 14 - Jan 15', 'Quality and Compliance',
      '• Designed the deployment automation.',
    ]);
    expect(work.map((w) => w.position)).toEqual(['Backend developer', 'Systems Analyst']);
    expect(work[1]).toMatchObject({ employer: 'Quality and Compliance', start: '2014-03', end: '2015-01' });
    expect(education).toMatchObject([{ institution: 'Brackwater University', end: '2011' }]);
  });

  it('moves a degree at a school printed among the jobs to education', () => {
    const { work, education } = readWorkAndEducation([
      '2018 – 2021 Software Engineer, Corvane Labs', '2014 – 2018 BSc Computer Science, Brackwater University',
    ], []);
    expect(work.map((w) => w.employer)).toEqual(['Corvane Labs']);
    expect(education).toMatchObject([{ institution: 'Brackwater University', end: '2018' }]);
  });

  it('leaves a degree line without a school under education when the school follows', () => {
    const education = readEducation(['Grado: Ingeniería agrícola\tTrellick, Sep 2021 – Jun 2025', 'Universidad de Brumaria']);
    expect(education).toMatchObject([{ institution: 'Universidad de Brumaria', end: '2025-06' }]);
  });
});

describe('undated education', () => {
  it('reads each whole degree-and-school line as its own entry', () => {
    const education = readEducation(['M.S. Applied Statistics | Brackwater University | 2020', 'B.S. Geology | Elmsford College | 2018']);
    expect(education).toMatchObject([
      { institution: 'Brackwater University', degree: 'M.S. Applied Statistics', end: '2020' },
      { institution: 'Elmsford College', degree: 'B.S. Geology', end: '2018' },
    ]);
  });
});

describe('extractSections', () => {
  it('reads the jobs under a qualified work heading', () => {
    const text = [
      'WORK EXPERIENCE', 'Analyst, Corvane Labs', '2020 – 2022', 'EDUCATION', '2014 – 2018 BSc Economics, Brackwater University',
      'PREVIOUS WORK EXPERIENCE', 'Clerk', 'Pellmoor Holdings Ltd.', '2012 – 2014',
    ].join('\n');
    expect(extractSections(text).work.map((w) => w.employer)).toEqual(['Corvane Labs', 'Pellmoor Holdings Ltd.']);
  });
});

describe('education headers', () => {
  it('a long degree-and-school line divided by a dash is a header, not a sentence', () => {
    const line = 'Bachelor of Science in Marine Biology – Quillfield College of Ocean Sciences and Technology';
    expect(isDetailLine(line)).toBe(false);
    expect(readEducation([line])).toMatchObject([{ institution: 'Quillfield College of Ocean Sciences and Technology' }]);
  });

  it('a degree written in lower case under its school is not taken for a sentence', () => {
    expect(isDetailLine("Bachelor's in harbour logistics planning")).toBe(false);
    expect(readEducation(['Brackwater Technical University', "Bachelor's in harbour logistics planning"]))
      .toMatchObject([{ institution: 'Brackwater Technical University', degree: "Bachelor's" }]);
  });

  it('reads dotted and abbreviated degrees', () => {
    expect(readEducation(['M.S. Applied Statistics | QTU | 2020']))
      .toMatchObject([{ institution: 'QTU', degree: 'M.S. Applied Statistics', end: '2020' }]);
    expect(readEducation(['2001 – 2005 Brackwater University, Trellick', 'Studium der Chemie']))
      .toMatchObject([{ institution: 'Brackwater University', degree: 'Studium der Chemie', location: 'Trellick', end: '2005' }]);
  });

  it('cuts the school off the field written after the degree and a dash', () => {
    const education = readEducation(['2007 – 2010 Degree in Applied Sciences – Optics and Photonics Instituto Superior de Quillfield']);
    expect(education).toMatchObject([{ institution: 'Instituto Superior de Quillfield', degree: 'Degree', end: '2010' }]);
  });
});

describe('jobs read out into the certificates section', () => {
  it('takes a job from the certificates lines and leaves a certified title there', () => {
    const { work } = readWorkAndEducation(['Backend developer\tSep 15 - NOW', 'Corvane Labs'], [], [
      'Certified Cloud Developer – Example Cloud Academy 2019 – 2022',
      'Systems Analyst\tOct 12 - Sep 13', 'Harbour Travel Group', 'Responsible for the migration of the booking tools.',
    ]);
    expect(work.map((w) => `${w.position} @ ${w.employer}`))
      .toEqual(['Backend developer @ Corvane Labs', 'Systems Analyst @ Harbour Travel Group']);
  });
});

describe('education beside its heading, dated by a lone day', () => {
  it('an education heading glued to the first degree opens the section', () => {
    const sections = extractSections([
      'WORK HISTORY', '2019 – 2021 Analyst, Corvane Labs', 'Education BSc Economics', 'Brackwater University', '14/06/2015',
    ].join('\n'));
    expect(sections.work).toHaveLength(1);
    expect(sections.education).toMatchObject([{ institution: 'Brackwater University', end: '2015-06' }]);
  });

  it('a heading word before ordinary text is left alone', () => {
    const sections = extractSections(['WORK HISTORY', 'Education Consultant', 'Corvane Labs', '2019 – 2021'].join('\n'));
    expect(sections.work).toMatchObject([{ position: 'Education Consultant', employer: 'Corvane Labs' }]);
  });
});

describe('an employer written in lower case', () => {
  it('is the header line right above its period', () => {
    const work = readWork([
      'Corvane Labs', 'May 2014 - Feb 2016 Developer (Retail) Example Shop', 'Maintained the customer portal for the claims team.',
      'quillsoft', 'March 2016 - Present Full Stack Engineer (Public Sector) Example Ministry of Justice',
      'Front-end: JQuery, Bootstrap, Sass, Webpack',
    ]);
    expect(work[1]).toMatchObject({ position: 'Full Stack Engineer', employer: 'quillsoft', start: '2016-03' });
  });

  it('is not taken from the wrapped tail of a long detail line', () => {
    const work = readWork([
      'Analyst, Corvane Labs', '2016 – 2018', 'Developed the reporting tools used by the finance department and by the',
      'sales team', 'Engineer, Pellmoor Ltd', '2018 – 2020',
    ]);
    expect(work.map((w) => w.employer)).toEqual(['Corvane Labs', 'Pellmoor Ltd']);
  });
});

describe('a title, a colon and the employer', () => {
  it('divides at the colon after a title', () => {
    expect(splitParts('Summer intern: Corvane Labs')).toEqual(['Summer intern', 'Corvane Labs']);
  });

  it.each(['Position: Analyst', 'Tools: Java, Python', 'Fortbildung: Datenbanken Entwickler'])('leaves a label alone: %s', (text) => {
    expect(splitParts(text).some((p) => p === 'Analyst' || p === 'Datenbanken Entwickler')).toBe(false);
  });
});

describe('a short duty sentence under a job', () => {
  it('is a detail, not the employer', () => {
    expect(isDetailLine('Prepared monthly reports.')).toBe(true);
    expect(isDetailLine('Mulberry & Sons B.V.')).toBe(false);
    const work = readWork([
      '2019 – 2021 Accountant', 'Prepared monthly reports.', 'Quillby Trading Ltd.', '2016 – 2019 Clerk, Orvent Group',
    ]);
    expect(work[0]).toMatchObject({ position: 'Accountant', employer: '' });
  });
});

describe('firm names', () => {
  it.each(['Brouwersma Logistiek B.V.', 'Robledal Consultores S.L.', 'Sobralinho & Filhos, Lda.', 'Jarzyna i Wspólnicy Sp. j.',
    'Ferrandina & Figli S.n.c.', 'Whitlock & Partners', 'Müller und Partner'])('%s has a company form', (name) => {
    expect(isCompany(name)).toBe(true);
  });

  it.each(['Sales and Partner Manager', 'Co-founder & Platform Engineer', 'R&D Engineer'])('%s is no company', (name) => {
    expect(isCompany(name)).toBe(false);
  });

  it('keeps a firm named after people whole across its comma or dash', () => {
    expect(splitParts('Associate, Whitlock, Barnes and Partners, Dover')).toEqual(['Associate', 'Whitlock, Barnes and Partners', 'Dover']);
    expect(splitParts('Accountant – Kovach - Tamas Kft.')).toEqual(['Accountant', 'Kovach - Tamas Kft.']);
    expect(splitParts('Engineer, Orvent GmbH')).toEqual(['Engineer', 'Orvent GmbH']);
  });
});

describe('three short header lines below a bare period', () => {
  const stacked = [
    'Apr 2020 – Present', 'Dunwold Lanterns Ltd', 'Harrowby', 'Wick Trimmer', '• Trimmed the wicks of every lamp',
    'Jan 2017 – Mar 2020', 'Pellow & Strand Ltd', 'Cobbleford', 'Salt Raker', '• Raked the pans every tide',
  ];

  it('takes all three lines into the header when every entry prints them so', () => {
    expect(groupEntries(stacked).map((e) => e.parts)).toEqual([
      ['Dunwold Lanterns Ltd', 'Harrowby', 'Wick Trimmer'], ['Pellow & Strand Ltd', 'Cobbleford', 'Salt Raker'],
    ]);
  });

  it('keeps two header lines when one entry prints only two before its details', () => {
    const [first] = groupEntries([...stacked.slice(0, 3), ...stacked.slice(4)]);
    expect(first!.parts).toEqual(['Dunwold Lanterns Ltd', 'Harrowby']);
  });

  it('keeps two when no entry prints a detail: the third short line may be its only description', () => {
    const plain = ['Apr 2020 – Present', 'Dunwold Lanterns Ltd', 'Wick Trimmer', 'Lamps for the harbour',
      'Jan 2017 – Mar 2020', 'Pellow & Strand Ltd', 'Salt Raker', 'Pans of the east shore'];
    expect(groupEntries(plain).map((e) => e.parts.length)).toEqual([2, 2]);
  });
});

describe('a place in a cell of its own before the period (templates that set place and period flush right)', () => {
  it('reads a known place or a town with its country or US state as the place, not the title', () => {
    const line = 'Brackenfold Haulage Ltd\tHamburg, Germany\tJun 2020 – Present';
    expect(ownHeader(line, findPeriod(line)!)).toEqual({ texts: ['Brackenfold Haulage Ltd'], place: 'Hamburg, Germany' });
  });

  it('reads a town-shaped cell as the place where the rows print the title on a short line under each', () => {
    const rows = ['Brackenfold Haulage Ltd\tElmbury\tJun 2020 – Present', 'Hedgewright', '• Planned the winter routes',
      'Vellowmere Cidery\tWrenford, OR\t2017 – 2020', 'Orchard Keeper', '• Kept the pressing logs'];
    expect(groupEntries(rows).map((e) => [e.parts, e.place])).toEqual([
      [['Brackenfold Haulage Ltd', 'Hedgewright'], 'Elmbury'], [['Vellowmere Cidery', 'Orchard Keeper'], 'Wrenford, OR']]);
    expect(readWork(rows).map((w) => [w.employer, w.position])).toEqual([
      ['Brackenfold Haulage Ltd', 'Hedgewright'], ['Vellowmere Cidery', 'Orchard Keeper']]);
  });

  it('keeps an unknown title in that cell where the entries\' details follow the row', () => {
    const rows = ['Brackenfold Haulage Ltd\tHedgewright\tJun 2020 – Present', '• Planned the winter routes',
      'Vellowmere Cidery\tGlazier\t2017 – 2020', '• Fitted the shop windows'];
    expect(groupEntries(rows).map((e) => [e.parts, e.place])).toEqual([
      [['Brackenfold Haulage Ltd', 'Hedgewright'], undefined], [['Vellowmere Cidery', 'Glazier'], undefined]]);
  });
});

describe('a row of four cells with the place among them', () => {
  it('leaves the place to the parts of the row: the study keeps its field and its place', () => {
    const line = 'PhD\tHarrowgate University, Orchard Science\tElmbury, OR\tSept 2018 – May 2023';
    expect(ownHeader(line, findPeriod(line)!).place).toBe('');
  });
});
