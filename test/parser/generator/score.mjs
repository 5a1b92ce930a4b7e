// Field-by-field comparison of a parse with the truth it was made from, and the table of
// accuracies by layout, language and format that shows where the parser fails.

import { LANGUAGE_SECTION } from './wild.mjs';
import { trapDigits } from './traps.mjs';
import { letterheadDigits } from './person-forms.mjs';

export const norm = (s) => (s ?? '').normalize('NFD').replace(/[\p{M}\u200C\u200D]/gu, '').toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
const digits = (s) => s.replace(/\D/g, '').slice(-9);
const overlaps = (a, b) => !!a && !!b && (a.includes(b) || b.includes(a));

export const FIELDS = ['first', 'last', 'email', 'phone', 'street', 'city', 'zip', 'birth', 'skills', 'skillsAll', 'tagsClean', 'work', 'workTitle',
  'workDates', 'workPrecision',
  'education', 'eduExact', 'eduPrecision', 'eduCount', 'headline'];
// Pieces of a languages line that are no skill: a level ("C1", "Muttersprache") or an item with its level in brackets.
// (A language itself is one: the vocabulary lists languages as skills, under their English names.)
const LEVEL_WORDS = new Set(Object.values(LANGUAGE_SECTION).map(([, , native]) => norm(native)));
const languageNoise = (tag) => /\(|\b[abc][12]\b/.test(tag) || LEVEL_WORDS.has(tag) || [...LEVEL_WORDS].some((w) => tag.includes(w));
// A piece of a skills block's structure (skill-blocks.mjs): a sub-heading, a level, a rating's marks, a fraction, a share, years.
const RATING = /[●○★☆■□\uE000-\uF8FF%]|\d\s*\/\s*\d|^\d+$/u;
const blockNoise = (cv, tag) => RATING.test(tag) || [...(cv.style.skillBlock?.noise ?? []), ...(cv.style.skillShape?.noise ?? []),
  ...(cv.style.skillLabels?.noise ?? [])].some((w) => {
  const n = norm(w);
  return tag === n || ` ${tag} `.includes(` ${n} `) || tag.startsWith(`${n}:`);
});

/** The label toJsonResume gives (src/domain/json-resume.ts): the headline read, else the current or first titled job's title. */
const resumeLabel = (sections) => {
  const titled = sections.work.filter((w) => w.position !== '');
  return sections.headline || (titled.find((w) => w.current) ?? titled[0])?.position || '';
};

/**
 * Scores in [0, 1] per field. Names, city and postcode must be exact (accents and case aside);
 * a street may carry or lose a little (flat, trailing dot); phones compare their last nine digits
 * (national and international forms are the same number); skills need 60 % recall, as the
 * corpus scorer asks. Work and education are the share of the true entries found.
 */
export function scoreCv(cv, fields, sections) {
  const street = norm(fields.address.street).replace(/\.$/, '');
  const want = norm(cv.address.street).replace(/\.$/, '');
  const tags = new Set(fields.tags.map(norm));
  const titled = (p, w) => overlaps(norm(p.position), norm(w.title)) && !norm(p.position).includes(norm(w.employer));
  const work = cv.work.map((w) => {
    // Several roles at one employer (promotions.mjs) are read as several jobs at it: the one with the role's title is its hit.
    const hits = sections.work.filter((p) => overlaps(norm(p.employer), norm(w.employer)) || overlaps(norm(p.position), norm(w.employer)));
    const hit = hits.find((p) => w.title !== '' && titled(p, w)) ?? hits[0];
    const year = (s) => s.slice(0, 4);
    return {
      found: !!hit,
      // A job printed without a title (a rirekisho's history rows) is read right when no title is made up for it.
      title: !!hit && (w.title === '' ? norm(hit.position) === '' : titled(hit, w)),
      dates: !!hit && year(hit.start) === year(w.start) && (w.end ? year(hit.end) === year(w.end) : hit.current || hit.end === ''),
    };
  });
  const share = (xs) => xs.filter(Boolean).length / xs.length;
  // A tag that is no skill of the truth but a piece of a languages line, or a word of an employer's name ("Systems", "Ltd"): made up.
  const employerWords = new Set(cv.work.flatMap((w) => norm(w.employer).split(/[\s,&]+/)));
  const truthSkills = new Set(cv.skills.map(norm));
  const noise = [...tags].filter((t) => !truthSkills.has(t) && (languageNoise(t) || employerWords.has(t) || blockNoise(cv, t)));
  return {
    first: norm(fields.first) === norm(cv.first) ? 1 : 0,
    last: norm(fields.last) === norm(cv.last) ? 1 : 0,
    // With no e-mail printed (referees.mjs: only the referees' are), none is read.
    email: (fields.email[0] ?? '') === cv.email ? 1 : 0,
    phone: phoneScore(cv, fields.phone),
    street: (street === '' && want === '') || street && (street === want || (street.includes(want) && street.length <= want.length + 12)
      || (want.includes(street) && street.length >= want.length * 0.6)) ? 1 : 0,
    city: norm(fields.address.city) === norm(cv.address.city) ? 1 : 0,
    zip: norm(fields.address.zip).replace(/ /g, '') === norm(cv.address.zip).replace(/ /g, '') ? 1 : 0,
    birth: (fields.birth_date ?? '') === (cv.birth ?? '') ? 1 : 0,
    tagsClean: noise.length === 0 ? 1 : 0,
    skills: cv.skills.filter((s) => tags.has(norm(s))).length / cv.skills.length >= 0.6 ? 1 : 0,
    // Every skill of the truth, up to the 40 tags a parse gives: a long block's structure read as items crowds some out.
    skillsAll: Math.min(1, cv.skills.filter((s) => tags.has(norm(s))).length / Math.min(cv.skills.length, 40)),
    work: share(work.map((w) => w.found)),
    workTitle: share(work.map((w) => w.title)),
    workDates: share(work.map((w) => w.dates)),
    // The share of read jobs that are a job of the truth (its employer, and its title where the read one has one or the
    // truth's has none): an employer's span read as a job of its own, or a place line read as an employer, lowers it.
    workPrecision: sections.work.length === 0 ? (cv.work.length === 0 ? 1 : 0) : share(sections.work.map((p) => cv.work.some((w) =>
      (overlaps(norm(p.employer), norm(w.employer)) || overlaps(norm(p.position), norm(w.employer)))
      && (w.title === '' ? norm(p.position) === '' : titled(p, w))))),
    education: share(cv.education.map((e) => sections.education.some((p) => overlaps(norm(p.institution), norm(e.institution))
      || overlaps(norm(p.degree), norm(e.institution))))),
    eduExact: exactStudies(cv, sections.education),
    // The share of read studies that name a school of the truth: a course or a job read as a study lowers it.
    eduPrecision: sections.education.length === 0 ? 1 : share(sections.education.map((p) => cv.education.some((e) => overlaps(norm(p.institution),
      norm(e.institution)) || overlaps(norm(p.degree), norm(e.institution))))),
    // As many studies read as the truth holds: a stage or a detail of a study read as a study of its own (at a true school,
    // which eduPrecision lets pass) or two studies read as one lower it.
    eduCount: sections.education.length === cv.education.length ? 1 : 0,
    // basics.label as the JSON Resume output gives it: the headline under the name, else the latest position.
    headline: norm(resumeLabel(sections)) === norm(cv.headline) ? 1 : 0,
  };
}

/**
 * The first phone read ends in the truth's last nine digits (its trunk 0 aside); with no phone printed, none is read; and no phone read is the
 * number of a trap (traps.mjs: a reference, customer or tax number, an IBAN).
 */
function phoneScore(cv, phones) {
  const trap = trapDigits(cv);
  if (trap && phones.some((p) => p.replace(/\D/g, '').endsWith(trap))) return 0;
  // An organisation's number from a letterhead after the CV (person-forms.mjs) is made up as the person's too.
  if (letterheadDigits(cv).some((d) => phones.some((p) => p.replace(/\D/g, '').endsWith(d)))) return 0;
  if (cv.phone === '') return phones.length === 0 ? 1 : 0;
  if (phones.length === 0) return 0;
  // A short national number keeps its trunk "0" among its last nine digits ("02-547-2581"), the +CC form does not.
  const truth = cv.phone.replace(/\D/g, '').replace(/^0+/, '').slice(-9);
  return truth === '' ? (digits(phones[0]) === digits(cv.phone) ? 1 : 0) : (phones[0].replace(/\D/g, '').endsWith(truth) ? 1 : 0);
}

// Words that join a degree's name to its field ("Laurea in Geologia"): a parser may keep them or not.
const JOINERS = new Set(['in', 'of', 'en', 'em', 'di', 'de', 'z', 'w', 'im', 'der', 'des', 'du', 'la', 'le', 'and', 'und', 'et', 'y', 'e',
  'es']);
const degreeWords = (s) => norm(s).split(/[\s,.()/:–—-]+/).filter((w) => w !== '' && !JOINERS.has(w));

/**
 * The share of true studies each matched one to one by a read entry with the same school, the same
 * degree (its words, in any order, with at most one word more: a grade or a town read into it is wrong)
 * and the same end year. Two degrees at one school need two entries.
 */
function exactStudies(cv, read) {
  const left = [...read];
  const hits = cv.education.map((e) => {
    const want = degreeWords(e.degree);
    const at = left.findIndex((p) => {
      const got = degreeWords(`${p.degree} ${p.area}`);
      return overlaps(norm(p.institution), norm(e.institution)) && want.every((w) => got.includes(w)) && got.length <= want.length + 1
        && p.end.slice(0, 4) === e.end;
    });
    if (at >= 0) left.splice(at, 1);
    return at >= 0;
  });
  return hits.filter(Boolean).length / hits.length;
}

/** Mean score per field over results ({ scores }), optionally only those a predicate keeps. */
export function accuracy(results, keep = () => true) {
  const rows = results.filter(keep);
  return Object.fromEntries(FIELDS.map((f) => [f, rows.length ? rows.reduce((s, r) => s + r.scores[f], 0) / rows.length : NaN]));
}

/** A per-field table: one row for all, one per layout, language, format, contact style, date column, format × layout. */
export function accuracyTable(results) {
  const groups = [['all', () => true]];
  const by = (label, key) => {
    for (const value of [...new Set(results.map(key))].sort()) groups.push([label ? `${label}=${value}` : value, (r) => key(r) === value]);
  };
  by('layout', (r) => r.cv.style.layout);
  by('lang', (r) => r.cv.lang);
  by('format', (r) => r.format);
  by('contact', (r) => r.cv.style.contact);
  by('dates', (r) => r.cv.style.dateColumn);
  by('split dates', (r) => (r.cv.style.splitDates ? `${r.format} yes` : `${r.format} no`));
  // Periods stacked end over start (stacked-dates.mjs), when the set draws them.
  if (results.some((r) => r.cv.style.stackedDates)) by('stacked dates', (r) => `${r.format} ${r.cv.style.stackedDates?.form}`);
  if (results.some((r) => r.cv.style.undated)) by('undated jobs', (r) => `${r.format} ${r.cv.style.undated?.form}`);
  if (results.some((r) => r.cv.style.titleBreak)) by('title break', (r) => `${r.format} ${r.cv.style.titleBreak?.form}`);
  if (results.some((r) => r.cv.style.entryLines)) by('entry lines', (r) => `${r.format} ${r.cv.style.entryLines?.form}`);
  // The harder classes, when the set has them (generateSet(n, seed, { hard: true })).
  if (results.some((r) => r.cv.style.hard)) {
    by('hard contact', (r) => `${r.cv.style.hard?.contact}${r.cv.style.hard?.state ? ' US' : ''}`);
    by('name', (r) => r.cv.style.hard?.name);
  }
  // The study layouts of the hard and wild sets (education.mjs).
  if (results.some((r) => r.cv.style.education)) {
    by('education', (r) => r.cv.style.education?.layout);
    by('grade line', (r) => (r.cv.style.education?.grades.some(Boolean) ? 'yes' : 'no'));
    by('study dates', (r) => (r.cv.style.education?.period ? 'period' : 'year'));
    by('study form', (r) => r.cv.style.education?.form ?? 'none');
    by('edu heading', (r) => r.cv.style.education?.headingForm ?? 'plain');
    by('courses', (r) => (r.cv.style.education?.courses?.length ? 'yes' : 'no'));
    by('europass form', (r) => r.cv.style.education?.europass ?? 'none');
    by('europass labels', (r) => (r.cv.style.education?.europass === 'label-cells' ? (r.cv.style.education.shortLabels ? 'short, flush right' : 'long, wrapped') : 'none'));
    by('long degrees', (r) => (r.cv.style.education?.longDegrees ? 'yes' : 'no'));
    by('detailed degree', (r) => r.cv.style.education?.detailed ?? 'none');
    by('study progress', (r) => r.cv.style.education?.progress ?? 'none');
    by('undated study', (r) => r.cv.style.education?.undated ?? 'none');
    by('traineeship', (r) => (r.cv.style.education?.traineeship ? 'yes' : 'no'));
    by('study months', (r) => (r.cv.style.education?.months ? 'yes' : 'no'));
    by('study table', (r) => r.cv.style.education?.table ?? 'none');
    by('study span', (r) => r.cv.style.education?.span ?? 'none');
    by('study record', (r) => r.cv.style.education?.records ?? 'none');
    by('study note', (r) => r.cv.style.education?.note ?? 'none');
    by('study row', (r) => r.cv.style.education?.rows ?? 'none');
  }
  // The wild classes (generateSet(n, seed, { wild: true })).
  if (results.some((r) => r.cv.style.wild)) {
    by('origin', (r) => (r.cv.style.wild?.origin ? `${r.cv.style.wild.origin} ${r.cv.style.wild.nameForm}` : 'local'));
    by('phone', (r) => r.cv.style.wild?.phone);
    by('address', (r) => r.cv.style.wild?.address);
    by('birth', (r) => (r.cv.style.wild?.birth ? (r.cv.style.wild.birth.includes(':') ? 'labelled' : 'prose') : 'none'));
    by('id line', (r) => (r.cv.style.wild?.id ? 'yes' : 'no'));
    by('languages', (r) => (r.cv.style.wild?.languages ? 'yes' : 'no'));
    by('contact form', (r) => r.cv.style.wild?.contactForm);
    by('place form', (r) => r.cv.style.wild?.placeForm);
    by('address print', (r) => r.cv.style.wild?.addressForm);
  }
  // The name's places and shapes (generateSet(n, seed, { names: true }), names.mjs).
  if (results.some((r) => r.cv.style.names)) by('name class', (r) => r.cv.style.names?.class);
  if (results.some((r) => r.cv.style.persons)) by('person form', (r) => r.cv.style.persons?.form);
  // Addresses in forms of their country (generateSet(n, seed, { countries: true }), country-addresses.mjs).
  if (results.some((r) => r.cv.style.countries)) by('country form', (r) => r.cv.style.countries?.form);
  // Addresses whose postcode is "NNN NN" (generateSet(n, seed, { spaced: true }), spaced-postcodes.mjs).
  if (results.some((r) => r.cv.style.spaced)) by('spaced form', (r) => r.cv.style.spaced?.form);
  // Addresses of countries the nine languages do not draw (generateSet(n, seed, { worldAddresses: true }), world-addresses.mjs).
  if (results.some((r) => r.cv.style.world)) by('world form', (r) => r.cv.style.world?.form);
  // Town lines with the district before the postcode, or with the country alone (generateSet(n, seed, { townLines: true })).
  if (results.some((r) => r.cv.style.townLines)) by('town line form', (r) => r.cv.style.townLines?.form);
  // Street and town line on one line apart by a slash or a dash (generateSet(n, seed, { openAddresses: true })).
  if (results.some((r) => r.cv.style.openAddress)) by('open address', (r) => r.cv.style.openAddress?.form);
  // Streets named without a street word (generateSet(n, seed, { bareStreets: true }), bare-streets.mjs), by form and layout.
  if (results.some((r) => r.cv.style.bareStreet)) {
    by('bare street', (r) => r.cv.style.bareStreet?.form);
    by('bare street layout', (r) => (r.cv.style.bareStreet?.form === 'plain' ? 'plain' : `${r.cv.style.layout} ${r.cv.style.contact}`));
  }
  // The name as labelled given-name and family-name rows (generateSet(n, seed, { nameFields: true }), name-fields.mjs).
  if (results.some((r) => r.cv.style.nameFields)) by('name fields', (r) => r.cv.style.nameFields?.form);
  // The town among the personal details (generateSet(n, seed, { personal: true }), personal-blocks.mjs).
  if (results.some((r) => r.cv.style.personal)) by('personal form', (r) => r.cv.style.personal?.form);
  // A family-name-first name shown in order by a profile address (generateSet(n, seed, { handles: true }), profile-handles.mjs).
  if (results.some((r) => r.cv.style.handles)) by('handle form', (r) => r.cv.style.handles?.form);
  // East Asian names with their own script (generateSet(n, seed, { wild: true, nativeNames: true }), native-names.mjs).
  if (results.some((r) => r.cv.style.nativeNames)) by('native name', (r) => `${r.cv.style.nativeNames?.form} ${r.format}`);
  // Chinese, Japanese and Korean CVs in their own script (generateSet(n, seed, { cjk: true }), cjk-cvs.mjs).
  // Persian, Arabic and Hebrew CVs in their own script (generateSet(n, seed, { rtl: true }), rtl-cvs.mjs).
  if (results.some((r) => r.cv.style.rtl)) {
    by('rtl form', (r) => `${r.cv.style.rtl?.form} ${r.format}`);
    by('rtl entry', (r) => r.cv.style.rtl?.entry ?? 'none');
    by('rtl study', (r) => r.cv.style.rtl?.study ?? 'none');
  }
  if (results.some((r) => r.cv.style.cjk)) by('cjk form', (r) => `${r.cv.style.cjk?.form}${r.cv.style.cjk?.placeholder ? ' 20XX' : ''} ${r.format}`);
  if (results.some((r) => r.cv.style.cjk?.rows)) by('cjk rows', (r) => `${r.cv.style.cjk?.rows ?? 'none'} ${r.format}`);
  if (results.some((r) => r.cv.style.cjk?.place)) by('cjk place', (r) => `${r.cv.style.cjk?.place ?? 'none'} ${r.format}`);
  // Phone and birth date in another script's digits (generateSet(n, seed, { digits: true }), digit-scripts.mjs).
  if (results.some((r) => r.cv.style.digits)) by('digit form', (r) => `${r.cv.style.digits?.form} ${r.format}`);
  // Values not to make up (generateSet(n, seed, { traps: true }), traps.mjs).
  if (results.some((r) => r.cv.style.traps)) by('trap', (r) => r.cv.style.traps?.class);
  // Referees after the CV (referees.mjs) and personal details with a declaration (declarations.mjs), when drawn.
  if (results.some((r) => r.cv.style.referees)) by('referee form', (r) => r.cv.style.referees?.form);
  // Running headers and footers on CVs of two or three pages (generateSet(n, seed, { running: true }), running-lines.mjs).
  if (results.some((r) => r.cv.style.twoLine)) by('two-line form', (r) => `${r.format} ${r.cv.style.twoLine?.form}`);
  if (results.some((r) => r.cv.style.titleCells)) by('title cells', (r) => `${r.format} ${r.cv.style.titleCells?.form}`);
  // Dated sections that are neither jobs nor studies (generateSet(n, seed, { sideSections: true }), side-sections.mjs): by each
  // kind printed and by where the sections stand.
  // A CV counts in the row of every kind and place it prints.
  if (results.some((r) => r.cv.style.sideSections)) {
    const sides = (r) => r.cv.style.sideSections?.sections ?? [];
    for (const [label, part] of [['side kind', 'kind'], ['side place', 'place']]) {
      for (const value of [...new Set(results.flatMap((r) => sides(r).map((s) => s[part])))].sort()) {
        groups.push([`${label}=${value}`, (r) => sides(r).some((s) => s[part] === value)]);
      }
    }
    by('side sections', (r) => String(sides(r).length));
  }
  if (results.some((r) => r.cv.style.running)) by('running form', (r) => `${r.format} ${r.cv.style.running?.form}`);
  // Several roles at one employer (promotions.mjs) and LinkedIn's export (linkedin.mjs), when the set draws them.
  if (results.some((r) => r.cv.style.promotions)) by('promotions', (r) => `${r.format} ${r.cv.style.promotions?.form}`);
  if (results.some((r) => r.cv.style.linkedin)) {
    by('linkedin', (r) => `${r.format} ${r.cv.style.linkedin?.form}`);
    by('linkedin roles', (r) => (r.cv.style.linkedin?.form === 'export' ? (r.cv.style.linkedin.grouped ? 'grouped' : 'one each') : 'plain'));
    if (results.some((r) => r.cv.style.linkedin?.degree)) by('linkedin degree', (r) => `${r.format} ${r.cv.style.linkedin?.degree?.form ?? 'plain'}`);
  }
  if (results.some((r) => r.cv.style.declarations)) by('declaration form', (r) => `${r.cv.lang === 'en' ? 'en' : 'other'} ${r.cv.style.declarations?.form}`);
  // The document's title as the top line (generateSet(n, seed, { titles: true }), doc-titles.mjs).
  if (results.some((r) => r.cv.style.titles)) by('title class', (r) => r.cv.style.titles?.class);
  if (results.some((r) => r.cv.style.skillBlock)) {
    by('skill block', (r) => `${r.cv.style.skillBlock?.form} ${r.cv.style.skillBlock?.print ?? ''}`.trim());
    by('skill block format', (r) => `${r.cv.style.skillBlock?.form} ${r.format}`);
  }
  if (results.some((r) => r.cv.style.skillShape)) by('skill shape', (r) => `${r.cv.style.skillShape?.form} ${r.format}`);
  // A sidebar's skills as label rows (skill-labels.mjs), by form and place, and sidebars of a few lines (sparse-sidebars.mjs).
  if (results.some((r) => r.cv.style.skillLabels)) {
    by('skill labels', (r) => `${r.cv.style.skillLabels?.form} ${r.cv.style.skillLabels?.place ?? ''} ${r.format}`.replace(/ +/g, ' '));
  }
  if (results.some((r) => r.cv.style.sparseSidebar)) {
    by('sparse sidebar', (r) => `${r.cv.style.sparseSidebar?.form} ${r.format}`);
    by('sparse name case', (r) => (r.cv.style.sparseSidebar?.form === 'name-contact' ? `${r.cv.style.sparseSidebar.nameCase} ${r.format}` : 'other'));
  }
  // The formats read layouts differently (a DOCX table cell, a PDF column): the pairs show it.
  by('', (r) => `${r.format} ${r.cv.style.layout}`);
  const head = `${'group'.padEnd(22)} ${'n'.padStart(4)} ${FIELDS.map((f) => f.slice(0, 9).padStart(9)).join(' ')}`;
  const lines = groups.map(([label, keep]) => {
    const acc = accuracy(results, keep);
    const n = results.filter(keep).length;
    return `${label.padEnd(22)} ${String(n).padStart(4)} ${FIELDS.map((f) => `${(100 * acc[f]).toFixed(0)}%`.padStart(9)).join(' ')}`;
  });
  return [head, ...lines].join('\n');
}

/** One line per wrong contact field (and per CV whose work entries are wrong, when its sections are kept): the seed rebuilds the CV. */
export function misses(results, limit = 60) {
  const out = [];
  for (const r of results) {
    for (const f of ['first', 'last', 'email', 'phone', 'street', 'city', 'zip', 'birth', 'skills', 'skillsAll', 'tagsClean']) {
      if (r.scores[f] === 1) continue;
      const want = { first: r.cv.first, last: r.cv.last, email: r.cv.email, phone: r.cv.phone, ...r.cv.address, birth: r.cv.birth ?? '',
        skills: r.cv.skills.join(', '), skillsAll: r.cv.skills.join(', '), tagsClean: r.cv.skills.join(', ') }[f];
      const got = { first: r.fields.first, last: r.fields.last, email: r.fields.email.join(' / '), phone: r.fields.phone.join(' / '),
        ...r.fields.address,
        birth: r.fields.birth_date, skills: r.fields.tags.join(', '), skillsAll: r.fields.tags.join(', '), tagsClean: r.fields.tags.join(', ') }[f];
      const where = `seed ${r.cv.seed} ${r.format} ${r.cv.lang} ${r.cv.style.layout}/${r.cv.style.contact}`;
      out.push(`${where}: ${f} want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    }
    if (r.sections && r.scores.workTitle < 1) {
      const where = `seed ${r.cv.seed} ${r.format} ${r.cv.lang} ${r.cv.style.layout}/dates ${r.cv.style.dateColumn}/${r.cv.style.entry}`;
      const want = r.cv.work.map((w) => `${w.title} @ ${w.employer} ${w.start}–${w.end}`);
      const got = r.sections.work.map((w) => `${w.position} @ ${w.employer} ${w.start}–${w.end}`);
      out.push(`${where}: work want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    }
    if (r.sections && (r.scores.eduExact < 1 || r.scores.eduPrecision < 1 || r.scores.eduCount < 1)) {
      const study = r.cv.style.education;
      const form = study?.form && study.form !== 'none' ? `+${study.form}` : '';
      const head = (study?.headingForm && study.headingForm !== 'plain' ? `+heading ${study.headingForm}` : '')
        + (study?.courses?.length ? '+courses' : '') + (study?.europass && study.europass !== 'none' ? `+europass ${study.europass}${study.shortLabels ? ' short' : ''}` : '')
        + (study?.longDegrees ? '+long degrees' : '') + (study?.detailed && study.detailed !== 'none' ? `+${study.detailed}` : '')
        + (study?.span && study.span !== 'none' ? `+span ${study.span}` : '') + (study?.rows && study.rows !== 'none' ? `+rows ${study.rows}` : '');
      const layout = study ? `${study.layout}${study.grades.some(Boolean) ? '+grades' : ''}${form}${head}` : 'plain';
      const where = `seed ${r.cv.seed} ${r.format} ${r.cv.lang} ${r.cv.style.layout}/dates ${r.cv.style.dateColumn}/${layout}`;
      const want = r.cv.education.map((e) => `${e.degree} @ ${e.institution} ${e.end}`);
      const got = r.sections.education.map((e) => `${[e.degree, e.area].filter(Boolean).join(' | ')} @ ${e.institution} ${e.end}`);
      out.push(`${where}: education want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
    }
    if (r.sections && r.scores.headline < 1) {
      const where = `seed ${r.cv.seed} ${r.format} ${r.cv.lang} ${r.cv.style.layout}/${r.cv.style.hard?.name ?? 'plain'}`;
      out.push(`${where}: headline want ${JSON.stringify(r.cv.headline)} got ${JSON.stringify(resumeLabel(r.sections))}`);
    }
  }
  return out.slice(0, limit);
}
