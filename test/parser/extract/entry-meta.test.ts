import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { joinAccent } from '../../../src/parser/extract/tex-accents.js';
import { itemsOf, type Run } from './pdf-runs.js';

// Helpers: an item at (x, y) whose width is ~0.5 em per character; `flushRight` ends it at x.
const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({
  str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false,
});
const flushRight = (end: number, y: number, str: string, fontSize = 10): PositionedText =>
  item(end - str.length * fontSize * 0.5, y, str, fontSize);
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

/** Entries whose place and period stand in a right-aligned column: place on the heading's line, period one line lower. */
function placeAndPeriodColumn(): PositionedText[] {
  const items: PositionedText[] = [item(50, 60, 'Experience', 14)];
  const entries = [
    ['Quillfeather Labs, Platform Engineer', 'Northbay', 'Mar 2021 – present',
      ['• Moved the billing jobs to a queue', '• Cut the nightly build from 40 to 12 minutes']],
    ['Tarnwick Systems, Backend Developer', 'Eastmoor', 'Jan 2018 – Feb 2021',
      ['• Wrote the invoice service', '• Kept the release notes']],
    ['Olderby Works, Intern', 'Southfield', 'Jun 2017 – Aug 2017', ['• Checked the mobile app by hand and wrote scripts']],
  ] as const;
  let y = 90;
  for (const [heading, place, period, bullets] of entries) {
    items.push(item(56, y, heading), flushRight(550, y, place));
    bullets.forEach((b, i) => {
      items.push(item(70, y + 13 * (i + 1), b));
      if (i === 0) items.push(flushRight(550, y + 13, period));
    });
    y += 13 * (bullets.length + 1) + 20;
  }
  return items;
}

