// Education entries whose school and degree stand on lines of their own: a section printed degree
// first (the school on the next line, then the town and the date), a dated school line with its
// degree under it, and the degree and school words of more languages.
// All names, schools and towns are invented.
import { describe, expect, it } from 'vitest';
import { pairStudyLines } from '../../../src/parser/sections/study-lines.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import { isDegree, isInstitution } from '../../../src/parser/sections/roles.js';

describe('a section printed degree first, the school on the next line', () => {
  const section = [
    'Lic. en Geología Marina', 'Universidad Austral de Orvalle', 'Tessafort, Calle Brivia 12', '14/12/2019',
    'Cartógrafo Auxiliar', 'Universidad Austral de Orvalle', 'Tessafort, Calle Brivia 12', '20/12/2016',
  ];

  it('keeps each degree over a school, a town line and a lone date', () => {
    expect(readEducation(section).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end])).toEqual([
      ['Universidad Austral de Orvalle', 'Lic. Geología Marina', '2019-12'],
      ['Universidad Austral de Orvalle', 'Cartógrafo Auxiliar', '2016-12'],
    ]);
  });

  it('puts a study name the word lists do not know on its school\'s line only when the section opens degree first', () => {
    expect(pairStudyLines(section)[3]).toBe('Cartógrafo Auxiliar\tUniversidad Austral de Orvalle');
    const schoolFirst = [
      'Orvalle Polytechnic', 'BSc Geodesy\t2014 – 2017', 'Field Surveyor', 'Marrowby College', 'MSc Hydrology\t2017 – 2019',
    ];
    expect(pairStudyLines(schoolFirst)).toEqual(schoolFirst);
  });

  it('reads no job out of such a section', () => {
    expect(readWorkAndEducation([], section).work).toEqual([]);
  });
});

describe('a dated school line with its degree on the line under it', () => {
  it('takes the degree with its field, and the town beside the school as the place', () => {
    const education = readEducation([
      'Marrowby Coastal University, Quellton, ST\tExpected Graduation: May 2022', 'Bachelor of Engineering, Coastal Ecology', 'GPA: 3.7',
    ]);
    expect(education).toEqual([{
      institution: 'Marrowby Coastal University', degree: 'Bachelor of Engineering', area: 'Coastal Ecology', location: 'Quellton, ST',
      start: '', end: '2022-05',
    }]);
  });

  it('reads a degree line over its dated school line as one entry, each', () => {
    const lines = ['MSc Hydrology', 'Marrowby College\t2017 – 2019', 'BSc Geodesy', 'Orvalle Polytechnic\t2014 – 2017'];
    expect(readEducation(lines).map((e) => [e.institution, e.degree])).toEqual([
      ['Marrowby College', 'MSc Hydrology'], ['Orvalle Polytechnic', 'BSc Geodesy'],
    ]);
  });
});

describe('a school in a cell of its own after the degree', () => {
  it('is not cut at its school word as a field and a school after a dash would be', () => {
    const education = readEducation(['Diploma in Tidal Survey', 'Quellton Maritime Academy', 'Harbour Road 3', '30/06/2015']);
    expect(education[0]?.institution).toBe('Quellton Maritime Academy');
  });
});

describe('degree and school words of more languages', () => {
  it.each([
    'Técnico Superior en Gestión Forestal', 'Maestría en Finanzas', 'Doctorado en Física', 'Bachillerato', 'Mestrado em Economia',
    'Bacharelado em Química', 'Doctorat en chimie', 'Diplôme d\'ingénieur', 'Dottorato di ricerca', 'HBO Bouwkunde',
    'Doktor nauk technicznych',
    'Ingeniería en Caminos', 'Engenharia Civil', 'Alapképzés', 'Yüksek Lisans', 'Masters in Geology', '学士（工学）', '석사',
  ])('%s is a degree', (t) => expect(isDegree(t)).toBe(true));

  it.each(['Facultad de Ciencias', 'Facoltà di Lettere', 'Faculté des Sciences', 'Wydział Fizyki', '東都大学', '한빛대학교'])(
    '%s is a school', (t) => expect(isInstitution(t)).toBe(true),
  );

  it.each(['Facultad de Odontología', 'Técnico de mantenimiento', 'Example Engineering Ltd', 'Capital Markets', 'Promotion manager'])(
    '%s is no degree', (t) => expect(isDegree(t)).toBe(false),
  );
});

