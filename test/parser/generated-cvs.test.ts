// Invented CVs from test/parser/generator, rendered as PDF and DOCX at test time and parsed by
// the whole pipeline, each field checked against the truth it was made from. The parser gets
// some classes wrong today (see the table this prints); the floors below sit a few points under
// what it scores now, so a regression fails while the misses stay visible. Raise them as the
// parser improves. A complement to held-out.test.ts (fixed people, text-level) and to the real
// corpus, not a substitute for either.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/parser/pipeline.js';
import { extractSections } from '../../src/parser/sections/index.js';
import {
  accuracy, accuracyTable, cvToDocx, cvToPdf, generateSet, letterheadDigits, misses, refereeDigits, refereeEmails, scoreCv, trapDigits, type Field,
  type Result,
} from './generator/index.mjs';

// 90 CVs walk the 5 layouts × 9 languages twice; each is parsed as PDF and as DOCX.
const CVS = generateSet(90, 1);

type Cv = (typeof CVS)[number];

/** Each CV rendered as PDF and as DOCX, parsed by the whole pipeline and scored against its truth. */
async function parseBoth(cvs: readonly Cv[]): Promise<Result[]> {
  const results: Result[] = [];
  for (const cv of cvs) {
    for (const format of ['pdf', 'docx'] as const) {
      const bytes = format === 'pdf' ? cvToPdf(cv) : await cvToDocx(cv);
      const doc = await parseDocument({ bytes: new Uint8Array(bytes), fileName: `cv-${cv.seed}.${format}` }, { ocr: false, face: false });
      const sections = extractSections(doc.content);
      results.push({ cv, format, fields: doc.fields, sections, scores: scoreCv(cv, doc.fields, sections) });
    }
  }
  return results;
}

/** The fields under their floor, each with its score, then the misses that explain them. */
function expectFloors(results: Result[], floors: Partial<Record<Field, number>>): void {
  const acc = accuracy(results);
  const below = Object.entries(floors).filter(([f, floor]) => acc[f as Field] < floor)
    .map(([f, floor]) => `${f}: ${(100 * acc[f as Field]).toFixed(1)} % < ${100 * floor} %`);
  expect(below, `${below.join('\n')}\n${misses(results, 30).join('\n')}`).toEqual([]);
}

// Measured on this set (seed 1) when the test was written, in %: first 98.9, last 100, email 100,
// phone 100, street 85.0, city 87.8, zip 87.8, skills 95.0, work 59.6, workTitle 55.4,
// workDates 59.6, education 93.3; city and zip 98.9 once Portuguese postcodes were read
// (fields/address-parts.ts); DOCX street 74.4 → 93.3 and work 66.1 → 84.4 once a layout table's
// cells were read as columns (extract/xml-text.ts), so all: street 94.4, work 68.9, workTitle
// 63.4, workDates 68.9. Work entries are still low because a date column on the right, or a sidebar beside the work section, parts
// the entries from their heading or dates. One document is 0.6 % of the set: the floors leave
// three to four points (five or six documents) of room.
const FLOORS: Record<Field, number> = {
  first: 0.96, last: 0.97, email: 0.98, phone: 0.98, street: 0.9, city: 0.95, zip: 0.95, birth: 0.98, skills: 0.91, tagsClean: 0.98,
  // The share of the truth's skills (up to 40) among the tags (score.mjs skillsAll): 99 on this set when added.
  skillsAll: 0.95,
  work: 0.65, workTitle: 0.59, workDates: 0.65, education: 0.89,
  // Each study matched one to one with its school, degree and end year: 72.2 when the score was added, 100 once a year
  // printed on the line under its study was read as that study's date (sections/study-lines.ts).
  eduExact: 0.96,
  // The share of read studies that name a true school (no course or job read as a study): 100 when added.
  eduPrecision: 0.98,
  // As many studies read as the truth holds: 100 when added.
  eduCount: 0.98,
  // The share of read jobs that are a true job, employer and title (score.mjs workPrecision): 100 when added.
  workPrecision: 0.97,
  // basics.label as the JSON Resume output gives it (the headline under the name, else the latest position): 100 when added.
  headline: 0.97,
};
// The formats fail differently (measured: PDF street 95.6, work 53.1; DOCX street 74.4, work
// 66.1): a floor per format keeps one from hiding a regression in the other. PDF work 87.2 once a
// date column was read on the row of its entry (extract/date-cells.ts).
const PER_FORMAT_FLOORS: Record<'pdf' | 'docx', Partial<Record<Field, number>>> = {
  pdf: { first: 0.96, last: 0.96, email: 0.97, phone: 0.97, street: 0.92, work: 0.83 },
  docx: { first: 0.94, last: 0.96, email: 0.97, phone: 0.97, street: 0.89, work: 0.8 },
};

describe('invented CVs (5 layouts × 9 languages × PDF/DOCX) parsed against their truth', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(CVS));
    // The table is the point of this file: it shows the next engineer where the parser fails.
    console.log(`${accuracyTable(results)}\n\n${misses(results, 40).join('\n')}`);
  }, 120_000);

  it('parsed every document', () => {
    expect(results).toHaveLength(CVS.length * 2);
  });

  it('meets the per-field floors', () => {
    expectFloors(results, FLOORS);
  });

  it.each(['pdf', 'docx'] as const)('meets the per-format floors in %s', (format) => {
    const acc = accuracy(results, (r) => r.format === format);
    for (const [f, floor] of Object.entries(PER_FORMAT_FLOORS[format])) expect(acc[f as Field], `${format} ${f}`).toBeGreaterThanOrEqual(floor);
  });
});