describe('layoutPage with an entry-detail column', () => {
  it('reads a place and a period stacked beside an entry on the entry heading line', () => {
    const lines = texts(placeAndPeriodColumn());
    expect(lines).toContain('Quillfeather Labs, Platform Engineer\tNorthbay\tMar 2021 – present');
    expect(lines).toContain('Tarnwick Systems, Backend Developer\tEastmoor\tJan 2018 – Feb 2021');
    expect(lines).toContain('Olderby Works, Intern\tSouthfield\tJun 2017 – Aug 2017');
    expect(lines).toContain('• Moved the billing jobs to a queue');
    // Nothing of the column is left over after the text.
    expect(lines.at(-1)).toBe('• Checked the mobile app by hand and wrote scripts');
  });

  it('lifts a period printed beside the line under an entry heading (tags, bullets) onto the heading', () => {
    const items: PositionedText[] = [item(60, 60, 'Work', 15)];
    const rows = [
      ['Brindle Data.- Reporting for small shops', 'Jul 2019 – Mar 2022', 'SQL Python Excel'],
      ['Corvale Studio.- Websites for bakeries', 'Feb 2016 – Jun 2019', 'HTML CSS'],
      ['Pellmark.- Parcel tracking', 'Sep 2014 – Jan 2016', 'Java'],
    ] as const;
    let y = 100;
    for (const [heading, period, tags] of rows) {
      items.push(item(60, y, heading), item(72, y + 15, tags, 8), flushRight(540, y + 14, period));
      y += 48;
    }
    const lines = texts(items);
    expect(lines).toContain('Brindle Data.- Reporting for small shops\tJul 2019 – Mar 2022');
    expect(lines).toContain('Pellmark.- Parcel tracking\tSep 2014 – Jan 2016');
    expect(lines).toContain('SQL Python Excel');
  });

  it('does not lift a period onto a section heading above the first entry', () => {
    const items: PositionedText[] = [item(50, 80, 'Education', 14)];
    const rows = [
      ['MSc, Harrowgate University', 'Oct 2015 – Jun 2017'],
      ['BSc, Lindell College', 'Sep 2012 – Jun 2015'],
      ['School Diploma, Fenwick School', 'Sep 2006 – Jun 2012'],
    ];
    let y = 96;
    for (const [entry, period] of rows) {
      items.push(item(62, y, entry!), item(76, y + 13, '• Thesis on something worth reading'), flushRight(550, y + 13, period!));
      y += 40;
    }
    const lines = texts(items);
    expect(lines[0]).toBe('Education');
    expect(lines).toContain('MSc, Harrowgate University\tOct 2015 – Jun 2017');
  });

  it('reads a Europass label column row by row even where its section headings stand alone', () => {
    const items: PositionedText[] = [
      item(45, 60, 'Name', 9), item(185, 60, 'Tilda Ravensworth', 22),
      item(45, 96, 'Contact', 9), item(185, 96, '8 Mallow Lane, Ashford · tilda.r@example.net', 8.4),
      item(45, 114, 'Work Experience:', 11),
      item(45, 134, '2021 – present', 9), item(185, 134, 'Buyer, Fernhollow Supplies Ltd'),
      item(185, 149, 'Ran the yearly tender for packaging.'),
      item(45, 167, '2017 – 2021', 9), item(185, 167, 'Clerk, Dunmore Freight Ltd'), item(185, 182, 'Kept the customs papers in order.'),
      item(45, 200, 'Education:', 11),
      item(45, 220, '2017', 9), item(185, 220, 'BA Economics'), item(185, 235, 'Kestrel University'),
      item(45, 286, 'Skills:', 11), item(185, 286, '• Excel'), item(185, 301, '• Negotiation'), item(185, 316, '• Forecasting'),
    ];
    const lines = texts(items);
    expect(lines.slice(0, 5)).toEqual([
      'Name\tTilda Ravensworth', 'Contact\t8 Mallow Lane, Ashford · tilda.r@example.net', 'Work Experience:',
      '2021 – present\tBuyer, Fernhollow Supplies Ltd', 'Ran the yearly tender for packaging.',
    ]);
    expect(lines).toContain('2017\tBA Economics');
  });

  /** Two-line entries (employer and place over title and period, the place and period flush right at `edge`) from `y`. */
  function twoLineEntries(x: number, edge: number, y0: number): PositionedText[] {
    const entries = [
      ['Brackenfold Haulage Ltd', 'Elmbury, UK', 'Hedgewright', 'Mar 2021 – Present', '• Planned the winter routes'],
      ['Vellowmere Cidery', 'Wrenford', 'Orchard Keeper', 'Jan 2018 – Feb 2021', '• Kept the pressing logs'],
      ['Thistlewick Press', 'Oakvale', 'Glazier', 'Jun 2015 – Dec 2017', '• Fitted the shop windows'],
    ] as const;
    const items: PositionedText[] = [];
    let y = y0;
    for (const [employer, place, title, period, bullet] of entries) {
      items.push(item(x, y, employer), flushRight(edge, y, place), item(x, y + 14, title), flushRight(edge, y + 14, period),
        item(x, y + 28, bullet));
      y += 52;
    }
    return items;
  }

  it('reads a sidebar across the entries from their place-and-period column as a column of its own', () => {
    const sidebar = ['Skills:', 'Stock control, Rota planning,', 'Forklift', 'Languages:', 'English (native)', 'German (B2)'];
    const items = [item(230, 100, 'Work Experience:', 12), ...twoLineEntries(230, 550, 120), ...sidebar.map((s, i) => item(45, 100 + i * 14, s, 9))];
    const lines = texts(items);
    expect(lines).toContain('Brackenfold Haulage Ltd\tElmbury, UK\tMar 2021 – Present');
    expect(lines).toContain('Vellowmere Cidery\tWrenford\tJan 2018 – Feb 2021');
    expect(lines).toContain('Orchard Keeper');
    // The sidebar's lines stand alone, none glued to an entry's line.
    for (const s of sidebar) expect(lines).toContain(s);
  });

  it('reads a sidebar that dates its own studies as a column of its own beside the entries\' title-and-period column', () => {
    // A web template printed to PDF: a sidebar (contact, skills, studies with their periods indented under them) beside
    // the entries, whose titles and periods stand flush right in a narrow column of their own.
    const at = (x: number, y: number, width: number, fontSize: number, str: string): PositionedText => ({ str, x, y, width, fontSize, bold: false });
    const sidebar = [at(48, 106, 53, 11.4, 'CONTACT'), at(48, 122, 43, 9.5, 'Wrenford, UK'), at(48, 137, 107, 9.5, 'ida.fenner@example.org'),
      at(48, 196, 106, 11.4, 'SKILLS'), at(48, 212, 22, 9.5, 'Tools'), at(48, 226, 125, 9.5, 'Stock control, Rota planning,'),
      at(48, 237, 54, 9.5, 'Forklift'), at(48, 289, 65, 11.4, 'EDUCATION'), at(48, 305, 108, 9.5, 'BSc Orchard Science in'),
      at(48, 318, 87, 9.5, 'at Example College'), at(112, 331, 87, 9.5, 'Sep 2012 - Jun 2015'), at(48, 350, 77, 9.5, 'Diploma in Glazing in'),
      at(48, 363, 96, 9.5, 'at Sample Institute'), at(112, 377, 87, 9.5, 'Sep 2010 - Jun 2012')];
    const main = [at(51, 66, 202, 28.6, 'Ida Fenner'), at(440, 63, 110, 16.7, 'Hedgewright'), at(228, 106, 58, 11.4, 'SUMMARY'),
      at(228, 122, 193, 9.5, 'Planned the routes of the winter fleet.'), at(228, 166, 79, 11.4, 'EMPLOYMENT')];
    const jobs = [['Brackenfold Haulage Ltd', 'Hedgewright', 'Mar 2021 - Jun 2024'], ['Vellowmere Cidery', 'Orchard Keeper', 'Jan 2018 - Feb 2021'],
      ['Thistlewick Press', 'Glazier', 'Jun 2015 - Dec 2017']] as const;
    jobs.forEach(([employer, title, period], k) => {
      const y = 182 + 61 * k;
      main.push(at(228, y, 124, 9.5, employer), at(550 - title.length * 4.7, y, title.length * 4.7, 9.5, title), at(465, y + 12.5, 85, 9.5, period),
        at(228, y + 26, 193, 9.5, 'Kept the pressing logs up to date.'), at(239, y + 42, 193, 9.5, 'Kept the pressing logs up to date.'));
    });
    const lines = texts([...main, ...sidebar]);
    // The sidebar is read whole, in its order, none of its lines glued to an entry's line.
    const from = lines.indexOf('EDUCATION');
    expect(lines.slice(from, from + 7)).toEqual(sidebar.slice(7).map((i) => i.str));
    expect(lines.filter((l) => l.includes('Tools') || l.includes('Forklift'))).toEqual(['Tools', 'Forklift']);
    expect(lines.some((l) => l.startsWith('Brackenfold Haulage Ltd') && l.includes('Hedgewright'))).toBe(true);
  });

  it('reads a header table\'s contact cell with the header and the place-and-period column below on the entries\' rows', () => {
    const contact = ['12 Lantern Row, Elmbury', 'Mobile: 07700 900123', 'ida.fenner@example.org'];
    const items = [item(45, 60, 'Ida Fenner', 20), item(45, 84, 'Hedgewright'), ...contact.map((s, i) => flushRight(550, 50 + i * 14, s, 8.5)),
      item(45, 130, 'WORK EXPERIENCE', 12), ...twoLineEntries(45, 550, 150)];
    const lines = texts(items);
    expect(lines.indexOf('12 Lantern Row, Elmbury')).toBeLessThan(lines.indexOf('WORK EXPERIENCE'));
    expect(lines).toContain('Brackenfold Haulage Ltd\tElmbury, UK\tMar 2021 – Present');
    expect(lines).toContain('Thistlewick Press\tOakvale\tJun 2015 – Dec 2017');
  });

  it('reads the place-and-period column on the entries\' rows where a list as wide as the page closes the entries', () => {
    // moderncv's banking style: a centred header whose contact line has a gap where the column's gutter falls, each firm
    // with its town at the right edge and the title with its period under it, then a skills line across the page.
    const runs: Run[] = [
      ['Lorena Castañeda Ruiz', 113.2, 85.9, 268.2, 24.79, 'f1'], [' ', 381.4, 85.9, 7.8, 24.79, 'f1'],
      ['| Gestora', 389.2, 85.9, 92.9, 24.79, 'f2'], ['de flota', 256.5, 110.6, 82.3, 24.79, 'f2'],
      ['Calle de los Tilos, 14 – 46001 Valencia – Esp.', 181.4, 124.1, 232.5, 10.91, 'f3'],
      ['I', 176.6, 137.7, 6.2, 9.96, 'f4'], [' ', 182.8, 137.7, 3.6, 9.96, 'f4'],
      ['611 98 70 02', 186.5, 137.7, 60.0, 10.91, 'f3'], [' ', 246.5, 137.7, 10.9, 10.91, 'f3'],
      ['•', 257.4, 137.7, 8.5, 10.91, 'f5'], [' ', 265.8, 137.7, 10.9, 10.91, 'f5'],
      ['#', 276.8, 137.7, 10.0, 9.96, 'f6'], [' ', 286.7, 137.7, 3.6, 9.96, 'f6'],
      ['l.castaneda@example.org', 290.4, 137.7, 128.3, 10.91, 'f3'],
      ['Experiencia laboral', 59.5, 200.1, 123.7, 14.35, 'f1'],
      ['Tamarisco Transportes SL', 59.5, 219.5, 128.1, 10.91, 'f1'], [' ', 187.6, 219.5, 312.7, 10.91, 'f1'],
      ['Gandía', 500.3, 219.5, 35.5, 10.91, 'f1'], ['Gestora de flota', 59.5, 233.0, 78.9, 10.91, 'f7'],
      [' ', 138.5, 233.0, 323.4, 10.91, 'f7'], ['2023–actualidad', 461.8, 233.0, 73.9, 10.91, 'f7'],
      ['Planificación de rutas semanales.', 59.5, 245.0, 147.4, 9.96, 'f3'],
      ['Almenara Distribución S.L.', 59.5, 258.2, 151.0, 10.91, 'f1'], [' ', 210.5, 258.2, 289.8, 10.91, 'f1'],
      ['Gandía', 500.3, 258.2, 35.5, 10.91, 'f1'], ['Auxiliar', 59.5, 271.7, 40.3, 10.91, 'f7'],
      [' ', 99.9, 271.7, 386.8, 10.91, 'f7'], ['2020–2023', 486.7, 271.7, 49.1, 10.91, 'f7'],
      ['Control de albaranes y de la flota de reparto.', 59.5, 283.7, 194.5, 9.96, 'f3'],
      ['Pradoluengo Hermanos S.L.', 59.5, 298.9, 140.4, 10.91, 'f1'], [' ', 199.9, 298.9, 300.4, 10.91, 'f1'],
      ['Gandía', 500.3, 298.9, 35.5, 10.91, 'f1'], ['Mozo de almacén', 59.5, 312.4, 81.6, 10.91, 'f7'],
      [' ', 141.1, 312.4, 345.6, 10.91, 'f7'], ['2017–2020', 486.7, 312.4, 49.1, 10.91, 'f7'],
      ['Carga y descarga de camiones de reparto.', 59.5, 324.4, 173.5, 9.96, 'f3'],
      ['Formación', 59.5, 354.7, 67.7, 14.35, 'f1'], ['Universidad de Alicante', 59.5, 374.1, 122.8, 10.91, 'f1'],
      ['Grado en Logística', 59.5, 387.6, 96.5, 10.91, 'f7'], [' ', 156.0, 387.6, 330.6, 10.91, 'f7'],
      ['2014–2017', 486.7, 387.6, 49.1, 10.91, 'f7'], ['IES Vega del Turia', 59.5, 404.9, 109.2, 10.91, 'f1'],
      ['Técnico Superior en Transporte', 59.5, 418.5, 133.6, 10.91, 'f7'], [' ', 193.2, 418.5, 293.5, 10.91, 'f7'],
      ['2011–2014', 486.7, 418.5, 49.1, 10.91, 'f7'], ['Habilidades', 59.5, 445.6, 75.0, 14.35, 'f1'],
      ['Carnet C, Rutas, Inventario, Atención al cliente, Planificación, Excel, Albaranes', 59.5, 468.1, 396.1, 10.91, 'f3'],
    ];
    const lines = texts(itemsOf(runs));
    const at = (s: string): number => lines.findIndex((l) => l.includes(s));
    expect(lines[at('Tamarisco Transportes SL')]).toContain('2023–actualidad');
    expect(lines[at('Pradoluengo Hermanos S.L.')]).toContain('2017–2020');
    expect(lines[at('Técnico Superior en Transporte')]).toContain('2011–2014');
    expect(at('l.castaneda@example.org')).toBeLessThan(at('Experiencia laboral'));
    expect(at('Almenara Distribución S.L.')).toBeLessThan(at('Mozo de almacén'));
  });

  it('reads a sidebar beside a main column whose first entries carry their periods in their lines as two columns', () => {
    // A word processor's two-cell layout table printed to PDF (x, baseline, width, size): the sidebar's contact and skills,
    // the entries beside it with "Firm, Town |" and the period as runs of one line; the sidebar runs on beside the studies.
    const side: [number, number, number, string][] = [[92.5, 43.6, 22, 'Wilma'], [120.1, 127.5, 22, 'Quarrend'], [143, 93.3, 10.5, 'Stock Planner'],
      [162.2, 55.5, 10.5, 'CONTACT'], [183.1, 107.9, 10.5, '18 Lantern Row'], [196.3, 97.9, 10.5, 'Elmbury EL4 7QT'],
      [215.5, 82.1, 10.5, '07700 900412'], [234.7, 149.8, 10.5, 'w.quarrendon@example.co.'], [247.9, 12.7, 10.5, 'uk'],
      [267.1, 40.5, 10.5, 'SKILLS'], [288.1, 28, 10.5, 'Excel'], [301.3, 53.9, 10.5, 'Forecasting'], [314.5, 70.6, 10.5, 'Rota Planning'],
      [327.7, 36.3, 10.5, 'Stocktaking'], [340.9, 60.9, 10.5, 'Ordering']];
    const main: [number, number, number, number, string][] = [[237.1, 96.1, 140.2, 13, 'WORK EXPERIENCE'],
      [237.1, 114.5, 120.6, 12, 'Stock Planner'], [237.1, 128.2, 175.8, 10.5, 'Brisket & Vale Ltd, Elmbury |'], [416.4, 128.2, 78.7, 10.5, '2022 – present'],
      [237.1, 147.4, 209.1, 10.5, 'Planned the weekly orders for four shops.'], [237.1, 168, 128.8, 12, 'Store Assistant'],
      [237.1, 181.7, 183.3, 10.5, 'Oakhurst Grocers Ltd, Elmbury |'], [423.9, 181.7, 65.3, 10.5, '2019 – 2022'],
      [237.1, 200.9, 186.9, 10.5, 'Kept the cold room logs every day.'], [237.1, 234.4, 85.4, 13, 'EDUCATION'],
      [237.1, 252.9, 151.5, 12, 'BTEC Retail Management'], [237.1, 266.6, 115.7, 10.5, 'Elmbury College |'], [356.3, 266.6, 65.3, 10.5, '2016 – 2019'],
      [237.1, 287.2, 94, 12, 'GCSE Maths'], [237.1, 300.9, 107.4, 10.5, 'Wrenford Academy |'], [348, 300.9, 65.3, 10.5, '2011 – 2016']];
    const items = [...side.map(([y, width, fontSize, str]) => ({ str, x: 72.1, y, width, fontSize, bold: false })),
      ...main.map(([x, y, width, fontSize, str]) => ({ str, x, y, width, fontSize, bold: false }))];
    const lines = texts(items);
    expect(lines.slice(0, side.length)).toEqual(side.map(([, , , s]) => s));
    expect(lines.slice(side.length)).toEqual(['WORK EXPERIENCE', 'Stock Planner', 'Brisket & Vale Ltd, Elmbury | 2022 – present',
      'Planned the weekly orders for four shops.', 'Store Assistant', 'Oakhurst Grocers Ltd, Elmbury | 2019 – 2022',
      'Kept the cold room logs every day.', 'EDUCATION', 'BTEC Retail Management', 'Elmbury College | 2016 – 2019', 'GCSE Maths',
      'Wrenford Academy | 2011 – 2016']);
  });

  it('still reads a sidebar of short lines without periods as a column of its own', () => {
    const sidebar = ['SKILLS', 'Python', 'Docker', 'Kubernetes', 'LANGUAGES', 'English', 'German'];
    const main = [
      'EXPERIENCE', 'Data engineer at Example Corp since 2019, building pipelines', 'Built pipelines and dashboards for the sales team',
      'Analyst at Sample Ltd from 2016 to 2019 in the finance group', 'Reports for the board every quarter',
      'EDUCATION', 'MSc Computer Science, 2016',
    ];
    const items = [...main.map((s, i) => item(40, 100 + i * 14, s)), ...sidebar.map((s, i) => item(430, 100 + i * 14, s))];
    expect(texts(items)).toEqual([...main, ...sidebar]);
  });
});

