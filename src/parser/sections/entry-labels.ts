// Forms and table CVs print an entry as labelled rows: "Employer<tab>Example Ltd", "Position  Analyst",
// or, in a form without colons, "Position Analyst" on one line. The entry readers know labels by
// their colon ("Employer: Example Ltd"), so such rows are written that way first; a period's own
// label ("Period 03/2018 – 06/2018") is dropped, the period speaks for itself.
import { foldDiacritics } from '../classify/text.js';
import type { Entry } from './entries.js';
import { isTitle } from './roles.js';
import { EUROPASS_DUTY_LABELS, EUROPASS_EMPLOYER_LABELS, EUROPASS_TITLE_LABELS } from './europass-labels.js';

// Folded, lowercase; longest first when the alternation is built, so "job title" wins over "title".
// Who the entry was with: an employer or a school.
const NAMER_LABELS = [
  // employer
  'employer', 'company', 'company name', 'organisation', 'organization', 'arbeitgeber', 'firma', 'unternehmen', 'empresa', 'entreprise',
  'employeur', 'azienda', 'datore di lavoro', 'ceg', 'munkahely', 'munkaltato', 'pracodawca', 'werkgever', 'bedrijf', 'zamestnavatel',
  'angajator', 'companie', 'sirket', 'isveren', ...EUROPASS_EMPLOYER_LABELS.map((l) => foldDiacritics(l)),
  // school
  'institution', 'school', 'university', 'hochschule', 'schule', 'etablissement', 'institucion', 'istituto', 'intezmeny', 'iskola',
  'uczelnia', 'instituicao', 'instelling', 'skola', 'institutie', 'okul',
];
// What the entry was: a title or a degree.
const WHAT_LABELS = [
  // title
  'position', 'job title', 'title', 'role', 'occupation', 'function', 'funktion', 'stelle',
  'cargo', 'funcao', 'puesto', 'poste', 'fonction',
  'ruolo', 'mansione', 'beosztas', 'munkakor', 'stanowisko', 'functie', 'pozice', 'functia', 'pozisyon', 'gorev', 'unvan',
  ...EUROPASS_TITLE_LABELS.map((l) => foldDiacritics(l)),
  // degree
  'degree', 'degree title', 'qualification', 'study field', 'field of study', 'major', 'abschluss', 'studiengang', 'fachrichtung',
  'diplome', 'titulo', 'titolo', 'vegzettseg', 'szak', 'kierunek', 'curso', 'opleiding', 'obor', 'specializare', 'bolum',
];
const ROLE_LABELS = [
  ...NAMER_LABELS, ...WHAT_LABELS,
  // place
  'location', 'place', 'city', 'ort', 'lieu', 'lugar', 'luogo', 'helyszin', 'miejsce', 'local', 'plaats', 'misto', 'loc', 'yer',
];
const PERIOD_LABELS = [
  'period', 'dates', 'date', 'duration', 'zeitraum', 'dauer', 'periode', 'periodo', 'idoszak',
  'okres', 'obdobi', 'perioada', 'donem', 'tarih',
  // The Europass form's "Dates" in its Spanish, Portuguese, Polish and Hungarian editions (not the Dutch "Data": "Data
  // Analyst 2019 – 2021" is a title).
  'fechas', 'datas', 'daty', 'idotartam',
];

// Whom a consultant's or an agency's job was for: a detail of the job, never its employer or title.
const CLIENT_LABELS = [
  'client', 'clients', 'customer', 'customers', 'end client', 'client name', 'kunde', 'kunden', 'endkunde', 'auftraggeber', 'cliente',
  'clientes', 'clienti', 'committente', 'klant', 'klanten', 'opdrachtgever', 'klient', 'klienci', 'zleceniodawca', 'ugyfel', 'megrendelo',
  'zakaznik', 'musteri',
];

const alternation = (labels: readonly string[]): string => [...labels].sort((a, b) => b.length - a.length).join('|');
// An icon font leaves a lone glyph cell before the label ("I<tab>Position<tab>…").
const ICON_CELL = String.raw`(?:\S\t+)?`;

/**
 * The first words of labels, and whether a line (folded) may open with one: each pattern below opens with a label, at
 * the line's start or after an icon cell, and a label ends at a space, a tab, a colon or the line's end. Most lines of a
 * CV open with no label: the test spares them the patterns, each of which V8 compiles the first time it runs (a cold
 * parse compiles some 700; these alternations of ~110 labels were among the costliest, and most CVs print no form).
 */
