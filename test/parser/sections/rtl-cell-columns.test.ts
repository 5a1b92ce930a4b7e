// A right-to-left page's three-cell rows whose leftmost cells were read as a column of their own: each goes back on its
// row. All people, firms and schools are invented.
import { describe, it, expect } from 'vitest';
import { withRtlCellColumnsOnRows } from '../../../src/parser/sections/rtl-cell-columns.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, column?: number): TextLine =>
  ({ text, page: 1, x, y, fontSize: 10, ...(column ? { column } : {}) });

// The employers and schools (the rows' leftmost cells) read first as column 1; periods and titles in column 2.
const page: TextLine[] = [
  at('شركة الريحان للتقنية', 67, 172, 1), at('مؤسسة الندى للتجارة', 55, 187, 1), at('جامعة الوادي', 67, 241, 1),
  at('ليلى الحارثي', 379, 60, 2), at('البريد الإلكتروني: layla@example.sa', 265, 118, 2),
  at('الخبرات العملية', 376, 155, 2), at('2019 - حتى الآن\tمحاسب', 349, 172, 2), at('2015 - 2018\tمحلل بيانات', 298, 187, 2),
  at('المؤهلات العلمية', 364, 224, 2), at('2014\tبكالوريوس المحاسبة', 249, 241, 2),
];

describe('the leftmost cells of right-to-left rows read apart', () => {
  it('puts each back last on its row', () => {
    expect(withRtlCellColumnsOnRows(page).map((l) => l.text)).toEqual([
      'ليلى الحارثي', 'البريد الإلكتروني: layla@example.sa', 'الخبرات العملية', '2019 - حتى الآن\tمحاسب\tشركة الريحان للتقنية',
      '2015 - 2018\tمحلل بيانات\tمؤسسة الندى للتجارة', 'المؤهلات العلمية', '2014\tبكالوريوس المحاسبة\tجامعة الوادي',
    ]);
  });

  it('gives the jobs their employers', () => {
    const { work } = readSections({ text: page.map((l) => l.text).join('\n'), lines: page });
    expect(work.map((w) => [w.position, w.employer, w.start])).toEqual([['محاسب', 'شركة الريحان للتقنية', '2019'], ['محلل بيانات', 'مؤسسة الندى للتجارة', '2015']]);
  });

  it('leaves a left-to-right page and a left column not all on rows as they are', () => {
    const ltr = [at('Quillfern Labs', 67, 172, 1), at('Brackwater Foods', 67, 187, 1), at('2019 – now\tAnalyst', 349, 172, 2), at('2015 – 2018\tClerk', 349, 187, 2)];
    expect(withRtlCellColumnsOnRows(ltr)).toBe(ltr);
    const sidebar = [...page.slice(0, 3), at('مهارات', 67, 300, 1), ...page.slice(3)];
    expect(withRtlCellColumnsOnRows(sidebar)).toBe(sidebar);
  });
});