describe('layoutPage with a period opening the entry line', () => {
  it('joins a period split over two lines when it starts the entry line, set apart by more than a word space', () => {
    const items: PositionedText[] = [];
    const entries = [
      ['Jul. 2022—', 'Nov. 2022', 'Summer intern, Brackwater Foundation'],
      ['Feb. 2020—', 'Jun. 2022', 'Developer, Selwick Tools'],
    ];
    let y = 100;
    for (const [from, to, text] of entries) {
      items.push(flushRight(112, y, from!), item(122, y + 1, text!), flushRight(112, y + 12, to!));
      items.push(item(132, y + 14, 'Wrote and tested the import of the yearly archives'));
      y += 60;
    }
    const lines = texts(items);
    expect(lines).toContain('Jul. 2022— Nov. 2022 Summer intern, Brackwater Foundation');
    expect(lines).toContain('Feb. 2020— Jun. 2022 Developer, Selwick Tools');
  });
});

describe('layoutPage with months printed under the years of a period', () => {
  it('puts each month before its year, one word per year, and leaves other lines under a period alone', () => {
    const items: PositionedText[] = [
      item(57, 100, '2011 – 2014'), item(60, 107, 'März', 6), item(84, 107, 'Juli', 6), item(136, 100, 'Tischlerei Wendorf – Geselle'),
      item(57, 140, '2008 – 2011'), item(60, 147, 'August', 6), item(136, 140, 'Berufsschule Talheim – Ausbildung'),
      item(57, 180, '2006 – 2008'), item(136, 180, 'Werkstatt Rennick – Praktikum'),
      item(136, 194, 'Holz und Metall, zwei Tage pro Woche'),
    ];
    const lines = texts(items);
    expect(lines[0]).toMatch(/^März 2011 – Juli 2014\s+Tischlerei Wendorf – Geselle$/);
    // One month for two years: no pairing; the word stays a cell of its own beside the period.
    expect(lines[1]).toBe('2008 – 2011\tAugust\tBerufsschule Talheim – Ausbildung');
    expect(lines.at(-1)).toBe('Holz und Metall, zwei Tage pro Woche');
  });

  it('gives no month to a full date, nor to years with a word of the same size under them', () => {
    const fullDate = [item(200, 100, '14.06.1999'), item(200, 108, 'Abitur', 6), item(40, 300, 'Zeugnis')];
    expect(texts(fullDate)).toEqual(['14.06.1999', 'Abitur', 'Zeugnis']);
    const sameSize = [item(200, 100, '2001 – 2004'), item(200, 113, 'Lehre'), item(40, 300, 'Zeugnis')];
    expect(texts(sameSize)).toEqual(['2001 – 2004', 'Lehre', 'Zeugnis']);
  });

  it('gives no month to years with a smaller title of as many words under them (the old Europass sets its dates larger)', () => {
    // Invented titles of two words under a two-year period set at 12 pt over 10 pt, as europecv prints a job's rows.
    for (const title of ['Técnico comercial', 'Kierowniczka projektu', 'Inżynier logistyki', 'Store manager']) {
      const items = [item(200, 100, '2018 – 2022', 12), item(200, 114, title), item(40, 300, 'Zeugnis')];
      expect(texts(items), title).toEqual(['2018 – 2022', title, 'Zeugnis']);
    }
    // Month names in other languages and abbreviated still go before their years.
    for (const [months, want] of [['Mar Jul', 'Mar 2018 – Jul 2022'], ['styczeń wrzesień', 'styczeń 2018 – wrzesień 2022'], ['sept. mai', 'sept. 2018 – mai 2022']] as const) {
      const [a, b] = months.split(' ');
      const items = [item(57, 100, '2018 – 2022'), item(60, 107, a!, 6), item(90, 107, b!, 6), item(136, 100, 'Werkstatt Rennick – Praktikum')];
      expect(texts(items)[0], months).toMatch(new RegExp(`^${want}\\s+Werkstatt Rennick – Praktikum$`, 'u'));
    }
  });
});