const leadsOf = (...lists: (readonly string[])[]): ReadonlySet<string> => new Set(lists.flat().map((label) => label.split(' ')[0]!));
const WHITE = /\s/u;
function mayOpenWith(line: string, leads: ReadonlySet<string>): boolean {
  if (leads.has(leadWord(line, 0))) return true;
  // An icon cell: one character (a code point, as the pattern's \S reads it) and tabs.
  const icon = (line.codePointAt(0) ?? 0) > 0xffff ? 2 : 1;
  if (line[icon] !== '\t' || WHITE.test(line.slice(0, icon))) return false;
  let at = icon;
  while (line[at] === '\t') at++;
  return leads.has(leadWord(line, at));
}
/** The word from `at` up to a space, a tab, a colon or the end. */
function leadWord(line: string, at: number): string {
  let end = at;
  while (end < line.length && line[end] !== ':' && !WHITE.test(line[end]!)) end++;
  return line.slice(at, end);
}
const ROLE_CELL = new RegExp(`^${ICON_CELL}(${alternation(ROLE_LABELS)})(?:\\t+|\\s{2,})(?=\\S)`, 'u');
const ROLE_WORDS = new RegExp(`^${ICON_CELL}(${alternation(ROLE_LABELS)}) (?=[\\p{Lu}\\d])`, 'u');
const PERIOD_LABEL = new RegExp(`^${ICON_CELL}(?:${alternation(PERIOD_LABELS)})(?:\\t+|\\s+)(?=\\d|\\p{L}+\\.? ?\\d)`, 'u');
// "Date: Mar 2019 – Present": the same label with its colon.
const PERIOD_LABEL_COLON = new RegExp(`^${ICON_CELL}(?:${alternation(PERIOD_LABELS)})\\s*:\\s*(?=\\d|\\p{L}+\\.? ?\\d)`, 'u');

// "Client: Example Bank", "Kunde<tab>Example Bank": the label with its colon, or in a cell of its own, before a value.
const CLIENT_ROW = new RegExp(`^${ICON_CELL}(?:${alternation(CLIENT_LABELS)})(?:\\s*:\\s*|\\t+|\\s{2,})(?=\\S)`, 'u');

// A role's or a period's label and nothing else ("Institution", "I<tab>Degree title"), as a form's label cell prints it.
const LABEL_ALONE = new RegExp(`^${ICON_CELL}(?:${alternation([...ROLE_LABELS, ...PERIOD_LABELS])})$`, 'u');

const ROLE_LEADS = leadsOf(ROLE_LABELS);
const ROLE_AND_PERIOD_LEADS = leadsOf(ROLE_LABELS, PERIOD_LABELS);
const CLIENT_LEADS = leadsOf(CLIENT_LABELS);

/** A label of a form's row alone on its line, its value printed apart (in a column of its own). */
export function isRoleLabel(line: string): boolean {
  const f = folded(line.trim());
  return mayOpenWith(f, ROLE_AND_PERIOD_LEADS) && LABEL_ALONE.test(f);
}

/** "Client: Example Bank": the row naming whom the job was for, a detail of the entry (no header part names a client). */
export function isClientRow(line: string): boolean {
  const f = folded(line.trim());
  return mayOpenWith(f, CLIENT_LEADS) && CLIENT_ROW.test(f);
}

// "Main role<tab>Analyst", "Current position: Analyst": a word that qualifies a role's label names the same row.
const QUALIFIER_LEADS: ReadonlySet<string> = new Set(['main', 'current', 'principal', 'primary']);
const QUALIFIED_ROLE = new RegExp(`^${ICON_CELL}((?:main|current|principal|primary) )(?:${alternation(ROLE_LABELS)})(?:\\t+|\\s{2,}|\\s*:)`, 'u');

/** The line without the word that qualifies its label ("Main role<tab>…" as "role<tab>…"); any other line as it is. */
function withoutQualifier(line: string): string {
  const f = folded(line);
  const m = mayOpenWith(f, QUALIFIER_LEADS) ? QUALIFIED_ROLE.exec(f) : null;
  if (!m) return line;
  const at = m[0].indexOf(m[1]!);
  // "Main role" → "Role": the label keeps the capital its qualifier had, or the row would read as a lower-case sentence.
  const label = line.slice(at + m[1]!.length);
  const capital = /^\p{Lu}/u.test(line.slice(at)) ? label.charAt(0).toLocaleUpperCase() + label.slice(1) : label;
  return line.slice(0, at) + capital;
}

