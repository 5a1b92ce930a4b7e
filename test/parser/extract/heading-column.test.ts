// Section headings in a column of their own, left of the entries: each heading on the row of its section's first line
// (wrapped over two lines in its narrow column), or alone between two sections with the periods in the same column.
// The page is read row by row from the first heading on, each heading over the line it stands beside.
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';

// An item at (x, y) whose width is ~0.5 em per character; `flushRight` ends it at x.
const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({
  str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false,
});
const flushRight = (end: number, y: number, str: string, fontSize = 10): PositionedText =>
  item(end - str.length * fontSize * 0.5, y, str, fontSize);
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

/** A header (contact right-aligned left, name right), then headings right-aligned in the left column, entries right. */
function headingsBesideEntries(): PositionedText[] {
  const items: PositionedText[] = [
    flushRight(150, 100, 'Lindenweg 12,'), flushRight(150, 112, 'oppgang B'), flushRight(150, 124, '4411 Varnholm'),
    flushRight(150, 136, 'Norge'), flushRight(150, 148, '+47 412 55 019'), flushRight(150, 160, 'tove.brekkan@example.no'),
    item(170, 102, 'Tove Brekkan', 30), item(170, 134, 'Lagerleder', 16),
  ];
  let y = 200;
  const section = (heading: string[], entries: [string, string, string][]): void => {
    heading.forEach((line, k) => items.push(flushRight(150, y + 15 * k, line, 14)));
    for (const [header, period, detail] of entries) {
      items.push(item(170, y, header, 11), flushRight(540, y, period, 11), item(170, y + 13, detail));
      y += 30;
    }
    y += 25;
  };
  section(['Arbeids-', 'erfaring'], [
    ['Lagerleder, Fjordvik Frakt AS', '03/2020 – nå', 'Ledet et lag på ni.'],
    ['Sjåfør, Heddal Transport AS', '01/2016 – 02/2020', 'Kjørte ruter i Telemark.'],
  ]);
  section(['Utdanning'], [['Bachelor i logistikk, Høgskolen i Varnholm', '2012 – 2015', 'Oppgave om lagerstyring.']]);
  section(['Kurs'], [['Truckførerbevis, Varnholm Kurssenter', '2016', 'Klasse T1–T4.']]);
  return items;
}

/** A two-column table: periods left, "Title, Employer" right, headings and the contact lines at the same left edge. */
function periodTable(): PositionedText[] {
  const items: PositionedText[] = [
    item(70, 80, 'Marit Olsrud', 17), item(70, 100, 'Granveien 7'), item(70, 113, '3015 Brekstad'),
    item(70, 126, '+47 934 11 208'), item(170, 126, 'marit.olsrud@example.no'),
    item(70, 152, 'Arbeidserfaring', 12),
  ];
  let y = 174;
  const jobs = [
    ['04/2021 – 09/2025', 'Regnskapsfører, Solbakk Revisjon AS', 'Månedlige rapporter.'],
    ['08/2017 – 03/2021', 'Kontormedarbeider, Tindfjell Bygg AS', 'Fakturering og lønn.'],
  ] as const;
  for (const [period, header, detail] of jobs) {
    items.push(item(70, y, period), item(180, y, header), item(180, y + 13, detail));
    y += 31;
  }
  items.push(item(70, y + 10, 'Utdanning', 12));
  y += 31;
  const studies = [['2014 – 2017', 'Bachelor i økonomi, Høgskolen i Brekstad'], ['2011 – 2014', 'Studiespesialisering, Brekstad vgs']] as const;
  for (const [period, header] of studies) {
    items.push(item(70, y, period), item(180, y, header));
    y += 13.5;
  }
  return items;
}

