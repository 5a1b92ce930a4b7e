import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';
import { itemsOf, type Run } from './pdf-runs.js';

// Helpers: an item at (x, y) whose width is ~0.5 em per character.
const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false });
const texts = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

/** A page with the name across the top, a contact sidebar on the left and the main column on the right. */
function sidebarPage() {
  const sidebar = ['CONTACT', 'ilsa@example.com', '+33 1 23 45 67 89', 'SKILLS', 'Python', 'Docker'];
  const main = ['EXPERIENCE', 'Data engineer at Example Corp since 2019', 'Built pipelines and dashboards', 'EDUCATION', 'MSc Computer Science'];
  const items = [
    item(230, 40, 'Ilsa Orm', 24),
    ...sidebar.map((s, i) => item(40, 120 + i * 15, s)),
    ...main.map((s, i) => item(230, 122 + i * 19, s)),
  ];
  return { sidebar, main, items };
}

describe('layoutPage', () => {
  it('joins items on one baseline and spaces them by their gap', () => {
    expect(texts([item(50, 100, 'Ilsa'), item(75, 100, 'Orm'), item(50, 120, 'Dunmere')])).toEqual(['Ilsa Orm', 'Dunmere']);
  });

  it('reads a sidebar column before the main column, header first', () => {
    const { sidebar, main, items } = sidebarPage();
    expect(texts(items)).toEqual(['Ilsa Orm', ...sidebar, ...main]);
  });

  it.each([
    { broken: ['hazel.brightwater@example.co.u', 'k'], mainX: 200 },
    { broken: ['hazel.brightwater@exa', 'mple.co.uk'], mainX: 150 },
  ])('keeps a sidebar\'s wrapped e-mail off the main column\'s line beside it (a lone headline is no row cell there): $broken', ({ broken, mainX }) => {
    // A floating text box at the page's left edge: its e-mail wraps at the box's edge, on the baseline of the main
    // column's headline, which stands alone between the large name and the first heading.
    const sidebar = ['CONTACT', '4 Quillon Row', 'Dunmere DM2 7QT', '0161 555 0199', ...broken, 'SKILLS', 'Pottery', 'Glazing', 'Kiln rota'];
    const sideYs = [46, 68, 82, 101, 121, 135, 155, 176, 190, 204];
    const main = ['WORK EXPERIENCE', 'Studio assistant', 'Fernbrook Ceramics, 2019-2023', 'Threw and glazed the studio\'s tableware.', 'EDUCATION', 'BA Applied Arts', 'Dunmere College, 2015-2018'];
    const mainYs = [153, 171, 185, 199, 280, 298, 312];
    const items = [
      item(mainX, 96, 'Hazel Brightwater', 26),
      item(mainX, 119, 'Studio assistant'),
      ...sidebar.map((s, i) => item(18, sideYs[i]!, s)),
      ...main.map((s, i) => item(mainX, mainYs[i]!, s)),
    ];
    const lines = texts(items);
    expect(lines.slice(0, sidebar.length)).toEqual(sidebar);
    expect(lines.slice(sidebar.length)).toEqual(['Hazel Brightwater', 'Studio assistant', ...main]);
  });

  it('tells the column each line was read in; the header above the columns has none', () => {
    const { sidebar, main, items } = sidebarPage();
    const columns = Object.fromEntries(layoutPage(items, 595).map((l) => [l.text, l.column]));
    expect(columns['Ilsa Orm']).toBeUndefined();
    for (const s of sidebar) expect(columns[s], s).toBe(1);
    for (const s of main) expect(columns[s], s).toBe(2);
    // A page of one column has none.
    expect(layoutPage(main.map((s, i) => item(60, 100 + i * 15, s)), 595).every((l) => l.column === undefined)).toBe(true);
  });

  it('reads a line of touching runs across the gutter as one line, at a page\'s foot below a two-column header', () => {
    // A header in two columns (contact left, name right), then entries across the page. The last entry's heading is set as
    // three runs (title, comma, employer) whose middles fall on either side of the header's gutter.
    const header = [
      item(150, 60, '+44 20 7946 0321'), item(150, 75, '12 Fenwick Lane,'), item(150, 90, 'Leeds'), item(150, 105, 'LS1 4AP'),
      item(330, 55, 'Tamsin Orridge', 14), item(330, 75, 'Logistics lead'), item(330, 90, 'tamsin@example.org'), item(330, 105, 'Leeds office'),
    ];
    const entries = [
      item(160, 200, 'Logistics lead, Brackenridge Haulage and Storage Ltd', 12),
      item(160, 220, 'Apr 2019 - Present'),
      item(160, 245, 'Ran the night shift of a regional depot and its fleet.', 12),
    ];
    const foot = [item(160, 700, 'Warehouse manager', 12), item(262, 700, ',', 12), { ...item(271, 700, 'Ashdown Freight Ltd', 12), width: 120 },
      item(160, 722, 'Mar 2015 - Mar 2019')];
    const lines = texts([...header, ...entries, ...foot]);
    expect(lines.slice(-2)).toEqual(['Warehouse manager, Ashdown Freight Ltd', 'Mar 2015 - Mar 2019']);
    // Runs a gutter's width apart are two columns still.
    const apart = texts([...header, ...entries, item(160, 700, 'Warehouse manager', 12), { ...item(300, 700, 'Ashdown Freight Ltd', 12), width: 120 }]);
    expect(apart).not.toContain('Warehouse manager Ashdown Freight Ltd');
  });

  it('reads a line whose word space falls on a header\'s gutter as one line, as TeX spaces words', () => {
    // A TeX CV: the name on the left, the contact block on the right of the header, periods in a left margin column, and
    // entries "Title, Employer" whose comma and employer are runs of their own. TeX's word space (a third of the type
    // size) after the comma of the first two entries happens to fall where the header's gutter is.
    // [text, x, y, width, font size, font] as pdf.js gives them, with the word spaces it puts between runs.
    const runs: Run[] = [
      ['Maren Quellwood', 59.5, 96.7, 235.8, 33.87, 'f1'], ['Warehouse coordinator', 59.5, 123.9, 143.7, 17.22, 'f2'],
      ['4 Tamberlane Court', 448.6, 75.7, 83.9, 9.96, 'f3'], ['Dunmoor DM4 2QT', 477.2, 87.7, 55.2, 9.96, 'f3'],
      ['Elsland', 511.7, 99.6, 20.7, 9.96, 'f3'], ['T', 445.4, 111.9, 6.2, 9.96, 'f4'], [' ', 451.6, 111.9, 3.3, 9.96, 'f4'],
      ['+44 7700 900614', 454.9, 111.9, 77.5, 9.96, 'f3'], ['@', 421.2, 123.9, 10, 9.96, 'f5'], [' ', 431.2, 123.9, 3.3, 9.96, 'f5'],
      ['maren.q@example.org', 434.5, 123.9, 97.9, 9.96, 'f3'],
      ['Work Experience', 131.3, 190.6, 140.3, 14.35, 'f6'],
      ['06/2024 –', 76.1, 210, 47.3, 10.91, 'f7'], ['04/2025', 84.1, 223.5, 38.2, 10.91, 'f7'],
      ['Warehouse coordinator', 131.3, 210, 106.7, 10.91, 'f8'], [',', 237.9, 210, 3, 10.91, 'f7'], [' ', 240.9, 210, 3.6, 10.91, 'f7'],
      ['Tollbridge Storage Ltd', 244.6, 210, 129.7, 10.91, 'f3'],
      ['Planned the weekly loading of two depots.', 131.3, 223.5, 131.4, 9.96, 'f7'],
      ['12/2020 –', 76.1, 240.8, 47.3, 10.91, 'f7'], ['12/2024', 84.1, 254.4, 38.2, 10.91, 'f7'],
      ['Stock controller', 131.3, 240.8, 101, 10.91, 'f8'], [',', 232.2, 240.8, 3, 10.91, 'f7'], [' ', 235.2, 240.8, 3.6, 10.91, 'f7'],
      ['Fenwick Haulage Ltd', 238.9, 240.8, 117.4, 10.91, 'f3'],
      ['Counted and reconciled the stock of a regional depot.', 131.3, 254.4, 209.2, 9.96, 'f7'],
      ['09/2018 –', 76.1, 271.6, 47.3, 10.91, 'f7'], ['03/2020', 84.1, 285.2, 38.2, 10.91, 'f7'],
      ['Driver', 131.3, 271.6, 63.2, 10.91, 'f8'], [',', 194.5, 271.6, 3, 10.91, 'f7'], [' ', 197.5, 271.6, 3.6, 10.91, 'f7'],
      ['Orrin Freight', 201.1, 271.6, 111.3, 10.91, 'f3'],
      ['Drove the night route between the depots.', 131.3, 285.2, 176.9, 9.96, 'f7'],
      ['Education', 131.3, 312.3, 56.1, 14.35, 'f6'],
      ['2015 – 2018', 65.9, 331.7, 56.4, 10.91, 'f7'], [' ', 122.3, 331.7, 9, 10.91, 'f7'],
      ['BSc Logistics', 131.3, 331.7, 98.9, 10.91, 'f8'], [',', 230.1, 331.7, 3, 10.91, 'f7'], [' ', 233.2, 331.7, 3.6, 10.91, 'f7'],
      ['Dunmoor College', 236.8, 331.7, 98, 10.91, 'f3'],
      ['Skills', 131.3, 358.9, 71.8, 14.35, 'f6'],
      ['Stock control, Forklift licence, Route planning, Spreadsheets, Rotas', 131.3, 378.3, 310.5, 10.91, 'f7'],
    ];
    const lines = texts(itemsOf(runs));
    // (Each period's first line is read on its entry's row.)
    expect(lines).toContain('06/2024 – Warehouse coordinator, Tollbridge Storage Ltd');
    expect(lines).toContain('12/2020 – Stock controller, Fenwick Haulage Ltd');
    // The entries are read in their order, after the header's contact block.
    const at = (s: string): number => lines.findIndex((l) => l.includes(s));
    expect(at('maren.q@example.org')).toBeLessThan(at('Tollbridge'));
    expect(at('Tollbridge')).toBeLessThan(at('Planned the weekly'));
  });

  it('reads a sidebar a TeX word space from the main column as a column of its own', () => {
    // moderncv's oldstyle: the contact lines in a left column whose gutter is no wider than a word space (0.35 of the
    // type), beside the main column's section heading in larger type on a baseline a point lower.
    const runs: Run[] = [
      ['Rui Pedralvinho', 58.4, 91.2, 226.0, 33.87, 'f1'], ['Técnico de frota', 59.5, 124.6, 119.4, 17.22, 'f2'],
      ['Rua das Amendoeiras Bravas,', 59.5, 173.8, 109.0, 9.96, 'f3'], ['27', 59.3, 185.7, 14.9, 9.96, 'f3'],
      ['4700-310 Braga', 59.5, 197.7, 59.8, 9.96, 'f3'], ['Portugal', 59.5, 209.6, 35.1, 9.96, 'f3'],
      ['H', 59.5, 221.6, 8.6, 9.96, 'f4'], [' ', 68.1, 221.6, 4.7, 9.96, 'f4'],
      ['+351 913 000 417', 72.8, 221.6, 77.5, 9.96, 'f3'], ['B', 59.5, 233.5, 8.8, 9.96, 'f4'],
      [' ', 68.3, 233.5, 3.4, 9.96, 'f4'], ['r.pedralvinho@example.org', 71.7, 233.5, 98.1, 9.96, 'f3'],
      ['Experiência profissional', 172.0, 174.9, 152.2, 14.35, 'f5'],
      ['Técnico de frota', 172.0, 194.3, 88.4, 10.91, 'f5'], [',', 260.4, 194.3, 3.0, 10.91, 'f3'],
      [' ', 263.4, 194.3, 3.6, 10.91, 'f3'], ['Azenhas do Cávado, Lda.', 267.1, 194.3, 119.4, 10.91, 'f6'],
      [', Braga.', 386.5, 194.3, 29.7, 10.91, 'f3'], [' ', 416.2, 194.3, 29.6, 10.91, 'f3'],
      ['02/2023–11/2025', 445.7, 194.3, 90.0, 10.91, 'f5'],
      ['Gestão da frota de carrinhas de distribuição.', 172.0, 207.9, 205.4, 9.96, 'f3'],
      ['Motorista', 172.0, 225.2, 64.5, 10.91, 'f5'], [',', 236.5, 225.2, 3.0, 10.91, 'f3'],
      [' ', 239.5, 225.2, 3.6, 10.91, 'f3'], ['Transportes Gerês S.A.', 243.2, 225.2, 129.1, 10.91, 'f6'],
      [', Braga.', 372.3, 225.2, 29.7, 10.91, 'f3'], [' ', 402.0, 225.2, 43.7, 10.91, 'f3'],
      ['05/2020–01/2023', 445.7, 225.2, 90.0, 10.91, 'f5'],
      ['Entregas diárias na região norte.', 172.0, 238.7, 138.1, 9.96, 'f3'],
      ['Ajudante de armazém', 172.0, 256, 120.2, 10.91, 'f5'], [',', 292.1, 256, 3.0, 10.91, 'f3'],
      [' ', 295.1, 256, 2.7, 10.91, 'f3'], ['Quinta do Lago Frio S.A.', 297.8, 256, 110.0, 10.91, 'f6'],
      [', Braga.', 407.8, 256, 28.2, 10.91, 'f3'], [' ', 436.0, 256, 9.9, 10.91, 'f3'],
      ['03/2017–04/2020', 445.7, 256, 90.0, 10.91, 'f5'],
      ['Preparação e conferência de encomendas.', 172.0, 269.6, 190.1, 9.96, 'f3'],
      ['Formação académica', 172.0, 296.7, 136.9, 14.35, 'f5'], ['Curso de Logística', 172.0, 316.1, 104.5, 10.91, 'f5'],
      [',', 276.5, 316.1, 3.0, 10.91, 'f3'], [' ', 279.5, 316.1, 3.6, 10.91, 'f3'],
      ['Escola Profissional X', 283.1, 316.1, 113.3, 10.91, 'f6'], ['.', 396.4, 316.1, 3.0, 10.91, 'f3'],
      [' ', 399.4, 316.1, 82.3, 10.91, 'f3'], ['2014–2017', 481.7, 316.1, 54.0, 10.91, 'f5'],
      ['Competências', 172.0, 343.3, 91.7, 14.35, 'f5'],
      ['Carta C, Rotas, Inventário, Empilhador, Excel, SAP', 172.0, 361.7, 250.9, 10.91, 'f3'],
    ];
    const lines = texts(itemsOf(runs));
    expect(lines).toContain('Rua das Amendoeiras Bravas,');
    expect(lines).toContain('Experiência profissional');
    expect(lines.indexOf('Rua das Amendoeiras Bravas,') + 1).toBe(lines.indexOf('27'));
  });

  it('reads apart a run of another line that the row took in, top first', () => {
    // A sidebar's e-mail too long for its column ends inside the entry beside it, 3.6 points lower, in type a little smaller.
    const email = { ...item(59.5, 221.6, 'tamsin.orridge@example.org', 9.96), width: 113.3 };
    const title = { ...item(172, 225.2, 'Depot lead', 10.91), width: 63.1 };
    expect(texts([email, title])).toEqual(['tamsin.orridge@example.org', 'Depot lead']);
    // The first piece of an e-mail TeX broke at a line's end, a word space before the entry beside it.
    const piece = { ...item(155.4, 221.6, 'tam-', 9.96), width: 13.4 };
    expect(texts([piece, title])).toEqual(['tam-', 'Depot lead']);
    // A superscript, smaller and higher, and a word on the line's own baseline stay in the line.
    const ordinal = [{ ...item(60, 100, 'Won the 1', 10), width: 40 }, { ...item(100, 97.4, 'st', 7), width: 6 }, { ...item(108, 100, 'prize', 10), width: 22 }];
    expect(texts(ordinal)).toEqual(['Won the 1st prize']);
    // TeX's logo sets its E half a letter lower, inside the word.
    const logo = [{ ...item(60, 100, 'Typeset in LaT', 10), width: 62 }, { ...item(120.5, 102.6, 'E', 10), width: 6 }, { ...item(125, 100, 'X', 10), width: 7 }];
    expect(texts(logo)).toEqual(['Typeset in LaTEX']);
    const touching = [{ ...item(60, 100, 'Warehouse', 10), width: 45 }, { ...item(105, 100.4, 'lead', 10), width: 18 }];
    expect(texts(touching)).toEqual(['Warehouselead']);
  });

  it('leaves a line\'s weight unknown when no item\'s is known', () => {
    const unknown = ({ bold: _weight, ...rest }: PositionedText): PositionedText => rest;
    expect(layoutPage([unknown(item(50, 100, 'Ilsa')), unknown(item(75, 100, 'Orm'))], 595)[0]!.bold).toBeUndefined();
    expect(layoutPage([{ ...item(50, 100, 'Ilsa'), bold: true }, unknown(item(75, 100, 'Orm'))], 595)[0]!.bold).toBe(true);
  });

  it('splits two equally dense columns even when their baselines coincide', () => {
    const l = ['Left one is here', 'Left two is here', 'Left three is here', 'Left four is here'];
    const r = ['Right one is here and longer', 'Right two is here and longer', 'Right three is here', 'Right four is here'];
    const items = [...l.map((s, i) => item(40, 100 + i * 14, s)), ...r.map((s, i) => item(300, 100 + i * 14, s))];
    expect(texts(items)).toEqual([...l, ...r]);
  });

  it('keeps label/value rows together (Europass, moderncv dates)', () => {
    const rows: [string, string[]][] = [
      ['Date of birth', ['12/03/1985']],
      ['Address', ['1 Example Street', '75001 Paris, France']],
      ['Experience', ['Engineer at Example Corp', 'Designed and built the billing system', 'Led a team of four']],
      ['Languages', ['English, French']],
    ];
    const items: PositionedText[] = [];
    let y = 100;
    for (const [label, values] of rows) {
      items.push(item(40, y, label));
      values.forEach((v) => {
        items.push(item(200, y, v));
        y += 14;
      });
      y += 6;
    }
    expect(texts(items)).toEqual([
      'Date of birth\t12/03/1985', 'Address\t1 Example Street', '75001 Paris, France',
      'Experience\tEngineer at Example Corp', 'Designed and built the billing system', 'Led a team of four',
      'Languages\tEnglish, French',
    ]);
  });

  it('reads a form row by row when labels wrap and the values are one line each, as dense on both sides', () => {
    // Label | value rows at a pitch of 1.8 em, a wrapped value at 1.2 em, then a wrapped label beside a one-line value.
    const rows: [string[], string[]][] = [
      [['Period'], ['Feb 2021 - May 2024']],
      [['Employer'], ['Quillmark Studio Ltd']],
      [['Duties'], ['Kept the ledgers of the print shop in order', 'and trained two new apprentices every year']],
      [['Tools'], ['Spreadsheets']],
      [['Period'], ['Jan 2017 - Jan 2021']],
      [['Employer'], ['Harrowgate Mills']],
      [['Term of', 'trade'], ['Seven']],
    ];
    const items: PositionedText[] = [];
    let y = 100;
    for (const [labels, values] of rows) {
      labels.forEach((l, i) => items.push(item(30, y + i * 12, l)));
      values.forEach((v, i) => items.push(item(140, y + i * 12, v)));
      y += 12 * Math.max(labels.length, values.length) + 6;
    }
    expect(texts(items)).toEqual([
      'Period\tFeb 2021 - May 2024', 'Employer\tQuillmark Studio Ltd', 'Duties\tKept the ledgers of the print shop in order',
      'and trained two new apprentices every year', 'Tools\tSpreadsheets', 'Period\tJan 2017 - Jan 2021', 'Employer\tHarrowgate Mills',
      'Term of\tSeven', 'trade',
    ]);
  });

  it('reads a form row by row when its one-line labels and values share one line pitch, its labels printed for every job', () => {
    // A sidebar of skills beside the form's first rows, as a sidebar CV prints one; the values start at varying x.
    const jobs = [['03/2021 - now', 'Quillmark Studio Ltd', 'Print setter'], ['01/2017 - 02/2021', 'Harrowgate Mills', 'Weaver'],
      ['05/2014 - 12/2016', 'Bellmoor Ropes', 'Apprentice']];
    const labels = ['Period', 'Employer', 'Position'];
    const sidebar = ['SKILLS', 'Ropework, Ledgers', 'Looms and dyeing vats', 'Splicing of harbour lines'];
    const items: PositionedText[] = sidebar.map((s, i) => item(30, 88 + 14 * i, s));
    let y = 102;
    for (const job of jobs) {
      job.forEach((value, k) => {
        items.push(item(200, y, labels[k]!), item(260 + 4 * k, y, value));
        y += 14;
      });
    }
    const lines = texts(items);
    // Each label stays on its value's row; the sidebar is read apart.
    for (const job of jobs) job.forEach((value, k) => expect(lines).toContain(`${labels[k]!}\t${value}`));
    expect(lines.slice(0, 4)).toEqual(sidebar);
  });

  it.each([
    {
      lang: 'en', personal: ['Name', 'Address', 'Telephone', 'E-mail', 'Nationality'],
      job: ['Dates', 'Occupation or position held', ['Main activities and', 'responsibilities'], 'Name and address of employer'],
      study: ['Dates', 'Title of qualification awarded', ['Name and type of organisation', 'providing education and', 'training']],
    },
    {
      lang: 'de', personal: ['Nachname / Vorname', 'Adresse', 'Telefon', 'E-Mail', 'Staatsangehörigkeit'],
      job: ['Zeitraum', 'Beruf oder Funktion', ['Wichtigste Tätigkeiten und', 'Zuständigkeiten'], ['Name und Adresse des', 'Arbeitgebers']],
      study: ['Zeitraum', ['Bezeichnung der erworbenen', 'Qualifikation'], ['Name und Art der Bildungs-', 'oder Ausbildungseinrichtung']],
    },
  ])('reads the old Europass form row by row: labels wrapped in their cells, a job\'s block of labels printed again ($lang)', ({ personal, job, study }) => {
    // Labels flush right against a rule at 193 pt, values from 217 pt, one line pitch (14 pt) for rows and wrapped lines
    // alike; the personal rows and the one study print their labels once, only the two jobs' labels come back.
    const items: PositionedText[] = [];
    let y = 100;
    const rowOf = (label: string | string[], value: string): void => {
      const lines = typeof label === 'string' ? [label] : label;
      lines.forEach((l, k) => items.push({ ...item(0, y + 14 * k, l), x: 193 - l.length * 5 }));
      items.push(item(217, y, value));
      y += 14 * lines.length;
    };
    personal.forEach((l, k) => rowOf(l, ['Ilsa Quennell', '4 Quillon Row, Dunmere', '0161 555 0199', 'ilsa@example.org', 'British'][k]!));
    const jobs = [['03/2021 – 05/2024', 'Print setter', 'Set type for the weekly paper.', 'Quillmark Studio Ltd'],
      ['01/2017 – 02/2021', 'Weaver', 'Ran two looms on the night shift.', 'Harrowgate Mills']];
    for (const values of jobs) {
      y += 14;
      job.forEach((l, k) => rowOf(l, values[k]!));
    }
    y += 14;
    study.forEach((l, k) => rowOf(l, ['2013 – 2016', 'BA Applied Arts', 'Dunmere College'][k]!));
    const lines = texts(items);
    const first = (l: string | string[]): string => (typeof l === 'string' ? l : l[0]!);
    for (const values of jobs) job.forEach((l, k) => expect(lines).toContain(`${first(l)}\t${values[k]!}`));
    expect(lines).toContain(`${first(study[2]!)}\tDunmere College`);
    expect(lines).toContain(`${personal[0]!}\tIlsa Quennell`);
  });

  it('still reads a sidebar of wrapped lines beside a column as two columns when no block of its lines comes back', () => {
    // A profile paragraph wrapped at the main column's pitch, then skills: lines beside the entries, none printed twice.
    const left = ['Print setter with', 'ten years at the', 'weekly paper', 'Ropework', 'Ledgers', 'Looms', 'Dyeing', 'Splicing', 'Rigging'];
    const rightSide = ['Print setter at Quillmark Studio Ltd', 'Set type for the weekly paper', 'Weaver at Harrowgate Mills',
      'Ran two looms on the night shift', 'Apprentice at Bellmoor Ropes', 'Spliced lines for the harbour', 'Rigger at Example Docks',
      'Tarred the hulls every spring', 'Mended nets in the winter'];
    const items = [...left.map((l, i) => item(30, 100 + i * 14, l)), ...rightSide.map((r, i) => item(200, 100 + i * 14, r))];
    expect(texts(items)).toEqual([...left, ...rightSide]);
  });

  it('still reads two columns whose lines share a pitch when the left lines do not come back', () => {
    const left = ['Ropework', 'Ledgers', 'Looms', 'Dyeing', 'Knots', 'Splicing', 'Rigging', 'Tarring'];
    const rightSide = ['Print setter at Quillmark Studio Ltd', 'Set type for the weekly paper', 'Weaver at Harrowgate Mills',
      'Ran two looms on the night shift', 'Apprentice at Bellmoor Ropes', 'Spliced lines for the harbour', 'Rigger at Example Docks',
      'Tarred the hulls every spring'];
    const items = [...left.map((l, i) => item(30, 100 + i * 14, l)), ...rightSide.map((r, i) => item(200, 100 + i * 14, r))];
    expect(texts(items)).toEqual([...left, ...rightSide]);
  });

  it('reads a form row by row when its long labels wrap and carry more text than the values (Europass studies)', () => {
    // Labels at 8 pt wrapped in a 130 pt column; each label starts beside the first line of its value.
    const rows: [string[], string[]][] = [
      [['Dates'], ['2011 – 2014']],
      [['Title of qualification awarded'], ['BSc Geology']],
      [['Name and type of organisation', 'providing education and', 'training'], ['Elmbury Institute of Technology', 'First-class honours']],
      [['Dates'], ['2009 – 2011']],
      [['Title of qualification awarded'], ['Diploma in Surveying']],
      [['Name and type of organisation', 'providing education and', 'training'], ['Quarrow College']],
    ];
    const items: PositionedText[] = [];
    let y = 100;
    for (const [labels, values] of rows) {
      labels.forEach((l, i) => items.push(item(40, y + i * 10.4, l, 8)));
      values.forEach((v, i) => items.push(item(185, y + i * 14.5, v)));
      y += Math.max(labels.length * 10.4, values.length * 14.5) + 4;
    }
    expect(texts(items)).toEqual([
      'Dates\t2011 – 2014', 'Title of qualification awarded\tBSc Geology', 'Name and type of organisation\tElmbury Institute of Technology',
      'providing education and', 'First-class honours', 'training',
      'Dates\t2009 – 2011', 'Title of qualification awarded\tDiploma in Surveying', 'Name and type of organisation\tQuarrow College',
      'providing education and', 'training',
    ]);
  });

  it('still reads a sidebar of blocks apart when some of its blocks start beside a block of the main column', () => {
    // Sidebar blocks (a heading and its items) and main-column entries (a title, two lines of duties) with rhythms of their own.
    const side = [['CONTACT', 'ilsa@example.com', '+44 20 7946 0000'], ['SKILLS', 'Ledgers', 'Stocktaking', 'Invoicing'],
      ['LANGUAGES', 'English', 'Welsh'], ['HOBBIES', 'Rowing']];
    const main = [['Bookkeeper, Quillmark Studio', 'Kept the ledgers of the print shop in order', 'and trained two new apprentices'],
      ['Clerk, Harrowgate Mills', 'Closed the books every month on time', 'and wrote the yearly report'],
      ['Assistant, Elmbury Stores', 'Tallied the stock of forty shops', 'across three sites every quarter']];
    const items: PositionedText[] = [];
    let y = 100;
    for (const block of side) {
      block.forEach((s, i) => items.push(item(40, y + i * 12, s, 9)));
      y += block.length * 12 + 10;
    }
    y = 100;
    for (const block of main) {
      block.forEach((s, i) => items.push(item(220, y + i * 14.5, s)));
      y += block.length * 14.5 + 6;
    }
    expect(texts(items)).toEqual([...side.flat(), ...main.flat()]);
  });

  it('still reads a sidebar of short lines apart when it shares the main column\'s line pitch', () => {
    // Sidebar lines sit on baselines of the main column's paragraphs, most of them mid-paragraph.
    const side = ['SKILLS', 'Ledgers', 'Stocktaking', 'Tallying', 'Bookbinding', 'Reconciling', 'Invoicing'];
    const main = [
      'Kept the ledgers of a small print shop in order for years', 'and trained the new apprentices in bookkeeping',
      'Closed the books every month without a single late day', 'and wrote the yearly report for the two partners',
      'Tallied the stock of forty shops across three sites', 'and answered every question the partners asked',
      'Moved the accounts to a new system in one quarter',
    ];
    const items = [...side.map((s, i) => item(30, 100 + i * 12, s)), ...main.map((s, i) => item(140, 100 + i * 12, s))];
    expect(texts(items)).toEqual([...side, ...main]);
  });

  it('keeps the font size and bold flag of a line', () => {
    const [line] = layoutPage([{ ...item(50, 50, 'Ilsa Orm', 22), bold: true }], 595);
    expect(line).toMatchObject({ text: 'Ilsa Orm', fontSize: 22, bold: true });
  });

  it('splits chips printed in a row with a gap of a font size or more (skills as boxed tags)', () => {
    // Word spaces of justified text stay well below one font size; chip padding does not.
    expect(texts([item(40, 100, 'Patient'), item(40 + 35 + 12, 100, 'Keen Observer'), item(40, 120, 'Wide'), item(40 + 20 + 4, 120, 'spacing')]))
      .toEqual(['Patient\tKeen Observer', 'Wide spacing']);
  });

  it('starts a cell at its first character, so an icon glyph after a gap keeps the gap a cell gap', () => {
    expect(texts([item(40, 100, 'Lakeside, CA'), item(140, 100, ' mira@example.org')])).toEqual(['Lakeside, CA\tmira@example.org']);
  });

  it('reads a right-to-left row from the right edge', () => {
    // Two Persian words placed left to right on the page: the right one is read first.
    expect(texts([item(300, 60, 'رضایی', 20), item(360, 60, 'بهرام', 20)])).toEqual(['بهرام رضایی']);
  });
});

