// Education entries out of their section: each period (or, without periods, each school line) anchors
// an entry, whose parts are told apart as school, degree, field and place.
import { groupByAnchorLines, groupEntries, isDetailLine, splitParts, type Entry } from './entries.js';
import { withDegreeLetters, withFieldTail } from './degree-letters.js';
import { isCompany, isDegree, isFaculty, isInstitution, isSchoolName, isPlace, isTitle, withoutHonours } from './roles.js';
import { labelRows } from './entry-labels.js';
import { pairStudyLines } from './study-lines.js';
import { AT_SCHOOL } from './at-school.js';
import { studyFormRows } from './study-labels.js';
import { isGradeLine } from './grade-lines.js';
import { studyInProgress } from './study-progress.js';
import { undatedStudyAtTown } from './study-at-town.js';
import { studyBesidePlace } from './study-beside-place.js';
import { isTownShaped } from '../fields/lone-town.js';
import { withStagesFolded } from './study-stages.js';
import { noteAsDetail } from './study-notes.js';
import { yearAsCell } from './study-years.js';
import { isTraineeship } from './traineeships.js';
import { degreeOfSchool, isLeavingCertificate, isSecondarySchool, withCertificatesFolded } from './school-leaving.js';
import {
  DEGREE_LABEL, FIELD_LABEL, INSTITUTION_LABEL, LOCATION_LABEL, MAX_ENTRIES, nameLike, takeLabelled, takeLocation, takeSchoolKindLabelled,
} from './entry-parts.js';
import { HAS_YEAR } from '../classify/text.js';
import type { EducationEntry } from '../../domain/resume-sections.js';
import { specialisationAfterDash } from './study-specialisation.js';
import { withPlacePair } from './place-pairs.js';
import { withUndatedStudiesApart } from './undated-study-above.js';

export type { EducationEntry } from '../../domain/resume-sections.js';

/**
 * "Brennocki Egyetem Gépészmérnök BSc", "Example Polytechnic BSc Geology": a school named with its
 * school word last, then the degree, in one part. Cut after the school word when what follows is a
 * capitalised degree and names no school.
 */
