// Work histories of right-to-left CVs: headings after an icon's stray letter, headers split by the Arabic comma,
// titles and firms named in Persian, Arabic and Hebrew, dates in the Solar Hijri calendar stacked end over start.
// All people, firms, schools and dates are invented.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { headingKind } from '../../../src/parser/sections/split.js';
import { isCompany, isDegree, isInstitution, isTitle } from '../../../src/parser/sections/roles.js';

describe('right-to-left CVs', () => {
  it('reads a heading after an icon font\'s lone Latin letter, before or after the words', () => {
    expect(headingKind('ë تجربیات کاری')).toBe('work');
    expect(headingKind('ŵ تحصیلات')).toBe('education');
    expect(headingKind('השכלה q')).toBe('education');
    expect(headingKind('Þ گواهینامه‌ها')).toBe('certificates');
    expect(headingKind('é مهارتها')).toBe('skills');
    expect(headingKind('Ŷ زبان')).toBe('languages');
    // A Latin heading keeps its own rule: a lone letter before a word in capitals only.
    expect(headingKind('a Education')).toBeUndefined();
  });

  it('knows titles, firms, schools and degrees in Persian, Arabic and Hebrew as whole words', () => {
    expect(isTitle('مهندس نرم‌افزار')).toBe(true);
    expect(isTitle('مدير المبيعات')).toBe(true);
    expect(isTitle('מפתחת תוכנה')).toBe(true);
    // The zero-width non-joiner inside "برنامه‌نویس" (programmer) kept, lost by a PDF's text layer, or typed as a space.
    expect(['برنامه‌نویس ارشد', 'برنامهنویس ارشد', 'برنامه نویس ارشد'].map(isTitle)).toEqual([true, true, true]);
    // "مهندسی" is the field (engineering), not the person's title.
    expect(isTitle('مهندسی صنایع')).toBe(false);
    expect(isCompany('شرکت نمونه سازان')).toBe(true);
    expect(isCompany('شركة المثال للتجارة')).toBe(true);
    expect(isCompany('דוגמה בע"מ')).toBe(true);
    expect(isInstitution('دانشگاه نمونه')).toBe(true);
    expect(isInstitution('جامعة المثال')).toBe(true);
    expect(isDegree('کارشناسی ارشد مدیریت')).toBe(true);
    expect(isDegree('ماجستير إدارة الأعمال')).toBe(true);
    expect(isCompany('مهندس نرم‌افزار')).toBe(false);
  });

  it('reads a Persian work history dated in the Solar Hijri calendar, the end stacked over the start', () => {
    const text = [
      'سارا نمونه', 'ë تجربیات کاری',
      'اکنون\tسرپرست تیم فروش، شرکت نمونه گستر البرز، کرج', 'آبان ۱۴۰۰\tğ راه‌اندازی فروشگاه اینترنتی',
      'ğ آموزش کارکنان تازه‌وارد',
      'مهر ۱۴۰۰\tکارشناس فروش، شرکت پخش نمونه، کرج', 'فروردین ۱۳۹۷\tğ پیگیری سفارش مشتریان',
      'ŵ تحصیلات', '۱۳۹۵\tکارشناسی مدیریت بازرگانی، دانشگاه نمونه',
    ].join('\n');
    const { work } = extractSections(text);
    expect(work.map((w) => [w.position, w.employer, w.start, w.end, w.current])).toEqual([
      ['سرپرست تیم فروش', 'شرکت نمونه گستر البرز', '2021-11', '', true],
      ['کارشناس فروش', 'شرکت پخش نمونه', '2018-04', '2021-10', false],
    ]);
  });

  it('reads a long study row whose degree and school the Arabic comma parts', () => {
    // Eleven words: Persian writes "and" ("و") as a word of its own, and a long degree and school soon pass ten words.
    const text = [
      'ŵ تحصیلات',
      '۱۳۹۷\tکارشناسی ارشد مهندسی نرم‌افزار و شبکه‌های رایانه‌ای، دانشگاه فنی نمونه شهر البرز',
      '۱۳۹۴\tکارشناسی مدیریت بازرگانی، دانشگاه نمونه',
    ].join('\n');
    expect(extractSections(text).education.map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['دانشگاه فنی نمونه شهر البرز', 'کارشناسی ارشد مهندسی نرم‌افزار و شبکه‌های رایانه‌ای', '2018'],
      ['دانشگاه نمونه', 'کارشناسی مدیریت بازرگانی', '2015'],
    ]);
  });

  it('reads an Arabic work history with Arabic month names and "until now"', () => {
    const text = [
      'ليلى مثال', 'الخبرة المهنية',
      'مديرة المشاريع، شركة المثال للتجارة', 'مارس 2019 - حتى الآن',
      'محاسب، شركة النموذج', 'يناير 2015 - فبراير 2019',
    ].join('\n');
    expect(extractSections(text).work.map((w) => [w.position, w.employer, w.start, w.end])).toEqual([
      ['مديرة المشاريع', 'شركة المثال للتجارة', '2019-03', ''],
      ['محاسب', 'شركة النموذج', '2015-01', '2019-02'],
    ]);
  });
});
