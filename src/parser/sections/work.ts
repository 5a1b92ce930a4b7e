// Work history entries out of their section: each period anchors an entry; its header parts are told
// apart by roles.ts, and what is still unknown falls back on the order CVs use most ("Title, Employer, Place").
import { groupEntries, type Entry } from './entries.js';
import { isCompany, isDegree, isFaculty, isInstitution, isPlace, isTitle } from './roles.js';
import { joinLabelWords, labelRows, withoutLabelWords } from './entry-labels.js';
import { withTemplateRoles } from './work-template.js';
import { anyCase } from '../classify/any-case.js';
import { LEGAL_FORM_PATTERN } from './legal-forms.js';
import { headlineCandidates, titleIndexByHeadline } from './headline-order.js';
import { titleEvidence, withSectionOrder } from './section-order.js';
import { firmGloss, TOWN_SHAPED } from './firm-gloss.js';
import { isAtShaped, titleAtEmployer } from './at-employer.js';
import { clientOpened } from './client-opened.js';
import { carryParentsDown } from './role-over-clients.js';
import { employerRoles, type KnownRole } from './employer-roles.js';
import { knownRoleOf, withKnownRoles } from './known-roles.js';
import { withClientParents } from './client-parent.js';
import { fieldLastHeader, rankedTitleHeader, titleWithPieces, withTitleField } from './title-pieces.js';
import { learnedWorkRoles } from '../learn/work-roles.js';
import { isCountry } from '../fields/address-parts.js';
import { isTownShaped } from '../fields/lone-town.js';
import { employerBesidePlace, sectorCellBeside } from './employer-beside-place.js';
import { withPlacePair } from './place-pairs.js';
import { withLoneDatesAsEnds } from './lone-ends.js';
import { withTownOfCountryLine } from './country-line.js';
import { isPartnersNames } from './partners-names.js';
import { endsOnLegalForm } from './title-then-firm.js';
import { EMPLOYER_LABEL, LOCATION_LABEL, MAX_ENTRIES, TITLE_LABEL, nameLike, takeLabelled, takeLocation } from './entry-parts.js';
import type { WorkEntry } from '../../domain/resume-sections.js';

export type { WorkEntry } from '../../domain/resume-sections.js';

const WEB_ADDRESS = /(?:^|\s)(?:https?:\/\/|www\.)\S/iu;

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
  // "Chef de marque, Mercier et Roussel" over "Elmville.": a firm named after its partners is a firm by its shape, no piece
  // of the title, though no word list knows it.
  if (isPartnersNames(employer)) return undefined;
  const at = lines.findIndex((l) => l.parts.includes(position));
  if (at < 0 || (employer !== '' && !lines[at]!.parts.includes(employer))) return undefined;
  const own = lines[at]!.parts.filter((p) => rest.includes(p));
  if (own.length < 2 || own.length !== lines[at]!.parts.length) return undefined;
  if (own.some((p) => p !== position && (isCompany(p) || isInstitution(p) || isPlace(p)))) return undefined;
  // "Freelancer, Example Market, https://example.com/me": a web address on the line is the employer's site, no piece of a title.
  if (WEB_ADDRESS.test(lines[at]!.text)) return undefined;
  const candidates = lines.flatMap((l, i) => (i === at ? [] : l.parts))
    .filter((p) => rest.includes(p) && /^\p{Lu}/u.test(p) && !/\d/.test(p) && p.split(/\s+/).length <= 10 && !isTitle(p));
  const lineOfItsOwn = lines.some((l, i) => i !== at && l.parts.length === 1 && l.parts[0] === location);
  const other = candidates.find((p) => isCompany(p) || isInstitution(p)) ?? candidates[0] ?? (lineOfItsOwn ? location : undefined);
  if (!other) return undefined;
  return { position: titleCell(lines[at]!.text, position).replace(/^[\s|,;:·•]+|[\s|,;:·•]+$/gu, ''), employer: other };
}

/**
 * "Software Intern ⇥ Fintech" over "Example Solutions ⇥ Town ⇥ 2022": a wide gap on the title's line parts two
 * cells, and the cell beside the title (a sector or a team, set where the dates stand on the next row) is no piece
 * of it. The title is the whole cell that holds it; a line without a gap is the whole line.
 */
