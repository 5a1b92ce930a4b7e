// How a bench scores one invented CV read back by the parser against the résumé.json it was printed from
// (bench/parse/themes.mjs: JSON Resume themes; bench/parse/latex.mjs: LaTeX CV classes). A field is scored only on the
// pages whose template prints it at all, which a page made from sentinel values (PROBE) tells.
import { generateCv, norm, VOCAB } from '../../test/parser/generator/index.mjs';

const COUNTRY = { en: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', pl: 'PL', hu: 'HU', nl: 'NL', pt: 'PT' };

const day = (ym) => (ym ? `${ym.length === 4 ? `${ym}-06` : ym}-01` : undefined);

/** The generator's US address and phone for this person, when its hard class draws one (half the English CVs). */
export function usAddressOf(cv) {
  const hard = cv.lang === 'en' ? generateCv(cv.seed, { hard: true, layout: cv.style.layout, lang: cv.lang }) : undefined;
  return hard?.style.hard?.state ? { address: hard.address, state: hard.style.hard.state, phone: hard.phone } : undefined;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// The country as the CV's language names it, on the address's last line.
const COUNTRY_NAMES = {
  en: 'United Kingdom', de: 'Deutschland', fr: 'France', es: 'España', it: 'Italia', pl: 'Polska', hu: 'Magyarország', nl: 'Nederland', pt: 'Portugal',
};

/**
 * How one CV prints its periods, headings and town line: the generator's forms for its language and style (LaTeX and
 * Word CVs alike). `dashes`: the two ways the CVs join a period's ends (TeX's "--" prints an en dash; Word's typist writes a hyphen).
 */
export function printForms(cv, resume, dashes = [' – ', '--']) {
  const v = VOCAB[cv.lang];
  const us = resume.basics.location.countryCode === 'US';
  // CVs write periods every way: "03/2019 – 05/2023", "2019--2023", "2019 – present", "Mar 2019 – Present".
  const words = cv.lang === 'en' && cv.seed % 3 === 0;
  const date = (iso) => (!cv.style.monthDates ? iso.slice(0, 4)
    : words ? `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : `${iso.slice(5, 7)}/${iso.slice(0, 4)}`);
  const dash = dashes[cv.seed % 2];
  return {
    lang: cv.lang,
    headings: v.headings,
    // Half the CVs name each job's town after its firm (moderncv's fourth field, Europass's "Firm, Town").
    town: cv.seed % 4 < 2 ? resume.basics.location.city : '',
    country: us ? 'USA' : COUNTRY_NAMES[cv.lang],
    cityLine: us ? (zip, city) => `${city}, ${resume.basics.location.region} ${zip}` : v.cityLine,
    period: (entry) => (entry.institution !== undefined
      ? `${entry.startDate.slice(0, 4)}${dash}${entry.endDate.slice(0, 4)}`
      : `${date(entry.startDate)}${dash}${entry.endDate ? date(entry.endDate) : words ? 'Present' : v.present}`),
  };
}

/** The résumé.json of one invented CV (JSON Resume schema 1.0, with the older `company`/`website` keys some themes still read). */
export function toResume(cv, us, endOnly) {
  const address = us ? us.address : cv.address;
  return {
    basics: {
      name: `${cv.first} ${cv.last}`, label: cv.headline, email: cv.email, phone: us ? us.phone : cv.phone,
      summary: cv.work[0]?.prose ?? '',
      location: { address: address.street, postalCode: address.zip, city: address.city, countryCode: us ? 'US' : COUNTRY[cv.lang], region: us?.state ?? '' },
      profiles: [],
    },
    work: cv.work.map((w, i) => ({
      name: w.employer, company: w.employer, position: w.title,
      ...(endOnly && i === cv.work.length - 1 ? {} : { startDate: day(w.start) }),
      ...(w.end ? { endDate: day(w.end) } : {}), summary: w.prose, highlights: [w.prose],
    })),
    education: cv.education.map((e) => ({
      institution: e.institution, studyType: e.degree, area: '', startDate: day(String(Number(e.end) - 3)), endDate: day(e.end), courses: [],
    })),
    skills: [{ name: 'Skills', keywords: cv.skills }],
    languages: [], interests: [], references: [], awards: [], publications: [], volunteer: [], projects: [],
  };
}

// A résumé of sentinel values: what of it a theme's page shows tells which fields the theme prints at all (a theme
// that prints no street is not held to one; a city inside a school's name does not count as printed).
export const PROBE = {
  basics: { name: 'Probename Sentinel', label: 'Probelabel', email: 'probe@example.org', phone: '+49 30 1112223', summary: 'Probesummary',
    location: { address: 'Probeweg 77', postalCode: '98765', city: 'Probetown', countryCode: 'DE', region: '' }, profiles: [] },
  work: [{ name: 'Probefirm', company: 'Probefirm', position: 'Probetitle', startDate: '1981-03-01', endDate: '1983-05-01', summary: 'x', highlights: ['x'] }],
  education: [{ institution: 'Probeschool', studyType: 'Probedegree', area: '', startDate: '1976-09-01', endDate: '1979-06-01', courses: [] }],
  skills: [{ name: 'Skills', keywords: ['Probeskill'] }],
  languages: [], interests: [], references: [], awards: [], publications: [], volunteer: [], projects: [],
};
const PROBED = {
  name: 'probename', email: 'probe@example.org', phone: '1112223', street: 'probeweg', city: 'probetown', zip: '98765',
  employer: 'probefirm', title: 'probetitle', start: '1981', end: '1983', institution: 'probeschool', eduEnd: '1979',
};

/**
 * The fields a page prints, from its visible text when made from PROBE. A value set letter-spaced ("P R O B E N A M E", a
 * name in spaced capitals) is printed too: its text without spaces holds it.
 */
export const printedFields = (text) => {
  const page = norm(text);
  const unspaced = page.replace(/\s+/g, '');
  return new Set(Object.entries(PROBED).filter(([, v]) => page.includes(v) || unspaced.includes(v.replace(/\s+/g, ''))).map(([f]) => f));
};

export const FIELDS = ['name', 'email', 'phone', 'city', 'zip', 'street', 'employer', 'title', 'start', 'end', 'institution', 'eduEnd'];
const overlaps = (a, b) => !!a && !!b && (a.includes(b) || b.includes(a));
const year = (s) => (s ?? '').slice(0, 4);

/** [field, score 0/1, want, got] for every field of the truth that the theme prints (`prints`: printsOf its probe page). */
export function scorePage(resume, prints, fields, sections) {
  const b = resume.basics;
  const rows = [];
  const add = (field, when, ok, want, got) => { if (when && prints.has(field)) rows.push([field, ok ? 1 : 0, want, got]); };
  add('name', b.name.trim() !== '', norm(`${fields.first} ${fields.last}`) === norm(b.name), b.name, `${fields.first} ${fields.last}`);
  add('email', true, fields.email[0] === b.email, b.email, fields.email[0]);
  const phoneDigits = b.phone.replace(/\D/g, '').replace(/^0+/, '').slice(-9);
  add('phone', phoneDigits !== '', !!fields.phone[0] && fields.phone[0].replace(/\D/g, '').endsWith(phoneDigits), b.phone, fields.phone[0]);
  add('city', true, norm(fields.address.city) === norm(b.location.city), b.location.city, fields.address.city);
  add('zip', true, norm(fields.address.zip).replace(/ /g, '') === norm(b.location.postalCode).replace(/ /g, ''),
    b.location.postalCode, fields.address.zip);
  const street = norm(fields.address.street).replace(/\.$/, '');
  const want = norm(b.location.address);
  add('street', true, street !== '' && (street === want || (street.includes(want) && street.length <= want.length + 12)
    || (want.includes(street) && street.length >= want.length * 0.6)), b.location.address, fields.address.street);
  for (const w of resume.work) {
    const hits = sections.work.filter((p) => overlaps(norm(p.employer), norm(w.name)) || overlaps(norm(p.position), norm(w.name)));
    const hit = hits.find((p) => overlaps(norm(p.position), norm(w.position))) ?? hits[0];
    add('employer', true, !!hit, w.name, sections.work.map((p) => `${p.position} @ ${p.employer}`).join(' | '));
    add('title', true, !!hit && overlaps(norm(hit.position), norm(w.position)) && !norm(hit.position).includes(norm(w.name)),
      w.position, hit?.position);
    add('start', !!w.startDate, !!hit && year(hit.start) === year(w.startDate), `${w.name} ${year(w.startDate)}`, hit?.start);
    add('end', true,
      !!hit && (w.endDate ? year(hit.end) === year(w.endDate) : hit.current || hit.end === ''), `${w.name} ${year(w.endDate) || 'present'}`, hit?.end);
  }
  for (const e of resume.education) {
    const hit = sections.education.find((p) => overlaps(norm(p.institution), norm(e.institution)) || overlaps(norm(p.degree), norm(e.institution)));
    add('institution', true, !!hit, e.institution, sections.education.map((p) => `${p.degree} @ ${p.institution}`).join(' | '));
    add('eduEnd', true, !!hit && year(hit.end) === year(e.endDate), `${e.institution} ${year(e.endDate)}`, hit?.end);
  }
  return rows;
}


/**
 * Prints the table of % right per field, overall and per group (a theme, a class), then the misses.
 * results: [{ group, file, rows }] (rows: scorePage); limit: how many misses to print (Infinity for all); label: what a
 * group is, for the table's header.
 */
export function report(results, groups, limit, label = 'theme') {
  const cell = (rows) => (rows.length === 0 ? '    ·' : `${((100 * rows.reduce((s, r) => s + r[1], 0)) / rows.length).toFixed(0).padStart(5)}`);
  const width = Math.max(14, ...groups.map((g) => g.length + 1));
  const table = (row, pick) => `${row.padEnd(width)}${FIELDS.map((f) => cell(results.filter(pick).flatMap((r) => r.rows.filter((x) => x[0] === f))).padStart(Math.max(6, f.length + 1))).join('')}`;
  console.log(`${label.padEnd(width)}${FIELDS.map((f) => f.padStart(Math.max(6, f.length + 1))).join('')}`);
  console.log(table('all', () => true));
  for (const g of groups) console.log(table(g, (r) => r.group === g));
  const misses = results.flatMap((r) => r.rows.filter((x) => x[1] === 0)
    .map((x) => `${r.group.padEnd(13)} ${x[0].padEnd(11)} want ${JSON.stringify(x[2])} got ${JSON.stringify(x[3] ?? '')}  ${r.file}`));
  console.log(`\nfirst misses (${misses.length}):\n${misses.slice(0, limit).join('\n')}`);
}
