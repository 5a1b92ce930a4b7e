// Study forms the invented-CV generator prints since session 10 (generator/education.mjs `form`): schools
// written short or without a school word, a faculty on a line of its own beside its university, and the
// education heading letter-spaced. All schools, towns and studies are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';
import { pairStudyLines } from '../../../src/parser/sections/study-lines.js';
import { splitParts } from '../../../src/parser/sections/entries.js';
import { splitSections } from '../../../src/parser/sections/split.js';
import { isFaculty, isInstitution, isSchoolName } from '../../../src/parser/sections/roles.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('schools written short', () => {
  it.each(['Univ. of Quarrowby', 'Uniw. Brzezinka', 'Nyárfalvi Főisk.'])('a school word cut short with its dot names a school anywhere: %s', (s) => {
    expect(isInstitution(s)).toBe(true);
  });
  it.each(['TU Quellbach', 'ENS Vauclerc', 'PWr Jarzębin', 'Tölgyesi TE', 'Marrowfield Tech', 'Poli Castravento', 'Uni Haselbach'])(
    'an acronym or short school word beside a name is a school in an education section: %s', (s) => {
      expect(isSchoolName(s)).toBe(true);
    });
  it.each(['BSc Geology', 'HND Hospitality', 'Brightwave Ltd', 'IT Manager', 'Data Science', 'Univers Mode', 'SQL, Python', 'Note: 1,7',
    'TU Quellbach Grüner Weg Wiese'])('is no short school: %s', (s) => {
    expect(isSchoolName(s)).toBe(false);
  });

  it('reads the degree over its short school, and the school first on a row', () => {
    expect(studies(['MSc Hydrology\t2019', 'TU Quellbach', 'BSc Geology\t2016', 'Univ. of Quarrowby'])).toEqual([
      ['TU Quellbach', 'MSc Hydrology', '2019'], ['Univ. of Quarrowby', 'BSc Geology', '2016'],
    ]);
    expect(studies(['2018\tLaurea in Geologia — Poli Castravento'])).toEqual([['Poli Castravento', 'Laurea Geologia', '2018']]);
    expect(studies(['ENS Vauclerc', '• Licence en géologie\t2017', '• Master en hydrologie\t2019'])).toEqual([
      ['ENS Vauclerc', 'Licence géologie', '2017'], ['ENS Vauclerc', 'Master hydrologie', '2019'],
    ]);
  });
});

describe('a faculty on a line of its own beside its university', () => {
  it.each(['Faculty of Geodesy', 'Wydział Geologii', 'UFR de géologie', 'Fachbereich Geowissenschaften', 'Faculteit Aardwetenschappen',
    'Geológiai Kar', 'Dipartimento di Geologia'])('is a faculty: %s', (s) => expect(isFaculty(s)).toBe(true));
  it.each(['Karolina Wrzos', 'Departure Lounge Ltd', 'Example University'])('is no faculty: %s', (s) => expect(isFaculty(s)).toBe(false));

  it('joins the school above or below it, before any date cell', () => {
    expect(pairStudyLines(['Diploma in Geology\t2016', 'Faculteit Aardwetenschappen', 'Universiteit Vlierbeek'])).toEqual([
      'Diploma in Geology\t2016', 'Universiteit Vlierbeek, Faculteit Aardwetenschappen',
    ]);
    expect(pairStudyLines(['Universidad de Ejemplo\t2018', 'Facultad de Geología', 'Grado en Geología'])[0]).toBe(
      'Universidad de Ejemplo, Facultad de Geología\tGrado en Geología\t2018');
  });

  it('is no degree, field or second study: each degree keeps its own school and year', () => {
    expect(studies(['Máster en Hidrología\t2022', 'Departamento de Geología', 'Universidad de Ejemplo', 'Grado en Geología\t2019',
      'Facultad de Ciencias', 'Universidad de Muestra'])).toEqual([
      ['Universidad de Ejemplo', 'Máster Hidrología', '2022'],
      ['Universidad de Muestra', 'Grado Geología', '2019'],
    ]);
    expect(studies(['Licence en géologie\t2020', 'Université de Vauclerc', 'UFR de géologie'])).toEqual([
      ['Université de Vauclerc', 'Licence géologie', '2020'],
    ]);
  });
});

