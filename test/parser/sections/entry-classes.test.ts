// Entry classes of the fourth round: month dates with "de" (Portuguese, Spanish), a dash glued to
// an open start ("2019- Title"), a year with the stay's length in brackets, a Romanian font that
// draws ș and ț as a letter and a comma, a faculty named beside its university, "Student" as a
// status rather than a degree, "School in Town, Country", schools listed one a line, icon glyphs
// read as letters or brackets, labelled form rows around a dated employer row, and a start date
// inside a sentence. All names, employers, schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { findPeriod } from '../../../src/parser/sections/periods.js';
import { isPageFurniture, splitParts } from '../../../src/parser/sections/entries.js';
import { headingKindOf } from '../../../src/parser/sections/vocabulary.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { extractSections } from '../../../src/parser/sections/index.js';

describe('date forms', () => {
  it.each([
    ['Empresa: Alfa Redes (abril de 2015 – setembro de 2017)', '2015-04', '2017-09'],
    ['marzo del 2012 - julio de 2014', '2012-03', '2014-07'],
    ['fevereiro de2009 - outubro de 2011', '2009-02', '2011-10'],
  ])('reads "month de year" in %s', (text, start, end) => {
    expect(findPeriod(text)).toMatchObject({ start, end, current: false });
  });

  it('reads a dash glued to a year at the start of a line as an open period', () => {
    expect(findPeriod('2019- Lead Designer')).toMatchObject({ start: '2019', end: '', current: true, index: 0 });
    // Hyphens inside the header after the dash are the header's; a long dash after the year is a range's, no glued dash.
    expect(findPeriod('2019- Co-Lead Designer')).toMatchObject({ start: '2019', end: '', current: true, index: 0 });
    expect(findPeriod('2019 – x- Lead Designer')).toBeUndefined();
    // A run of years with no dash is no period: found in one pass (it was tried from every year, 2 s for 10,000).
    expect(findPeriod('2019 '.repeat(10_000))).toBeUndefined();
  });

  it('leaves a lone year with a spaced dash and a text alone (a graduation year and its degree)', () => {
    expect(findPeriod('2016 – Upper Secondary Diploma')).toBeUndefined();
    expect(findPeriod('2019-03 Example')).toBeUndefined();
  });

  it('reads a year with the length of the stay in brackets as its start', () => {
    expect(findPeriod('Brightquill Labs\t2022 (6 months)')).toMatchObject({ start: '2022', end: '', current: false });
    expect(findPeriod('Worked there 3 years (2 years) in all')).toBeUndefined();
  });
});

describe('headings', () => {
  it.each(['Educational Background', 'EDUCATION BACKGROUND', 'Educational history'])('%s opens education', (heading) => {
    expect(headingKindOf(heading)).toBe('education');
  });

  it('knows a Romanian heading whose ț is drawn as "t,"', () => {
    expect(headingKindOf('Educat,ie')).toBe('education');
  });
});

describe('Romanian letters drawn as a letter and a comma', () => {
  const cv = [
    'Ana Exemplu', 'Educat,ie',
    '2012–prezent\tStudent, Universitatea Exemplu din Oras,ul Nou, Facultatea de Fizică s,i Chimie, Oras,ul Nou.',
    '2008–2012\tMaster în Fizică, Colegiul Nat,ional “Ion Exemplu”, Oras,ul Nou.',
  ];

  it('puts ș and ț back where the text writes "s,i" (and) as a word', () => {
    const { education } = extractSections(cv.join('\n'));
    expect(education.map((e) => e.institution)).toEqual(['Universitatea Exemplu din Orașul Nou', 'Colegiul Național “Ion Exemplu”']);
    expect(education[1]).toMatchObject({ degree: 'Master în Fizică', end: '2012' });
  });

  it('leaves glued commas alone in a text without that word', () => {
    const { work } = extractSections(['Experience', '2019 – 2021 Engineer, Example Labs GmbH', 'Wrote docs,tests and tools'].join('\n'));
    expect(work).toHaveLength(1);
    expect(extractSections('Skills\nWrote docs,tests').work).toEqual([]);
  });
});

