// Work and education entries that were lost: periods cut over two lines, year-first dotted
// dates, season periods, duty sentences without bullets, header annotations in parentheses,
// degree lines naming a school the word lists do not know, titles the lists do not know. All
// names, employers and schools are invented.
import { describe, expect, it } from 'vitest';
import { findLoneStart, findPeriod } from '../../../src/parser/sections/periods.js';
import { headerOf, isDetailLine, joinCutPeriods, splitParts } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { linesOf, splitSections } from '../../../src/parser/sections/split.js';
import { withoutPeriod } from '../../../src/parser/sections/periods.js';

describe('periods', () => {
  it.each([
    ['2019. 04. 01. – 2021. 11. 30.', '2019-04', '2021-11', false],
    ['z 2016. 02. 01. – 2018. 09. 15.\t* Szeged', '2016-02', '2018-09', false],
    ['Web Developer Intern\tSummer 2022', '2022', '2022', false],
    ['Projet tutoré, printemps 2021', '2021', '2021', false],
    ['Platform engineer\tSep 15 - NOW', '2015-09', '', true],
    ['Desde 01/07/2018 hasta hoy', '2018-07', '', true],
    ['von 03/2018 bis 05/2020', '2018-03', '2020-05', false],
    ['Systems analyst\tMar 98 – Jan 01', '1998-03', '2001-01', false],
  ])('%s', (line, start, end, current) => {
    expect(findPeriod(line)).toMatchObject({ start, end, current });
  });

  it.each(['Tel 2020 555 0101', 'Summer school on databases', 'Spring Boot 2023 migration guide 3'])('no season period in %s', (line) => {
    const period = findPeriod(line);
    if (line.startsWith('Spring Boot')) expect(period?.start).not.toBe('2023');
    else expect(period).toBeUndefined();
  });
});

describe('findLoneStart', () => {
  it.each([['01/03/2020', '2020-03'], ['March 2019', '2019-03'], ['2021-06', '2021-06']])('%s starts an entry', (line, start) => {
    expect(findLoneStart(line)).toMatchObject({ start, end: '', current: false });
  });

  it.each(['2020', 'Started March 2019', 'Mar 2019 – Jun 2020'])('%s is no lone start', (line) => {
    expect(findLoneStart(line)).toBeUndefined();
  });
});

describe('joinCutPeriods', () => {
  it('joins "Mon YYYY —" with the end date that opens the next line', () => {
    const lines = ['Mar. 2021— Backend developer, Quillmere Labs, Lyon', 'Présent\tMaintained the billing service.'];
    const joined = joinCutPeriods(lines);
    expect(joined[0]).toMatch(/^Mar\. 2021 – Présent Backend developer/);
    expect(joined[1]).toBe('Maintained the billing service.');
    expect(findPeriod(joined[0]!)).toMatchObject({ start: '2021-03', current: true });
  });

  it('joins an open period at a line end with a lone end date line', () => {
    expect(joinCutPeriods(['Office Manager, Tallowby Ltd', 'Jun 2017 –', 'Feb 2020']))
      .toEqual(['Office Manager, Tallowby Ltd', 'Jun 2017 – Feb 2020']);
  });

  it('joins a period after the header text, cut at its dash, with the end date under it', () => {
    expect(joinCutPeriods(['Quarrendon Freight GmbH, Kesselbach | 07/2021 –', '11/2025', 'Ran the night shift.']))
      .toEqual(['Quarrendon Freight GmbH, Kesselbach | 07/2021 – 11/2025', 'Ran the night shift.']);
    expect(joinCutPeriods(['Stockholm-Ferry Lines, Harbour desk 2019 –', 'Present\tBooked crossings.']))
      .toEqual(['Stockholm-Ferry Lines, Harbour desk 2019 – Present', 'Booked crossings.']);
  });

  it('keeps an open period whose next line starts with an earlier date (the next entry)', () => {
    const lines = ['Tallowby Ltd, Exton | 2021 –', '2016 – 2021 Brisket & Co, Exton'];
    expect(joinCutPeriods(lines)).toEqual(lines);
  });

  it('leaves whole periods and plain text alone', () => {
    const lines = ['Analyst – Orvent Group', '2018 – 2020', 'Prepared – and checked – reports'];
    expect(joinCutPeriods(lines)).toEqual(lines);
  });
});

describe('isDetailLine', () => {
  it('reads an unbulleted duty sentence as a detail', () => {
    expect(isDetailLine('Prepare monthly forecasts for clients to support their planning')).toBe(true);
  });

  it('keeps header lines: bars are no words, names capitalise their words', () => {
    expect(isDetailLine('MSc in Marine Biology | Example Institute of Technology | 2015')).toBe(false);
    expect(isDetailLine('Brindle Harbour Logistics Holdings Group')).toBe(false);
    expect(isDetailLine('Senior clerk, municipal tax office, records unit')).toBe(false);
  });
});

