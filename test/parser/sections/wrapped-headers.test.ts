// A study's header wrapped over lines before its period (LinkedIn's export in a narrow column), a long degree on one line,
// and the degree's own letters after its name. All people, schools and degrees are invented.
import { describe, expect, it } from 'vitest';
import { goesOnAfterDatedRow, joinWrappedStudies, isLongStudyHeader } from '../../../src/parser/sections/wrapped-headers.js';
import { isDegreeInitials, withDegreeLetters, withFieldTail } from '../../../src/parser/sections/degree-letters.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import { isDetailLine } from '../../../src/parser/sections/entries.js';
import { isDegree } from '../../../src/parser/sections/roles.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const studies = (lines: string[]): string[] => readWorkAndEducation([], lines).education
  .map((e) => [e.institution, e.degree, e.area, e.end].join(' | '));

describe('a study header wrapped over lines', () => {
  it('joins lines that go on in small letters, up to the one its period ends', () => {
    expect(joinWrappedStudies(['University of Westmoor', 'Master of Science - MS, Computer Engineering', 'and Information Systems with a minor in',
      'Applied Statistics · (2014 - 2017)', 'Northfield College'])).toEqual(['University of Westmoor',
      'Master of Science - MS, Computer Engineering and Information Systems with a minor in Applied Statistics · (2014 - 2017)',
      'Northfield College']);
  });
  it('joins a degree broken anywhere by a narrow column, and a period whose end wrapped', () => {
    expect(joinWrappedStudies(['Máster, Ingeniería de Organización', 'Industrial con especialidad en Sistemas de',
      'Información y Producción · (2014 - 2017)'])).toEqual(['Máster, Ingeniería de Organización Industrial con especialidad en Sistemas de Información y Producción · (2014 - 2017)']);
    expect(joinWrappedStudies(['Licence, Économie et gestion des', 'organisations, parcours Commerce', 'international et Distribution · (2017 -', '2020)']))
      .toEqual(['Licence, Économie et gestion des organisations, parcours Commerce international et Distribution · (2017 - 2020)']);
  });
  it.each([
    [['BSc Physics', 'Orvanta · (2014 - 2017)']],
    [['Bachelor of Science in Applied Geology', 'Hollowmere University · (2014 - 2017)']],
    [['University of Westmoor', 'Faculty of Social Sciences', 'BA Sociology · (2014 - 2017)']],
    [['Master of Science - MS, Computer Engineering', 'and Information Systems with a minor in']],
    [['Prepared the monthly reports.', 'and led two audits · (2019 - 2020)']],
    [['• Master of Science, Computer Engineering', 'and Information Systems · (2014 - 2017)']],
  ])('leaves lines that are no wrapped header: %j', (lines) => {
    expect(joinWrappedStudies(lines)).toEqual(lines);
  });

  it('reads the study whole, its school, its degree with its letters and its field', () => {
    expect(studies(['University of Westmoor', 'Master of Science - MS, Computer Engineering', 'and Information Systems with a minor in',
      'Applied Statistics · (2014 - 2017)', 'Northfield College', 'Bachelor of Science - BS, Mathematics · (2009 - 2012)'])).toEqual([
      'University of Westmoor | Master of Science - MS | Computer Engineering and Information Systems with a minor in Applied Statistics | 2017',
      'Northfield College | Bachelor of Science - BS | Mathematics | 2012']);
    expect(studies(['Universidad de Valdeolmos', 'Máster, Ingeniería de Organización Industrial con', 'especialidad en Sistemas de Información y',
      'Producción · (2014 - 2017)'])).toEqual([
      'Universidad de Valdeolmos | Máster | Ingeniería de Organización Industrial con especialidad en Sistemas de Información y Producción | 2017']);
    expect(studies(['Université de Valbrune', 'Licence, Économie et gestion des', 'organisations, parcours Commerce', 'international et Distribution · (2017 -',
      '2020)'])).toEqual(['Université de Valbrune | Licence | Économie et gestion des organisations, parcours Commerce international et Distribution | 2020']);
  });
});

describe('a long degree on one line', () => {
  const long = 'Máster, Ingeniería de Organización Industrial con especialidad en Sistemas de Información y Producción · (2014 - 2017)';
  it('is a header, not a sentence', () => {
    expect(isLongStudyHeader(long)).toBe(true);
    expect(isDetailLine(long)).toBe(false);
  });
  it.each(['Prepared the monthly reports for the board and the two regional offices every quarter (2019 - 2020)',
    'Master of Science, Computer Engineering and Information Systems with a minor in Applied Statistics.',
    'Master of Science, Computer Engineering and Information Systems (2014 - 2017) with a minor in Statistics'])('is no study header: %s', (line) => {
    expect(isLongStudyHeader(line)).toBe(false);
  });
});

describe("a degree's letters", () => {
  it.each([['MS', 'Master of Science'], ['BA', 'Bachelor of Arts'], ['MBA', 'Master of Business Administration'], ['MSc', 'Master of Science']])(
    '%s writes %s short', (letters, degree) => {
      expect(isDegreeInitials(letters, degree)).toBe(true);
    });
  it.each([['MS', 'Master'], ['Mathematics', 'Master of Science'], ['BS', 'Master of Science'], ['M', 'Master']])('%s is not %s short',
    (letters, degree) => {
      expect(isDegreeInitials(letters, degree)).toBe(false);
    });
  it('joins the letters to the degree, and a field\'s small-letter tail to the field', () => {
    expect(withDegreeLetters(['Northfield College', 'Bachelor of Science', 'BS', 'Mathematics'], isDegree))
      .toEqual(['Northfield College', 'Bachelor of Science - BS', 'Mathematics']);
    expect(withDegreeLetters(['Hollowmere Partners', 'HP', 'Leeds'], isDegree)).toEqual(['Hollowmere Partners', 'HP', 'Leeds']);
    const others = ['parcours Commerce', 'Valbrune'];
    expect(withFieldTail('Économie et gestion', others)).toBe('Économie et gestion, parcours Commerce');
    expect(others).toEqual(['Valbrune']);
  });
});

