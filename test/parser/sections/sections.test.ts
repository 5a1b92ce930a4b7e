// Sections read from generated CVs in de en es fr hu it pl; all data invented.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';

interface Case {
  lang: string;
  text: string;
  work: { position: string; employer: string; start: string; end: string; current?: boolean; location?: string }[];
  education: { institution: string; degree: string; start: string; end: string }[];
  languages: { language: string; fluency: string }[];
  certificates?: { name: string; date: string }[];
}

const CASES: Case[] = [
  {
    lang: 'en',
    text: `Tamsin Quarrell
tamsin.quarrell@example.com
WORK EXPERIENCE
Senior Software Engineer | Brightwave Ltd | Leeds | Jan 2020 – Present
• Built a billing service in TypeScript.
• Led a team of four.
Software Developer | Northgate Systems Inc. | Mar 2016 – Dec 2019
- Maintained the Java backend.
EDUCATION
University of Exampleshire
BSc in Computer Science
2012 – 2016
LANGUAGES
English – native
French (B2)
CERTIFICATIONS
AWS Certified Developer – Amazon Web Services, 2021
Professional Scrum Master I (2019)`,
    work: [
      { position: 'Senior Software Engineer', employer: 'Brightwave Ltd', location: 'Leeds', start: '2020-01', end: '', current: true },
      { position: 'Software Developer', employer: 'Northgate Systems Inc.', start: '2016-03', end: '2019-12' },
    ],
    education: [{ institution: 'University of Exampleshire', degree: 'BSc', start: '2012', end: '2016' }],
    languages: [{ language: 'English', fluency: 'Native' }, { language: 'French', fluency: 'B2' }],
    certificates: [{ name: 'AWS Certified Developer', date: '2021' }, { name: 'Professional Scrum Master I', date: '2019' }],
  },
  {
    lang: 'de',
    text: `Lebenslauf
Jorinde Wettlauf
Berufserfahrung
03/2018 – heute
Softwareentwicklerin
Kranichsoft GmbH, München
09/2014 – 02/2018
Werkstudentin Datenanalyse
Beispielwerke AG
Ausbildung
2010 – 2014 Technische Universität Beispielstadt
Bachelor of Science Informatik
Sprachkenntnisse
Deutsch: Muttersprache
Englisch: C1
Spanisch: A2`,
    work: [
      { position: 'Softwareentwicklerin', employer: 'Kranichsoft GmbH', start: '2018-03', end: '', current: true },
      { position: 'Werkstudentin Datenanalyse', employer: 'Beispielwerke AG', start: '2014-09', end: '2018-02' },
    ],
    education: [{ institution: 'Technische Universität Beispielstadt', degree: 'Bachelor of Science Informatik', start: '2010', end: '2014' }],
    languages: [{ language: 'German', fluency: 'Native' }, { language: 'English', fluency: 'C1' }, { language: 'Spanish', fluency: 'A2' }],
  },
  {
    lang: 'hu',
    text: `Önéletrajz
Kovácsné Példa Emese
Szakmai tapasztalat
2019.09 – jelenleg  Ápoló, Példaváros Kórház Zrt.
2015.07 – 2019.08  Gyakornok, Minta Klinika Kft.
Tanulmányok
2011 – 2015 Példavárosi Egyetem, ápolás BSc
Nyelvtudás
angol – B2
német – A2`,
    work: [
      { position: 'Ápoló', employer: 'Példaváros Kórház Zrt.', start: '2019-09', end: '', current: true },
      { position: 'Gyakornok', employer: 'Minta Klinika Kft.', start: '2015-07', end: '2019-08' },
    ],
    education: [{ institution: 'Példavárosi Egyetem', degree: 'ápolás BSc', start: '2011', end: '2015' }],
    languages: [{ language: 'English', fluency: 'B2' }, { language: 'German', fluency: 'A2' }],
  },
  {
    lang: 'fr',
    text: `Expérience professionnelle
Septembre 2017 – Aujourd'hui : Développeur web chez Exemplia SARL
Janvier 2015 – Août 2017 : Technicien support, Demosys SA
Formation
2012 – 2015 Licence en informatique, Université d'Exempleville
Langues
Français : langue maternelle
Anglais : C1`,
    work: [
      { position: 'Développeur web', employer: 'Exemplia SARL', start: '2017-09', end: '', current: true },
      { position: 'Technicien support', employer: 'Demosys SA', start: '2015-01', end: '2017-08' },
    ],
    education: [{ institution: "Université d'Exempleville", degree: 'Licence', start: '2012', end: '2015' }],
    languages: [{ language: 'French', fluency: 'Native' }, { language: 'English', fluency: 'C1' }],
  },
  {
    lang: 'es',
    text: `Experiencia laboral
Octubre 2018 - actualidad | Enfermera | Clínica Ejemplo S.A. | Valencia
Enero 2016 - Septiembre 2018 | Auxiliar de enfermería | Hospital Modelo
Formación académica
2012 - 2016 | Grado en Enfermería | Universidad de Ejemplo
Idiomas
Español: nativo
Inglés: B1`,
    work: [
      { position: 'Enfermera', employer: 'Clínica Ejemplo S.A.', location: 'Valencia', start: '2018-10', end: '', current: true },
      { position: 'Auxiliar de enfermería', employer: 'Hospital Modelo', start: '2016-01', end: '2018-09' },
    ],
    education: [{ institution: 'Universidad de Ejemplo', degree: 'Grado', start: '2012', end: '2016' }],
    languages: [{ language: 'Spanish', fluency: 'Native' }, { language: 'English', fluency: 'B1' }],
  },
  {
    lang: 'it',
    text: `Esperienze lavorative
settembre 2016 – luglio 2018
Sviluppatore Java
Esempio S.r.l.
agosto 2018 – oggi
Analista programmatore
Modello S.p.A.
Istruzione
2011 – 2016 Laurea magistrale in Ingegneria Informatica, Politecnico di Esempio
Lingue
Italiano: madrelingua
Inglese: B2`,
    work: [
      { position: 'Sviluppatore Java', employer: 'Esempio S.r.l.', start: '2016-09', end: '2018-07' },
      { position: 'Analista programmatore', employer: 'Modello S.p.A.', start: '2018-08', end: '', current: true },
    ],
    education: [{ institution: 'Politecnico di Esempio', degree: 'Laurea magistrale', start: '2011', end: '2016' }],
    languages: [{ language: 'Italian', fluency: 'Native' }, { language: 'English', fluency: 'B2' }],
  },
  {
    lang: 'pl',
    text: `Doświadczenie zawodowe
od 2019 Programista, Przykład Sp. z o.o.
2016 – 2019 Stażysta, Wzór S.A.
Wykształcenie
2012 – 2016 Politechnika Przykładowa, inżynier informatyki
Języki obce
angielski – C1
niemiecki – B1`,
    work: [
      { position: 'Programista', employer: 'Przykład Sp. z o.o.', start: '2019', end: '', current: true },
      { position: 'Stażysta', employer: 'Wzór S.A.', start: '2016', end: '2019' },
    ],
    education: [{ institution: 'Politechnika Przykładowa', degree: 'inżynier informatyki', start: '2012', end: '2016' }],
    languages: [{ language: 'English', fluency: 'C1' }, { language: 'German', fluency: 'B1' }],
  },
];