describe('layoutPage with a date column', () => {
  /** A one-column page printed from a web page, its periods flush right under the headers. [x, y, width, font size, text] */
  const datedPage = (): [number, number, number, number, string][] => [
      [199.3, 75, 197.7, 18, 'IDA FENNER-WRENFOLD'], [224.5, 106.5, 147.3, 13.5, 'HEDGEWRIGHT'],
      [194.5, 126, 135.7, 9, 'ida.fenner@example.org'], [332.7, 126, 69.1, 9, '— 07700 900123'],
      [50.2, 176.2, 213.6, 9, 'Planned the winter routes of the fleet for years.'], [50.2, 206.2, 45.8, 13.5, 'SKILLS'],
      [50.2, 225.7, 23.5, 9, 'Tools'], [50.2, 237.7, 71.5, 9, 'Stock Control'], [121.8, 237.7, 2.5, 9, ','], [126.8, 237.7, 18, 9, 'SAP'],
      [144.8, 237.7, 2.5, 9, ','], [149.8, 237.7, 56.5, 9, 'Rota Planning'], [206.4, 237.7, 2.5, 9, ','], [211.4, 237.7, 22, 9, 'Excel'],
      [233.4, 237.7, 2.5, 9, ','], [238.4, 237.7, 45.5, 9, 'Negotiation'], [283.9, 237.7, 2.5, 9, ','], [289, 237.7, 28, 9, 'Glazing'],
      [50.2, 276, 132.8, 13.5, 'WORK EXPERIENCE'], [50.2, 295.5, 77.5, 9, 'Hedgewright'], [130.3, 295.5, 7.5, 9, 'at'],
      [140.3, 295.5, 105, 9, 'Brackenfold Haulage Ltd'], [448.9, 308.2, 41, 9, 'APR 2023'], [492.5, 308.2, 53.5, 9, '— NOV 2024'],
      [65.2, 336, 213.6, 9, 'Planned the winter routes of the fleet for years.'], [80.2, 363, 213.6, 9, 'Planned the winter routes of the fleet for years.'],
      [50.2, 384.7, 83.7, 9, 'Orchard Keeper'], [136.4, 384.7, 7.5, 9, 'at'], [146.4, 384.7, 108, 9, 'Vellowmere Cidery Ltd'],
      [448.6, 397.5, 42, 9, 'NOV 2020'], [493.1, 397.5, 52.9, 9, '— OCT 2023'], [65.2, 425.2, 159.1, 9, 'Kept the pressing logs.'],
      [80.2, 453, 159.1, 9, 'Kept the pressing logs.'], [50.2, 481.5, 78.5, 13.5, 'EDUCATION'], [50.2, 501, 90, 9, 'Example College'],
      [50.2, 513.7, 105.6, 9, 'BA Orchard Science'], [451.9, 526.5, 40, 9, 'JUN 2017'], [494.5, 526.5, 51.5, 9, '— JUN 2020'],
  ];
  const datedLines = (page: [number, number, number, number, string][]): string[] =>
    texts(page.map(([x, y, width, fontSize, str]) => ({ str, x, y, width, fontSize, bold: false })));

  it('reads one column whose periods stand flush right under the headers, beside a list set as separate runs', () => {
    // Each skill and each comma is a run of its own, the runs touching; the list ends halfway across the page, where
    // no gutter is.
    const lines = datedLines(datedPage());
    expect(lines).toContain('Stock Control, SAP, Rota Planning, Excel, Negotiation, Glazing');
    // Each period right under the header it dates, not in a column read after the entries.
    expect(lines[lines.indexOf('Hedgewright at Brackenfold Haulage Ltd') + 1]).toBe('APR 2023 — NOV 2024');
    expect(lines[lines.indexOf('Orchard Keeper at Vellowmere Cidery Ltd') + 1]).toBe('NOV 2020 — OCT 2023');
    expect(lines.at(-1)).toBe('JUN 2017 — JUN 2020');
  });

  it('reads periods flush right under the headers on their rows when a list runs across the page above them', () => {
    // The list runs past the middle of the page, as the centred header does above it: neither is text beside the dates.
    const page: [number, number, number, number, string][] = [
      [203.1, 75, 190, 18, 'IDA FENNER-WRENFOLD'], [230.7, 106.5, 134.8, 13.5, 'HEDGEWRIGHT'],
      [195.1, 126, 119.2, 9, 'ida.fenner@example.org'], [316.8, 126, 84.3, 9, '— +44 20 7946 0123'],
      [50.2, 176.2, 171.1, 9, 'Planned the winter routes of the fleet.'], [50.2, 206.2, 45.8, 13.5, 'SKILLS'], [50.2, 225.7, 23.5, 9, 'Tools'],
      [50.2, 237.7, 75.5, 9, 'Stock control work'], [125.8, 237.7, 2.5, 9, ','], [130.8, 237.7, 64, 9, 'Rota planning'],
      [194.8, 237.7, 2.5, 9, ','], [199.9, 237.7, 82, 9, 'Forklift licence'], [281.9, 237.7, 2.5, 9, ','], [286.9, 237.7, 18, 9, 'SAP'],
      [304.9, 237.7, 2.5, 9, ','], [310, 237.7, 42.5, 9, 'Glazing'],
      [50.2, 276, 132.8, 13.5, 'WORK EXPERIENCE'], [50.2, 295.5, 70.5, 9, 'Hedgewright'], [123.3, 295.5, 7.5, 9, 'at'],
      [133.3, 295.5, 105, 9, 'Brackenfold Haulage Ltd'], [474.8, 308.2, 41.2, 9, 'MAY 2021'], [518.5, 308.2, 27.5, 9, '- NOW'],
      [65.2, 336, 171.1, 9, 'Planned the winter routes of the fleet.'], [80.2, 363, 171.1, 9, 'Planned the winter routes of the fleet.'],
      [50.2, 384.7, 85, 9, 'Orchard Keeper'], [137.8, 384.7, 7.5, 9, 'at'], [147.8, 384.7, 110, 9, 'Vellowmere Cidery Ltd'],
      [450.1, 397.5, 40.4, 9, 'SEP 2019'], [493, 397.5, 53, 9, '— DEC 2021'],
      [65.2, 425.2, 200.1, 9, 'Kept the pressing logs and the cellar books.'], [80.2, 453, 200.1, 9, 'Kept the pressing logs and the cellar books.'],
      [50.2, 474, 117.5, 9, 'Glazier'], [170.3, 474, 7.5, 9, 'at'], [180.3, 474, 103, 9, 'Thistlewick Press'],
      [447.9, 486.7, 42, 9, 'AUG 2016'], [492.5, 486.7, 53.5, 9, '— NOV 2019'],
      [65.2, 514.5, 127.1, 9, 'Fitted the shop windows.'], [80.2, 542.2, 127.1, 9, 'Fitted the shop windows.'],
      [50.2, 571.5, 78.5, 13.5, 'EDUCATION'], [50.2, 591, 133.5, 9, 'Example College of Arts'], [50.2, 603, 170.1, 9, 'BA Orchard Science'],
      [451.9, 615.7, 40, 9, 'JUN 2013'], [494.5, 615.7, 51.5, 9, '— JUN 2016'],
    ];
    const lines = datedLines(page);
    expect(lines[lines.indexOf('Hedgewright at Brackenfold Haulage Ltd') + 1]).toBe('MAY 2021 - NOW');
    expect(lines[lines.indexOf('Orchard Keeper at Vellowmere Cidery Ltd') + 1]).toBe('SEP 2019 — DEC 2021');
    expect(lines.at(-1)).toBe('JUN 2013 — JUN 2016');
  });

  it('reads a left date column under a header table on the entries\' rows, though short section headings stand over the dates', () => {
    // A word processor's page (x, baseline, width, size): the name and headline left, the contact right-aligned in the
    // header's second cell, the periods on a left tab stop before each title. The name and the headings end before the
    // gutter.
    const page: [number, number, number, number, string][] = [
      [72.1, 54.8, 105.6, 20, 'Ottilie Marr'], [72.1, 78, 82.9, 10.5, 'Lagerdisponentin'], [437.9, 45.6, 73.4, 10.5, '12 Lantern Row'],
      [441.7, 59.4, 69.7, 10.5, 'Elmbury EL4 7QT'], [442.7, 73.2, 68.6, 10.5, '07700 900412'], [381, 87, 130.2, 10.5, 'ottilie.m@example.org'],
      [72.1, 128.1, 109.8, 13, 'BERUFSERFAHRUNG'], [72.1, 145.8, 70.9, 10.5, '02/2023 – present'], [185.5, 145.8, 85.1, 10.5, 'Stock Planner'],
      [185.5, 165.6, 136.7, 10.5, 'Brisket & Vale Ltd, Elmbury'], [185.5, 185.4, 188, 10.5, 'Planned the weekly orders for four shops.'],
      [72.1, 205.2, 82, 10.5, '03/2022 – 10/2023'], [185.5, 205.2, 62.8, 10.5, 'Store Assistant'], [185.5, 225, 96.7, 10.5, 'Oakhurst Grocers'],
      [185.5, 244.8, 197.3, 10.5, 'Kept the cold room logs every day.'], [72.1, 279, 72.2, 13, 'AUSBILDUNG'],
      [72.1, 296.7, 52.5, 10.5, '2019 – 2022'], [185.5, 296.7, 79.6, 10.5, 'BTEC Retail'], [185.5, 316.5, 137.9, 10.5, 'Elmbury College'],
      [72.1, 336.3, 52.5, 10.5, '2016 – 2019'], [185.5, 336.3, 69.2, 10.5, 'GCSE Maths'], [185.5, 356.1, 74.6, 10.5, 'Wrenford Academy'],
      [72.1, 390.3, 67.6, 13, 'KENNTNISSE'], [72.1, 408, 190.3, 10.5, 'Forecasting, Rota Planning, Excel, Ordering'],
    ];
    const lines = datedLines(page);
    expect(lines).toContain('02/2023 – present\tStock Planner');
    expect(lines).toContain('03/2022 – 10/2023\tStore Assistant');
    expect(lines).toContain('2016 – 2019\tGCSE Maths');
    expect(lines.indexOf('ottilie.m@example.org')).toBeLessThan(lines.indexOf('BERUFSERFAHRUNG'));
  });

  it('keeps a label column of periods and labels on its rows beside a contact block at the page\'s right', () => {
    // A typeset CV (x, baseline, width, size): two labelled contact lines at the top right, periods and labels right-aligned
    // in a left column, the values beside them; a justified line set word by word ends under the contact block's labels.
    const page: [number, number, number, number, string][] = [
      [234.5, 84, 106.9, 22, "Ida Fenner"], [468, 120.6, 79.5, 11, "(+44) 7700 900123"], [418.5, 120.6, 29.3, 11, "Mobile"],
      [468, 135.6, 88.5, 11, "ida@example.org"], [418.5, 135.6, 33, 11, "Mail"], [72, 171.6, 84.2, 14, "STUDIES"],
      [106.8, 207.6, 47.7, 11, "2011-2016"], [171, 207.6, 36.7, 11, "Pupil"],
      [210.4, 207.6, 192.8, 11, "– Example Academy of Glazing in Exton, UK"],
      [171, 222.6, 180.6, 11, "Studying the craft of stained glass windows"], [101.3, 245.1, 53.2, 11, "2003 - 2011"],
      [171, 245.1, 36.7, 11, "Pupil"], [210.4, 245.1, 242.1, 11, "– Harbour Grammar School in Elmbury, Northshire"],
      [171, 260.1, 66.3, 11, "Final grade B+"], [101.3, 282.6, 53.2, 11, "1998 - 2003"], [171, 282.6, 36.7, 11, "Pupil"],
      [215.1, 282.6, 5.5, 11, "–"], [228.1, 282.6, 13.8, 11, "12."], [249.3, 282.6, 48.9, 11, "infant"],
      [305.6, 282.6, 28.7, 11, "class"], [341.8, 282.6, 24.7, 11, "\"Ada"], [373.9, 282.6, 37.2, 11, "Lovell\","],
      [418.5, 282.6, 85.5, 11, "Wrenford-on-Sea,"], [171, 297.6, 40.8, 11, "Northshire"], [72, 341.1, 50.6, 14, "ABILITIES"],
      [114.5, 377.1, 40, 11, "Tools"], [171, 377.1, 84.9, 11, "Spreadsheets"], [171, 392.1, 118, 11, "Word processing"],
      [171, 407.1, 181.2, 11, "Typesetting with a markup language"], [103.8, 429.6, 50.7, 11, "Speaks"],
      [171, 429.6, 108.2, 11, "English (native speaker)"], [171, 444.6, 57.1, 11, "Welsh (A2)"],
      [171, 459.6, 123.1, 11, "Cornish (A1)"], [72, 495.6, 63, 14, "INTERESTS"], [116.1, 531.6, 38.4, 11, "Pastimes"],
      [171, 531.6, 83.5, 11, "Glass painting"],
      [171, 546.6, 333, 11, "Mostly small panes for the windows of friends, sometimes also for the"],
      [171, 561.6, 124.3, 11, "parish hall of the village"], [171, 584.1, 65.8, 11, "Woodwork"],
      [171, 599.1, 199.3, 11, "Small tools for the workshop; a kiln timer"], [171, 621.6, 84.3, 11, "Playing the fiddle"],
      [277.4, 771, 3.7, 11, "-"], [283.8, 771, 8.4, 11, "1"], [294.9, 771, 3.7, 11, "-"],
    ];
    const lines = datedLines(page);
    expect(lines).toContain('Tools\tSpreadsheets');
    expect(lines).toContain('Speaks\tEnglish (native speaker)');
    expect(lines).toContain('2011-2016\tPupil – Example Academy of Glazing in Exton, UK');
  });

  /**
   * A skills-first page as a word processor prints it: a centred header, a short profile, skills as bullets and section
   * headings at the margin, then each job and study on one line, its period before a tab stop. Every line at the margin
   * ends before the tab stop: the left band looks like a column of its own.
   */
  const skillsFirstPage = (header: string[], profile: string, skills: string[], jobs: [string, string][], studies: [string, string][]): PositionedText[] => {
    const items: PositionedText[] = [];
    let y = 90;
    const line = (...cells: [number, string][]): void => {
      for (const [x, str] of cells) items.push(item(x, y, str, 10.5));
      y += 14;
    };
    for (const h of header) line([300 - h.length * 2.6, h]);
    y += 8;
    line([72, 'PROFILE']);
    line([72, profile]);
    line([72, 'SKILLS']);
    for (const skill of skills) line([72, '•'], [90, skill]);
    line([72, 'EXPERIENCE']);
    for (const [period, entry] of jobs) line([72, period], [192, entry]);
    line([72, 'EDUCATION']);
    for (const [period, entry] of studies) line([72, period], [192, entry]);
    return items;
  };

  it.each([
    [['Mira Holt', 'Stock Planner', '12 Lantern Row, Elmbury EL4 7QT'], 'Led a crew of nine.', ['Forklift licence', 'SAP', 'Excel'],
      [['03/2021 – present', 'Stock Planner, Brisket & Vale Ltd, Elmbury'], ['2017 – 2021', 'Store Assistant, Oakhurst Grocers']],
      [['2014 – 2017', 'BTEC Retail, Elmbury College']]],
    [['Jonas Wendt', 'Lagerleiter', 'Ahornweg 4, 04109 Leipzig'], 'Teamleitung, Inventur.', ['Staplerschein', 'Disposition', 'SAP'],
      [['2020 – heute', 'Lagerleiter, Kernholz Logistik GmbH, Leipzig'], ['2016 – 2020', 'Lagerist, Birkenfeld Handel KG']],
      [['2013 – 2016', 'Kaufmann im Einzelhandel, BSZ Leipzig']]],
    [['Sara Lodi', 'Contabile', 'Via dei Mille 8, 40121 Bologna'], 'Bilanci e paghe.', ['Contabilità', 'Excel', 'Inglese', 'Paghe'],
      [['09/2019 – oggi', 'Contabile, Studio Ferretti & Figli, Bologna'], ['01/2015 – 08/2019', 'Impiegata, Carpenteria Vanni S.r.l.']],
      [['2010 – 2014', 'Laurea in Economia, Università di Bologna']]],
  ])('reads a skills-first page of %j row by row, each period beside its entry', (header, profile, skills, jobs, studies) => {
    const lines = texts(skillsFirstPage(header as string[], profile as string, skills as string[], jobs as [string, string][], studies as [string, string][]));
    expect(lines.slice(0, 3)).toEqual(header);
    for (const [period, entry] of [...(jobs as [string, string][]), ...(studies as [string, string][])]) expect(lines).toContain(`${period}\t${entry}`);
    expect(lines.indexOf('EXPERIENCE')).toBeGreaterThan(lines.indexOf(`• ${(skills as string[]).at(-1)}`));
    expect(lines.indexOf(`${(jobs as [string, string][])[0]![0]}\t${(jobs as [string, string][])[0]![1]}`)).toBe(lines.indexOf('EXPERIENCE') + 1);
  });

  it('still reads a sidebar beside dated entries as a column: its lines stand beside the entries\' lines', () => {
    const side = ['CONTACT', '12 Lantern Row', 'Elmbury EL4 7QT', '07700 900412', 'SKILLS', 'Forklift', 'SAP', 'Excel', 'Rotas'];
    const main: [string, string][] = [['2021 – 2024', 'Stock Planner, Brisket & Vale Ltd'], ['', 'Planned the weekly orders.'],
      ['2017 – 2021', 'Store Assistant, Oakhurst Grocers'], ['', 'Kept the cold room logs.'], ['2014 – 2017', 'Clerk, Wrenford Mills'],
      ['', 'Filed the invoices.'], ['2012 – 2014', 'Runner, Elmbury Post'], ['', 'Sorted the parcels.']];
    const items = [...side.map((s, k) => item(40, 100 + k * 14, s, 10.5)), item(200, 100, 'EXPERIENCE', 10.5),
      ...main.flatMap(([period, text], k) => [...(period ? [item(200, 114 + k * 14, period, 10.5)] : []), item(270, 114 + k * 14, text, 10.5)])];
    const lines = texts(items);
    expect(lines.slice(lines.indexOf('CONTACT'), lines.indexOf('CONTACT') + side.length)).toEqual(side);
  });

  it('reads a right-hand date column on the row of the entry it dates', () => {
    const items = [
      item(40, 60, 'WORK EXPERIENCE'),
      item(40, 80, 'Analyst, Example Ltd'), item(480, 80, '2019 – 2021'),
      item(40, 94, 'Wrote the monthly reports for the board'),
      item(40, 108, 'Clerk, Sample GmbH'), item(480, 108, '2016 – 2019'),
      item(40, 122, 'Answered customer letters every day'),
      item(40, 136, 'Junior clerk, Other Sarl'), item(480, 136, '2014 – 2016'),
      item(40, 150, 'Filed the invoices of three shops'),
    ];
    expect(texts(items)).toEqual([
      'WORK EXPERIENCE', 'Analyst, Example Ltd\t2019 – 2021', 'Wrote the monthly reports for the board',
      'Clerk, Sample GmbH\t2016 – 2019', 'Answered customer letters every day',
      'Junior clerk, Other Sarl\t2014 – 2016', 'Filed the invoices of three shops',
    ]);
  });

  it('keeps a right-hand date column with its entries in the main column of a sidebar page', () => {
    const main = [
      'EXPERIENCE', 'Analyst, Example Ltd', 'Wrote the monthly reports', 'Clerk, Sample GmbH', 'Answered letters daily',
      'Filing, Other Sarl',
    ];
    const side = ['SKILLS', 'Excel', 'Python', 'Rota planning', 'Stock control'];
    const dated = new Map([[1, '2019 – 2021'], [3, '2016 – 2019'], [5, '2014 – 2016']]);
    const items = [
      ...main.map((s, i) => item(40, 100 + i * 14, s)),
      ...[...dated].map(([i, d]) => item(280, 100 + i * 14, d)),
      ...side.map((s, i) => item(380, 100 + i * 14, s)),
    ];
    expect(texts(items)).toEqual([
      'EXPERIENCE', 'Analyst, Example Ltd\t2019 – 2021', 'Wrote the monthly reports', 'Clerk, Sample GmbH\t2016 – 2019',
      'Answered letters daily', 'Filing, Other Sarl\t2014 – 2016', ...side,
    ]);
  });

  it('keeps a date column that straddles the gutter with its entries, not as a full-width row', () => {
    // Short main lines end near x 150, the dates run 160–230 and the sidebar starts at 250: the gutter
    // falls inside the date column.
    const main = ['EXPERIENCE', 'Analyst, Ex Ltd', 'Wrote reports', 'Clerk, Sam Co', 'Filed letters', 'Typist, Oth Sa'];
    const side = ['CONTACT', '1 Sample Row', 'Sampletown', '+1 555 0100', 'ana@example.org', 'SKILLS'];
    const dated = new Map([[1, '2019 – present'], [3, '2016 – 2019'], [5, '2014 – 2016']]);
    const items = [
      ...main.map((s, i) => item(40, 100 + i * 14, s)),
      ...[...dated].map(([i, d]) => item(160, 100 + i * 14, d)),
      // The sidebar is set smaller, at its own line pitch: some of its lines meet a date's baseline.
      ...side.map((s, i) => item(250, 100 + i * 11, s, 9)),
    ];
    expect(texts(items)).toEqual([
      'EXPERIENCE', 'Analyst, Ex Ltd\t2019 – present', 'Wrote reports', 'Clerk, Sam Co\t2016 – 2019',
      'Filed letters', 'Typist, Oth Sa\t2014 – 2016', ...side,
    ]);
  });
});