describe('hostile text', () => {
  it('stays linear on long lines of letters, dots and spaces', () => {
    expectLinearTime((scale) => {
      const letters = 'a'.repeat(5_000 * scale);
      const lines = [`Master ${letters}`, letters, `${'.'.repeat(12_500 * scale)} (2014 - 2017)`, `${' '.repeat(12_500 * scale)}2017`];
      joinWrappedStudies(lines);
      for (const l of lines) isLongStudyHeader(l);
      isDegreeInitials(letters, letters);
    });
  });
});

describe('a one-line study wrapped onto a second line', () => {
  it.each([
    // Broken after a joining word, the school's name going on with its town and end year.
    [['Master of Science in Applied Geology and Coastal Planning, University of', 'Hollowmere, Hollowmere, 2014'],
      'University of Hollowmere | Master of Science | Applied Geology and Coastal Planning | 2014'],
    // Broken inside the school's name: "…, Westmoor" over "College, Westmoor, 2012".
    [['Bachelor of Arts in Business Administration and Management, Westmoor', 'College, Westmoor, 2012'],
      'Westmoor College | Bachelor of Arts | Business Administration and Management | 2012'],
  ])('reads school, degree and end year of %j', (lines, study) => {
    expect(studies(lines)).toEqual([study]);
  });

  it('joins no degree over its school on a line of its own', () => {
    expect(joinWrappedStudies(['Master of Science in Applied Geology and Coastal Planning', 'Hollowmere University, 2014']))
      .toEqual(['Master of Science in Applied Geology and Coastal Planning', 'Hollowmere University, 2014']);
  });
});

describe('labelled study rows', () => {
  it('joins no labelled row to the next: a row with its year in a cell is a study of its own', () => {
    const rows = ['Qualification: Master: Logistik, Controlling\t2022', 'Institution: Hochschule Talbrück',
      'Qualification: M.A. Betriebswirtschaft\t2019', 'Institution: Hochschule Talbrück'];
    expect(joinWrappedStudies(rows)).toEqual(rows);
  });
});

describe('one-line studies each with its year', () => {
  it('joins no study that ends on its year to the next', () => {
    const rows = ['MSc Marine Ecology | Hollowmere University | 2017', 'BA Philosophy | WBC | 2013'];
    expect(joinWrappedStudies(rows)).toEqual(rows);
  });
});

describe('joinWrappedStudies: a school\'s word alone at the end of the degree\'s line', () => {
  it('goes on with the school\'s name on the next line', () => {
    expect(joinWrappedStudies(['Grado en Administración de Empresas — Universidad', 'Politécnica de Valdemora, Elmvar (2016)']))
      .toEqual(['Grado en Administración de Empresas — Universidad Politécnica de Valdemora, Elmvar (2016)']);
    expect(joinWrappedStudies(['Bachelor of Business Administration — University', 'College of Elmbury, Westfield (2016)']))
      .toEqual(['Bachelor of Business Administration — University College of Elmbury, Westfield (2016)']);
  });
});

describe('a dated row whose header wraps back under its period', () => {
  const work = (lines: string[]): string[] => readWorkAndEducation(lines, []).work.map((w) => [w.position, w.employer, w.start].join(' | '));

  it('the rest of a name opening on its joining word goes on the row above', () => {
    expect(work(['2019–present\tAssociate Professor, Department of Soil Science, University', 'of Westmoor',
      '2015–2019\tResearch Fellow, Orvanta Institute for Coastal Studies, Eastmoor'])[0]).toBe('Associate Professor, Department of Soil Science | University of Westmoor | 2019');
    expect(goesOnAfterDatedRow('2019 – 2021\tAnalyst, Institut', 'für Bodenkunde Nordheide')).toBe(true);
  });

  it.each<[string, string]>([
    ['2019–present\tSenior Lecturer, University', 'of the team budget and planning for all sites'], // too long: a sentence
    ['2019–present\tSenior Lecturer, University', 'for the students'], // no capital after the joining word
    ['2019–present\tSenior Lecturer, University.', 'of Westmoor'], // the row ends on a sentence's end
    ['Senior Lecturer, University', 'of Westmoor'], // no period: wrappedHeaderEnd's and joinWrappedHeaders' other cases
    ['2019–present\tSenior Lecturer, University', 'of Westmoor 2015 – 2019'], // a period of its own
  ])('%j over %j is no wrapped header', (line, next) => expect(goesOnAfterDatedRow(line, next)).toBe(false));
});

describe('a family name\'s particle under a dated row', () => {
  it('goes on a school\'s word, and opens a family firm under a title', () => {
    expect(goesOnAfterDatedRow('2016 – 2020\tInvestigadora, Universidad', 'de Valdeluna')).toBe(true);
    expect(goesOnAfterDatedRow('2016 – 2020\tInkoopcoördinator', 'van Hoorneveld V.O.F.')).toBe(false);
  });
});
