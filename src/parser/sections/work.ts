// Work history and education entries out of their sections: each period
// anchors an entry; its header parts are told apart by roles.ts, and what is still unknown
// falls back on the order CVs use most ("Title, Employer, Place").
import { groupByAnchorLines, groupEntries, leftoverColumnPeriods, splitParts, type Entry } from './entries.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { isCountry } from '../fields/address-parts.js';
import { labelRows } from './entry-labels.js';
import type { Period } from './periods.js';
import { learnedWorkRoles } from '../learn/work-roles.js';
import type { EducationEntry, WorkEntry } from '../../domain/resume-sections.js';

export type { EducationEntry, WorkEntry } from '../../domain/resume-sections.js';


export const MAX_ENTRIES = 20;

const NAME_IN_TOWN = /^(.+?)\s+in\s+(\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2})$/u;

/** Takes out the place parts: a country, the city before it, or a short last part after two others. */
function takeLocation(parts: string[]): { rest: string[]; location: string } {
  const country = parts.findIndex((p, i) => i > 0 && isCountry(p));
  if (country > 0) {
    // "Example Academy in Elmbury, USA": the name and its town in one part before the country.
    const named = NAME_IN_TOWN.exec(parts[country - 1]!);
    if (named && (isInstitution(named[1]!) || isCompany(named[1]!))) {
      const rest = parts.filter((_, i) => i < country - 1 || i > country);
      rest.splice(country - 1, 0, named[1]!);
      return { rest, location: `${named[2]!}, ${parts[country]!}` };
    }
    const before = parts[country - 1]!;
    const townBefore = /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(before) && !isTitle(before) && !isCompany(before) && !isInstitution(before);
    const from = country - 1 > 0 && townBefore ? country - 1 : country;
    return { rest: parts.filter((_, i) => i < from || i > country), location: parts.slice(from, country + 1).join(', ') };
  }
  const place = parts.findIndex((p, i) => i > 0 && isPlace(p));
  if (place > 0) return { rest: parts.filter((_, i) => i !== place), location: parts[place]! };
  const last = parts[parts.length - 1];
  if (parts.length >= 3 && last && /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(last) && last.split(/\s+/).length <= 3
    && !isTitle(last) && !isCompany(last) && !isInstitution(last) && !isDegree(last)) {
    // "London, UK", "Seattle, WA": a country or state code goes with the city before it.
    const city = parts[parts.length - 2];
    if (/^\p{Lu}{2,3}$/u.test(last) && parts.length >= 4 && city && /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(city) && !isTitle(city) && !isCompany(city) && !isInstitution(city)) {
      return { rest: parts.slice(0, -2), location: `${city}, ${last}` };
    }
    return { rest: parts.slice(0, -1), location: last };
  }
  return { rest: parts, location: '' };
}

// Forms and Europass print the roles as labels ("Employer: Example Ltd", "Função: Analista").
const EMPLOYER_LABEL = /^(?:employer|company|name and address of employer|firma|arbeitgeber|unternehmen|empresa|entreprise|employeur|azienda|datore di lavoro|cég|munkahely|munkáltató|pracodawca|werkgever|bedrijf|zaměstnavatel|angajator|companie|şirket|işveren)\s*:\s*/iu;
const TITLE_LABEL = /^(?:position|title|job title|role|speciality|specialty|occupation or position held|function|funktion|stelle|cargo|função|puesto|poste|fonction|ruolo|mansione|beosztás|munkakör|stanowisko|functie|pozice|funcție|pozisyon|görev|unvan)\s*:\s*/iu;

const LOCATION_LABEL = /^(?:location|place|city|ort|lieu|lugar|luogo|helyszín|miejsce|local|plaats|místo|loc|yer)\s*:\s*/iu;
const INSTITUTION_LABEL = new RegExp('^(?:institution|school|university|hochschule|schule|établissement|institución|istituto'
  + '|intézmény|iskola|uczelnia|instituição|instelling|škola|instituție|okul)\\s*:\\s*', 'iu');
const DEGREE_LABEL = /^(?:degree title|degree|qualification|abschluss|diplôme|título|titolo|végzettség|opleiding|curso)\s*:\s*/iu;
const FIELD_LABEL = /^(?:study field|field of study|major|studiengang|fachrichtung|szak|kierunek|obor|specializare|bölüm)\s*:\s*/iu;