/** The line folded to match the labels, with the same length (the Latin scripts CVs use). */
const folded = (line: string): string => foldDiacritics(line).toLowerCase();

/** The value after the label, as printed. */
function valueAfter(line: string, match: RegExpExecArray): string {
  return line.slice(match[0].length).trim();
}

/**
 * The lines with their labelled rows written as "Label: value". A label and its value in cells
 * (a tab or a wide gap between them) always count; a label set before its value with one space
 * counts only where the section does so with two or more different labels, as a form does: one
 * line starting "Company Secretary" is a title, not a row, and "Loja Norte" over "Loja Sul" are names.
 */
export function labelRows(printed: readonly string[]): string[] {
  const lines = joinWrappedLabels(printed);
  // Two different labels: "Loja Norte" over "Loja Sul" are two employers' names, not a form.
  const spacedLabels = new Set(lines.map(withoutQualifier).filter((l) => mayOpenWith(folded(l), ROLE_LEADS))
    .filter((l) => !/^[^\t:]{2,30}:\s/u.test(l) && !ROLE_CELL.test(folded(l)))
    .map((l) => ROLE_WORDS.exec(foldedKeepCase(l))?.[1]).filter(Boolean));
  return lines.map(withoutQualifier).map((line) => {
    const f = folded(line);
    if (!mayOpenWith(f, ANY_ROW_LEADS)) return line;
    const periodColon = PERIOD_LABEL_COLON.exec(f);
    if (periodColon) return line.slice(periodColon[0].length).trim();
    // Labelled already ("Degree title: …"): left as it is, so a second reading changes nothing.
    if (/^[^\t:]{2,30}:\s/u.test(line)) return line;
    const period = PERIOD_LABEL.exec(f);
    if (period) return line.slice(period[0].length).trim();
    const described = DESCRIPTION_CELL.exec(f);
    if (described && isShortTitleValue(valueAfter(line, described))) return `Role: ${valueAfter(line, described)}`;
    const cell = ROLE_CELL.exec(f);
    if (cell) return `${labelText(line, cell)}: ${valueAfter(line, cell)}`;
    const words = spacedLabels.size >= 2 ? ROLE_WORDS.exec(foldedKeepCase(line)) : null;
    if (words) return `${labelText(line, words)}: ${valueAfter(line, words)}`;
    return line;
  });
}

// The labels a form's narrow label cell may wrap ("Main activities and" beside its value, "responsibilities" below).
const WRAPPABLE_LABELS: ReadonlySet<string> = new Set([...ROLE_LABELS, ...PERIOD_LABELS, ...EUROPASS_DUTY_LABELS.map((l) => foldDiacritics(l))]);
/** Lines a wrapped label may carry on over. */
const MAX_LABEL_WRAPS = 2;
/** Words of a line that carries on a label: the label's last words, never a value. */
const MAX_WRAP_WORDS = 4;

/**
 * "Name und Adresse des<tab>Example GmbH" over "Arbeitgebers": a label wrapped in its cell, its last words on the lines
 * below with no value beside them, is written whole before its value ("Name und Adresse des Arbeitgebers<tab>…"). Only
 * when the joined words are a form's label and the first line's alone is not: a value's wrapped line stays.
 */
function joinWrappedLabels(lines: readonly string[]): readonly string[] {
  if (!lines.some((l) => l.includes('\t'))) return lines;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const tab = line.indexOf('\t');
    const cell = tab > 0 ? line.slice(0, tab).trim() : '';
    let wraps = 0;
    let label = cell;
    for (let k = 1; cell !== '' && !WRAPPABLE_LABELS.has(folded(cell)) && k <= MAX_LABEL_WRAPS; k++) {
      const next = lines[i + k]?.trim() ?? '';
      if (next === '' || next.includes('\t') || next.split(/\s+/u).length > MAX_WRAP_WORDS) break;
      label = `${label} ${next}`;
      if (WRAPPABLE_LABELS.has(folded(label))) {
        wraps = k;
        break;
      }
    }
    out.push(wraps > 0 ? `${label}${line.slice(tab)}` : line);
    i += wraps;
  }
  return out;
}

