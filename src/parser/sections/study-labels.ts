// Europass and national forms print a study as labelled rows whose labels are long phrases: "Title of
// qualification awarded", "Name and type of organisation providing education and training",
// "Principal subjects/occupational skills covered", each in a cell beside its value or on a line of
// its own over it (the period then in the left cell). The labels differ between languages and
// template versions, but each is built the same way: the school's names the organisation with a
// "name" and a "type" (or school) word, the degree's a qualification with a "title" or "awarded"
// word. Such rows are written as the short labels the entry readers know ("Institution: …",
// "Qualification: …"); the subjects and the level are no part of the study's name and are left out.
import { foldDiacritics } from '../classify/text.js';
import { findLoneStart, findPeriod } from './periods.js';

// Folded, lower case: "name" / "type" words of the school's label, school words, qualification words and the words
// that say the qualification was awarded or is its title.
const NAME_WORD = /(?<!\p{L})(?:name|nom|nombre|nome|nazwa|naam|neve|nev)(?!\p{L})/u;
const TYPE_WORD = /(?<!\p{L})(?:type|typ|tipo|art|rodzaj|tipusa|tipus)(?!\p{L})/u;
const SCHOOL_WORD = /organi[sz]|einrichtung|etablissement|istitut|institu|instytu|centro|school|schule|escola|escuela|scuola|szkol|uczelni|intezmeny|instelling|iskola/u;
const QUALIFICATION_WORD = /qualif|kwalif|cualif|kepesites|vegzettseg|diplom|dyplom|certific|degree|titolo|titulo|titulacion/u;
const AWARDED_WORD = /(?<!\p{L})(?:title|titel|titre|intitule|bezeichnung|designacao|denominacion|tytul|benaming|awarded|obtained|obtenida|obtenido|conseguit[ao]|erworbenen?|otrzyman\p{L}*|megszerzett|toegekende|atribuida|delivre|obtenu|earned)(?!\p{L})/u;
const SUBJECTS_WORD = /subjects|matieres|hauptfacher|materie|materias|przedmiot|targyak|vakken|disciplinas|skills covered/u;
const LEVEL_WORD = /(?<!\p{L})(?:level|niveau|stufe|nivel|livello|poziom|szint|nivel)(?!\p{L}).*(?:classif|klassifik|clasific|klasyfik|besorol)/u;

type Kind = 'school' | 'degree' | 'detail';

/** What a form label names, or undefined when the text is no such label (a name, a degree, a sentence). */
export function studyLabelKind(label: string): Kind | undefined {
  const text = label.trim();
  const words = text.split(/[\s/]+/);
  // A label is a short phrase of two or more words with no digits and no end punctuation of a sentence.
  if (words.length < 2 || words.length > 14 || /\d/u.test(text) || /[.!?;]$/u.test(text)) return undefined;
  const f = foldDiacritics(text).toLowerCase();
  if (NAME_WORD.test(f) && (TYPE_WORD.test(f) || SCHOOL_WORD.test(f))) return 'school';
  if (QUALIFICATION_WORD.test(f) && AWARDED_WORD.test(f)) return 'degree';
  if (SUBJECTS_WORD.test(f) || LEVEL_WORD.test(f)) return 'detail';
  return undefined;
}

/**
 * What a one-word label names ("Organisation", "Qualifikation", "Matières"), or undefined. Alone, such a word may be a
 * school's or a degree's own name ("Diplom"): it counts only in a form of label cells (see `studyFormRows`).
 */
export function shortStudyLabelKind(label: string): Kind | undefined {
  const text = label.trim();
  if (!/^\p{L}{4,20}$/u.test(text)) return undefined;
  const f = foldDiacritics(text).toLowerCase();
  if (SCHOOL_WORD.test(f)) return 'school';
  if (QUALIFICATION_WORD.test(f)) return 'degree';
  if (SUBJECTS_WORD.test(f)) return 'detail';
  return undefined;
}

const BULLET = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]\s*/u;
/** A period or a year alone in a cell: the left cell of a form's study. */
const isDateCell = (cell: string): boolean => {
  const t = cell.trim();
  if (/^(?:19|20)\d{2}$/u.test(t)) return true;
  const p = findPeriod(t) ?? findLoneStart(t);
  return p !== undefined && p.index === 0 && p.length >= t.length - 1;
};