/** The part a label names, without its label, and the parts left. */
function takeLabelled(parts: string[], label: RegExp): { value: string; rest: string[] } {
  const at = parts.findIndex((p) => label.test(p));
  if (at < 0) return { value: '', rest: parts };
  return { value: parts[at]!.replace(label, '').trim(), rest: parts.filter((_, i) => i !== at) };
}

/**
 * "Director – Fleet Logistics" over "Example Studios – Springfield": the title's own line cut at a
 * dash or comma gave a piece of the title as the employer, while the employer stands on another
 * header line. The title is then its whole line, and the employer the first name on another line.
 */
function wholeTitleLine(
  entry: Entry, rest: readonly string[], position: string, employer: string, location: string,
): { position: string; employer: string } | undefined {
  const lines = entry.lines;
  if (!lines || lines.length < 2 || isCompany(employer) || isInstitution(employer)) return undefined;
  const at = lines.findIndex((l) => l.parts.includes(position));
  if (at < 0 || (employer !== '' && !lines[at]!.parts.includes(employer))) return undefined;
  const own = lines[at]!.parts.filter((p) => rest.includes(p));
  if (own.length < 2 || own.length !== lines[at]!.parts.length) return undefined;
  if (own.some((p) => p !== position && (isCompany(p) || isInstitution(p) || isPlace(p)))) return undefined;
  const candidates = lines.flatMap((l, i) => (i === at ? [] : l.parts))
    .filter((p) => rest.includes(p) && /^\p{Lu}/u.test(p) && !/\d/.test(p) && p.split(/\s+/).length <= 10 && !isTitle(p));
  const lineOfItsOwn = lines.some((l, i) => i !== at && l.parts.length === 1 && l.parts[0] === location);
  const other = candidates.find((p) => isCompany(p) || isInstitution(p)) ?? candidates[0] ?? (lineOfItsOwn ? location : undefined);
  if (!other) return undefined;
  return { position: lines[at]!.text.replace(/\t+/g, ' ').replace(/^[\s|,;:·•]+|[\s|,;:·•]+$/gu, ''), employer: other };
}

// A company's legal form ends its name: what follows it on the same part is no longer the name.
const LEGAL_FORM_END = new RegExp(String.raw`^(.+?\s(?:gmbh|ag|kg|ltd\.?|llc|inc\.?|plc|b\.v\.|bv|n\.v\.|nv|s\.a\.|sa|sas|sarl`
  + String.raw`|s\.r\.l\.|srl`
  + String.raw`|s\.p\.a\.|spa|kft\.?|zrt\.?|nyrt\.?|bt\.?|sp\. z o\.o\.|s\.l\.u?\.|lda\.?|ltda\.?|oy|ab|a\/s|aps|corp\.?))`
  + String.raw`\s+(?:in\s+)?(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?)$`, 'iu');

/**
 * "Example Logistik GmbH München", "Example Kft. in Elmvár": a town set right after the company's legal
 * form, without a comma. The name ends at the form; the words after it are the place, unless they are
 * a form or a firm's own words ("GmbH & Co. KG", "Inc. Group"). A bracket after the form holds a
 * department as often as a town, so it is left to the name.
 */
function townAfterForm(employer: string): { employer: string; location: string } | undefined {
  const m = LEGAL_FORM_END.exec(employer);
  if (!m || isCompany(m[2]!) || isTitle(m[2]!) || isInstitution(m[2]!)) return undefined;
  return { employer: m[1]!, location: m[2]! };
}

