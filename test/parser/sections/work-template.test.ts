// Work entry classes of the eighth round: title, employer and place each on a line of their own above a bare
// period; a title the word lists do not know before a comma and its firm; and one template for every job of a
// section, whose known entries place the roles of the unknown ones. All names, employers and towns are invented.
import { describe, expect, it } from 'vitest';
import { isDetailLine, splitParts, withoutSidebarBullet } from '../../../src/parser/sections/entries.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { headingKind } from '../../../src/parser/sections/split.js';

describe('three header lines above a bare period', () => {
  it('reads title, employer and place when every entry prints them so', () => {
    expect(readWork([
      'Dispatch Coordinator', 'Brindlecove Haulage Ltd', 'Elmbury', 'March 2019 – Present', '• Planned the routes of forty lorries',
      'Yard Clerk', 'Quillmoss Depot GmbH', 'Oakvale', 'June 2016 – February 2019', '• Counted the stock every week',
    ])).toMatchObject([
      { position: 'Dispatch Coordinator', employer: 'Brindlecove Haulage Ltd', location: 'Elmbury', start: '2019-03', current: true },
      { position: 'Yard Clerk', employer: 'Quillmoss Depot GmbH', location: 'Oakvale', start: '2016-06', end: '2019-02' },
    ]);
  });

  it('does not take a short line of the entry before as a third header line when another entry prints fewer lines above its period', () => {
    const [, second] = readWork([
      'Dispatch Coordinator', 'Brindlecove Haulage Ltd\t2019 – 2021', '• Planned the routes of forty lorries', 'Forklift licence',
      'Yard Clerk', 'Quillmoss Depot GmbH', '2016 – 2019',
    ]);
    expect(second).toMatchObject({ position: 'Yard Clerk', employer: 'Quillmoss Depot GmbH', location: '' });
  });
});

describe('a title before a comma and its firm', () => {
  it('keeps an unknown one-word title apart from the firm and the town after it', () => {
    expect(splitParts('Disponentin, Wachtelberg Spedition GmbH, Elmstadt')).toEqual(['Disponentin', 'Wachtelberg Spedition GmbH', 'Elmstadt']);
    expect(readWork(['2019 – 2023\tDisponentin, Wachtelberg Spedition GmbH, Elmstadt'])).toMatchObject([
      { position: 'Disponentin', employer: 'Wachtelberg Spedition GmbH', location: 'Elmstadt' },
    ]);
  });

  it('still joins a firm named after partners', () => {
    expect(splitParts('Whitlock, Barnes & Partners LLP, Dovercombe')).toEqual(['Whitlock, Barnes & Partners LLP', 'Dovercombe']);
    expect(splitParts('Kovach - Tamas Kft., Elmvár')).toEqual(['Kovach - Tamas Kft.', 'Elmvár']);
  });
});

describe('one template for every job of a section', () => {
  it('places title and employer of an entry no word list knows where the known entries put them', () => {
    expect(readWork([
      'Zephyrine Orchards', 'Grafting Lead\t2019 – Present', '• Grafted the old pear trees',
      'Quillmoss & Fern', 'Hedgewright\t2016 – 2019', '• Laid the hedges of the estate',
      'Vellowmere', 'Groundskeeper\t2014 – 2016',
    ])).toMatchObject([
      { position: 'Grafting Lead', employer: 'Zephyrine Orchards', start: '2019' },
      { position: 'Hedgewright', employer: 'Quillmoss & Fern', start: '2016', end: '2019' },
      { position: 'Groundskeeper', employer: 'Vellowmere', start: '2014', end: '2016' },
    ]);
  });

  it('takes the place from its slot when the order fallback had read it as the title', () => {
    const [, second] = readWork([
      'Brackenfold Orchards Ltd, Elmbury', 'Grafting Lead', '2019 – Present', '• Grafted the old pear trees',
      'Quillmoss Fern, Oakvale', 'Hedgewright', '2016 – 2019', '• Laid the hedges of the estate',
    ]);
    expect(second).toMatchObject({ position: 'Hedgewright', employer: 'Quillmoss Fern' });
  });

  it('leaves the entries as read where the known entries disagree on the places', () => {
    const work = readWork([
      'Zephyrine Orchards', 'Grafting Lead\t2019 – Present',
      'Orchard Manager', 'Brackenfold Ltd\t2017 – 2019',
      'Vellowmere Cidery', 'Hedgewright\t2016 – 2017',
    ]);
    expect(work[0]).toMatchObject({ position: 'Grafting Lead', employer: 'Zephyrine Orchards' });
    expect(work[1]).toMatchObject({ position: 'Orchard Manager', employer: 'Brackenfold Ltd' });
    // No template: the order CVs use most decides, title first.
    expect(work[2]).toMatchObject({ position: 'Vellowmere Cidery', employer: 'Hedgewright' });
  });
});

describe('a section of jobs printed alike that no word list knows', () => {
  it('reads them, title first, when every entry has the same lines and short capitalised parts', () => {
    expect(readWork([
      'Orchard Keeper | Zephyrine Orchards | 2019 – Present',
      'Hedgewright | Quillmoss Fern | 2016 – 2019',
    ])).toMatchObject([
      { position: 'Orchard Keeper', employer: 'Zephyrine Orchards', start: '2019', current: true },
      { position: 'Hedgewright', employer: 'Quillmoss Fern', start: '2016', end: '2019' },
    ]);
  });

  it('reads nothing from one such entry alone, nor from entries printed differently', () => {
    expect(readWork(['Orchard Keeper | Zephyrine Orchards | 2019 – Present'])).toEqual([]);
    expect(readWork([
      'Orchard Keeper | Zephyrine Orchards | 2019 – Present',
      'Hedgewright', 'Quillmoss Fern, 2016 – 2019',
    ])).toEqual([]);
  });

  it('reads nothing where a part is a sentence or carries figures', () => {
    expect(readWork([
      'Orchard Keeper | Zephyrine Orchards 42 | 2019 – Present',
      'Hedgewright | Quillmoss Fern | 2016 – 2019',
    ])).toEqual([]);
  });
});