describe('TeX accent glyphs', () => {
  it('puts a spacing accent onto the letter set back over it', () => {
    expect(joinAccent('Formaci ´', 'on')).toEqual({ before: 'Formaci', after: 'ón' });
    expect(joinAccent('Ingenier´', 'ıa')).toEqual({ before: 'Ingenier', after: 'ía' });
    expect(joinAccent('Zusammenf¨', 'uhrung')).toEqual({ before: 'Zusammenf', after: 'ührung' });
    expect(joinAccent('plain', 'text')).toBeNull();
    expect(joinAccent('year ´', '2019')).toBeNull();
  });

  it('joins the pieces of a line only where the second piece starts back over the accent', () => {
    const overlapped = [item(50, 100, 'Formaci ´'), { ...item(50 + 4.2 * 10, 100, 'on'), x: 50 + 4.2 * 10 - 3 }];
    expect(texts([...overlapped, item(50, 120, 'Next line')])).toEqual(['Formación', 'Next line']);
    // Apart (an apostrophe typed as an acute accent, then a gap): left as printed.
    expect(texts([item(50, 100, 'd´'), item(50 + 10 + 3, 100, 'Arc')])).toEqual(['d´ Arc']);
  });
});

describe('layoutPage with a table whose labels stand above its values', () => {
  it('reads each label with the value under it, even where a column cut would pass through the table', () => {
    const items: PositionedText[] = [
      item(30, 60, 'Skills', 16), item(33, 80, '• Welding • Forklift licence • First aid • Night shifts • Stock counts', 12),
      item(30, 110, 'Work experience', 16),
      item(30, 130, 'Start:', 11), item(115, 130, 'Company:', 11), item(400, 130, 'Position:', 11), item(490, 130, 'End:', 11),
      item(30, 145, '2015-03-01', 12), item(115, 145, 'Harlow Freight Services', 12),
      item(400, 145, 'Driver', 12), item(490, 145, '2019-08-31', 12),
      item(30, 175, 'Languages', 16), item(33, 195, 'English, Polish, a little German and some Czech from the years abroad', 12),
    ];
    const lines = texts(items);
    expect(lines.slice(3, 7)).toEqual(['Start: 2015-03-01', 'Company: Harlow Freight Services', 'Position: Driver', 'End: 2019-08-31']);
    expect(lines[7]).toBe('Languages');
  });

  it('leaves two rows of words that merely align (a list of skills) as they are', () => {
    const items = [
      item(30, 100, 'Welding'), item(130, 100, 'Forklift'), item(230, 100, 'First aid'),
      item(30, 114, 'Painting'), item(130, 114, 'Driving'), item(230, 114, 'Cooking'),
    ];
    expect(texts(items)).toEqual(['Welding\tForklift\tFirst aid', 'Painting\tDriving\tCooking']);
  });
});