describe('layoutPage with a date column and a short sidebar beyond it', () => {
  // Main column at x 45, its periods at x 290 over two lines, and a sidebar at x 385 of two lines only:
  // too short for a gutter of its own, it must not be read into the entries' rows.
  const entries = [
    item(45, 142, 'Work history:', 12),
    item(290, 159, '07/2020 –'), item(290, 174, 'today'), item(45, 159, 'Shift planner'), item(45, 174, 'Quarrow Haulage Ltd'),
    item(45, 188, 'Ran the night shift of a depot.'),
    item(290, 203, '12/2018 –'), item(290, 217, '08/2020'), item(45, 203, 'Clerk'), item(45, 217, 'Tindle & Marsh Ltd'),
    item(45, 232, 'Kept the monthly ledgers.'),
  ];
  const sidebar = [item(385, 142, 'Skills:', 12), item(385, 159, 'Invoicing, Forklift, Ledgers', 9)];

  it('reads the sidebar after the entries, each period on its entry\'s row', () => {
    const contact = item(45, 109, '3 Fern Row, Exeter • +44 7700 900111 • wq@example.org');
    const lines = texts([item(45, 60, 'Wenna Quarrell', 22), contact, ...entries, ...sidebar]);
    expect(lines).toEqual([
      'Wenna Quarrell', '3 Fern Row, Exeter • +44 7700 900111 • wq@example.org', 'Work history:',
      'Shift planner\t07/2020 – today', 'Quarrow Haulage Ltd', 'Ran the night shift of a depot.',
      'Clerk\t12/2018 – 08/2020', 'Tindle & Marsh Ltd', 'Kept the monthly ledgers.',
      'Skills:', 'Invoicing, Forklift, Ledgers',
    ]);
  });

  it('keeps a contact line set beyond the dates above them where it stands (the header)', () => {
    // Two lines beyond the dates in all (fewer than a gutter needs): the e-mail and a one-line sidebar.
    const lines = texts([item(45, 60, 'Wenna Quarrell', 22), item(385, 100, 'wq@example.org'), ...entries, sidebar[1]!]);
    expect(lines.slice(0, 2)).toEqual(['Wenna Quarrell', 'wq@example.org']);
    expect(lines).toContain('Shift planner\t07/2020 – today');
    expect(lines.slice(-1)).toEqual(['Invoicing, Forklift, Ledgers']);
  });
});