export function titleCell(text: string, position: string): string {
  const cells = text.split('\t');
  return (cells.length > 1 ? cells.find((c) => c.includes(position)) : undefined) ?? text.replace(/\t+/g, ' ');
}

/**
 * "Stock Clerk, Shift Supervisor" on a line of its own under the employer: two roles held at once, each a known
 * title. The title is the whole line, not its first role (the second would be lost, or taken for a place).
 */
function titlesLine(entry: Entry, position: string, employer: string): string | undefined {
  const line = entry.lines?.find((l) => l.parts.includes(position));
  if (!line || line.parts.length < 2 || line.parts.includes(employer) || !/,\s/u.test(line.text)) return undefined;
  if (!line.parts.every((p) => isTitle(p) && !isCompany(p) && !isInstitution(p) && !isPlace(p) && !isDegree(p))) return undefined;
  return line.parts.join(', ');
}

// A company's legal form ends its name: what follows it on the same part is no longer the name.
// The forms are legal-forms.ts', the same list roles.ts reads firms by; the dot after one is a part of the name.
const LEGAL_FORMS = String.raw`(?:${LEGAL_FORM_PATTERN})\.?`;
const LEGAL_FORM_END = new RegExp(String.raw`^(.+?\s(?:${LEGAL_FORMS}))\s+(?:in\s+)?(\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+)?)$`, 'iu');
// What LEGAL_FORM_END needs: a legal form between spaces (../classify/any-case.ts: the same matches without the
// `i` flag). With `i`, \p{Lu} stands for every letter that has a case, and the pattern took V8 several ms to
// compile in every cold parse; most employers have no form followed by more words, and skip it.
const SPACED_LEGAL_FORM = new RegExp(String.raw`\s(?:${anyCase(LEGAL_FORMS)})\s`, 'u');

/**
 * "Example Logistik GmbH München", "Example Kft. in Elmvár": a town set right after the company's legal
 * form, without a comma. The name ends at the form; the words after it are the place, unless they are
 * a form or a firm's own words ("GmbH & Co. KG", "Inc. Group"). A bracket after the form holds a
 * department as often as a town, so it is left to the name.
 */
function townAfterForm(employer: string): { employer: string; location: string } | undefined {
  const m = SPACED_LEGAL_FORM.test(employer) ? LEGAL_FORM_END.exec(employer) : null;
  if (!m || isCompany(m[2]!) || isTitle(m[2]!) || isInstitution(m[2]!)) return undefined;
  return { employer: m[1]!, location: m[2]! };
}

// Each legal form inside a name with a word after it (../classify/any-case.ts' reason: no `i` flag with letter classes).
const FORM_BEFORE_WORD = new RegExp(String.raw`\s(?:${anyCase(LEGAL_FORMS)})(?=\s)`, 'gu');
const MAX_EMPLOYER_CHARS = 150;

/**
 * "Example Software GmbH Data Analyst": the firm's name, its legal form and the title after it with no separator, as a
 * web template prints the employer as a link and the title beside it. The name ends at the form where what follows is a
 * known title and nothing else ("GmbH & Co. KG Accountant" is tried at each form).
 */
function titleAfterForm(employer: string): { position: string; employer: string } | undefined {
  if (employer.length > MAX_EMPLOYER_CHARS || !SPACED_LEGAL_FORM.test(employer)) return undefined;
  for (const m of employer.matchAll(FORM_BEFORE_WORD)) {
    const end = m.index + m[0].length;
    const rest = employer.slice(end).trim();
    if (isTitle(rest) && !isCompany(rest) && !isInstitution(rest) && !isPlace(rest)) return { position: rest, employer: employer.slice(0, end) };
  }
  return undefined;
}

/**
 * "Example Sistemas S.A. Comercial" among "Other Consultores, Lda. Programador" in a section whose other headers glue a
 * known title to their employer's legal form: the template glues every title so, and the name-like words after the
 * last form are the title though no word list knows them. Not a firm, school or place after the form.
 */
