// Right-to-left CVs in their own script (generateCv(seed, { rtl: true }), drawn from a stream of its own after every other
// draw, so a CV that draws `plain` prints what it did). One form a CV:
// - 'fa': a Persian CV: the name, the headline, the contact lines after their labels ("تلفن:", "ایمیل:") with the phone in
//   Persian digits, the birth date as a Solar Hijri date ("تاریخ تولد: ۱۳۶۸/۰۵/۱۲", the truth the Gregorian day it names);
//   jobs dated by Solar Hijri years or months ("مهر ۱۳۹۸ - اسفند ۱۴۰۰", "۱۳۹۸ - تاکنون"); studies dated by their Solar Hijri
//   end year or period, the Arabic comma "،" between degree and school;
// - 'ar': an Arabic CV: Arabic-Indic digits, Gregorian months in Arabic ("سبتمبر ٢٠١٩ - حتى الآن"), day-first birth date;
// - 'he': a Hebrew CV: ASCII digits, "2019 - היום", Hebrew-comma-free rows ("תואר ראשון במדעי המחשב, אוניברסיטת …");
// - 'plain': as before.
// Each job is printed in one of three orders (`entry`): a line of cells (period | title | employer), the period over
// "title - employer", or the period with the title over the employer on the next line. Each study in one of four
// (`study`): "degree، school" (comma), the degree over the school (lines), "school - degree" (school-first) or cells
// (period | degree | school). The truth is the native name, the jobs (Gregorian years: a Solar Hijri year alone is the
// Gregorian year it starts in, +621; a month is the Gregorian month holding most of it), the studies, the skills and the
// birth date; no address is printed. The PDF sets the text right-aligned in the writer's Unicode font, each run in visual
// order (as a PDF producer stores it: a Unicode bidi run's letters reversed, numbers and Latin words left to right, cells
// from the right edge); the DOCX prints logical order in paragraphs marked right-to-left.
import { rng } from './generate.mjs';
import { inDigits, solarHijri } from './digit-scripts.mjs';

export const RTL_FORMS = ['fa', 'ar', 'he', 'plain'];
export const RTL_ENTRIES = ['cells', 'period-over', 'two-lines'];
export const RTL_STUDIES = ['comma', 'lines', 'school-first', 'cells'];

// Invented firms; common given and family names with the Latin spelling people use in their e-mail; real universities.
const FA = {
  given: [['علی', 'ali'], ['مریم', 'maryam'], ['رضا', 'reza'], ['زهرا', 'zahra'], ['حسین', 'hossein'], ['نرگس', 'narges']],
  family: [['رضایی', 'rezaei'], ['محمدی', 'mohammadi'], ['کریمی', 'karimi'], ['احمدی', 'ahmadi'], ['نوری', 'nouri'], ['صادقی', 'sadeghi']],
  firms: ['شرکت نرم‌افزاری آوا نگار', 'گروه صنعتی البرز نو', 'شرکت مهندسی ستاره کویر', 'شرکت بازرگانی پارس تجارت', 'شرکت داده‌پردازی مهرگان'],
  titles: ['کارشناس فروش', 'برنامه‌نویس ارشد', 'مدیر پروژه', 'حسابدار', 'تحلیل‌گر داده'],
  degrees: ['کارشناسی مهندسی کامپیوتر', 'کارشناسی ارشد مدیریت بازرگانی', 'کارشناسی حسابداری', 'کارشناسی ارشد اقتصاد'],
  schools: ['دانشگاه تهران', 'دانشگاه صنعتی شریف', 'دانشگاه شیراز', 'دانشگاه فردوسی مشهد', 'دانشگاه اصفهان'],
  skills: ['مدیریت پروژه', 'حسابداری', 'کار تیمی', 'فروش'],
  headings: { work: 'سوابق کاری', education: 'تحصیلات', skills: 'مهارت‌ها', title: 'رزومه' },
  labels: { phone: ['تلفن:', 'موبایل:', 'تلفن همراه:'], email: ['ایمیل:', 'پست الکترونیک:'], birth: 'تاریخ تولد:' },
  phones: ['0912 ### ####', '0935 ### ####', '0919#######'], tld: 'ir', digits: 'persian', comma: '، ', now: 'تاکنون',
};
const AR = {
  given: [['أحمد', 'ahmed'], ['فاطمة', 'fatima'], ['يوسف', 'youssef'], ['ليلى', 'layla'], ['عمر', 'omar'], ['سارة', 'sara']],
  family: [['الحسيني', 'alhusseini'], ['العمري', 'alomari'], ['الخطيب', 'alkhatib'], ['النجار', 'alnajjar'], ['الزين', 'alzein']],
  firms: ['شركة النخبة للتجارة', 'مؤسسة الأفق للتقنية', 'شركة الواحة للبرمجيات', 'مجموعة الرواد القابضة', 'شركة المدار للاستشارات'],
  titles: ['مهندس برمجيات', 'محاسب', 'مدير مبيعات', 'محلل بيانات', 'مسؤول موارد بشرية'],
  degrees: ['بكالوريوس علوم الحاسب', 'ماجستير إدارة الأعمال', 'بكالوريوس المحاسبة', 'بكالوريوس الهندسة الكهربائية'],
  schools: ['جامعة القاهرة', 'الجامعة الأردنية', 'جامعة الملك سعود', 'جامعة دمشق', 'جامعة الإسكندرية'],
  skills: ['إدارة المشاريع', 'المحاسبة', 'العمل الجماعي', 'التفاوض'],
  headings: { work: 'الخبرات العملية', education: 'المؤهلات العلمية', skills: 'المهارات', title: 'السيرة الذاتية' },
  labels: { phone: ['الهاتف:', 'الجوال:'], email: ['البريد الإلكتروني:'], birth: 'تاريخ الميلاد:' },
  phones: ['050 ### ####', '079 ### ####', '055#######'], tld: 'sa', digits: 'arabic-indic', comma: '، ', now: 'حتى الآن',
  months: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};