describe('layoutPage: dates beside their own entries, then a sidebar', () => {
  it('reads a right sidebar beyond the entries\' date column apart, though two of its lines meet a date\'s row', () => {
    // Entries at the left, their periods flush right in the middle of the page on the titles' rows, a sidebar of skills and
    // a study at the right edge whose lines meet the first and the last period's rows by chance. [x, y, width, font size, text]
    const page: [number, number, number, number, string][] = [
      [500.7, 62.8, 67.7, 9.7, '07700 900123'], [454, 78.5, 114.4, 9.7, 'ida.fenner@example.org'], [24, 79, 276.7, 43.3, 'Ida Fenner'],
      [485, 101.8, 83.4, 9.7, 'Wrenford, UK'], [26.2, 104.5, 114.4, 21.7, 'Hedgewright'],
      [27.1, 136.9, 134.1, 8.1, 'Planned the winter routes.'], [27.1, 174.8, 70.4, 14.1, 'Experience'], [535.6, 174.8, 32.8, 14.1, 'Skills'],
      [308.1, 197, 70.9, 8.1, 'May 2025 - Present'], [27.1, 198.1, 54.7, 9.7, 'Hedgewright'], [475.3, 198.1, 22.7, 9.7, 'Tools'],
      [27.1, 209.5, 90, 8.7, 'Brackenfold Haulage Ltd'], [474.5, 210.6, 23.6, 7.6, 'Forklift'], [463.1, 220.9, 35, 7.6, 'Invoicing'],
      [27.1, 223.6, 134.1, 8.1, 'Planned the winter routes.'], [447.9, 231.1, 50.1, 7.6, 'Stock control'],
      [36.7, 238.2, 125.1, 7.6, 'Planned the winter routes.'], [32.5, 238.7, 2.1, 7.6, '·'], [461, 241.4, 37.1, 7.6, 'Ledgers'],
      [479.5, 251.7, 18.5, 7.6, 'Excel'], [301.3, 265.3, 77.6, 8.1, 'Aug 2023 - May 2025'], [27.1, 266.3, 106.7, 9.7, 'Orchard Keeper'],
      [27.1, 277.7, 101.6, 8.7, 'Vellowmere Cidery Ltd'], [27.1, 291.8, 106.7, 8.1, 'Kept the pressing logs.'],
      [505.8, 295, 62.6, 14.1, 'Education'], [32.5, 306.4, 2.1, 7.6, '·'], [36.7, 306.4, 99.6, 7.6, 'Kept the pressing logs.'],
      [505.7, 317.2, 62.7, 8.1, 'BSc Orchards'], [457.4, 329.7, 111, 8.1, 'Example College of Arts'],
      [304, 332.9, 74.9, 8.1, 'Apr 2019 - Sep 2023'], [27.1, 334, 60.7, 9.7, 'Glazier'], [27.1, 345.4, 82.2, 8.7, 'Thistlewick Press'],
      [27.1, 359.4, 93.9, 8.1, 'Fitted the shop windows.'],
    ];
    const lines = texts(page.map(([x, y, width, fontSize, str]) => ({ str, x, y, width, fontSize, bold: false })));
    expect(lines).toContain('Hedgewright\tMay 2025 - Present');
    expect(lines).toContain('Orchard Keeper\tAug 2023 - May 2025');
    expect(lines).toContain('Glazier\tApr 2019 - Sep 2023');
    expect(lines.slice(-3)).toEqual(['Education', 'BSc Orchards', 'Example College of Arts']);
  });

  it('does not take the entries for a sidebar beyond the dates when the dates sit on every entry line', () => {
    // Entries at x 45 with their periods at x 250 (left of the gutter), a sidebar at x 400 on every line.
    const rows = [
      ['Shift planner', '2020 – today'], ['Clerk', '2018 – 2020'], ['Porter', '2016 – 2018'], ['Stacker', '2014 – 2016'],
    ];
    const side = ['Skills:', 'Invoicing and ledgers', 'Forklift licence held', 'Languages:', 'Welsh and English'];
    const items = [
      ...rows.flatMap(([title, period], k) => [
        item(45, 150 + k * 30, title!), item(45, 163 + k * 30, 'Did the daily work of the role.'), item(250, 150 + k * 30, period!),
      ]),
      ...side.map((s, k) => item(400, 150 + k * 24, s)),
    ];
    const lines = texts(items);
    expect(lines.filter((l) => /\t20\d\d/u.test(l)))
      .toEqual(['Shift planner\t2020 – today', 'Clerk\t2018 – 2020', 'Porter\t2016 – 2018', 'Stacker\t2014 – 2016']);
    expect(lines.slice(-side.length)).toEqual(side);
  });
});