describe.each(CASES)('sections of a generated $lang CV', (c) => {
  const sections = extractSections(c.text);
  it('work history', () => expect(sections.work).toMatchObject(c.work));
  it('education', () => expect(sections.education).toMatchObject(c.education));
  it('languages with their levels', () => expect(sections.languages).toEqual(c.languages));
  const certificates = c.certificates;
  if (certificates) it('certificates', () => expect(sections.certificates).toMatchObject(certificates));
});

describe('extractSections', () => {
  it('finds nothing in a CV without those sections', () => {
    expect(extractSections('Ada Example\nada@example.com\nSummary\nI like puzzles.')).toEqual({ work: [], education: [], languages: [], certificates: [] });
  });
  it('reads a labelled languages line outside a languages section', () => {
    expect(extractSections('Skills\nPython, SQL\nLanguages: English (C2), Polish (native)').languages)
      .toEqual([{ language: 'English', fluency: 'C2' }, { language: 'Polish', fluency: 'Native' }]);
  });
  it('takes the most common level of a Europass grid', () => {
    expect(extractSections('Language skills\nEnglish B2 B2 C1 B2 B1').languages).toEqual([{ language: 'English', fluency: 'B2' }]);
  });
  it('survives hostile text', () => {
    const text = `Experience\n${'2019 – 2020 '.repeat(5000)}\n${'a'.repeat(100000)}`;
    expect(() => extractSections(text)).not.toThrow();
  });
});

describe('headings behind icon glyphs', () => {
  it('reads " BERUFSERFAHRUNG" and "g ÜBER MICH"', async () => {
    const { headingKind } = await import('../../../src/parser/sections/split.js');
    expect(headingKind('\uf0b1 BERUFSERFAHRUNG')).toBe('work');
    expect(headingKind('g ÜBER MICH')).toBe('other');
    expect(headingKind('9 SPRACHEN')).toBe('languages');
  });
});

describe('certificates', () => {
  it('joins wrapped lines and leaves out prose and form labels', async () => {
    const { readCertificates } = await import('../../../src/parser/sections/certificates.js');
    expect(readCertificates([
      'LPIC 1 – Linux Professional Institute',
      'Certificate issued by the Linux',
      'professional institute to prove skills',
      'Dates', 'Description',
      'It is important for me to stay up to date with new tools and methods.',
      '• First aid course, 2019',
    ])).toEqual([
      { name: 'LPIC 1', issuer: 'Linux Professional Institute', date: '' },
      { name: 'First aid course', issuer: '', date: '2019' },
    ]);
  });
});
