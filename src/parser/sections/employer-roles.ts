// "Example Foods Ltd" (alone, or with its whole span "2016 – present", or how long it lasted: "6 yrs 2 mos") over
// "Senior Analyst<tab>2021 – present" and "Analyst<tab>2016 – 2021": several roles held one after the other at one
// employer (a promotion, a move inside the firm), the employer printed once above them, as CVs and LinkedIn's export
// print them. Each role is a job at that employer: the grouping reads the employer's line as a header of its own (a job
// with no title, or the first role's employer only) and its span as a job of its own. Here, before the grouping, the
// employer is written into each role (beside its title, or above it) and its own lines (its span, its duration) go.
// A role is a dated line that holds only a title (its period in its row, or on the next line alone), the roles divided
// only by their details and their place lines; two roles at least. Pure.
import { findPeriod, trimSeparators, type Period } from './periods.js';
import { isCompany, isInstitution, isPlace, isTitle } from './roles.js';
import { DURATION, isDetailLine, splitParts } from './entries.js';
import { wholeHeadingKind } from './vocabulary.js';
import { groupFonts, singleInFonts } from './employer-fonts.js';
import type { LineFonts } from './line-fonts.js';

// An employer's or a title's line: a few words (a sentence is a detail).
const MAX_NAME_WORDS = 8;
const MIN_ROLES = 2;
// An employer's or a role's line, its period and its length beside it, is short: a longer line is never one (and the
// separator trims and the sentence check are not run over a long line here).
const MAX_LINE = 160;

type Role = { title: string; span: number; place: boolean; dated: Period };

/** "6 yrs 2 mos", "(5 years 11 months)", "4 Jahre": how long something lasted, and nothing else. */
function isDuration(text: string): boolean {
  const t = text.trim().replace(/^\((.*)\)$/u, '$1');
  return t !== '' && DURATION.test(t) && t.split(/\s+/).length <= 4 && !/[^\p{L}\d\s.]/u.test(t);
}

/** The line's text beside its period (its cells joined), undefined when it holds no period. */
function besidePeriod(line: string): { text: string; period: Period } | undefined {
  const period = line.length > MAX_LINE ? undefined : findPeriod(line);
  if (!period) return undefined;
  const before = trimSeparators(line.slice(0, period.index));
  const after = trimSeparators(line.slice(period.index + period.length));
  // "January 2019 - Present (5 years 11 months)": the length after the period says nothing of the role.
  const tail = isDuration(after) ? '' : after;
  if (before !== '' && tail !== '') return undefined;
  return { text: before || tail, period };
}

/** A short name on a line of its own: no sentence, no heading, no place, one part. */
function isNameLine(text: string): boolean {
  if (text.length > MAX_LINE) return false;
  const t = text.trim();
  if (t === '' || !/^[\p{Lu}\d]/u.test(t) || t.split(/\s+/).length > MAX_NAME_WORDS || isDetailLine(t)) return false;
  return wholeHeadingKind(t) === undefined && !isPlace(t) && !isDuration(t) && splitParts(t).length === 1;
}

/** The employer's name on its line: alone, before " · 6 yrs 2 mos", or beside its span (returned). */
function employerLine(line: string): { name: string; span?: Period } | undefined {
  if (line.length > MAX_LINE) return undefined;
  const dated = besidePeriod(line);
  if (findPeriod(line) && !dated) return undefined;
  const text = dated ? dated.text : line.trim();
  const pieces = text.split(/\s+[·•|]\s+/u);
  const name = pieces.length === 2 && isDuration(pieces[1]!) ? pieces[0]! : text;
  if (!isNameLine(name) || (isTitle(name) && !isCompany(name))) return undefined;
  return dated ? { name, span: dated.period } : { name };
}

/** The role at line `j`: a title with its period in its row, or a title over its period alone; its place line under it counted in. */
function roleAt(lines: readonly string[], j: number): Role | undefined {
  const line = lines[j];
  if (line === undefined || line.length > MAX_LINE) return undefined;
  const own = besidePeriod(line);
  let role: Role | undefined;
  if (own && own.text !== '') {
    role = { title: own.text, span: 1, place: false, dated: own.period };
  } else if (!own && !findPeriod(line)) {
    const next = besidePeriod(lines[j + 1] ?? '');
    if (next && next.text === '') {
      role = { title: line.trim(), span: 2, place: false, dated: next.period };
    }
  }
  if (!role || !isNameLine(role.title) || isCompany(role.title) || isInstitution(role.title)) return undefined;
  // "Berlin, Germany" under the period: where the role was.
  const place = lines[j + role.span]?.trim() ?? '';
  return place !== '' && isPlace(place) && !findPeriod(place) ? { ...role, span: role.span + 1, place: true } : role;
}

const year = (ym: string): string => ym.slice(0, 4);