describe('layoutPage: sidebar | date column | entries', () => {
  it('reads the date column with the entries it dates, not with the sidebar beside it', () => {
    const items = [
      item(45, 60, 'Ledger Clerk', 12), item(45, 87, 'Tamsin', 22), item(45, 119, 'Oakridge', 22),
      item(45, 159, 'Contact:', 12), item(45, 177, '12 Juniper Lane, Leeds LS1 4AB', 9), item(45, 190, '07700 900123', 9),
      item(45, 203, 'tamsin.oakridge@example.org', 9), item(45, 250, 'Skills:', 12), item(45, 267, 'Invoicing, Ledgers,', 9),
      item(45, 280, 'Stock control', 9), item(45, 301, 'Languages:', 12),
      item(45, 319, 'English (native)', 9), item(45, 332, 'French (B2)', 9),
      item(230, 95, 'Work Experience:', 12),
      item(230, 113, '10/2024 – present', 8), item(308, 113, 'Harrowgate Foods Ltd, Ledger Clerk'),
      item(308, 127, 'Kept the ledgers of two sites.', 8),
      item(230, 142, '03/2020 – 03/2024', 8), item(308, 142, 'Lindley Stores Ltd, Sales Assistant'),
      item(308, 156, 'Kept the shop floor stocked.'),
      item(230, 179, 'Education:', 12), item(230, 196, '2020', 10), item(308, 196, 'BSc Accounting'), item(308, 211, 'Leeds City College'),
    ];
    // The dates stand a word space or so from their entries: one cell or two, either reads.
    const lines = texts(items).map((l) => l.replace('\t', ' '));
    const first = lines.indexOf('10/2024 – present Harrowgate Foods Ltd, Ledger Clerk');
    expect(first).toBeGreaterThan(lines.indexOf('Work Experience:'));
    expect(lines[first + 2]).toBe('03/2020 – 03/2024 Lindley Stores Ltd, Sales Assistant');
    expect(lines.slice(-3)).toEqual(['Education:', '2020 BSc Accounting', 'Leeds City College']);
    expect(lines.indexOf('Languages:')).toBeLessThan(lines.indexOf('Work Experience:'));
    expect(lines.indexOf('Languages:')).toBeGreaterThan(0);
  });
});