// The harder contact and name classes (generateSet's `hard` option): one-line blocks split by commas,
// wide gaps or a line break inside the address; US and floor/door addresses; names over two lines,
// labelled, family name first in capitals, or not printed at all (then the name must stay empty).
// Measured on this set (45 CVs, seed 2) when written, in %: first 97.8, last 97.8, email 100, phone 100,
// street 100, city 100, zip 100 (the build before these rules: first 82, last 78, street 94, city 97 on seed 7).
// One document is 1.1 % of the set: the floors leave four to five documents of room.
// The hard set also prints its studies in three layouts, dated by year or period, with grade lines (generator/education.mjs):
// eduExact 71.3 when they were added, 98.7 once grade lines, dates under their study and degrees as bullets under a school
// were read. Session 10 added study forms (school-first rows, the year in the text, a faculty line, short schools), heading
// forms (other wordings, letter-spaced) and a courses section: eduExact 64 and eduPrecision 91 on the build before
// (session 10's start), 98 and 100 once they were read (bench/parse/generated.mjs --hard --seed 2 --n 45).
const HARD_FLOORS: Partial<Record<Field, number>> = {
  first: 0.93, last: 0.93, email: 0.98, phone: 0.98, street: 0.95, city: 0.95, zip: 0.95, education: 0.95, eduExact: 0.94, eduPrecision: 0.96,
};