// "Description<tab>Software Engineer": a form that labels its title row as the job's description. Only a value in a cell of
// its own, as short as a title and with a title's word names the role: a short project name ("Description<tab>Claims
// Portal") is as short, and a description of sentences stays a detail of the job.
const DESCRIPTION_LABELS = ['description', 'beschrijving', 'beschreibung', 'descripcion', 'descricao', 'descrizione', 'opis', 'popis', 'leiras',
  'descriere', 'aciklama'];
const DESCRIPTION_CELL = new RegExp(`^${ICON_CELL}(?:${alternation(DESCRIPTION_LABELS)})(?:\\t+|\\s{2,})(?=\\S)`, 'u');
const ANY_ROW_LEADS = leadsOf(ROLE_LABELS, PERIOD_LABELS, DESCRIPTION_LABELS);
const MAX_TITLE_WORDS = 4;
/** A value that is a title: a capital first, a few words, a title's word, no digits and no sentence's punctuation. */
function isShortTitleValue(value: string): boolean {
  return /^\p{Lu}/u.test(value) && !/[\d.,;:!?\t]/u.test(value) && value.split(/\s+/).length <= MAX_TITLE_WORDS && isTitle(value);
}

const LABELLED_ROW = new RegExp(`^(?:${alternation(ROLE_LABELS)}):\\s`, 'u');

/** "Location: Brennick": a row of a form as labelRows writes it; forms print more header rows than other CVs. */
export function isLabelledRow(line: string): boolean {
  const f = folded(line);
  return ROLE_LEADS.has(leadWord(f, 0)) && LABELLED_ROW.test(f);
}

// Built once: made per line, it was the most expensive step of the sections' reading.
const ROLE_LABEL_ANY_CASE = new RegExp(`^${ICON_CELL}(${alternation(ROLE_LABELS)}) `, 'iu');

/** Folded like `folded`, but the value keeps its capitals: a colonless row needs a capital after the label. */
function foldedKeepCase(line: string): string {
  const f = foldDiacritics(line);
  const label = ROLE_LABEL_ANY_CASE.exec(f);
  return label ? label[0].toLowerCase() + f.slice(label[0].length) : f.toLowerCase();
}

/** The label as printed, without the icon cell before it. */
function labelText(line: string, match: RegExpExecArray): string {
  const start = match[0].length - match[0].replace(/^\S\t+/u, '').length;
  return line.slice(start, start + match[1]!.length);
}

/** The label of a row as labelRows writes it ("employer" of "Employer: Example Ltd"), folded. */
const rowLabel = (line: string): string => folded(line.slice(0, line.indexOf(':')).trim());
const NAMERS: ReadonlySet<string> = new Set(NAMER_LABELS);
const WHATS: ReadonlySet<string> = new Set(WHAT_LABELS);

/**
 * "Dates  2019 – 2021" over "Main role  Analyst", "Main activities  …", "Tools  …", "Company  Example Ltd": a form that
 * prints its period first and the job's other rows after it, the employer's row anywhere among rows that describe the
 * job. When the row right after the period is labelled with a role and the rows before the next period name both whom
 * the entry was with (employer, school) and what it was (title, degree), the entry's header is those rows (each label
 * once); the rows of other labels describe the job and name no part of its header. Undefined when the lines after the
 * period are no such form (a form that labels only the employer may print its title on a free line).
 */
export function formRowsAfter(lines: readonly string[], at: number, isPeriod: (j: number) => boolean): { rows: string[]; last: number } | undefined {
  if (at + 1 >= lines.length || !isLabelledRow(lines[at + 1]!)) return undefined;
  const rows: string[] = [];
  const seen = new Set<string>();
  let last = at;
  for (let j = at + 1; j < lines.length && !isPeriod(j); j++) {
    if (!isLabelledRow(lines[j]!)) continue;
    const label = rowLabel(lines[j]!);
    if (seen.has(label)) break;
    seen.add(label);
    rows.push(lines[j]!);
    last = j;
  }
  const labels = [...seen];
  return labels.some((l) => NAMERS.has(l)) && labels.some((l) => WHATS.has(l)) ? { rows, last } : undefined;
}

/**
 * "Dates  2019 – 2021" ↵ "Position: Analyst" ↵ duties ↵ "Employer: Example Ltd" ↵ "Dates  2016 – 2019": the row of a form
 * printed period first (formRowsAfter of the section's first period, which no labelled row stands above) right above the
 * next period. It closes the entry before, as the same label closed the first entry: no header printed above its period.
 */