describe('layoutPage: a title in a cell at the end of an employer\'s line', () => {
  const firms = ['Brindlewick Ltd.- Kites for schools', 'Osterfold & Sons.- Repair of old clocks', 'Marrowby plc.- Seeds by post'];
  const titles = ['Senior sales lead', 'Clock and watch fitter', 'Seed and bulb buyer'];
  /** Entries from y: the firm and its title cell far right on one line, then the period and a line of description. */
  const entries = (y: number, titleX: number, size = 10): PositionedText[] => firms.flatMap((f, k) => [
    item(40, y + k * 45, f, size), item(titleX, y + k * 45, titles[k]!, size),
    item(40, y + k * 45 + 14, '2019 – 2022', size), item(40, y + k * 45 + 28, 'Ran the shop and its accounts.', size),
  ]);
  const rowsOf = (lines: string[]): string[] => firms.map((f, k) => `${f}\t${titles[k]}`).filter((l) => lines.includes(l));

  it('keeps the title on its row of a one-column page instead of reading the titles after everything', () => {
    const lines = texts([item(40, 40, 'Ilsa Orm', 20), item(40, 80, 'EXPERIENCE'), ...entries(100, 380), item(40, 250, 'SKILLS'), item(40, 265, 'Kites, clocks, seeds')]);
    expect(rowsOf(lines)).toHaveLength(3);
    expect(lines.at(-1)).toBe('Kites, clocks, seeds');
  });

  it('reads a sidebar beside the entries apart, and each title on its entry\'s row', () => {
    const sidebar = ['SKILLS', 'Kites', 'Clocks', 'Seeds', 'Glue', 'Knots', 'LANGUAGES', 'Welsh', 'Breton'];
    const items = [item(40, 40, 'Ilsa Orm', 20), ...entries(100, 250, 9), ...sidebar.map((s, i) => item(400, 96 + i * 13, s))];
    const lines = texts(items);
    expect(rowsOf(lines)).toHaveLength(3);
    expect(lines.slice(-sidebar.length)).toEqual(sidebar);
  });

  it('reads a contact block over the entries as a column, and the titles below it on their rows', () => {
    const contact = ['12 Example Lane', 'Dunmere DM1 2AB', 'ilsa@example.com'];
    const items = [item(40, 52, 'Ilsa Orm', 20), ...contact.map((s, i) => item(360, 40 + i * 13, s)), ...entries(110, 380)];
    const lines = texts(items);
    expect(rowsOf(lines)).toHaveLength(3);
    // The block is read whole, as its column: no title joins it.
    const at = lines.indexOf(contact[0]!);
    expect(lines.slice(at, at + 3)).toEqual(contact);
  });
});

