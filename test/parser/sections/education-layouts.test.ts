// Study layouts the invented-CV generator prints: grade and honours lines under a study, a year on a
// line of its own under its study, and a school set as a heading with its studies as bullets under it.
// All schools, studies and grades are invented.
import { describe, expect, it } from 'vitest';
import { isGradeLine } from '../../../src/parser/sections/grade-lines.js';
import { pairStudyLines } from '../../../src/parser/sections/study-lines.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('grade and honours lines', () => {
  it.each([
    'First-class honours', 'Upper second-class honours (2:1)', 'GPA: 3.4 / 4.0', 'Overall GPA: 3.9', 'Grade: Merit',
    'Graduated with distinction', 'magna cum laude', 'Note: 1,3', 'Gesamtnote: befriedigend (2,9)', 'mit Auszeichnung bestanden',
    'Mention : Assez bien', 'Mention très bien', 'Moyenne générale : 12,8/20', 'Nota media: 6,9', 'Nota media del expediente: 8,8',
    'Calificación final: Notable', 'Voto: 99/110', 'Media ponderata: 25,1/30', 'Ocena końcowa: dobry', 'Średnia ocen: 3,9',
    'Dyplom z wyróżnieniem', 'Minősítés: közepes', 'Tanulmányi átlag: 3,8', 'Eindcijfer: 7,4', 'Afgestudeerd met lof',
    'Média final: 14 valores', 'Classificação final: 13/20', '• Grade: Pass',
    // cs sk ro sv da nb tr (invented figures)
    'Celkový prospěch: velmi dobrý', 'Studijní průměr: 1,9', 'Prospěla s vyznamenáním', 'Vážený priemer: 2,1',
    'Absolvovala s vyznamenaním', 'Media generală: 9,12', 'Medelbetyg: 3,8', 'Examen med beröm godkänd', 'Snittbetyg: VG',
    'Karaktergennemsnit: 8,6', 'Gjennomsnitt: 4,1', 'Karakter: B', 'Genel not ortalaması: 3,05 / 4,00', 'GNO: 2,87',
    'Yüksek onur öğrencisi',
  ])('"%s" rates a study', (line) => {
    expect(isGradeLine(line)).toBe(true);
  });

  it.each([
    'BSc Geodesy', 'Marrowby College of Surveying', 'Laurea in Geologia', 'Skills: Excel, Word', 'Media Studies, BA',
    'Thesis: Sediment transport in tidal inlets of the northern coast', 'Grado en Geología', 'Note', 'Examplehaven, 2016',
    'Examen i ekonomi, Lindvik universitet', 'Ortalama Lisesi, 2012', 'Mezun Olunan Okul: Örnek Lisesi, İzmir kampüsü ve yurdu',
  ])('"%s" is no grade line', (line) => {
    expect(isGradeLine(line)).toBe(false);
  });

  it('are no study of their own, and no part of the study above them', () => {
    expect(studies([
      'BSc Geodesy\t2016', 'Marrowby College', 'First-class honours', 'MSc Hydrology\t2018', 'Orvalle Polytechnic', 'Note: 1,7',
    ])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2016'],
      ['Orvalle Polytechnic', 'MSc Hydrology', '2018'],
    ]);
    expect(studies(['Marrowby College', 'BSc Geodesy', '2016', 'Graduated with distinction'])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2016'],
    ]);
  });
});

describe('a year on a line of its own under its study', () => {
  const section = ['BSc Geodesy', '2016', 'Marrowby College', 'Grado en Geología', '2019', 'Universidad de Orvalle'];

  it('is the study\'s date cell', () => {
    expect(pairStudyLines(section).slice(0, 2)).toEqual(['BSc Geodesy\t2016', 'Marrowby College']);
    expect(studies(section)).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2016'],
      ['Universidad de Orvalle', 'Grado Geología', '2019'],
    ]);
  });

  it('stays on its line where the section opens on a year (each year above its study) or under a sentence', () => {
    const yearFirst = ['2016', 'BSc Geodesy', 'Marrowby College', '2019', 'MSc Hydrology', 'Orvalle Polytechnic'];
    expect(pairStudyLines(yearFirst).filter((line) => /^20\d\d$/u.test(line))).toEqual(['2016', '2019']);
    const sentence = ['Marrowby College', 'Studied the tides of the northern coast.', '2016'];
    expect(pairStudyLines(sentence)).toEqual(sentence);
  });
});

describe('a school as a heading, its studies as bullets under it', () => {
  it('reads each dated bullet as a study of the school above, year cell before or after, or in brackets', () => {
    expect(studies([
      'Marrowby College', '• BSc Geodesy\t2016', 'First-class honours', '• MSc Hydrology\t2018',
      'Orvalle Polytechnic', '2012\t– Surveying Technician',
    ])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2016'],
      ['Marrowby College', 'MSc Hydrology', '2018'],
      ['Orvalle Polytechnic', 'Surveying Technician', '2012'],
    ]);
    expect(studies(['Marrowby College', '- Diploma in Coastal Mapping (2014)', '- Tidal Survey Practice (2015)'])).toEqual([
      ['Marrowby College', 'Diploma Coastal Mapping', '2014'],
      ['Marrowby College', 'Tidal Survey Practice', '2015'],
    ]);
  });

  it('reads bullets printed with the year on the line below (the date under the text)', () => {
    expect(studies(['Marrowby College', '• BSc Geodesy', '2016', '• Hydrographer Level 2', '2018'])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2016'],
      ['Marrowby College', 'Hydrographer Level 2', '2018'],
    ]);
  });

  it('takes no course bullet without a year for a study, and no job out of the section', () => {
    const section = ['Marrowby College', '• BSc Geodesy\t2016', '• Sediment Transport', '• Coastal Mapping'];
    expect(studies(section)).toEqual([['Marrowby College', 'BSc Geodesy', '2016']]);
    expect(readWorkAndEducation([], section).work).toEqual([]);
  });
});