const HE = {
  given: [['נועה', 'noa'], ['איתי', 'itay'], ['מיכל', 'michal'], ['יונתן', 'yonatan'], ['שירה', 'shira'], ['עומר', 'omer']],
  family: [['כהן', 'cohen'], ['לוי', 'levi'], ['מזרחי', 'mizrahi'], ['פרץ', 'peretz'], ['אברהם', 'avraham'], ['ביטון', 'biton']],
  firms: ['אופק מערכות בע"מ', 'נתיב תוכנה בע"מ', 'גל ים סחר בע"מ', 'שקד פתרונות בע"מ', 'ארז הנדסה בע"מ'],
  titles: ['מפתח תוכנה', 'מנהלת מוצר', 'אנליסט נתונים', 'רואה חשבון', 'מנהל מכירות'],
  degrees: ['תואר ראשון במדעי המחשב', 'תואר שני במנהל עסקים', 'תואר ראשון בכלכלה', 'תואר ראשון בהנדסת תעשייה וניהול'],
  schools: ['אוניברסיטת תל אביב', 'האוניברסיטה העברית בירושלים', 'אוניברסיטת חיפה', 'אוניברסיטת בן-גוריון בנגב'],
  skills: ['ניהול פרויקטים', 'עבודת צוות', 'הנהלת חשבונות', 'שירות לקוחות'],
  headings: { work: 'ניסיון תעסוקתי', education: 'השכלה', skills: 'כישורים', title: 'קורות חיים' },
  labels: { phone: ['טלפון:', 'נייד:'], email: ['דוא"ל:', 'אימייל:'], birth: 'תאריך לידה:' },
  phones: ['050-###-####', '052-###-####', '054 ### ####'], tld: 'co.il', digits: 'plain', comma: ', ', now: 'היום',
};
const BY_FORM = { fa: FA, ar: AR, he: HE };
const SOLAR_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
const LATIN_SKILLS = ['Excel', 'SQL', 'Python', 'Photoshop', 'SAP'];

