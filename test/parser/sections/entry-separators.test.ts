// Header lines whose parts are set apart by marks the older rules did not know: a full stop and a
// dash between a firm's name and what it does, and a decorative symbol before the name.
// All names, employers and schools are invented.
import { describe, expect, it } from 'vitest';
import { isDetailLine, joinLabelledDates, splitParts } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { isInstitution, isTitle } from '../../../src/parser/sections/roles.js';
import { labelRows } from '../../../src/parser/sections/entry-labels.js';

describe('a name set apart from its description by ".-"', () => {
  it('divides the name from the description', () => {
    expect(splitParts('Tortillera Ejemplo.- Venta de pan en línea\tAnalista de datos'))
      .toEqual(['Tortillera Ejemplo', 'Venta de pan en línea', 'Analista de datos']);
  });

  it('keeps a dash inside a word and a full stop of an abbreviation', () => {
    expect(splitParts('Examplia S.A. - Lisboa')).toEqual(['Examplia S.A.', 'Lisboa']);
    expect(splitParts('e-mail marketing')).toEqual(['e-mail marketing']);
  });

  it('reads the firm as the employer of a dated row', () => {
    const [job] = readWork(['Tortillera Ejemplo.- Venta de pan en línea\tProgramador de sistemas\tAbril 2021 – Presente']);
    expect(job).toMatchObject({ employer: 'Tortillera Ejemplo', position: 'Programador de sistemas', start: '2021-04', current: true });
  });
});

describe('a decorative symbol before a name', () => {
  it.each(['♦ Brightfield Analytics', '★ Brightfield Analytics', '❧ Brightfield Analytics'])('%s', (text) => {
    expect(splitParts(text)).toEqual(['Brightfield Analytics']);
  });

  it('leaves a symbol inside a name alone', () => {
    expect(splitParts('Brightfield ♦ Analytics')).toEqual(['Brightfield ♦ Analytics']);
  });
});

describe('a section that opens on a period but prints its headers above the periods', () => {
  // The first header is missing (a title repeated as the headline and dropped as a repeat): the
  // later entries still show the order, a title line under the details of the entry before.
  const lines = [
    '2022 – heute', 'Brandwerk Nordlicht GmbH', 'Einführung eines neuen Lagersystems für den Versand.',
    'Projektleiterin', '2019 – 2022', 'Kesselmann Handel GmbH', 'Erstellung der monatlichen Berichte für die Leitung.',
    'Buchhalter', '2016 – 2019', 'Otterbach Logistik AG', 'Führung eines Teams von zwölf Personen.',
  ];

  it('gives each later period the title above it', () => {
    const jobs = readWork(lines);
    expect(jobs.map((j) => [j.position, j.employer])).toEqual([
      ['', 'Brandwerk Nordlicht GmbH'], ['Projektleiterin', 'Kesselmann Handel GmbH'], ['Buchhalter', 'Otterbach Logistik AG'],
    ]);
  });

  it('keeps titles under their periods when details stand between the entries', () => {
    const jobs = readWork([
      '2022 – heute', 'Projektleiterin', 'Brandwerk Nordlicht GmbH', '• Einführung eines neuen Lagersystems.',
      '2019 – 2022', 'Buchhalter', 'Kesselmann Handel GmbH', '• Erstellung der monatlichen Berichte.',
    ]);
    expect(jobs.map((j) => [j.position, j.employer])).toEqual([
      ['Projektleiterin', 'Brandwerk Nordlicht GmbH'], ['Buchhalter', 'Kesselmann Handel GmbH'],
    ]);
  });
});

describe('school words of more languages', () => {
  it.each(['Politecnico di Valdoria', 'Universidad Politécnica de Montferro', 'IUT de Clairmontel', 'Academia de Artes Ejemplo',
    'Accademia di Belle Arti di Brennoro'])('%s names a school', (school) => {
    expect(isInstitution(school)).toBe(true);
  });

  it('reads degree-first studies whose schools use those words', () => {
    const studies = readEducation([
      'Licence en chimie\t2018', 'IUT de Clairmontel', 'Laurea in Economia\t2015', 'Politecnico di Valdoria',
    ]);
    expect(studies.map((s) => [s.institution, s.end])).toEqual([['IUT de Clairmontel', '2018'], ['Politecnico di Valdoria', '2015']]);
  });

  it('leaves words that only contain the letters alone', () => {
    expect(isInstitution('Fruit de la passion')).toBe(false);
  });
});

