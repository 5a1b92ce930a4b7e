// moderncv's rows: the period in a narrow left column beside "Title, Employer, Place" (a study "Degree, School, Place"),
// with titles, employers and schools no word list knows. All titles, employers, schools and people are invented; the
// towns are big cities.
import { describe, expect, it, vi } from 'vitest';
import { isDetailLine } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

describe('a period opening its row with a month in lower case', () => {
  it('is no sentence: the text beside it says what the line is', () => {
    expect(isDetailLine('mrt 2023 – mrt 2024\tHedgewright, Brackenfold Haulage, Amsterdam')).toBe(false);
    expect(isDetailLine('gen 2017 – in corso Orchard Keeper, Quillmoss Fern, Milano')).toBe(false);
    expect(isDetailLine('sty 2019 – obecnie')).toBe(false);
    // A sentence after the period is still a detail, and so is a line that opens with a lower-case word and no period.
    expect(isDetailLine('mrt 2023 – mrt 2024\tleiding aan een team van twaalf medewerkers en planning van de routes.')).toBe(true);
    expect(isDetailLine('led a team of twelve people in 2019')).toBe(true);
  });

  it('reads the jobs of a section whose every period opens so, with unknown titles and employers', () => {
    expect(readWork([
      'mrt 2023 – heden\tHedgewright, Brackenfold Haulage, Amsterdam',
      '• Leiding aan een team van twaalf medewerkers.',
      'sep 2020 – mrt 2023 Glazier, Thistlewick Press, Rotterdam',
      '• Invoering van een nieuw magazijnsysteem.',
    ])).toMatchObject([
      { position: 'Hedgewright', employer: 'Brackenfold Haulage', location: 'Amsterdam', start: '2023-03', current: true },
      { position: 'Glazier', employer: 'Thistlewick Press', location: 'Rotterdam', start: '2020-09', end: '2023-03' },
    ]);
  });

  it('stays linear on hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces, 5,000 periods.
    expectLinearTime((scale) => isDetailLine(`mrt 2023 – heden\t${'a'.repeat(5_000 * scale)}`), { what: 'letters after a period' });
    expectLinearTime((scale) => isDetailLine(`jan 2020 ${'.'.repeat(12_500 * scale)}`), { what: 'dots' });
    expectLinearTime((scale) => isDetailLine(`mrt 2023 – heden${' '.repeat(12_500 * scale)}`), { what: 'spaces' });
    // Each period after the first opens the text after the one before: read once, not once a period.
    expectLinearTime((scale) => isDetailLine(`${'mrt 2020 '.repeat(1_250 * scale)}`), { what: 'periods' });
  });
});

describe('a town with its country or state among unknown headers', () => {
  it('counts as one place, so headers with and without a country are printed alike', () => {
    expect(readWork([
      '2022 – Presente\tCartographer, Galloway Kettle, Napoli, Italia',
      '• Preparazione dei report mensili.',
      '2019 – 2022\tGlazier, Zephyrine Orchards, Torino',
      '• Introduzione di un nuovo gestionale.',
      '2018 – 2019\tStevedore, Quillmoss Fern, Bologna, Italy',
    ])).toMatchObject([
      { position: 'Cartographer', employer: 'Galloway Kettle', location: 'Napoli, Italia', start: '2022', current: true },
      { position: 'Glazier', employer: 'Zephyrine Orchards', location: 'Torino' },
      { position: 'Stevedore', employer: 'Quillmoss Fern', location: 'Bologna, Italy' },
    ]);
    expect(readWork([
      '2021 – Present\tRoastmaster, Ormsby Lantern Works, Austin, TX',
      '2018 – 2021\tBeekeeper, Fennimore Ropes, Denver',
    ])).toMatchObject([
      { position: 'Roastmaster', employer: 'Ormsby Lantern Works', location: 'Austin, TX' },
      { position: 'Beekeeper', employer: 'Fennimore Ropes', location: 'Denver' },
    ]);
  });

  it('still reads a bare town and state code beside a period as no job', () => {
    expect(readWork(['2019 – 2021\tElmbury, NJ', '2016 – 2019\tOakvale, OR'])).toEqual([]);
  });
});