describe('invented CVs with the harder contact and name classes, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(45, 2, { hard: true })));
  }, 120_000);

  it('meets the person-field floors', () => {
    expectFloors(results, HARD_FLOORS);
  });

  it('makes up no name where none is printed', () => {
    const none = results.filter((r) => r.cv.style.hard?.name === 'none');
    expect(none.length).toBeGreaterThan(4);
    const madeUp = none.filter((r) => r.fields.first !== '' || r.fields.last !== '');
    // Measured: one CV (in both formats) takes its degree line ("M.A. <subject>") for the name; the rest stay empty.
    expect(madeUp.length, madeUp.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.fields.first} ${r.fields.last}`).join('\n')).toBeLessThanOrEqual(2);
  });
});

// Session 11's study classes (generator/education.mjs): Europass forms (labelled rows, the labels in the left cells
// or over their values, wrapped in the PDF's left column) and long degrees a PDF's narrow column breaks. On this set
// (the hard set of seed 3, 90 CVs, those with either class: 13 CVs × 2 formats) the build before read Europass forms
// at eduExact 0 % (education 0 / 17 %) and long degrees at 75 %; 100 % both once read
// (bench/parse/generated.mjs --hard --seed 3 --n 90). Seeds 11–15 gave 90–100 % and 75–100 %: the floors leave room.
const STUDY_CLASS_FLOORS: Partial<Record<Field, number>> = { education: 0.9, eduExact: 0.85, eduPrecision: 0.9, work: 0.9 };

describe('invented CVs with Europass study forms and long degrees, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    const set = generateSet(90, 3, { hard: true })
      .filter((cv) => cv.style.education!.europass !== 'none' || cv.style.education!.longDegrees);
    results.push(...await parseBoth(set));
  }, 120_000);

  it('reads both classes', () => {
    expect(results.filter((r) => r.cv.style.education!.europass !== 'none').length).toBeGreaterThanOrEqual(16);
    expect(results.filter((r) => r.cv.style.education!.longDegrees).length).toBeGreaterThanOrEqual(8);
    expectFloors(results, STUDY_CLASS_FLOORS);
  });
});

// Studies in progress (generator/study-progress.mjs: "School: Field – 4th semester", undated, the school without a school word)
// and traineeships among the studies (generator/traineeships.mjs). On this set (the hard set of seed 3, those with either
// class: 37 CVs × 2 formats) the build before read studies in progress at education 64 % printed over others and 0 %
// alone, and traineeships as studies (eduPrecision 64 %); this one at 100 % and 99 % (bench/parse/generated.mjs --hard
// --seed 3 --n 90). Seeds 11 and 12 gave 100 % and 95–97 %: the floors leave room.
const PROGRESS_FLOORS: Partial<Record<Field, number>> = { education: 0.95, eduExact: 0.92, eduPrecision: 0.95 };

describe('invented CVs with a study in progress or a traineeship among the studies, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    const set = generateSet(90, 3, { hard: true })
      .filter((cv) => cv.style.education!.progress !== 'none' || cv.style.education!.traineeship !== undefined);
    results.push(...await parseBoth(set));
  }, 120_000);

  it('reads the study in progress and no traineeship as a study', () => {
    expect(results.filter((r) => r.cv.style.education!.progress === 'only').length).toBeGreaterThanOrEqual(8);
    expect(results.filter((r) => r.cv.style.education!.traineeship !== undefined).length).toBeGreaterThanOrEqual(16);
    expectFloors(results, PROGRESS_FLOORS);
  });
});

// Tables of studies (generator/study-tables.mjs: a header row of column names over one row a study, in three column
// orders). On this set (the hard set of seed 3, those with a table: 18 CVs × 2 formats) the build before read them at
// education 95.8, eduExact 77.8 and eduPrecision 89.1 % (the header row read as a study, or glued to the first), this
// one at 100, 98.1 and 100 %. Seeds 4 and 5 gave 95.6–100 and 91.2–100 %: the floors leave room.
const TABLE_FLOORS: Partial<Record<Field, number>> = { education: 0.92, eduExact: 0.88, eduPrecision: 0.94 };

describe('invented CVs with their studies as a table with a header row, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(90, 3, { hard: true }).filter((cv) => cv.style.education!.table !== 'none')));
  }, 120_000);

  it('reads each row as a study and the header row as none', () => {
    expect(new Set(results.map((r) => r.cv.style.education!.table)).size).toBe(3);
    expectFloors(results, TABLE_FLOORS);
  });
});

// A school dated by its span over two dated stages (generator/study-spans.mjs). On this set (the hard set of seed 3, those
// with a span: 8 CVs × 2 formats) the build before read every stage as a study of its own (eduCount 0 %, eduExact 93.8 %),
// this one reads one study a span (eduCount 100 %, eduExact 93.8 %); seed 4 gave eduCount 0 → 90 %, the misses a school
// heading of the next study read under the last stage. With seed 4's spans in the set too (10 more CVs × 2 formats), the
// build before read the two at eduCount 88.9 %, this one (the next school's heading read above its degree's row) at 94.4 %.
// The floors leave room.
const SPAN_FLOORS: Partial<Record<Field, number>> = { education: 0.95, eduExact: 0.85, eduCount: 0.85 };

describe('invented CVs with a school dated by its span over its stages, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    for (const seed of [3, 4]) results.push(...await parseBoth(generateSet(90, seed, { hard: true }).filter((cv) => cv.style.education!.span !== 'none')));
  }, 180_000);

  it('reads the stages as parts of one study', () => {
    expect(new Set(results.map((r) => r.cv.style.education!.span)).size).toBe(2);
    expectFloors(results, SPAN_FLOORS);
  });
});

// Studies as records (generator/study-records.mjs: labelled rows, or one a line with a school-leaving certificate under its
// secondary school) and a note under the newest study (generator/study-notes.mjs: an exchange semester, a thesis). On the
// hard sets of seeds 3 and 4, those with records (16 CVs × 2 formats), the build before read them at eduExact 85.9 %
// (leaving 65 %: the certificate's date kept in its degree), this one at 100 %; those with a note (41 CVs × 2 formats) at
// eduExact 65.4 %, eduPrecision 79.1 %, eduCount 54.9 % (the semester abroad read as a study, the thesis as a field),
// this one at 97.6 / 100 / 96.3 %. The floors leave room.
const RECORD_FLOORS: Partial<Record<Field, number>> = { education: 0.95, eduExact: 0.9, eduPrecision: 0.95, eduCount: 0.9 };

describe('invented CVs with studies as records or a note under a study, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    for (const seed of [3, 4]) {
      results.push(...await parseBoth(generateSet(90, seed, { hard: true })
        .filter((cv) => cv.style.education!.records !== 'none' || cv.style.education!.note !== 'none')));
    }
  }, 180_000);

  it('reads the records\' studies, and no note as a study or a part of one', () => {
    expect(new Set(results.map((r) => r.cv.style.education!.records)).size).toBe(3);
    expect(new Set(results.map((r) => r.cv.style.education!.note)).size).toBe(3);
    expectFloors(results, RECORD_FLOORS);
  });
});

// Session 12's detailed degrees (generator/education.mjs `detailed`): a specialisation in brackets, fields after a colon,
// a field of two names after the joining word. On this set (the hard set of seed 3, those with a detailed degree: 22 CVs
// × 2 formats) the build before read them at eduExact 89 / 75 / 80 % (bracket / colon list / field pair), this one at
// 94 / 83 / 100 %; seeds 14 and 15 gave 95–100 % (before: 80–100 %). The floors leave room.
const DETAILED_FLOORS: Partial<Record<Field, number>> = { education: 0.9, eduExact: 0.88, eduPrecision: 0.95 };

describe('invented CVs with detailed degrees, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(90, 3, { hard: true }).filter((cv) => cv.style.education!.detailed !== 'none')));
  }, 120_000);

  it('reads each form whole, with its school', () => {
    expect(new Set(results.map((r) => r.cv.style.education!.detailed)).size).toBe(3);
    expectFloors(results, DETAILED_FLOORS);
  });
});

// The wild classes (generateSet's `wild` option, test/parser/generator/wild.mjs) over the hard ones: names from
// East Asia or Hungary in another country's CV in four printed orders, a birth date and an ID number beside the
// phone, phones with dashes, dots, slashes or in national form, addresses with a flat, a country, only a town or
// wrapped inside the street, and a languages section. Measured on this set (45 CVs, seed 2) when written, in %:
// first 95.6, last 96.7, email 100, phone 100, street 96.7, city 95.6, zip 95.6, birth 100, tagsClean 100 (the build
// before these rules, on seed 7: first 90, last 90, street 92, city 93, birth 98). One document is 1.1 %: the floors
// leave three to four of room; "Family Given" without capitals or a telling e-mail stays a miss.
// Studies as in the hard set: eduExact 71.9 when the study layouts were added, 99.3 once they were read; with the study
// and heading forms and courses of session 10, 64 and eduPrecision 91 on the build before, 99 and 100 after.
const WILD_FLOORS: Partial<Record<Field, number>> = {
  first: 0.92, last: 0.93, email: 0.98, phone: 0.96, street: 0.93, city: 0.92, zip: 0.92, birth: 0.96, tagsClean: 0.96, eduExact: 0.94,
  eduPrecision: 0.96,
};

describe('invented CVs with the wild classes, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(45, 2, { wild: true })));
  }, 120_000);

  it('meets the person-field floors', () => {
    expectFloors(results, WILD_FLOORS);
  });

  it('takes no ID number for a phone', () => {
    const withId = results.filter((r) => r.cv.style.wild?.id);
    expect(withId.length).toBeGreaterThan(4);
    const idDigits = (r: Result): string => (r.cv.style.wild?.id ?? '').replace(/\D/g, '').slice(-7);
    const taken = withId.filter((r) => r.fields.phone.some((p) => p.replace(/\D/g, '').endsWith(idDigits(r))));
    expect(taken.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.fields.phone.join(' / ')}`)).toEqual([]);
  });
});