const pad = (n) => String(n).padStart(2, '0');
const digitsOf = (r, pattern) => pattern.replace(/#/g, () => String(r.int(10)));
// The Gregorian month holding most of a Solar Hijri month (the parser's reading too: Farvardin ≈ April).
const solarToGregorian = (year, month) => ({ y: year + (month <= 9 ? 621 : 622), m: ((month + 2) % 12) + 1 });

/** The CV with its right-to-left form drawn (`style.rtl` = { form, entry, study, lines }: the page's lines, logical order). */
export function withRtlCv(cv) {
  const r = rng((cv.seed ^ 0x5a1e) * 37 + 11);
  const form = r.pick(RTL_FORMS);
  const out = { ...cv, style: { ...cv.style, rtl: { form } } };
  if (form === 'plain') return out;
  const v = BY_FORM[form];
  const entry = r.pick(RTL_ENTRIES);
  const study = r.pick(RTL_STUDIES);
  const num = (text) => inDigits(v.digits, text);
  const [given, family] = [r.pick(v.given), r.pick(v.family)];
  const born = { y: 1982 + r.int(14), m: 1 + r.int(12), d: 1 + r.int(28) };
  const birth = `${born.y}-${pad(born.m)}-${pad(born.d)}`;
  const birthText = form === 'fa' ? solarHijri(birth) : form === 'ar' ? `${pad(born.d)}/${pad(born.m)}/${born.y}` : `${pad(born.d)}.${pad(born.m)}.${born.y}`;
  const phone = digitsOf(r, r.pick(v.phones));
  const email = `${given[1]}.${family[1]}@example.${v.tld}`;
  // Jobs, oldest first while drawn, printed newest first; each a period of whole months.
  let y = born.y + 22;
  const firms = r.sample(v.firms, 2 + r.int(2));
  const titles = r.sample(v.titles, firms.length);
  const monthly = r.next() < 0.5;
  const jobs = firms.map((firm, i) => {
    const from = { y, m: 1 + r.int(12) };
    const ongoing = i === firms.length - 1 && r.next() < 0.6;
    const to = ongoing ? undefined : { y: y + 1 + r.int(3), m: 1 + r.int(12) };
    if (to) y = to.y + 1;
    return { firm, title: titles[i], from, to };
  }).reverse();
  // A date as printed, and as the truth's Gregorian "YYYY-MM" (a year alone: "YYYY").
  const printed = (d) => {
    if (form === 'fa') {
      const solar = { y: d.y - 621 - (d.m <= 3 ? 1 : 0), m: ((d.m + 8) % 12) + 1 };
      return monthly ? num(`${SOLAR_MONTHS[solar.m - 1]} ${solar.y}`) : num(String(d.y - 621));
    }
    return monthly ? num(form === 'ar' ? `${AR.months[d.m - 1]} ${d.y}` : `${pad(d.m)}/${d.y}`) : num(String(d.y));
  };
  const truthDate = (d) => {
    if (form !== 'fa') return monthly ? `${d.y}-${pad(d.m)}` : String(d.y);
    const solar = { y: d.y - 621 - (d.m <= 3 ? 1 : 0), m: ((d.m + 8) % 12) + 1 };
    if (!monthly) return String(d.y);
    const g = solarToGregorian(solar.y, solar.m);
    return `${g.y}-${pad(g.m)}`;
  };
  const period = (j) => `${printed(j.from)} - ${j.to ? printed(j.to) : v.now}`;
  const workLines = jobs.flatMap((j) => {
    if (entry === 'cells') return [{ cells: [period(j), j.title, j.firm], columns: [0.3, 0.3, 0.4] }];
    if (entry === 'period-over') return [{ text: period(j) }, { text: `${j.title} - ${j.firm}` }];
    return [{ text: `${period(j)}  ${j.title}` }, { text: j.firm }];
  });
  // Studies: one or two, the newest first, dated by their end year (Solar Hijri in Persian) or their period.
  const schools = r.sample(v.schools, 1 + r.int(2));
  const degrees = r.sample(v.degrees, schools.length);
  let sy = born.y + 18;
  const studies = schools.map((school, i) => {
    const years = i === 0 ? 4 : 2;
    const s = { school, degree: degrees[i], from: sy, to: sy + years };
    sy += years;
    return s;
  }).reverse();
  const studyYear = (g) => num(String(form === 'fa' ? g - 621 : g));
  const withPeriod = r.next() < 0.5;
  const when = (s) => (withPeriod ? `${studyYear(s.from)} - ${studyYear(s.to)}` : studyYear(s.to));
  const studyLines = studies.flatMap((s) => {
    if (study === 'cells') return [{ cells: [when(s), s.degree, s.school], columns: [0.2, 0.45, 0.35] }];
    if (study === 'comma') return [{ text: `${when(s)}  ${s.degree}${v.comma}${s.school}` }];
    if (study === 'school-first') return [{ text: `${when(s)}  ${s.school} - ${s.degree}` }];
    return [{ text: `${when(s)}  ${s.degree}` }, { text: s.school }];
  });
  const skills = [...r.sample(v.skills, 2), ...r.sample(LATIN_SKILLS, 2)];
  const heading = (text) => ({ text, size: 12, bold: true, heading: true });
  const lines = [
    ...(r.next() < 0.4 ? [{ text: v.headings.title, size: 16 }] : []),
    { text: `${given[0]} ${family[0]}`, size: 18, name: true },
    { text: jobs[0].title, size: 12 },
    { text: `${r.pick(v.labels.phone)} ${num(phone)}` },
    { text: `${r.pick(v.labels.email)} ${email}` },
    { text: `${v.labels.birth} ${num(birthText)}` },
    heading(v.headings.work), ...workLines,
    heading(v.headings.education), ...studyLines,
    heading(v.headings.skills), { text: skills.join(v.comma) },
  ];
  return {
    ...cv, first: given[0], last: family[0], email, phone, birth, skills, headline: jobs[0].title,
    address: { street: '', city: '', zip: '' },
    work: jobs.map((j) => ({ employer: j.firm, title: j.title, start: truthDate(j.from), end: j.to ? truthDate(j.to) : '' })),
    // A study's end year: Gregorian, as the truth's dates are (a Solar Hijri year alone is the Gregorian one it starts in).
    education: studies.map((s) => ({ institution: s.school, degree: s.degree, end: String(s.to) })),
    style: { ...cv.style, rtl: { form, entry, study, lines: lines.map((l) => ({ ...l, rtl: true })) } },
  };
}

// Bidi classes enough for these lines: strong right-to-left letters, strong left-to-right letters, numbers, and the rest.
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
const DIGIT = /[0-9\u0660-\u0669\u06F0-\u06F9]/u;
// Separators inside a number ("1398/05/12", "050-123", "3.5") and between Latin letters ("a.b@c"): they join their sides.
const JOINER = /[./:,@\-+_]/u;

/**
 * A line of an RTL paragraph in visual order, as a PDF producer stores its glyphs left to right (the Unicode bidi
 * algorithm's resolved levels, simplified to what these lines hold): right-to-left letters at level 1, Latin words and
 * numbers at level 2; a neutral between two runs of one direction takes it (numbers count as right-to-left for that),
 * else the paragraph's; then each level-2 run is reversed, then the whole line.
 */
export function visualOrder(text) {
  const chars = [...text];
  const kind = chars.map((c) => (DIGIT.test(c) ? 'N' : RTL_LETTER.test(c) ? 'R' : /\p{L}/u.test(c) ? 'L' : 'O'));
  // A joiner between two numbers or two Latin letters belongs to them.
  for (let i = 1; i < chars.length - 1; i++) {
    if (kind[i] === 'O' && JOINER.test(chars[i]) && kind[i - 1] === kind[i + 1] && (kind[i - 1] === 'N' || kind[i - 1] === 'L')) kind[i] = kind[i - 1];
  }
  // Neutrals: the direction of both sides when they agree (a number reads as right-to-left here), else right-to-left.
  const strong = (k) => (k === 'L' ? 'L' : k === 'R' || k === 'N' ? 'R' : undefined);
  const level = kind.map((k) => (k === 'R' ? 1 : k === 'L' || k === 'N' ? 2 : 0));
  for (let i = 0; i < chars.length; i++) {
    if (kind[i] !== 'O') continue;
    let a = i - 1;
    while (a >= 0 && kind[a] === 'O') a--;
    let b = i + 1;
    while (b < chars.length && kind[b] === 'O') b++;
    const before = a >= 0 ? strong(kind[a]) : 'R';
    const after = b < chars.length ? strong(kind[b]) : 'R';
    level[i] = before === 'L' && after === 'L' ? 2 : 1;
  }
  // L2: reverse every run at level 2, then the whole line (every character is at level 1 or more).
  const out = [...chars];
  for (let i = 0; i < out.length;) {
    if (level[i] < 2) { i++; continue; }
    let j = i;
    while (j < out.length && level[j] >= 2) j++;
    const run = out.slice(i, j).reverse();
    out.splice(i, j - i, ...run);
    i = j;
  }
  return out.reverse().join('');
}