describe('layoutPage with section headings in a column of their own', () => {
  it('puts each heading over the line it stands beside, its wrapped line under it', () => {
    const lines = texts(headingsBesideEntries());
    const at = (text: string): number => lines.indexOf(text);
    expect(lines).toContain('Lagerleder, Fjordvik Frakt AS\t03/2020 – nå');
    expect(at('Arbeids-')).toBeGreaterThan(at('tove.brekkan@example.no'));
    expect(at('erfaring')).toBe(at('Arbeids-') + 1);
    expect(at('Lagerleder, Fjordvik Frakt AS\t03/2020 – nå')).toBe(at('erfaring') + 1);
    expect(at('Utdanning')).toBe(at('Kjørte ruter i Telemark.') + 1);
    expect(at('Kurs')).toBe(at('Oppgave om lagerstyring.') + 1);
    expect(lines.at(-1)).toBe('Klasse T1–T4.');
  });

  it('keeps each period of the left column on the row of the entry it dates', () => {
    const lines = texts(periodTable());
    expect(lines.slice(lines.indexOf('Arbeidserfaring'))).toEqual([
      'Arbeidserfaring',
      '04/2021 – 09/2025\tRegnskapsfører, Solbakk Revisjon AS',
      'Månedlige rapporter.',
      '08/2017 – 03/2021\tKontormedarbeider, Tindfjell Bygg AS',
      'Fakturering og lønn.',
      'Utdanning',
      '2014 – 2017\tBachelor i økonomi, Høgskolen i Brekstad',
      '2011 – 2014\tStudiespesialisering, Brekstad vgs',
    ]);
  });

  it('still reads a sidebar of lists beside a main column as two columns', () => {
    const items: PositionedText[] = [item(40, 80, 'Skills', 13)];
    ['Forklift', 'SAP', 'Stocktaking', 'First aid', 'Excel', 'Rota planning'].forEach((s, k) => items.push(item(40, 100 + 13 * k, s)));
    items.push(item(40, 200, 'Languages', 13), item(40, 220, 'Norwegian'), item(40, 233, 'English'));
    items.push(item(200, 80, 'Experience', 13));
    for (let k = 0; k < 12; k++) items.push(item(200, 100 + 13 * k, `Line ${String.fromCharCode(97 + k)} of the work history, set in full`));
    const lines = texts(items);
    expect(lines.indexOf('Experience')).toBeGreaterThan(lines.indexOf('English'));
  });

  // simplecv sets each period in a label column too narrow for a long one: the period then stands on a row of its own
  // right above its entry's first line. With nothing else but the studies sharing a row across the gutter, the page was
  // read as two columns: every period, then every entry. Laid out as pdfTeX sets that page (widths as printed).
  const span = (x: number, end: number, y: number, str: string, fontSize = 10.9): PositionedText => ({ str, x, y, width: end - x, fontSize, bold: false });
  const periodsOverEntries = (heading: string, jobs: [string, string, string][]): PositionedText[] => {
    const items: PositionedText[] = [span(62.4, 150, 71.8, '14 Rosebery Crescent'), span(62.4, 155, 85.4, 'Leicester LE2 7QP'),
      span(62.4, 137, 98.9, 'United Kingdom'), span(407.9, 471, 71.8, '07700 900412'), span(407.9, 533, 85.4, 'ida.marsh@example.co.uk'),
      span(233.7, 361, 139.9, 'Ida Marsh', 17.2), span(241, 354, 189.7, 'Stock Controller', 12), span(62.4, 135, 219.7, heading)];
    jobs.forEach(([period, title, firm], k) => {
      const y = 244 + 63.2 * k;
      items.push(span(75.7, k === 0 ? 152 : 157.5, y, period), span(156.5, 270, y + 13.6, title), span(156.5, 275, y + 27.1, firm),
        span(156.5, 420, y + 40.7, 'Ran the weekly stock counts and the supplier reviews.'));
    });
    items.push(span(62.4, 105, 377.8, 'Education'));
    [['2014–2017', 'BSc Logistics'], ['2010–2014', 'A levels']].forEach(([period, study], k) => {
      items.push(span(75.7, 125, 402.2 + 36 * k, period!), span(156.5, 265, 402.2 + 36 * k, study!), span(156.5, 276, 415.8 + 36 * k, 'Ashby College'));
    });
    items.push(span(62.4, 84, 481.8, 'Skills'), span(156.5, 458, 506.1, 'Excel, SQL, SAP, forklift driving, stock control, rota planning'),
      span(75.7, 123, 528.6, 'Languages'), span(156.5, 367, 528.6, 'English (native), Polish (C1), German (A2)'));
    return items;
  };

  it('reads a period on a row of its own right above its entry before the entry, in English, Hungarian and Polish', () => {
    const cases: [string, [string, string, string][]][] = [
      ['Work Experience', [['03/2020–present', 'Stock Controller', 'Ashvale Foods Ltd'], ['11/2017–05/2020', 'Driver', 'Kettering Haulage Ltd']]],
      ['Szakmai tapasztalat', [['2022.11–jelenleg', 'Adatelemző', 'Tölgyesi Szoftver Kft.'], ['2018.01–2022.05', 'Raktáros', 'Bakonyi Élelmiszer Zrt.']]],
      ['Doświadczenie', [['03/2021–obecnie', 'Księgowa', 'Wierzbowa Handel Sp. z o.o.'], ['09/2016–02/2021', 'Kierowca', 'Sosnowy Transport S.A.']]],
    ];
    for (const [heading, jobs] of cases) {
      const lines = texts(periodsOverEntries(heading, jobs));
      const from = lines.indexOf(heading);
      expect(lines.slice(from, from + 10)).toEqual([heading,
        ...jobs.flatMap(([period, title, firm]) => [period, title, firm, 'Ran the weekly stock counts and the supplier reviews.']), 'Education']);
      expect(lines).toContain('2014–2017\tBSc Logistics');
    }
  });

  it('keeps a sidebar whose dated entries go on below their period on its side a column of its own', () => {
    const items: PositionedText[] = [item(40, 80, 'Courses', 13)];
    [['2019–2020', 'Forklift licence'], ['2021–2022', 'First aid'], ['2023–2024', 'Payroll basics']].forEach(([period, course], k) => {
      items.push(item(40, 100 + 30 * k, period!), item(40, 113 + 30 * k, course!));
    });
    items.push(item(200, 80, 'Experience', 13));
    for (let k = 0; k < 12; k++) items.push(item(200, 100 + 13 * k, `Line ${String.fromCharCode(97 + k)} of the work history, set in full`));
    const lines = texts(items);
    expect(lines.indexOf('Experience')).toBeGreaterThan(lines.indexOf('Payroll basics'));
    expect(lines.indexOf('Forklift licence')).toBe(lines.indexOf('2019–2020') + 1);
  });
});