// The name's places and shapes (generateSet's `names` option, test/parser/generator/names.mjs) over the wild classes:
// a document title or the headline above the name, an academic title before it, a family name with a particle or a
// hyphen, the name over three lines, only in a page header (DOCX header part) or in a DOCX text box. Measured on this
// set (45 CVs, seed 2) when written, in %: first 100, last 100 (the build before: 91.1 and 93.3; on 300 CVs of seed 12,
// 87 and 88 before, 99 and 99 after). One document is 1.1 %: the floors leave three of room.
const NAMES_FLOORS: Partial<Record<Field, number>> = { first: 0.96, last: 0.96, email: 0.98 };

describe('invented CVs with the name classes, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(45, 2, { wild: true, names: true })));
  }, 120_000);

  it('meets the name floors', () => {
    expectFloors(results, NAMES_FLOORS);
  });

  it('makes up no name where none is printed', () => {
    const none = results.filter((r) => r.cv.first === '' && r.cv.last === '');
    expect(none.length).toBeGreaterThan(4);
    expect(none.filter((r) => r.fields.first !== '' || r.fields.last !== '').map((r) => `seed ${r.cv.seed} ${r.format}: ${r.fields.first} ${r.fields.last}`))
      .toEqual([]);
  });
});

// The work heading in another of its language's wordings and forms (generateSet's `headings` option,
// test/parser/generator/headings.mjs: "Werdegang", "Carrière", "Kariera zawodowa", capitals, letter-spaced capitals,
// a colon) over the hard set. Measured on this set (30 CVs, seed 6) when written, in %: work, workTitle and workDates
// 100 (the build before letter-spaced headings and the added career wordings: 70). One document is 1.7 %.
const HEADINGS_FLOORS: Partial<Record<Field, number>> = { work: 0.95, workTitle: 0.95, workDates: 0.95 };

describe('invented CVs with their work heading in other wordings and forms, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 6, { hard: true, headings: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, HEADINGS_FLOORS);
  });
});

// Employers glossed with their trade (generateSet's `glosses` option, test/parser/generator/glosses.mjs: "Example S.A.- Online
// shop for bakeries", the title on a line above or in a cell after the gloss) over the hard set. Measured on this set (30 CVs,
// seed 8; 60 documents) when written, in %: work and workDates 93.3, workTitle 83.3 (the build before: 66.7, 66.7, 55.6). The
// titles lost were PDF title cells that the extractor read as a column of their own, after the section; once cells at the
// end of single rows stay on their rows (extract/row-cells.ts), workTitle 93.3.
const GLOSSES_FLOORS: Partial<Record<Field, number>> = { work: 0.9, workTitle: 0.9, workDates: 0.9 };

describe('invented CVs whose employers are glossed with their trade, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 8, { hard: true, glosses: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, GLOSSES_FLOORS);
  });
});

// Jobs printed as a form's labelled rows (generateSet's `forms` option, test/parser/generator/forms.mjs: "Dates" over the
// title's, the employer's and a describing row, in three orders) over the hard set. Measured on this set (30 CVs, seed 9;
// 60 documents) when written, in %: work 96.7, workTitle 93.3, workDates 95.0 (the build before: 88.3, 83.3, 83.3). The
// build before lost the employer's row below a describing row, and read the PDF's labels as a column of their own.
const FORMS_FLOORS: Partial<Record<Field, number>> = { work: 0.93, workTitle: 0.9, workDates: 0.9 };

describe('invented CVs whose jobs are printed as form rows, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 9, { hard: true, forms: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, FORMS_FLOORS);
  });
});

// Client rows under some jobs (generateSet's `clients` option, test/parser/generator/clients.mjs: "Client<tab>Example Bank",
// "Kunde: …") over the jobs printed as form rows of the hard set. Measured on this set (30 CVs, seed 9; 60 documents) when
// written, in % (bench/parse/generated.mjs, rounded): work 99, workTitle 98, workDates 98 (the build of the session's
// start: 78, 76, 76). Client rows read as header parts made the client the employer, and lost whole sections of jobs
// whose names no word list knows (bench/parse/work-unknown.mjs --hard --towns --clients: 55 % of jobs before, 100 after).
const CLIENTS_FLOORS: Partial<Record<Field, number>> = { work: 0.95, workTitle: 0.93, workDates: 0.93 };

describe('invented CVs with client rows under their jobs, printed as form rows, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 9, { hard: true, forms: true, clients: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, CLIENTS_FLOORS);
  });
});

// Titles with a rank after a comma and a field after a dash (generateSet's `titlePieces` option, test/parser/generator/
// title-pieces.mjs: "Engineer, Associate – Data Platforms") over the hard set. Measured on this set (30 CVs, seed 8; 60
// documents) when written, in % (bench/parse/generated.mjs, rounded): work 95, workTitle 95, workDates 94 (the build before:
// 85, 85, 84). A known title with its rank and field beside the period counted as a whole header, and the employer's line
// below was lost. Exact titles of unknown words: bench/parse/work-unknown.mjs --hard --towns --title-pieces.
const TITLE_PIECES_FLOORS: Partial<Record<Field, number>> = { work: 0.92, workTitle: 0.92, workDates: 0.9 };

describe('invented CVs whose titles carry a rank and a field, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 8, { hard: true, titlePieces: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, TITLE_PIECES_FLOORS);
  });
});

// Skills blocks as real CVs print them (generateSet's `skillBlocks` option, test/parser/generator/skill-blocks.mjs) over the
// wild set: sub-headings over their items, level rows, items with levels, ratings or years, glyph ratings, a firm named with
// a skill's word. Measured on this set (30 CVs, seed 8; 60 documents) when written, in % (bench/parse/generated.mjs):
// skills 100, skillsAll 99, tagsClean 98 (the build before: 100, 96, 40; sub-headings, levels and ratings were tags, and
// the two skills a job's prose names were crowded out).
const SKILL_BLOCK_FLOORS: Partial<Record<Field, number>> = { skills: 0.95, skillsAll: 0.95, tagsClean: 0.93 };

