// School-leaving certificates among a list of studies, and a study's rows labelled as an online CV builder prints them.
// All schools, towns and studies are invented.
import { describe, expect, it } from 'vitest';
import { degreeOfSchool, isLeavingCertificate, isSecondarySchool } from '../../../src/parser/sections/school-leaving.js';
import { readEducation } from '../../../src/parser/sections/education.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('school-leaving certificates', () => {
  it.each(['Abitur', 'Érettségi, emelt matematika', 'Matura', 'Baccalauréat scientifique', 'A-levels', 'High school diploma',
    'Diploma di maturità scientifica', 'VWO-diploma', 'Bachillerato'])('is a school-leaving certificate: %s', (s) => {
    expect(isLeavingCertificate(s)).toBe(true);
  });
  it.each(['BSc Geology', 'Master of Arts', 'Bachelor Informatica', 'Baccalaureate of Divinity studies abroad', 'Licence en géologie',
    'Mérnök BSc'])('is no school-leaving certificate: %s', (s) => {
    expect(isLeavingCertificate(s)).toBe(false);
  });
  it.each(['Hársfa Gimnázium', 'Gymnasium am Weiher', 'Lycée des Saules', 'Elmbury Grammar School', 'Liceum nr 2 w Brzezinach'])(
    'is a secondary school: %s', (s) => expect(isSecondarySchool(s)).toBe(true));
  it.each(['Nyárfalvi Egyetem', 'Universität Haselbach', 'Quarrowby College'])('is no secondary school: %s', (s) => {
    expect(isSecondarySchool(s)).toBe(false);
  });

  it('a university takes its own degree, not a certificate read into its header; a secondary school keeps its certificate', () => {
    expect(degreeOfSchool(['Érettségi', 'Nyárfalvi Egyetem', 'Gépészmérnök BSc'], 'Nyárfalvi Egyetem')).toBe('Gépészmérnök BSc');
    expect(degreeOfSchool(['Abitur', 'Gymnasium am Weiher', 'BSc Geology'], 'Gymnasium am Weiher')).toBe('Abitur');
    // The only degree there is stays the study's.
    expect(degreeOfSchool(['Abitur', 'Universität Haselbach'], 'Universität Haselbach')).toBe('Abitur');
  });

  it('reads the certificate line above a university line as no degree or field of the university', () => {
    const read = studies([
      'Szeptember (2011.09) Gimnázium: Hársfa Gimnázium',
      'Május (2015.05) Érettségi, emelt földrajz',
      'Szeptember (2015.09) Nyárfalvi Egyetem Geológus BSc képzés',
    ]);
    expect(read).toEqual([['Hársfa Gimnázium', 'Érettségi emelt földrajz', '2015'], ['Nyárfalvi Egyetem', 'Geológus BSc képzés', '2015']]);
  });

  it('leaves a certificate over a university\'s dated row out of its degree, with the subjects printed beside it', () => {
    expect(studies(['Abitur, Leistungskurs Erdkunde', 'Universität Haselbach, BSc Geologie\t2015 – 2019', 'Gymnasium am Weiher\t2007 – 2015']))
      .toEqual([['Universität Haselbach', 'BSc Geologie', '2019'], ['Gymnasium am Weiher', '', '2015']]);
  });
});

describe('a study as labelled rows', () => {
  it('"Level:" labels the degree beside the school\'s row and the dates\' rows', () => {
    expect(studies(['Start date: 2012-09-01', 'University: Quarrowby University', 'End date: 2016-06-30', 'Level: BSc Geology'])).toEqual([
      ['Quarrowby University', 'BSc Geology', '2016-06'],
    ]);
  });
});
