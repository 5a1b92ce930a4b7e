// Line building on PDF pages whose entries carry a column of places and periods (./meta-sidebar.ts, ./entry-meta.ts,
// ./date-cells.ts) beside a sidebar or under a header's contact cell: positioned runs of invented CVs.
import { describe, expect, it } from 'vitest';
import { sidebarBeyondMeta } from '../../../src/parser/extract/meta-sidebar.js';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// Invented people, firms and towns. An item at (x, y) is ~0.5 em a character wide; `flushRight` ends it at x.
const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({
  str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false,
});
const flushRight = (end: number, y: number, str: string, fontSize = 10): PositionedText =>
  item(end - str.length * fontSize * 0.5, y, str, fontSize);
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

const ENTRIES = [
  ['Brackenfold Haulage Ltd', 'Elmbury, UK', 'Hedgewright', 'Mar 2021 – Present', '• Planned the winter routes'],
  ['Vellowmere Cidery', 'Wrenford', 'Orchard Keeper', 'Jan 2018 – Feb 2021', '• Kept the pressing logs'],
  ['Thistlewick Press', 'Oakvale', 'Glazier', 'Jun 2015 – Dec 2017', '• Fitted the shop windows'],
] as const;

/**
 * A page of two-line entries whose place and period stand flush right at the main column's edge (365), a sidebar
 * (from 385, set smaller at its own pitch) beyond them, a name and a contact line across the top.
 */
function entriesBesideSidebar(sidebar: readonly string[], sidebarSize = 9): PositionedText[] {
  const items: PositionedText[] = [item(45, 60, 'Ottilie Marchbank', 22), item(45, 92, 'ottilie@example.org • 12 Lantern Row, Elmbury'),
    item(45, 150, 'Work Experience', 12), item(385, 150, sidebar[0]!, 12)];
  let y = 168;
  for (const [employer, place, title, period, bullet] of ENTRIES) {
    items.push(item(45, y, employer), flushRight(365, y, place), item(45, y + 14.5, title), flushRight(365, y + 14.5, period),
      item(45, y + 29, bullet));
    y += 44;
  }
  sidebar.slice(1).forEach((s, i) => items.push(item(385, 168 + i * 13, s, sidebarSize)));
  return items;
}

/**
 * A CV page as a two-line template sets it (x, baseline, width, font size, text): each title with its period flush right
 * at the main column's edge (363), the firm and town under it; a sidebar of skills from x 385, set smaller at a pitch of
 * its own; the studies and courses run on below the sidebar.
 */
const TITLE_FIRST_PAGE: [number, number, number, number, string][] = [
  [45.0, 60.0, 224.9, 22, 'MARCHBANK Ottilie'],
  [45.0, 91.9, 88.0, 12, 'Hedgewright'],
  [45.0, 109.3, 277.3, 10, 'ottilie.marchbank@example.org • 01632 960777 • Elmbury,'],
  [45.0, 123.8, 63.4, 10, 'United Kingdom'],
  [45.0, 138.3, 102.9, 10, 'Born: 13 April 1997'],
  [45.0, 170.8, 113.4, 12, 'Work Experience'],
  [385.0, 170.8, 62.0, 12, 'Skills'],
  [45.0, 188.2, 79.5, 10, 'Hedgewright'],
  [307.8, 188.2, 55.6, 10, '2023 – 2024'],
  [385.0, 188.2, 27.7, 9, '• Excel'],
  [385.0, 201.3, 33.7, 9, '• Forklift'],
  [45.0, 202.7, 155.6, 10, 'Brackenfold Haulage Ltd · Elmbury'],
  [385.0, 214.3, 23.7, 9, '• SQL'],
  [45.0, 217.2, 165.1, 10, 'Planned the winter routes for the fleet.'],
  [385.0, 227.4, 85.7, 9, '• Rota planning'],
  [45.0, 231.7, 65.0, 10, 'Orchard Keeper'],
  [307.8, 231.7, 55.6, 10, '2020 – 2023'],
  [45.0, 246.2, 165.1, 10, 'Vellowmere Cidery Ltd · Wrenford'],
  [45.0, 260.7, 115.6, 10, 'Kept the pressing logs.'],
  [45.0, 283.2, 74.0, 12, 'E D U C A T I O N'],
  [45.0, 300.6, 90.0, 10, 'Land surveying'],
  [271.4, 300.6, 87.8, 10, '2025 – ongoing'],
  [45.0, 315.1, 100.1, 10, 'Fenmoor College · Oakvale'],
  [45.0, 329.6, 261.8, 10, 'Modules: Statistics, Geodesy, Databases and Field Work'],
  [45.0, 344.1, 212.9, 10, 'Master of Science in Landscape Planning'],
  [307.8, 344.1, 55.6, 10, '2017 – 2020'],
  [45.0, 358.6, 121.2, 10, 'Kelbridge University · Oakvale'],
  [45.0, 373.1, 101.1, 10, 'Grade: distinction'],
  [45.0, 387.6, 241.0, 9.7, 'Bachelor of Arts in Rural Economics and Management'],
  [307.8, 387.6, 55.6, 10, '2014 – 2017'],
  [45.0, 402.1, 174.0, 10, 'Tarnwick University · Maplecombe'],
  [45.0, 416.6, 101.1, 10, 'Grade: merit'],
  [45.0, 439.1, 74.0, 12, 'Courses'],
  [45.0, 456.5, 201.0, 10, 'Hedge laying course | Wrenford Rural Academy'],
  [293.0, 456.5, 22.2, 10, '2021'],
  [45.0, 471.0, 184.3, 10, 'Advanced spreadsheets | Oakvale Training Centre'],
  [293.0, 471.0, 22.2, 10, '2022'],
];
const placed = (rows: typeof TITLE_FIRST_PAGE): PositionedText[] => rows.map(([x, y, width, fontSize, str]) => ({ str, x, y, width, fontSize, bold: false }));