describe('layoutPage with studies whose place and period stand flush right with no detail line between them', () => {
  it('lifts each study\'s place and period onto its own school line, not the place of the next onto the one before', () => {
    const studies = [
      ['Harrowgate University', 'Elmbury', 'MSc Orchard Science', '2016 – 2018'],
      ['Lindell College', 'Wrenford, UK', 'BSc Cider Making', '2013 – 2016'],
      ['Fenwick School', 'Oakvale', 'School Diploma', '2006 – 2013'],
    ] as const;
    const items: PositionedText[] = [item(45, 80, 'Education', 14)];
    // The first two follow each other at the line's pitch; a grade line stands under the second.
    studies.forEach(([school, place, degree, period], k) => {
      const y = 100 + k * 29 + (k === 2 ? 14.5 : 0);
      items.push(item(45, y, school), flushRight(550, y, place), item(45, y + 14.5, degree), flushRight(550, y + 14.5, period));
    });
    items.push(item(45, 158, 'Grade: Merit'));
    const lines = texts(items);
    expect(lines).toContain('Harrowgate University\tElmbury\t2016 – 2018');
    expect(lines).toContain('Lindell College\tWrenford, UK\t2013 – 2016');
    expect(lines).toContain('Fenwick School\tOakvale\t2006 – 2013');
  });
});

