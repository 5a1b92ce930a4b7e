// The invented-CV generator checked on its own: the same seed gives the same CV and the same
// bytes, no Math.random, every dimension is reached, and every truth field is on the rendered
// page as the project's extractors read it (so a miss in generated-cvs.test.ts is the
// parser's fields step, not text the generator forgot to print).
import { describe, expect, it, vi } from 'vitest';
import JSZip from 'jszip';
import { extractContent } from '../../../src/parser/extract/index.js';
import {
  ADDRESS_FORMS, CONTACT_FORMS, CONTACT_STYLES, DATE_COLUMNS, EDUCATION_LAYOUTS, ENTRY_STYLES, GRADE_LINES, HARD_CONTACT, HARD_NAMES,
  WORLD_FORMS, HEADING_STYLES, LANGUAGES, LAYOUTS, NAME_FORMS, PHONE_FORMS, PLACE_FORMS, VOCAB, WORK_HEADINGS, WORK_HEADING_FORMS, letterSpaced,
  STUDY_FORMS, EDUCATION_HEADING_FORMS, EDUCATION_HEADINGS, SHORT_SCHOOLS, FACULTIES, COURSE_HEADINGS, EUROPASS_FORMS, EUROPASS_LABELS, LONG_DEGREES, wrapAt,
  DETAILED_FORMS, DETAILED_DEGREES, cvToDocx, cvToPdf, displayName, generateCv, generateSet, norm, period, printedStrings, type CvTruth,
  NAME_CLASSES, ADDRESS_PRINT_FORMS, ICONS, TRAP_CLASSES, invertedName, GLOSS_FORMS, FORM_ORDERS, PERSON_FORMS, letterheadDigits, layoutCv, CLIENT_FORMS,
  GLOSS_TOWNS,
  PROGRESS_SCHOOLS, PROGRESS_FIELDS, PROGRESS_MARKS, TRAINEESHIPS, STUDY_MONTHS, studyWhen, EUROPASS_SHORT_LABELS, AT_FORMS, atTitle, CLIENT_OPEN_FORMS,
  CLIENT_PARENT_FORMS, SUMMARY_HEADING_FORMS, SKILL_BLOCK_FORMS, GROUPED_PRINTS, SKILL_SHAPE_FORMS,
  TABLE_ORDERS, TABLE_HEADERS, SPAN_FORMS, COUNTRY_FORMS, DIGIT_FORMS, SPACED_FORMS, TOWN_LINE_FORMS, OPEN_ADDRESS_FORMS, NAME_FIELD_FORMS, NAME_FIELD_LABELS,
  NATIVE_NAME_FORMS, CJK_FORMS, CJK_ROW_FORMS, CJK_PLACE_FORMS, RTL_FORMS, RTL_ENTRIES, RTL_STUDIES, visualOrder,
  inDigits, solarHijri, TITLE_PIECE_FORMS, piecedTitle, STACKED_DATE_FORMS, UNDATED_FORMS, TITLE_BREAK_FORMS, brokenTitles, ENTRY_LINE_FORMS, SINCE_WORDS,
  FREELANCE_FORMS, RECORD_FORMS, RECORD_LABELS, LEAVING, NOTE_FORMS, ABROAD_SCHOOLS, ROW_ORDERS, LONG_ROW_DEGREES, studyRowLines,
  PERSONAL_FORMS, RESIDENCE_LABELS, HANDLE_FORMS, MORE_LANGUAGES, MORE_VOCAB, womanForm, REFEREE_FORMS, DECLARATION_FORMS,
  RUNNING_FORMS, runningLines, PROMOTION_FORMS, LINKEDIN_FORMS, LINKEDIN_DEGREE_FORMS, LINKEDIN_LONG_DEGREES, wrapCuts,
  durationText, TWO_LINE_FORMS, PRESENT_WORDS, twoLinePeriod, TITLE_CELL_FORMS,
  SIDE_FORMS, SIDE_KINDS, SIDE_PLACES, SIDE_HEADINGS, UNDATED_STUDY_FORMS, UNDATED_SCHOOLS,
} from './index.mjs';

/** Every value the truth holds, as the page must show it. */
function truthStrings(cv: CvTruth): string[] {
  return [
    cv.first, cv.last, cv.email, cv.phone, cv.address.street, cv.address.city, cv.address.zip,
    ...cv.work.flatMap((w) => [w.employer, w.title, period(cv, w)]),
    ...cv.education.flatMap((e) => [e.institution, e.degree, e.end]),
    ...cv.skills,
  ];
}

const flat = (s: string): string => norm(s).replace(/\s+/g, ' ');

/** Each of `values` is in the text of the PDF and of the DOCX of `cv`. */
async function expectPrinted(cv: CvTruth, values: readonly string[]): Promise<void> {
  const [pdf, docx] = await Promise.all([
    extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
    extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
  ]);
  for (const value of values) {
    expect(flat(pdf.text), `PDF seed ${cv.seed}: ${value}`).toContain(flat(value));
    expect(flat(docx.text), `DOCX seed ${cv.seed}: ${value}`).toContain(flat(value));
  }
}

/** Every study value of `cv` (school, degree, end) is in the text of its PDF and of its DOCX. */
async function expectStudiesPrinted(cv: CvTruth): Promise<void> {
  const [pdf, docx] = await Promise.all([
    extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
    extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
  ]);
  for (const value of cv.education.flatMap((e) => [e.institution, e.degree, e.end])) {
    expect(flat(pdf.text), `PDF seed ${cv.seed}: ${value}`).toContain(flat(value));
    expect(flat(docx.text), `DOCX seed ${cv.seed}: ${value}`).toContain(flat(value));
  }
}

/** The studies the CV's study layout prints: a study in progress drawn over them (study-progress.mjs) is none of them. */
const layoutStudies = (cv: CvTruth): CvTruth['education'] => {
  const progress = cv.style.education?.progress;
  return progress === 'only' ? [] : progress === 'first' ? cv.education.slice(1) : cv.education;
};