describe('invented CVs with skills blocks of sub-headings, levels and ratings, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 8, { wild: true, skillBlocks: true })));
  }, 120_000);

  it('meets the skills floors', () => {
    expectFloors(results, SKILL_BLOCK_FLOORS);
  });
});

// A self-employed stretch printed as the role alone on a line over two bulleted, dated clients (generateSet's `freelance`
// option, test/parser/generator/freelance.mjs) over the hard set. Measured on this set (30 CVs, seed 8; 60 documents) when
// written, in % (bench/parse/generated.mjs): work 98, workTitle 98, workDates 98 (the build before: 53, 53, 53; the clients
// were lost, or read without the role). Exact titles of unknown words: bench/parse/work-unknown.mjs --hard --towns --freelance.
const FREELANCE_FLOORS: Partial<Record<Field, number>> = { work: 0.95, workTitle: 0.95, workDates: 0.95 };

describe('invented CVs with a role over its clients, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 8, { hard: true, freelance: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, FREELANCE_FLOORS);
  });
});

// Jobs printed without any period (generateSet's `undated` option, test/parser/generator/undated.mjs; two thirds of the CVs)
// over the hard set. Measured on this set (30 CVs, seed 8; 60 documents) when written, in % (bench/parse/generated.mjs):
// work 97, workTitle 97, workDates 97 (the build before: 35, 35, 35; no period anchored any job of the undated CVs).
const UNDATED_FLOORS: Partial<Record<Field, number>> = { work: 0.94, workTitle: 0.94, workDates: 0.94 };

describe('invented CVs whose jobs are printed without dates, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(30, 8, { hard: true, undated: true })));
  }, 120_000);

  it('meets the work floors', () => {
    expectFloors(results, UNDATED_FLOORS);
  });
});

// The place forms of the wild set (generator/place-forms.mjs): a town alone on its line or under a residence label, other
// address labels, Brazilian addresses, street and town line without a comma, French number-comma streets, the town
// before the street. Measured on these CVs (the 27 of 150 wild CVs, seed 5, with another place form than the plain one;
// 54 documents, one is 1.9 %) when written, in %: street 100, city 77.8, zip 92.6 (the build before these rules: street
// 77.8, city 18.5, zip 66.7). Phone 100 % once a one-line address's house number and postcode were no number
// (fields/phone.ts; 96.3 % before: "Street 102 80331 Town" gave the phone "102 80331"). Session 11, with the address print
// forms drawn over these CVs too: city 74.1 and zip 92.6 on the build before, 98.1 and 100 once a town alone under a job
// title headline, beside the name in a header cell, after an icon or under a label alone on its line was read.
const PLACE_FLOORS: Partial<Record<Field, number>> = { street: 0.96, city: 0.92, zip: 0.96, phone: 0.98 };

describe('invented CVs with the place forms, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(150, 5, { wild: true }).filter((cv) => cv.style.wild?.placeForm !== 'plain')));
  }, 120_000);

  it('meets the address floors', () => {
    expect(results.length).toBeGreaterThan(40);
    expectFloors(results, PLACE_FLOORS);
  });
});

// The address print forms of the wild set (generator/address-forms.mjs): icons before each piece of the contact block,
// the address label alone over its address, short street words with a flat or suite. Measured on these CVs (the 38 of 200
// wild CVs of seed 12 with another print form than the plain one; 76 documents, one is 1.3 %) when written, in %: street,
// city, zip and phone 100 (the build before these rules: street 97.4, city 90.8, zip 98.7, phone 100).
const ADDRESS_PRINT_FLOORS: Partial<Record<Field, number>> = { street: 0.94, city: 0.94, zip: 0.94, phone: 0.96 };

describe('invented CVs with the address print forms, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(200, 12, { wild: true }).filter((cv) => cv.style.wild?.addressForm !== 'plain')));
  }, 120_000);

  it('meets the address floors', () => {
    expect(results.length).toBeGreaterThan(30);
    expectFloors(results, ADDRESS_PRINT_FLOORS);
  });
});

// Values not to make up (generateSet's `traps` option, test/parser/generator/traps.mjs) over the wild classes, the CVs
// with a trap only: a number that is no phone under another label or an IBAN, instead of the phone or beside it, and the
// name printed family name first with a comma (and, drawn later, a place line where no name is printed: 6 more CVs).
// Measured on the 32 CVs of the earlier classes (64 documents, one is 1.6 %) when written, in %: first 96.9, last 96.9,
// phone 100, no trap read as a phone (the build before: first 81.3, last 90.6, phone 65.6, 22 of the 52 documents with a
// trap number read it as a phone). The floors leave two documents of room.
const TRAP_FLOORS: Partial<Record<Field, number>> = { first: 0.93, last: 0.93, phone: 0.96 };

describe('invented CVs with traps, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(60, 3, { wild: true, traps: true }).filter((cv) => cv.style.traps?.class !== 'plain')));
  }, 120_000);

  it('meets the trap floors', () => {
    expect(results.length).toBeGreaterThan(40);
    expectFloors(results, TRAP_FLOORS);
  });

  it('reads no trap number as a phone, and no phone where none is printed', () => {
    const numbers = results.filter((r) => r.cv.style.traps?.line);
    expect(numbers.length).toBeGreaterThan(20);
    const made = numbers.filter((r) => r.fields.phone.some((p) => p.replace(/\D/g, '').endsWith(trapDigits(r.cv))) || (r.cv.phone === '' && r.fields.phone.length > 0));
    expect(made.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.cv.style.traps?.line} → ${r.fields.phone.join(' / ')}`)).toEqual([]);
  });

  // No name printed, an address line with a place shape where it would stand (6 CVs of the set; the build before read a
  // name from 8 of their 12 documents).
  it('reads no name from a place line where no name is printed', () => {
    const places = results.filter((r) => r.cv.style.traps?.class === 'place-head');
    expect(places.length).toBeGreaterThan(8);
    const made = places.filter((r) => r.fields.first !== '' || r.fields.last !== '');
    expect(made.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.cv.style.traps?.place} → ${r.fields.first} / ${r.fields.last}`)).toEqual([]);
  });
});

