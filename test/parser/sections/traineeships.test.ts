// A traineeship listed among the studies is no study of its own. All units and schools are invented.
import { describe, expect, it } from 'vitest';
import { isTraineeship } from '../../../src/parser/sections/traineeships.js';
import { readEducation } from '../../../src/parser/sections/education.js';

describe('a traineeship', () => {
  it('is named in the CV languages, also after a programme\'s name or closing a compound', () => {
    for (const part of ['Traineeship in the soil laboratory', 'Research internship, Department of Hydrology', 'ERASMUS+ TRAINEESHIP IN THE OPTICS LAB',
      'Forschungspraktikum am Lehrstuhl für Hydrologie', 'Stage au laboratoire de chimie', 'Prácticas en el laboratorio de química',
      'Tirocinio presso il laboratorio di chimica', 'Staż w laboratorium chemii', 'Szakmai gyakorlat a kémiai laboratóriumban',
      'Onderzoeksstage bij de vakgroep hydrologie', 'Estágio no laboratório de química', 'Intern, Department of Geodesy']) {
      expect(isTraineeship(part), part).toBe(true);
    }
  });

  it('is not a degree, a school, "stage" inside an English phrase or "intern" inside a word', () => {
    for (const part of ['BSc Geology', 'University of Marrowby', 'Final stage of the thesis', 'International Business', 'Master internship thesis in Geology',
      'Internationale Beziehungen', 'Backstage crew', 'Multistage sampling methods']) {
      expect(isTraineeship(part), part).toBe(false);
    }
  });
});

describe('an education section with a traineeship among the studies', () => {
  const section = [
    'BSc Geology\t2016', 'University of Marrowby',
    'Traineeship in the soil laboratory\t2015', 'Fenchurst University',
  ];

  it('reads the studies and leaves the traineeship out', () => {
    expect(readEducation(section).map((e) => [e.institution, e.degree, e.end])).toEqual([['University of Marrowby', 'BSc Geology', '2016']]);
  });

  it('leaves it out where each school heads its dated line, the section\'s order read from the studies', () => {
    const headed = [
      'University of Marrowby', '– BSc Geology', 'September 2013 – June 2016',
      'Fenchurst University', '– Traineeship in the optics lab', 'September 2014 – June 2015',
    ];
    expect(readEducation(headed).map((e) => [e.institution, e.degree])).toEqual([['University of Marrowby', 'BSc Geology']]);
  });

  it('keeps a study whose header names a degree beside the traineeship', () => {
    const thesis = ['MSc Hydrology, thesis internship\t2018', 'Fenchurst University'];
    expect(readEducation(thesis).map((e) => e.institution)).toEqual(['Fenchurst University']);
  });

  it('leaves it out where only years date the studies, its line reading like a sentence over its school', () => {
    const section = [
      'HBO Geologie\t2017', 'Hogeschool Marrowby', 'Faculteit Aardwetenschappen',
      'Stage bij het laboratorium voor bodemkunde\t2016', 'Universiteit Fenchurst', 'Faculteit Aardwetenschappen',
    ];
    expect(readEducation(section).map((e) => [e.institution, e.degree, e.end])).toEqual([['Hogeschool Marrowby', 'HBO Geologie', '2017']]);
  });
});