describe('CV generator', () => {
  it('is deterministic from the seed: the same truth and the same PDF and DOCX bytes', async () => {
    const a = generateCv(4242);
    const b = generateCv(4242);
    expect(b).toEqual(a);
    expect(cvToPdf(b).equals(cvToPdf(a))).toBe(true);
    expect((await cvToDocx(b)).equals(await cvToDocx(a))).toBe(true);
    expect(generateCv(4243)).not.toEqual(a);
    expect(generateSet(12, 3)).toEqual(generateSet(12, 3));
  });

  it('never calls Math.random', async () => {
    const random = vi.spyOn(Math, 'random');
    try {
      for (const cv of generateSet(10, 9)) {
        cvToPdf(cv);
        await cvToDocx(cv);
      }
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });

  it('walks every layout × language pair in 45 CVs and reaches every style', () => {
    const set = generateSet(90, 1);
    const pairs = new Set(set.slice(0, 45).map((cv) => `${cv.style.layout}/${cv.lang}`));
    expect(pairs.size).toBe(LAYOUTS.length * LANGUAGES.length);
    expect(LANGUAGES).toEqual(['en', 'de', 'fr', 'es', 'it', 'pl', 'hu', 'nl', 'pt']);
    for (const [key, values] of [['contact', CONTACT_STYLES], ['dateColumn', DATE_COLUMNS], ['heading', HEADING_STYLES], ['entry', ENTRY_STYLES]] as const) {
      expect(new Set(set.map((cv) => cv.style[key])), key).toEqual(new Set(values));
    }
  });

  it('fills every truth field, with invented e-mails and family-given names for Hungarian only', () => {
    for (const cv of generateSet(45, 5)) {
      for (const value of [cv.first, cv.last, cv.email, cv.phone, cv.address.street, cv.address.city, cv.address.zip]) expect(value).not.toBe('');
      expect(cv.work.length).toBeGreaterThanOrEqual(2);
      expect(cv.education.length).toBeGreaterThanOrEqual(1);
      expect(cv.skills.length).toBeGreaterThanOrEqual(4);
      expect(cv.email).toMatch(/^[a-z.]+@example\.[a-z.]+$/);
      expect(VOCAB[cv.lang]!.cities.some(([city, zip]) => city === cv.address.city && zip === cv.address.zip)).toBe(true);
      expect(displayName(cv)).toBe(cv.lang === 'hu' ? `${cv.last} ${cv.first}` : `${cv.first} ${cv.last}`);
      for (const w of cv.work) expect(w.end === '' || w.start < w.end).toBe(true);
    }
  });

  it('prints every truth field in the layout, and the PDF and DOCX text carry each one', async () => {
    for (const cv of generateSet(45, 2)) {
      const printed = flat(printedStrings(cv).join('\n'));
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      for (const value of truthStrings(cv)) {
        const want = flat(value);
        const where = `seed ${cv.seed} ${cv.lang} ${cv.style.layout}: ${value}`;
        expect(printed, where).toContain(want);
        expect(flat(pdf.text), `PDF ${where}`).toContain(want);
        expect(flat(docx.text), `DOCX ${where}`).toContain(want);
      }
    }
  }, 60_000);

  it('later languages (langs option): walked only when asked, with their date forms and present words, every truth field printed', async () => {
    expect(LANGUAGES).not.toContain('cs');
    expect(generateSet(45, 2).some((cv) => cv.style.langForms !== undefined)).toBe(false);
    const cvs = generateSet(28, 2, { langs: MORE_LANGUAGES });
    expect(new Set(cvs.map((cv) => cv.lang))).toEqual(new Set(MORE_LANGUAGES));
    expect(new Set(cvs.map((cv) => cv.style.langForms?.dates))).toEqual(new Set(['words', 'dotted', 'iso', 'slash']));
    for (const cv of cvs) {
      const v = MORE_VOCAB[cv.lang]!;
      expect(v.presents).toContain(cv.style.langForms!.present);
      const open = cv.work.find((w) => w.end === '');
      if (open) expect(period(cv, open)).toContain(cv.style.langForms!.present);
      if (cv.style.monthDates && cv.style.langForms!.dates === 'words') {
        expect(period(cv, cv.work[1]!)).toContain(v.months![Number(cv.work[1]!.start.slice(5, 7)) - 1]!);
      }
      // Czech and Slovak family names agree with a woman's given name.
      if (v.women?.includes(cv.first)) expect(v.family.map(womanForm)).toContain(cv.last);
      // A PDF date column may break a period after its dash (splitDates): its halves are printed, not the whole.
      const periods = new Set(cv.work.map((w) => period(cv, w)));
      await expectPrinted(cv, truthStrings(cv).filter((value) => !(cv.style.splitDates && periods.has(value))));
    }
    expect(womanForm('Zahrádka')).toBe('Zahrádková');
    expect(womanForm('Vrbický')).toBe('Vrbická');
    expect(womanForm('Hrouzek')).toBe('Hrouzková');
  }, 60_000);

  it('hard classes: every contact and name class is reached, a CV without a printed name has an empty truth, and every truth field is printed', async () => {
    const set = generateSet(45, 3, { hard: true });
    expect(new Set(set.map((cv) => cv.style.hard?.contact))).toEqual(new Set(HARD_CONTACT));
    expect(new Set(set.map((cv) => cv.style.hard?.name))).toEqual(new Set(HARD_NAMES));
    expect(set.some((cv) => cv.style.hard?.state !== undefined)).toBe(true);
    for (const cv of set) {
      if (cv.style.hard?.name === 'none') expect([cv.first, cv.last, flat(printedStrings(cv).join(' ')).includes(cv.email.split('@')[0]!)]).toEqual(['', '', true]);
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      // The person fields: the hard classes change only how those are printed.
      const person = [cv.first, cv.last, cv.email, cv.phone, cv.address.street, cv.address.city, cv.address.zip];
      for (const value of person.filter((v) => v !== '')) {
        expect(flat(pdf.text), `PDF seed ${cv.seed}: ${value}`).toContain(flat(value));
        expect(flat(docx.text), `DOCX seed ${cv.seed}: ${value}`).toContain(flat(value));
      }
    }
    // Without the option the CVs are those of earlier sessions: the same seed gives the same truth.
    expect(generateSet(5, 3).map((cv) => cv.style.hard)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  }, 60_000);

  it('place forms (wild set): each is reached, as the CV\'s contact block allows, and the town, postcode and street are printed', async () => {
    const set = generateSet(360, 3, { wild: true }); // the French and the town-first forms need a few hundred to be drawn
    expect(new Set(set.map((cv) => cv.style.wild?.placeForm))).toEqual(new Set(PLACE_FORMS));
    for (const cv of set.filter((c) => c.style.wild?.placeForm !== 'plain')) {
      const form = cv.style.wild?.placeForm;
      // Another address label needs a labelled block; a Brazilian address a Portuguese CV; a town alone has no street or postcode.
      if (form === 'other-label') expect(cv.style.contact, `seed ${cv.seed}`).toBe('labelled');
      if (form === 'br') expect([cv.lang, cv.address.zip]).toEqual(['pt', expect.stringMatching(/^\d{5}-\d{3}$/)]);
      if (form === 'town-line' || form === 'town-label') expect([cv.address.street, cv.address.zip]).toEqual(['', '']);
      const printed = printedStrings(cv).join('\n');
      // A block broken inside its address (the hard set's 'broken') may break the street itself: its number goes on below.
      const street = cv.style.hard?.contact === 'broken' ? '' : cv.address.street;
      for (const value of [cv.address.city, cv.address.zip, street].filter((v) => v !== '')) {
        // (A Dutch postcode may be printed without its space.)
        expect(printed.replace(/\s/g, ''), `seed ${cv.seed} ${form}`).toContain(value.replace(/\s/g, ''));
      }
    }
  });

  it('address print forms (wild set): each is reached, icons stand before the contact pieces, the address is printed', async () => {
    const set = generateSet(200, 3, { wild: true });
    expect(new Set(set.map((cv) => cv.style.wild?.addressForm))).toEqual(new Set(ADDRESS_PRINT_FORMS));
    for (const cv of set) {
      const form = cv.style.wild?.addressForm;
      const printed = printedStrings(cv).join('\n');
      if (form === 'icons') expect(printed, `seed ${cv.seed}`).toContain(`${ICONS.phone} `);
      else expect(printed, `seed ${cv.seed}`).not.toMatch(/[\uE000-\uF8FF]/u);
      // The label alone on its line, the address under it.
      if (form === 'label-above') expect(printedStrings(cv), `seed ${cv.seed}`).toContainEqual(expect.stringMatching(/^[^:\d]+:$/u));
      if (form === 'short-street') expect(cv.address.street, `seed ${cv.seed}`).toMatch(/ (?:St|Rd|Ave|Ln|Cl|u\.|krt\.)(?:,| \d)/u);
      for (const value of [cv.address.city, cv.address.zip, cv.address.street].filter((v) => v !== '' && cv.style.hard?.contact !== 'broken')) {
        // (A French town may be printed in capitals.)
        expect(printed.replace(/\s/g, '').toLowerCase(), `seed ${cv.seed} ${form}`).toContain(value.replace(/\s/g, '').toLowerCase());
      }
    }
  });

  it('the PDF prints an icon as a Latin-1 sign, the DOCX keeps its private-use character', async () => {
    const cv = generateSet(200, 3, { wild: true }).find((c) => c.style.wild?.addressForm === 'icons')!;
    const pdf = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
    const docx = await extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false });
    expect(pdf.text).toContain('©');
    expect(docx.text).toContain(ICONS.phone);
  });

  it('wild classes: every name order, phone and address form is reached, the hard CV stays, every truth field is printed', async () => {
    const set = generateSet(90, 3, { wild: true });
    expect(new Set(set.flatMap((cv) => cv.style.wild?.nameForm ?? []))).toEqual(new Set(NAME_FORMS));
    expect(new Set(set.map((cv) => cv.style.wild?.phone))).toEqual(new Set(PHONE_FORMS));
    expect(new Set(set.map((cv) => cv.style.wild?.address))).toEqual(new Set(ADDRESS_FORMS));
    expect(new Set(set.map((cv) => cv.style.wild?.contactForm))).toEqual(new Set(CONTACT_FORMS));
    // A form that sets the pieces of a one-line block apart is only drawn for a one-line block.
    for (const cv of set.filter((c) => ['street-sep', 'address-last', 'phone-label'].includes(c.style.wild?.contactForm ?? ''))) {
      expect(cv.style.contact, `seed ${cv.seed}`).toBe('one-line');
    }
    expect(set.some((cv) => cv.style.wild?.id) && set.some((cv) => cv.style.wild?.languages) && set.some((cv) => cv.birth)).toBe(true);
    // The wild draws come after the hard ones: the same seed keeps its jobs, schools and hard classes.
    const hard = generateSet(90, 3, { hard: true });
    expect(set.map((cv) => [cv.work, cv.style.hard])).toEqual(hard.map((cv) => [cv.work, cv.style.hard]));
    for (const cv of set.slice(0, 30)) {
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      const person = [cv.first, cv.last, cv.email, cv.phone, cv.address.city, cv.address.zip];
      for (const value of person.filter((v) => v !== '')) {
        expect(flat(pdf.text), `PDF seed ${cv.seed}: ${value}`).toContain(flat(value));
        expect(flat(docx.text), `DOCX seed ${cv.seed}: ${value}`).toContain(flat(value));
      }
    }
  }, 60_000);

  it('study layouts (hard and wild sets): each is reached, the bullets list two degrees at one school, every study and grade is printed', async () => {
    const set = generateSet(45, 4, { hard: true });
    expect(new Set(set.map((cv) => cv.style.education?.layout))).toEqual(new Set(EDUCATION_LAYOUTS));
    const graded = set.filter((cv) => cv.style.education?.grades.some(Boolean));
    expect(graded.length).toBeGreaterThan(5);
    // A note under the newest study (study-notes.mjs) stands in its grade's place.
    for (const cv of graded) {
      for (const g of cv.style.education!.grades.slice(cv.style.education!.note === 'none' ? 0 : 1).filter(Boolean)) expect(GRADE_LINES[cv.lang]).toContain(g);
    }
    const bullets = set.filter((cv) => cv.style.education?.layout === 'school-bullets' && cv.style.education.progress !== 'only');
    expect(bullets.length).toBeGreaterThan(5);
    for (const cv of bullets) expect(layoutStudies(cv)[1]!.institution, `seed ${cv.seed}`).toBe(layoutStudies(cv)[0]!.institution);
    // Drawn from a stream of their own: the wild CV of a seed prints its studies as the hard one does; the plain set prints none.
    expect(generateSet(45, 4, { wild: true }).map((cv) => [cv.education, cv.style.education])).toEqual(set.map((cv) => [cv.education, cv.style.education]));
    expect(generateSet(5, 4).map((cv) => cv.style.education)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    for (const cv of set.slice(0, 25)) {
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      const values = [...cv.education.flatMap((e) => [e.institution, e.degree, e.end]), ...cv.style.education!.grades.filter(Boolean)];
      for (const value of values) {
        // A long degree broken in the PDF (its date cell may stand between the pieces): each piece is printed.
        const cut = cv.style.education!.longDegrees ? wrapAt(value) : undefined;
        const pieces = cut === undefined ? [value] : [value.slice(0, cut), value.slice(cut + 1)];
        for (const piece of pieces) expect(flat(pdf.text), `PDF seed ${cv.seed}: ${piece}`).toContain(flat(piece));
        expect(flat(docx.text), `DOCX seed ${cv.seed}: ${value}`).toContain(flat(value));
      }
    }
  }, 60_000);

  it('work headings (headings option): every form is reached, the wording is its language\'s, nothing else changes, the PDF and DOCX print it', async () => {
    const set = generateSet(45, 5, { hard: true, headings: true });
    expect(new Set(set.map((cv) => cv.style.workHeading?.form))).toEqual(new Set(WORK_HEADING_FORMS));
    for (const cv of set) expect(WORK_HEADINGS[cv.lang], `seed ${cv.seed}`).toContain(cv.style.workHeading!.wording);
    expect(letterSpaced('Work History', 'en')).toBe('W O R K   H I S T O R Y');
    // Drawn from a stream of its own: without the heading, the CV is the hard CV of the same seed.
    expect(set.map(({ style: { workHeading: _, ...style }, ...cv }) => ({ ...cv, style })))
      .toEqual(generateSet(45, 5, { hard: true }));
    for (const cv of set.slice(0, 12)) {
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      const letters = (s: string) => flat(s).replace(/[\s:]/g, '');
      expect(letters(pdf.text), `PDF seed ${cv.seed}`).toContain(letters(cv.style.workHeading!.text));
      expect(letters(docx.text), `DOCX seed ${cv.seed}`).toContain(letters(cv.style.workHeading!.text));
    }
  }, 60_000);

  it('glossed employers (glosses option): every form is reached, nothing else changes, the PDF and DOCX print name, gloss, title and dates', async () => {
    const set = generateSet(45, 5, { hard: true, glosses: true });
    expect(new Set(set.map((cv) => cv.style.gloss?.form))).toEqual(new Set(GLOSS_FORMS));
    expect(new Set(set.map((cv) => cv.style.gloss?.glyph))).toEqual(new Set(['', '• ', '» ']));
    expect(new Set(set.map((cv) => cv.style.gloss?.town))).toEqual(new Set(GLOSS_TOWNS));
    // The firm's town is a city of the CV's country, never the person's own.
    for (const cv of set) for (const w of cv.work) expect(w.glossTown === undefined || w.glossTown !== cv.address.city).toBe(true);
    // Drawn from a stream of its own: without the glosses, the CV is the hard CV of the same seed.
    expect(set.map(({ style: { gloss: _, ...style }, work, ...cv }) => ({ ...cv, style, work: work.map(({ gloss: __, glossTown: ___, ...w }) => w) })))
      .toEqual(generateSet(45, 5, { hard: true }));
    for (const cv of set.slice(0, 12)) {
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      for (const w of cv.work) {
        const town = cv.style.gloss!.town;
        const named = w.glossTown && town === 'before' ? `${w.employer}, ${w.glossTown}.- ${w.gloss!}`
          : `${w.employer.replace(/\.$/u, '')}.- ${w.gloss!}${w.glossTown && town === 'after' ? `, ${w.glossTown}` : ''}`;
        for (const value of [named, w.title, period(cv, w)]) {
          expect(flat(pdf.text), `PDF seed ${cv.seed}: ${value}`).toContain(flat(value));
          expect(flat(docx.text), `DOCX seed ${cv.seed}: ${value}`).toContain(flat(value));
        }
      }
    }
  }, 60_000);

  it('jobs as form rows (forms option): every order is reached, nothing else changes, the PDF and DOCX print each row', async () => {
    const set = generateSet(45, 5, { hard: true, forms: true });
    expect(new Set(set.map((cv) => cv.style.form?.order))).toEqual(new Set(FORM_ORDERS));
    // Drawn from a stream of its own: without the form, the CV is the hard CV of the same seed.
    expect(set.map(({ style: { form: _, ...style }, ...cv }) => ({ ...cv, style }))).toEqual(generateSet(45, 5, { hard: true }));
    for (const cv of set.slice(0, 12)) {
      const form = cv.style.form!;
      await expectPrinted(cv, cv.work.flatMap((w) => [form.period, period(cv, w), form.title, w.title, form.employer, w.employer,
        form.rows[form.describe]!]));
    }
  }, 60_000);

  it('client rows (clients option): every form is reached, nothing else changes, the PDF and DOCX print each client row', async () => {
    const set = generateSet(45, 5, { hard: true, clients: true });
    expect(new Set(set.map((cv) => cv.style.clients?.form))).toEqual(new Set(CLIENT_FORMS));
    expect(set.every((cv) => cv.style.clients!.per.some(Boolean))).toBe(true);
    // Drawn from a stream of its own: without the client rows, the CV is the hard CV of the same seed.
    expect(set.map(({ style: { clients: _, ...style }, ...cv }) => ({ ...cv, style }))).toEqual(generateSet(45, 5, { hard: true }));
    for (const cv of [...set.slice(0, 8), ...generateSet(4, 5, { hard: true, forms: true, clients: true })]) {
      const { label, per } = cv.style.clients!;
      await expectPrinted(cv, per.filter((c): c is string => c !== undefined).flatMap((client) => [label, client]));
    }
  }, 60_000);

  it('"at" headers (at option): every form is reached, only the role-colon titles change, the PDF and DOCX print each header', async () => {
    const set = generateSet(45, 5, { hard: true, at: true });
    expect(new Set(set.map((cv) => cv.style.at!.form))).toEqual(new Set([...AT_FORMS, 'plain']));
    // Drawn from a stream of its own: without the form (and the what of a role-colon title), the CV is the hard CV of the same seed.
    const plain = generateSet(45, 5, { hard: true });
    set.forEach((cv, i) => {
      const { style: { at, ...style }, work, ...rest } = cv;
      expect({ ...rest, style }).toEqual((({ style: _, work: __, ...r }) => ({ ...r, style: plain[i]!.style }))(plain[i]!));
      expect(work).toEqual(plain[i]!.work.map((w, k) => ({ ...w, title: atTitle(cv, k, w.title) })));
      if (at!.form === 'plain') expect(at!.word).toBeUndefined();
    });
    for (const cv of set.filter((c) => c.style.at!.form !== 'plain').slice(0, 8)) {
      const { word } = cv.style.at!;
      await expectPrinted(cv, cv.work.map((w) => `${w.title} ${word} ${w.employer}`));
    }
  }, 60_000);

  it('jobs opened by their client (clientOpens option): every form is reached, nothing else changes, each row is printed', async () => {
    const set = generateSet(45, 5, { hard: true, clientOpens: true });
    expect(new Set(set.map((cv) => cv.style.clientOpens!.form))).toEqual(new Set([...CLIENT_OPEN_FORMS]));
    // Drawn from a stream of its own: without the rows, the CV is the hard CV of the same seed.
    expect(set.map(({ style: { clientOpens: _, ...style }, ...cv }) => ({ ...cv, style }))).toEqual(generateSet(45, 5, { hard: true }));
    // Not with jobs printed as forms.
    expect(generateSet(6, 5, { hard: true, forms: true, clientOpens: true }).every((cv) => cv.style.clientOpens!.form === 'plain')).toBe(true);
    for (const cv of set.slice(0, 8)) {
      const { client, period: periodLabel, role, projects } = cv.style.clientOpens!;
      await expectPrinted(cv, cv.work.flatMap((w, k) => [client!, `${w.employer} – ${projects![k]}`, periodLabel!, period(cv, w), role!, w.title]));
    }
  }, 60_000);

  it('a consultancy over its client rows (clientParents option): every form is reached, only the parent job is added, each row is printed', async () => {
    const opened = generateSet(45, 5, { hard: true, clientOpens: true });
    const set = generateSet(45, 5, { hard: true, clientOpens: true, clientParents: true });
    expect(new Set(set.map((cv) => cv.style.clientParents!.form))).toEqual(new Set([...CLIENT_PARENT_FORMS]));
    // Drawn from a stream of its own: without the parent's job, the CV is the CV opened by client rows of the same seed.
    expect(set.map(({ style: { clientParents: _, ...style }, work, ...cv }) => ({ ...cv, style, work: work.filter((w) => !w.parent) }))).toEqual(opened);
    // Not without client rows.
    expect(generateSet(6, 5, { hard: true, clientParents: true }).every((cv) => cv.style.clientParents!.form === 'plain')).toBe(true);
    for (const cv of set.filter((c) => c.style.clientParents!.form !== 'plain').slice(0, 6)) {
      const [parent, first] = cv.work;
      const { internal, internalPeriod } = cv.style.clientParents!;
      expect(parent).toMatchObject({ parent: true, title: '', end: first!.end });
      expect(parent!.start < first!.start && internalPeriod!.end < first!.start).toBe(true);
      await expectPrinted(cv, [parent!.employer, period(cv, parent!), `${parent!.employer} – ${internal!}`, period(cv, { ...parent!, ...internalPeriod! }), first!.title]);
    }
  }, 60_000);

  it('a skills section under a summed-up heading (summaryHeadings option): every form is reached, nothing else changes, each row is printed', async () => {
    const set = generateSet(45, 5, { hard: true, summaryHeadings: true });
    expect(new Set(set.map((cv) => cv.style.summaryHeading!.form))).toEqual(new Set([...SUMMARY_HEADING_FORMS, 'plain']));
    expect(set.map(({ style: { summaryHeading: _, ...style }, ...cv }) => ({ ...cv, style }))).toEqual(generateSet(45, 5, { hard: true }));
    expect(set.filter((cv) => cv.style.layout === 'europass').every((cv) => cv.style.summaryHeading!.form === 'plain')).toBe(true);
    for (const cv of set.filter((c) => c.style.summaryHeading!.form !== 'plain').slice(0, 6)) {
      const { heading, rows } = cv.style.summaryHeading!;
      await expectPrinted(cv, [heading!, ...rows!.flat()]);
    }
  }, 60_000);

  it('skills blocks (skillBlocks option): every form is reached, only the skills, the first job and its prose change, each item is printed', async () => {
    const set = generateSet(90, 5, { wild: true, skillBlocks: true });
    const wild = generateSet(90, 5, { wild: true });
    expect(new Set(set.map((cv) => cv.style.skillBlock!.form))).toEqual(new Set([...SKILL_BLOCK_FORMS]));
    expect(new Set(set.filter((cv) => cv.style.skillBlock!.form === 'grouped').map((cv) => cv.style.skillBlock!.print)).size).toBeGreaterThan(2);
    expect(GROUPED_PRINTS.length).toBeGreaterThan(2);
    // Drawn from a stream of its own: without the block, the first job's employer and prose, the CV is the wild CV of the same seed.
    const rest = (cv: CvTruth) => {
      const { style: { skillBlock: _, ...style }, skills: __, work, ...other } = cv;
      return { ...other, style, work: work.map(({ employer: _e, prose: _p, ...w }) => w) };
    };
    expect(set.map(rest)).toEqual(wild.map(rest));
    for (const cv of set) {
      const block = cv.style.skillBlock!;
      // The structure's words are never in the truth: a sub-heading, a level, a firm's word is no skill.
      if (block.form !== 'plain') expect(cv.skills.filter((s) => block.noise!.includes(s))).toEqual([]);
      if (block.form === 'firms') expect(cv.work[0]!.employer.startsWith(`${block.word} `)).toBe(true);
    }
    for (const cv of set.filter((c) => !['plain', 'firms'].includes(c.style.skillBlock!.form)).slice(0, 6)) {
      await expectPrinted(cv, cv.skills);
    }
  }, 120_000);

  it('skills lists in cut-prone shapes (skillShapes option): every form is reached, only the skills change, each item is printed', async () => {
    const set = generateSet(90, 5, { wild: true, skillShapes: true });
    const wild = generateSet(90, 5, { wild: true });
    expect(new Set(set.map((cv) => cv.style.skillShape!.form))).toEqual(new Set([...SKILL_SHAPE_FORMS]));
    // Drawn from a stream of its own: without the shape and the skills, the CV is the wild CV of the same seed.
    const rest = (cv: CvTruth) => {
      const { style: { skillShape: _, ...style }, skills: __, ...other } = cv;
      return { ...other, style };
    };
    expect(set.map(rest)).toEqual(wild.map(rest));
    for (const cv of set) {
      const shape = cv.style.skillShape!;
      // The labels are never in the truth; the truth keeps every skill the plain CV had.
      if (shape.form !== 'plain') expect(cv.skills.filter((s) => shape.noise!.includes(s))).toEqual([]);
      expect(wild.find((w) => w.seed === cv.seed)!.skills.every((s) => cv.skills.includes(s))).toBe(true);
    }
    for (const form of SKILL_SHAPE_FORMS.filter((f) => f !== 'plain')) {
      for (const cv of set.filter((c) => c.style.skillShape!.form === form).slice(0, 2)) await expectPrinted(cv, cv.skills);
    }
  }, 120_000);

  it('skills with levels under plain sub-headings (skillLevels option): only grouped blocks change, the truth stays, levels are printed', async () => {
    const set = generateSet(90, 5, { wild: true, skillLevels: true });
    const blocks = generateSet(90, 5, { wild: true, skillBlocks: true });
    const levelled = set.filter((cv) => cv.style.skillBlock!.print?.startsWith('levels'));
    expect(new Set(levelled.map((cv) => cv.style.skillBlock!.print))).toEqual(new Set(['levels cells', 'levels dash']));
    // Drawn from a stream of its own: the truth and every other draw are the skillBlocks CV's; only grouped blocks print levels.
    set.forEach((cv, i) => {
      const block = cv.style.skillBlock!;
      const { style: { skillBlock: _, ...style }, ...rest } = cv;
      const { style: { skillBlock: theirs, ...otherStyle }, ...other } = blocks[i]!;
      expect({ ...rest, style }).toEqual({ ...other, style: otherStyle });
      if (!block.print?.startsWith('levels')) expect(block).toEqual(theirs);
      else expect(block.form).toBe('grouped');
      expect(cv.skills.filter((s) => (block.noise ?? []).includes(s))).toEqual([]);
    });
    for (const cv of levelled.slice(0, 4)) await expectPrinted(cv, [...cv.skills, ...cv.style.skillBlock!.groups!.map(([head]) => head)]);
  }, 120_000);

  it('titles with a rank and a field (titlePieces option): every form is reached, only the titles change, each is printed', async () => {
    const set = generateSet(45, 5, { hard: true, titlePieces: true });
    expect(new Set(set.map((cv) => cv.style.titlePieces!.form))).toEqual(new Set([...TITLE_PIECE_FORMS]));
    // Not with jobs printed as forms: their titles stay.
    expect(generateSet(6, 5, { hard: true, forms: true, titlePieces: true }).every((cv) => cv.style.titlePieces!.form === 'plain')).toBe(true);
    // Drawn from a stream of its own: with the plain titles back, the CV is the hard CV of the same seed.
    const hard = generateSet(45, 5, { hard: true });
    const plainTitles = (cv: CvTruth, i: number) => cv.work.map((w, k) => ({ ...w, title: hard[i]!.work[k]!.title }));
    expect(set.map(({ style: { titlePieces: _, ...style }, ...cv }, i) => ({ ...cv, style, work: plainTitles(cv as CvTruth, i) }))).toEqual(hard);
    set.forEach((cv, i) => cv.work.forEach((w, k) => expect(w.title).toBe(piecedTitle(cv, k, hard[i]!.work[k]!.title))));
    expect(set.filter((cv) => cv.style.titlePieces!.form === 'rank-field').every((cv) => cv.work.every((w) => /, .+ – /u.test(w.title)))).toBe(true);
    for (const cv of set.slice(0, 8)) await expectPrinted(cv, cv.work.map((w) => w.title));
  }, 60_000);

  it('a role over its clients (freelance option): one job becomes two clients under the role, the CV otherwise the hard one', async () => {
    const set = generateSet(45, 5, { hard: true, freelance: true });
    const hard = generateSet(45, 5, { hard: true });
    const drawn = set.filter((cv) => cv.style.freelance!.form === 'role-over-clients');
    expect(new Set(drawn.map((cv) => cv.style.freelance!.form))).toEqual(new Set([...FREELANCE_FORMS]));
    expect(drawn.length).toBeGreaterThan(20);
    // Not with jobs printed as forms.
    expect(generateSet(6, 5, { hard: true, forms: true, freelance: true }).every((cv) => cv.style.freelance!.form === 'plain')).toBe(true);
    set.forEach((cv, i) => {
      const { style: { freelance, ...style }, work, ...rest } = cv;
      const { style: hardStyle, work: hardWork, ...hardRest } = hard[i]!;
      // Drawn from a stream of its own: the people, the print style and the other jobs are the hard CV's.
      expect(rest).toEqual(hardRest);
      expect(style).toEqual(hardStyle);
      const clients = work.filter((w) => w.freelance);
      if (freelance!.form === 'plain') return expect(work).toEqual(hardWork);
      expect(clients.map((w) => w.title)).toEqual([freelance!.role, freelance!.role]);
      // The two clients stand where the job they replace stood, the newer first, within its stretch.
      const at = work.findIndex((w) => w.freelance);
      expect([...work.slice(0, at), ...work.slice(at + 2)]).toEqual([...hardWork.slice(0, at), ...hardWork.slice(at + 1)]);
      expect([clients[0]!.end, clients[1]!.start]).toEqual([hardWork[at]!.end, hardWork[at]!.start]);
      expect(clients[0]!.start >= clients[1]!.start && clients[0]!.start === clients[1]!.end).toBe(true);
    });
    for (const cv of drawn.slice(0, 6)) await expectPrinted(cv, [cv.style.freelance!.role!, ...cv.work.map((w) => w.employer)]);
  }, 60_000);

  it('several roles at one employer (promotions option): one job becomes two or three roles under it, the CV otherwise the hard one', async () => {
    const set = generateSet(45, 5, { hard: true, promotions: true });
    const hard = generateSet(45, 5, { hard: true });
    const drawn = set.filter((cv) => cv.style.promotions!.form !== 'plain');
    expect(new Set(set.map((cv) => cv.style.promotions!.form))).toEqual(new Set(PROMOTION_FORMS));
    expect(drawn.length).toBeGreaterThan(20);
    // Not with jobs printed as forms or as a role over clients.
    expect(generateSet(6, 5, { hard: true, forms: true, promotions: true }).every((cv) => cv.style.promotions!.form === 'plain')).toBe(true);
    set.forEach((cv, i) => {
      const { style: { promotions, ...style }, work, ...rest } = cv;
      const { style: hardStyle, work: hardWork, ...hardRest } = hard[i]!;
      // Drawn from a stream of its own: the people, the print style and the other jobs are the hard CV's.
      expect(rest).toEqual(hardRest);
      expect(style).toEqual(hardStyle);
      if (promotions!.form === 'plain') return expect(work).toEqual(hardWork);
      const roles = work.filter((w) => w.promotion);
      expect(roles.length).toBe(promotions!.roles);
      const at = work.findIndex((w) => w.promotion);
      expect([...work.slice(0, at), ...work.slice(at + roles.length)]).toEqual([...hardWork.slice(0, at), ...hardWork.slice(at + 1)]);
      // One employer, each role its own title (the newest the job's), the periods one after the other, newest first.
      expect(new Set(roles.map((w) => w.employer))).toEqual(new Set([hardWork[at]!.employer]));
      expect(new Set(roles.map((w) => w.title)).size).toBe(roles.length);
      expect(roles[0]!.title).toBe(hardWork[at]!.title);
      expect(roles[0]!.end).toBe(hardWork[at]!.end);
      roles.slice(1).forEach((w, k) => expect(w.end).toBe(roles[k]!.start));
      expect(roles.every((w) => w.start < (w.end || '9999'))).toBe(true);
    });
    // The employer once, each title and its period, and the span or duration where the form prints it.
    for (const cv of drawn.slice(0, 6)) {
      const roles = cv.work.filter((w) => w.promotion);
      const p = roles[0]!.promotion!;
      const extra = cv.style.promotions!.form === 'duration' ? [durationText(cv.lang, p.start, p.end, cv.style.promotions!.durationForm)] : [];
      await expectPrinted(cv, [...roles.map((w) => w.title), ...extra]);
      const printed = printedStrings(cv).filter((t) => t.includes(roles[0]!.employer));
      expect(printed.length, `seed ${cv.seed}`).toBe(1);
    }
    expect(durationText('en', '2019-01', '2025-02')).toBe('6 yrs 2 mos');
    expect(durationText('de', '2019-01', '2025-02', 1)).toBe('6 Jahre');
  }, 60_000);

  it("LinkedIn's export (linkedin option): the sidebar and body as the site prints them, no phone or street in the truth", async () => {
    const set = generateSet(45, 5, { hard: true, linkedin: true });
    const hard = generateSet(45, 5, { hard: true });
    const drawn = set.filter((cv) => cv.style.linkedin!.form === 'export');
    expect(new Set(set.map((cv) => cv.style.linkedin!.form))).toEqual(new Set(LINKEDIN_FORMS));
    expect(drawn.length).toBeGreaterThan(12);
    expect(drawn.some((cv) => cv.style.linkedin!.grouped)).toBe(true);
    set.forEach((cv, i) => {
      const { style: { linkedin, ...style }, ...rest } = cv;
      // A CV that draws plain is the hard one.
      if (linkedin!.form === 'plain') return expect({ ...rest, style }).toEqual(hard[i]);
      expect([cv.phone, cv.address.street, cv.address.zip, cv.address.city]).toEqual(['', '', '', hard[i]!.address.city]);
      expect([cv.first, cv.last, cv.email]).toEqual([hard[i]!.first, hard[i]!.last, hard[i]!.email]);
      expect(cv.skills).toEqual(hard[i]!.skills.slice(0, 3));
      expect(linkedin!.town!.startsWith(`${cv.address.city}, `)).toBe(true);
    });
    for (const cv of drawn.slice(0, 6)) {
      await expectPrinted(cv, [`${cv.first} ${cv.last}`, cv.email, cv.style.linkedin!.town!, ...cv.work.flatMap((w) => [w.employer, w.title]),
        ...cv.education.flatMap((e) => [e.institution, e.degree]), '(LinkedIn)', 'Page 1 of 1']);
      // The site prints one employer's roles under it once.
      const printed = printedStrings(cv);
      for (const employer of new Set(cv.work.map((w) => w.employer))) expect(printed.filter((t) => t === employer).length).toBe(1);
      expect(printed.some((t) => t === cv.address.street)).toBe(false);
    }
  }, 60_000);

  it("LinkedIn's long degrees (linkedinDegrees option): an exported study named in the site's long form over two or three PDF lines", async () => {
    const set = generateSet(45, 5, { hard: true, linkedinDegrees: true });
    const exported = generateSet(45, 5, { hard: true, linkedin: true });
    expect(new Set(set.map((cv) => cv.style.linkedin!.degree?.form))).toEqual(new Set(LINKEDIN_DEGREE_FORMS));
    const long = set.filter((cv) => cv.style.linkedin!.degree?.form === 'long');
    expect(long.length).toBeGreaterThan(4);
    set.forEach((cv, i) => {
      const { degree, ...linkedin } = cv.style.linkedin!;
      // A CV that draws plain (or is not exported) is the exported one of the same seed; a long one differs in one degree.
      if (degree?.form !== 'long') return expect({ ...cv, style: { ...cv.style, linkedin } }).toEqual(exported[i]);
      expect(linkedin.form).toBe('export');
      const names = Object.values(LINKEDIN_LONG_DEGREES).flat();
      expect(cv.education.map((e, k) => (k === degree.index ? names.includes(e.degree) : e.degree === exported[i]!.education[k]!.degree)))
        .toEqual(cv.education.map(() => true));
    });
    for (const cv of long.slice(0, 4)) await expectStudiesPrinted(cv);
    expect(wrapCuts('Master of Science - MS, Computer Engineering and Information Systems with a minor in Applied Statistics').length)
      .toBeGreaterThanOrEqual(2);
    expect(wrapCuts('Master of Science')).toEqual([]);
  }, 60_000);

  it('periods stacked end over start (stackedDates option): both forms reached, only in a date column, the CV otherwise the hard one', async () => {
    const set = generateSet(45, 5, { hard: true, stackedDates: true });
    expect(new Set(set.map((cv) => cv.style.stackedDates!.form))).toEqual(new Set([...STACKED_DATE_FORMS]));
    const stacked = set.filter((cv) => cv.style.stackedDates!.form === 'end-over-start');
    expect(stacked.every((cv) => cv.style.layout !== 'europass' && cv.style.dateColumn !== 'inline')).toBe(true);
    // Drawn from a stream of its own: without the form, the CV is the hard CV of the same seed.
    expect(set.map(({ style: { stackedDates: _, ...style }, ...cv }) => ({ ...cv, style }))).toEqual(generateSet(45, 5, { hard: true }));
    // The PDF prints each end on the entry's line and its start on the line below, with no dash between them.
    for (const cv of stacked.slice(0, 4)) {
      const pdf = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
      for (const w of cv.work) {
        const [from, to] = period(cv, w).split(' – ');
        expect(pdf.text, `seed ${cv.seed}`).not.toContain(period(cv, w));
        expect(pdf.text.indexOf(to!), `seed ${cv.seed}: ${to} before ${from}`).toBeLessThan(pdf.text.lastIndexOf(from!));
      }
    }
  }, 60_000);

  it('titles broken at a hyphen (titleBreaks option): every form reached, only over the employer, the CV otherwise the hard one', async () => {
    const set = generateSet(90, 5, { hard: true, titleBreaks: true });
    const hard = generateSet(90, 5, { hard: true });
    expect(new Set(set.map((cv) => cv.style.titleBreak!.form))).toEqual(new Set([...TITLE_BREAK_FORMS]));
    const broken = set.filter((cv) => cv.style.titleBreak!.form !== 'plain');
    expect(broken.every((cv) => cv.style.layout !== 'europass' && cv.style.entry === 'two-lines')).toBe(true);
    // Drawn from a stream of its own: only the newest job's title changes, to the whole broken title.
    set.forEach((cv, i) => {
      const { style: { titleBreak, ...style }, work, ...rest } = cv;
      const { work: hardWork, ...hardRest } = hard[i]!;
      expect({ ...rest, style }).toEqual({ ...hardRest, style: hard[i]!.style });
      expect(work.slice(1)).toEqual(hardWork.slice(1));
      if (titleBreak!.form !== 'plain') {
        const [whole, first, second] = brokenTitles(cv.lang)[titleBreak!.form as 'prefix' | 'capital' | 'inside'];
        expect(work[0]!.title).toBe(whole);
        expect(titleBreak!.pieces).toEqual([first, second]);
      } else expect(work[0]).toEqual(hardWork[0]);
    });
    // The PDF and the DOCX print the two pieces on lines of their own.
    for (const cv of broken.slice(0, 3)) {
      for (const [format, bytes] of [['pdf', cvToPdf(cv)], ['docx', await cvToDocx(cv)]] as const) {
        const text = (await extractContent(new Uint8Array(bytes), format, { ocr: false })).text;
        const lines = text.split('\n').map((l) => l.trim());
        const [first, second] = cv.style.titleBreak!.pieces!;
        // A cell of its own beside the period, or the end of the period's row.
        expect(lines.some((l) => l.split('\t').some((cell) => cell.trim().endsWith(first))), `seed ${cv.seed}`).toBe(true);
        expect(lines.some((l) => l.startsWith(second)), `seed ${cv.seed}`).toBe(true);
      }
    }
  }, 60_000);

  it('entry forms (entryLines option): every form reached, printed as drawn, the CV otherwise the plain one', async () => {
    const set = generateSet(90, 5, { entryLines: true });
    const plain = generateSet(90, 5);
    expect(new Set(set.map((cv) => cv.style.entryLines!.form))).toEqual(new Set([...ENTRY_LINE_FORMS]));
    // Drawn from a stream of its own: only the newest job of a `since` CV changes (still held, no end).
    set.forEach((cv, i) => {
      const { style: { entryLines, ...style }, work, ...rest } = cv;
      const { work: plainWork, ...plainRest } = plain[i]!;
      expect({ ...rest, style }).toEqual({ ...plainRest, style: plain[i]!.style });
      expect(work).toEqual(entryLines!.form === 'since' ? plainWork.map((w, k) => (k === 0 ? { ...w, end: '' } : w)) : plainWork);
    });
    const text = async (cv: (typeof set)[number]) => (await extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false })).text;
    const first = (form: string) => set.find((cv) => cv.style.entryLines!.form === form)!;
    const since = first('since');
    expect(await text(since)).toContain(SINCE_WORDS[since.lang]);
    const qualified = first('qualified');
    expect(await text(qualified)).toContain(qualified.style.entryLines!.heading);
    const oneLine = first('one-line');
    expect(await text(oneLine)).toContain(oneLine.education[0]!.institution + ', ' + oneLine.style.entryLines!.towns![0]);
    // A heading drawn as a picture leaves no line of the text.
    for (const [form, heading] of [['headless-work', 'experience'], ['headless-education', 'education']] as const) {
      const cv = first(form);
      const printed = (await text(cv)).split('\n').map((l) => l.trim().replace(/:$/u, '').toLowerCase());
      expect(printed, `seed ${cv.seed}`).not.toContain(VOCAB[cv.lang as keyof typeof VOCAB]!.headings[heading].toLowerCase());
    }
  }, 60_000);

  it('jobs without periods (undated option): both forms reached, not in Europass rows, the CV otherwise the hard one', async () => {
    const set = generateSet(45, 5, { hard: true, undated: true });
    expect(new Set(set.map((cv) => cv.style.undated!.form))).toEqual(new Set([...UNDATED_FORMS]));
    const undated = set.filter((cv) => cv.style.undated!.form === 'undated');
    expect(undated.every((cv) => cv.style.layout !== 'europass' && cv.work.every((w) => w.start === '' && w.end === ''))).toBe(true);
    // Drawn from a stream of its own: without the form, the CV is the hard CV of the same seed, its jobs' dates aside.
    const hard = generateSet(45, 5, { hard: true });
    const undatedWork = (work: CvTruth['work']) => work.map((w) => ({ ...w, start: '', end: '' }));
    expect(set.map(({ style: { undated: _, ...style }, work, ...cv }) => ({ ...cv, style, work: undatedWork(work) })))
      .toEqual(hard.map((cv) => ({ ...cv, work: undatedWork(cv.work) })));
    for (const cv of set.filter((c) => c.style.undated!.form === 'plain')) expect(cv.work).toEqual(hard.find((h) => h.seed === cv.seed)!.work);
    // The header lines are printed, no period of the hard CV is.
    for (const cv of undated.slice(0, 4)) {
      const hardCv = hard.find((h) => h.seed === cv.seed)!;
      const [pdf, docx] = await Promise.all([extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false })]);
      for (const w of hardCv.work) {
        for (const text of [pdf.text, docx.text]) {
          expect(text, `seed ${cv.seed}`).toContain(w.employer);
          expect(text, `seed ${cv.seed}`).not.toContain(period(hardCv, w));
        }
      }
    }
  }, 60_000);

  it('name classes (names option): each is reached, the rest of the wild CV stays, every name word is printed where the class says', async () => {
    const set = generateSet(90, 5, { wild: true, names: true });
    expect(new Set(set.map((cv) => cv.style.names!.class))).toEqual(new Set([...NAME_CLASSES, 'none']));
    // Drawn from a stream of its own: the jobs, schools and contact data are the wild CV's of the same seed.
    const wild = generateSet(90, 5, { wild: true });
    const keep = (cv: CvTruth) => ({ work: cv.work, education: cv.education, address: cv.address, phone: cv.phone, skills: cv.skills });
    expect(set.map(keep)).toEqual(wild.map(keep));
    for (const cv of set.filter((c) => c.style.names!.class === 'particle')) expect(cv.last, `seed ${cv.seed}`).toMatch(/[ -]/);
    for (const cv of set.filter((c) => c.style.names!.class === 'three-lines')) expect(cv.style.names!.lines, `seed ${cv.seed}`).toHaveLength(3);
    for (const cv of set.filter((c) => c.first !== '' && c.style.names!.class !== 'plain').slice(0, 30)) {
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      const n = cv.style.names!;
      const words = [...`${cv.first} ${cv.last}`.split(' '), ...(n.honorific ? [n.honorific] : []), ...(n.title ? [n.title] : [])];
      for (const w of words) {
        expect(flat(pdf.text), `PDF seed ${cv.seed} ${n.class}`).toContain(flat(w));
        expect(flat(docx.text), `DOCX seed ${cv.seed} ${n.class}`).toContain(flat(w));
      }
      // A page header holds the name in its own part; a text box in a drawing of the body.
      if (n.class === 'page-header' || n.class === 'text-box') {
        const zip = await JSZip.loadAsync(await cvToDocx(cv));
        const part = await zip.file(n.class === 'page-header' ? 'word/header1.xml' : 'word/document.xml')!.async('string');
        const inside = n.class === 'page-header' ? part : part.slice(part.indexOf('<w:txbxContent>'), part.indexOf('</w:txbxContent>'));
        expect(flat(inside), `seed ${cv.seed} ${n.class}`).toContain(flat(cv.last.split(' ').at(-1)!));
      }
    }
  }, 120_000);

  it('traps (traps option): each class is reached, the rest of the CV stays, the trap is printed and a CV without its phone prints none', async () => {
    const set = generateSet(90, 9, { wild: true, traps: true });
    expect(new Set(set.map((cv) => cv.style.traps!.class))).toEqual(new Set(TRAP_CLASSES));
    // Drawn from a stream of its own: the jobs, schools and contact data are the wild CV's of the same seed (the phone too, but
    // where the class takes it away).
    const wild = generateSet(90, 9, { wild: true });
    const keep = (cv: CvTruth) => ({ work: cv.work, education: cv.education, address: cv.address, skills: cv.skills, first: cv.first, last: cv.last });
    expect(set.map(keep)).toEqual(wild.map(keep));
    set.forEach((cv, i) => expect(cv.phone, `seed ${cv.seed}`).toBe(cv.style.traps!.class === 'number-alone' ? '' : wild[i]!.phone));
    const trapped = set.filter((cv) => cv.style.traps!.class !== 'plain');
    const alone = trapped.filter((c) => c.style.traps!.class === 'number-alone').slice(0, 8);
    // A place line stands only where no name is printed.
    const places = trapped.filter((c) => c.style.traps!.class === 'place-head');
    for (const cv of places) expect([cv.first, cv.last, cv.style.layout === 'europass'], `seed ${cv.seed}`).toEqual(['', '', false]);
    const others = trapped.filter((c) => !['number-alone', 'place-head'].includes(c.style.traps!.class)).slice(0, 12);
    for (const cv of [...alone, ...places.slice(0, 4), ...others]) {
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      const t = cv.style.traps!;
      const printed = t.class === 'name-inverted' ? invertedName(cv, false).replace(/^.*?:\s*/, '') : t.class === 'place-head' ? t.place! : t.line!;
      for (const text of [pdf.text, docx.text]) {
        expect(flat(text), `seed ${cv.seed} ${t.class}`).toContain(flat(printed));
        // No phone printed: the digits of the phone the wild CV of the same seed prints are not on the page.
        const phone = wild[set.indexOf(cv)]!.phone.replace(/\D/g, '').slice(-7);
        if (t.class === 'number-alone') expect(text.replace(/\D/g, ''), `seed ${cv.seed}`).not.toContain(phone);
      }
    }
  }, 120_000);

  it('person forms (persons option): each is reached, the rest of the CV stays, the address and name are printed as drawn', async () => {
    const set = generateSet(90, 4, { hard: true, persons: true });
    expect(new Set(set.map((cv) => cv.style.persons!.form))).toEqual(new Set(PERSON_FORMS));
    // Drawn from a stream of its own: the people, jobs and schools are the hard CV's of the same seed; only the address
    // forms change the address.
    const hard = generateSet(90, 4, { hard: true });
    const keep = (cv: CvTruth) => ({ work: cv.work, education: cv.education, skills: cv.skills, first: cv.first, last: cv.last, phone: cv.phone });
    expect(set.map(keep)).toEqual(hard.map(keep));
    set.forEach((cv, i) => {
      const form = cv.style.persons!.form;
      if (!['br-district-town', 'cep-glued', 'po-box'].includes(form)) expect(cv.address, `seed ${cv.seed}`).toEqual(hard[i]!.address);
    });
    const dressed = set.filter((c) => c.style.persons!.form !== 'plain');
    expect(dressed.filter((c) => c.style.persons!.form === 'photo-cell').length).toBeGreaterThan(3);
    for (const cv of dressed.filter((c, i) => i < 16 || c.style.persons!.form === 'photo-cell')) {
      const p = cv.style.persons!;
      const printed = printedStrings(cv).join('\n');
      if (p.lines) for (const line of p.lines) expect(printed, `seed ${cv.seed}`).toContain(line);
      if (p.form === 'po-box') expect(cv.address.street, `seed ${cv.seed}`).toBe(p.lines![0]);
      if (p.nickname) expect(printed, `seed ${cv.seed}`).toContain(`${cv.first} ${p.nickname}`);
      if (p.degree) expect(printed, `seed ${cv.seed}`).toContain(`, ${p.degree}`);
      if (p.form === 'photo-cell') {
        // The page opens with the photo's cell (no text) and, beside it, the name's cell over the headline and contact.
        const [top] = layoutCv(cv) as { kind: string; photo?: boolean; cols?: { text: string }[][] }[];
        expect(top?.photo, `seed ${cv.seed}`).toBe(true);
        expect(top?.cols?.[0]).toEqual([]);
        const cell = (top?.cols?.[1] ?? []).map((l) => l.text).join('\n');
        expect(cell, `seed ${cv.seed}`).toContain(cv.headline);
        expect(cell, `seed ${cv.seed}`).toContain(cv.email);
        expect(top?.cols?.[1]?.[0]?.text, `seed ${cv.seed}`).toContain(cv.last);
      }
      if (p.form === 'letterhead') {
        expect(letterheadDigits(cv).length).toBe(2);
        const pdf = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
        for (const d of letterheadDigits(cv)) expect(pdf.text.replace(/\D/g, ''), `seed ${cv.seed}`).toContain(d);
      }
    }
  }, 120_000);

  it('country forms (countries option): each is reached, the rest of the CV stays, the address is printed as drawn', () => {
    const set = generateSet(180, 6, { countries: true });
    expect(new Set(set.map((cv) => cv.style.countries!.form))).toEqual(new Set(COUNTRY_FORMS));
    // Drawn from a stream of its own: everything but the street of a "bis" number or a flat is the plain CV's of the seed.
    const plain = generateSet(180, 6);
    const keep = (cv: CvTruth) => ({ work: cv.work, education: cv.education, skills: cv.skills, first: cv.first, last: cv.last, phone: cv.phone,
      city: cv.address.city, zip: cv.address.zip });
    expect(set.map(keep)).toEqual(plain.map(keep));
    for (const [i, cv] of set.entries()) {
      const c = cv.style.countries!;
      const printed = printedStrings(cv).join('\n');
      if (c.lines) for (const line of c.lines) expect(printed, `seed ${cv.seed}`).toContain(line);
      if (c.form === 'fr-bis') expect(cv.address.street, `seed ${cv.seed}`).toMatch(/^\d+ (bis|ter) /);
      else if (c.form === 'uk-flat') expect(cv.address.street, `seed ${cv.seed}`).toBe(`Flat ${/\d+/.exec(cv.address.street)![0]}, ${plain[i]!.address.street}`);
      else expect(cv.address.street, `seed ${cv.seed}`).toBe(plain[i]!.address.street);
      // Of two addresses the truth is the current one, printed under its label; the other is another town.
      if (c.form === 'two-addresses') {
        expect(c.lines!.filter((l) => l.includes(cv.address.city))).toHaveLength(1);
        expect(c.lines!.join('\n')).toContain(cv.address.street);
      }
      if (c.form === 'short-lines') {
        expect(cv.style.layout, `seed ${cv.seed}`).toMatch(/^sidebar/);
        expect(c.lines, `seed ${cv.seed}`).toHaveLength(4);
        expect(c.lines).toContain(cv.address.zip);
        expect(c.lines).toContain(cv.address.city);
      }
    }
  });

  it('native names (nativeNames option, wild set): each is reached, the DOCX prints the line, the truth is the name it holds', async () => {
    const set = generateSet(300, 15, { wild: true, nativeNames: true });
    expect(new Set(set.map((cv) => cv.style.nativeNames!.form))).toEqual(new Set(NATIVE_NAME_FORMS));
    const wild = generateSet(300, 15, { wild: true });
    for (const [i, cv] of set.entries()) {
      const n = cv.style.nativeNames!;
      const rest = (c: CvTruth) => ({ ...c, first: undefined, last: undefined, email: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(wild[i]!));
      if (n.form === 'plain') continue;
      expect(['ja', 'zh', 'ko']).toContain(cv.style.wild!.origin);
      const cjk = /[\p{Script=Han}\p{Script=Hangul}]/u;
      if (n.form === 'native-label') expect(cjk.test(cv.first) && cjk.test(cv.last), `seed ${cv.seed}`).toBe(true);
      else expect(norm(n.line!), `seed ${cv.seed}`).toContain(norm(cv.first));
      if (n.form === 'hyphen-given') expect(cv.first).toMatch(/^\p{Lu}\p{Ll}+-\p{Ll}+$/u);
      if (n.form.startsWith('native-')) expect(cjk.test(n.line!)).toBe(true);
      const docx = (await extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false })).text;
      expect(docx, `seed ${cv.seed}`).toContain(n.line);
    }
  }, 120_000);

  it('CJK forms (cjk option): each is reached, a plain CV is what it was, the PDF and the DOCX print the truth in its script', async () => {
    const set = generateSet(24, 12, { cjk: true });
    expect(new Set(set.map((cv) => cv.style.cjk!.form))).toEqual(new Set(CJK_FORMS));
    const plain = generateSet(24, 12);
    const script = /[\p{Script=Han}\p{Script=Hangul}]/u;
    for (const [i, cv] of set.entries()) {
      if (cv.style.cjk!.form === 'plain') {
        expect({ ...cv, style: { ...cv.style, cjk: undefined } }).toEqual(plain[i]);
        expect(cvToPdf(cv).equals(cvToPdf(plain[i]!))).toBe(true);
        continue;
      }
      expect(script.test(cv.first) && script.test(cv.last), `seed ${cv.seed}`).toBe(true);
      // A placeholder year is no date of the truth.
      if (cv.style.cjk!.placeholder) expect(cv.work.every((w) => w.start === '' && w.end === '')).toBe(true);
      const values = [cv.last, cv.first, cv.email, ...cv.work.flatMap((w) => [w.employer, w.title]), ...cv.education.flatMap((e) => [e.institution, e.degree]),
        cv.address.city, cv.address.street, cv.address.zip].filter((v) => v !== '');
      await expectPrinted(cv, values);
    }
  }, 120_000);

  it('right-to-left forms (rtl option): each is reached, a plain CV is what it was, the PDF and the DOCX print the truth', async () => {
    const set = generateSet(36, 12, { rtl: true });
    expect(new Set(set.map((cv) => cv.style.rtl!.form))).toEqual(new Set(RTL_FORMS));
    const drawn = set.filter((cv) => cv.style.rtl!.form !== 'plain');
    expect(new Set(drawn.map((cv) => cv.style.rtl!.entry))).toEqual(new Set(RTL_ENTRIES));
    expect(new Set(drawn.map((cv) => cv.style.rtl!.study))).toEqual(new Set(RTL_STUDIES));
    const plain = generateSet(36, 12);
    const script = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
    for (const [i, cv] of set.entries()) {
      if (cv.style.rtl!.form === 'plain') {
        expect({ ...cv, style: { ...cv.style, rtl: undefined } }).toEqual(plain[i]);
        expect(cvToPdf(cv).equals(cvToPdf(plain[i]!))).toBe(true);
        continue;
      }
      expect(script.test(cv.first) && script.test(cv.last), `seed ${cv.seed}`).toBe(true);
      await expectPrinted(cv, [cv.first, cv.last, cv.email, ...cv.work.flatMap((w) => [w.employer, w.title]),
        ...cv.education.flatMap((e) => [e.institution, e.degree]), ...cv.skills.filter((s) => !/[A-Za-z]/.test(s))]);
    }
  }, 120_000);

  it('visualOrder stores a right-to-left line as drawn: letters turned, numbers and Latin words left to right', () => {
    expect(visualOrder('تلفن: ۰۹۱۵ ۲۷۰ ۴۴۱۸')).toBe('۴۴۱۸ ۲۷۰ ۰۹۱۵ :نفلت');
    expect(visualOrder('ایمیل: ali@example.ir')).toBe('ali@example.ir :لیمیا');
    expect(visualOrder('2018 - 2021')).toBe('2021 - 2018');
    expect(visualOrder('Microsoft Excel')).toBe('Microsoft Excel');
  });

  it('CJK work rows and places (cjkRows, cjkPlaces options): each is reached, a CV that draws none prints what the cjk option prints', async () => {
    const set = generateSet(40, 12, { cjkRows: true, cjkPlaces: true });
    const cjk = generateSet(40, 12, { cjk: true });
    expect(new Set(set.map((cv) => cv.style.cjk!.rows).filter(Boolean))).toEqual(new Set(CJK_ROW_FORMS));
    expect(new Set(set.map((cv) => cv.style.cjk!.place).filter(Boolean))).toEqual(new Set(CJK_PLACE_FORMS));
    for (const [i, cv] of set.entries()) {
      const { rows, place } = cv.style.cjk!;
      // The people, their studies and the CJK form are the cjk option's; the streams change only what they print.
      expect(cv.style.cjk!.form).toBe(cjk[i]!.style.cjk!.form);
      expect(cv.education).toEqual(cjk[i]!.education);
      if ((rows ?? 'plain') === 'plain' && (place ?? 'plain') === 'plain') {
        expect({ ...cv, style: { ...cv.style, cjk: { ...cv.style.cjk, rows: undefined, place: undefined } } })
          .toEqual({ ...cjk[i], style: { ...cjk[i]!.style, cjk: { ...cjk[i]!.style.cjk, rows: undefined, place: undefined } } });
        continue;
      }
      if (place && place !== 'plain') expect(cv.address.city, `seed ${cv.seed}`).not.toBe(cjk[i]!.address.city);
      if (rows === 'bare-firm') expect(cv.work.every((w) => !/有限公司|주식회사|\(주\)/u.test(w.employer)), `seed ${cv.seed}`).toBe(true);
      const values = [cv.address.city, cv.address.street, ...cv.work.flatMap((w) => [w.employer, w.title])].filter((v) => v !== '');
      await expectPrinted(cv, values);
    }
  }, 120_000);

  it('name fields (nameFields option): each is reached, the rows print the truth\'s names under the language\'s labels', () => {
    const set = generateSet(90, 10, { nameFields: true });
    expect(new Set(set.map((cv) => cv.style.nameFields!.form))).toEqual(new Set(NAME_FIELD_FORMS));
    const plain = generateSet(180, 10);
    expect(set.filter((cv) => /^\p{Ll}/u.test(cv.last)).length).toBeGreaterThan(2);
    for (const [i, cv] of set.entries()) {
      const f = cv.style.nameFields!;
      const rest = (c: CvTruth) => ({ ...c, last: undefined, email: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (f.form === 'plain') { expect(cv.last).toBe(plain[i]!.last); continue; }
      const labels = NAME_FIELD_LABELS[cv.lang]!.flat();
      expect(f.rows).toHaveLength(2);
      for (const [label] of f.rows!) expect(labels, `seed ${cv.seed}`).toContain(label.replace(/\s?:$/u, ''));
      const values = f.rows!.map(([, value]) => value);
      expect(values).toContain(cv.first);
      expect(values).toContain(f.form === 'caps' ? cv.last.toLocaleUpperCase(cv.lang) : cv.last);
      const printed = printedStrings(cv).join('\n');
      // The name stands only in its rows: no line prints it whole.
      expect(printed, `seed ${cv.seed}`).not.toContain(`${cv.first} ${cv.last}`);
    }
  });

  it('personal blocks (personal option): each is reached, only address and birth change, the PDF and DOCX print the block', async () => {
    const set = generateSet(60, 10, { personal: true });
    expect(new Set(set.map((cv) => cv.style.personal!.form))).toEqual(new Set(PERSONAL_FORMS));
    const plain = generateSet(60, 10);
    for (const [i, cv] of set.entries()) {
      const p = cv.style.personal!;
      const rest = (c: CvTruth) => ({ ...c, address: undefined, birth: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (p.form === 'plain') { expect(cv.address).toEqual(plain[i]!.address); continue; }
      // The town alone, the street and postcode printed nowhere.
      expect(cv.address).toEqual({ street: '', city: plain[i]!.address.city, zip: '' });
      expect(cv.birth, `seed ${cv.seed}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const town = p.lines!.find((l) => l.endsWith(cv.address.city))!;
      if (p.form === 'bare-lines') expect(town).toBe(cv.address.city);
      else expect(RESIDENCE_LABELS[cv.lang]!.some((label) => town.startsWith(label)), `seed ${cv.seed}`).toBe(true);
      const printed = printedStrings(cv).join('\n');
      expect(printed, `seed ${cv.seed}`).not.toContain(plain[i]!.address.street);
      await expectPrinted(cv, [p.heading!, ...p.lines!]);
    }
  }, 60_000);

  it('profile handles (handles option): each is reached, only name, e-mail and the order change, the address spells the name', () => {
    const set = generateSet(60, 10, { handles: true });
    expect(new Set(set.map((cv) => cv.style.handles!.form))).toEqual(new Set(HANDLE_FORMS));
    const plain = generateSet(60, 10);
    for (const [i, cv] of set.entries()) {
      const h = cv.style.handles!;
      const rest = (c: CvTruth) => ({ ...c, first: undefined, last: undefined, email: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (h.form === 'plain') { expect(cv.first).toBe(plain[i]!.first); continue; }
      // The given name opens the address; the e-mail spells the family name alone.
      const path = h.line!.replace(/^.*(?:\/in\/|\/profile\/)/u, '').toLowerCase();
      expect(path.startsWith(cv.first.toLowerCase()), `seed ${cv.seed}`).toBe(true);
      expect(cv.email.startsWith(cv.last.toLowerCase())).toBe(true);
      expect(displayName(cv)).toBe(h.form === 'given-first' ? `${cv.first} ${cv.last}` : `${cv.last} ${cv.first}`);
      expect(printedStrings(cv).join('\n')).toContain(h.line);
    }
  });

  it('spaced postcodes (spaced option): each is reached, only address and phone change, the PDF prints the address as drawn', async () => {
    const set = generateSet(60, 9, { spaced: true });
    expect(new Set(set.map((cv) => cv.style.spaced!.form))).toEqual(new Set(SPACED_FORMS));
    const plain = generateSet(60, 9);
    for (const [i, cv] of set.entries()) {
      const s = cv.style.spaced!;
      const rest = (c: CvTruth) => ({ ...c, address: undefined, phone: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (s.form === 'plain') { expect(cv.address).toEqual(plain[i]!.address); continue; }
      expect(cv.address.zip, `seed ${cv.seed}`).toMatch(/^\d{3} \d{2}$/);
      expect(cv.phone, `seed ${cv.seed}`).toMatch(/^\+4(20|21|6) /);
      // The town line holds the truth's town; a Czech district's number or name is printed after it.
      expect(s.lines!.join(', ')).toContain(`${cv.address.zip} ${cv.address.city}`);
      const pdf = (await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false })).text;
      expect(pdf, `seed ${cv.seed}`).not.toContain('?');
      expect(pdf, `seed ${cv.seed}`).toContain(cv.address.city);
    }
  }, 60_000);

  it('world addresses (worldAddresses option): each is reached, only address and phone change, the lines print the truth', async () => {
    const set = generateSet(200, 11, { worldAddresses: true, langs: ['en', 'es', 'pt'] });
    expect(new Set(set.map((cv) => cv.style.world!.form))).toEqual(new Set(WORLD_FORMS));
    const plain = generateSet(200, 11, { langs: ['en', 'es', 'pt'] });
    for (const [i, cv] of set.entries()) {
      const w = cv.style.world!;
      const rest = (c: CvTruth) => ({ ...c, address: undefined, phone: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (w.form === 'plain') { expect(cv.address).toEqual(plain[i]!.address); continue; }
      const printed = w.lines!.join(', ');
      // The truth's street stands in the lines as printed (one line, or its first lines), its town and postcode too.
      expect(printed, `seed ${cv.seed}`).toContain(cv.address.street.split(', ')[0]);
      expect(printed, `seed ${cv.seed}`).toContain(cv.address.city);
      expect(printed, `seed ${cv.seed}`).toContain(cv.address.zip);
      if (w.form.startsWith('in-') && cv.phone) expect(cv.phone.replace(/\D/g, '').slice(-10), `seed ${cv.seed}`).toMatch(/^9\d{9}$/);
    }
    const one = set.find((cv) => cv.style.world!.form === 'in-pin' && cv.style.world!.lines!.length > 1)!;
    const pdf = (await extractContent(new Uint8Array(cvToPdf(one)), 'pdf', { ocr: false })).text;
    expect(pdf).toContain(`PIN: ${one.address.zip}`);
  }, 60_000);

  it('open addresses (openAddresses option): each is reached, only the address changes, one line holds street and town line', () => {
    const set = generateSet(60, 10, { openAddresses: true });
    expect(new Set(set.map((cv) => cv.style.openAddress!.form))).toEqual(new Set(OPEN_ADDRESS_FORMS));
    const plain = generateSet(60, 10);
    for (const [i, cv] of set.entries()) {
      const o = cv.style.openAddress!;
      const rest = (c: CvTruth) => ({ ...c, address: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (o.form === 'plain') { expect(cv.address).toEqual(plain[i]!.address); continue; }
      const [line] = o.lines!;
      expect(line, `seed ${cv.seed}`).toMatch(o.form === 'slash' ? / \/ / : / [–—-] /);
      expect(line!.startsWith(cv.address.street)).toBe(true);
      expect(line!.endsWith(cv.address.city)).toBe(true);
      expect(line).toContain(cv.address.zip);
      // A bare street has no street word: it is another street than the plain CV's; the others keep theirs.
      if (o.form === 'bare-dash') expect(cv.address.street).not.toBe(plain[i]!.address.street);
      else expect(cv.address).toEqual(plain[i]!.address);
    }
  });

  it('town lines (townLines option): each is reached, only address and phone change, the PDF prints the town as drawn', async () => {
    const set = generateSet(60, 10, { townLines: true });
    expect(new Set(set.map((cv) => cv.style.townLines!.form))).toEqual(new Set(TOWN_LINE_FORMS));
    const plain = generateSet(60, 10);
    for (const [i, cv] of set.entries()) {
      const t = cv.style.townLines!;
      const rest = (c: CvTruth) => ({ ...c, address: undefined, phone: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (t.form === 'plain') { expect(cv.address).toEqual(plain[i]!.address); continue; }
      const printed = t.lines!.join(', ');
      if (t.form === 'town-country' || t.form === 'town-abroad') {
        // No street and no postcode: the town and its country alone (the CV's own town, or one abroad).
        expect(cv.address, `seed ${cv.seed}`).toMatchObject({ street: '', zip: '' });
        if (t.form === 'town-country') expect(cv.address.city).toBe(plain[i]!.address.city);
        else expect(cv.address.city).not.toBe(plain[i]!.address.city);
        expect(printed).toBe(`${cv.address.city}, ${t.country}`);
        continue;
      }
      // The postcode after the town and its district; a spaced dash sets the district apart, a bare hyphen joins it.
      expect(printed, `seed ${cv.seed}`).toMatch(new RegExp(`, ${cv.address.zip}$`));
      expect(printed).toContain(t.form === 'district-after' ? `${cv.address.city} ` : `, ${cv.address.city}, `);
      if (t.form === 'joined-district') expect(cv.address.city).toMatch(/^\p{Lu}\p{L}+-\p{Lu}\p{L}+$/u);
      const pdf = (await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false })).text;
      expect(pdf, `seed ${cv.seed}`).not.toContain('?');
      expect(pdf, `seed ${cv.seed}`).toContain(cv.address.city);
    }
  }, 60_000);

  it('digit forms (digits option): each is reached, the rest of the CV stays, the DOCX prints the drawn digits and the PDF ASCII', async () => {
    const set = generateSet(60, 8, { wild: true, digits: true });
    expect(new Set(set.map((cv) => cv.style.digits!.form))).toEqual(new Set(DIGIT_FORMS));
    // Drawn from a stream of its own: the truth is the wild CV's of the seed, a Solar Hijri birth date's the Gregorian day it names.
    const wild = generateSet(60, 8, { wild: true });
    for (const [i, cv] of set.entries()) {
      const d = cv.style.digits!;
      expect({ ...cv, birth: '', style: undefined }).toEqual({ ...wild[i]!, birth: '', style: undefined });
      expect(cv.birth, `seed ${cv.seed}`).toBe(wild[i]!.birth);
      if (d.form === 'plain') continue;
      const docx = (await extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false })).text;
      const pdf = (await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false })).text;
      for (const [ascii, shown] of [d.phone, d.birth].filter((p): p is [string, string] => p !== undefined)) {
        expect(shown, `seed ${cv.seed}`).not.toMatch(/[0-9]/);
        expect(docx, `seed ${cv.seed}`).toContain(shown);
        expect(pdf.replace(/\s+/g, ' '), `seed ${cv.seed}`).toContain(ascii);
      }
    }
  }, 120_000);

  it('inDigits writes each ASCII digit in the form\'s script; solarHijri counts from the March equinox', () => {
    expect(inDigits('arabic-indic', '+49 30-12')).toBe('+٤٩ ٣٠-١٢');
    expect(inDigits('persian', '06/19')).toBe('۰۶/۱۹');
    expect(inDigits('fullwidth', '090')).toBe('０９０');
    expect(inDigits('plain', '090')).toBe('090');
    expect(solarHijri('1990-03-21')).toBe('1369/01/01');
    expect(solarHijri('1990-03-20')).toBe('1368/12/29');
    expect(solarHijri('1989-08-03')).toBe('1368/05/12');
    expect(solarHijri('1995-12-31')).toBe('1374/10/10');
  });

  it('study and heading forms (hard and wild sets): each is reached, the truth holds the schools printed, the heading as drawn', async () => {
    const set = generateSet(90, 5, { hard: true });
    expect(new Set(set.map((cv) => cv.style.education!.form))).toEqual(new Set(['none', ...STUDY_FORMS]));
    expect(new Set(set.map((cv) => cv.style.education!.headingForm))).toEqual(new Set(['plain', ...EDUCATION_HEADING_FORMS]));
    expect(set.filter((cv) => cv.style.education!.courses.length > 0).length).toBeGreaterThan(8);
    for (const cv of set) {
      const study = cv.style.education!;
      const printed = printedStrings(cv);
      expect(EDUCATION_HEADINGS[cv.lang]).toContain(study.heading);
      if (study.headingForm === 'spaced') {
        // "A U S B I L D U N G": every letter of the heading, capitalised, one space apart, words three apart.
        const spaced = study.heading.toLocaleUpperCase(cv.lang).split(' ').map((w) => [...w].join(' ')).join('   ');
        expect(printed, `seed ${cv.seed}`).toContain(spaced);
      }
      // Records (study-records.mjs) may add the secondary school the person left, named in full.
      if (study.form === 'abbreviated' && study.records !== 'leaving') for (const e of layoutStudies(cv)) expect(SHORT_SCHOOLS[cv.lang]).toContain(e.institution);
      if (study.form === 'faculty') for (const f of study.faculties) expect(FACULTIES[cv.lang]).toContain(f);
      // A Europass form prints each study in its rows, the year in its own cell; records print a form of their own.
      if (study.form === 'year-in-text' && study.europass === 'none' && study.records === 'none') for (const e of cv.education) expect(printed.some((s) => s.includes(e.institution) && s.includes(e.end))).toBe(true);
      // A course is printed with its provider and year under the courses heading, after the studies; it is no study of the truth.
      for (const c of study.courses) {
        expect(printed.findIndex((s) => norm(s).replace(/:$/, '') === norm(COURSE_HEADINGS[cv.lang]!)), `seed ${cv.seed}`).toBeGreaterThan(printed.findIndex((s) => s.includes(cv.education.at(-1)!.degree)));
        expect(printed.some((s) => s.includes(c.course) && s.includes(c.provider))).toBe(true);
        expect(printed).toContainEqual(expect.stringContaining(c.year));
        expect(cv.education.some((e) => e.institution === c.provider)).toBe(false);
      }
    }
    // A CV drawn 'none' and 'plain' prints its studies as the layout alone does.
    const plain = set.find((cv) => cv.style.education!.form === 'none' && cv.style.education!.headingForm === 'plain')!;
    const headingOf = (cv: CvTruth): string[] => printedStrings(cv).map((s) => norm(s).replace(/:$/, ''));
    expect(headingOf(plain)).toContain(norm(VOCAB[plain.lang]!.headings.education));
    for (const cv of set.filter((c) => c.style.education!.form !== 'none').slice(0, 20)) {
      await expectStudiesPrinted(cv);
    }
  }, 60_000);

  it('Europass study forms (hard sets, Europass CVs only): each is reached, labels and values printed, the other CVs as before', async () => {
    const set = generateSet(90, 5, { hard: true });
    const forms = set.filter((cv) => cv.style.education!.europass !== 'none');
    expect(new Set(forms.map((cv) => cv.style.education!.europass))).toEqual(new Set(EUROPASS_FORMS));
    for (const cv of set) if (cv.style.layout !== 'europass') expect(cv.style.education!.europass).toBe('none');
    for (const cv of forms) {
      const labels = (cv.style.education!.shortLabels ? EUROPASS_SHORT_LABELS : EUROPASS_LABELS)[cv.lang]!;
      const printed = printedStrings(cv);
      expect(printed.filter((s) => s === labels.degree).length, `seed ${cv.seed}`).toBe(cv.education.length);
      expect(printed.filter((s) => s === labels.school).length, `seed ${cv.seed}`).toBe(cv.education.length);
      expect(printed.some((s) => s === labels.subjects)).toBe(cv.style.education!.subjects);
      await expectStudiesPrinted(cv);
    }
  }, 60_000);

  it('short Europass labels (label cells only): reached, one word each, flush right against the values in a PDF', async () => {
    const set = generateSet(300, 5, { hard: true });
    const short = set.filter((cv) => cv.style.education!.shortLabels);
    expect(short.length).toBeGreaterThan(3);
    for (const cv of set) if (cv.style.education!.europass !== 'label-cells') expect(cv.style.education!.shortLabels).toBe(false);
    expect(set.some((cv) => cv.style.education!.europass === 'label-cells' && !cv.style.education!.shortLabels)).toBe(true);
    for (const cv of short.slice(0, 3)) {
      const labels = EUROPASS_SHORT_LABELS[cv.lang]!;
      const content = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
      const rows = content.lines.filter((l) => [labels.degree, labels.school].includes(l.text.split('\t')[0]!));
      expect(rows.length, `seed ${cv.seed}`).toBe(2 * cv.education.length);
      // Flush right: the shorter of two labels starts further right.
      const [a, b] = [labels.degree, labels.school].map((t) => rows.find((l) => l.text.startsWith(t))!.x!);
      expect(Math.sign(a! - b!)).toBe(Math.sign(labels.school.length - labels.degree.length));
      await expectStudiesPrinted(cv);
    }
  }, 60_000);

  it('long degrees (hard sets, a degree on a line of its own): reached, the truth holds them, a PDF breaks them and a DOCX does not', async () => {
    const set = generateSet(90, 5, { hard: true }).filter((cv) => cv.style.education!.longDegrees && cv.style.education!.progress !== 'only');
    expect(set.length).toBeGreaterThan(3);
    for (const cv of set.slice(0, 6)) {
      expect(cv.style.education!.layout).toBe('degree-over-school');
      const long = cv.education.filter((e) => LONG_DEGREES[cv.lang]!.includes(e.degree));
      expect(long.length, `seed ${cv.seed}`).toBeGreaterThan(0);
      const [pdf, docx] = await Promise.all([
        extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false }),
        extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false }),
      ]);
      for (const e of long) {
        const cut = wrapAt(e.degree)!;
        expect(pdf.text.split('\n').some((l) => l.includes(e.degree.slice(0, cut)) && !l.includes(e.degree)), `PDF seed ${cv.seed}`).toBe(true);
        expect(docx.text, `DOCX seed ${cv.seed}`).toContain(e.degree);
      }
    }
  }, 60_000);

  it('studies in progress (hard sets, drawn after every other study draw): each mode reached, the line printed first, the truth undated', async () => {
    const set = generateSet(90, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.progress !== 'none');
    expect(new Set(drawn.map((cv) => cv.style.education!.progress))).toEqual(new Set(['first', 'only']));
    for (const cv of drawn) {
      const [study] = cv.education;
      expect(PROGRESS_SCHOOLS).toContain(study!.institution);
      expect(PROGRESS_FIELDS[cv.lang]).toContain(study!.degree);
      expect(study!.end).toBe('');
      expect(PROGRESS_MARKS[cv.lang]!.some((m) => cv.style.education!.progressLine!.includes(m))).toBe(true);
      expect(cv.style.education!.europass).toBe('none');
      if (cv.style.education!.progress === 'only') expect(cv.education).toHaveLength(1);
    }
    for (const cv of drawn.slice(0, 8)) {
      await expectStudiesPrinted(cv);
      // Printed first in the section: before every other study's degree.
      const printed = printedStrings(cv);
      const at = printed.indexOf(cv.style.education!.progressLine!);
      expect(at, `seed ${cv.seed}`).toBeGreaterThanOrEqual(0);
      for (const e of layoutStudies(cv)) expect(printed.findIndex((p) => p.includes(e.degree))).toBeGreaterThan(at);
    }
  }, 60_000);

  it('undated studies (undatedStudies option, drawn last): each form reached, printed with no year, the truth undated; other CVs unchanged', async () => {
    const set = generateSet(90, 6, { hard: true, wild: true, undatedStudies: true });
    const plain = generateSet(90, 6, { hard: true, wild: true });
    const drawn = set.filter((cv) => (cv.style.education?.undated ?? 'plain') !== 'plain');
    expect(new Set(drawn.map((cv) => cv.style.education!.undated))).toEqual(new Set(UNDATED_STUDY_FORMS));
    set.forEach((cv, i) => {
      if ((cv.style.education?.undated ?? 'plain') === 'plain') expect(cv.education).toEqual(plain[i]!.education);
    });
    for (const cv of drawn) {
      const study = cv.style.education!.undated === 'first' ? cv.education[0]! : cv.education.at(-1)!;
      expect(study.end, `seed ${cv.seed}`).toBe('');
      // An added study is at one of the class's schools; a study in progress keeps its own.
      if (cv.style.education!.progress === 'none') expect(UNDATED_SCHOOLS).toContain(study.institution);
      expect(cv.style.education!.europass).toBe('none');
    }
    // (A long degree's lines are broken by the PDF's column: its own test reads them.)
    for (const cv of drawn.filter((c) => !c.style.education!.longDegrees).slice(0, 6)) {
      await expectStudiesPrinted(cv);
      const study = cv.style.education!.undated === 'first' ? cv.education[0]! : cv.education.at(-1)!;
      // No year on the school's line or the subject's: nothing but the layout says they are a study.
      const pdf = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
      for (const line of pdf.lines.filter((l) => l.text.includes(study.institution))) expect(line.text).not.toMatch(/(?:19|20)\d{2}/);
    }
  }, 60_000);

  it('traineeships (hard sets, drawn after the study in progress): reached, printed after the studies at a school none of the truth\'s', async () => {
    const set = generateSet(90, 6, { hard: true }).filter((cv) => cv.style.education!.traineeship !== undefined);
    expect(set.length).toBeGreaterThan(8);
    for (const cv of set) {
      const t = cv.style.education!.traineeship!;
      expect(TRAINEESHIPS[cv.lang]).toContain(t.degree);
      expect(cv.education.some((e) => e.institution === t.institution || e.degree === t.degree)).toBe(false);
      expect(cv.style.education!.europass).toBe('none');
    }
    for (const cv of set.slice(0, 8)) {
      const t = cv.style.education!.traineeship!;
      const printed = printedStrings(cv);
      expect(printed.some((p) => p.includes(t.degree)), `seed ${cv.seed}`).toBe(true);
      expect(printed.some((p) => p.includes(t.institution)), `seed ${cv.seed}`).toBe(true);
      // After every study of the truth.
      const at = printed.findIndex((p) => p.includes(t.degree));
      for (const e of layoutStudies(cv)) expect(printed.findIndex((p) => p.includes(e.institution)), `seed ${cv.seed}`).toBeLessThan(at);
      await expectStudiesPrinted(cv);
    }
  }, 60_000);

  it('study tables (hard sets, drawn after every other study draw): each order reached, the header row first, each study a row of its cells', async () => {
    const set = generateSet(90, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.table !== 'none');
    expect(new Set(drawn.map((cv) => cv.style.education!.table))).toEqual(new Set(TABLE_ORDERS));
    for (const cv of drawn) {
      const style = cv.style.education!;
      expect(style.europass).toBe('none');
      expect(style.progress).toBe('none');
      expect(style.traineeship).toBeUndefined();
      expect(style.grades.every((g) => g === '')).toBe(true);
      expect(TABLE_HEADERS[cv.lang]).toContainEqual(style.tableHeader);
    }
    for (const cv of drawn.slice(0, 6)) {
      const columns = cv.style.education!.table.split('-') as ('when' | 'school' | 'degree')[];
      const docx = await extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false });
      const lines = docx.text.split('\n');
      const head = lines.indexOf(columns.map((c) => cv.style.education!.tableHeader![c]).join('\t'));
      expect(head, `seed ${cv.seed}`).toBeGreaterThanOrEqual(0);
      cv.education.forEach((e, i) => {
        const cells = columns.map((c) => (c === 'when' ? studyWhen(cv, e) : c === 'school' ? e.institution : e.degree));
        expect(lines[head + 1 + i], `seed ${cv.seed}`).toBe(cells.join('\t'));
      });
      await expectStudiesPrinted(cv);
    }
  }, 60_000);

  it('study spans (hard sets, drawn after the tables): each form reached, the school with its span over its two stages, one study in the truth', async () => {
    const set = generateSet(90, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.span !== 'none');
    expect(new Set(drawn.map((cv) => cv.style.education!.span))).toEqual(new Set(SPAN_FORMS));
    for (const cv of drawn) {
      const style = cv.style.education!;
      expect(style.table).toBe('none');
      expect(style.europass).toBe('none');
      expect(style.progress).toBe('none');
      const [from, turn, to] = style.spanYears!;
      // The span ends with the study, or goes on (no end in the truth, the word for present printed).
      expect(cv.education[0]!.end === '' ? VOCAB[cv.lang]!.present : cv.education[0]!.end).toBe(to);
      expect(Number(from)).toBeLessThan(Number(turn));
      // The earlier stage is no study of the truth.
      expect(cv.education.some((e) => e.degree === style.spanEarlier)).toBe(false);
    }
    for (const cv of drawn.slice(0, 6)) {
      const style = cv.style.education!;
      const [from, turn, to] = style.spanYears!;
      const docx = await extractContent(new Uint8Array(await cvToDocx(cv)), 'docx', { ocr: false });
      const lines = docx.text.split('\n').map(flat);
      // The school with its span (the span in a date cell of its own or beside the school), then the two stages.
      expect(flat(docx.text), `seed ${cv.seed}`).toContain(flat(`${from} – ${to}`));
      const stages = [[style.spanEarlier!, `${from} – ${turn}`], [cv.education[0]!.degree, `${turn} – ${to}`]]
        .map(([degree, when]) => flat(style.span === 'colon' ? `${when}: ${degree}` : `${degree} (${when})`));
      const first = lines.indexOf(stages[0]!);
      expect(first, `seed ${cv.seed}`).toBeGreaterThan(0);
      expect(lines[first + 1], `seed ${cv.seed}`).toBe(stages[1]);
      expect(lines.slice(0, first).some((l) => l.includes(flat(cv.education[0]!.institution))), `seed ${cv.seed}`).toBe(true);
      await expectStudiesPrinted(cv);
    }
  }, 60_000);

  it('study records (hard sets, drawn after the spans): each form reached, labelled rows in the CV\'s language, or a school-leaving certificate on a line of its own under its school', async () => {
    const set = generateSet(120, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.records !== 'none');
    expect(new Set(drawn.map((cv) => cv.style.education!.records))).toEqual(new Set(RECORD_FORMS));
    for (const cv of drawn) {
      const style = cv.style.education!;
      expect([style.table, style.span, style.europass, style.progress]).toEqual(['none', 'none', 'none', 'none']);
      const printed = printedStrings(cv);
      if (style.records === 'labelled') {
        const [, school, , level] = RECORD_LABELS[cv.lang]!;
        for (const e of cv.education) {
          expect(printed, `seed ${cv.seed}`).toContain(`${school}: ${e.institution}`);
          expect(printed, `seed ${cv.seed}`).toContain(`${level}: ${e.degree}`);
        }
      } else {
        // The secondary school is the oldest study of the truth, its certificate its degree, printed alone under it.
        const [school, certificate] = LEAVING[cv.lang]!;
        expect(cv.education.at(-1)).toMatchObject({ institution: school, degree: certificate });
        const at = printed.findIndex((l) => l.endsWith(school));
        expect(printed[at + 1], `seed ${cv.seed}`).toBe(`06/${cv.education.at(-1)!.end}  ${certificate}`);
      }
    }
    for (const cv of drawn.slice(0, 4)) await expectStudiesPrinted(cv);
  }, 60_000);

  it('study notes (hard sets, drawn last): each form reached, the note under the newest study in place of its grade, no study of the truth', async () => {
    const set = generateSet(90, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.note !== 'none');
    expect(new Set(drawn.map((cv) => cv.style.education!.note))).toEqual(new Set(NOTE_FORMS));
    for (const cv of drawn) {
      const note = cv.style.education!.grades[0]!;
      expect(printedStrings(cv), `seed ${cv.seed}`).toContain(note);
      // The school abroad is named, and is no school of the truth.
      if (cv.style.education!.note === 'exchange') expect(ABROAD_SCHOOLS.some((s) => note.includes(s))).toBe(true);
      expect(cv.education.some((e) => ABROAD_SCHOOLS.includes(e.institution))).toBe(false);
    }
    for (const cv of drawn.slice(0, 4)) await expectPrinted(cv, [cv.style.education!.grades[0]!]);
  }, 60_000);

  it('long study rows (hard sets, drawn after the notes): each order reached, one row of cells a study, the newest degree long', async () => {
    const set = generateSet(90, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.rows !== 'none');
    expect(new Set(drawn.map((cv) => cv.style.education!.rows))).toEqual(new Set(ROW_ORDERS));
    for (const cv of drawn) {
      expect(cv.style.layout.startsWith('sidebar')).toBe(false);
      const degree = cv.education[0]!.degree;
      expect(LONG_ROW_DEGREES[cv.lang]).toContain(degree);
      // Long enough to pass a detail's length in a cell: more than eight words or sixty letters.
      expect(degree.split(' ').length > 8 || degree.length > 60, degree).toBe(true);
      const lines = studyRowLines(cv)!;
      expect(lines.length).toBe(cv.education.length);
      lines.forEach((line, i) => {
        const e = cv.education[i]!;
        expect(line.cells, `seed ${cv.seed}`).toEqual(cv.style.education!.rows === 'when-degree-school'
          ? [studyWhen(cv, e), e.degree, e.institution] : [studyWhen(cv, e), e.institution, e.degree]);
      });
    }
    for (const cv of drawn.slice(0, 3)) await expectPrinted(cv, cv.education.flatMap((e) => [e.degree, e.institution]));
  }, 60_000);

  it('study months (hard sets, drawn last): only on periods, the months in the CV\'s language and order, the end year kept', () => {
    const set = generateSet(90, 6, { hard: true });
    const drawn = set.filter((cv) => cv.style.education!.months);
    expect(drawn.length).toBeGreaterThan(3);
    for (const cv of set) if (!cv.style.education!.period) expect(cv.style.education!.months).toBe(false);
    for (const cv of drawn) {
      const printed = printedStrings(cv).join('\n');
      const [from, to] = STUDY_MONTHS[cv.lang]!;
      for (const e of layoutStudies(cv)) {
        const when = studyWhen(cv, e);
        expect(when.endsWith(cv.lang === 'hu' ? `${e.end}. ${to}` : `${to} ${e.end}`), when).toBe(true);
        expect(when).toContain(from);
        if (cv.style.education!.europass === 'none' && cv.style.education!.form !== 'year-in-text') expect(printed, `seed ${cv.seed}`).toContain(when);
      }
    }
  });

  it('detailed degrees (hard sets, drawn last): each form is reached, the first study holds it, printed whole in PDF and DOCX', async () => {
    const all = generateSet(90, 5, { hard: true });
    const set = all.filter((cv) => cv.style.education!.detailed !== 'none' && cv.style.education!.progress !== 'only');
    expect(new Set(set.map((cv) => cv.style.education!.detailed))).toEqual(new Set(DETAILED_FORMS));
    for (const cv of all) {
      const study = cv.style.education!;
      if (study.europass !== 'none' || study.longDegrees) expect(study.detailed).toBe('none');
    }
    for (const cv of set) expect(layoutStudies(cv)[0]!.degree).toBe(DETAILED_DEGREES[cv.lang]![cv.style.education!.detailed as 'bracket']);
    for (const cv of set.slice(0, 12)) await expectStudiesPrinted(cv);
    // Drawn last: without it every CV keeps the people, jobs and other study draws of its seed.
    const keep = (cv: CvTruth) => ({ work: cv.work, schools: cv.education.map((e) => [e.institution, e.end]), layout: cv.style.education!.layout });
    expect(set.map(keep)).toEqual(set.map((cv) => keep(generateCv(cv.seed, { layout: cv.style.layout, lang: cv.lang, hard: true }))));
  }, 60_000);

  it('a sector cell beside the title (titleCells option): only two-line CVs draw it, only the employers\' forms change, all printed', async () => {
    const set = generateSet(45, 6, { hard: true, titleCells: true });
    expect(new Set(set.map((cv) => cv.style.titleCells!.form))).toEqual(new Set(TITLE_CELL_FORMS));
    // Drawn from a stream of its own after the two-line form: without it the CV is the two-line CV of the same seed, but
    // for the employers' short names.
    const twoLine = generateSet(45, 6, { hard: true, twoLine: true });
    set.forEach((cv, i) => {
      const { style: { titleCells, ...style }, work, ...rest } = cv;
      const { work: plainWork, ...plainRest } = twoLine[i]!;
      expect({ ...rest, style }).toEqual(plainRest);
      if (titleCells!.form === 'plain') expect(work).toEqual(plainWork);
      else {
        expect(['employer-first', 'title-first']).toContain(cv.style.twoLine!.form);
        work.forEach((w, k) => expect(plainWork[k]!.employer.startsWith(w.employer)).toBe(true));
      }
    });
    for (const cv of set.filter((c) => c.style.titleCells!.form === 'sector').slice(0, 4)) {
      await expectPrinted(cv, [...cv.work.flatMap((w, k) => [w.employer, w.title, cv.style.titleCells!.sectors[k]!])]);
    }
  });

  it('two-line entries (twoLine option): every form is reached, only the print changes, places flush right, the truth printed', async () => {
    const set = generateSet(45, 6, { hard: true, twoLine: true });
    expect(new Set(set.map((cv) => cv.style.twoLine!.form))).toEqual(new Set(TWO_LINE_FORMS));
    // Drawn from a stream of its own: without it (and moderncv's left date column) the CV is the hard CV of the same seed.
    const plain = generateSet(45, 6, { hard: true });
    set.forEach((cv, i) => {
      const { style: { twoLine, dateColumn, ...style }, ...rest } = cv;
      const { style: { dateColumn: plainColumn, ...plainStyle }, ...plainRest } = plain[i]!;
      expect({ ...rest, style }).toEqual({ ...plainRest, style: plainStyle });
      expect(dateColumn).toBe(twoLine!.form === 'moderncv' ? 'left' : plainColumn);
      if (cv.style.layout === 'europass') expect(twoLine!.form).toBe('plain');
      expect(PRESENT_WORDS[cv.lang]).toContain(twoLine!.present);
    });
    const drawn = set.filter((c) => c.style.twoLine!.form !== 'plain');
    // One English one-column employer-first CV at least, whose flush-right place the content stream shows as printed.
    expect(drawn.some((c) => c.lang === 'en' && c.style.layout === 'one-column' && c.style.twoLine!.form === 'employer-first')).toBe(true);
    for (const cv of [...drawn.slice(0, 10), ...drawn.filter((c) => c.lang === 'en' && c.style.layout === 'one-column').slice(0, 2)]) {
      const t = cv.style.twoLine!;
      // The place is none of the employer's or school's words: the truth keeps them apart.
      for (const [k, w] of cv.work.entries()) expect(w.employer).not.toContain(t.jobPlaces[k]!.split(',')[0]);
      await expectPrinted(cv, [...cv.work.flatMap((w, k) => [w.employer, w.title, t.jobPlaces[k]!, twoLinePeriod(cv, w)]),
        ...cv.education.flatMap((e) => [e.institution, e.degree])]);
      // A PDF sets the place and the period flush right at the column's edge: the runs that end furthest right.
      if (t.form !== 'employer-first' || cv.style.layout !== 'one-column' || !/^[ -~]+$/.test(t.jobPlaces[0]!)) continue;
      const content = cvToPdf(cv).toString('latin1');
      const runs = [...content.matchAll(/\/F\d (\S+) Tf (\S+) (\S+) Td \(((?:\\.|[^\\)])*)\) Tj/g)]
        .map(([, size, x, , text]) => ({ text: text!, end: Number(x) + text!.replace(/\\\d{3}|\\./g, '_').length * Number(size) * 0.52 }));
      const place = runs.find((r) => r.text === t.jobPlaces[0])!;
      expect(place.end, `seed ${cv.seed}`).toBeCloseTo(595 - 45, 0);
    }
  }, 60_000);

  it('keeps every PDF on one page with no two text runs overlapping on a baseline', () => {
    // Overlapping runs would be the generator's fault, not the parser's: check the content stream.
    const sets = (seed: number) => [...generateSet(90, seed), ...generateSet(45, seed, { hard: true }), ...generateSet(45, seed, { wild: true }),
      ...generateSet(45, seed, { wild: true, names: true }), ...generateSet(45, seed, { wild: true, twoLine: true })];
    for (const cv of [1, 2, 3, 4].flatMap(sets)) {
      const content = cvToPdf(cv).toString('latin1');
      const runs = [...content.matchAll(/\/F\d (\S+) Tf (\S+) (\S+) Td \(((?:\\.|[^\\)])*)\) Tj/g)]
        .map(([, size, x, y, text]) => ({ x: Number(x), y: Number(y), w: text!.replace(/\\\d{3}|\\./g, '_').length * Number(size) * 0.5 }));
      expect(runs.length).toBeGreaterThan(10);
      for (const r of runs) expect(r.y, `seed ${cv.seed}`).toBeGreaterThan(20);
      for (const a of runs) {
        for (const b of runs) {
          if (a !== b && Math.abs(a.y - b.y) < 1 && a.x < b.x) expect(a.x + a.w, `seed ${cv.seed} ${cv.style.layout}`).toBeLessThanOrEqual(b.x + 2);
        }
      }
    }
  });

  it('referees (referees option): each form is reached, only no-contact changes the truth, the PDF and DOCX print the referees', async () => {
    const set = generateSet(60, 10, { referees: true });
    expect(new Set(set.map((cv) => cv.style.referees!.form))).toEqual(new Set(REFEREE_FORMS));
    const plain = generateSet(60, 10);
    for (const [i, cv] of set.entries()) {
      const r = cv.style.referees!;
      const rest = (c: CvTruth) => ({ ...c, phone: undefined, email: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (r.form === 'no-contact') expect([cv.phone, cv.email]).toEqual(['', '']);
      else expect([cv.phone, cv.email]).toEqual([plain[i]!.phone, plain[i]!.email]);
      if (r.form === 'plain') continue;
      const printed = printedStrings(cv).join('\n');
      // The candidate's own e-mail is printed unless the form drops it; no referee shares the candidate's name or phone.
      expect(printed.includes(plain[i]!.email), `seed ${cv.seed}`).toBe(r.form !== 'no-contact');
      for (const p of r.people ?? []) {
        expect(`${p.first} ${p.last}`).not.toBe(`${cv.first} ${cv.last}`);
        expect(p.phone.replace(/\D/g, '').slice(-7)).not.toBe(plain[i]!.phone.replace(/\D/g, '').slice(-7));
      }
      await expectPrinted(cv, [r.heading!, ...(r.people ?? []).flatMap((p) => [p.phone, p.email])]);
    }
  }, 60_000);

  it('running lines (running option): each form is reached, the truth is unchanged, two or three pages with the lines on each', async () => {
    const set = generateSet(60, 10, { running: true });
    expect(new Set(set.map((cv) => cv.style.running!.form))).toEqual(new Set(RUNNING_FORMS));
    const plain = generateSet(60, 10);
    let split = 0;
    let drawn = 0;
    for (const [i, cv] of set.entries()) {
      const run = cv.style.running!;
      const rest = (c: CvTruth) => ({ ...c, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (run.form === 'plain') {
        expect(cvToPdf(cv)).toEqual(cvToPdf(plain[i]!));
        continue;
      }
      drawn++;
      const pdf = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
      const pages = Math.max(...pdf.lines.map((l) => l.page));
      expect(pages, `seed ${cv.seed}`).toBeLessThanOrEqual(3);
      // Every page carries its running lines at the same height; the footer's page number is the page's.
      for (let page = 1; page <= pages; page++) {
        const want = runningLines(cv, page, pages);
        const on = pdf.lines.filter((l) => l.page === page);
        if (want.header) expect(on.filter((l) => l.text === want.header).map((l) => Math.round(l.y!)), `seed ${cv.seed} p. ${page}`).toContain(32);
        if (want.footer) expect(on.some((l) => l.text.replace(/\t/g, ' ') === want.footer!.join(' ') && Math.round(l.y!) === 804), `seed ${cv.seed} p. ${page}`).toBe(true);
      }
      // The first break falls inside a job: the second page's first line of the body is one of its tasks.
      const tasks = new Set(run.tasks!.flat());
      const first = pdf.lines.filter((l) => l.page === 2 && l.y! > 50 && l.y! < 790).sort((a, b) => a.y! - b.y!)[0];
      if (first && tasks.has(first.text)) split++;
      // The DOCX writes them in its header and footer parts, a page number as Word's fields.
      const zip = await JSZip.loadAsync(await cvToDocx(cv));
      if (run.header) expect(await zip.file('word/header1.xml')!.async('string')).toContain(run.header.text.replace(/&/g, '&amp;'));
      if (run.footer?.page) expect(await zip.file('word/footer1.xml')!.async('string')).toContain('w:instr=" PAGE "');
    }
    // Most CVs of the class run over two pages with a job split by the break (a job printed as a form's rows has no tasks).
    expect(split / drawn).toBeGreaterThan(0.8);
  }, 90_000);

  it('a CV the drawn options make longer than a page runs on to a second page with all it holds, instead of failing its set', async () => {
    const options = { hard: true, wild: true, clientOpens: true, clientParents: true, titlePieces: true };
    const set = generateSet(80, 9, options);
    let longer = 0;
    for (const cv of set) {
      const pdf = await extractContent(new Uint8Array(cvToPdf(cv)), 'pdf', { ocr: false });
      if (Math.max(...pdf.lines.map((l) => l.page ?? 1)) < 2) continue;
      longer++;
      const text = flat(pdf.lines.map((l) => l.text).join(' '));
      for (const w of cv.work) expect(text, `seed ${cv.seed}`).toContain(flat(w.employer));
      for (const e of cv.education) expect(text, `seed ${cv.seed}`).toContain(flat(e.institution));
    }
    // At least one CV of this set is that long (it failed the whole set before).
    expect(longer).toBeGreaterThan(0);
  }, 90_000);

  it('declarations (declarations option): English CVs only, the birth date is the printed one, the address moves to its label', async () => {
    const set = generateSet(180, 10, { declarations: true });
    expect(new Set(set.map((cv) => cv.style.declarations!.form))).toEqual(new Set(DECLARATION_FORMS));
    const plain = generateSet(180, 10);
    for (const [i, cv] of set.entries()) {
      const d = cv.style.declarations!;
      const rest = (c: CvTruth) => ({ ...c, birth: undefined, style: undefined });
      expect(rest(cv)).toEqual(rest(plain[i]!));
      if (cv.lang !== 'en') expect(d.form).toBe('plain');
      if (d.form === 'plain') continue;
      const printed = printedStrings(cv).join('\n');
      expect(printed).toContain(`Place: ${cv.address.city}`);
      if (d.form === 'declaration') { expect(cv.birth).toBe(plain[i]!.birth); continue; }
      expect(cv.birth, `seed ${cv.seed}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(d.father!.endsWith(cv.last)).toBe(true);
      // The address stands only under its label at the end: the contact block prints none.
      const street = printed.split('\n').filter((l) => l.includes(cv.address.street));
      if (d.form === 'permanent-address') expect(street.every((l) => l.includes('Permanent Address')), `seed ${cv.seed}`).toBe(true);
      await expectPrinted(cv, ["Father's Name", d.birth!, 'Declaration']);
    }
  }, 60_000);
  it('side sections (sideSections option): one to three dated sections that are neither jobs nor studies, the CV otherwise the same', async () => {
    const set = generateSet(45, 5, { hard: true, sideSections: true });
    const hard = generateSet(45, 5, { hard: true });
    const drawn = set.filter((cv) => cv.style.sideSections!.form !== 'plain');
    expect(drawn.length).toBe(45);
    expect(new Set(drawn.map((cv) => cv.style.sideSections!.form))).toEqual(new Set(SIDE_FORMS));
    const sections = drawn.flatMap((cv) => cv.style.sideSections!.sections!);
    expect(new Set(sections.map((s) => s.kind))).toEqual(new Set(SIDE_KINDS));
    expect(new Set(sections.map((s) => s.place))).toEqual(new Set(SIDE_PLACES));
    set.forEach((cv, i) => {
      // Drawn from a stream of its own, after every other class: with it taken away, the CV is the hard CV of the same seed.
      const { style: { sideSections, ...style }, ...rest } = cv;
      expect({ ...rest, style }).toEqual(hard[i]);
      const n = sideSections!.sections!.length;
      expect(n >= 1 && n <= 3).toBe(true);
      // Each heading is its language's, and a section's entries name different things.
      for (const s of sideSections!.sections!) {
        expect(SIDE_HEADINGS[cv.lang]![s.kind]).toContain(s.heading);
        expect(new Set(s.entries.map((e) => `${e.what} ${e.where}`)).size).toBe(s.entries.length);
      }
    });
    // A CJK CV prints its own lines and none of them.
    expect(generateSet(6, 5, { cjk: true, sideSections: true }).filter((cv) => cv.style.cjk?.lines)
      .every((cv) => cv.style.sideSections!.form === 'plain')).toBe(true);
    for (const cv of drawn.slice(0, 6)) {
      const side = cv.style.sideSections!.sections!;
      await expectPrinted(cv, [...side.map((s) => s.heading), ...side.flatMap((s) => s.entries.map((e) => e.where)),
        ...cv.work.map((w) => w.employer)]);
    }
  }, 60_000);
});

describe('addresses wrapped or broken by the layout print every piece once', () => {
  const cvs = generateSet(400, 7, { hard: true, wild: true });
  it('a street wrapped in a narrow column breaks between words, never inside its number', () => {
    const wrapped = cvs.filter((cv) => cv.style.wild?.address === 'wrap' && cv.address.street.length > 16);
    expect(wrapped.length).toBeGreaterThan(0);
    for (const cv of wrapped) {
      for (const text of printedStrings(cv)) {
        if (text !== cv.address.street && cv.address.street.startsWith(text)) expect(cv.address.street[text.length], `${cv.seed}: ${text}`).toBe(' ');
      }
    }
  });

  it('a one-line block broken inside its address leaves no comma dangling at a town alone', () => {
    const broken = cvs.filter((cv) => cv.style.hard?.contact === 'broken' && cv.style.contact === 'one-line');
    expect(broken.length).toBeGreaterThan(0);
    for (const cv of broken) {
      const strings = printedStrings(cv);
      for (const [k, text] of strings.entries()) {
        if (text.endsWith(',')) expect(strings[k + 1]?.trim() ?? '', `${cv.seed}: ${text}`).not.toBe('');
      }
    }
  });
});