describe('schools', () => {
  it('takes the university, not its faculty, as the school', () => {
    const [study] = readEducation([
      '2008 – 2010\tMaster’s degree in Applied Examples', 'Faculty of Examples, Example University', '• thesis on invented things',
    ]);
    expect(study).toMatchObject({ institution: 'Example University', degree: 'Master’s degree', area: 'Applied Examples', end: '2010' });
  });

  it('never reads "Student" as a degree', () => {
    const [study] = readEducation(['2012–2016\tStudent, Example Polytechnic University, Oakhollow']);
    expect(study).toMatchObject({ institution: 'Example Polytechnic University', degree: '' });
  });

  it('cuts "School in Town" before a country into the school and its place', () => {
    const studies = readEducation([
      '2010-2015\tStudent – Example Academy in Elmbury, USA', 'Studying the field of invented music',
      '2001 - 2010\tStudent – Example-Lyceum in Oakhollow, Germany',
    ]);
    expect(studies.map((s) => [s.institution, s.location])).toEqual([
      ['Example Academy', 'Elmbury, USA'], ['Example-Lyceum', 'Oakhollow, Germany'],
    ]);
  });

  it('reads schools listed one a line as one entry each, the dates on their own line only', () => {
    const studies = readEducation(['Example Primary School', 'Example Technical School', 'Example College Sep 2011 - Jun 2015']);
    expect(studies.map((s) => [s.institution, s.start, s.end])).toEqual([
      ['Example Primary School', '', ''], ['Example Technical School', '', ''], ['Example College', '2011-09', '2015-06'],
    ]);
  });

  it('keeps a faculty line under its university in one entry', () => {
    const studies = readEducation(['Example University', 'Faculty of Invented Studies', '2010 – 2014']);
    expect(studies).toHaveLength(1);
  });

  it('knows the Hungarian abbreviation "isk." of a school', () => {
    const studies = readEducation(['Példa Géza ált. isk.', 'Minta technikum', 'Példa gimnázium 2011 - 2015']);
    expect(studies.map((s) => s.institution)).toEqual(['Példa Géza ált. isk.', 'Minta technikum', 'Példa gimnázium']);
  });
});

describe('icon glyphs', () => {
  it('drops a lone consonant glyph before a name and divides at a lone bracket before its town', () => {
    expect(splitParts('l Brightquill Solutions ( Elmbury')).toEqual(['Brightquill Solutions', 'Elmbury']);
  });

  it('keeps one-letter words that start a line in some languages, and brackets that close', () => {
    expect(splitParts('y Asociados Ejemplo')).toEqual(['y Asociados Ejemplo']);
    expect(splitParts('Example Labs (Elmbury)')).toEqual(['Example Labs (Elmbury)']);
  });

  it('reads the entries of a CV whose icons became letters and brackets', () => {
    const { work, education } = extractSections([
      'Professional Experience', 'Junior Tinkerer Intern', 'l Brightquill Solutions ( Elmbury\t2022 (6 months)',
      '∗ Built things for clients and improved them a lot over time',
      'Educational Background', 'BSc in Invented Studies\t2019 - 2022', ' University of Example Studies ( Elmbury',
    ].join('\n'));
    expect(work).toEqual([
      expect.objectContaining({ position: 'Junior Tinkerer Intern', employer: 'Brightquill Solutions', start: '2022', end: '' }),
    ]);
    expect(education).toEqual([expect.objectContaining({ institution: 'University of Example Studies', degree: 'BSc', end: '2022' })]);
  });
});

describe('form rows around a dated employer row', () => {
  it('takes the labelled rows of each entry, not the details of the entry above', () => {
    const work = readWork([
      'Empresa: Exemplo Sistemas', 'Empresa: Alfa Redes (abril de 2015 – setembro de 2017)', 'Função: Técnico de Redes',
      'Atividades:', 'Configuração de servidores', 'Manutenção de impressoras em 2014',
      'Empresa: Beta Dados (março de 2012 - julho 2014)', 'Função: Analista de Suporte', 'Atividades:', 'Atendimento ao cliente',
    ]);
    expect(work.map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['Alfa Redes', 'Técnico de Redes', '2015-04', '2017-09'], ['Beta Dados', 'Analista de Suporte', '2012-03', '2014-07'],
    ]);
  });
});

describe('a start date inside a sentence', () => {
  it('dates no entry', () => {
    const work = readWork([
      'Desde 01/07/2018 hasta hoy', 'Analista de Datos Ficticios, Ejemplo Datos S.A., Villanueva',
      'Desarrollo del sistema de documentos internos y externos para la empresa, en producción desde marzo del 2018.',
    ]);
    expect(work).toEqual([expect.objectContaining({ position: 'Analista de Datos Ficticios', employer: 'Ejemplo Datos S.A.', start: '2018-07' })]);
  });
});