describe('layoutPage: a table of dated rows of short cells (a period, then school, field and degree)', () => {
  // East Asian signs are about one font size wide each: a cell of a few signs is short, and lines of prose need
  // not reach across the page.
  const wide = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize, fontSize, bold: false });
  const studies = [['2016.09 – 2019.06', '白桦大学', '统计学', '硕士'], ['2012.09 – 2016.06', '远山学院', '统计学', '学士']];
  const jobs = [['2022.03 – 至今', '晨光软件有限公司', '前端工程师'], ['2019.07 – 2022.02', '松果数据集团', '数据分析员'], ['2017.05 – 2019.06', '北斗物流有限公司', '运营专员']];

  function tablePage(prose = true): PositionedText[] {
    const at = (x: number, y: number, s: string): PositionedText => (/^\d/u.test(s) || /@/u.test(s) ? item(x, y, s) : wide(x, y, s));
    const out = [wide(45, 60, '个人简历', 18), wide(45, 86, '姓名：林晓', 14), at(45, 121, '电话'), item(105, 121, '139 0000 1111'),
      at(257, 121, '邮箱'), item(318, 121, 'xiao.lin@example.cn'), wide(45, 135, '教育背景', 12)];
    studies.forEach((cells, k) => cells.forEach((c, i) => out.push(at([45, 171, 323, 474][i]!, 153 + k * 14.5, c))));
    out.push(wide(45, 182, '工作经历', 12));
    jobs.forEach((cells, k) => {
      cells.forEach((c, i) => out.push(at([45, 171, 373][i]!, 199 + k * 29, c)));
      if (prose) out.push(wide(45, 213.5 + k * 29, '负责报表与数据整理'));
    });
    return out;
  }

  it('reads each row whole, its later cells on it, not as a column after the page', () => {
    const lines = texts(tablePage());
    for (const cells of [...studies, ...jobs]) expect(lines, cells.join(' | ')).toContain(cells.join('\t'));
    expect(lines).toContain('电话\t139 0000 1111\t邮箱\txiao.lin@example.cn');
    // Without a line of prose under the jobs, the periods and the rest of the rows are no two columns either.
    const bare = texts(tablePage(false));
    for (const cells of [...studies, ...jobs]) expect(bare, cells.join(' | ')).toContain(cells.join('\t'));
  });

  it('reads the studies\' rows whole beside jobs of one cell after their period (the title on a labelled line below)', () => {
    const at = (x: number, y: number, s: string): PositionedText => (/^\d/u.test(s) ? item(x, y, s) : wide(x, y, s));
    const out = [wide(45, 60, '이력서', 18), wide(45, 86, '성명: 한지우', 14), wide(45, 121, '주소: 서울 중구 달빛로 21'), wide(45, 135, '학력', 12)];
    const rows = [['2016.03 ~ 2018.02', '새벽대학교', '통계학과', '석사'], ['2012.03 ~ 2016.02', '들꽃대학교', '경영학과', '학사']];
    rows.forEach((cells, k) => cells.forEach((c, i) => out.push(at([45, 171, 323, 474][i]!, 153 + k * 14.5, c))));
    out.push(wide(45, 182, '경력', 12));
    const firms = [['2021.03 ~ 현재', '솔숲물산 주식회사'], ['2018.03 ~ 2021.02', '(주)새벽바이오'], ['2016.03 ~ 2018.02', '바람전자 주식회사']];
    firms.forEach((cells, k) => {
      cells.forEach((c, i) => out.push(at([45, 171][i]!, 199 + k * 43.5, c)));
      out.push(wide(45, 213.5 + k * 43.5, '직위: 연구원'), wide(45, 228 + k * 43.5, '고객 데이터 분석'));
    });
    const lines = texts(out);
    for (const cells of [...rows, ...firms]) expect(lines, cells.join(' | ')).toContain(cells.join('\t'));
  });

  // Each job a row "period | Employer, Town | Title" with its duties under it, the studies alike, a long degree wrapped in
  // its cell: the first employer, longer than the others, reaches into the gap before the titles, where a gutter would
  // otherwise cut the titles off as a column read after the page (as LibreOffice's PDF of a Word table sets them).
  const narrow = (x: number, y: number, str: string, fontSize = 10.5): PositionedText => ({ str, x, y, width: str.length * 4.6, fontSize, bold: false });
  it.each([
    { jobs: [['2023 – actualidad', 'Montejano y Asociados S.L., Madrid', 'Desarrollador de software'], ['2019 – 2023', 'Valdeolmos Logística S.L., Madrid', 'Gestor de proyectos']],
      studies: [['2016 – 2019', 'Universidad de Sevilla', 'Técnico Superior en Finanzas'], ['2013 – 2016', 'Universitat de València', 'Grado en Administración de']],
      wrapped: 'Empresas' },
    { jobs: [['2021 – heden', 'Brinkhorst Installatie B.V., Zwolle', 'Projectleider'], ['2017 – 2021', 'Veldkamp Bouw B.V., Zwolle', 'Werkvoorbereider']],
      studies: [['2013 – 2017', 'Hogeschool Windesheim', 'Bachelor Bouwkunde en']], wrapped: 'Vastgoedbeheer' },
    { jobs: [['2020 – present', 'Pennyfold Logistics Ltd, Leeds', 'Warehouse Supervisor'], ['2018 – 2020', 'Ashcombe Freight, York', 'Analyst'],
      ['2015 – 2018', 'Kestrel Stores, York', 'Stock Assistant']], studies: [['2012 – 2015', 'University of Leeds', 'BSc Logistics and Supply']],
      wrapped: 'Chain Management' },
  ])('reads a three-cell row whole when its long middle cell reaches into the gap before the last: $jobs.0.1', ({ jobs, studies, wrapped }) => {
    const items = [narrow(72, 91, 'Ilsa Orm', 20), narrow(72, 109, 'Analyst'), narrow(72, 128, 'Plaza del Romero, 114'), narrow(72, 142, '28013 Madrid'),
      narrow(72, 170, 'ilsa.orm@example.org'), narrow(72, 204, 'EXPERIENCE', 13)];
    let y = 222;
    for (const cells of jobs) {
      cells.forEach((c, i) => items.push(narrow([72, 172, 362][i]!, y, c)));
      items.push(narrow(72, y + 13, 'Led a team of twelve people.'));
      y += 33;
    }
    items.push(narrow(72, y + 15, 'EDUCATION', 13));
    y += 33;
    for (const cells of studies) {
      cells.forEach((c, i) => items.push(narrow([72, 172, 362][i]!, y, c)));
      y += 14;
    }
    items.push(narrow(362, y, wrapped), narrow(72, y + 29, 'SKILLS', 13), narrow(72, y + 46, 'Planning, Java, Accounting, Leadership, Stock control'));
    const lines = texts(items);
    for (const cells of [...jobs, ...studies]) expect(lines, cells.join(' | ')).toContain(cells.join('\t'));
  });

  it.each(['Example Ltd', 'Example Gesellschaft für Drachenbau mbH, Kiel'])('still reads a sidebar beside dated entries apart when its lines share their rows (%s)', (firm) => {
    // A long employer reaching towards the sidebar on a row it shares with a sidebar line is no table's row.
    const entries = [['2016 – 2019', firm], ['', 'Kept the ledgers'], ['2019 – 2022', 'Sample GmbH'], ['', 'Sold the seeds'],
      ['', 'Packed the kites'], ['2022 – 2024', 'Demo Kft.'], ['', 'Wound the clocks'], ['', 'Mended the nets']];
    // Lines on six of the eight rows, in pairs, one of them an entry's dated row.
    const sidebar: [number, string][] = [[0, 'SKILLS'], [1, 'Kite making'], [3, 'Clock repair'], [4, 'LANGUAGES'], [6, 'Welsh, Breton'], [7, 'Cornish']];
    const items = [item(40, 40, 'Ilsa Orm', 20)];
    entries.forEach(([when, what], k) => {
      if (when) items.push(item(40, 100 + k * 14, when));
      items.push(item(110, 100 + k * 14, what!));
    });
    for (const [k, s] of sidebar) items.push(item(420, 100 + k * 14, s));
    const lines = texts(items);
    expect(lines.slice(-sidebar.length)).toEqual(sidebar.map(([, s]) => s));
  });
});

describe('layoutPage: a closing section across the page under two columns', () => {
  // A sidebar and a main column, then a heading that fits within the sidebar's width over lines across the whole page.
  function closingPage(heading: string[]) {
    const sidebar = ['CONTACT', 'ilsa@example.com', '+33 1 23 45 67 89', 'SKILLS', 'Python', 'Docker'];
    const main = ['EXPERIENCE', 'Data engineer at Example Corp since 2019', 'Built pipelines and dashboards', 'EDUCATION', 'MSc Computer Science'];
    const across = 'Dr. Bruno Lavalette, Head of Operations, Example Freight SA, +33 4 72 00 11 22, bruno.l@example.org';
    const items = [
      ...sidebar.map((s, i) => item(40, 120 + i * 15, s)),
      ...main.map((s, i) => item(230, 122 + i * 19, s)),
      ...heading.map((s, i) => item(40, 240 + i * 14, s)),
      item(40, 240 + heading.length * 14, across),
    ];
    return { sidebar, main, across, items };
  }

  it('reads the heading with the block it opens, after both columns', () => {
    const { sidebar, main, across, items } = closingPage(['REFERENCES']);
    expect(texts(items)).toEqual([...sidebar, ...main, 'REFERENCES', across]);
  });

  it('takes a short line under the heading along too', () => {
    const { sidebar, main, across, items } = closingPage(['PERSONAL DETAILS', 'Date of Birth: 03/05/1990']);
    expect(texts(items)).toEqual([...sidebar, ...main, 'PERSONAL DETAILS', 'Date of Birth: 03/05/1990', across]);
  });

  it('leaves a sidebar that runs on below the main column in its column, at its own line pitch', () => {
    // The sidebar's last lines stand below the main column's end, close above the full-width line, with no gap before them.
    const sidebar = ['CONTACT', 'ilsa@example.com', '+33 1 23 45 67 89', 'SKILLS', 'Python', 'Docker', 'Kubernetes', 'Terraform', 'Ansible'];
    const main = ['EXPERIENCE', 'Data engineer at Example Corp since 2019', 'Built pipelines and dashboards', 'EDUCATION', 'MSc Computer Science'];
    const across = 'Dr. Bruno Lavalette, Head of Operations, Example Freight SA, +33 4 72 00 11 22, bruno.l@example.org';
    const items = [...sidebar.map((s, i) => item(40, 120 + i * 14.5, s)), ...main.map((s, i) => item(230, 122 + i * 19, s)), item(40, 255, across)];
    expect(texts(items)).toEqual([...sidebar, ...main, across]);
  });
});