describe('layoutPage with a sidebar beyond the entries\' place-and-period column', () => {
  it('reads the sidebar as a column of its own and each period on its entry\'s line, no skill glued to a row', () => {
    const lines = texts(placed(TITLE_FIRST_PAGE));
    expect(lines).toContain('Work Experience');
    expect(lines).toContain('Hedgewright\t2023 – 2024');
    expect(lines).toContain('Orchard Keeper\t2020 – 2023');
    expect(lines).toContain('Master of Science in Landscape Planning\t2017 – 2020');
    expect(lines.filter((l) => l.includes('•') && l.includes('\t'))).toEqual([]);
    // The sidebar after the entries, in its order; the studies and courses read before it.
    expect(lines.slice(-5)).toEqual(['Skills', '• Excel', '• Forklift', '• SQL', '• Rota planning']);
    expect(lines.indexOf('Advanced spreadsheets | Oakvale Training Centre\t2022')).toBeLessThan(lines.indexOf('Skills'));
  });

  it('still reads a sidebar beyond the column that the first cut already parts from it', () => {
    const sidebar = ['Skills', 'Stock control, Rota planning,', 'Forklift', 'Pallet wrapping', 'Languages', 'English (native)', 'Welsh (B2)'];
    const lines = texts(entriesBesideSidebar(sidebar));
    expect(lines).toContain('Brackenfold Haulage Ltd\tElmbury, UK\tMar 2021 – Present');
    expect(lines).toContain('Thistlewick Press\tOakvale\tJun 2015 – Dec 2017');
    expect(lines.slice(-sidebar.length)).toEqual(sidebar);
  });

  it('finds the band before the sidebar, not one inside the detail column', () => {
    const items = entriesBesideSidebar(['Skills', 'Excel', 'Forklift', 'SQL']);
    const rows = [...new Set(items.map((i) => i.y))].sort((a, b) => a - b).map((y) => ({ y, items: items.filter((i) => i.y === y) }));
    const top = rows.findIndex((r) => r.y === 150);
    // The first cut falls before the places and periods (the widest gap), the sidebar beyond them.
    const found = sidebarBeyondMeta(rows, 240, top);
    expect(found).not.toBeNull();
    expect(found!.x).toBeGreaterThan(365);
    expect(found!.x).toBeLessThan(385);
    expect(found!.top).toBe(top);
  });

  it('finds no sidebar where only the entries\' own detail column stands at the page\'s edge', () => {
    const items: PositionedText[] = [item(45, 150, 'Work Experience', 12)];
    let y = 168;
    for (const [employer, place, title, period, bullet] of ENTRIES) {
      items.push(item(45, y, employer), flushRight(550, y, place), item(45, y + 14.5, title), flushRight(550, y + 14.5, period),
        item(45, y + 29, bullet));
      y += 44;
    }
    const rows = [...new Set(items.map((i) => i.y))].sort((a, b) => a - b).map((y0) => ({ y: y0, items: items.filter((i) => i.y === y0) }));
    expect(sidebarBeyondMeta(rows, 300, 1)).toBeNull();
    expect(texts(items)).toContain('Vellowmere Cidery\tWrenford\tJan 2018 – Feb 2021');
  });

  it('stays linear on hostile rows (a line of 20,000 letters, 50,000 dots)', () => {
    // A quarter of each line × scale: scale 4 is the 20,000 letters and 50,000 dots.
    const items = (scale: number) => [...entriesBesideSidebar(['Skills', 'Excel', 'SQL', 'Forklift']), item(45, 400, 'x'.repeat(5_000 * scale), 1),
      item(385, 420, '.'.repeat(12_500 * scale), 0.01)];
    expectLinearTime((scale) => texts(items(scale)));
    expect(texts(items(4)).length).toBeGreaterThan(5);
  });
});

