// Europass and national forms: a study as labelled rows ("Title of qualification awarded", "Name and type of
// organisation providing education and training"), the labels in cells beside their values or on lines of their own
// over them, the period in the left cell. All schools, studies and towns are invented.
import { describe, expect, it } from 'vitest';
import { joinWrappedLabels, shortStudyLabelKind, studyFormRows, studyLabelKind } from '../../../src/parser/sections/study-labels.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.start, e.end]);

describe('form labels of a study', () => {
  it.each([
    'Name and type of organisation providing education and training', 'Name of the institution', 'Name und Art der Bildungseinrichtung',
    'Nom et type de l’organisme de formation', 'Nombre y tipo de la organización', 'Nome e tipo di organizzazione erogatrice',
    'Nazwa i rodzaj uczelni', 'A képző intézmény neve és típusa', 'Naam en type van de school', 'Nome e tipo da instituição de ensino',
  ])('names the school: %s', (label) => expect(studyLabelKind(label)).toBe('school'));

  it.each([
    'Title of qualification awarded', 'Qualification obtained', 'Bezeichnung des erworbenen Abschlusses (Qualifikation)',
    'Intitulé de la qualification', 'Título de la cualificación obtenida', 'Titolo della qualifica conseguita',
    'Tytuł/kwalifikacje otrzymane', 'Megszerzett végzettség', 'Benaming van de toegekende kwalificatie', 'Designação da qualificação atribuída',
  ])('names the degree: %s', (label) => expect(studyLabelKind(label)).toBe('degree'));

  it.each(['Principal subjects/occupational skills covered', 'Hauptfächer/berufliche Fähigkeiten', 'Level in national or international classification'])(
    'names a detail of the study: %s', (label) => expect(studyLabelKind(label)).toBe('detail'),
  );

  it.each([
    // Degrees, schools and sentences that share a word with a label.
    'Diplôme d’ingénieur', 'Master of Science', 'Certificate in Applied Geology', 'Qualification', 'Elmbury Institute of Technology',
    'Name Academy', 'Centro de Estudios Valdecastro', 'Awarded the faculty prize for the best thesis of 2016.', 'Title', 'Dates',
  ])('is no form label: %s', (text) => expect(studyLabelKind(text)).toBeUndefined());
});

describe('form rows written as the entry readers know them', () => {
  it('label cells: the period label goes, the subjects go, the period joins the study’s first row', () => {
    expect(studyFormRows([
      'Dates\t2011 – 2014', 'Title of qualification awarded\tBSc Geology', 'Principal subjects/occupational skills covered\tMapping, field work',
      'Name and type of organisation providing education and training\tElmbury Institute of Technology',
    ])).toEqual(['Qualification: BSc Geology\t2011 – 2014', 'Institution: Elmbury Institute of Technology']);
  });

  it('labels over their values, the period in the left cell, the school as a bullet', () => {
    expect(studyFormRows([
      '2016\tBezeichnung der erworbenen Qualifikation', 'Bachelor Geologie', 'Name und Art der Bildungs- oder Ausbildungseinrichtung',
      '• Hochschule Brennfeld',
    ])).toEqual(['Qualification: Bachelor Geologie\t2016', 'Institution: Hochschule Brennfeld']);
  });

  it('leaves a label alone on its line where the section prints no form (only one of the labels)', () => {
    const lines = ['2016\tTitle of qualification awarded', 'BSc Geology', 'Elmbury Institute of Technology'];
    expect(studyFormRows(lines)).toEqual(lines);
  });

  it('leaves a section without form labels as it is', () => {
    const lines = ['BSc Geology\t2016', 'Elmbury Institute of Technology', 'Dates\t2014', 'Qualification obtained with honours'];
    expect(studyFormRows(lines)).toEqual(lines);
  });
});