// The document's title as the top line (generateSet's `titles` option, test/parser/generator/doc-titles.mjs): alone with no
// name printed, letter-spaced or in CJK above the name, or opening the name's own line ("CV of …", "Lebenslauf – …"); the CVs
// with a title only (52 CVs, 104 documents, one is 1 %). Measured when written, in %: first 100, last 100 (the build before:
// first 91.3, last 97.1: 8 of the 26 documents that print the title before the name on its line, and one of 20 with a CJK
// title, took the title for a name). The floors leave three documents of room.
const TITLE_FLOORS: Partial<Record<Field, number>> = { first: 0.97, last: 0.97 };

describe('invented CVs with the document title as their top line, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(60, 4, { titles: true }).filter((cv) => cv.style.titles?.class !== 'plain')));
  }, 120_000);

  it('meets the name floors', () => {
    expect(results.length).toBeGreaterThan(90);
    expectFloors(results, TITLE_FLOORS);
  });

  it('reads no title as the name, and no name where only the title is printed', () => {
    const made = results.filter((r) => {
      const read = `${r.fields.first} ${r.fields.last}`.toLowerCase();
      const title = (r.cv.style.titles?.line ?? r.cv.style.titles?.joiner ?? '').toLowerCase().replace(/[\s:–-]+(of|von|de|di|van)?\s*$/u, '').split(/\s+/u)[0] ?? '';
      return (r.cv.first === '' && read.trim() !== '') || (title.length > 1 && read.includes(title));
    });
    expect(made.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.cv.style.titles?.class} → ${r.fields.first} / ${r.fields.last}`)).toEqual([]);
  });
});

// Person fields in forms the earlier classes do not print (generateSet's `persons` option, test/parser/generator/person-forms.mjs)
// over the hard classes, the CVs with a person form only: a Brazilian district line, a CEP glued to the town, a post-office
// box, a nickname or a degree with the name, an organisation's letterhead after the CV (38 CVs, 76 documents, one is 1.3 %);
// since then a photo's cell beside the name in a header table, drawn among the CVs that were plain (the floors still hold).
// Measured when written, in %: first 100, last 100, phone 100, street 100, city 97.4 (a district line alone in a sidebar, in
// both formats), zip 100; the build before: first 94.7, last 86.8, phone 57.9 (every letterhead's numbers read as the
// person's), street 88.2, city 75.0, zip 90.8. The floors leave two documents of room.
const PERSON_FLOORS: Partial<Record<Field, number>> = { first: 0.97, last: 0.97, phone: 0.97, street: 0.97, city: 0.95, zip: 0.97 };

describe('invented CVs with person forms, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(90, 4, { hard: true, persons: true }).filter((cv) => cv.style.persons?.form !== 'plain')));
  }, 120_000);

  it('meets the person-form floors', () => {
    expect(results.length).toBeGreaterThan(60);
    expectFloors(results, PERSON_FLOORS);
  });

  it('reads no number of an organisation’s letterhead as a phone', () => {
    const letters = results.filter((r) => r.cv.style.persons?.form === 'letterhead');
    expect(letters.length).toBeGreaterThan(20);
    const made = letters.filter((r) => letterheadDigits(r.cv).some((d) => r.fields.phone.some((p) => p.replace(/\D/g, '').endsWith(d))));
    expect(made.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.fields.phone.join(' / ')}`)).toEqual([]);
  });
  it('reads no study or job from an organisation’s letterhead', () => {
    const letters = results.filter((r) => r.cv.style.persons?.form === 'letterhead');
    const read = letters.flatMap((r) => {
      const organisation = r.cv.style.persons!.letter![0]!;
      const entries = [...(r.sections?.education ?? []).map((e) => e.institution), ...(r.sections?.work ?? []).map((w) => w.employer)];
      return entries.filter((e) => e.includes(organisation)).map((e) => `seed ${r.cv.seed} ${r.format}: ${e}`);
    });
    expect(read).toEqual([]);
  });
});

// Referees after the CV (generateSet's `referees` option, test/parser/generator/referees.mjs) over the hard classes, the CVs
// that print referees or the sentence that they are available on request (55 CVs, 110 documents). Measured when written, in %:
// first 100, last 100, email 100, phone 99.1, street 99.1, city 99.1; the build before: email 79.1, phone 78.2 (a referee's
// read where the person prints none), street and city 88.2 (the referee's address, or none).
// The floors leave two to three documents of room.
const REFEREE_FLOORS: Partial<Record<Field, number>> = { first: 0.97, last: 0.97, email: 0.97, phone: 0.97, street: 0.97, city: 0.97 };