function schoolThenDegree(part: string): string[] | undefined {
  if (!isSchoolName(part) || !isDegree(part)) return undefined;
  const words = part.split(/\s+/);
  for (let i = 1; i < words.length - 1; i++) {
    if (!isSchoolName(words[i]!) || !/^\p{Lu}/u.test(words[i]!)) continue;
    const school = words.slice(0, i + 1).join(' ');
    const rest = words.slice(i + 1).join(' ');
    if (/^\p{Lu}/u.test(rest) && isDegree(rest) && !isSchoolName(rest) && !isDegree(school)) return [school, rest];
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
  if (!/\p{Lu}{2}/u.test(degree) || !isDegree(degree) || !isSchoolName(school) || isDegree(school)) return undefined;
  return [degree, school];
}

/**
 * "Master in Marine Biology Example Institute of Oceanography": degree and school in one part,
 * without a separator. Cut where the school word starts, when two or more words come before it.
 */
function splitAtSchoolWord(parts: string[], lines?: readonly { text: string }[]): string[] {
  // A part that is a school and no degree ("Example Polytechnic Institute") is the school already,
  // unless it follows the degree after a dash ("Degree in Physics – Applied Optics Example Institute":
  // the field and the school after the dash). A school in a cell or on a line of its own is whole.
  const schoolAlready = parts.some((p) => isSchoolName(p) && !isDegree(p));
  const afterDash = (k: number): boolean => lines !== undefined && lines.some(({ text }) => {
    const at = text.indexOf(parts[k - 1]!);
    return at >= 0 && /^\s*[-–—]\s*$/u.test(text.slice(at + parts[k - 1]!.length, text.indexOf(parts[k]!, at)));
  });
  const fieldAfterDegree = (k: number): boolean => k > 0 && isDegree(parts[k - 1]!) && !isSchoolName(parts[k - 1]!) && afterDash(k);
  return parts.flatMap((p, k) => {
    const schoolFirst = schoolThenDegree(p) ?? capitalsThenSchool(p);
    if (schoolFirst) return schoolFirst;
    if (!isSchoolName(p) || (schoolAlready && !fieldAfterDegree(k))) return [p];
    const words = p.split(/\s+/);
    // The school word opens the school's name ("Institute of Oceanography"): a school word that ends the part
    // ("Elmbury City College") would leave a school without a name.
    const at = words.findIndex((w, i) => i >= 2 && i < words.length - 1 && /^\p{Lu}/u.test(w) && isSchoolName(w));
    return at < 0 ? [p] : [words.slice(0, at).join(' '), words.slice(at).join(' ')];
  });
}

/**
 * "Example University, Springfield" or "Example GmbH, Springfield" on a line of its own: the short
 * name after the school or the employer is its town (with its region, when a cell of its own holds both).
 */
function placeAfterName(entry: Entry): string[] {
  const townLike = (town: string): boolean => /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(town) && town.split(/\s+/).length <= 2
    && !isTitle(town) && !isCompany(town) && !isSchoolName(town) && !isDegree(town);
  for (const line of entry.lines ?? []) {
    const [name, town, ...more] = line.parts;
    if (!name || !town || !(isSchoolName(name) || isCompany(name))) continue;
    if (more.length === 0 && townLike(town)) return [town];
    // "Example University<tab>Springfield, Westshire": a cell of its own beside the name holds the town and its region.
    const cells = line.text.split(/\t+/);
    if (more.length === 1 && cells.length === 2 && cells[0]!.trim() === name && [town, ...more].every(townLike)) return [town, ...more];
    // "Example University, Springfield, ST<tab>May 2016<tab>BSc Geology": the row's first cell is the
    // school with its town (and region); the other cells hold the date and the study.
    const first = splitParts(cells[0]!);
    if (cells.length >= 2 && first[0] === name && (first.length === 2 || first.length === 3) && first.slice(1).every(townLike)) {
      return first.slice(1);
    }
  }
  return [];
}

/** A town and the code of its state or country ending a header line after a name ("Brennhaus, Columbus, OH"): those two. */
function codedPlace(entry: Entry): string[] {
  for (const { parts } of entry.lines ?? []) {
    const [town, code] = parts.slice(-2);
    if (parts.length >= 3 && /^\p{Lu}{2,3}$/u.test(code!) && isTownShaped(town!) && !isSchoolName(town!)) return [town!, code!];
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

export function toEducation(given: Entry): EducationEntry | undefined {
  // "Example University – Elmbury – North Westshire": a town and its region end the line as one place (place-pairs.ts).
  const entry = withPlacePair(given);
  const labelled = labelledEducation(entry.parts);
  if (labelled.rest.length === entry.parts.length) return readStudy(entry);
  // A form labels some rows only ("Abschluss: Diplom" under a school line): the others are read as usual.
  const rest = labelled.rest.length > 0 ? readStudy({ ...entry, parts: labelled.rest }, true) : undefined;
  const { start, end, current } = entry.period;
  const lone = end === '' && !current && start !== '';
  const institution = labelled.institution || rest?.institution || '';
  // Where only the field is labelled ("magister, kierunek: logistyka"), the degree before it is read as usual.
  const degree = labelled.degree || (labelled.institution || labelled.area ? rest?.degree : undefined) || '';
  if (!institution && !degree) return undefined;
  // "Qualification: Máster en Logística" beside "Institution: …": the part split off after the labelled degree is its
  // field, where the labels name the school and the degree both and nothing else is left.
  const field = labelled.degree && labelled.institution && rest && !rest.institution ? rest.degree : '';
  return {
    institution, degree, area: labelled.area || rest?.area || field, location: labelled.location || rest?.location || '',
    start: lone ? '' : start, end: lone ? start : end,
  };
}

/** "Traineeship in the soil laboratory" over its university: no study, where no part of its header names a degree. */
const isTraineeshipEntry = (entry: Entry): boolean => entry.parts.some(isTraineeship) && !entry.parts.some(isDegree);

// What a student is: "Exchange student at …", "PhD candidate at …" are studies all the same.
const STUDYING = /student|stud\.|erasmus|exchange|visiting|candidate|doktorand|hallgat|estudiante|[ée]tudiant|studente|aluno|fellow/iu;

/**
 * "Graduate Assistant at Example University", "Lecturer at Example College" under the education
 * heading: a job held at a school, not a study there.
 */
function isJobAtSchool(entry: Entry): boolean {
  return (entry.lines ?? []).some((line) => {
    const m = AT_SCHOOL.exec(line.text.split('\t').find((cell) => AT_SCHOOL.test(cell)) ?? '');
    return m !== null && isTitle(m[1]!) && !isDegree(m[1]!) && !STUDYING.test(m[1]!) && isSchoolName(m[2]!) && !isDegree(m[2]!);
  });
}

// The letters of a degree ("BSc", "M.A."), as a name in a language that sets them last ends on them.
const DEGREE_LETTERS = /^\p{Lu}[\p{L}.]{1,5}$/u;

// A joining word that ends a part of a study: the field after it was left out.
const DANGLING_JOIN = /(?<=\S)\s+(?:in|im fach|en|in materia di|w zakresie)$/iu;

/**
 * "Bachelor of Science in Computer Science" → its degree and its field, the word joining them left out; [degree, ''] without
 * one. "Geológus alapképzési szak BSc": a Hungarian "szak" (the major) before the degree's letters joins no field to them,
 * nor before a specialisation that ends on them ("… alapképzési szak pénzügyi szakiránnyal BA"): the name is one degree.
 */
function degreeAndField(degree: string): [string, string] {
  const split = /^(.+?)\s+(in|im fach|en|in materia di|w zakresie|szakon|szak)\s+(.+)$/iu.exec(degree);
  // "BSc Computer Science (specialisation in Data Systems)": a joining word inside a bracket joins the bracket's words only.
  if (!split || split[1]!.split('(').length > split[1]!.split(')').length) return [degree, ''];
  const rest = split[3]!;
  const lastWord = rest.split(/\s+/).at(-1)!;
  const lettersAfterMajor = /^szak/iu.test(split[2]!) && DEGREE_LETTERS.test(lastWord) && isDegree(lastWord);
  return (DEGREE_LETTERS.test(rest) && isDegree(rest)) || lettersAfterMajor ? [degree, ''] : [split[1]!, rest];
}

/** "Master: Logistics, Finance": a degree that lists its fields after its colon. */
function fieldsAfterColon(part: string): boolean {
  const colon = /^([^:]+):\s+\p{Lu}/u.exec(part);
  return colon !== null && isDegree(colon[1]!);
}

/**
 * "BSc Physics", "Licenciatura en Geología", "Bachelor of Engineering in Geology": the degree's words are
 * followed by its field. "Bachelor of Engineering" or "MSc" alone name no field.
 */
function degreeNamesField(part: string): boolean {
  if (part === '') return false;
  if (/ (?:in|en|em|im|di|w) \p{Lu}/u.test(part) || fieldsAfterColon(part)) return true;
  const words = part.split(/\s+/);
  // The field follows the degree's word(s): capitalised, and not "of Science" or "of Arts" (still the degree's name).
  const first = words.findIndex((_, i) => isDegree(words.slice(0, i + 1).join(' ')));
  return first >= 0 && first + 1 < words.length && /^\p{Lu}\p{Ll}/u.test(words[first + 1]!);
}

/**
 * "Bachelor of Engineering" followed by "Geology", "BSc" followed by "Marrowby Tech": the short last part
 * that takeLocation reads as a town, right after a degree that names no field, is the study's field
 * or its school, unless the address reader knows it as a place.
 */
function fieldAfterDegree(
  parts: readonly string[], located: { rest: string[]; location: string },
): { rest: string[]; location: string; field?: string } {
  const at = parts.indexOf(located.location);
  if (at !== parts.length - 1 || at < 1 || isPlace(located.location)) return located;
  const before = parts[at - 1]!;
  // "Faculty of Social Sciences" over "Sociology": a field printed under its faculty, with no degree's word, is no town either.
  if (isFaculty(before) && parts.some((p) => p !== before && isInstitution(p)) && !parts.some(isDegree)) {
    return { rest: [...parts], location: '', field: located.location };
  }
  if (!isDegree(before) || isSchoolName(before) || degreeNamesField(before)) return located;
  return { rest: [...parts], location: '', field: located.location };
}

/**
 * "Grado en Geología — ETSI Example": a school written short ("ETSI Example", "Example Tech") that takeLocation
 * read as the town is the school where no other part names one.
 */
function schoolNoTown(
  parts: readonly string[], located: { rest: string[]; location: string; field?: string },
): { rest: string[]; location: string; field?: string } {
  const { location, rest } = located;
  if (location === '' || isInstitution(location) || !isSchoolName(location) || isPlace(location) || rest.some(isSchoolName)) return located;
  return { rest: [...parts], location: '' };
}

/** A study read from its header parts; `partial` when labelled rows gave some of its fields already. */
function readStudy(entry: Entry, partial = false): EducationEntry | undefined {
  if (!partial && isJobAtSchool(entry)) return undefined;
  if (!partial && isTraineeshipEntry(entry)) return undefined;
  // "Brennhaus<tab>Columbus, OH": a state's or country's code after the town is the place, never a school's acronym.
  const beside = placeAfterName(entry);
  const town = beside.length > 0 ? beside : codedPlace(entry);
  // "magna cum laude", "with distinction": the grade of a study, no part of its name.
  // "MSc in" over "at Example University": a template printed "degree in field" with no field, the word left hanging.
  const named = entry.parts.filter((p) => !town.includes(p)).map((p) => withoutHonours(p).replace(DANGLING_JOIN, '')).filter((p) => p !== '');
  // "Master of Science - MS, Computer Engineering": the degree's letters after its name are the degree's (degree-letters.ts).
  const parts = splitAtSchoolWord(withDegreeLetters(named, isDegree), entry.lines);
  // A town printed beside the school is the study's place: the last part is then no second place but the field.
  const located: { rest: string[]; location: string; field?: string } = town.length > 0
    ? { rest: parts, location: '' } : schoolNoTown(parts, fieldAfterDegree(parts, takeLocation(parts)));
  // "Student" says what the person was there, not what they earned.
  const rest = located.rest.filter((p) => !STUDENT.test(p));
  const location = [entry.place ?? '', ...town, located.location].filter(Boolean).join(', ');
  // "Faculty of Geodesy, Example University": the university is the school, its faculty a part of it.
  const schools = rest.filter(isSchoolName);
  // "EPFL", "UCL", "ETH": a short all-capitals part of an education entry names the school.
  // "Diploma di scuola superiore …" names a school word inside a degree: a part that is no degree names the school first.
  const institution = schools.find((p) => !isFaculty(p) && !isDegree(p)) ?? rest.find((p) => isAcronym(p) && !isDegree(p))
    ?? schools.find((p) => !isFaculty(p)) ?? schools[0] ?? '';
  const degreePart = degreeOfSchool(rest, institution);
  // A faculty beside its university ("Faculty of Geodesy", "UFR de géologie") is a part of the school, no degree or field.
  // A school-leaving certificate passed over for the university's own degree is none of its fields either, nor are the
  // subjects printed with it on its line ("Matura, advanced mathematics").
  const leftOut = degreePart !== '' && !isLeavingCertificate(degreePart) ? rest.filter(isLeavingCertificate) : [];
  const leftLines = (entry.lines ?? []).filter((l) => l.parts.some((p) => leftOut.includes(p)) && !l.parts.includes(degreePart)
    && !l.parts.includes(institution));
  const passedOver = (p: string): boolean => leftOut.includes(p) || leftLines.some((l) => l.parts.includes(p));
  // A unit named by its field alone ("School of Social Sciences") beside a university is a part of it too.
  const unitOf = (p: string): boolean => isFaculty(p) || (institution !== '' && p !== institution && isInstitution(institution) && UNIT.test(p));
  const others = rest.filter((p) => p !== institution && p !== degreePart && !passedOver(p)
    && !(unitOf(p) && (schools.includes(p) || institution !== '')));
  // "Bachelor of Science in Computer Science", "MSc in Informatik": the field follows " in ".
  let [degree, area] = degreeAndField(degreePart);
  // "BSc Physics, Orvalle Tech": a degree that names its field already stands beside a school the word
  // lists do not know; a name of two words or an acronym is that school, not a second field.
  // "Geology, BSc" over "Marrowby Tech": beside a one-word field, the only name of two words is the school.
  const candidates = institution === '' && degreePart !== ''
    ? others.filter((p) => ((nameLike(p) && p.split(/\s+/).length >= 2) || isAcronym(p)) && !isDegree(p) && !isTitle(p) && !isCompany(p)
      && !isPlace(p))
    : [];
  const fieldBeside = others.length === 2 && candidates.length === 1 && others.some((p) => nameLike(p) && !/\s/u.test(p));
  const unknownSchool = degreeNamesField(degreePart) || fieldBeside ? candidates[0] : undefined;
  if (unknownSchool) others.splice(others.indexOf(unknownSchool), 1);
  const field = located.field;
  if (!area && field !== undefined && field !== unknownSchool && others.includes(field)) {
    area = field;
    others.splice(others.indexOf(field), 1);
  }
  // A degree that lists its fields after a colon has them all; a name beside it is no further field.
  if (!area && others.length > 0 && degree && !fieldsAfterColon(degreePart)) area = others.shift()!;
  // "Licence, Économie et gestion, parcours Commerce": a part in small letters after the field goes on with it (no school or
  // town opens so).
  if (area) area = withFieldTail(area, others);
  if (!degree && others.length > 0) degree = others.shift()!;
  // "Master en Informatique - Génie Logiciel": the piece after a dash on the degree's line is its specialisation.
  const track = degree && institution ? specialisationAfterDash(entry.lines, degreePart, others, location !== '') : undefined;
  if (track) {
    area = area ? `${area} ${track.joined}` : track.piece;
    others.splice(others.indexOf(track.piece), 1);
  }
  const school = institution || unknownSchool || others.shift() || '';
  // "Geology (BSc)": the bracket the date's cell took away is put back.
  if (/\([^()]*$/u.test(degree)) degree = `${degree})`;
  // A school named by its acronym over a study the word lists do not know ("Land Surveying Exam" at "HTU-FE").
  const acronymSchool = isAcronym(school) && nameLike(degree) && entry.period.start !== '';
  // A school named short ("TU Example") is one beside a degree the word lists know, or beside a vocational qualification
  // named as the occupation it trains for ("Technik rachunkowości", "Logisztikai ügyintéző": a job title's words); beside
  // any other name it may be a track and its subject.
  const shortSchoolAlone = !isInstitution(school) && isSchoolName(school) && !isDegree(degree) && !isTitle(degree);
  if (!partial && (!isSchoolName(school) || shortSchoolAlone) && !isDegree(degree) && !acronymSchool) return undefined;
  // A lone date ("25/06/2014") under a study is the day it ended, not a start.
  const { start, end, current } = entry.period;
  const lone = end === '' && !current && start !== '';
  return { institution: school, degree, area, location, start: lone ? '' : start, end: lone ? start : end };
}

/**
 * "Example University" over two degrees, each with its own dates: the school is printed once, as
 * a heading of the studies under it. A dated entry that names no school, only a short degree
 * line, takes the school of the entry before it.
 */
export function withSharedSchools(entries: readonly Entry[]): (EducationEntry | undefined)[] {
  let school = '';
  return entries.map((entry) => {
    const read = toEducation(entry);
    const ownSchool = entry.parts.some((p) => isSchoolName(p) && !isDegree(p)) || (read !== undefined && read.institution !== ''
      && isSchoolName(read.institution));
    if (ownSchool) {
      // Only a school on a line or in a cell of its own heads the studies below it; "BSc Physics, Example
      // University" on one line is one entry.
      const line = read ? entry.lines?.find((l) => l.parts.includes(read.institution)) : undefined;
      const ownCell = line !== undefined && line.text.includes('\t') && line.text.split(/\t+/).some((c) => c.trim() === read!.institution);
      school = line && (ownCell || !line.parts.some((p) => p !== read!.institution && isDegree(p))) ? read!.institution : '';
      return read;
    }
    // "Abitur, advanced mathematics" dated under a gymnasium: the certificate closes that school, whatever it lists.
    const certificate = read !== undefined && read.institution === '' && isLeavingCertificate(read.degree) && isSecondarySchool(school);
    if (certificate) return toEducation({ ...entry, parts: [...entry.parts, school] });
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
    const schoolAlone = (l: { parts: string[] }): boolean => l.parts.length === 1 && isSchoolName(l.parts[0]!) && !isDegree(l.parts[0]!)
      && !isFaculty(l.parts[0]!);
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
    const sure = study !== undefined && isSchoolName(study.institution) && !isDegree(study.institution) && study.degree !== ''
      && !isSchoolName(study.degree) && (isInstitution(study.institution) || isDegree(study.degree));
    const school = sure ? parts.indexOf(study.institution) : -1;
    const degree = sure ? parts.findIndex((p) => p.startsWith(study.degree)) : -1;
    if (school >= 0 && degree >= 0 && school !== degree) degreeFirst += degree < school ? 1 : -1;
  });
  if (degreeFirst === 0) return read;
  return read.map((study, i) => {
    const entry = entries[i]!;
    const parts = entry.parts;
    if (study || entry.inDetail === true || parts.length !== 2 || entry.period.start === '' || isTraineeshipEntry(entry)) return study;
    if (!parts.every((p) => nameLike(p) && !isTitle(p) && !isCompany(p) && !isPlace(p) && !/[“”"«»(]/u.test(p))) return study;
    const [degree, school] = degreeFirst > 0 ? [parts[0]!, parts[1]!] : [parts[1]!, parts[0]!];
    if (school.split(/\s+/).length < 2) return study;
    const { start, end, current } = entry.period;
    const lone = end === '' && !current && start !== '';
    return { institution: school, degree, area: '', location: '', start: lone ? '' : start, end: lone ? start : end };
  });
}

// A bullet glyph (and the space after it) before a line's text.
const BULLET = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]\s*/u;

/**
 * "• BSc Geology" under "Example University", without dates: a degree set as a bullet under its
 * school is a study of that school, not a detail. Short, a degree, and no sentence.
 */
function degreeBullet(line: string): string {
  const text = line.replace(BULLET, '');
  if (text === line || isGradeLine(text) || text.split(/\s+/).length > 8 || /[.!?;]$/u.test(text) || !/^\p{Lu}/u.test(text)) return line;
  const parts = splitParts(text);
  return parts.some(isDegree) && !parts.some((p) => isSchoolName(p) && !isDegree(p)) ? text : line;
}

/**
 * "Cobol: University project", "Erlang: Final exam topic": a tool or topic with a note on it, printed as a
 * labelled line (a skills block read into the section under a heading the vocabulary does not know).
 * Its label names no school, degree or study and is no form label, so it heads no study.
 */
function isLabelledTopic(line: string): boolean {
  const m = /^([^:\t]{1,30}):\s+\S/u.exec(line);
  if (!m) return false;
  const label = m[1]!.trim();
  const formLabel = [INSTITUTION_LABEL, DEGREE_LABEL, FIELD_LABEL, LOCATION_LABEL].some((re) => re.test(`${label}: `));
  return !formLabel && !isSchoolName(label) && !isDegree(label) && !STUDYING.test(label);
}

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/gu;
const YEAR_CELL = /^((?:19|20)\d{2})\t+(.+)$|^(.+?)\t+((?:19|20)\d{2})$/u;

/**
 * "• BSc Geology<tab>2016", "2016<tab>• Licence en géologie", "• MSc Hydrology (2018)": a short bullet that
 * names a study and the year it ended (or a degree the word lists know), its text and year; undefined for
 * any other line. A bullet without a year that names no degree is a detail (a course, a topic).
 */
function studyBullet(line: string): { text: string; year: string } | undefined {
  const cell = YEAR_CELL.exec(line);
  const body = cell ? (cell[2] ?? cell[3])! : line;
  const text = body.replace(BULLET, '');
  if (text === body || isGradeLine(text) || /\t/u.test(text) || !/^\p{Lu}/u.test(text) || /[.!?;:]$/u.test(text)) return undefined;
  const year = cell ? (cell[1] ?? cell[4])! : (text.match(YEAR) ?? []).at(-1) ?? '';
  const name = text.replace(YEAR, '').replace(/[\s,(–-]+\)?\s*$/u, '').trim();
  const parts = splitParts(name);
  if (name.split(/\s+/).length > 8 || parts.length === 0 || parts.some((p) => isSchoolName(p) && !isDegree(p))) return undefined;
  return year !== '' || parts.some(isDegree) ? { text: name, year } : undefined;
}

/** A school on a line of its own, with its town at most: the heading of the studies listed under it. */
const schoolHeading = (line: string): boolean => {
  const parts = splitParts(line);
  return !isDetailLine(line) && parts.length >= 1 && parts.length <= 3 && isSchoolName(parts[0]!) && !parts.some(isDegree)
    && !HAS_YEAR.test(line);
};

/**
 * "Example University" over "• BSc Geology<tab>2016" over "• MSc Hydrology<tab>2018": a school set as a
 * heading with its studies as bullets under it, each bullet a study of that school ending in its year.
 * Only where every school heading of the section has such bullets under it; other sections are read by
 * their school lines.
 */
function schoolsOverBullets(lines: readonly string[]): EducationEntry[] | undefined {
  const entries: EducationEntry[] = [];
  let heading: string | undefined;
  let studies = 0;
  for (const line of lines) {
    if (schoolHeading(line)) {
      if (heading !== undefined && studies === 0) return undefined;
      heading = line;
      studies = 0;
      continue;
    }
    const study = studyBullet(line);
    if (!study) continue;
    if (heading === undefined) return undefined;
    studies++;
    const period = { start: study.year, end: '', current: false, index: 0, length: 0 };
    const read = toEducation({ period, parts: [...splitParts(study.text), ...splitParts(heading)] });
    if (read) entries.push({ ...read, degree: read.degree || study.text });
  }
  return heading !== undefined && studies > 0 && entries.length > 0 ? entries : undefined;
}

// "College of Engineering", "School of Law": a unit of a university named by its field alone, no school of its own.
const UNIT = /^(?:college|school) of (?=\p{Lu})/iu;

/**
 * "Example University<tab>BSc Geology" over "May 2016 | Elmbury" over "College of Engineering": a faculty or
 * college named alone right under a study's year line is the part of the university where it was earned,
 * a detail of that study (set as a bullet, as details are), not a school heading an entry of its own.
 */
function unitUnderStudy(line: string, above: string | undefined): boolean {
  if (above === undefined || !HAS_YEAR.test(above) || HAS_YEAR.test(line)) return false;
  const parts = splitParts(line);
  return parts.length === 1 && (isFaculty(parts[0]!) || UNIT.test(parts[0]!)) && !isDegree(parts[0]!);
}

const CAPITALS = /^[^\p{Ll}\d]*\p{Lu}[^\p{Ll}\d]*\p{Lu}[^\p{Ll}\d]*$/u;

/**
 * "EXAMPLE HALL FOR GIRLS" over "Grad. May 2011 | Elmbury": in a section that sets every school the word
 * lists know in capitals, a line in capitals of two to six words, no degree and no digit, over a short
 * year line names a school too, one named without a school word (after a person, a saint, a place).
 */
function capitalsSchools(lines: readonly string[], school: readonly boolean[]): Set<string> {
  const schoolParts = (line: string): string[] => splitParts(line).filter((p) => isSchoolName(p) && !isDegree(p));
  const known = lines.flatMap((line, i) => (school[i] && !isDetailLine(line) ? schoolParts(line) : []));
  if (known.length === 0 || !known.every((p) => CAPITALS.test(p))) return new Set();
  const yearLine = (line: string | undefined): boolean => line !== undefined && HAS_YEAR.test(line) && line.split(/\s+/).length <= 8
    && !isDetailLine(line) && !splitParts(line).some((p) => isDegree(p) || isSchoolName(p));
  return new Set(lines.filter((line, i) => !school[i] && CAPITALS.test(line) && !isDetailLine(line) && splitParts(line).length === 1
    && line.split(/\s+/).length >= 2 && line.split(/\s+/).length <= 6 && !isDegree(line) && yearLine(lines[i + 1])));
}

/** The study of a school named without a school word: the name, the place beside it and the year it ended. */
function namedSchool(entry: Entry): EducationEntry {
  const [institution, ...rest] = entry.parts;
  const { location } = takeLocation(entry.parts);
  return { institution: institution!, degree: rest.find(isDegree) ?? '', area: '', location, start: '', end: entry.period.end };
}

/** A line that names a degree and nothing else ("MSc Hydrology"). */
const degreeAlone = (line: string): boolean => {
  // A bullet or a sentence under a study ("• Diploma grade: 2,0") is its detail, whatever words it has.
  if (isDetailLine(line)) return false;
  const parts = splitParts(line);
  return parts.length === 1 && isDegree(parts[0]!) && !isSchoolName(parts[0]!);
};

/**
 * The studies of an education section; `paired`: its lines as pairStudyLines(labelRows(studyFormRows(printed))) gave them, when read already.
 * A study in progress on an undated line of its own ("Example: Business administration – 4th semester") is read apart, first (it is the
 * newest), so that it heads no dated study's entry and joins none; so is an undated "Field — School, Town" line (study-at-town.ts).
 */
export function readEducation(printed: readonly string[], paired = pairStudyLines(labelRows(studyFormRows(printed)))): EducationEntry[] {
  // So is an undated study printed "Field — School, Town" on a line of its own (study-at-town.ts).
  const progress = paired.map((line, i) => studyInProgress(line) ?? undatedStudyAtTown(paired, i));
  const inProgress = progress.filter((e): e is EducationEntry => e !== undefined);
  const studies = inProgress.length === 0 ? readStudies(paired)
    : [...inProgress, ...readStudies(paired.filter((_, i) => progress[i] === undefined))].slice(0, MAX_ENTRIES);
  return studies.map(withoutSchoolKind);
}

/**
 * The study's school without a label naming the school's kind ("Gimnázium: Example Gimnázium", entry-parts.ts). Read
 * once the studies are grouped and folded, which the label's words took part in as before.
 */
function withoutSchoolKind(study: EducationEntry): EducationEntry {
  const school = study.institution.includes(':') ? takeSchoolKindLabelled([study.institution]).value : '';
  return school === '' ? study : { ...study, institution: school };
}

function readStudies(printed: readonly string[]): EducationEntry[] {
  // A semester abroad or a thesis under a study is its detail (study-notes.ts).
  const paired = printed.map(noteAsDetail);
  const cells = paired.map((line, i) => yearAsCell(line, paired[i - 1]));
  // An undated study above a dated one at the same school is a study of its own (undated-study-above.ts).
  const entries = withUndatedStudiesApart(splitSchoolLists(groupEntries(cells, { yearCells: true })), cells);
  // A study no word list names is read last, by the town printed beside its school (study-beside-place.ts).
  const known = withUnknownSchools(entries, withSharedSchools(entries));
  const placed = known.map((study, i) => study ?? (isTraineeshipEntry(entries[i]!) ? undefined : studyBesidePlace(entries[i]!)));
  const dated = withCertificatesFolded(withStagesFolded(entries, placed)
    .filter((e): e is EducationEntry => e !== undefined));
  if (dated.length > 0) return dated.slice(0, MAX_ENTRIES);
  const bulleted = schoolsOverBullets(paired);
  if (bulleted) return bulleted.slice(0, MAX_ENTRIES);
  const lines = paired.map(degreeBullet).map((line, i, all) => (unitUnderStudy(line, all[i - 1]) ? `• ${line}` : line));
  // No period in the whole section: schools anchor the entries instead, and so does a line
  // that names a degree beside something else ("BSc Statistics | Example Tech | 2016") when no
  // school line stands next to it (a school the word lists do not know, or an acronym).
  const school = lines.map((line) => splitParts(line).some(isSchoolName));
  // "MSc Data Science | Example University | 2020": a degree and its school on one line are a whole entry.
  const whole = lines.map((line) => {
    const parts = splitParts(line);
    return parts.some(isDegree) && parts.some((p) => isSchoolName(p) && !isDegree(p));
  });
  const schoolAlone = (i: number): boolean => school[i] === true && !whole[i];
  const degreeBeside = (line: string, i: number): boolean => {
    const parts = splitParts(line);
    return parts.length >= 2 && parts.some(isDegree) && !schoolAlone(i - 1) && !schoolAlone(i + 1);
  };
  // "Example University" over "BSc Geology" over "MSc Hydrology": each degree line after the first under a
  // school heading is a study of its own at that school.
  const nextDegree = (i: number): boolean => i >= 2 && degreeAlone(lines[i]!) && degreeAlone(lines[i - 1]!)
    && lines.slice(0, i - 1).some((_, k) => school[k] === true);
  const capitals = capitalsSchools(lines, school);
  const heads = (line: string, i: number): boolean => !isLabelledTopic(line)
    && (school[i]! || degreeBeside(line, i) || nextDegree(i) || capitals.has(line));
  // "Stage bij het laboratorium voor chemie<tab>2016" over its school: a traineeship's line reads like a sentence, but it
  // heads its school's entry (no study: toEducation leaves it out), never a detail of the study above.
  // A bulleted line or a sentence stays a detail, whatever it names.
  const traineeshipLine = (i: number): boolean => {
    const line = lines[i]!.trim();
    const parts = splitParts(line);
    return !BULLET.test(line) && !/[.!?]$/u.test(line) && parts.some(isTraineeship) && !parts.some(isDegree);
  };
  const bySchool = groupByAnchorLines(lines, heads, (i) => whole[i]!, traineeshipLine);
  let heading = '';
  return bySchool.map((entry) => {
    if (capitals.has(entry.parts[0]!)) return namedSchool(entry);
    const study = toEducation(entry);
    if (study && isSchoolName(study.institution) && !isDegree(study.institution)) heading = study.institution;
    const lone = entry.parts.length === 1 && degreeAlone(entry.parts[0]!);
    if (lone && heading !== '') return toEducation({ ...entry, parts: [...entry.parts, heading] });
    return study;
  }).filter((e): e is EducationEntry => e !== undefined).slice(0, MAX_ENTRIES);
}

