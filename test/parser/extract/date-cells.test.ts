import { describe, expect, it } from 'vitest';
import { dateColumnSides, findDateCells, isDateCellText, type CellItem, type CellRow } from '../../../src/parser/extract/date-cells.js';

// An item at (x, y) whose width is ~0.5 em per character, as in pdf-layout.test.ts.
const item = (x: number, y: number, str: string, fontSize = 10): CellItem =>
  ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false });
const row = (...items: CellItem[]): CellRow<CellItem> => ({ y: items[0]!.y, items });

describe('isDateCellText', () => {
  it('takes periods and years in several languages', () => {
    const periods = [
      '2019 – 2021', '03/2022 – heute', 'Sep 2018 – Jun 2020', 'depuis 2020', '2015', 'Mar 2019 –',
      '07/2024 – aujourd’hui', '2020 – to date',
    ];
    for (const t of periods) {
      expect(isDateCellText(t), t).toBe(true);
    }
  });

  it('takes periods written year first, as East Asian and ISO dates are', () => {
    const periods = [
      '2016.09 – 2019.06', '2016-09 – 2019-06', '2016/9 – 2019/6', '2021.03 – 至今', '2017. 03. ~ 2021. 02.', '2018. 03. ~ 현재',
      '2016年9月 - 2019年6月', '2020년 3월 ~ 2022년 2월', '2016.09.01 – 2019.06.30', '2015-04', '2023.01 〜',
    ];
    for (const t of periods) expect(isDateCellText(t), t).toBe(true);
    // A month needs its year first and is no number beyond twelve; "2019-2021" stays two years.
    for (const t of ['2016.13 Example Street', '2016年9月 白桦大学 统计学', '2019.09 – 2021.06 Sample School']) expect(isDateCellText(t), t).toBe(false);
    expect(isDateCellText('2019-2021')).toBe(true);
    // A full ISO date is a form's value ("Start: 2018-09-01"), kept on its label's row: no date cell. A period of two,
    // or of one and an open end, is no label's value: web CV builders print a résumé's dates so.
    for (const t of ['2018-09-01', '2018-09-01 Sample School', '2018-09-01 – 2021-06-30 Sample School']) expect(isDateCellText(t), t).toBe(false);
    for (const t of ['2018-09-01 – 2021-06-30', '2018-09-01 - Present', '2021-06-01 – heute']) expect(isDateCellText(t), t).toBe(true);
  });

  it('leaves text that merely mentions a year', () => {
    const texts = [
      'Led the 2019 migration of the billing platform', 'Since 2019 working on payments and fraud', 'Excel', 'mail@example.org 2019:',
      '2010 – 2014 Sample School – Diploma', '2019 Remote',
    ];
    for (const t of texts) {
      expect(isDateCellText(t), t).toBe(false);
    }
  });
});

describe('findDateCells', () => {
  it('leaves a period after its label\'s colon in its cell on the label\'s row: no date cell, no date column', () => {
    const { rows, columns } = findDateCells([
      row(item(40, 100, 'Beginn:'), item(160, 100, '09/2018')),
      row(item(40, 114, 'Ende:'), item(160, 114, '06/2021')),
      row(item(40, 128, 'Zeitraum：'), item(160, 128, '2016.09 – 2019.06')),
    ], 1);
    expect(columns).toEqual([]);
    expect(rows.map((r) => r.items.map((i) => i.str))).toEqual([['Beginn:', '09/2018'], ['Ende:', '06/2021'], ['Zeitraum：', '2016.09 – 2019.06']]);
    // Without the colon the same cells are a date column.
    expect(findDateCells([row(item(40, 100, 'Beginn'), item(160, 100, '09/2018')), row(item(40, 114, 'Ende'), item(160, 114, '06/2021'))], 1)
      .columns).toHaveLength(1);
  });

  it('makes a date printed in pieces one item', () => {
    const pieces = [item(400, 100, 'Mar'), item(420, 100, '2019'), item(445, 100, '–'), item(455, 100, '2021')];
    const { rows } = findDateCells([row(item(40, 100, 'Analyst, Example Ltd'), ...pieces)], 1);
    expect(rows[0]!.items.map((i) => i.str)).toEqual(['Analyst, Example Ltd', 'Mar 2019 – 2021']);
  });

  it('joins a period split over two lines of its column ("Mar 2019 –" / "Present")', () => {
    const { rows } = findDateCells([
      row(item(40, 100, 'Analyst, Example Ltd'), item(400, 100, 'Mar 2019 –')),
      row(item(40, 114, 'Wrote the monthly reports'), item(400, 114, 'Present')),
      row(item(40, 128, 'Clerk, Sample GmbH'), item(400, 128, '2016 – 2019')),
    ], 1);
    expect(rows.map((r) => r.items.map((i) => i.str))).toEqual([
      ['Analyst, Example Ltd', 'Mar 2019 – Present'], ['Wrote the monthly reports'], ['Clerk, Sample GmbH', '2016 – 2019'],
    ]);
  });

  it('joins an end that is a date itself and leaves it out of the date column', () => {
    const { rows, columns } = findDateCells([
      row(item(40, 100, 'Analyst, Example Ltd'), item(400, 100, '11/2020 –')),
      row(item(40, 114, 'Wrote the monthly reports'), item(400, 114, '06/2023')),
      row(item(40, 128, 'Clerk, Sample GmbH'), item(400, 128, '2016 – 2019')),
    ], 1);
    expect(rows[0]!.items.map((i) => i.str)).toEqual(['Analyst, Example Ltd', '11/2020 – 06/2023']);
    expect(columns.flat().map((d) => d.str).sort()).toEqual(['11/2020 – 06/2023', '2016 – 2019']);
  });

  it('does not join an open start with the line below where its end follows on its own row', () => {
    // "fev/2015 –" and "fev/2019" drawn apart (0.6 em), the next section's heading under them.
    const { rows } = findDateCells([
      row(item(40, 100, 'Analista, Exemplo Ltda.')),
      row(item(40, 114, 'fev/2015 –'), item(96, 114, 'fev/2019')),
      row(item(40, 128, 'FORMAÇÃO ACADÊMICA')),
    ], 1);
    expect(rows.map((r) => r.items.map((i) => i.str).join(' | '))).toEqual(['Analista, Exemplo Ltda.', 'fev/2015 – | fev/2019', 'FORMAÇÃO ACADÊMICA']);
  });

  it('does not join a closed period with the line below', () => {
    const { rows } = findDateCells([row(item(400, 100, '2019 – 2021')), row(item(400, 114, 'Present'))], 1);
    expect(rows).toHaveLength(2);
  });

  it('groups aligned date cells into a column and leaves a lone year out', () => {
    const { columns } = findDateCells([
      row(item(40, 100, 'Analyst'), item(400, 100, '2019 – 2021')),
      row(item(40, 114, 'Clerk'), item(400, 114, '2016 – 2019')),
      row(item(40, 128, 'Won a prize'), item(250, 128, '2012')),
    ], 1);
    expect(columns.map((c) => c.map((d) => d.str))).toEqual([['2016 – 2019', '2019 – 2021']]);
  });
});