const CAPITALISED_WORD = /^\p{Lu}\p{Ll}[\p{L}'’-]*$/u;

/**
 * "Ingeniera de datos en plataformas Examplia": a title written in lower case after its first word
 * (as Romance languages write titles) and a capitalised name glued to its end: the name is the
 * employer. Titles capitalised word by word ("Head of Marketing") are left whole.
 */
function gluedEmployer(position: string): { position: string; employer: string } | undefined {
  const words = position.split(/\s+/);
  if (words.length < 4) return undefined;
  let from = words.length;
  while (from > words.length - 2 && from > 2 && CAPITALISED_WORD.test(words[from - 1]!)) from--;
  if (from === words.length || CAPITALISED_WORD.test(words[from - 1]!)) return undefined;
  const title = words.slice(0, from).join(' ');
  const name = words.slice(from).join(' ');
  if (!words.slice(1, from).some((w) => /^\p{Ll}{4,}$/u.test(w)) || !isTitle(title) || isTitle(name) || isPlace(name)) return undefined;
  return { position: title, employer: name };
}

/**
 * "Cashier, Example & Sons Ltd" read as one firm named after partners ("Whitlock, Barnes & Partners"):
 * when the entry has no title elsewhere, the one word before the comma is its title after all.
 */
function titleBeforeFirm(employer: string): { position: string; employer: string } | undefined {
  const m = /^(\p{Lu}[\p{L}'’-]*),\s+(\p{Lu}.+)$/u.exec(employer);
  return m && isCompany(m[2]!) && !isCompany(m[1]!) && !isPlace(m[1]!) ? { position: m[1]!, employer: m[2]! } : undefined;
}

const AT_WORD = /^\s+(?:at|bei|bij|chez|presso|w)\s+$|^\s*@\s*$/u;

/**
 * "Trainee at Example Labs", "vrijwilliger bij Example Werkplaats": "at" (and its words in other languages) says which
 * part is the employer, whatever the lines around it (a sub-heading such as "Internships") print.
 */
function titleAtEmployer(entry: Entry): { position: string; employer: string } | undefined {
  for (const line of entry.lines ?? []) {
    const [title, employer] = line.parts;
    if (!title || !employer) continue;
    const from = line.text.indexOf(title);
    const to = line.text.indexOf(employer, from + title.length);
    if (from < 0 || to < 0 || !AT_WORD.test(line.text.slice(from + title.length, to))) continue;
    if (isPlace(title) || isTitle(employer) || !/^\p{Lu}/u.test(employer)) continue;
    return { position: title, employer };
  }
  return undefined;
}

/** Short and capitalised like a name or a title, not a date cell, a number or a sentence. */
const nameLike = (part: string): boolean => /^\p{Lu}/u.test(part) && !/\d/.test(part) && part.split(/\s+/).length <= 6;

function toWork(entry: Entry, lenient = false): WorkEntry | undefined {
  const labelledEmployer = takeLabelled(entry.parts, EMPLOYER_LABEL);
  const labelledTitle = takeLabelled(labelledEmployer.rest, TITLE_LABEL);
  const labelledPlace = takeLabelled(labelledTitle.rest, LOCATION_LABEL);
  const located = labelledPlace.value ? { rest: labelledPlace.rest, location: labelledPlace.value } : takeLocation(labelledTitle.rest);
  const { rest } = located;
  let location = entry.place ? [entry.place, located.location].filter(Boolean).join(', ') : located.location;
  let position = labelledTitle.value || (rest.find((p) => isTitle(p) && !isCompany(p)) ?? '');
  let employer = labelledEmployer.value || (rest.find((p) => p !== position && (isCompany(p) || isInstitution(p))) ?? '');
  // Parts no word list named: a learned classifier names those it is sure of before the order fallback.
  const learned = learnedWorkRoles(entry, rest.filter((p) => p !== position && p !== employer), !position, !employer);
  position ||= learned.title ?? '';
  employer ||= learned.employer ?? '';
  const others = rest.filter((p) => p !== position && p !== employer);
  if (!position && others.length > 0) position = others.shift()!;
  if (!employer && others.length > 0) employer = others.shift()!;
  if (!labelledEmployer.value && !labelledTitle.value && position === '') {
    const titled = titleBeforeFirm(employer);
    if (titled) ({ position, employer } = titled);
  }
  if (!labelledEmployer.value && !labelledTitle.value && employer === '') {
    const glued = gluedEmployer(position);
    if (glued) ({ position, employer } = glued);
  }
  const atEmployer = labelledEmployer.value || labelledTitle.value ? undefined : titleAtEmployer(entry);
  if (atEmployer) {
    ({ position, employer } = atEmployer);
    if (location === employer) location = entry.place ?? '';
  } else if (!labelledEmployer.value && !labelledTitle.value && !learned.employer) {
    const whole = wholeTitleLine(entry, rest, position, employer, located.location);
    if (whole) {
      ({ position, employer } = whole);
      // A name on a line of its own that the place rule took is the employer after all.
      if (employer === located.location) location = entry.place ?? '';
    }
  }
  // Without a title word or a company form, the "header" is likely a place or a date column
  // read out of order (a two-column layout): better no entry than a wrong one.
  if (location === '') {
    const glued = townAfterForm(employer);
    if (glued) ({ employer, location } = glued);
  }
  const labelled = labelledEmployer.value !== '' || labelledTitle.value !== '';
  // Lenient (the section's other entries are sure): a name-like title and employer pass too
  // ("Développeuse Junior", "Example Labs"), so the word lists need not know every title.
  const shaped = lenient && nameLike(position) && nameLike(employer);
  if (!labelled && !shaped && !isTitle(position) && !isCompany(employer) && !isInstitution(employer)) return undefined;
  const { start, end, current } = entry.period;
  return { position, employer, location, start, end, current };
}

/**
 * "Brennocki Egyetem Gépészmérnök BSc", "Example Polytechnic BSc Geology": a school named with its
 * school word last, then the degree, in one part. Cut after the school word when what follows is a
 * capitalised degree and names no school.
 */
function schoolThenDegree(part: string): string[] | undefined {
  if (!isInstitution(part) || !isDegree(part)) return undefined;
  const words = part.split(/\s+/);
  for (let i = 1; i < words.length - 1; i++) {
    if (!isInstitution(words[i]!) || !/^\p{Lu}/u.test(words[i]!)) continue;
    const school = words.slice(0, i + 1).join(' ');
    const rest = words.slice(i + 1).join(' ');
    if (/^\p{Lu}/u.test(rest) && isDegree(rest) && !isInstitution(rest) && !isDegree(school)) return [school, rest];
  }
  return undefined;
}

const ALL_CAPITALS_WORD = /^[\p{Lu}\d][\p{Lu}\d+&.'’-]*$/u;

/**
 * "MASTER OF ARTS IN GEOLOGY Example-Name University": a template that sets the degree in capitals and
 * the school after it in ordinary case. The change of case is where the school starts, also when its
 * name comes before the school word.
 */
function capitalsThenSchool(part: string): string[] | undefined {
  const words = part.split(/\s+/);
  const at = words.findIndex((w) => !ALL_CAPITALS_WORD.test(w));
  // Two capitals words at least, a name in ordinary case ("Example-Name", not "of" or "de") after them.
  if (at < 2 || !/^\p{Lu}\p{Ll}/u.test(words[at]!)) return undefined;
  const degree = words.slice(0, at).join(' ');
  const school = words.slice(at).join(' ');
  if (!/\p{Lu}{2}/u.test(degree) || !isDegree(degree) || !isInstitution(school) || isDegree(school)) return undefined;
  return [degree, school];
}

/**
 * "Master in Marine Biology Example Institute of Oceanography": degree and school in one part,
 * without a separator. Cut where the school word starts, when two or more words come before it.
 */
function splitAtSchoolWord(parts: string[]): string[] {
  // A part that is a school and no degree ("Example Polytechnic Institute") is the school already,
  // unless it follows the degree ("Degree in Physics – Applied Optics Example Institute": the field
  // and the school after the dash).
  const schoolAlready = parts.some((p) => isInstitution(p) && !isDegree(p));
  return parts.flatMap((p, k) => {
    const schoolFirst = schoolThenDegree(p) ?? capitalsThenSchool(p);
    if (schoolFirst) return schoolFirst;
    if (!isInstitution(p) || (schoolAlready && !(k > 0 && isDegree(parts[k - 1]!) && !isInstitution(parts[k - 1]!)))) return [p];
    const words = p.split(/\s+/);
    const at = words.findIndex((w, i) => i >= 2 && /^\p{Lu}/u.test(w) && isInstitution(w));
    return at < 0 ? [p] : [words.slice(0, at).join(' '), words.slice(at).join(' ')];
  });
}

/**
 * "Example University, Springfield" or "Example GmbH, Springfield" on a line of its own: the short
 * name after the school or the employer is its town (with its region, when a cell of its own holds both).
 */
function placeAfterName(entry: Entry): string[] {
  const townLike = (town: string): boolean => /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(town) && town.split(/\s+/).length <= 2
    && !isTitle(town) && !isCompany(town) && !isInstitution(town) && !isDegree(town);
  for (const line of entry.lines ?? []) {
    const [name, town, ...more] = line.parts;
    if (!name || !town || !(isInstitution(name) || isCompany(name))) continue;
    if (more.length === 0 && townLike(town)) return [town];
    // "Example University<tab>Springfield, Westshire": a cell of its own beside the name holds the town and its region.
    const cells = line.text.split(/\t+/);
    if (more.length === 1 && cells.length === 2 && cells[0]!.trim() === name && [town, ...more].every(townLike)) return [town, ...more];
  }
  return [];
}

/** "Institution: …", "Degree: …", "Field of study: …" rows of a form: the labelled values and the parts left. */
function labelledEducation(parts: string[]): { institution: string; degree: string; area: string; location: string; rest: string[] } {
  const school = takeLabelled(parts, INSTITUTION_LABEL);
  const degree = takeLabelled(school.rest, DEGREE_LABEL);
  const field = takeLabelled(degree.rest, FIELD_LABEL);
  const place = takeLabelled(field.rest, LOCATION_LABEL);
  return { institution: school.value, degree: degree.value, area: field.value, location: place.value, rest: place.rest };
}

// "EPFL", "UCL", "HTU-FE": a short all-capitals name, or two joined by a hyphen (a school and its faculty).
// "ITT “A. Example”": a school's acronym before its quoted name, as Italian and Romanian schools are written.
const isAcronym = (part: string): boolean => /^\p{Lu}{2,6}(?:[-–]\p{Lu}{2,6})?$/u.test(part)
  || /^\p{Lu}{2,6}\s+[“"«„][^“”"«»„]{2,60}[”"»“]$/u.test(part);

// A student's status alone, in the CV languages: never a degree.
const STUDENT = /^(?:student(?:in|e|a)?|[ée]tudiant(?:e)?|estudiante|studente(?:ssa)?|studentka|hallgat[óo]|aluno|aluna|öğrenci)$/iu;
// A faculty or department of a university, named beside it.
const FACULTY = new RegExp(String.raw`^(?:faculty|department|fakult[aä]t|fakulta|fakulte|facult[ée]|facultad|facolt[àa]|faculdade`
  + String.raw`|facultatea|wydzia[łl]|kar)(?!\p{L})`, 'iu');

function toEducation(entry: Entry): EducationEntry | undefined {
  const labelled = labelledEducation(entry.parts);
  if (labelled.rest.length === entry.parts.length) return readStudy(entry);
  // A form labels some rows only ("Abschluss: Diplom" under a school line): the others are read as usual.
  const rest = labelled.rest.length > 0 ? readStudy({ ...entry, parts: labelled.rest }, true) : undefined;
  const { start, end, current } = entry.period;
  const lone = end === '' && !current && start !== '';
  const institution = labelled.institution || rest?.institution || '';
  const degree = labelled.degree || (labelled.institution ? rest?.degree : undefined) || '';
  if (!institution && !degree) return undefined;
  return {
    institution, degree, area: labelled.area || rest?.area || '', location: labelled.location || rest?.location || '',
    start: lone ? '' : start, end: lone ? start : end,
  };
}

// What a student is: "Exchange student at …", "PhD candidate at …" are studies all the same.
const STUDYING = /student|stud\.|erasmus|exchange|visiting|candidate|doktorand|hallgat|estudiante|[ée]tudiant|studente|aluno|fellow/iu;
const AT_SCHOOL = /^(.+?)\s+(?:at|bei|bij|chez|presso)\s+(\p{Lu}.+)$/u;

/**
 * "Graduate Assistant at Example University", "Lecturer at Example College" under the education
 * heading: a job held at a school, not a study there.
 */
function isJobAtSchool(entry: Entry): boolean {
  return (entry.lines ?? []).some((line) => {
    const m = AT_SCHOOL.exec(line.text.split('\t').find((cell) => AT_SCHOOL.test(cell)) ?? '');
    return m !== null && isTitle(m[1]!) && !isDegree(m[1]!) && !STUDYING.test(m[1]!) && isInstitution(m[2]!) && !isDegree(m[2]!);
  });
}

/** A study read from its header parts; `partial` when labelled rows gave some of its fields already. */
function readStudy(entry: Entry, partial = false): EducationEntry | undefined {
  if (!partial && isJobAtSchool(entry)) return undefined;
  const town = placeAfterName(entry);
  const located = takeLocation(splitAtSchoolWord(entry.parts.filter((p) => !town.includes(p))));
  // "Student" says what the person was there, not what they earned.
  const rest = located.rest.filter((p) => !STUDENT.test(p));
  const location = [...town, located.location].filter(Boolean).join(', ');
  // "Faculty of Geodesy, Example University": the university is the school, its faculty a part of it.
  const schools = rest.filter(isInstitution);
  // "EPFL", "UCL", "ETH": a short all-capitals part of an education entry names the school.
  // "Diploma di scuola superiore …" names a school word inside a degree: a part that is no degree names the school first.
  const institution = schools.find((p) => !FACULTY.test(p) && !isDegree(p)) ?? rest.find((p) => isAcronym(p) && !isDegree(p))
    ?? schools.find((p) => !FACULTY.test(p)) ?? schools[0] ?? '';
  const degreePart = rest.find((p) => p !== institution && isDegree(p)) ?? '';
  const others = rest.filter((p) => p !== institution && p !== degreePart && !(FACULTY.test(p) && schools.includes(p)));
  // "Bachelor of Science in Computer Science", "MSc in Informatik": the field follows " in ".
  const split = degreePart.match(/^(.+?)\s+(?:in|im fach|en|in materia di|w zakresie|szakon|szak)\s+(.+)$/iu);
  let degree = split ? split[1]! : degreePart;
  let area = split ? split[2]! : '';
  if (!area && others.length > 0 && degree) area = others.shift()!;
  if (!degree && others.length > 0) degree = others.shift()!;
  const school = institution || others.shift() || '';
  // A school named by its acronym over a study the word lists do not know ("Land Surveying Exam" at "HTU-FE").
  const acronymSchool = isAcronym(school) && nameLike(degree) && entry.period.start !== '';
  if (!partial && !isInstitution(school) && !isDegree(degree) && !acronymSchool) return undefined;
  // A lone date ("25/06/2014") under a study is the day it ended, not a start.
  const { start, end, current } = entry.period;
  const lone = end === '' && !current && start !== '';
  return { institution: school, degree, area, location, start: lone ? '' : start, end: lone ? start : end };
}

/** A degree at a school and no job title: a study printed among the jobs (or read into them from a column). */
function isStudyEntry(entry: Entry): boolean {
  const { parts } = entry;
  return parts.some(isDegree) && parts.some(isInstitution) && !parts.some((p) => (isTitle(p) && !isDegree(p)) || isCompany(p));
}

const CERTIFICATE_WORD = /certif|zertifi|licen[cs]|course|kurs|training|schulung|exam|prüfung|tanúsítvány|certyfikat/iu;

/** A job title and no degree or school: a job printed among the studies (or read into them from a column). */
function asStrayJob(entry: Entry): WorkEntry | undefined {
  if (entry.parts.some((p) => isDegree(p) || isInstitution(p)) || toEducation(entry)) return undefined;
  // Printed as a job is: the title first ("Systems Analyst  Mar 14 – Jan 15" over the employer),
  // or an employer with a company form.
  const work = toWork(entry);
  if (!work || !isTitle(work.position) || work.employer === '') return undefined;
  return entry.parts[0] === work.position || isCompany(work.employer) ? work : undefined;
}

/**
 * Both sections at once, each entry in the section it reads as: a two-column page can put a job
 * under the education heading or a degree under the work heading, and a CV may list a degree
 * among its jobs.
 */
export function readWorkAndEducation(
  workRows: readonly string[], educationRows: readonly string[], certificateLines: readonly string[] = [],
): { work: WorkEntry[]; education: EducationEntry[] } {
  const workLines = labelRows(workRows);
  const educationLines = labelRows(educationRows);
  const workEntries = groupEntries(workLines);
  const studies = workEntries.filter(isStudyEntry);
  const work = readWorkEntries(workEntries.filter((e) => !studies.includes(e)));
  // A sidebar's certificates can be read out in the middle of the jobs too; a certified title
  // ("Certified Developer – Example Cloud, 2019 – 2022") is a certificate, not a job.
  const strayFromCertificates = groupEntries(certificateLines).map(asStrayJob)
    .filter((w): w is WorkEntry => w !== undefined && !CERTIFICATE_WORD.test(`${w.position} ${w.employer}`));
  // An entry read as a study (its school printed once above it) is no stray job.
  const educationEntries = groupEntries(educationLines, { yearCells: true });
  const studied = withSharedSchools(educationEntries);
  const strayFromEducation = educationEntries.filter((_, i) => studied[i] === undefined).map(asStrayJob)
    .filter((w): w is WorkEntry => w !== undefined);
  const strayJobs = [...strayFromEducation, ...strayFromCertificates];
  const strayStudies = studies.map(toEducation).filter((e): e is EducationEntry => e !== undefined);
  return {
    work: [...work, ...strayJobs].slice(0, MAX_ENTRIES),
    education: withColumnDates(readEducation(educationLines), leftoverColumnPeriods(workLines)).concat(strayStudies).slice(0, MAX_ENTRIES),
  };
}

/**
 * Studies printed without dates above a work section whose date column was read out after it:
 * the column's periods left over by the jobs are the studies' dates, one each, in order.
 */
function withColumnDates(education: EducationEntry[], leftovers: readonly Period[]): EducationEntry[] {
  if (leftovers.length === 0 || leftovers.length !== education.length || education.some((e) => e.start || e.end)) return education;
  return education.map((e, k) => {
    const { start, end, current } = leftovers[k]!;
    return { ...e, start, end: current ? '' : end };
  });
}

export function readWork(lines: readonly string[]): WorkEntry[] {
  return readWorkEntries(groupEntries(labelRows(lines)));
}

function readWorkEntries(entries: readonly Entry[]): WorkEntry[] {
  const strict = entries.map((e) => toWork(e));
  // A sure entry shows that the section's periods anchor real jobs: the others get the lenient reading.
  const sure = strict.some(Boolean);
  const read = strict.map((w, i) => w ?? (sure ? toWork(entries[i]!, true) : undefined));
  return withSharedEmployers(entries, read).filter((e): e is WorkEntry => e !== undefined).slice(0, MAX_ENTRIES);
}

/**
 * "Example Logistics" over "Senior Analyst  2019 – now" and "Analyst  2016 – 2019": one employer
 * printed once, as a heading of the roles held there. A role whose header is its title alone takes
 * the employer of the entry before, when that employer stood on a line of its own.
 */
function withSharedEmployers(entries: readonly Entry[], read: (WorkEntry | undefined)[]): (WorkEntry | undefined)[] {
  let heading = '';
  return read.map((work, i) => {
    if (!work) return work;
    const lines = entries[i]!.lines ?? [];
    if (work.employer !== '') {
      heading = lines.some((l) => l.parts.length === 1 && l.parts[0] === work.employer) ? work.employer : '';
      return work;
    }
    const titleOnly = lines.length === 1 && lines[0]!.parts.length === 1 && lines[0]!.parts[0] === work.position && isTitle(work.position);
    return heading !== '' && titleOnly && entries[i]!.inDetail !== true ? { ...work, employer: heading } : work;
  });
}

/**
 * "Example University" over two degrees, each with its own dates: the school is printed once, as
 * a heading of the studies under it. A dated entry that names no school, only a short degree
 * line, takes the school of the entry before it.
 */
function withSharedSchools(entries: readonly Entry[]): (EducationEntry | undefined)[] {
  let school = '';
  return entries.map((entry) => {
    const read = toEducation(entry);
    const ownSchool = entry.parts.some((p) => isInstitution(p) && !isDegree(p)) || (read !== undefined && read.institution !== ''
      && isInstitution(read.institution));
    if (ownSchool) {
      // Only a school on a line of its own heads the studies below it; "BSc Physics, Example
      // University" on one line is one entry.
      const line = read ? entry.lines?.find((l) => l.parts.includes(read.institution)) : undefined;
      school = line && !line.parts.some((p) => p !== read!.institution && isDegree(p)) ? read!.institution : '';
      return read;
    }
    const shortHeader = entry.parts.length === 1 && entry.parts[0]!.split(/\s+/).length <= 8;
    // "• MSc Physics, 2018 – 2020" under the school: a degree in a bullet is a study of that school too.
    const studyInDetail = entry.inDetail === true && entry.parts.some(isDegree);
    if (school === '' || !shortHeader || (entry.inDetail === true && !studyInDetail) || read?.institution) return read;
    return toEducation({ ...entry, parts: [...entry.parts, school] });
  });
}

/**
 * "Example Primary School" over "Example Technical School" over "Example College  Sep 2011 – Jun 2015":
 * a list of schools, one a line, where only one line has dates. A header of two or more lines that
 * each name a school and nothing else is that many entries; the period belongs to its own line.
 */
function splitSchoolLists(entries: readonly Entry[]): Entry[] {
  return entries.flatMap((entry) => {
    const lines = entry.lines ?? [];
    // A faculty under its university is one school, not two.
    const schoolAlone = (l: { parts: string[] }): boolean => l.parts.length === 1 && isInstitution(l.parts[0]!) && !isDegree(l.parts[0]!)
      && !FACULTY.test(l.parts[0]!);
    if (lines.length < 2 || !lines.every(schoolAlone)) return [entry];
    const undated = { start: '', end: '', current: false, index: 0, length: 0 };
    return lines.map((line, k) => ({ period: k === entry.ownAt ? entry.period : undated, parts: line.parts, lines: [line] }));
  });
}

/**
 * "2013 – 2015  Accounting, Sint-Example Brennock" among studies the word lists know: a school named
 * after a person or a place carries no school word. Where the section's sure studies print the degree
 * and the school in one order, a dated header of two names (no title, firm or place) is read in that
 * order; the school's name has two words at least.
 */
function withUnknownSchools(entries: readonly Entry[], read: (EducationEntry | undefined)[]): (EducationEntry | undefined)[] {
  let degreeFirst = 0;
  read.forEach((study, i) => {
    const parts = entries[i]!.parts;
    // Only studies whose school the word lists know show the order; the other name beside it is the degree,
    // known or not ("Informatics, Example University").
    const sure = study !== undefined && isInstitution(study.institution) && !isDegree(study.institution) && study.degree !== ''
      && !isInstitution(study.degree);
    const school = sure ? parts.indexOf(study.institution) : -1;
    const degree = sure ? parts.findIndex((p) => p.startsWith(study.degree)) : -1;
    if (school >= 0 && degree >= 0 && school !== degree) degreeFirst += degree < school ? 1 : -1;
  });
  if (degreeFirst === 0) return read;
  return read.map((study, i) => {
    const entry = entries[i]!;
    const parts = entry.parts;
    if (study || entry.inDetail === true || parts.length !== 2 || entry.period.start === '') return study;
    if (!parts.every((p) => nameLike(p) && !isTitle(p) && !isCompany(p) && !isPlace(p) && !/[“”"«»(]/u.test(p))) return study;
    const [degree, school] = degreeFirst > 0 ? [parts[0]!, parts[1]!] : [parts[1]!, parts[0]!];
    if (school.split(/\s+/).length < 2) return study;
    const { start, end, current } = entry.period;
    const lone = end === '' && !current && start !== '';
    return { institution: school, degree, area: '', location: '', start: lone ? '' : start, end: lone ? start : end };
  });
}

export function readEducation(printed: readonly string[]): EducationEntry[] {
  const lines = labelRows(printed);
  const entries = splitSchoolLists(groupEntries(lines, { yearCells: true }));
  const dated = withUnknownSchools(entries, withSharedSchools(entries)).filter((e): e is EducationEntry => e !== undefined);
  if (dated.length > 0) return dated.slice(0, MAX_ENTRIES);
  // No period in the whole section: schools anchor the entries instead, and so does a line
  // that names a degree beside something else ("BSc Statistics | Example Tech | 2016") when no
  // school line stands next to it (a school the word lists do not know, or an acronym).
  const school = lines.map((line) => splitParts(line).some(isInstitution));
  // "MSc Data Science | Example University | 2020": a degree and its school on one line are a whole entry.
  const whole = lines.map((line) => {
    const parts = splitParts(line);
    return parts.some(isDegree) && parts.some((p) => isInstitution(p) && !isDegree(p));
  });
  const schoolAlone = (i: number): boolean => school[i] === true && !whole[i];
  const degreeBeside = (line: string, i: number): boolean => {
    const parts = splitParts(line);
    return parts.length >= 2 && parts.some(isDegree) && !schoolAlone(i - 1) && !schoolAlone(i + 1);
  };
  const bySchool = groupByAnchorLines(lines, (line, i) => school[i]! || degreeBeside(line, i), (i) => whole[i]!);
  return bySchool.map(toEducation).filter((e): e is EducationEntry => e !== undefined).slice(0, MAX_ENTRIES);
}