describe('a study whose school and field no word list knows, beside the school\'s town', () => {
  it('reads the name right before the town as the school, in each two-line form', () => {
    expect(readEducation(['2025 – present\tBusiness administration, Brennhaus, London', 'GPA: 3.6 / 4.0'])).toMatchObject([
      { institution: 'Brennhaus', degree: 'Business administration', location: 'London', start: '2025', end: '' },
    ]);
    expect(readEducation(['Kelbridge\tZaragoza', 'Gestión logística\t2025 – Actualidad'])).toMatchObject([
      { institution: 'Kelbridge', degree: 'Gestión logística', location: 'Zaragoza', start: '2025' },
    ]);
    expect(readEducation(['Logistics management\t2025 – present', 'Brennhaus · Columbus, OH'])).toMatchObject([
      { institution: 'Brennhaus', degree: 'Logistics management', location: 'Columbus, OH' },
    ]);
  });

  it('reads it beside studies the word lists know, which keep their own reading', () => {
    expect(readEducation([
      '2025 – in corso\tSviluppo di sistemi informativi, Marlowe Hartig, Milano',
      'set 2014 – giu 2017\tLaurea in Economia, Università di Bologna, Firenze',
    ])).toMatchObject([
      { institution: 'Marlowe Hartig', degree: 'Sviluppo di sistemi informativi', location: 'Milano' },
      { institution: 'Università di Bologna', degree: 'Laurea', area: 'Economia', location: 'Firenze', end: '2017-06' },
    ]);
  });

  it('reads no study where nothing shows which name is the school, or a name is a title or a firm', () => {
    // Two names and no town: the order alone does not say which is the school.
    expect(readEducation(['2025 – present\tBusiness administration, Brennhaus'])).toEqual([]);
    // Each header line ends in a town-shaped name.
    expect(readEducation(['Kelbridge\tZaragoza', 'Fenmoor\tLeeds\t2025 – present'])).toEqual([]);
    expect(readEducation(['2019 – 2021\tWarehouse Assistant, Brennhaus, London'])).toEqual([]);
    expect(readEducation(['2019 – 2021\tLogistics, Brennhaus Ltd, London'])).toEqual([]);
  });
});

describe('the parts of a study row beside its place', () => {
  it('reads a state or country code after the school\'s town as the place, not as the school\'s acronym', () => {
    expect(readEducation(['Brennhaus\tColumbus, OH', 'Logistics management\t2025 – present'])).toMatchObject([
      { institution: 'Brennhaus', degree: 'Logistics management', location: 'Columbus, OH' },
    ]);
    expect(readEducation(['Orvanta\tLeeds, UK', 'Systems analysis and development\t2025 – Current'])).toMatchObject([
      { institution: 'Orvanta', degree: 'Systems analysis and development', location: 'Leeds, UK' },
    ]);
    // A school's acronym elsewhere in the row is still the school.
    expect(readEducation(['2016 – 2019\tMSc Geology, EPFL'])).toMatchObject([{ institution: 'EPFL', degree: 'MSc Geology' }]);
  });

  it('keeps a joining word inside a bracket in the degree', () => {
    expect(readEducation(['2013 – 2016\tBSc Computer Science (specialisation in Data Systems), UCM Elmbury, Leeds, United Kingdom']))
      .toMatchObject([{ institution: 'UCM Elmbury', degree: 'BSc Computer Science (specialisation in Data Systems)', area: '',
        location: 'Leeds, United Kingdom', end: '2016' }]);
    expect(readEducation(['2013 – 2016\tBSc in Geology (major in Mapping), Example University'])).toMatchObject([
      { institution: 'Example University', degree: 'BSc', area: 'Geology (major in Mapping)' },
    ]);
  });
});

describe('a job whose title and employer no word list knows, on two lines with the employer\'s town', () => {
  it('reads the name beside the town as the employer and the other line\'s name as the title', () => {
    expect(readWork([
      'Galloway Kettle\tHamburg', 'Luthier\t02/2020 – aktuell', 'Leitung eines Teams mit zwölf Mitarbeitern.',
      'Zephyrine Orchards\tBerlin', 'Hedgewright\t08/2017 – 10/2020', 'Monatliche Berichte für die Geschäftsführung.',
    ])).toMatchObject([
      { position: 'Luthier', employer: 'Galloway Kettle', location: 'Hamburg', start: '2020-02', current: true },
      { position: 'Hedgewright', employer: 'Zephyrine Orchards', location: 'Berlin', start: '2017-08', end: '2020-10' },
    ]);
    expect(readWork([
      'Luthier\t06/2025 – Current', 'Brackenfold Haulage · Leeds, UK', '• Built monthly reports for the board.',
      'Hedgewright\t04/2024 – 04/2025', 'Thistlewick Press · Manchester, UK',
    ])).toMatchObject([
      { position: 'Luthier', employer: 'Brackenfold Haulage', location: 'Leeds, UK' },
      { position: 'Hedgewright', employer: 'Thistlewick Press', location: 'Manchester, UK' },
    ]);
  });

  it('reads no study from a project at its maker ("… @Own Project"): what follows "@" is no town', () => {
    expect(readEducation([
      'Craftsmanship', 'Ledger app for a village bakery @Own Project', '2023 – 2024', '• Wrote the stock screens in a weekend.',
    ])).toEqual([]);
  });

  it('keeps a title and its field dashed on one line together', () => {
    expect(readWork([
      'Hedgewright – Orchard Pruning\t03/2020 – 05/2022', 'Quillmoss Fern',
      'Roastmaster – Harbour Logistics\t11/2017 – 02/2020', 'Vellowmere Cidery',
    ]).map((w) => w.position)).toEqual(['Hedgewright – Orchard Pruning', 'Roastmaster – Harbour Logistics']);
  });
});