export function closesFormAbove(lines: readonly string[], period: number, isPeriod: (j: number) => boolean): boolean {
  const row = lines[period - 1];
  if (row === undefined || !isLabelledRow(row)) return false;
  let first = 0;
  while (first < lines.length && !isPeriod(first)) first++;
  if (first >= period - 1 || lines.slice(0, first).some(isLabelledRow)) return false;
  const form = formRowsAfter(lines, first, isPeriod);
  return form !== undefined && form.rows.some((r) => rowLabel(r) === rowLabel(row));
}

/**
 * "Employer: Example Ltd" over "Location: Elmbury": rows, all labelled, that name whom the entry was with but not what it
 * was. The title of such a form stands on a free line beside them.
 */
export function untitledRows(rows: readonly string[]): boolean {
  if (rows.length === 0 || !rows.every(isLabelledRow)) return false;
  const labels = rows.map(rowLabel);
  return labels.some((l) => NAMERS.has(l)) && !labels.some((l) => WHATS.has(l));
}

const LABEL_WORDS: ReadonlySet<string> = new Set([...ROLE_LABELS, ...PERIOD_LABELS, ...CLIENT_LABELS]);
const CLIENTS: ReadonlySet<string> = new Set(CLIENT_LABELS);
const labelWord = (text: string): string | undefined => {
  const f = folded(text.trim().replace(/\s*:$/u, ''));
  return LABEL_WORDS.has(f) ? f : undefined;
};

/**
 * The entry without header lines that are a label word alone ("Client", "Employer", "Dates"), as a PDF prints a form's
 * label column on lines of their own: a label word is never a title, an employer or a place. The line after a client's
 * label is its value, the client, a detail of the job: it goes too. Other values stay, to be read by the entry's roles.
 */
export function withoutLabelWords(entry: Entry): Entry {
  const lines = entry.lines?.map(withoutClientLabel);
  if (!lines || !lines.some((l) => labelWord(l.text) !== undefined)) {
    return lines && lines.some((l, i) => l !== entry.lines![i]) ? { ...entry, lines, parts: lines.flatMap((l) => l.parts) } : entry;
  }
  const drop = new Set<number>();
  lines.forEach((l, i) => {
    const word = labelWord(l.text);
    if (word === undefined) return;
    drop.add(i);
    if (CLIENTS.has(word) && i + 1 < lines.length && labelWord(lines[i + 1]!.text) === undefined) drop.add(i + 1);
  });
  const kept = lines.filter((_, i) => !drop.has(i));
  const { ownAt, ...rest } = entry;
  const at = ownAt === undefined || drop.has(ownAt) ? undefined : ownAt - [...drop].filter((i) => i < ownAt).length;
  return { ...rest, lines: kept, parts: kept.flatMap((l) => l.parts), ...(at === undefined ? {} : { ownAt: at }) };
}

/**
 * "Client<tab>Example Bank – Ledger Migration" as a header line (a job opened by its client's row): the label's cell is no
 * part of the header; the client's name and its project are.
 */
function withoutClientLabel(line: { text: string; parts: string[] }): { text: string; parts: string[] } {
  const [first, ...rest] = line.parts;
  if (first === undefined || !isClientRow(line.text)) return line;
  if (CLIENTS.has(folded(first))) return rest.length === 0 ? line : { text: line.text, parts: rest };
  const colon = CLIENT_PART.exec(folded(first));
  return colon ? { text: line.text, parts: [first.slice(colon[0].length).trim(), ...rest] } : line;
}
// "Client: Example Bank" as one part: the label and its colon before the client's name.
const CLIENT_PART = new RegExp(`^(?:${alternation(CLIENT_LABELS)})\\s*:\\s*(?=\\S)`, 'u');

const NAMING_WORDS: ReadonlySet<string> = new Set([...ROLE_LABELS, ...CLIENT_LABELS]);

/**
 * "Position" over "Hedgewright", "Client" over "Example Bank": a form's label column printed on lines of its own, each
 * label above its value. The two are written as one row ("Position: Hedgewright"), so the label names its value and
 * the header's count of lines holds both; a value with digits, a colon or cells is left as it is.
 */
export function joinLabelWords(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const word = labelWord(lines[i]!);
    const next = lines[i + 1]?.trim() ?? '';
    if (word !== undefined && NAMING_WORDS.has(word) && /^\p{Lu}/u.test(next) && !/[\d:\t]/u.test(next) && labelWord(next) === undefined) {
      out.push(`${lines[i]!.trim().replace(/\s*:$/u, '')}: ${next}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}