describe('a letter-spaced education heading', () => {
  it('opens the education section, also where the gaps between its words were lost', () => {
    for (const heading of ['E D U C A T I O N', 'A U S B I L D U N G:', 'O P L E I D I N G E N C U R S U S S E N', 'I S T R U Z I O N E']) {
      const sections = splitSections(['W O R K   E X P E R I E N C E', 'Geologist, Brightwave Ltd', heading, 'BSc Geology\t2016',
        'University of Quarrowby']);
      expect(sections.map((s) => s.kind), heading).toEqual(['work', 'education']);
      expect(sections[1]!.lines).toEqual(['BSc Geology\t2016', 'University of Quarrowby']);
    }
  });
});

describe('a school first on its row', () => {
  it('keeps the town a school is named with ("… w Example") inside its name', () => {
    expect(studies(['Uniwersytet Przykładowy w Brzezinach, Licencjat z geologii, 2016'])).toEqual([
      ['Uniwersytet Przykładowy w Brzezinach', 'Licencjat z geologii', '2016'],
    ]);
    expect(splitParts('Uniwersytet Przykładowy w Brzezinach, Licencjat z geologii')).toEqual(['Uniwersytet Przykładowy w Brzezinach', 'Licencjat z geologii']);
    // After a title the word still joins title and employer.
    expect(splitParts('Programista w Przykład Sp. z o.o.')).toEqual(['Programista', 'Przykład Sp. z o.o.']);
  });

  it('takes a short school the town reader would take for a town for the school', () => {
    expect(readEducation(['2018\tGrado en Geología — ETSI Vallehondo'])).toMatchObject([{ institution: 'ETSI Vallehondo', location: '', end: '2018' }]);
    // A school the word lists know keeps the town printed after it.
    expect(readEducation(['BSc Geology, University of Quarrowby, Manchester, 2016'])).toMatchObject([
      { institution: 'University of Quarrowby', location: 'Manchester' },
    ]);
  });
});

describe('a study named with the word of the heading above it', () => {
  it('is the section\'s first entry, not a second heading glued to it', () => {
    const sections = splitSections(['AUSBILDUNG', 'Ausbildung Lagerlogistik — Berufsschule Quellbach', '2019']);
    expect(sections).toEqual([{ kind: 'education', heading: 'AUSBILDUNG', lines: ['Ausbildung Lagerlogistik — Berufsschule Quellbach', '2019'] }]);
    // A heading glued to its first study after another section still opens the section.
    expect(splitSections(['Skills', 'Java', 'Education BSc Geology', 'University of Quarrowby']).map((s) => s.kind)).toEqual(['skills', 'education']);
  });

  it('is a line of the studies further down too, the heading\'s word glued to its name by a space', () => {
    const lines = ['Ausbildung:', 'Diplom-Geologe, Universität Quarrowby, 2019', 'Ausbildung Lagerlogistik, Berufsschule Quellbach, 2016'];
    expect(splitSections(lines)).toEqual([{ kind: 'education', heading: 'Ausbildung:', lines: lines.slice(1) }]);
    expect(readEducation(lines.slice(1)).map((e) => e.degree)).toEqual(['Diplom-Geologe', 'Ausbildung Lagerlogistik']);
  });
});