describe('studies read from forms', () => {
  it('label cells in Spanish: degree and field, school, period; three studies, two at one school', () => {
    expect(studies([
      'Fechas\t2015 – 2018', 'Título de la cualificación obtenida\tGrado en Geología', 'Nombre y tipo del centro de estudios\tUniversidad de Valdecastro',
      'Fechas\t2013 – 2015', 'Título de la cualificación obtenida\tMáster en Hidrología', 'Nombre y tipo del centro de estudios\tUniversidad de Valdecastro',
      'Fechas\t2012', 'Título de la cualificación obtenida\tTécnico Superior en Topografía', 'Nombre y tipo del centro de estudios\tInstituto Peñalta',
    ])).toEqual([
      // A labelled degree is kept whole, its joining word ("en", as "in" in the other languages) with it.
      ['Universidad de Valdecastro', 'Grado en Geología', '2015', '2018'],
      ['Universidad de Valdecastro', 'Máster en Hidrología', '2013', '2015'],
      ['Instituto Peñalta', 'Técnico Superior en Topografía', '', '2012'],
    ]);
  });

  it('a bare year in the label cell dates its own study, not the one above', () => {
    expect(studies([
      'Date\t2019', 'Qualifica conseguita\tLaurea in Geologia', 'Principali materie/abilità professionali\tCartografia, rilievo',
      'Nome e tipo d’istituto di istruzione o formazione\tUniversità di Castravento',
      'Date\t2016', 'Qualifica conseguita\tDiploma di geometra', 'Nome e tipo d’istituto di istruzione o formazione\tIstituto Tecnico Valmora',
    ])).toEqual([
      ['Università di Castravento', 'Laurea in Geologia', '', '2019'],
      ['Istituto Tecnico Valmora', 'Diploma di geometra', '', '2016'],
    ]);
  });

  it('labels over values with the period in the left cell (French)', () => {
    expect(studies([
      '2014 – 2017\tIntitulé du certificat ou diplôme délivré', 'Licence de géologie', 'Principales matières/compétences professionnelles couvertes',
      'Cartographie, hydrologie', 'Nom et type de l’établissement d’enseignement ou de formation', '– Université de Vauclerc',
      '2012 – 2014\tIntitulé du certificat ou diplôme délivré', 'BTS Géomètre', 'Nom et type de l’établissement d’enseignement ou de formation',
      '– Lycée Castelbrune',
    ])).toEqual([
      ['Université de Vauclerc', 'Licence de géologie', '2014', '2017'],
      ['Lycée Castelbrune', 'BTS Géomètre', '2012', '2014'],
    ]);
  });

  it('through the reader of both sections: the form’s studies, no label read as a school or a job', () => {
    const { education, work } = readWorkAndEducation([], [
      'Dates\t2010 – 2013', 'Title of qualification awarded\tMSc Hydrology', 'Name and type of organisation providing education and training\tElmbury Institute of Technology',
    ]);
    expect(work).toEqual([]);
    expect(education.map((e) => [e.institution, e.degree, e.start, e.end])).toEqual([['Elmbury Institute of Technology', 'MSc Hydrology', '2010', '2013']]);
  });
});