describe('the Europass sector row', () => {
  it.each([
    'Business or sector Finance', 'Type of business or sector\tRetail', 'Tätigkeitsbereich oder Branche Logistik',
    'Tipo di attività o settore Commercio', 'Tipo de empresa o sector Hostelería', "Type ou secteur d’activité Shipping",
  ])('%s is a detail of the job above', (line) => expect(isDetailLine(line)).toBe(true));

  it('is not read as the employer of the next job', () => {
    expect(readWork([
      '01/2019 – Present\tBookkeeper', 'Brackenfold Traders Inc., Elmbury', '▪ Closed the books every month', 'Business or sector Finance',
      '06/2016 – 12/2018\tJunior Bookkeeper', 'Quillmoss Partners LLP, Oakvale', 'Business or sector Finance',
    ])).toMatchObject([
      { position: 'Bookkeeper', employer: 'Brackenfold Traders Inc.', start: '2019-01' },
      { position: 'Junior Bookkeeper', employer: 'Quillmoss Partners LLP', start: '2016-06', end: '2018-12' },
    ]);
  });
});

describe('more work headings', () => {
  it.each([
    'Employment Record', 'Professional History', 'JOB HISTORY', 'Work experiences', 'Berufliche Stationen', 'Praktische Erfahrung',
    'Berufstätigkeit', 'Historial profesional', 'Experiencias laborales', 'Percorso professionale', 'Percurso profissional',
    'Werkervaringen', 'Professionele loopbaan', 'Szakmai pályafutás', 'Przebieg zatrudnienia', 'Expérience de travail',
  ])('%s opens the work section', (heading) => expect(headingKind(heading)).toBe('work'));
});

describe('a title before a family firm', () => {
  it('keeps the title apart: sons are no partners listed after a comma', () => {
    expect(splitParts('Roastmaster, Sobreiral & Filhos, Lda.')).toEqual(['Roastmaster', 'Sobreiral & Filhos, Lda.']);
    expect(splitParts('Whitlock, Barnes & Partners LLP')).toEqual(['Whitlock, Barnes & Partners LLP']);
  });
});

describe('a sidebar read into the rows of the work history', () => {
  it('drops the bullet cell at the end of a header row', () => {
    expect(withoutSidebarBullet('2025 – now\tCartographer, Ormsby Lantern Works\t• Surveying')).toBe('2025 – now\tCartographer, Ormsby Lantern Works');
    expect(withoutSidebarBullet('• Drew the harbour maps\t2019 – 2021')).toBe('• Drew the harbour maps\t2019 – 2021');
    expect(readWork([
      '2025 – now\tCartographer, Ormsby Lantern Works, Elmbury\t• Surveying',
      'Led a team of twelve surveyors.\t• Knots',
      '2020 – 2021\tStevedore, Galloway Kettle, Wrenford\t• Stock control',
    ])).toMatchObject([
      { position: 'Cartographer', employer: 'Ormsby Lantern Works', location: 'Elmbury', start: '2025', current: true },
      { position: 'Stevedore', employer: 'Galloway Kettle', location: 'Wrenford', start: '2020', end: '2021' },
    ]);
  });

  it('keeps the bullet cell after a row of nothing but an open period: it is the entry\'s header', () => {
    for (const period of ['03/2020 – present', 'seit 04/2021', '2019 – heute', '09/2022 – actualidad']) {
      expect(withoutSidebarBullet(`${period}\t• Lagerist, Ormsby Lantern Works, Elmbury`)).toBe(`${period}\t• Lagerist, Ormsby Lantern Works, Elmbury`);
    }
    expect(readWork([
      '03/2020 – present\t• Cartographer, Ormsby Lantern Works, Elmbury', 'Led a team of twelve surveyors.',
      '01/2016 – 02/2020\t• Stevedore, Galloway Kettle, Wrenford', 'Loaded the barges.',
    ])).toMatchObject([
      { position: 'Cartographer', employer: 'Ormsby Lantern Works', start: '2020-03', current: true },
      { position: 'Stevedore', employer: 'Galloway Kettle', start: '2016-01', end: '2020-02' },
    ]);
  });

  it('reads a row of a bare date cell and a sentence as a detail, not as a header line', () => {
    expect(isDetailLine('2025\tPrepared the monthly reports.')).toBe(true);
    expect(isDetailLine('2025\tOrmsby Lantern Works')).toBe(false);
    expect(readWork([
      '2025 – now\tCartographer, Ormsby Lantern Works, Elmbury',
      '2024\tPrepared the monthly reports.',
      '2020 – 2021\tStevedore, Galloway Kettle, Wrenford',
    ])).toMatchObject([
      { position: 'Cartographer', employer: 'Ormsby Lantern Works', location: 'Elmbury' },
      { position: 'Stevedore', employer: 'Galloway Kettle', location: 'Wrenford' },
    ]);
  });

  it('does not read a date column beside its towns as jobs', () => {
    expect(readWork(['Elmbury, NJ', 'Sept 2018 – May 2023', 'Oakvale, PA', 'Sept 2014 – June 2018'])).toEqual([]);
  });
});