/**
 * The row the entry readers know: the short label and the value. The subjects and the level are left out: printed
 * between the qualification and the school, a detail line would part the study's header rows.
 */
function written(kind: Kind, value: string): string[] {
  const v = value.replace(BULLET, '').trim();
  if (kind === 'school') return [`Institution: ${v}`];
  if (kind === 'degree') return [`Qualification: ${v}`];
  return [];
}

// A piece of a label wrapped onto a line of its own in a narrow left column: lower case ("providing education and"),
// or one or two words ("Qualifikation", "Ausbildungseinrichtung"); no cell, digit or colon.
const WRAP_PIECE = (line: string): boolean => !/[\t\d:]/u.test(line) && line.trim() !== ''
  && (/^\p{Ll}/u.test(line.trim()) || line.trim().split(/\s+/).length <= 2);

/**
 * "Name and type of organisation<tab>Example University" over "providing education and" over "training": a PDF
 * read row by row sets a label's wrapped lines under its row, a line of the value (a grade) maybe between them. The
 * pieces (up to three, within the next four lines) go back into the label where the label they complete names a
 * study's part and one kind of part only. Run over the whole text before its sections are found: a piece may be a
 * heading's word ("training").
 */
// A label that ends mid-phrase: after a hyphen or a short joining word ("Bildungs- oder", "organisation of").
const MID_PHRASE = /(?:-|\s\p{Ll}{1,4})$/u;

// The nouns that name a label's part, by the part: a label wrapped before its last noun leaves that noun alone on the
// next line, capitalised where the language capitalises nouns ("Hauptfächer/berufliche" over "Fähigkeiten").
const HEAD_WORD: Record<Kind, RegExp> = {
  school: SCHOOL_WORD,
  degree: QUALIFICATION_WORD,
  detail: /subject|matier|facher|materi|przedmiot|targy|vakken|disciplin|skill|fahigkeit|competen|kompeten|capacidad|abilita|umiejetn|keszseg|vaardighe|classif|klassifik/u,
};

/** A study label's row, or a row dated in its value ("Dates<tab>2016"): the form's next row. */
const isFormRow = (line: string | undefined): boolean => {
  const cells = line?.split('\t') ?? [];
  return cells.length === 2 && (studyLabelKind(cells[0]!) !== undefined || isDateCell(cells[1]!));
};

/**
 * The label's last noun alone on the line under its row: one capitalised word that names the part the label with it
 * names. Taken where the label ends mid-phrase, or where the form's next row follows it (so a one-word heading after a
 * form's last row stays a heading); a line of the value (a grade) may stand under it.
 */
function headNoun(lines: readonly string[], i: number, label: string): number | undefined {
  const piece = lines[i + 1]?.trim() ?? '';
  if (!/^\p{Lu}\p{L}+$/u.test(piece)) return undefined;
  const kind = studyLabelKind(`${label} ${piece}`);
  const alone = studyLabelKind(label);
  if (kind === undefined || (alone !== undefined && alone !== kind)) return undefined;
  if (!HEAD_WORD[kind].test(foldDiacritics(piece).toLowerCase())) return undefined;
  return MID_PHRASE.test(label) || isFormRow(lines[i + 2]) ? i + 1 : undefined;
}

export function joinWrappedLabels(lines: readonly string[]): string[] {
  const out = [...lines];
  const used = new Set<number>();
  for (let i = 0; i < out.length; i++) {
    const cells = out[i]!.split('\t');
    if (cells.length !== 2 || isDateCell(cells[0]!) || used.has(i)) continue;
    const head = headNoun(out, i, cells[0]!);
    if (head !== undefined) {
      out[i] = `${cells[0]!} ${out[head]!.trim()}\t${cells[1]!}`;
      used.add(head);
      continue;
    }
    const pieces: number[] = [];
    for (let j = i + 1; j < Math.min(out.length, i + 5) && pieces.length < 3; j++) {
      if (out[j]!.includes('\t')) break;
      if (WRAP_PIECE(out[j]!)) pieces.push(j);
    }
    // Lower-case pieces first ("providing education and", "training"); a capitalised one ("Qualifikation") only where the
    // label is no study label without it or ends mid-phrase ("… der Bildungs- oder"), so a grade line is never taken.
    const lower = pieces.filter((j) => /^\p{Ll}/u.test(out[j]!.trim()));
    const capital = pieces.filter((j) => !lower.includes(j)).slice(0, 2);
    const alone = studyLabelKind(cells[0]!);
    const joined = (ks: number[]): string => [cells[0]!, ...[...ks].sort((a, b) => a - b).map((j) => out[j]!.trim())].join(' ');
    let take = lower;
    let kind = studyLabelKind(joined(take));
    if (kind === undefined || MID_PHRASE.test(joined(take))) {
      for (const j of capital) {
        const more = studyLabelKind(joined([...take, j]));
        if (more === undefined || (kind !== undefined && more !== kind)) break;
        take = [...take, j];
        kind = more;
        if (!MID_PHRASE.test(joined(take))) break;
      }
    }
    if (take.length === 0 || kind === undefined || (alone !== undefined && alone !== kind)) continue;
    out[i] = `${joined(take)}\t${cells[1]!}`;
    for (const j of take) used.add(j);
  }
  return out.filter((_, k) => !used.has(k));
}