describe('job titles of more languages', () => {
  it.each(['Cheffe de rayon', 'Jefa de taller', 'Gestora de cuentas', 'Responsabile acquisti', 'Responsável de loja', 'Contabile',
    'Kierowniczka zmiany', 'Przedstawiciel medyczny', 'Teamleider', 'Boekhouder'])('%s is a title', (title) => {
    expect(isTitle(title)).toBe(true);
  });

  it('keeps a known one-word title apart from a firm named after partners', () => {
    const [job] = readWork(['Contabile, Marroni & Figli S.n.c.\t2019 – 2022']);
    expect(job).toMatchObject({ position: 'Contabile', employer: 'Marroni & Figli S.n.c.' });
  });
});

describe('a company form of two abbreviated words at the end of a line', () => {
  it('ends a name, not a sentence', () => {
    expect(isDetailLine('Analityk danych, Wiśniowski i Wspólnicy Sp. j.')).toBe(false);
    expect(isDetailLine('Wiśniowski i Wspólnicy Sp. k.')).toBe(false);
  });

  it('reads the job under it', () => {
    const jobs = readWork([
      'Programista, Brzozowiec Systemy S.A.', '06/2020 – obecnie', 'Kierowanie zespołem ośmiu osób.',
      'Analityk danych, Wiśniowski i Wspólnicy Sp. j.', '08/2016 – 07/2020', 'Przygotowanie raportów kwartalnych.',
    ]);
    expect(jobs.map((j) => j.employer)).toEqual(['Brzozowiec Systemy S.A.', 'Wiśniowski i Wspólnicy Sp. j.']);
  });

  it('still sees a sentence that ends in a short word', () => {
    expect(isDetailLine('Prepared the monthly reports for the board of the firm as a rule of thumb ok.')).toBe(true);
  });
});

describe('a period printed as two labelled rows', () => {
  it('joins a start row and an end row into one period', () => {
    expect(joinLabelledDates(['Start date: 03/2019', 'Employer: Vellacott Freight Ltd', 'End date: 05/2021']))
      .toEqual(['03/2019 – 05/2021', 'Employer: Vellacott Freight Ltd']);
  });

  it('reads the entry of a form whose rows carry the dates', () => {
    const [job] = readWork(['Hired on: 2014-02-01', 'Company: Vellacott Freight Ltd', 'Speciality: Dispatcher', 'Left on: 2018-09-30']);
    expect(job).toMatchObject({ employer: 'Vellacott Freight Ltd', position: 'Dispatcher', start: '2014-02', end: '2018-09' });
  });

  it('takes an open end', () => {
    expect(joinLabelledDates(['From: March 2020', 'To: present'])).toEqual(['March 2020 – present']);
  });

  it('leaves two rows of the same label, and dates out of order, alone', () => {
    const same = ['Date: 03/2019', 'Employer: Vellacott Freight Ltd', 'Date: 05/2021'];
    expect(joinLabelledDates(same)).toEqual(same);
    const backwards = ['Start date: 05/2021', 'End date: 03/2019'];
    expect(joinLabelledDates(backwards)).toEqual(backwards);
  });
});

describe('a school named without a school word', () => {
  const studies = [
    '2016 – 2019\tBachelor of Science in Geology, Example University of Brennock',
    '2013 – 2016\tAccounting Basics, Saint Aldric Brennock',
  ];

  it('is read in the order the sure studies of the section print degree and school', () => {
    expect(readEducation(studies).map((s) => [s.institution, s.degree])).toEqual([
      ['Example University of Brennock', 'Bachelor of Science'], ['Saint Aldric Brennock', 'Accounting Basics'],
    ]);
  });

  it('is not guessed without a sure study beside it', () => {
    expect(readEducation([studies[1]!])).toEqual([]);
  });

  it('takes no title, firm or one-word name for a school', () => {
    const more = [studies[0]!, '2012 – 2013\tTutor Assistant, Saint Aldric Brennock', '2011 – 2012\tAccounting Basics, Extra'];
    expect(readEducation(more).map((s) => s.institution)).toEqual(['Example University of Brennock']);
  });
});

describe('a school named with its school word last, then its degree, in one part', () => {
  it('is cut after the school word', () => {
    const [study] = readEducation(['Brennocki Egyetem Gépészmérnök BSc képzés', '2019']);
    expect(study).toMatchObject({ institution: 'Brennocki Egyetem', end: '2019' });
  });

  it('leaves a school whose name goes on after its school word whole', () => {
    const [study] = readEducation(['Example University of Brennock BSc Geology', '2019']);
    expect(study?.institution).toContain('Example University of Brennock');
  });
});

describe('a school as a heading over its degrees in bullets', () => {
  it('gives every bulleted degree the school', () => {
    const studies = readEducation(['Brennock University', '• BSc Physics, 2015 – 2018', '• MSc Applied Physics, 2018 – 2020']);
    expect(studies.map((s) => [s.institution, s.start, s.end])).toEqual([
      ['Brennock University', '2015', '2018'], ['Brennock University', '2018', '2020'],
    ]);
  });

  it('gives no school to a bulleted duty that names no degree', () => {
    const studies = readEducation(['Brennock University', 'BSc Physics, 2015 – 2018', '• Tutor for statistics (2016 – 2017)']);
    expect(studies.every((s) => s.institution !== 'Brennock University' || s.degree !== '')).toBe(true);
  });
});