describe('dateColumnSides', () => {
  const sides = (rows: CellRow<CellItem>[], gutter: number): string[] => {
    const found = findDateCells(rows, 1);
    const map = dateColumnSides(found.rows, found.columns, gutter);
    return found.columns.flat().map((d) => `${d.str}:${map.get(d)}`);
  };

  it('moves dates under a header column to the entries they sit beside', () => {
    // A contact column at the top right, then entries whose dates are printed at the right edge.
    const rows = [
      row(item(40, 40, 'Ana Example', 20), item(350, 40, 'ana@example.org')),
      row(item(40, 60, 'Planner'), item(350, 60, '+1 555 0100')),
      row(item(40, 100, 'Analyst, Example Ltd'), item(480, 100, '2019 – 2021')),
      row(item(40, 140, 'Clerk, Sample GmbH'), item(480, 140, '2016 – 2019')),
    ];
    expect(sides(rows, 320).sort()).toEqual(['2016 – 2019:left', '2019 – 2021:left']);
  });

  it('keeps the years of a sidebar on the sidebar even when the main column shares their baselines', () => {
    const rows = [
      row(item(40, 100, 'BSc Physics'), item(250, 100, 'Analyst at Example Ltd in the north')),
      row(item(40, 114, '2012'), item(250, 114, 'Built the monthly reports of sales')),
      row(item(40, 128, 'MSc Physics'), item(250, 128, 'Clerk at Sample GmbH in the south')),
      row(item(40, 142, '2014'), item(250, 142, 'Answered customer letters daily')),
    ];
    expect(sides(rows, 200).sort()).toEqual(['2012:left', '2014:left']);
  });

  it('moves a period column the gutter passed on the wrong side to the main column it dates', () => {
    // Main column 40–330 with dates at 300; a sidebar from 380 whose lines meet some date rows.
    const rows = [
      row(item(40, 100, 'Analyst, Example Ltd'), item(290, 100, '2019 – 2021'), item(380, 100, 'Skills')),
      row(item(40, 114, 'Wrote the monthly reports'), item(380, 114, 'Excel')),
      row(item(40, 128, 'Clerk, Sample GmbH'), item(290, 128, '2016 – 2019')),
      row(item(40, 142, 'Answered letters'), item(380, 142, 'Python')),
    ];
    expect(sides(rows, 240).sort()).toEqual(['2016 – 2019:left', '2019 – 2021:left']);
  });

  it('gives a date column beside text on both sides on every line to the nearer text', () => {
    // Main lines end at x 150, dates 160–215, the sidebar from 250; the gutter passed left of the dates.
    const rows = [
      row(item(40, 100, 'Analyst, Example Ltd.'), item(160, 100, '2019 – 2021'), item(250, 100, 'Skills')),
      row(item(40, 114, 'Clerk, Sample Company'), item(160, 114, '2016 – 2019'), item(250, 114, 'Excel')),
      row(item(40, 128, 'Wrote monthly reports'), item(250, 128, 'Python')),
    ];
    expect(sides(rows, 155).sort()).toEqual(['2016 – 2019:left', '2019 – 2021:left']);
    // The same dates printed right beside the sidebar's text stay with the sidebar.
    const near = rows.map((r) => ({ ...r, items: r.items.map((i) => (/\d/.test(i.str) ? { ...i, x: 180 } : i)) }));
    expect(sides(near, 170).sort()).toEqual(['2016 – 2019:right', '2019 – 2021:right']);
  });
});