describe('entry headers', () => {
  it('cuts a header that runs on into a description at its first bracket', () => {
    expect(headerOf('Senior Engineer (Payments start-up) Examplify is a small company that builds payment tools for shops'))
      .toBe('Senior Engineer');
    expect(headerOf('Backend Engineer, Example GmbH')).toBe('Backend Engineer, Example GmbH');
  });

  it('splits "Title (note) Employer" into title and employer', () => {
    expect(splitParts('Access Management Consultant (Insurance) Fennick Assurance'))
      .toEqual(['Access Management Consultant', 'Fennick Assurance']);
  });

  it('drops web addresses and e-mails from the header parts', () => {
    expect(splitParts('Freelancer, Gigplace, https://www.gigplace.example/fl/someone')).toEqual(['Freelancer', 'Gigplace']);
    expect(splitParts('Tutor | jobs@tutorly.example | Exton')).toEqual(['Tutor', 'Exton']);
  });

  it('reads a labelled list of tools as a detail, a labelled employer as a header', () => {
    expect(isDetailLine('Back-end: Python, Django, Flask')).toBe(true);
    expect(isDetailLine('Address of employer: Example Ltd, 5 Mill Lane, Exton')).toBe(false);
  });
});

describe('readWork', () => {
  it('reads the title under a firm whose name holds a title word before its legal form ("Consultores S.L.")', () => {
    const work = readWork([
      'Quintanar Consultores S.L., Toledo\t2022-actualidad', 'Analista de datos', 'Informes mensuales para la dirección.',
      'Almendral Alimentación S.L.U., Toledo\t2019-2022', 'Contable', 'Cierre contable de cada trimestre.',
    ]);
    expect(work.map((w) => [w.position, w.employer])).toEqual([
      ['Analista de datos', 'Quintanar Consultores S.L.'], ['Contable', 'Almendral Alimentación S.L.U.']]);
  });

  it('does not take the tool list of the job before as the employer', () => {
    const work = readWork([
      'Quillby', 'March 2020 - Present Data Engineer (Logistics scale up) Quillby plans routes for delivery vans across the country.',
      'Built the ingestion pipelines.', 'Back-end: Python, Airflow, Postgres',
      'Tarnwick', 'May 2017 - February 2020 Software Engineer (Retail) Tarnwick sells garden furniture online to customers in Europe.',
    ]);
    expect(work.map((w) => [w.employer, w.position])).toEqual([['Quillby', 'Data Engineer'], ['Tarnwick', 'Software Engineer']]);
  });

  it('takes the title from the line under a period-first "Employer, City" line', () => {
    const work = readWork([
      '04.2016-09.2019 Brackwell GmbH, Kleinstadt', 'Software- und Datenbankentwickler', '• Pflege der ERP-Software',
      '01.2012-03.2016 Example Systems AG, Beispielstadt', 'Invented a scheduling tool, used by twelve branches', '• Support',
    ]);
    expect(work[0]).toMatchObject({ employer: 'Brackwell GmbH', position: 'Software- und Datenbankentwickler', start: '2016-04' });
    // A long line with commas under the employer is a description, not the title.
    expect(work[1]?.position ?? '').not.toMatch(/Invented/);
  });

  it('does not take the last duty of the job before as the employer', () => {
    const work = readWork([
      'Pellworth Accounting, Denver, CO, Senior Accountant',
      'Jan. 2021 – Current',
      'Meet clients to review their quarterly books',
      'Draft budget forecasts for clients to help with their planning',
      'Quorra Money Management, Denver, CO, Accountant',
      'Aug. 2018 – Jan. 2021',
      'Reconciled the ledgers every month',
    ]);
    expect(work.map((w) => w.employer)).toEqual(['Pellworth Accounting', 'Quorra Money Management']);
  });

  it('skips a parenthesised department line between the title and the period', () => {
    const work = readWork([
      'Osztályvezető',
      'Példa Energia Zrt.',
      '(Belső ellenőrzési osztály)',
      '2019. 04. 01. – 2021. 11. 30.',
      '• Szabályzatok készítése.',
    ]);
    expect(work).toEqual([
      expect.objectContaining({ position: 'Osztályvezető', employer: 'Példa Energia Zrt.', start: '2019-04', end: '2021-11' }),
    ]);
  });

  it('reads entries shaped like a sure one although their titles are not in the word lists', () => {
    const lines = [
      'Lead Developer', 'Corvane Solutions | Nantes, France', '2021 - Présent', '- Migration vers le cloud',
      'Intégratrice Back-End', 'Halvery Studio | Lille, France', '2018 - 2021', '- Conception des API',
    ];
    expect(readWork(lines).map((w) => [w.position, w.employer])).toEqual([
      ['Lead Developer', 'Corvane Solutions'], ['Intégratrice Back-End', 'Halvery Studio'],
    ]);
    // Alone, without a sure entry beside it, the unknown title is not trusted.
    expect(readWork(lines.slice(4))).toEqual([]);
  });
});