describe('layoutPage with a place over a period over a duration', () => {
  it('keeps the duration with its period where other entries print only a place over a period', () => {
    const items: PositionedText[] = [item(45, 80, 'Experience', 14)];
    const jobs = [
      ['Quillfeather Labs, Platform Engineer', 'Northbay', 'Mar 2021 – present', '3 years'],
      ['Tarnwick Systems, Backend Developer', 'Eastmoor', 'Jan 2018 – Feb 2021', '3 years 1 month'],
    ] as const;
    let y = 100;
    for (const [heading, place, period, length] of jobs) {
      items.push(item(45, y, heading), flushRight(550, y, place), item(60, y + 14, '• Moved the billing jobs to a queue'),
        flushRight(550, y + 14, period), item(60, y + 28, '• Kept the release notes'), flushRight(550, y + 28, length));
      y += 60;
    }
    items.push(item(45, y, 'Education', 14), item(45, y + 20, 'Harrowgate University'), flushRight(550, y + 20, 'Elmbury'),
      item(45, y + 34, 'MSc Orchard Science'), flushRight(550, y + 34, '2016 – 2018'));
    const lines = texts(items);
    expect(lines).toContain('Quillfeather Labs, Platform Engineer\tNorthbay\tMar 2021 – present\t3 years');
    expect(lines).toContain('Tarnwick Systems, Backend Developer\tEastmoor\tJan 2018 – Feb 2021\t3 years 1 month');
    expect(lines).toContain('Harrowgate University\tElmbury\t2016 – 2018');
  });
});