function anyTitleAfterForm(employer: string): { position: string; employer: string } | undefined {
  if (employer.length > MAX_EMPLOYER_CHARS || !SPACED_LEGAL_FORM.test(employer)) return undefined;
  const m = [...employer.matchAll(FORM_BEFORE_WORD)].at(-1);
  if (!m) return undefined;
  const end = m.index + m[0].length;
  const rest = employer.slice(end).trim();
  if (!nameLike(rest) || SPACED_LEGAL_FORM.test(` ${rest} `) || isCompany(rest) || isInstitution(rest) || isPlace(rest)) return undefined;
  return { position: rest, employer: employer.slice(0, end) };
}

/** The section's entries read with the titles glued after their employers' forms, where a title read so shows the template. */
function withTitlesAfterForms(entries: readonly Entry[], read: readonly (WorkEntry | undefined)[]): (WorkEntry | undefined)[] {
  const glued = (e: Entry, w: WorkEntry | undefined): boolean => w !== undefined && w.position !== '' && w.employer !== ''
    && (e.lines ?? []).some((l) => l.text.trim() === `${w.employer} ${w.position}`)
    && anyTitleAfterForm(`${w.employer} ${w.position}`)?.position === w.position;
  if (!read.some((w, i) => glued(entries[i]!, w))) return [...read];
  return read.map((w, i) => {
    const { parts, place = '' } = entries[i]!;
    if (w === undefined || w.position !== '' || parts.length !== 1) return w;
    const split = anyTitleAfterForm(parts[0]!);
    // The words after the form that the town rule took for a place are the title.
    return split ? { ...w, ...split, location: w.location === split.position ? place : w.location } : w;
  });
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

/**
 * The title the order fallback chose is one capitalised word printed after a firm named with a comma: the town after
 * the firm, not a title (a title is printed before its firm, and one on a line of its own comes first in the parts).
 */
function townAfterFirm(parts: readonly string[], position: string, employer: string): boolean {
  return !isTitle(position) && /^\p{Lu}[\p{L}'’-]+$/u.test(position) && employer.includes(', ')
    && parts.indexOf(position) > parts.indexOf(employer) && parts.indexOf(employer) >= 0;
}


/** The part's last word is a title's ("… Executive", "… Director") and it ends on no legal form. */
const endsOnTitleWord = (part: string): boolean => part !== '' && isTitle(part.trim().split(/\s+/u).at(-1)!) && !endsOnLegalForm(part);
/** The title ends on a legal form and the employer, a firm only by a word inside it, on none: the two are swapped. */
const firmByFormOnly = (position: string, employer: string): boolean => position !== '' && endsOnLegalForm(position)
  && isCompany(employer) && !endsOnLegalForm(employer) && !isInstitution(employer) && !isPartnersNames(employer);
/** A known title that holds a firm's word and ends on a title's ("Regional Group Officer"), no school or partners' firm. */
const titleWithFirmWord = (part: string): boolean => isTitle(part) && endsOnTitleWord(part) && !isInstitution(part) && !isPartnersNames(part);

/**
 * "Example Haulage Ltd, Elmbury, Hedgewright" and "Example Haulage Ltd, Elmbury" over "Hedgewright": the place is printed
 * beside the employer it belongs to, right after a known firm or school on the same line, wherever the title stands.
 * The order fallback of takeLocation took the last part for the place, the title here; when no part is a known title,
 * the part after the firm is the place instead if it has a town's shape and no role of its own, and the last part goes
 * back to the roles.
 */
export function placeBesideFirm(
  entry: Pick<Entry, 'lines'>, parts: readonly string[], located: { rest: string[]; location: string },
): { rest: string[]; location: string } {
  const last = parts[parts.length - 1];
  // "Example College GmbH, Elmbury" over "Course: Orchard pruning for beginners": a title too long or labelled for the
  // order fallback left no place at all, and the order then took the town for the title. The town ending the firm's line
  // is the place there too, the title on a line of its own.
  const unplaced = located.location === '' && entry.lines !== undefined;
  if (parts.length < 3 || (!unplaced && (located.location !== last || isPlace(last)))) return located;
  // Only where the entry has no known title: then the last part is the title the fallback would lose.
  if (parts.some((p) => isTitle(p) && !isCompany(p) && !isInstitution(p))) return located;
  // A title holding a firm's word ("Regional Group Officer") names no firm whose place follows it.
  const firm = parts.findIndex((p) => (isCompany(p) || isInstitution(p)) && !titleWithFirmWord(p));
  const place = parts[firm + 1];
  if (firm < 0 || place === undefined || firm + 1 >= parts.length - 1) return located;
  if (!TOWN_SHAPED.test(place) || isTitle(place) || isCompany(place) || isInstitution(place) || isDegree(place)) return located;
  // Firm and place on one printed line (when the lines are known): a part on a line of its own is no firm's place.
  const line = entry.lines?.find((l) => l.parts.includes(parts[firm]!));
  if (entry.lines && (!line || line.parts[line.parts.indexOf(parts[firm]!) + 1] !== place)) return located;
  if (unplaced && line?.parts.at(-1) !== place) return located;
  return { rest: parts.filter((p) => p !== place), location: place };
}

/**
 * "Examplia.- Online shop for bakeries" over "Python Rust Kafka": a glossed employer's line is followed by the job's tools
 * as often as by its title. A part printed only on a line below the glossed one is kept for the title when it reads as
 * one (a known title, a doer's word, lower-case title words); a bare list of names is no title, nor a line that glosses a
 * firm of its own.
 */
function untitledBelow(entry: Entry, glossLine: number, part: string): boolean {
  const lines = entry.lines ?? [];
  const at = lines.findIndex((l) => l.parts.includes(part));
  // Another firm glossed below ("Example Labs.- Custom software") is a client's or the next job's line, never the title.
  return at > glossLine && (titleEvidence(part) <= 0 || firmGloss({ lines: [lines[at]!] }) !== undefined);
}

/**
 * A job opened by its client's row names the client as plainly as an employer's label, when no such label names another:
 * the client is the employer, and the project after it in the row is no title.
 */
function byClient(entry: Entry): { value: string; rest: string[] } | undefined {
  const opened = clientOpened(entry);
  if (!opened || entry.parts.some((p) => EMPLOYER_LABEL.test(p))) return undefined;
  return { value: opened.client, rest: entry.parts.filter((p) => !opened.parts.includes(p)) };
}

/**
 * "Example University, Faculty of Engineering<tab>Teaching Assistant<tab>2017 – 2018": a faculty or department named beside
 * its university is a unit of the employer, never the title. The order fallback took it for the title and the last part
 * for the place: the unit goes back to the employer, as printed, and the last part (no known place) is the title.
 */
function unitOfEmployer(
  parts: readonly string[], position: string, employer: string, location: string, fromOrder: boolean,
): { position: string; employer: string; location: string } | undefined {
  if (!isFaculty(position) || !isInstitution(employer) || isFaculty(employer)) return undefined;
  const unit = parts.indexOf(position);
  if (unit !== parts.indexOf(employer) + 1) return undefined;
  const title = fromOrder && location !== '' && !isPlace(location) && !isFaculty(location) ? location : '';
  return { position: title, employer: `${employer}, ${position}`, location: title === '' ? location : '' };
}


export function toWork(given: Entry, lenient = false): WorkEntry | undefined {
  // "Example Ltd, Elmbury – North Westshire": a town and its region end the line as one place (place-pairs.ts).
  const entry = withPlacePair(given);
  // An employer glossed with what it does names itself as plainly as a label would; its description names nothing.
  const glossed = firmGloss(entry);
  const labelledEmployer = glossed
    ? {
      value: glossed.employer,
      rest: entry.parts.filter((p) => p !== glossed.part && p !== glossed.gloss && p !== glossed.place && !untitledBelow(entry, glossed.line, p)),
    }
    : byClient(entry) ?? takeLabelled(entry.parts, EMPLOYER_LABEL);
  const labelledTitle = takeLabelled(labelledEmployer.rest, TITLE_LABEL);
  // A title with its grade and field (or its field last after the employer) says which part is the title as plainly as a label would.
  const ranked = glossed || labelledEmployer.value || labelledTitle.value ? undefined : rankedTitleHeader(entry) ?? fieldLastHeader(entry);
  if (ranked) {
    const { start, end, current } = entry.period;
    return { ...ranked, location: [entry.place, ranked.location].filter(Boolean).join(', '), start, end, current };
  }
  // Lenient only (the section's headers are alike): a two-line header whose place line names the employer; in any section
  // where a sector's cell stands beside the title over the employer and its place.
  const beside = !glossed && !labelledEmployer.value && !labelledTitle.value
    ? (lenient ? employerBesidePlace(entry) : sectorCellBeside(entry)) : undefined;
  if (beside) {
    const { start, end, current } = entry.period;
    return { ...beside, location: [entry.place, beside.location].filter(Boolean).join(', '), start, end, current };
  }
  const labelledPlace = takeLabelled(labelledTitle.rest, LOCATION_LABEL);
  const located = labelledPlace.value ? { rest: labelledPlace.rest, location: labelledPlace.value }
    : glossed?.place ? { rest: labelledPlace.rest, location: glossed.place }
    : placeBesideFirm(entry, labelledTitle.rest, withTownOfCountryLine(entry, takeLocation(labelledTitle.rest)));
  const { rest } = located;
  let location = entry.place ? [entry.place, located.location].filter(Boolean).join(', ') : located.location;
  // "Product Group Officer, Lehner - Marquardt": with no title free of a firm's word, one that holds such a word ("Group")
  // but ends on a title's word is the title, where another part is left for the employer.
  let position = labelledTitle.value || (rest.find((p) => isTitle(p) && !isCompany(p))
    ?? (rest.length >= 2 ? rest.find(titleWithFirmWord) : undefined) ?? '');
  let employer = labelledEmployer.value || (rest.find((p) => p !== position && (isCompany(p) || isInstitution(p))) ?? '');
  // Parts no word list named: a learned classifier names those it is sure of before the order fallback.
  const learned = learnedWorkRoles(entry, rest.filter((p) => p !== position && p !== employer), !position, !employer);
  position ||= learned.title ?? '';
  employer ||= learned.employer ?? '';
  const others = rest.filter((p) => p !== position && p !== employer);
  if (!position && others.length > 0) position = others.shift()!;
  if (!employer && others.length > 0) employer = others.shift()!;
  // "Group Finance Director, Nobre e Gonçalves": a title may hold a firm's word ("Group"); one that ends on a title's word
  // and on no legal form is the title where the other part is a partners' firm.
  if (!labelledEmployer.value && !labelledTitle.value && isPartnersNames(position) && endsOnTitleWord(employer)) {
    [position, employer] = [employer, position];
  }
  // "Global Group Orchestrator, Halász és Tsa. Zrt.": both parts hold a firm's word and the order fallback took the
  // second for the title. A legal form closes a firm's name and never a title's, so the part ending on one is the
  // employer where the other only holds a firm's word inside ("Group", "Bank") and names no school.
  if (!labelledEmployer.value && !labelledTitle.value && firmByFormOnly(position, employer)) {
    [position, employer] = [employer, position];
  }
  if (!labelledEmployer.value && !labelledTitle.value && position === '') {
    const titled = titleBeforeFirm(employer) ?? titleAfterForm(employer);
    if (titled) ({ position, employer } = titled);
  } else if (!labelledEmployer.value && !labelledTitle.value && location === '' && townAfterFirm(rest, position, employer)) {
    // "Roastmaster, Example & Associates SARL, Elmbury": the order fallback took the town after the firm for the title.
    const titled = titleBeforeFirm(employer);
    if (titled) ({ position, employer, location } = { ...titled, location: position });
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
    } else {
      position = titlesLine(entry, position, employer) ?? position;
    }
  }
  const unit = labelledEmployer.value || labelledTitle.value ? undefined
    : unitOfEmployer(entry.parts, position, employer, located.location, !labelledPlace.value);
  if (unit) ({ position, employer } = unit);
  if (unit && unit.location === '') location = entry.place ?? '';
  // Without a title word or a company form, the "header" is likely a place or a date column
  // read out of order (a two-column layout): better no entry than a wrong one.
  if (location === '') {
    const glued = townAfterForm(employer);
    if (glued) ({ employer, location } = glued);
  }
  // "Title at Employer" names both as plainly as labels do.
  const labelled = labelledEmployer.value !== '' || labelledTitle.value !== '' || (atEmployer !== undefined && isAtShaped(entry, atEmployer));
  // Lenient (the section's other entries are sure): a name-like title and employer pass too
  // ("Développeuse Junior", "Example Labs"), so the word lists need not know every title.
  const shaped = lenient && nameLike(position) && nameLike(employer);
  if (!labelled && !shaped && !isTitle(position) && !isCompany(employer) && !isInstitution(employer) && !isPartnersNames(employer)) return undefined;
  const { start, end, current } = entry.period;
  return { position, employer, location, start, end, current };
}


export function readWork(lines: readonly string[], topLines: readonly string[] = []): WorkEntry[] {
  const carried = employerRoles(carryParentsDown(labelRows(joinLabelWords(lines))));
  return readWorkEntries(groupEntries(carried.lines), topLines, carried.roles);
}

/**
 * "Orchard Keeper | Example Orchards | 2019 – now" over "Hedgewright | Other Farm | 2016 – 2019": jobs whose titles and
 * employers no word list knows, all printed alike — two or more entries, as many parts each, every
 * part a short capitalised name (no degree, school or place alone). The work heading and the one template say
 * they are jobs, as a known entry would; the order fallback then reads them.
 */
// "Elmbury, NJ": a state or country code marks the header as a place (a date column read beside its town).
const STATE_CODE = /^\p{Lu}{2,3}$/u;

// "Hedgewright – Orchard Pruning" over "Quillmoss Fern, Elmbury": a title and its field over the employer and its town,
// four parts on two lines; the whole title line is read as the title (wholeTitleLine).
const fieldOverFirm = (e: Entry): boolean => e.lines?.length === 2 && e.lines[0]!.parts.length === 2 && e.lines[1]!.parts.length === 2
  && /\s[–—-]\s/u.test(e.lines[0]!.text);

function oneUnknownTemplate(entries: readonly Entry[]): boolean {
  if (entries.length < 2) return false;
  const counts = new Set(entries.map(placeFoldedCount));
  return counts.size === 1 && entries.every((e) => e.lines !== undefined && e.inDetail !== true && e.parts.length >= 2
    && placeFoldedCount(e) <= (fieldOverFirm(e) ? 4 : 3)
    && e.parts.every((p) => nameLike(p) && !isDegree(p) && !isInstitution(p) && (!STATE_CODE.test(p) || codeAfterTown(e, p)))
    && e.parts.filter((p) => !isPlace(p)).length >= 2);
}

/**
 * "Hedgewright, Example Orchards, Napoli, Italia" beside "Glazier, Other Farm, Torino": a town printed with its country or
 * state ("Austin, TX") is one place, as a town alone is, so the two headers are printed alike. The country or state
 * counts only last, after a title, an employer and a town.
 */
const regionAfterTown = (parts: readonly string[], i: number): boolean => i === parts.length - 1 && i >= 2
  && (isCountry(parts[i]!) || STATE_CODE.test(parts[i]!)) && isTownShaped(parts[i - 1]!);
/** The header's parts, a town's country or state counted with the town where it ends a line after a name. */
const placeFoldedCount = (e: Entry): number => e.parts.length
  - (e.lines ?? [{ parts: e.parts }]).filter((l) => regionAfterTown(l.parts, l.parts.length - 1)).length;
/** The part is a country or state code ending its header line after a town (or ending the header, when lines are unknown). */
const codeAfterTown = (e: Entry, part: string): boolean => (e.lines ?? [{ parts: e.parts }])
  .some((l) => l.parts.at(-1) === part && regionAfterTown(l.parts, l.parts.length - 1));

/**
 * Jobs whose titles no word list knows, with the title placed by the headline: in entries printed alike (as many
 * parts each), the part it names is the title in every one, a known firm or school the employer (else the first
 * other part), and the rest the place ("Example Orchards, Elmbury, Hedgewright"; "Example GmbH, Elmbury, Hedgewright").
 */
function withHeadlineTitles(
  entries: readonly Entry[], read: readonly (WorkEntry | undefined)[], candidates: readonly string[],
): (WorkEntry | undefined)[] {
  const open = (i: number): boolean => {
    const work = read[i];
    const entry = entries[i]!;
    return work !== undefined && !isTitle(work.position) && entry.lines !== undefined && entry.inDetail !== true
      && entry.parts.every((p) => !p.includes(':'));
  };
  const byShape = new Map<number, number[]>();
  entries.forEach((entry, i) => {
    if (open(i)) byShape.set(entry.parts.length, [...(byShape.get(entry.parts.length) ?? []), i]);
  });
  const out = [...read];
  for (const indices of byShape.values()) {
    const titleAt = titleIndexByHeadline(indices.map((i) => entries[i]!.parts), candidates);
    if (titleAt === undefined) continue;
    for (const i of indices) {
      const { parts, place } = entries[i]!;
      const position = parts[titleAt]!;
      if (isCompany(position) || isInstitution(position) || isDegree(position) || isPlace(position)) continue;
      const others = parts.filter((_, k) => k !== titleAt);
      const known = others.find((p) => isCompany(p) || isInstitution(p));
      const employer = known ?? others[0] ?? '';
      const location = [place, ...others.filter((p) => p !== employer)].filter(Boolean).join(', ');
      out[i] = { ...read[i]!, position, employer, location };
    }
  }
  return out;
}

/**
 * The work entries of a section. `topLines`, the lines above the CV's first heading, may hold the headline that
 * tells which part of unknown headers is the title.
 */
export function readWorkEntries(given: readonly Entry[], topLines: readonly string[] = [], known: readonly KnownRole[] = []): WorkEntry[] {
  const entries = given.map(withoutLabelWords).map(withTitleField);
  const strict = entries.map((e) => toWork(e));
  // A sure entry shows that the section's periods anchor real jobs: the others get the lenient reading. So does a role the
  // layout names (`known`: printed under its employer, employer-roles.ts).
  const sure = strict.some(Boolean) || oneUnknownTemplate(entries) || entries.some((e) => knownRoleOf(e, known) !== undefined);
  // A role printed under its employer is read as the layout names it, whatever the word lists and the order made of it.
  const templated = withKnownRoles(entries, withTemplateRoles(entries, strict.map((w, i) => w ?? (sure ? toWork(entries[i]!, true) : undefined))), known);
  // Entries no word list backs nor a template places: the order their section's evidence shows, then the headline's. An
  // entry whose words or layout say its order is read so already.
  const read = withTitlesAfterForms(entries,
    withSectionOrder(entries, templated, entries.map((e) => titleAtEmployer(e) !== undefined || knownRoleOf(e, known) !== undefined)));
  const candidates = headlineCandidates(topLines);
  const headlined = candidates.length > 0 ? withHeadlineTitles(entries, read, candidates) : read;
  // An employer glossed with its trade is sure: the section's evidence and the headline read the other entries.
  const titled = headlined.map((work, i) => (strict[i] && firmGloss(entries[i]!) ? strict[i] : work));
  // A field of more than one word dashed onto a title after its employer shows the section's form: there a one-word piece
  // so dashed is a field too, not a town.
  const once = titled.map((work, i) => withTitlePieces(entries[i]!, work));
  const fielded = once.some((work, i) => work !== undefined && dashedAfterEmployer(entries[i]!, work));
  const pieced = withClientParents(entries, fielded ? titled.map((work, i) => withTitlePieces(entries[i]!, work, true)) : once);
  // And so it stays, whatever the headline and the title's pieces made of it.
  // A date alone below newer jobs printed with their whole periods is an older job's end.
  const placed = withLoneDatesAsEnds(entries, withKnownRoles(entries, pieced, known));
  return withoutRepeats(withSharedEmployers(entries, placed).filter((e): e is WorkEntry => e !== undefined)).slice(0, MAX_ENTRIES);
}

/**
 * A job printed twice (in a summary and again with its projects) is one job: an entry with the title, employer and
 * period of an earlier one adds nothing. Entries with no title or no employer are kept, as they name too little to match.
 */
function withoutRepeats(work: readonly WorkEntry[]): WorkEntry[] {
  const seen = new Set<string>();
  return work.filter((w) => {
    if (w.position === '' || w.employer === '') return true;
    const key = [w.position, w.employer, w.start, w.end].map((v) => v.toLocaleLowerCase()).join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * "Engineer, Associate – Data Platforms": whichever reader placed the title, the rank and field printed after it on its
 * line (no employer, place, firm or date among them) are the title's too. "Example Ltd, Engineer, Associate – Data
 * Platforms": the order fallback took the last short part for the place, but a field after a rank and a dash ends a
 * title, not a town (a town no word list knows stays the place everywhere else).
 */
function withTitlePieces(given: Entry, work: WorkEntry | undefined, oneWordFields = false): WorkEntry | undefined {
  if (!work) return work;
  // A town and its region ending a line are the place (place-pairs.ts), no pieces of the title.
  const entry = withPlacePair(given);
  const free = entry.parts.filter((p) => p !== work.employer && !work.location.split(', ').includes(p));
  const place = work.location;
  if (place !== '' && !entry.place && !isPlace(place) && entry.parts.includes(place)) {
    const fielded = titleWithPieces(entry, [...free, place], work.position, work.employer, false);
    if (fielded && RANK_THEN_FIELD.test(fielded) && fielded.endsWith(place)) return { ...work, position: fielded, location: '' };
  }
  const dashed = place !== '' && !entry.place && !isPlace(place) ? fieldAfterTitle(entry, work, place, oneWordFields) : undefined;
  if (dashed) return { ...work, position: dashed, location: '' };
  // Where the section shows "Employer, Title – Field", a job read the other way round ("Title, Employer – Town": the title
  // no word list knows taken for the firm) is turned back.
  if (oneWordFields && place !== '' && !entry.place && !isPlace(place) && !isTitle(work.position) && !isCompany(work.employer)) {
    const turned = { ...work, position: work.employer, employer: work.position };
    const whole = fieldAfterTitle(entry, turned, place, true);
    if (whole) return { ...turned, position: whole, location: '' };
  }
  const position = titleWithPieces(entry, free, work.position, work.employer, place !== '');
  return position ? { ...work, position } : work;
}
// A rank after a comma, then a field after a dash: "Engineer, Associate – Data Platforms".
const RANK_THEN_FIELD = /,\s*[^,–—]+\s[–—-]\s[^,–—]+$/u;

/**
 * "Example Orchards, Hedgewright – Harbour Logistics": the title and the part the readers took for the place are joined by
 * a spaced dash, last on a line that names the employer before them (whichever of the two the readers took for the
 * title). A piece of more than one word dashed onto the title is its field, and the title is both; a one-word piece
 * ("Example GmbH, Accountant – Elmbury") is as often the town, and counts only after the employer on its line and where
 * another job of the section shows the form (`oneWord`). Returns the whole title, or undefined.
 */
function fieldAfterTitle(entry: Entry, work: WorkEntry, place: string, oneWord: boolean): string | undefined {
  if (work.position === '' || isCompany(place) || isInstitution(place) || isDegree(place)) return undefined;
  const line = entry.lines?.find((l) => l.parts.includes(work.position) && l.parts.includes(place));
  if (!line) return undefined;
  const [a, b] = [line.parts.indexOf(work.position), line.parts.indexOf(place)].sort((x, y) => x - y) as [number, number];
  if (b !== a + 1 || b !== line.parts.length - 1) return undefined;
  const first = line.parts[a]!;
  const second = line.parts[b]!;
  const from = line.text.indexOf(first);
  const next = from < 0 ? -1 : line.text.indexOf(second, from + first.length);
  if (next < 0 || !DASH_ALONE.test(line.text.slice(from + first.length, next))) return undefined;
  const employerAt = work.employer === '' ? -1 : line.parts.indexOf(work.employer);
  const field = line.parts[b]!;
  if (!/\s/u.test(field) && !(oneWord && employerAt >= 0 && employerAt < a)) return undefined;
  // The field is the dashed piece: a known title there means the readers' order is the printed one turned.
  if (isTitle(field) && !isTitle(first)) return undefined;
  return line.text.slice(from, next + second.length);
}
const DASH_ALONE = /^\s+[–—-]\s+$/u;

/** The job's title holds a field after a spaced dash and follows its employer on one printed line. */
function dashedAfterEmployer(entry: Entry, work: WorkEntry): boolean {
  if (work.employer === '' || !SPACED_DASH.test(work.position)) return false;
  const line = entry.lines?.find((l) => l.text.includes(work.position) && l.parts.includes(work.employer));
  return line !== undefined && line.text.indexOf(work.employer) < line.text.indexOf(work.position);
}
const SPACED_DASH = /\s[–—-]\s/u;

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