describe('a school the word lists do not know beside a degree that names its field', () => {
  it('reads the other name as the school, not as a second field', () => {
    const education = readEducation(['BSc Physics, Orvalle Tech, 2016 – 2019', 'MSc Optics, Orvalle Tech, 2019 – 2021']);
    expect(education.map((e) => [e.institution, e.degree])).toEqual([['Orvalle Tech', 'BSc Physics'], ['Orvalle Tech', 'MSc Optics']]);
  });

  it('keeps a second name beside a degree without its field as the field', () => {
    const [study] = readEducation(['Bachelor of Engineering, Coastal Ecology, 2016 – 2019', 'Quellton Marine College']);
    expect(study?.area).toBe('Coastal Ecology');
  });

  it('does not cut a school at its school word after a comma', () => {
    expect(readEducation(['MBA, Quellton Business School, 2019'])[0]?.institution).toBe('Quellton Business School');
  });
});

describe('honours printed with a degree', () => {
  it.each([
    ['BSc Geology, cum laude\t2014 – 2018', 'BSc Geology'], ['MSc Hydrology, summa cum laude\t2016 – 2018', 'MSc Hydrology'],
    ['Laurea in Geologia con lode\t2014 – 2018', 'Laurea'], ['Master of Arts (with distinction)\t2014 – 2018', 'Master of Arts'],
  ])('%s reads as the degree %s', (line, degree) => {
    const [study] = readEducation(['Orvalle University', line]);
    expect(study?.degree).toBe(degree);
    expect(`${study?.degree} ${study?.area}`).not.toMatch(/laude|lode|distinction/iu);
  });

  it('puts back the bracket of a degree set after its field', () => {
    expect(readEducation(['Geology (BSc)\t2014 – 2018', 'Orvalle University'])[0]?.degree).toBe('Geology (BSc)');
  });
});

describe('a school as a heading with its degrees under it, without dates', () => {
  it('reads each degree bullet as a study of that school', () => {
    expect(readEducation(['Orvalle University', '• BSc Geology', '• MSc Hydrology']).map((e) => [e.institution, e.degree])).toEqual([
      ['Orvalle University', 'BSc Geology'], ['Orvalle University', 'MSc Hydrology'],
    ]);
  });

  it('reads degree lines under each of two schools as their studies', () => {
    const education = readEducation(['Orvalle University', 'BSc Geology', 'MSc Hydrology', 'Marrowby College', 'Diploma in Surveying']);
    expect(education.map((e) => [e.institution, e.degree])).toEqual([
      ['Orvalle University', 'BSc Geology'], ['Orvalle University', 'MSc Hydrology'], ['Marrowby College', 'Diploma'],
    ]);
  });

  it('leaves a bullet that is a sentence a detail', () => {
    const education = readEducation(['Orvalle University', 'BSc Geology', '• Wrote a thesis on the diploma rules of the region.']);
    expect(education).toHaveLength(1);
  });
});

describe('a skills block read into an undated education section', () => {
  it('reads no study out of tool lines whose note names a school word', () => {
    const education = readEducation([
      'Orvalle Academy', 'Diploma in Surveying', 'Marrowby University', 'BSc Geology', 'Cobol: University project',
      'Erlang: College hackathon entry',
    ]);
    expect(education.map((e) => e.institution)).toEqual(['Orvalle Academy', 'Marrowby University']);
  });

  it('still reads a line labelled with a school word as a school', () => {
    expect(readEducation(['Academy: Orvalle Academy', 'Diploma in Surveying'])[0]?.institution).toMatch(/Orvalle Academy$/u);
  });
});

describe('the field on a line or in a part of its own after a degree that names none', () => {
  it('reads the field under the degree, with the school above, over the date', () => {
    const [study] = readEducation(['Orvalle University', 'Bachelor of Engineering', 'Geology', 'Sep 2014 – Jun 2018']);
    expect([study?.institution, study?.degree, study?.area, study?.location])
      .toEqual(['Orvalle University', 'Bachelor of Engineering', 'Geology', '']);
  });

  it('reads the last part after the degree as the field, not the town', () => {
    const [study] = readEducation(['Marrowby College\tSep 2014 – Jun 2018', 'Bachelor of Engineering, Geology']);
    expect([study?.area, study?.location]).toEqual(['Geology', '']);
  });

  it('reads a name of two words beside a one-word field as the school', () => {
    const [study] = readEducation(['Geology, BSc', 'Marrowby Tech', '2014 – 2018']);
    expect([study?.institution, study?.degree, study?.area]).toEqual(['Marrowby Tech', 'BSc', 'Geology']);
  });

  it('reads the name in the cell before a degree with its field as the school', () => {
    const [study] = readEducation(['Sint-Orvalle\tLicenciatura en Historia\t2010 – 2014']);
    expect([study?.institution, study?.degree, study?.area]).toEqual(['Sint-Orvalle', 'Licenciatura', 'Historia']);
  });

  it('keeps a place the address reader knows after a degree as the place', () => {
    const [study] = readEducation(['Orvalle Polytechnic', 'MSc, Remoto', '2014 – 2018']);
    expect(study?.location).toBe('Remoto');
  });
});