describe('a heading in a cell of its own beside the first line of its section', () => {
  it('opens its section with the other cells as its first line, letter-spaced or not', () => {
    const kinds = (lines: string[]): [string, string[]][] => splitSections(lines).map((s) => [s.kind, s.lines]);
    expect(kinds(['Experience', 'Geologist, Brightwave Ltd', 'B I L D U N G S W E G\tBerufsschule Quellbach', '2016\t• Ausbildung Lagerlogistik',
      'K U R S E\tStaplerschein, Example Akademie, 2018', 'Kenntnisse', '• Java'])).toEqual([
      ['work', ['Geologist, Brightwave Ltd']], ['education', ['Berufsschule Quellbach', '2016\t• Ausbildung Lagerlogistik']],
      ['certificates', ['Staplerschein, Example Akademie, 2018']], ['skills', ['• Java']],
    ]);
  });

  it('leaves a plain heading cell of another kind beside a line of text where it is (a sidebar heading on a job\'s row)', () => {
    const kinds = (lines: string[]): [string, string[]][] => splitSections(lines).map((s) => [s.kind, s.lines]);
    expect(kinds(['Experience', 'Skills\tGeologist, Brightwave Ltd', '2016 – 2019'])).toEqual([
      ['work', ['Skills\tGeologist, Brightwave Ltd', '2016 – 2019']],
    ]);
  });

  it('needs a period, a study or a year after a work or education heading; a sentence stays text', () => {
    expect(splitSections(['Skills', 'Education\tmatters to me a great deal']).map((s) => s.kind)).toEqual(['skills']);
    expect(splitSections(['Skills', 'Experience\twith budgets and rotas']).map((s) => s.kind)).toEqual(['skills']);
    expect(splitSections(['Skills', 'Experience\tGlassblowing Weekends']).map((s) => s.kind)).toEqual(['skills']);
  });

  it('opens the work section beside the first job\'s known title or firm, dated on the row below', () => {
    const kinds = (lines: string[]): [string, string[]][] => splitSections(lines).map((s) => [s.kind, s.lines]);
    expect(kinds(['Skills', '• Java', 'Work experience\tProject Manager', '2019 – 2023\tQuillmoss Fern Ltd'])).toEqual([
      ['skills', ['• Java']], ['work', ['Project Manager', '2019 – 2023\tQuillmoss Fern Ltd']],
    ]);
    expect(kinds(['Skills', '• Java', 'Werkervaring\tBrouwerslaan Logistiek B.V.', '2019 – 2023\tProjectleider'])).toEqual([
      ['skills', ['• Java']], ['work', ['Brouwerslaan Logistiek B.V.', '2019 – 2023\tProjectleider']],
    ]);
  });

  it('opens the work section beside a title it does not know when the job\'s period follows within two lines', () => {
    const kinds = (lines: string[]): [string, string[]][] => splitSections(lines).map((s) => [s.kind, s.lines]);
    expect(kinds(['Skills', '• Java', 'Work\tOstreicultora', 'Marés do Sado, Lda.', 'Mar 2018 – Jan 2022'])).toEqual([
      ['skills', ['• Java']], ['work', ['Ostreicultora', 'Marés do Sado, Lda.', 'Mar 2018 – Jan 2022']],
    ]);
    // Further down, or beside a sentence, the period is another block's.
    expect(kinds(['Skills', 'Work\tOstreicultora', 'Marés do Sado, Lda.', 'Setúbal', 'Mar 2018 – Jan 2022']).map(([k]) => k)).toEqual(['skills']);
    expect(kinds(['Skills', 'Experience\tWith budgets and rotas.', '2019 – 2021']).map(([k]) => k)).toEqual(['skills']);
  });
});

describe('an acronym beside other names that is no school', () => {
  it('reads "ABC Subject Subject" (a track and its subjects) as no school, and keeps the unknown schools read by the section\'s order', () => {
    expect(isSchoolName('TSO Bouwkunde Techniek')).toBe(false);
    expect(studies(['2015 – 2018\tBachelor Geology, University of Quarrowby', '2012 – 2015\tLandmeting, Marrow Brennock',
      '2008 – 2012\tTSO Bouwkunde Techniek', 'Hobbies'])).toEqual([
      ['University of Quarrowby', 'Bachelor Geology', '2018'], ['Marrow Brennock', 'Landmeting', '2015'],
    ]);
  });

  it('takes a short school beside a name the word lists do not know as a degree for no study', () => {
    expect(readEducation(['2012 – 2015\tTU Quellbach, Hobbies'])).toEqual([]);
    expect(readEducation(['2012 – 2015\tTU Quellbach, MSc Geodesy'])).toMatchObject([{ institution: 'TU Quellbach', degree: 'MSc Geodesy' }]);
  });

  it('takes a short school beside a vocational qualification named as its occupation for a study', () => {
    expect(studies(['2016 – 2019\tTechnik geodeta — ZSG Quellbach', '2013 – 2016\tFöldmérő ügyintéző, Brennocki TE'])).toEqual([
      ['ZSG Quellbach', 'Technik geodeta', '2019'], ['Brennocki TE', 'Földmérő ügyintéző', '2016'],
    ]);
    expect(readEducation(['2012 – 2015\tTU Quellbach, Hobbies', '2009 – 2012\tTSO Bouwkunde Techniek'])).toEqual([]);
  });
});

describe('a school named by the Latin word for a college', () => {
  it('is the school under its degree', () => {
    expect(studies(['2016\tMagister ekonomii', 'Collegium Brennicum'])).toEqual([['Collegium Brennicum', 'Magister ekonomii', '2016']]);
    expect(studies(['2013\tLicencjat z pedagogiki', 'Kolegium Nauczycielskie w Przykładowie'])).toEqual([
      ['Kolegium Nauczycielskie w Przykładowie', 'Licencjat z pedagogiki', '2013'],
    ]);
  });
});