/** The roles under an employer's line at `i` (its duration line skipped), with the index after the last one's details. */
function rolesUnder(lines: readonly string[], i: number, span: Period | undefined): { roles: Role[]; at: number[]; end: number; from: number } {
  let j = i + 1;
  // The span on a line of its own under the employer ("2016 – present"), or how long it lasted ("6 yrs 2 mos").
  const spanBelow = !span ? besidePeriod(lines[j] ?? '') : undefined;
  const spanLine = spanBelow && spanBelow.text === '' ? spanBelow.period : undefined;
  if (spanLine || isDuration(lines[j] ?? '')) j++;
  const from = j;
  const roles: Role[] = [];
  const at: number[] = [];
  while (j < lines.length) {
    const role = roleAt(lines, j);
    if (role) {
      roles.push(role);
      at.push(j);
      j += role.span;
      continue;
    }
    // A role's details (bullets, sentences) stay under it; any other line ends the employer's roles.
    if (roles.length === 0 || !isDetailLine(lines[j]!)) break;
    j++;
  }
  // "Analyst<tab>2016 – 2019" right over a name that no period follows: that name is its employer (a job printed title over
  // employer), not one of these roles. A line dated itself ("2022 – 2024<tab>Analyst, Example Ltd") is the next job, and so
  // is a name over how long it lasted over a role ("Example Ltd" over "4 yrs 8 mos" over "Analyst" and its period).
  const last = roles.length - 1;
  const next = lines[j] ?? '';
  const below = isDuration(lines[j + 1] ?? '') ? j + 2 : j + 1;
  if (last >= 0 && at[last]! + roles[last]!.span === j && isNameLine(next) && !findPeriod(next) && !roleAt(lines, below)) {
    j = at.pop()!;
    roles.pop();
  }
  // A span printed with the employer holds its roles: otherwise the "span" is a job of its own.
  const whole = span ?? spanLine;
  const within = (r: Role): boolean => year(r.dated.start) >= year(whole!.start)
    && (whole!.current || (!r.dated.current && year(r.dated.end) <= year(whole!.end)));
  if (whole && !roles.every(within)) return { roles: [], at: [], end: j, from };
  return { roles, at, end: j, from };
}

/**
 * A role with its employer: a role dated in its own row gets the employer as a cell beside its title ("Analyst<tab>Example
 * Ltd<tab>2019 – 2021", or after a period printed first), a whole header wherever the section prints its headers; a role
 * whose period stands under its title gets the employer's line above it, as a job printed employer, title, period is read.
 * The place line under a role goes, and the employer's span and duration: they name no job.
 */
function carried(lines: readonly string[], at: number, role: Role, employer: string): string[] {
  if (role.span - (role.place ? 1 : 0) === 2) return [employer, lines[at]!, lines[at + 1]!];
  const line = lines[at]!;
  const when = trimSeparators(line.slice(role.dated.index));
  const before = trimSeparators(line.slice(0, role.dated.index));
  return [before === '' ? `${trimSeparators(line.slice(0, role.dated.index + role.dated.length))}\t${role.title}\t${employer}`
    : `${role.title}\t${employer}\t${when}`];
}

/** The section's lines with each employer over two or more dated roles written into their lines, and its own lines gone. */
export function carryEmployerDown(lines: readonly string[]): string[] {
  return employerRoles(lines).lines;
}

/** A role whose employer the layout names (printed over it): the entry reader reads that entry so, whatever its words. */
export interface KnownRole { employer: string; title: string }

type Group = NonNullable<ReturnType<typeof rolesUnder>>;
type Found = { at: number; employer: string; group: Group };

/**
 * As carryEmployerDown, with the roles carried. `fonts` (the extractor's font of each line, line-fonts.ts) lets an
 * employer over one role be carried too, where the section's groups show the employer's font and the title's apart
 * (employer-fonts.ts): LinkedIn's export prints every employer so, with one role or several.
 */
export function employerRoles(lines: readonly string[], fonts?: LineFonts): { lines: string[]; roles: KnownRole[] } {
  const groups = employerGroups(lines, () => false);
  const fontsOf = fonts && groups.length > 0 ? groupFonts(lines, groups, fonts) : undefined;
  const found = fontsOf ? employerGroups(lines, (i, group) => singleInFonts(lines, i, group.at[0]!, fontsOf, fonts!)) : groups;
  const out: string[] = [];
  const roles: KnownRole[] = [];
  let next = 0;
  for (const { at, employer, group } of found) {
    out.push(...lines.slice(next, at));
    let k = 0;
    for (let j = group.from; j < group.end; j++) {
      if (group.at[k] === j) {
        const role = group.roles[k++]!;
        out.push(...carried(lines, j, role, employer));
        roles.push({ employer, title: role.title });
        j += role.span - 1;
      } else out.push(lines[j]!);
    }
    next = group.end;
  }
  out.push(...lines.slice(next));
  return { lines: out, roles };
}

/** Each employer line over two or more dated roles (or one, where `single` says so), in order, none inside another. */
function employerGroups(lines: readonly string[], single: (at: number, group: Group) => boolean): Found[] {
  const found: Found[] = [];
  for (let i = 0; i < lines.length; i++) {
    const employer = employerLine(lines[i]!);
    const group = employer ? rolesUnder(lines, i, employer.span) : undefined;
    if (!employer || !group || (group.roles.length < MIN_ROLES && !(group.roles.length === 1 && single(i, group)))) continue;
    found.push({ at: i, employer: employer.name, group });
    i = group.end - 1;
  }
  return found;
}