describe('labels wrapped over lines of their own (a PDF form read row by row)', () => {
  it('puts the pieces back into the label, a line of the value between them staying where it is', () => {
    expect(joinWrappedLabels([
      'Name and type of organisation\tElmbury Institute of Technology', 'providing education and', 'First-class honours', 'training',
    ])).toEqual(['Name and type of organisation providing education and training\tElmbury Institute of Technology', 'First-class honours']);
  });

  it('takes a capitalised piece where it completes the label ("Bezeichnung der erworbenen" + "Qualifikation")', () => {
    expect(joinWrappedLabels(['Bezeichnung der erworbenen\tBachelor Geologie', 'Qualifikation', 'Zeitraum\t2016'])).toEqual([
      'Bezeichnung der erworbenen Qualifikation\tBachelor Geologie', 'Zeitraum\t2016',
    ]);
  });

  it('takes the label\'s last noun alone under its row, before a line of the value ("… Bildungs- oder" + "Ausbildungseinrichtung")', () => {
    expect(joinWrappedLabels([
      'Hauptfächer/berufliche\tGeodäsie, Hydrologie', 'Fähigkeiten',
      'Name und Art der Bildungs- oder\tHochschule Quellental', 'Ausbildungseinrichtung', 'mit Auszeichnung bestanden',
    ])).toEqual([
      'Hauptfächer/berufliche Fähigkeiten\tGeodäsie, Hydrologie',
      'Name und Art der Bildungs- oder Ausbildungseinrichtung\tHochschule Quellental', 'mit Auszeichnung bestanden',
    ]);
  });

  it('leaves a one-word heading after a form\'s last row: no form row follows it', () => {
    const lines = ['Principal subjects/occupational skills covered\tSurveying, hydrology', 'Skills', 'Mapping, surveying'];
    expect(joinWrappedLabels(lines)).toEqual(lines);
    const german = ['Hauptfächer/berufliche\tGeodäsie, Hydrologie', 'Fähigkeiten', 'Kartierung, Vermessung'];
    expect(joinWrappedLabels(german)).toEqual(german);
  });

  it('reads the studies of a form whose subjects label wraps before its noun', () => {
    const text = [
      'Wiebke Strandmoor', 'Ausbildung', 'Zeitraum\t2018', 'Bezeichnung der erworbenen\tM.Sc. Geodäsie', 'Qualifikation',
      'Hauptfächer/berufliche\tKartierung, Vermessung', 'Fähigkeiten', 'Name und Art der Bildungs- oder\tHochschule Quellental',
      'Ausbildungseinrichtung', 'Zeitraum\t2015', 'Bezeichnung der erworbenen\tB.Sc. Hydrologie', 'Qualifikation',
      'Hauptfächer/berufliche\tKartierung, Vermessung', 'Fähigkeiten', 'Name und Art der Bildungs- oder\tFachhochschule Elmbach',
      'Ausbildungseinrichtung', 'Kenntnisse:\tKartierung, Vermessung',
    ].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Hochschule Quellental', 'M.Sc. Geodäsie', '2018'], ['Fachhochschule Elmbach', 'B.Sc. Hydrologie', '2015'],
    ]);
  });

  it('leaves rows that complete no study label as they are', () => {
    const lines = ['Elmbury Institute of Technology\tBSc Geology', 'training', 'Languages\tEnglish, Welsh', 'fluent'];
    expect(joinWrappedLabels(lines)).toEqual(lines);
  });

  it('a piece that reads as a heading ("training") does not end the education section', () => {
    const text = [
      'Quillan Marsh', 'Education', 'Dates\t2011 – 2014', 'Title of qualification awarded\tBSc Geology',
      'Name and type of organisation\tElmbury Institute of Technology', 'providing education and', 'training',
      'Dates\t2009 – 2011', 'Title of qualification awarded\tDiploma in Surveying', 'Name and type of organisation\tQuarrow College',
      'providing education and', 'training', 'Skills', 'Mapping, surveying',
    ].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Elmbury Institute of Technology', 'BSc Geology', '2014'], ['Quarrow College', 'Diploma in Surveying', '2011'],
    ]);
  });

  it('names the part a one-word label names, and nothing for other words', () => {
    expect(['Organisation', 'Einrichtung', 'Instytucja', 'Qualifikation', 'Titulación', 'Diplôme', 'Matières'].map(shortStudyLabelKind))
      .toEqual(['school', 'school', 'school', 'degree', 'degree', 'degree', 'detail']);
    expect(['Dates', 'Geology', 'Quarrow College', 'Organisation 2'].map(shortStudyLabelKind)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('reads a form of one-word label cells, the period labelled too', () => {
    const lines = [
      'Dates\t2012 – 2015', 'Qualification\tBSc Geology', 'Organisation\tElmbury Institute of Technology',
      'Dates\t2009 – 2012', 'Qualification\tDiploma in Surveying', 'Organisation\tQuarrow College',
    ];
    expect(studyFormRows(lines)).toEqual([
      'Qualification: BSc Geology\t2012 – 2015', 'Institution: Elmbury Institute of Technology',
      'Qualification: Diploma in Surveying\t2009 – 2012', 'Institution: Quarrow College',
    ]);
    expect(studies(lines)).toEqual([
      ['Elmbury Institute of Technology', 'BSc Geology', '2012', '2015'], ['Quarrow College', 'Diploma in Surveying', '2009', '2012'],
    ]);
  });

  it('takes one-word labels only in a form: no labelled period, no form', () => {
    // A school named by a word that could label one ("Organisation"), beside its degree: no row labels a period.
    const lines = ['Organisation\tBSc Geology, 2015', 'Qualification\tQuarrow College'];
    expect(studyFormRows(lines)).toEqual(lines);
  });

  it('a heading word in a label cell beside a degree stays a row of the studies', () => {
    const text = [
      'Teodora Vallejo', 'ESTUDIOS', 'Fechas\t2012 – 2015', 'Titulación\tMáster en Geología', 'Centro\tUniversidad de Sotomonte',
      'Fechas\t2009 – 2012', 'Titulación\tGrado en Geografía', 'Centro\tUniversidad de Valdelobos', 'Habilidades', 'Cartografía',
    ].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.degree, e.start, e.end])).toEqual([
      ['Universidad de Sotomonte', 'Máster en Geología', '2012', '2015'], ['Universidad de Valdelobos', 'Grado en Geografía', '2009', '2012'],
    ]);
  });
});