/**
 * The lines of an education section with its form rows written short: "Label<tab>value" rows, and a label
 * alone on its line (after the period's cell, or not) over its value. A label alone counts only where the
 * section prints the school's label and the degree's both, as a form does.
 */
export function studyFormRows(printed: readonly string[]): string[] {
  const lines = joinWrappedLabels(printed);
  const alone = lines.map((line) => {
    const cells = line.split('\t');
    const label = cells.length === 2 && isDateCell(cells[0]!) ? cells[1]! : cells.length === 1 ? line : '';
    return studyLabelKind(label);
  });
  const cellsOf = lines.map((line) => line.split('\t'));
  const longInCells = cellsOf.map((cells) => (cells.length === 2 ? studyLabelKind(cells[0]!) : undefined));
  // Later templates label a study's rows with a word each, set flush right beside its value ("Dates | 2016",
  // "Qualification | …", "Organisation | …"). A word counts as such a label where the section is a form: a word
  // labels a period, and words (or long labels) label a school and a degree, each beside a value.
  const shortInCells = cellsOf.map((cells) => (cells.length === 2 && cells[1]!.trim() !== '' ? shortStudyLabelKind(cells[0]!) : undefined));
  const datedWord = cellsOf.some((cells) => cells.length === 2 && /^\p{L}{3,12}$/u.test(cells[0]!.trim()) && isDateCell(cells[1]!));
  const both = (kinds: readonly (Kind | undefined)[]): boolean => kinds.includes('school') && kinds.includes('degree');
  const withShort = longInCells.map((kind, i) => kind ?? shortInCells[i]);
  const inCells = !both(longInCells) && datedWord && both(withShort) ? withShort : longInCells;
  const form = alone.includes('school') && alone.includes('degree');
  const cellForm = both(inCells);
  const out: string[] = [];
  // The period of a form's study, held until its first row: a bare year on a line of its own would be read as the
  // end of the study above it; as the last cell of the study's row it dates that row's study.
  let period = '';
  const push = (rows: string[]): void => {
    if (period !== '' && rows.length > 0) {
      out.push(`${rows[0]}\t${period}`, ...rows.slice(1));
      period = '';
    } else out.push(...rows);
  };
  const flush = (): void => {
    if (period !== '') out.push(period);
    period = '';
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const cells = line.split('\t');
    const cellKind = inCells[i];
    if (cellKind && cells[1]!.trim() !== '') {
      push(written(cellKind, cells[1]!));
      continue;
    }
    // "Dates<tab>2012 – 2016", "Fechas<tab>2016": in a form of label cells, a one-word label beside a date is the
    // period's label; the period speaks for itself.
    if (cellForm && cells.length === 2 && /^\p{L}{3,12}$/u.test(cells[0]!.trim()) && isDateCell(cells[1]!)) {
      flush();
      period = cells[1]!.trim();
      continue;
    }
    const kind = alone[i];
    const next = lines[i + 1];
    if (form && kind && next !== undefined && next.trim() !== '' && !next.includes('\t') && alone[i + 1] === undefined) {
      // The period in the left cell dates the study's rows.
      if (cells.length === 2) {
        flush();
        period = cells[0]!.trim();
      }
      push(written(kind, next));
      i++;
      continue;
    }
    flush();
    out.push(line);
  }
  flush();
  return out;
}