describe('a section of studies without periods, schools set in capitals', () => {
  const section = [
    'MARROWBY UNIVERSITY\tMSC IN HYDROLOGY', 'Dec 2016 | Elmbury, ST', 'MARROWBY UNIVERSITY\tBS IN GEODESY', 'May 2014 | Elmbury, ST',
    'College of Engineering', 'Summa Cum Laude', 'Cum. GPA: 3.9 / 4.0', 'SAINT ORVALLE HALL', 'Grad. May 2010 | Quellton, Westshire',
  ];

  it('takes a college named by its field alone under a study for a part of it, not a school of its own', () => {
    expect(readEducation(section).map((e) => e.institution)).not.toContain('College of Engineering');
  });

  it('reads a line in capitals over a year line as a school named without a school word', () => {
    expect(readEducation(section).map((e) => [e.institution, e.end])).toEqual([
      ['MARROWBY UNIVERSITY', '2016'], ['MARROWBY UNIVERSITY', '2014'], ['SAINT ORVALLE HALL', '2010'],
    ]);
  });

  it('does not where the known schools are written in ordinary case, or the line is over no year', () => {
    const ordinary = section.map((line) => line.replace('MARROWBY UNIVERSITY', 'Marrowby University'));
    expect(readEducation(ordinary).map((e) => e.institution)).not.toContain('SAINT ORVALLE HALL');
    const noYear = [...section.slice(0, -1), 'Quellton, Westshire'];
    expect(readEducation(noYear).map((e) => e.institution)).not.toContain('SAINT ORVALLE HALL');
  });
});

describe('a degree, a dash and a school whose school word ends its name', () => {
  it('keeps the school whole', () => {
    expect(studies(['2014 – 2017\tBSc Geodesy – Elmbury Town College', '2017 – 2019\tMSc Hydrology – Orvalle Polytechnic'])).toEqual([
      ['Elmbury Town College', 'BSc Geodesy', '2017'], ['Orvalle Polytechnic', 'MSc Hydrology', '2019'],
    ]);
  });
});

describe('a period on a line of its own under its study', () => {
  it('is the date of the degree above it, the school under it still its school', () => {
    expect(studies(['BSc Geodesy', '2014 – 2017', 'Marrowby College', 'Laurea in Geologia', '2011 – 2014', 'Universitá di Orvalle'])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2017'], ['Universitá di Orvalle', 'Laurea Geologia', '2014'],
    ]);
  });

  it('dates a study name the word lists do not know as well, where the section\'s first period stands under a degree', () => {
    expect(studies(['BSc Geodesy', '2014 – 2017', 'Marrowby College', 'Tidal Surveyor', '2011 – 2014', 'Orvalle Polytechnic'])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2017'], ['Orvalle Polytechnic', 'Tidal Surveyor', '2014'],
    ]);
  });

  it('dates the study bullet above it, under a school heading', () => {
    expect(studies(['Marrowby College', '• BSc Geodesy', '2014 – 2017', '• Hydrographer Level 2', '2017 – 2019'])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2017'], ['Marrowby College', 'Hydrographer Level 2', '2019'],
    ]);
    expect(studies(['Marrowby College', '• BSc Geodesy\t2014 – 2017', '• MSc Hydrology\t2017 – 2019'])).toEqual([
      ['Marrowby College', 'BSc Geodesy', '2017'], ['Marrowby College', 'MSc Hydrology', '2019'],
    ]);
  });
});

describe('a study row whose degree cell is long', () => {
  it('reads a degree of many words in its cell beside the year and the school', () => {
    expect(studies([
      '2019\tMaster of Science in Tidal Engineering and Coastal Sediment Studies\tQuarrowby Institute of Marine Technology',
      '2016\tBachelor of Science in Geology\tMarrowby College',
    ])).toEqual([
      ['Quarrowby Institute of Marine Technology', 'Master of Science Tidal Engineering and Coastal Sediment Studies', '2019'],
      ['Marrowby College', 'Bachelor of Science Geology', '2016'],
    ]);
  });

  it('reads a long degree that closes on its letters, as Hungarian prints it', () => {
    expect(studies([
      '2021\tNemzetközi gazdálkodás és vámügyintézés alapképzési szak tengeri kereskedelmi szakiránnyal BA\tDunaparti Egyetem',
      '2018\tGépészmérnöki alapképzési szak BSc\tTiszakeszi Főiskola',
    ])).toEqual([
      // A specialisation before the degree's letters is part of the one degree's name, "szak" (the major) kept in it.
      ['Dunaparti Egyetem', 'Nemzetközi gazdálkodás és vámügyintézés alapképzési szak tengeri kereskedelmi szakiránnyal BA', '2021'],
      ['Tiszakeszi Főiskola', 'Gépészmérnöki alapképzési szak BSc', '2018'],
    ]);
  });

  it('still takes a long sentence in a cell for a detail, whatever degree it names', () => {
    expect(studies([
      'Quarrowby Institute of Marine Technology\t2019',
      '2019\tPrepared the field trips of the Master of Science students every spring term',
      'Bachelor of Science in Geology\tMarrowby College\t2016',
    ])).toEqual([['Quarrowby Institute of Marine Technology', '', '2019'], ['Marrowby College', 'Bachelor of Science Geology', '2016']]);
  });
});