describe('invented CVs with referees, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(60, 5, { hard: true, referees: true }).filter((cv) => cv.style.referees?.form !== 'plain')));
  }, 120_000);

  it('meets the referee floors', () => {
    expect(results.length).toBeGreaterThan(60);
    expectFloors(results, REFEREE_FLOORS);
  });

  it('reads no referee’s phone or e-mail first, and none where the person prints none', () => {
    // A referee's may follow the person's own (every number printed is listed), never stand first.
    const made = results.filter((r) => refereeDigits(r.cv).some((d) => (r.fields.phone[0] ?? '').replace(/\D/g, '').endsWith(d))
      || refereeEmails(r.cv).includes(r.fields.email[0] ?? '') || (r.cv.phone === '' && r.fields.phone.length > 0)
      || (r.cv.email === '' && r.fields.email.length > 0));
    expect(made.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.fields.phone.join(' / ')} ${r.fields.email.join(' / ')}`)).toEqual([]);
  });
});

// Addresses in forms of their country (generateSet's `countries` option, test/parser/generator/country-addresses.mjs): "12 bis
// rue …", a British flat before the house, the town line above the street, a current and a permanent address, a sidebar's
// address over short lines. Measured on these CVs (the 33 of 180, seed 6, with a country form; 66 documents) when written, in %:
// street 97, city 97, zip 100 (the build of the session's start: 81.8, 84.8, 87.9; two addresses read the permanent one, a
// sidebar's short lines lost the town, a street without a street word under its town line was lost).
const COUNTRY_FLOORS: Partial<Record<Field, number>> = { street: 0.9, city: 0.9, zip: 0.9 };

describe('invented CVs with addresses in forms of their country, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(180, 6, { countries: true }).filter((cv) => cv.style.countries?.form !== 'plain')));
  }, 120_000);

  it('meets the address floors', () => {
    expect(results.length).toBeGreaterThan(60);
    expectFloors(results, COUNTRY_FLOORS);
  });
});

// Five person classes (generateSet's `spaced`, `townLines`, `nameFields`, `digits` and `nativeNames` options, test/parser/
// generator/spaced-postcodes.mjs, town-lines.mjs, name-fields.mjs, digit-scripts.mjs, native-names.mjs), the CVs that draw one
// only: Czech, Slovak and Swedish postcodes "NNN NN" before the town; a town with its district and the postcode after them,
// or alone with its country; the name as labelled given- and family-name rows; phone and birth date in
// Arabic-Indic, Persian or full-width digits, or a Solar Hijri birth date (its Gregorian day); an East Asian name with its own
// script beside it or only in it under its label (the DOCX only: the PDF writer has no such letters). Measured when
// written: 100 % for every field here. The build before, on the larger bench sets of the same classes (bench/parse/
// generated.mjs), in %: spaced street 22, city and zip 0; town lines with a district: street, city and zip 0; name fields
// first 85, last 75; DOCX digits phone 0; DOCX native names first 43, last 58. The floors leave about three documents of room.
const PERSON_CLASS_FLOORS: Partial<Record<Field, number>> = { first: 0.97, last: 0.97, phone: 0.97, street: 0.97, city: 0.97, zip: 0.97, birth: 0.97 };

describe('invented CVs with spaced postcodes, town lines, labelled name rows, other digits and native names', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(40, 4, { spaced: true }).filter((cv) => cv.style.spaced?.form !== 'plain')));
    results.push(...await parseBoth(generateSet(40, 6, { townLines: true }).filter((cv) => cv.style.townLines?.form !== 'plain')));
    results.push(...await parseBoth(generateSet(40, 5, { nameFields: true }).filter((cv) => cv.style.nameFields?.form !== 'plain')));
    results.push(...await parseBoth(generateSet(30, 3, { wild: true, digits: true }).filter((cv) => cv.style.digits?.form !== 'plain')));
    const native = generateSet(150, 15, { wild: true, nativeNames: true }).filter((cv) => cv.style.nativeNames?.form !== 'plain');
    results.push(...(await parseBoth(native)).filter((r) => r.format === 'docx'));
  }, 240_000);

  it('meets the person-field floors', () => {
    expect(results.length).toBeGreaterThan(120);
    expectFloors(results, PERSON_CLASS_FLOORS);
  });

  it('reads a Solar Hijri birth date as the Gregorian day it names where the CV names the calendar, else makes up none', () => {
    // The DOCX prints it in Persian digits, which name the Solar calendar. The PDF prints ASCII digits in a Latin CV with a
    // European phone: the year is a birth in the lunar calendar too, so no day is read (fields/hijri.ts), never a wrong one.
    const solar = results.filter((r) => r.cv.style.digits?.form === 'solar-hijri');
    const made = solar.filter((r) => r.fields.birth_date !== r.cv.birth && (r.format === 'docx' || r.fields.birth_date !== ''));
    expect(solar.length).toBeGreaterThan(0);
    expect(made.map((r) => `seed ${r.cv.seed} ${r.format}: ${r.fields.birth_date}`)).toEqual([]);
  });
});

// Chinese, Japanese and Korean CVs in their own script (generateSet's `cjk` option, test/parser/generator/cjk-cvs.mjs: a
// rirekisho with its history table, Chinese and Korean one-column CVs of year-month rows), PDF and DOCX. The build before
// read no job and no study of any of them and no name of a rirekisho's DOCX (bench/parse/generated.mjs --cjk, 60 CVs, seed 5:
// work, workDates and education 0 %, rirekisho first and last 0 % in the DOCX). Phones are printed in national forms
// without +CC; the build before read a Chinese mobile in a third of the zh-rows CVs (a Han text named no country, so the
// number was read as North American). Then, on this set (seed 2, 40 CVs), the build before in %: a PDF's table of short
// cells read as columns of its own (Chinese and Korean PDFs: work 86–91, workTitle 79–91, eduExact 57–64), and no
// address in its own order read (street and city 0, zip 55 where printed or not); 100 for each since. A rirekisho prints
// no titles, so the titles are floored on the Chinese and Korean rows.
const CJK_FLOORS: Partial<Record<Field, number>> = {
  first: 0.9, last: 0.9, email: 0.95, phone: 0.9, street: 0.95, city: 0.95, zip: 0.95, work: 0.95, workDates: 0.95, education: 0.95, eduExact: 0.95,
};

describe('invented Chinese, Japanese and Korean CVs, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(40, 2, { cjk: true }).filter((cv) => cv.style.cjk?.form !== 'plain')));
  }, 240_000);

  it('meets the name, contact, address and section floors', () => {
    expect(results.length).toBeGreaterThan(40);
    expectFloors(results, CJK_FLOORS);
  });

  it('reads the titles of the Chinese and Korean rows, in the PDF too', () => {
    expectFloors(results.filter((r) => r.cv.style.cjk?.form !== 'rirekisho'), { workTitle: 0.95 });
  });
});

// Persian, Arabic and Hebrew CVs in their own script (generateSet's `rtl` option, test/parser/generator/rtl-cvs.mjs), PDF
// (right to left, stored in visual order) and DOCX. The build before, on the bench set (bench/parse/generated.mjs --rtl,
// seed 3, 120 CVs, 90 of them right to left), in %: skills 0 (no skills heading of these scripts was known), Persian phones
// 0 (no country read from the script), Persian PDF phones and studies (eduExact 41) and Hebrew PDF jobs (19) read with a
// phone's groups and a period's ends in the order drawn, Persian jobs dated by years alone on a line of their own lost
// (DOCX 77), Hebrew birth dates 0 and Arabic 63 (an Arabic CV read in the US: day and month swapped, a made-up +1).
// A PDF's job rows of three cells still lose the leftmost cell (the employer) to a column of its own: work is floored lower.
const RTL_FLOORS: Partial<Record<Field, number>> = {
  first: 0.95, last: 0.95, email: 0.95, phone: 0.95, birth: 0.95, skills: 0.95, work: 0.75, education: 0.95, eduExact: 0.9,
};

describe('invented Persian, Arabic and Hebrew CVs, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(40, 4, { rtl: true }).filter((cv) => cv.style.rtl?.form !== 'plain')));
  }, 240_000);

  it('meets the name, contact, skills and section floors', () => {
    expect(results.length).toBeGreaterThan(40);
    expectFloors(results, RTL_FLOORS);
  });
});

// CJK work rows and places in other forms (generateSet's `cjkRows` and `cjkPlaces` options, test/parser/generator/cjk-cvs.mjs:
// the title first, the period last, a header row, the title on a labelled line under its row, a firm without its legal form;
// Korean short city and province names, a Chinese county or a municipality without 市, a Japanese city whose name holds 市).
// The build before, on the bench set (bench/parse/generated.mjs --hard --cjk-rows --cjk-places, seeds 1 and 2, 100 CVs each),
// in %: workTitle 0 for a title's labelled line and for a bare firm after its title, 72–79 in a PDF with a header row; city
// 0 for every new place form but the Japanese (21–29), street 0 for the Korean short forms and the Chinese county. The
// studies of a PDF whose study and job rows hold unlike cells are read as a column of their own at times (eduExact 50–90 in
// those PDFs): not floored here.
const CJK_MORE_FLOORS: Partial<Record<Field, number>> = { street: 0.95, city: 0.95, zip: 0.95, work: 0.95, workTitle: 0.95, workDates: 0.95 };

describe('invented CJK CVs with their work rows and places in other forms, PDF and DOCX', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(40, 4, { cjkRows: true, cjkPlaces: true }).filter((cv) => cv.style.cjk?.form !== 'plain')));
  }, 240_000);

  it('meets the address and work floors', () => {
    expect(results.length).toBeGreaterThan(40);
    expectFloors(results, CJK_MORE_FLOORS);
  });
});

// Street and town line on one line apart by a slash or a dash (generateSet's `openAddresses` option,
// test/parser/generator/open-addresses.mjs), the CVs that draw one only. The build before, on the bench set
// (bench/parse/generated.mjs --open-addresses, seed 13, 150 CVs), in %: slash street 22, city 30, zip 13, phone 91 (a house
// number and a postcode read as a phone); dash phone 94; 100 for each since.
const OPEN_ADDRESS_FLOORS: Partial<Record<Field, number>> = { phone: 0.97, street: 0.97, city: 0.97, zip: 0.97 };

describe('invented CVs whose street and town line stand apart by a slash or a dash', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(60, 9, { openAddresses: true }).filter((cv) => cv.style.openAddress?.form !== 'plain')));
  }, 240_000);

  it('meets the address and phone floors', () => {
    expect(results.length).toBeGreaterThan(30);
    expectFloors(results, OPEN_ADDRESS_FLOORS);
  });
});

// Two more person classes (generateSet's `personal` and `handles` options, test/parser/generator/personal-blocks.mjs and
// profile-handles.mjs), the CVs that draw one only: the town among the personal details (bare lines under their heading,
// or after a residence label), and an invented name printed family name first with a LinkedIn or XING address that
// shows the order. The build before, on the bench sets (bench/parse/generated.mjs --personal / --handles, seed 7), in %:
// bare lines city 0 and birth 78, residence labels city 94; family-first names with a profile address first 10–25.
// A syllable name that happens to be a known given name is left to the tables, so the name floors leave more room.
const HANDLE_CLASS_FLOORS: Partial<Record<Field, number>> = { first: 0.9, last: 0.9, city: 0.97, birth: 0.97 };

describe('invented CVs with a personal-details block or a profile address showing the name\'s order', () => {
  const results: Result[] = [];

  beforeAll(async () => {
    results.push(...await parseBoth(generateSet(40, 4, { personal: true }).filter((cv) => cv.style.personal?.form !== 'plain')));
    results.push(...await parseBoth(generateSet(40, 5, { handles: true }).filter((cv) => cv.style.handles?.form !== 'plain')));
  }, 240_000);

  it('meets the floors', () => {
    expect(results.length).toBeGreaterThan(60);
    expectFloors(results, HANDLE_CLASS_FLOORS);
  });
});