describe('layoutPage with one-line studies whose first line runs past the gutter of their flush-right periods', () => {
  // A CV set with \hfill: "Degree, School" then the period flush right, one line a study. The first study's school ran
  // past the gutter found between the lines and the periods: its cells there ("…, School" and the period) were no period
  // alone, so the next study's period was taken for more of its block and went up onto its row.
  const span = (x: number, end: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: end - x, fontSize, bold: false });
  function page(studies: [string, string, string][]): PositionedText[] {
    const items = [span(236.2, 359.1, 70.8, 'Aino Lehtaro', 20.7), span(267.7, 327.5, 86.8, 'Analyst', 12),
      span(140.1, 214.5, 102.7, 'Kossuth tér 4.'), span(218.9, 221.7, 102.7, '·'), span(225, 267.5, 102.7, '7621 Pécs'),
      span(270.8, 273.6, 102.7, '·'), span(276.9, 341.7, 102.7, '06 30 555 0147'), span(345, 347.8, 102.7, '·'),
      span(351.1, 455.2, 102.7, 'aino.lehtaro@example.hu'), span(56.7, 222.6, 132.6, 'EXPERIENCE', 12),
      span(56.7, 115.5, 152.5, 'Analyst'), span(115.5, 226.1, 152.5, ', Tölgyesi Szoftver Kft.'), span(466.4, 538.6, 152.5, '11/2022–present'),
      span(56.7, 76.2, 164.5, 'Pécs'), span(56.7, 181.7, 176.4, 'Led a team of twelve.'),
      span(56.7, 138, 192.4, 'Developer'), span(138, 266.4, 192.4, ', Bakonyi Élelmiszer Zrt.'), span(463.9, 538.6, 192.4, '01/2018–05/2022'),
      span(56.7, 76.2, 204.3, 'Pécs'), span(56.7, 165.4, 216.3, 'Ran the monthly reports.'), span(56.7, 168.2, 241.9, 'EDUCATION', 12)];
    studies.forEach(([degree, school, period], k) => {
      const y = 259.3 + 11.9 * k;
      const end = 56.7 + 5.3 * degree.length;
      items.push(span(56.7, end, y, degree), span(end, end + 5.2 * school.length, y, school), span(493.7, 538.5, y, period));
    });
    items.push(span(56.7, 138, 294.6, 'SKILLS', 12), span(56.7, 310.5, 314.5, 'Python, SQL, Excel, stock control, rota planning'),
      span(56.7, 150.2, 336.2, 'LANGUAGES', 12), span(56.7, 256.4, 356.1, 'Hungarian (native), English (C1), German (B2)'));
    return items;
  }

  it('keeps each study\'s period on its own row', () => {
    const cases: [string, string, string][][] = [
      [['Programtervező informatikus BSc', ', Mecsekaljai Tudományegyetem', '2015–2018'], ['Logisztikai ügyintéző', ', Nyírségi Egyetem', '2012–2015']],
      [['Licencjat z informatyki', ', Uniwersytet Ekonomiczny w Poznaniu', '2016–2019'], ['Technik logistyk', ', Zespół Szkół w Gnieźnie', '2012–2016']],
      [['BSc Computer Science and Statistics', ', University of Manchester', '2014–2017'], ['A levels', ', Ashby College', '2012–2014']],
    ];
    for (const studies of cases) {
      const lines = texts(page(studies));
      for (const [degree, school, period] of studies) expect(lines, degree).toContain(`${degree}${school}\t${period}`);
    }
  });
});