describe('layoutPage: labelled rows with a colon between label and value', () => {
  it('reads them row by row, as a form, though they are as dense on both sides as two columns', () => {
    const rows = [['Date of Birth', ': 03/05/1990'], ['Gender', ': Female'], ['Marital Status', ': Single'], ['Nationality', ': Belgian'],
      ['Languages Known', ': French, Dutch']];
    const items = [item(50, 80, 'Ilsa Orm', 20), item(50, 100, 'Customer service adviser with eight years in retail banking'),
      ...rows.flatMap(([label, value], i) => [item(50, 130 + i * 14, label!), item(200, 130 + i * 14, value!)])];
    expect(texts(items).slice(2)).toEqual(rows.map(([label, value]) => `${label}\t${value}`));
  });

  it('still reads two columns apart when only some of their lines end in a colon', () => {
    const left = ['Contact:', 'ilsa@example.com', '+33 1 23 45 67 89', 'Lyon', 'Skills:'];
    const right = ['Experience:', 'Data engineer at Example Corp', 'Built pipelines and dashboards', 'Led a team of four', 'Education:'];
    const items = [...left.map((s, i) => item(40, 120 + i * 15, s)), ...right.map((s, i) => item(230, 120 + i * 15, s))];
    expect(texts(items)).toEqual([...left, ...right]);
  });
});

describe('a period run into the cell after it', () => {
  it('a year that meets a capital with no gap parts two cells; a year inside a word or a small letter does not', () => {
    // "septembrie 2024 – aprilie 2026" is wider than its date column: its end touches the employer's cell.
    const period = 'septembrie 2024 – aprilie 2026';
    const periodItem = item(40, 700, period);
    const employer = item(40 + periodItem.width, 700, 'Exemplu Logistic S.R.L., Analist');
    expect(texts([periodItem, employer])).toEqual([`${period}\tExemplu Logistic S.R.L., Analist`]);
    // Letters after the year in the same run, or a lower-case word after it, stay as they were.
    const model = item(40, 650, 'Model 2024');
    expect(texts([model, item(40 + model.width, 650, 'x')])).toEqual(['Model 2024x']);
    const code = item(40, 600, 'AB12024');
    expect(texts([code, item(40 + code.width, 600, 'Series')])).toEqual(['AB12024Series']);
  });
});

describe('a change of type size on a line', () => {
  it('after a word space parts two cells (a name and its headline side by side); touching letters stay one word', () => {
    const name = item(50, 60, 'Ada Quillmere', 28);
    const space = { ...item(50 + name.width, 60, ' ', 28), width: 7 };
    const headline = item(50 + name.width + 7, 58, 'Store Assistant', 16);
    expect(texts([name, space, headline])).toEqual(['Ada Quillmere\tStore Assistant']);
    // No space item, a word space's gap alone.
    expect(texts([name, item(50 + name.width + 5, 58, 'Store Assistant', 16)])).toEqual(['Ada Quillmere\tStore Assistant']);
    // Small capitals: a large first letter touching the smaller rest of its word.
    const initial = item(50, 120, 'Q', 14);
    expect(texts([initial, item(50 + initial.width, 120, 'UILLMERE', 10)])).toEqual(['QUILLMERE']);
    // A little larger or smaller (bold labels, a slightly smaller value) is the same cell.
    const label = item(50, 160, 'Phone:', 11);
    expect(texts([label, item(50 + label.width + 3, 160, '0612 345 678', 10)])).toEqual(['Phone: 0612 345 678']);
  });
});

describe('runs close together on a line', () => {
  it('are two words where the text layer holds a space between them, however narrow; touching runs stay one word', () => {
    // "Quellbach" and "DE" from two elements of a web page, a narrow font's word space (0.12 of the size) apart.
    const town = item(50, 80, 'Quellbach', 12);
    const space = { ...item(50 + town.width, 80, ' ', 12), width: 2 };
    const code = item(50 + town.width + 1.4, 80, 'DE', 12);
    expect(texts([town, space, code])).toEqual(['Quellbach DE']);
    // Without the space item the same gap is no word space, nor is a space item before runs that touch.
    expect(texts([town, code])).toEqual(['QuellbachDE']);
    expect(texts([town, space, item(50 + town.width, 80, 'GB', 12)])).toEqual(['QuellbachGB']);
    // Capitals drawn letter by letter, a letter spacing between them: the text layer's spaces part no word ("TO").
    const t = item(50, 120, 'T', 6);
    const letterSpace = { ...item(50 + t.width, 120, ' ', 6), width: 1 };
    expect(texts([t, letterSpace, item(50 + t.width + 0.7, 120, 'O', 6)])).toEqual(['TO']);
    // A heading's first letters in another colour, a little apart from the rest of the word: one word.
    const lead = item(50, 160, 'lang', 17);
    const gap = { ...item(50 + lead.width, 160, ' ', 17), width: 1.8 };
    expect(texts([lead, gap, item(50 + lead.width + 1.8, 160, 'uages', 17)])).toEqual(['languages']);
  });

  it('are two cells where one is printed back over the other (a block positioned over a heading)', () => {
    const heading = { ...item(30, 113, 'Profile', 13.5), width: 57 };
    const email = item(60, 114, 'ada.quillmere@example.org', 12);
    expect(texts([heading, email])).toEqual(['Profile\tada.quillmere@example.org']);
    // Kerning sets a run back a little: still one word.
    const word = item(30, 200, 'Quill', 12);
    expect(texts([word, item(30 + word.width - 1, 200, 'mere', 12)])).toEqual(['Quillmere']);
    // A lone mark printed back over the text is no cell.
    const skill = item(30, 240, 'Kotlin', 12);
    const levels = item(30 + skill.width + 4, 240, '(2) (3)', 12);
    expect(texts([skill, levels, item(30 + skill.width + 18, 240, ',', 12)])).toEqual(['Kotlin (2) (3),']);
  });
});

describe('layoutPage: a sidebar\'s line that ends a word past the gutter', () => {
  it('keeps the word on its line where the text layer holds the stretched space before it', () => {
    // moderncv's oldstyle: a narrow contact column flush to both edges, the main column a few points to its right on other
    // baselines. "65112 San Marzio a" ↵ "mare": the word space before "a" is stretched, and "a" ends past the gap the
    // other rows leave (the gutter), 5 points before the main column.
    const sideYs = [120, 132, 144, 156, 168, 180];
    const sidebar = ['Via dei Gelsi 14', undefined, 'mare', 'Italia', '+39 347 1122', 'o.pirelli@x.it'];
    const items: PositionedText[] = sidebar.flatMap((s, i) => (s === undefined ? [] : [item(40, sideYs[i]!, s)]));
    items.push(item(40, 132, '65112'), { ...item(65, 132, ' '), width: 4 }, item(69, 132, 'San'), { ...item(84, 132, ' '), width: 4 },
      item(88, 132, 'Marzio'), { ...item(118, 132, ' '), width: 9 }, item(127, 132, 'a'));
    const main = ['ESPERIENZA', 'Buyer, Tessiture Alberani S.p.A.', 'Gestione dei fornitori.', 'Addetta acquisti, Ferramenta Collovà',
      'Preparazione dei report mensili.', 'ISTRUZIONE', 'Laurea in Economia, Università di Trento'];
    items.push(...main.map((s, i) => item(137, 126 + i * 14, s)));
    const lines = texts(items);
    expect(lines.slice(0, 6)).toEqual(['Via dei Gelsi 14', '65112 San Marzio a', 'mare', 'Italia', '+39 347 1122', 'o.pirelli@x.it']);
    expect(lines.slice(6)).toEqual(main);
  });
});

describe('layoutPage: a contact block in the header, and an entry\'s line whose last words run past its edge', () => {
  // moderncv's header: the name left, the contact block flush right; the entries below are short lines, one of which
  // sets its town as a run of its own (", Pécs") past the block's left edge. Counted as a line of the block's side, that
  // run stretched the region of two columns down to its line: the block was read after the first section.
  const span = (x: number, end: number, y: number, str: string, fontSize = 10.9): PositionedText => ({ str, x, y, width: end - x, fontSize, bold: false });
  function page(contact: string[], firm: string, town: string): PositionedText[] {
    const items = [span(59.5, 220, 96.7, 'Edit Sárközi', 33.9), span(59.5, 138, 123.9, 'Adatelemző', 17.2)];
    contact.forEach((line, k) => items.push(span(532.4 - 5.5 * line.length, 532.4, 75.7 + 12 * k, line, 10)));
    items.push(span(131.3, 248, 190.6, 'Experience', 14.3), span(131.3, 189.8, 210, 'Adatelemző'), span(189.8, 192.8, 210, ','),
      span(196.4, 304.9, 210, 'Tölgyesi Szoftver Kft.'), span(131.3, 251.8, 223.5, 'Led a team of twelve.', 10),
      span(131.3, 213.3, 240.8, 'Raktáros'), span(213.2, 216.2, 240.8, ','), span(219.9, 346.6, 240.8, firm), span(346.6, 346.6 + 5.5 * town.length, 240.8, town),
      span(131.3, 235.5, 254.4, 'Ran the monthly stock counts.', 10), span(131.3, 209, 281.5, 'Education', 14.3),
      span(131.3, 420, 300.9, 'Programtervező informatikus BSc, Pécsi Tudományegyetem'), span(131.3, 330, 321.4, 'Logisztikai ügyintéző, Nyírségi Egyetem'));
    return items;
  }

  it('reads the block with the header, before the entries, whatever the town', () => {
    const cases: [string[], string, string][] = [
      [['Kossuth tér 4.', '7621 Pécs', 'Magyarország', '06 30 555 0147', 'edit.sarkozi@example.hu'], 'Bakonyi Élelmiszer Zrt.', ', Pécs'],
      [['12 Harrow Road', 'Leeds LS6 2AB', 'United Kingdom', '07700 900555', 'e.sarkozi@example.co.uk'], 'Ashvale Foods Limited', ', Leeds'],
      [['ul. Lipowa 7', '60-101 Poznań', 'Polska', '601 555 014', 'edit.s@example.pl'], 'Wierzbowa Handel Sp. z o.o.', ', Poznań'],
    ];
    for (const [contact, firm, town] of cases) {
      const lines = texts(page(contact, firm, town));
      const email = lines.findIndex((l) => l.includes(contact[4]!));
      expect(email, contact[4]).toBeGreaterThan(-1);
      expect(email, contact[4]).toBeLessThan(lines.indexOf('Experience'));
      expect(lines).toContain(`Raktáros, ${firm}${town}`);
    }
  });
});