describe('a period after a "Date:" label', () => {
  it('is the period, and the label names nothing', () => {
    const jobs = readWork(['Senior Analyst, Brightwater Logistics', 'Date: Mar 2019 – Present', '• Built the monthly reports',
      'Analyst, Kettleby Foods', 'Period: Jan 2016 – Feb 2019']);
    expect(jobs.map((j) => [j.position, j.employer, j.start, j.end])).toEqual([
      ['Senior Analyst', 'Brightwater Logistics', '2019-03', ''], ['Analyst', 'Kettleby Foods', '2016-01', '2019-02'],
    ]);
  });

  it('leaves a date of birth alone', () => {
    expect(labelRows(['Date of birth: 02/03/1990'])).toEqual(['Date of birth: 02/03/1990']);
  });
});

describe('brackets emptied by a year taken out', () => {
  it('leave no "( )" in the degree', () => {
    const [study] = readEducation(['Brennock University — BSc Geology (2018)']);
    expect(study).toMatchObject({ institution: 'Brennock University', degree: 'BSc Geology', end: '2018' });
  });
});

describe('a job held at a school, under the education heading', () => {
  const lines = ['2014 – 2018\tBSc Geology, Brennock University', '2019 – Present\tGraduate Assistant at Brennock University'];

  it('is no study', () => {
    expect(readEducation(lines).map((s) => s.degree)).toEqual(['BSc Geology']);
  });

  it('leaves a student at a school a study', () => {
    const studies = readEducation([lines[0]!, '2017 – 2018\tExchange student at Elmbury University']);
    expect(studies.map((s) => s.institution)).toEqual(['Brennock University', 'Elmbury University']);
  });

  it('knows a lecturer in Dutch and Spanish', () => {
    expect(isTitle('Lector')).toBe(true);
    expect(isTitle('Electoral Office')).toBe(false);
  });
});

describe('an employer printed once over the roles held there', () => {
  it('gives each role under it the employer', () => {
    const jobs = readWork(['Brightwater Logistics', 'Senior Analyst\tMar 2019 – Present', '• Built the monthly reports',
      'Analyst\tJan 2016 – Feb 2019', '• Cleaned the stock data']);
    expect(jobs.map((j) => [j.position, j.employer])).toEqual([
      ['Senior Analyst', 'Brightwater Logistics'], ['Analyst', 'Brightwater Logistics'],
    ]);
  });

  it('does not carry an employer named beside its title on to the next role', () => {
    const jobs = readWork(['Senior Analyst, Brightwater Logistics\tMar 2019 – Present', '• Built the monthly reports',
      'Analyst\tJan 2016 – Feb 2019', '• Cleaned the stock data']);
    expect(jobs.map((j) => j.employer)).toEqual(['Brightwater Logistics', '']);
  });
});

describe('a town set right after the legal form of an employer', () => {
  it.each([
    ['Brennwald Logistik GmbH Elmstadt', 'Brennwald Logistik GmbH', 'Elmstadt'],
    ['Kettleby Foods Ltd Elmbury', 'Kettleby Foods Ltd', 'Elmbury'],
    ['Tölgyvári Kft. in Elmvár', 'Tölgyvári Kft.', 'Elmvár'],
    // The form in any case, as the pattern's `i` flag reads it (also the long s and the Kelvin sign, which fold to s and k).
    ['Brennwald Logistik GMBH Elmstadt', 'Brennwald Logistik GMBH', 'Elmstadt'],
    ['Brennwald Logistik gmbh Elmstadt', 'Brennwald Logistik gmbh', 'Elmstadt'],
    ['Quennick Holz \u017farl Elmcaster', 'Quennick Holz \u017farl', 'Elmcaster'],
    ['Quennick Holz \u212aft. in Elmvár', 'Quennick Holz \u212aft.', 'Elmvár'],
    ['Kettleby Foods Ltd. Elmbury Vale', 'Kettleby Foods Ltd.', 'Elmbury Vale'],
  ])('%s', (line, employer, location) => {
    const [job] = readWork(['Analyst', line, '2019 – 2021']);
    expect(job).toMatchObject({ employer, location });
  });

  const whole = ['Brennwald GmbH & Co. KG', 'Kettleby Foods Inc. Group', 'Kettleby Foods Ltd (Quality Department)', 'Brennwald GmbHElmstadt'];
  it.each(whole)('leaves %s whole', (line) => {
    const [job] = readWork(['Analyst', line, '2019 – 2021']);
    expect(job).toMatchObject({ employer: line, location: '' });
  });
});