describe('readWork with a date column read after the text', () => {
  const lines = [
    'Brightfold Labs, Co-Founder & CTO',
    '• Built the inference platform serving two million requests a month with very high uptime and a small',
    'Team',
    '• Hired the first twelve engineers',
    'Example Research, Research Intern',
    '• Designed a sparse attention method',
    'Exton, MA', 'Sept 2014 – June 2018',
    'Brookfield, CA', 'June 2023 – present', '2 years 10 months',
    'Lakeside, WA', 'May 2022 – Aug 2022', '4 months',
  ];

  it('pairs the heads with the last periods in order', () => {
    expect(readWork(lines).map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['Brightfold Labs', 'Co-Founder & CTO', '2023-06', ''],
      ['Example Research', 'Research Intern', '2022-05', '2022-08'],
    ]);
  });

  it('does not pair when a bullet follows the first period (dates beside their entries)', () => {
    const inline = ['Brightfold Labs, CTO', '• Built things', 'Example Research, Intern', '• Research',
      'June 2023 – present', '• Hired people', 'May 2022 – Aug 2022'];
    expect(readWork(inline)).toEqual([]);
  });
});

describe('readWork with lone start dates', () => {
  it('reads entries whose dates are a start alone on its line', () => {
    const work = readWork([
      'Desenvolvedora Frontend', 'Empresa Exemplar', '01/01/2020', 'Trabalhou com React.',
      'Analista de Dados', 'Dados Fictícios Lda.', '01/02/2021 - Atual', 'Relatórios em SQL.',
    ]);
    expect(work.map((w) => [w.employer, w.start, w.end]))
      .toEqual([['Empresa Exemplar', '2020-01', ''], ['Dados Fictícios Lda.', '2021-02', '']]);
  });
});

describe('readEducation', () => {
  it('splits degree and school printed in one run at the school word', () => {
    const [entry] = readEducation(['September 2011 – July 2014 Master Degree in Marine Biology Instituto Superior de Exemplo']);
    expect(entry).toMatchObject({ institution: 'Instituto Superior de Exemplo', degree: 'Master Degree', area: 'Marine Biology' });
  });

  it('keeps a school named after the bracket of a long period line', () => {
    const [entry] = readEducation(['September 2006 – August 2012 Piano Forte Level 8 (out of 8) Conservatório Regional de Exemplo']);
    expect(entry).toMatchObject({ institution: 'Conservatório Regional de Exemplo', end: '2012-08' });
  });

  it('does not cut a school whose name ends with the school word', () => {
    const [entry] = readEducation(['2015 – 2019 Bilgisayar Mühendisliği, Örnek Mehmet Ersoy Üniversitesi']);
    expect(entry?.institution).toBe('Örnek Mehmet Ersoy Üniversitesi');
  });

  it('anchors undated degree lines whose school the word lists do not know', () => {
    const education = readEducation([
      'MSc in Marine Biology | Example Institute of Technology | 2015',
      '- Thesis on coral reefs',
      'Bachelor of Science in Zoology | Vellmar Tech | 2013',
      '- GPA 3.6',
    ]);
    expect(education.map((e) => [e.institution, e.end])).toEqual([['Example Institute of Technology', '2015'], ['Vellmar Tech', '2013']]);
  });

  it('does not split a degree line from the school line beside it', () => {
    const education = readEducation(['Bachelor of Arts, History', 'University of Eastmarch']);
    expect(education).toHaveLength(1);
    expect(education[0]).toMatchObject({ institution: 'University of Eastmarch' });
  });
});

describe('a heading glued to the first period', () => {
  it('opens the section and keeps the period line', () => {
    const sections = splitSections(['Marta Ejemplo', 'Historial de Trabajo Desde 01/01/2016 hasta hoy', 'Analista, Ficticia S.A.']);
    expect(linesOf(sections, 'work')).toEqual(['Desde 01/01/2016 hasta hoy', 'Analista, Ficticia S.A.']);
  });

  it('leaves a line that only starts with a heading word', () => {
    expect(linesOf(splitSections(['Experience with budgets since 2019']), 'work')).toEqual([]);
  });

  it('leaves no "from" word behind in the header', () => {
    const line = 'Desde 01/09/2013 a 24/03/2017 Analista, Ficticia S.A.';
    expect(withoutPeriod(line, findPeriod(line)!)).toBe('Analista, Ficticia S.A.');
  });
});

describe('a Spanish or Portuguese sales title before its firm after a hyphen', () => {
  it('reads "Comercial - Firm S.A." as the title and the firm', () => {
    const work = readWork(['Comercial - Valdemora Sistemas S.A.', '07/2022 - 09/2024', 'Coordenação de uma equipa.']);
    expect(work.map((w) => [w.position, w.employer])).toEqual([['Comercial', 'Valdemora Sistemas S.A.']]);
  });
});