describe('layoutPage with a header table\'s contact cell over a place-and-period column', () => {
  /** A large name beside the contact cell's last line, the cell's long line shrunk to fit, a birth date under its label. */
  function headerOverEntries(): PositionedText[] {
    const contact = ['12 Lantern Row, 4417 Elmbury', 'Mobile: 07700 900123 ¬ ida.fenner@example.org', 'Home: 01632 960777',
      'Date of birth: 06/04/1983'];
    const sizes = [10, 7, 10, 10];
    const items = [item(45, 60, 'Ida', 22), item(45, 92, 'FENNER', 22), item(45, 124, 'Hedgewright', 12),
      ...contact.map((s, i) => item(340, 50 + i * 14.5, s, sizes[i])), item(45, 163, 'WORK EXPERIENCE', 12)];
    let y = 181;
    for (const [employer, place, title, period, bullet] of ENTRIES) {
      items.push(item(45, y, employer), flushRight(546, y, place), item(45, y + 14.5, title), flushRight(546, y + 14.5, period),
        item(45, y + 29, bullet));
      y += 44;
    }
    return items;
  }

  it('reads the cell with the header and each place and period on its entry\'s line', () => {
    const lines = texts(headerOverEntries());
    expect(lines.indexOf('Date of birth: 06/04/1983')).toBeLessThan(lines.indexOf('WORK EXPERIENCE'));
    expect(lines).toContain('Brackenfold Haulage Ltd\tElmbury, UK\tMar 2021 – Present');
    expect(lines).toContain('Thistlewick Press\tOakvale\tJun 2015 – Dec 2017');
  });
});

/**
 * A header table's contact cell at the right over a right column of periods split over two lines, and under them a
 * study printed as a row of cells whose last cell runs across the gutter.
 */
const HEADER_OVER_DATES_PAGE: [number, number, number, number, string][] = [
  [340.0, 50.0, 205.3, 10, '01632 960777, ida.fenner@example.org'],
  [45.0, 60.0, 66.0, 22, 'Ida'],
  [340.0, 64.5, 83.9, 10, 'Elmbury, United Kingdom'],
  [45.0, 91.9, 119.8, 22, 'Fenner'],
  [45.0, 123.8, 90.7, 12, 'Hedgewright'],
  [45.0, 163.2, 80.7, 12, 'Experience:'],
  [45.0, 180.6, 203.9, 10, 'Hedgewright, Brackenfold Haulage Ltd'],
  [478.0, 180.6, 44.5, 10, '08/2021 –'],
  [45.0, 195.1, 191.2, 10, 'Planned the winter routes for the fleet.'],
  [478.0, 195.1, 27.8, 10, 'present'],
  [45.0, 209.6, 220.6, 10, 'Orchard Keeper, Vellowmere Cidery Ltd'],
  [478.0, 209.6, 44.5, 10, '10/2019 –'],
  [45.0, 224.1, 209.5, 10, 'Kept the pressing logs of the season.'],
  [478.0, 224.1, 36.1, 10, '12/2021'],
  [45.0, 246.6, 59.3, 12, 'Education:'],
  [45.0, 264.0, 20.0, 9, '2019'],
  [81.7, 264.0, 107.1, 9, 'Kelbridge University'],
  [224.0, 264.0, 275.2, 9, 'Bachelor of Science in Rural Economics with a minor in Land Survey'],
  [45.0, 286.5, 83.4, 12, 'Skills:'],
  [45.0, 303.9, 272.4, 10, 'Stock control, Rota planning, Excel, Forklift, Bookkeeping'],
];

describe('layoutPage with a header\'s contact cell over a right column of periods', () => {
  it('reads each period on its entry\'s line though a study\'s row of cells runs across the gutter below', () => {
    const lines = texts(placed(HEADER_OVER_DATES_PAGE));
    expect(lines).toContain('Hedgewright, Brackenfold Haulage Ltd\t08/2021 – present');
    expect(lines).toContain('Orchard Keeper, Vellowmere Cidery Ltd\t10/2019 – 12/2021');
  });
});
