// Persian and Arabic digits in a CV's text: read as ASCII ones before periods are, under Persian and Arabic headings.
// All schools, firms, titles and dates are invented.
import { describe, expect, it } from 'vitest';
import { foldDigits } from '../../../src/parser/sections/digits.js';
import { extractSections } from '../../../src/parser/sections/index.js';
import { headingKind } from '../../../src/parser/sections/split.js';

describe('Persian and Arabic digits and headings', () => {
  it('folds Extended Arabic-Indic and Arabic-Indic digits to ASCII, keeping the length', () => {
    expect(foldDigits('۱۳۹۸ – ۱۴۰۲')).toBe('1398 – 1402');
    expect(foldDigits('٢٠١٥ - ٢٠١٩')).toBe('2015 - 2019');
    expect(foldDigits('۰۹/۲۰۱۷')).toBe('09/2017');
    const line = 'مهندس نرم‌افزار ٢٠١٥ - ٢٠١٩';
    expect(foldDigits(line)).toHaveLength(line.length);
    expect(foldDigits('Example 2019')).toBe('Example 2019');
  });

  it('knows the usual Persian and Arabic work and education headings, with either yeh and kaf', () => {
    expect(['سوابق کاری', 'سوابق كاري', 'تجربه کاری', 'الخبرة المهنية', 'الخبرات العملية'].map(headingKind))
      .toEqual(['work', 'work', 'work', 'work', 'work']);
    expect(['تحصیلات', 'سوابق تحصیلی', 'سوابق تحصيلي', 'التعليم', 'المؤهلات العلمية'].map(headingKind))
      .toEqual(['education', 'education', 'education', 'education', 'education']);
    expect(headingKind('مهندس نرم‌افزار')).toBeUndefined();
    // The letters' presentation forms, as some PDF text layers hold them ("تحصیلات" written with its joined forms).
    expect(headingKind('\uFE97\uFEA4\uFEBC\uFBFF\uFEFC\u062A')).toBe('education');
  });

  it('reads the periods of jobs and studies dated in Arabic-Indic digits', () => {
    const text = [
      'Example Name', 'Work Experience', 'Data Engineer, Quellbrook Analytics Ltd', '٠٣/٢٠١٩ – ٠٦/٢٠٢٢',
      'Education', 'MSc Computer Science', 'Elmbury Institute of Technology', '٢٠١٥ – ٢٠١٧',
    ].join('\n');
    const sections = extractSections(text);
    expect(sections.work.map((w) => [w.start, w.end])).toEqual([['2019-03', '2022-06']]);
    expect(sections.education.map((e) => [e.start, e.end])).toEqual([['2015', '2017']]);
  });
});