describe('a second degree beside a degree that names its field', () => {
  it('is never read as the school', () => {
    const [study] = readEducation(['MSc Hydrology, Bc. Geologie\t2014 – 2018']);
    expect(study?.institution).not.toBe('Bc. Geologie');
    expect(isDegree('Bc. Geologie')).toBe(true);
  });
});

describe('a long degree broken over two lines by a narrow column', () => {
  const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

  it('joins the rest in lower case, with the date cell on either side or on a line of its own', () => {
    expect(pairStudyLines(['2018\tLaurea triennale in Geologia e', 'scienze della terra', 'Università di Castravento']))
      .toEqual(['2018\tLaurea triennale in Geologia e scienze della terra', 'Università di Castravento']);
    expect(studies(['Licence professionnelle géologie\t2016', 'appliquée et cartographie', 'Université de Vauclerc'])).toEqual([
      ['Université de Vauclerc', 'Licence professionnelle géologie appliquée et cartographie', '2016'],
    ]);
    expect(studies(['Laurea triennale in Geologia e', 'scienze della terra', '2015', 'Università di Castravento'])).toEqual([
      ['Università di Castravento', 'Laurea triennale Geologia e scienze della terra', '2015'],
    ]);
  });

  it('joins a capitalised rest after a joining word, or between the degree and its school', () => {
    expect(studies(['2016\tBachelor of Science in', 'Environmental and Marine Geology', 'Elmbury Institute of Technology'])).toEqual([
      ['Elmbury Institute of Technology', 'Bachelor of Science Environmental and Marine Geology', '2016'],
    ]);
    expect(studies(['Bachelor of Science', 'Environmental and Marine Geology', '2019', 'Elmbury Institute of Technology'])).toEqual([
      ['Elmbury Institute of Technology', 'Bachelor of Science Environmental and Marine Geology', '2019'],
    ]);
  });

  it('leaves a school, a town, a grade, a bullet, a faculty or a dated line under the degree alone', () => {
    for (const lines of [
      ['BSc Geology in', 'Elmbury Institute of Technology\t2016'],
      ['MSc Hydrology\t2016', 'Tessafort', 'Marrowby College'],
      ['MSc Hydrology\t2016', 'with distinction', 'Marrowby College'],
      ['MSc Hydrology\t2016', '• thesis on coastal erosion', 'Marrowby College'],
      ['MSc Hydrology and', 'Geology 2016', 'Marrowby College'],
      ['MSc Hydrology\t2016', 'Faculty of Earth Sciences', 'Marrowby University'],
    ]) expect(pairStudyLines(lines).join('\n'), lines.join(' / ')).not.toMatch(/Hydrology( and)? (Tessafort|with|Geology|Faculty)|in Elmbury|Hydrology[^\n]*thesis/u);
  });
});

describe('a degree over its period and how long it lasted, over its school', () => {
  it('reads each study with its school and period when a length stands beside the period', () => {
    const section = ['MA Orchard Science', '2015 — 2018\t3 years', 'Example College of Arts', 'BSc Soil Studies', '2012 — 2013\ta year',
      'Sample University'];
    expect(readEducation(section).map((e) => [e.institution, e.degree, e.start, e.end])).toEqual([
      ['Example College of Arts', 'MA Orchard Science', '2015', '2018'],
      ['Sample University', 'BSc Soil Studies', '2012', '2013'],
    ]);
  });
});

describe('a school\'s name wrapped before its school word, under its period', () => {
  it('joins the name before pairing, so the school word alone does not take the degree below', () => {
    expect(readEducation(['2016', '2019', 'Orvenski Műszaki', 'Egyetem', 'Közgazdász MSc']).map((e) => [e.institution, e.degree, e.end]))
      .toEqual([['Orvenski Műszaki Egyetem', 'Közgazdász MSc', '2019']]);
  });
});
