// A table of studies: a header row of column names ("Years | School | Degree", "Zeitraum | Einrichtung | Abschluss")
// over one row a study, its cells in the header's order. The header row names no study; read as one it becomes a
// study of its own or glues its words to the first. The header says which cell of a row holds what, also where a
// school carries no school word, so each row is written as the labelled rows the entry readers know.
import { foldDiacritics } from '../classify/text.js';

export type Column = 'when' | 'school' | 'degree' | 'field' | 'place' | 'grade';

// Column names of such tables, folded (no accents, lower case), in the CV languages.
const COLUMN_NAMES: Record<Column, readonly string[]> = {
  when: ['year', 'years', 'period', 'dates', 'date', 'from', 'to', 'duration', 'when', 'zeitraum', 'jahr', 'jahre', 'datum', 'von', 'bis',
    'dauer', 'annee', 'annees', 'periode', 'duree', 'ano', 'anos', 'periodo', 'fecha', 'fechas', 'anno', 'anni', 'data', 'rok', 'lata',
    'okres', 'daty', 'ev', 'evek', 'idoszak', 'idotartam', 'jaar', 'jaren', 'datas'],
  school: ['school', 'institution', 'university', 'college', 'institute', 'schule', 'einrichtung', 'hochschule', 'universitat',
    'bildungseinrichtung', 'etablissement', 'ecole', 'universite', 'centro', 'institucion', 'universidad', 'escuela', 'centro educativo',
    'istituto', 'ateneo', 'universita', 'scuola', 'istituzione', 'uczelnia', 'szkola', 'instytucja', 'intezmeny', 'iskola', 'egyetem',
    'oktatasi intezmeny', 'instelling', 'onderwijsinstelling', 'universiteit', 'instituicao', 'escola', 'universidade', 'estabelecimento'],
  degree: ['degree', 'qualification', 'diploma', 'course', 'programme', 'program', 'award', 'abschluss', 'studiengang', 'ausbildung',
    'qualifikation', 'diplome', 'formation', 'titre', 'cursus', 'titulo', 'titulacion', 'estudios', 'titolo', 'titolo di studio', 'corso',
    'qualifica', 'kierunek', 'tytul', 'stopien', 'vegzettseg', 'szak', 'kepesites', 'opleiding', 'studie', 'curso', 'grau', 'habilitacao',
    'formacao'],
  field: ['field', 'field of study', 'major', 'subject', 'specialisation', 'specialization', 'fachrichtung', 'schwerpunkt', 'specialite',
    'domaine', 'especialidad', 'indirizzo', 'specjalnosc', 'specjalizacja', 'szakirany', 'richting', 'vakgebied', 'especializacao'],
  place: ['location', 'place', 'city', 'town', 'ort', 'lieu', 'ville', 'lugar', 'ciudad', 'luogo', 'citta', 'miejsce', 'miasto', 'hely',
    'varos', 'plaats', 'locatie', 'local', 'cidade'],
  grade: ['grade', 'gpa', 'note', 'mention', 'nota', 'voto', 'ocena', 'jegy', 'minosites', 'cijfer', 'classificacao', 'result'],
};
const BY_NAME = new Map(Object.entries(COLUMN_NAMES).flatMap(([column, names]) => names.map((n) => [n, column as Column])));

// Folded as the word lists are (no accents, lower case); Polish ł has no decomposition.
const fold = (s: string): string => foldDiacritics(s).toLowerCase().replace(/ł/g, 'l').replace(/\s+/g, ' ').trim();

/** The cells of a row: a table's tab-set cells, or pieces set apart by a bar ("Years | School | Degree"). */
const cellsOf = (line: string): string[] => line.split(/\t|\s+\|\s+/u).map((c) => c.trim());

/** What a header cell names ("Years", "Einrichtung", "Titolo di studio"), or undefined. */
export function columnOf(cell: string): Column | undefined {
  return BY_NAME.get(fold(cell.replace(/[:.]$/u, '')));
}

/**
 * The columns a header row names, or undefined where the line is no such row: two cells or more, each a column name,
 * no column twice, and two of the period, the school and the degree among them (a row of one study names its own
 * school or degree, never only column names).
 */
export function tableColumns(line: string): Column[] | undefined {
  const cells = cellsOf(line);
  if (cells.length < 2 || cells.some((c) => c === '')) return undefined;
  const columns = cells.map(columnOf);
  if (columns.some((c) => c === undefined)) return undefined;
  const named = columns as Column[];
  if (new Set(named).size !== named.length) return undefined;
  return named.filter((c) => c === 'when' || c === 'school' || c === 'degree').length >= 2 ? named : undefined;
}

/** One row of the table as the labelled rows the entry readers know: the degree with the period, then its school. */
function writtenRow(columns: readonly Column[], cells: readonly string[]): string[] {
  const cell = (column: Column): string => cells[columns.indexOf(column)] ?? '';
  const [degree, field, school, place, when] = [cell('degree'), cell('field'), cell('school'), cell('place'), cell('when')];
  const title = [degree, field].filter(Boolean).join(' – ');
  const where = [school, place].filter(Boolean).join(', ');
  const rows = [...(title ? [`Qualification: ${title}`] : []), ...(where ? [`Institution: ${where}`] : [])];
  if (rows.length === 0) return [];
  if (when) rows[0] = `${rows[0]}\t${when}`;
  return rows;
}

// "Years: 2016", "School: Example Institute": a column's name and its cell, as a PDF reads a table of one row (or its
// first row) under its header, or as a CV labels a study's lines.
const LABELLED = /^([^:\t]{2,30}):\s*(\S[^\t]*)$/u;

/** The labelled lines of one study from `at` (two at least, each a different column, two of the period, school and degree). */
function labelledStudy(lines: readonly string[], at: number): { columns: Column[]; cells: string[] } | undefined {
  const columns: Column[] = [];
  const cells: string[] = [];
  for (let i = at; i < lines.length; i++) {
    const m = LABELLED.exec(lines[i]!.trim());
    const column = m ? columnOf(m[1]!) : undefined;
    if (!m || column === undefined || columns.includes(column)) break;
    columns.push(column);
    cells.push(m[2]!.trim());
  }
  const core = columns.filter((c) => c === 'when' || c === 'school' || c === 'degree').length;
  return columns.length >= 2 && core >= 2 ? { columns, cells } : undefined;
}

/**
 * The lines of an education section with a table of studies written as labelled rows: the header row dropped and
 * each row after it that has the header's cells read by its columns; a study's lines labelled by column names
 * ("Years: 2016" over "School: …" over "Degree: …") read the same way, and rows of cells after them by the same
 * columns. A line of another shape ends the table. Lines outside a table are as printed.
 */
export function studyTableRows(lines: readonly string[]): string[] {
  const out: string[] = [];
  let columns: Column[] | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const head = tableColumns(line);
    if (head) {
      columns = head;
      continue;
    }
    const labelled = labelledStudy(lines, i);
    if (labelled) {
      out.push(...writtenRow(labelled.columns, labelled.cells));
      columns = labelled.columns;
      i += labelled.columns.length - 1;
      continue;
    }
    const cells = cellsOf(line);
    if (columns && cells.length === columns.length && cells.every((c) => c !== '')) {
      out.push(...writtenRow(columns, cells));
      continue;
    }
    columns = undefined;
    out.push(line);
  }
  return out;
}