describe('more date and month forms', () => {
  it('reads a month name and a year divided by a slash', () => {
    expect(findPeriod('Março/2016 – Outubro/2018')).toMatchObject({ start: '2016-03', end: '2018-10' });
    expect(findPeriod('Fevereiro/2021 – Presente')).toMatchObject({ start: '2021-02', current: true });
  });

  it('cuts an open period whose glued dash ends its text, to join its end on the next line', () => {
    const work = readWork(['Mar. 2021— Backend developer, Example Labs GmbH, Elmbury', 'Present', '• Kept the invented service up']);
    expect(work).toEqual([expect.objectContaining({ start: '2021-03', current: true })]);
  });

  it('never takes a month left beside a date as an employer, a title or a degree', () => {
    expect(splitParts('February 10 | Example Labs')).toEqual(['Example Labs']);
    expect(splitParts('Dec | Elmbury')).toEqual(['Elmbury']);
    expect(splitParts('Mayfield Example Corp')).toEqual(['Mayfield Example Corp']);
  });
});

describe('undated schools with a year-and-place line under each', () => {
  it('gives each school the year line below its degree, not the one of the school above', () => {
    const studies = readEducation([
      'EXAMPLE UNIVERSITY', 'MENG IN ROBOTICS', 'Dec 2014 | Elmbury, ST',
      'EXAMPLE UNIVERSITY', 'BS IN ROBOTICS', 'May 2012 | Elmbury, ST',
    ]);
    expect(studies.map((s) => [s.degree, s.area, s.end, s.location])).toEqual([
      ['MENG', 'ROBOTICS', '2014', 'Elmbury, ST'], ['BS', 'ROBOTICS', '2012', 'Elmbury, ST'],
    ]);
  });
});

describe('a degree that names a school word, and a school by its acronym and quoted name', () => {
  it('takes the part that is no degree as the school', () => {
    const [study] = readEducation([
      'Diploma di scuola superiore in indirizzo Esempio, ITT “A. Esempio”, Villanova, Italia\t15/09/2010 – 01/07/2015',
    ]);
    expect(study).toMatchObject({ institution: 'ITT “A. Esempio”', degree: 'Diploma di scuola superiore', end: '2015-07' });
  });
});

describe('bullet glyphs', () => {
  it('reads a line opened by "∗" or "◦" as a detail, never as an employer', () => {
    const work = readWork([
      'Support Assistant', 'Quillcare Solutions, Elmbury\t2020 - 2021', '∗ Provided technical support to invented users',
      'Web Developer', 'Brightquill Agency, Elmbury\t2018 - 2020', '◦ Maintained several invented websites',
    ]);
    expect(work.map((w) => w.employer)).toEqual(['Quillcare Solutions', 'Brightquill Agency']);
  });
});

describe('page furniture and glyph characters between the entries', () => {
  it('knows a page footer', () => {
    expect(isPageFurniture('Mira Example - Page 2 of 3')).toBe(true);
    expect(isPageFurniture('March 3, 2026\tMira Example · Résumé\t1')).toBe(true);
    expect(isPageFurniture('Example Labs\tElmbury')).toBe(false);
    expect(isPageFurniture('Page Designer, Example Print 2019 – 2021')).toBe(false);
  });

  it('does not take a footer read out above a job as its employer', () => {
    const work = readWork([
      'Example Bazaar Inc.\tElmbury', 'Platform Custodian Engineer\tFeb. 2021 Mar. 2021',
      'March 3, 2026\tMira Example · Résumé\t1', 'Quorvend\tElmbury', 'Director of Tinkering\tJun. 2018 Jan. 2021',
    ]);
    expect(work.map((w) => w.employer)).toEqual(['Example Bazaar Inc.', 'Quorvend']);
  });

  it('drops a control or private-use character that an icon left before a name', () => {
    expect(splitParts('\u009b Elmbury Polytechnic ( Elmbury')).toEqual(['Elmbury Polytechnic', 'Elmbury']);
    expect(splitParts('\ue001 Example Labs')).toEqual(['Example Labs']);
  });
});

describe('a bare year in the last cell of a study row', () => {
  it('ends that study when other studies of the section have periods', () => {
    const studies = readEducation([
      'BSc in Marine Examples\t2019 - 2022', 'University of Example Studies, Elmbury',
      'Upper Secondary Diploma\t2016', 'Harbourside School, Elmbury',
    ]);
    expect(studies.map((s) => [s.institution, s.degree, s.end])).toEqual([
      ['University of Example Studies', 'BSc', '2022'], ['Harbourside School', 'Upper Secondary Diploma', '2016'],
    ]);
  });

  it('is no period in a work section', () => {
    expect(readWork(['Example Labs GmbH, Engineer\t2019 - 2021', 'Example Shop Ltd, Clerk\t2016'])).toHaveLength(1);
  });
});
