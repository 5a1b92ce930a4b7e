// Skills as the CV prints them: the items listed under a skills heading, in any of the
// languages recruit reads ("Skills", "Kenntnisse", "Compétences", "Competenze",
// "Umiejętności", "Készségek", "Habilidades" …). A vocabulary only knows the skills someone
// wrote down beforehand; a recruiter's CVs list soft skills and niche tools nobody did
// ("Calm under pressure", "Bookbinding"). Pure: lines in, items out.
import { normalizeText } from './text.js';
import { isLanguageItem } from './language-items.js';
import { keepsHyphen, WINDOW } from '../extract/soft-hyphens.js';
import { isSectionHeading, isSkillsVocabularyHeading } from '../fields/headings.js';
import { stripHiddenOrDirectionalCharacters } from '../../domain/text.js';
import { piecesOutsideBrackets, bracketedItems } from './skill-brackets.js';
import { isSummedSkillsHeading } from './summed-skills-heading.js';
import { leadPhraseEnd, splitJoined } from './skill-lead-phrases.js';
import { isSkillAreaLabel } from './skill-area-labels.js';
import { withoutGluedGroupWord } from './skill-row-labels.js';
import { opensWithLabelCell, withoutLabelCell } from './skill-label-column.js';

// Word stems of skills headings, matched on folded lowercase text. Interests and hobbies
// are not skills, so they are not here (they end a skills block instead).
// The later languages too: Czech and Slovak (dovednosti, schopnosti, zručnosti, kompetence; not "znalosti", knowledge, which
// also heads areas of knowledge that are no list of skills), Romanian
// (competențe, abilități, aptitudini), Swedish (färdigheter, kompetenser, kunskaper), Danish (færdigheder, kompetencer),
// Norwegian (ferdigheter, kompetanse) and Turkish (yetenekler, beceriler, yetkinlikler; the dotless ı stays as it is).
const SKILL_STEMS = /(skill|competenc|competence|competenz|compet[eê]ncia|kenntnis|fahigkeit|kompetenz|habilidad|aptitud|umiejetnos|keszseg|kepesseg|vaardighe|expertise|strengths|starken|qualifications|technolog|tools|know-?how|capacites|capacidades|conocimientos|conoscenze|abilita|dovednost|schopnost|zrucnost|kompetenc|kompetens|kompetanse|competente|fardighet|færdighed|ferdighet|kunskap|yetenek|beceri|yetkinlik)/;
// Words that make a heading-like line not a heading: a sentence ("… skills in Excel and Word").
const MAX_HEADING_WORDS = 4;
// Words for a course's subjects, folded: a Europass study's row label names them with skills ("Principal subjects/occupational
// skills covered", "Hauptfächer/berufliche Fähigkeiten", "Főbb tárgyak/készségek") over the subjects studied, no skills list.
const SUBJECT_WORDS = new Set(['subjects', 'hauptfacher', 'facher', 'matieres', 'materias', 'materie', 'przedmioty', 'targyak', 'vakken',
  'disciplinas', 'predmety', 'materii', 'amnen', 'fag', 'dersler']);
/** A line is a block of items for at most this many lines after its heading. */
const MAX_BLOCK_LINES = 30;
const MAX_ITEM_CHARS = 50;
const MAX_ITEM_WORDS = 6;

// The end cut by hand: a pattern anchored at the end would be tried again from every space of a long run.
const clean = (s: string): string => normalizeText(trimEndOf(s.replace(/^[^\p{L}]+/u, ''), ': \t\n\r\u00a0'));

/**
 * A skills heading: a short line whose words name skills ("TECHNICAL SKILLS", "Personal
 * skills:", "Persönliche Fähigkeiten"). Icon glyphs read as a stray letter ("r SKILLS") are
 * dropped first.
 */
export function isSkillsHeading(line: string): boolean {
  // A bulleted line is an item ("• Teamfähigkeit"), never a heading.
  if (/^\s*[•·▪●*–-]/u.test(line)) return false;
  const text = line.trim().replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  const c = clean(text);
  if (c === '' || c.split(' ').length > MAX_HEADING_WORDS || /[.,;!?]$/.test(text.replace(/:$/, ''))) return false;
  // A label with its items after a colon ("Tools: Git, Jira") is a row of a block, not a heading alone.
  if (text.replace(/:\s*$/u, '').includes(':')) return false;
  if (/\d/.test(c)) return false;
  if (c.split(/[\s/]+/).some((w) => SUBJECT_WORDS.has(w))) return false;
  // The stems are those of the Latin-script languages; the vocabulary knows the skills headings of the other scripts.
  return SKILL_STEMS.test(c) || (!/\p{Script=Latin}/u.test(c) && isSkillsVocabularyHeading(text));
}

/**
 * A skills heading that cannot be an item: a known section heading, ALL CAPS, or ending in
 * a colon. "Communication skills" inside a skills block is an item, not a new heading.
 */
function isStrongSkillsHeading(line: string): boolean {
  const text = line.trim().replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  return (isSkillsHeading(text) && (isSectionHeading(text) || /:$/.test(text) || !/\p{Ll}/u.test(text))) || isSummedSkillsHeading(text);
}

/** A heading that ends a skills block: any known section heading that is not a skills one, or a short ALL-CAPS line. */
function isOtherHeading(line: string): boolean {
  const text = line.trim().replace(/^[^\p{L}]+/u, '').replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  if (isSkillsHeading(text)) return false;
  if (isSectionHeading(text)) return true;
  // "Training details:", "Begin date:" — a label on its own line opens something else.
  if (/^[\p{L}][\p{L}\s-]{2,40}:$/u.test(text) && text.split(/\s+/).length <= 4) return true;
  const words = text.split(/\s+/);
  // Capitals in cells ("HTML ⇥ CSS ⇥ PHP") are a row of acronyms, not a heading.
  return words.length <= 3 && /^[\p{Lu}\s&/-]{4,}$/u.test(text) && !/[,•]|\t|\s{3,}/.test(text);
}

// Words of a level, in the languages recruit reads, folded: a skill's level ("Python – advanced", "Excel (gut)"), a row's
// label ("Expert: Java, SQL"), or a cell beside a skill ("SQL | Fortgeschritten"), never a skill of its own.
const LEVEL_WORDS = new Set([
  'expert', 'advanced', 'intermediate', 'basic', 'basics', 'beginner', 'proficient', 'good', 'very good', 'excellent', 'fluent', 'native',
  'elementary', 'upper intermediate', 'working knowledge', 'experienced', 'novice',
  // The lowest of "Expert / Experienced / Knowledge" rows: a row's label over the skills known, never a skill of its own.
  'knowledge',
  'experte', 'expertin', 'fortgeschritten', 'gut', 'sehr gut', 'grundkenntnisse', 'grundlagen', 'fliessend', 'muttersprache', 'anfanger',
  'erweitert', 'verhandlungssicher', 'basiswissen',
  'avance', 'intermediaire', 'notions', 'debutant', 'courant', 'bilingue', 'confirme', 'maitrise', 'bon', 'tres bon',
  'experto', 'avanzado', 'intermedio', 'basico', 'nativo', 'alto', 'medio',
  'esperto', 'avanzato', 'base', 'buono', 'ottimo', 'discreto', 'madrelingua',
  'ekspert', 'zaawansowany', 'sredniozaawansowany', 'podstawowy', 'dobry', 'bardzo dobry', 'biegly',
  'szakerto', 'halado', 'kozephalado', 'alapfoku', 'kozepfoku', 'felsofoku', 'kezdo',
  'gevorderd', 'goed', 'basis', 'zeer goed', 'vloeiend', 'moedertaal',
  'especialista', 'avancado', 'intermedio', 'intermediario', 'fluente',
  'pokrocily', 'stredne pokrocily', 'zakladni', 'zakladny', 'zacatecnik', 'vyborny',
  'avansat', 'mediu', 'incepator', 'foarte bun',
  'avancerad', 'goda kunskaper', 'grundlaggande', 'ovet', 'rutineret', 'grundlaeggende', 'avansert', 'grunnleggende',
  'uzman', 'ileri', 'orta', 'temel', 'baslangic',
  // Levels of two words and the plain word for "good" a level cell holds ("Excel ⇥ Gute Kenntnisse", "SQL ⇥ Muy bueno").
  'gute kenntnisse', 'sehr gute kenntnisse', 'bueno', 'muy bueno', 'nivel alto', 'nivel medio', 'nivel basico', 'bon niveau',
  'tres bon niveau', 'molto buono', 'livello avanzato', 'livello base', 'jo', 'nagyon jo', 'bom', 'muito bom', 'god', 'meget god', 'iyi',
  'cok iyi',
]);
// Units of the years a skill was used ("Docker | 3 years", "Java – 5 Jahre"), folded.
const YEAR_WORDS = new Set(['year', 'years', 'yrs', 'yr', 'jahr', 'jahre', 'an', 'ans', 'annees', 'ano', 'anos', 'anno', 'anni', 'rok', 'roky', 'lata',
  'lat', 'let', 'ev', 'jaar', 'jaren', 'ani', 'ar', 'yil']);
// What closes a list without naming an item ("…, React, etc.").
const LIST_ENDS = new Set(['etc', 'etc.', 'usw', 'usw.', 'u.a.', 'and more', 'and others', 'e.g.', '...', '…']);
// The same after an item's name ("React et al", "Vue etc.").
const TRAILING_ENDS = [' et al.', ' et al', ' etc.', ' etc', ' usw.', ' …', '...'];
// Joining words before a list's last item ("…, MacOS, and Linux"), folded.
const JOINERS = new Set(['and', 'or', 'und', 'oder', 'et', 'ou', 'y', 'o', 'e', 'es', 'en', 'i', 'a', 'och', 'og', 've', 'si', 'as well as']);

/** A level word or phrase ("Advanced", "sehr gut", "Középhaladó"), its case, accents and a closing colon or dash aside. */
export function isLevelWord(text: string): boolean {
  return LEVEL_WORDS.has(normalizeText(text.replace(/[\s:–—|-]+$/u, '')));
}

/** "3 years", "5+ Jahre", "2 ans": how long a skill was used. */
function isYearsPhrase(text: string): boolean {
  const m = /^(\d{1,2})\s*\+?\s*(\p{L}+)\.?$/u.exec(normalizeText(text));
  return m !== null && YEAR_WORDS.has(m[2] ?? '');
}

/**
 * A level of two words or more cut inside its last word, as a narrow table cell clips it ("Sehr gu" for "Sehr gut",
 * "Upper interm"): no item. The words before the cut are whole, so one word alone ("Go", "Basic") is never taken for one.
 */
function isClippedLevel(text: string): boolean {
  const t = normalizeText(text);
  const space = t.lastIndexOf(' ');
  if (space <= 0 || t.length - space - 1 < 2) return false;
  for (const level of LEVEL_WORDS) if (level.length > t.length && level.startsWith(t) && level[t.length] !== ' ') return true;
  return false;
}

/** A rating after a skill that is no piece of its name: a level word, years, a share ("80 %") or a mark ("4/5"). */
function isRating(text: string): boolean {
  const t = text.trim();
  return isLevelWord(t) || isYearsPhrase(t) || /^\d{1,3}\s*%$|^\d{1,2}\s*\/\s*\d{1,2}$/u.test(t);
}

/** "Python (expert)" → "Python", "Excel – gut" → "Excel", "Docker | 3 years" → "Docker"; bullets, icons and trailing punctuation off. */
export function cleanSkillItem(raw: string): string {
  // Stored as skills, which refuse hidden and direction characters: a CV's are dropped instead. Spaces collapse first and
  // the ends are cut by hand, so a long run of spaces, dots or brackets costs one pass (a pattern anchored at the end
  // would be tried again from every character of the run).
  let item = trimEndOf(withoutTrailingBracket(trimEndOf(stripHiddenOrDirectionalCharacters(raw).replace(/\s+/gu, ' ')
    .replace(/^[^\p{L}\p{N}.#+]+/u, ''), ' ')), ' .;,').trim();
  for (const end of TRAILING_ENDS) if (item.length > end.length + 1 && item.endsWith(end)) item = item.slice(0, -end.length).trim();
  // A level alone ("sehr gut", "Very good" in a cell of its own) stays whole, for isSkillItem to refuse: cut after its
  // first word it read as an item ("sehr").
  if (isRating(trimEndOf(item, ' .;:,|–—-'))) return trimEndOf(item, ' .;:,|–—-').trim();
  const cut = Math.max(item.lastIndexOf(' – '), item.lastIndexOf(' - '), item.lastIndexOf(' — '), item.lastIndexOf(': '), item.lastIndexOf('|'));
  if (cut > 0 && isRating(item.slice(cut + 2))) item = item.slice(0, cut).trim();
  // Two words of a rating ("3 years", "sehr gut", "very good", "80 %") after a space, before one word ("Excel sehr gut"
  // cut after "gut" alone kept "Excel sehr").
  const space = item.lastIndexOf(' ');
  const before = space > 0 ? item.lastIndexOf(' ', space - 1) : -1;
  if (before > 0 && isRating(item.slice(before + 1))) item = item.slice(0, before).trim();
  else if (space > 0 && isRating(item.slice(space + 1))) item = item.slice(0, space).trim();
  return trimEndOf(item, ' .;:,|–—-').trim();
}

/** The text without the characters of `chars` at its end. */
function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1] ?? '')) end--;
  return text.slice(0, end);
}

/** "Python (expert)" → "Python": a bracket that closes the text, with what it holds. */
function withoutTrailingBracket(text: string): string {
  const close = text.at(-1);
  if (close !== ')' && close !== ']') return text;
  const open = Math.max(text.lastIndexOf('('), text.lastIndexOf('['));
  // Signs alone in the bracket are the name's ("F(#)": F and F#), no level.
  if (open > 0 && isLetter(text[open - 1] ?? '') && [...text.slice(open + 1, -1)].every((c) => c === '+' || c === '#') && open + 2 < text.length) return text;
  return open >= 0 ? text.slice(0, open).trimEnd() : text;
}

/** True when a piece of a skills block is a skill (short, not a sentence, a date, contact data, a level or a rating). */
export function isSkillItem(item: string): boolean {
  if (item.length < 2 || item.length > MAX_ITEM_CHARS) return false;
  const words = item.split(/\s+/);
  if (words.length > MAX_ITEM_WORDS) return false;
  // Two letters at least, or a letter and its signs ("C#", "C++", "F#"), also beside its variant ("C/C#", "F(#)").
  if (!/\p{L}{2}|^\p{L}[#+]+$/u.test(item) && !isSignedLetters(item)) return false;
  if (/@|https?:|www\.|\b(19|20)\d{2}\b|\+\d|\d{3,}/u.test(item)) return false;
  if (isRating(item) || isClippedLevel(item) || LIST_ENDS.has(item.toLowerCase())) return false;
  // Wrapped prose: a piece that starts mid-sentence with a function word.
  if (/^(and|or|of|the|to|in|for|with|und|oder|der|die|das|mit|et|ou|de|la|le|les|y|o|el|los|las|e|il|di|per|és|az|a|an)\s/iu.test(item) && words.length > 2) return false;
  return true;
}

/**
 * "C/C#", "F(#)", "F/F#": a one-letter language and its variants, a letter with signs after it (the bracket around them
 * or a slash between). Read by hand, a character at a time: no pattern to compile for a few items a CV.
 */
function isSignedLetters(item: string): boolean {
  let signs = 0;
  for (const part of item.split('/')) {
    const letter = part.charAt(0);
    const rest = part.slice(1);
    const bare = rest.startsWith('(') && rest.endsWith(')') ? rest.slice(1, -1) : rest;
    if (!isLetter(letter) || (bare === '' && rest !== '') || ![...bare].every((c) => c === '+' || c === '#')) return false;
    signs += bare.length;
  }
  return signs > 0;
}

/**
 * "IT-Skills Careful spreadsheet work" → "Careful spreadsheet work": a form that labels each row of the
 * skills block with a sub-heading word ("IT-Skills", "Languages") glued to its first item.
 */
function dropRowLabel(cell: string): string {
  const m = cell.match(/^(\S+)\s+(.+)$/u);
  if (!m) return cell;
  const head = m[1] ?? '';
  const rest = m[2] ?? '';
  if (rest.split(/\s+/).length >= 1 && (isSectionHeading(head) || isSkillsHeading(head)) && /^\p{Lu}/u.test(rest)) return rest;
  return cell;
}

/** Letters a row's label set tight against its first item may have ("DB:PostgreSQL"). */
const MAX_TIGHT_LABEL = 12;
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase();

/**
 * "DB:PostgreSQL, MySQL", "Web:HTML, CSS": a short label of letters and its colon with no space before the first item,
 * which opens with a capital. The match's shape of the spaced label's pattern ([whole, label]); null for anything else
 * ("Java:8", "C#:.NET", a time, a link).
 */
function tightLabel(body: string): [string, string] | null {
  const colon = body.indexOf(':');
  // The label may follow a heading's cell ("Skills ⇥ DB:Velmdb"): its own cell is the one before the colon.
  const start = body.lastIndexOf('\t', colon) + 1;
  if (colon - start < 2 || colon - start > MAX_TIGHT_LABEL) return null;
  const label = body.slice(start, colon);
  const first = body[colon + 1] ?? '';
  if (![...label].every(isLetter) || !isLetter(first) || first === first.toLowerCase()) return null;
  return [body.slice(0, colon + 1), label];
}

/** A joining word before a list's last item dropped ("and Linux" → "Linux"). */
function withoutJoiner(piece: string): string {
  const m = /^(\p{L}+(?: \p{L}+)?)\s+(?=\S)/u.exec(piece);
  return m && JOINERS.has(normalizeText(m[1] ?? '')) ? piece.slice(m[0].length) : piece;
}

/** Pieces of a list: cells at column gaps, bullets, bars, commas and semicolons. */
const listPieces = (text: string): string[] => text.split(/\t+|\s{3,}|\s*[•·▪●|;،؛]\s*|,\s+/u);

/**
 * Items of one line of a skills block. A row's label is no item: a level or a sub-heading before a colon ("Expert: Java, SQL",
 * "Databases: MySQL"), or a first cell before a cell that lists items ("Programming ⇥ Java, Kotlin"); a label over items
 * that all name it ("Spring: Spring Boot, Spring Data") is one of them.
 */
function itemsOfLine(line: string): string[] {
  let body = line;
  let label = '';
  // A label before a colon, twice at most: a heading's cell then a level ("Skills:⇥Expert: Java").
  for (let k = 0; k < 2; k++) {
    const m = /^([^:]{2,30}):\s+(?=\S)/u.exec(body) ?? tightLabel(body);
    if (!m) break;
    label = (m[1] ?? '').replace(/^.*\t/u, '').trim();
    body = body.slice(m[0].length);
  }
  // A level before a dash ("Advanced – Git, Docker").
  const dash = body.search(/ [–—-] /u);
  if (dash > 0 && dash <= 30 && isLevelWord(body.slice(0, dash))) {
    label = body.slice(0, dash);
    body = body.slice(dash + 3);
  }
  // "Proficient in Excel, Word": the phrase before the first item is none ("Excel"), and its object may join two ("Windows
  // and macOS").
  const lead = leadPhraseEnd(body);
  body = body.slice(lead);
  let cells = body.split(/\t+|\s{3,}/u);
  // A first cell of one piece before a cell that lists items is the row's label.
  if (cells.length >= 2 && !/[,;•|]/u.test(cells[0] ?? '') && cells.slice(1).some((c) => c.split(/,\s+/u).length >= 2)) {
    label = cells[0] ?? '';
    cells = cells.slice(1);
  }
  const out: string[] = [];
  // Never cut inside a bracket ("Cloud (AWS, Azure)"): the item is the piece, and what its bracket lists are items after it.
  const listed = cells.flatMap((c) => piecesOutsideBrackets(c, listPieces)).map((p) => p.trim()).filter((p) => p !== '' && !LIST_ENDS.has(p.toLowerCase()));
  const pieces = lead > 0 && listed.length > 0 ? [...splitJoined(listed[0] ?? ''), ...listed.slice(1)] : listed;
  pieces.forEach((cell, i) => {
    // A narrow table's label glued to the row's first item ("Databases Velmdb, Tallyforge"; ./skill-row-labels.ts).
    const unglued = i === 0 && pieces.length >= 2 ? withoutGluedGroupWord(cell) : cell;
    const item = cleanSkillItem(dropRowLabel(i === pieces.length - 1 && i > 0 ? withoutJoiner(unglued) : unglued));
    if (isSkillItem(item)) out.push(item);
    const inner = bracketedItems(cell, listPieces);
    inner.forEach((piece, k) => {
      const listed = cleanSkillItem(k === inner.length - 1 ? withoutJoiner(piece) : piece);
      if (isSkillItem(listed)) out.push(listed);
    });
  });
  const parent = cleanSkillItem(label);
  const fold = (t: string): string => normalizeText(t);
  if (parent !== '' && out.length > 0 && out.every((i) => fold(i).startsWith(`${fold(parent)} `)) && isSkillItem(parent)) out.unshift(parent);
  return out;
}

/** A line that lists items: a bullet, or at least two pieces (cells, bars, commas). */
const isListLine = (line: string): boolean => /^\s*[•·▪●*–-]/u.test(line) || listPieces(line.trim()).filter((p) => p.trim() !== '').length >= 2;

/**
 * A sub-heading inside a skills block ("Databases", "Soft skills:", "Expert", "Programming" in bold): a lone line (no
 * bullet, no second piece) that is a level word, or stands over a line that lists items (a bullet, a list), or is bold
 * over a line that is not.
 */
function isSubHeading(line: string, next: string | undefined, bold: boolean, nextBold: boolean): boolean {
  const text = line.trim();
  // A line that ends with a comma is a list wrapped in a narrow column ("Stock control," over "Payroll, SQL").
  if (next === undefined || isListLine(text) || /[,;،]$/u.test(text) || text.split(/\s+/).length > MAX_HEADING_WORDS + 1) return false;
  if (isLevelWord(text)) return true;
  if (/\d/.test(text)) return false;
  return isListLine(next) || (!text.endsWith(':') && bold && !nextBold);
}

/**
 * Rows that head rows of a skill and its level ("Programming" ↵ "Python – expert" ↵ "Java (advanced)"; "Tools:" ↵ "Excel
 * sehr gut"), which are no list lines, so isSubHeading does not see them: a short line with no level of its own, ending
 * with a colon over such a row, or over two such rows where another line heads such rows too (one alone may be the one
 * skill printed without a level: "Excel" ↵ "Word (basic)" ↵ "SQL (good)"). Read once per document, when a skills block
 * has a row that no other rule reads as a sub-heading.
 */
function headsOfRatedRows(texts: readonly string[]): Set<number> {
  const rated: (boolean | undefined)[] = [];
  const isRated = (i: number): boolean => (rated[i] ??= i < texts.length && isRatedLine(texts[i] ?? ''));
  const colon = new Set<number>();
  const bare: number[] = [];
  texts.forEach((text, i) => {
    const short = text.length <= 40 && text.split(/\s+/).length <= MAX_HEADING_WORDS && !/\d/.test(text);
    if (!short || [',', ';', '،'].some((c) => text.includes(c)) || !isRated(i + 1) || isRated(i)) return;
    if (text.endsWith(':')) colon.add(i);
    else if (isRated(i + 2) && !isListLine(text)) bare.push(i);
  });
  return bare.length >= 2 ? new Set([...colon, ...bare]) : colon;
}

/** "Python – expert", "Excel sehr gut", "Git (advanced)", "Docker 3 years": one skill and its level or years after it. */
function isRatedLine(line: string): boolean {
  const text = line.trim();
  if (isListLine(text)) return false;
  const item = cleanSkillItem(text);
  const at = item === '' ? -1 : text.indexOf(item);
  if (at < 0 || !isSkillItem(item)) return false;
  // What follows the item, without the brackets and separators around a level (cut by hand: no pattern to compile).
  const rest = trimEndOf(text.slice(at + item.length), ' )].');
  let from = 0;
  while (from < rest.length && ' ([–—:|-'.includes(rest[from] ?? '')) from++;
  return from < rest.length && isRating(rest.slice(from));
}

/**
 * Joins words hyphenated at a line end ("Supply Chain Manage-" ↵ "ment"); a hyphen that is the word's own stays ("Self-" ↵
 * "management": ../extract/soft-hyphens.ts).
 */
function joinHyphenated(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /\p{Ll}-$/u.test(prev) && /^\p{Ll}/u.test(raw.trim())) {
      const left = prev.slice(0, -1);
      out[out.length - 1] = left + (keepsHyphen(left.slice(-WINDOW), raw.trim()) ? '-' : '') + raw.trim();
    } else out.push(raw);
  }
  return out;
}

/**
 * A line of prose inside a skills block: long, or a sentence. It is skipped, not an item. A long line of short pieces
 * ("Platforms: A, B, C, …" of thirty tools) is a list however long.
 */
function isProse(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (/[\t•,;]|\s{3,}/u.test(line)) {
    if (words.length <= 25) return false;
    const pieces = listPieces(line.trim());
    return pieces.filter((p) => p.trim().split(/\s+/).length <= 3).length < pieces.length * 0.8;
  }
  return words.length > MAX_ITEM_WORDS || (/[.!?]$/.test(line.trim()) && words.length > 3);
}

/** Words of a line that reads as a sentence wrapped onto the next line. */
const MIN_WRAPPED_PROSE_WORDS = 8;

/** The cells of a row: a PDF's column gaps, a DOCX row's tabs. */
const cellsOf = (text: string): string[] => text.split(/\t+|\s{3,}/u);

/**
 * Rows whose last cell is a sentence wrapped over lines, whatever its commas: a long cell that ends without a list's
 * separator over a row that goes on in lower case ("Planned the rollout, trained the staff, wrote the" ↵ "handbook for …"),
 * and the rows that go on from it. The cells before it are still read (a sidebar's list beside the body's prose); a skills
 * list wrapped in a narrow column has short rows, or ends each with a comma.
 */
function wrappedProseRows(texts: readonly string[]): boolean[] {
  const lastCells = texts.map((t) => cellsOf(t).at(-1) ?? '');
  // A cell that a bar divides is a row of a skill and its level ("Integrated Ledger Tools for Small Offices | Intermediate"
  // over "npm | Advanced"), no sentence: it neither opens nor goes on wrapped prose.
  const goesOn = (cell: string | undefined): boolean => cell !== undefined && /^\p{Ll}/u.test(cell) && !cell.includes(' | ');
  const prose = texts.map(() => false);
  lastCells.forEach((cell, i) => {
    if (i > 0 && prose[i - 1] && goesOn(cell)) prose[i] = true;
    else if (goesOn(lastCells[i + 1]) && !/[,;:،]$/u.test(cell) && !cell.includes(' | ') && cell.split(/\s+/).length >= MIN_WRAPPED_PROSE_WORDS) prose[i] = true;
  });
  return prose;
}

/**
 * A row that opens with a year and a separator ("2022 | Website for …", "2019 – 2021"), or a date alone ("14.03.1998"):
 * a dated entry or a form's personal data, no skills.
 */
const isDatedRow = (text: string): boolean =>
  /\b(19|20)\d{2}\s*[-–—]/.test(text) || /^\P{L}{0,2}(19|20)\d{2}\s*[|:·•]/u.test(text) || /^(?:\d{1,2}[./-]){2}(19|20)\d{2}$/.test(text);

/** Words of a grid's cell at most: a short item, not a label's prose or a sentence. */
const MAX_GRID_CELL_WORDS = 3;
/** A cell of a grid of tags: a few words with no list, label or sentence in it. */
const isGridCell = (cell: string): boolean => {
  const t = cell.trim();
  return t !== '' && t.length <= MAX_ITEM_CHARS && t.split(' ').length <= MAX_GRID_CELL_WORDS && ![',', ';', ':', '.'].some((c) => t.includes(c));
};

/**
 * A line as the skills reader reads it: a DOCX row whose cells the format marks joins them by a single space in its text
 * ("Kenntnisse Lagerlogistik, Inventur"), so a label cell that is a skills heading would read as one long line. Its first
 * cell is set apart by a tab, as a PDF's column gap is, when it is a skills heading and the text has no gap of its own.
 */
export function skillLineText(text: string, segments: readonly string[]): string {
  const head = segments[0];
  if (head === undefined || segments.length < 2 || /\t|\s{3,}/.test(text) || !text.startsWith(head)) return text;
  // A label cell over a cell that lists items ("Databases ⇥ MySQL, Redis", "Expert ⇥ Java, SQL") is set apart too.
  const label = head.replace(/:$/u, '');
  const labelled = !text.slice(head.length).includes(':') && isSkillsHeading(label);
  const overList = !/[,;:]/.test(label) && segments.slice(1).some((c) => c.split(/,\s+/).length >= 2);
  // A row of a grid of tags, each cell one short item ("Quorbit ⇥ Zanthic ⇥ Stock control"): read as one, its items ran
  // together into one item, or the row into a sub-heading over the next.
  // (A row that lists with separators of its own, "A | B | C" in runs, is no grid: its separators cut it.)
  if (!labelled && !overList && !(segments.every(isGridCell) && listPieces(text).length === 1)) return text;
  // Every cell apart where the text is the cells joined ("Skills ⇥ Databases ⇥ MySQL, Redis"), else the first.
  const oneSpace = (t: string): string => t.trim().replace(/\s+/g, ' ');
  return oneSpace(segments.join(' ')) === oneSpace(text) ? segments.join('\t') : `${head}\t${text.slice(head.length).trim()}`;
}

/**
 * The items listed under skills headings, first seen first, without repeats. A block runs
 * from a skills heading to the next other heading, a dated line (experience has begun) or
 * MAX_BLOCK_LINES lines. Headings printed as a grid ("Technologie  Sprachen  Interessen"
 * then their items) do not close a block that has no item yet.
 */
export function findSkillSectionItems(lines: readonly string[], options: { bold?: readonly boolean[] } = {}): string[] {
  // Items of a section under a known skills heading ("Skills", "Kenntnisse") come first; those of a label inside another
  // section ("Technologies: …" under a job, "Tools:") after them, however early they are printed: the section is what the
  // candidate says they can do, a job's label what one job used.
  const sectionItems: string[] = [];
  const labelItems: string[] = [];
  // Keys of the label items not yet read again in a section, and of those that were (they move to the section's items).
  const labelKeys = new Set<string>();
  const movedKeys = new Set<string>();
  let inSection = false;
  const seen = new Set<string>();
  let left = 0;
  let found = 0;
  const add = (item: string): boolean => {
    // "IT skills", "Computer skills" printed among the items label them (./skill-area-labels.ts).
    if (isSkillAreaLabel(item)) return false;
    const key = normalizeText(item);
    if (seen.has(key)) {
      // Read under a job's label first ("Tools: Git"), then in a skills section: the section's item, in its place.
      if (inSection && labelKeys.delete(key)) {
        sectionItems.push(item);
        movedKeys.add(key);
      }
      return false;
    }
    seen.add(key);
    (inSection ? sectionItems : labelItems).push(item);
    if (!inSection) labelKeys.add(key);
    if (!isLanguageItem(item)) blockItems.set(block, (blockItems.get(block) ?? 0) + 1);
    return true;
  };
  const joined = joinHyphenated(lines);
  // Bold is known per source line; a joined hyphenation shifts the rest, so it is read only when nothing was joined.
  const bold = joined.length === lines.length ? options.bold : undefined;
  const rows = joined.map((line, i) => ({ line, bold: bold?.[i] === true })).filter((r) => r.line.trim() !== '');
  const prose = wrappedProseRows(rows.map((r) => r.line.trim()));
  let heads: Set<number> | undefined;
  const ratedHeads = (): Set<number> => (heads ??= headsOfRatedRows(rows.map((r) => r.line.trim())));
  const takenBack = new Set<string>();
  // Lines of a block that are each a skills heading ("Communication skills", "Job-related skills", "Digital skills": Europass's
  // left cells): two or more in one block are its sub-headings, not items ("Communication skills" alone among items is one).
  let block = 0;
  const headingLines = new Map<number, string[]>();
  // Items read per block, languages aside (a language's label may open a block before its sub-headings).
  const blockItems = new Map<number, number>();
  // The lone items read one after the other in a block (lines of one item each), and the blocks a sub-heading divides.
  let lone = { block: 0, count: 0 };
  const subHeaded = new Set<number>();
  // The last row read as a grid's row: items in two cells or more, none a label.
  let gridRow = -2;
  // Blocks whose rows have shown a label column ("Software ⇥ Word, Excel"; ./skill-label-column.ts).
  const labelColumns = new Set<number>();
  rows.forEach(({ line, bold: isBold }, i) => {
    const text = line.trim();
    // A plain-case heading ("Technical skills") counts where no items have been read yet; inside
    // a block "Communication skills" is an item, and a row with cells or 4+ words is a labelled row.
    const plainHeading = (left <= 0 || found === 0) && isSkillsHeading(text) && text.split(/\s+/).length <= 3 && !/\t|\s{3,}/.test(line);
    if (isStrongSkillsHeading(text) || plainHeading) {
      left = MAX_BLOCK_LINES;
      found = 0;
      block++;
      inSection = isSectionHeading(text.replace(/^\p{Ll}\s+(?=\p{Lu})/u, '')) || isSummedSkillsHeading(text);
      return;
    }
    // "Skills: Java, Python" or "Skills ⇥ Java, Python" (a label/value table) — heading and items on one line.
    const inline = text.match(/^([^:\t]{2,40})(?::\s*|\t+|\s{3,})(\S.*)$/u);
    // Under a row of items in cells (a grid of tags), a first cell that names a skill in a heading's words ("Good
    // communication skills ⇥ Punctuality") is one more item of the grid, not a label over the cells after it.
    const inGrid = gridRow === i - 1 && left > 0 && !text.includes(':') && !isStrongSkillsHeading(inline?.[1] ?? '');
    if (inline && !inGrid && isSkillsHeading(inline[1] ?? '')) {
      left = MAX_BLOCK_LINES;
      found = 0;
      block++;
      inSection = isSectionHeading(inline[1] ?? '');
      const next = rows[i + 1];
      // The heading's cell beside a sub-heading over its items ("Skills ⇥ Programming" over "Java, Kotlin").
      if (isSubHeading(inline[2] ?? '', next?.line, isBold, next?.bold === true)) return;
      if (!text.includes(':')) {
        // An item read before still counts: the block has begun ("Skills Summary" repeating the sidebar's skills).
        const items = itemsOfLine(inline[2] ?? '');
        for (const item of items) { add(item); found++; }
        // The heading's cell beside a grid's first row ("Skills ⇥ Quorbit ⇥ Zanthic"): the grid goes on under it.
        const cellCount = cellsOf(inline[2] ?? '').length;
        if (cellCount >= 2 && items.length >= cellCount) gridRow = i;
        left--;
        return;
      }
    }
    if (left <= 0) return;
    // A sub-heading or a level over its items heads more of the block: it is no item, and the block runs on under it.
    const next = rows[i + 1];
    // A list one item a line, two lines on at least, goes on so: a lone line in the same type over a line of two items
    // ("Teamwork" over "Flexibility, Patience") is one more item, no sub-heading over them.
    // (A level alone over its items is a sub-heading still; a level is a short line, and a long one is never tried.)
    // The line under it holds two items, no more, and ends the list (the block's last line, or a heading, a date or a
    // place and date after it): a sub-heading heads a longer list ("Tools" over "Git, Jira, Docker") or more lines.
    const afterNext = rows[i + 2]?.line.trim();
    const listEnds = afterNext === undefined || /\d/.test(afterNext) || isOtherHeading(afterNext);
    const inLoneRun = rows[i - 1]?.bold === isBold && lone.block === block && lone.count >= 2 && !subHeaded.has(block)
      && next !== undefined && listEnds && listPieces(next.line.trim()).length <= 2 && !(text.length <= MAX_ITEM_CHARS && isLevelWord(text));
    // A line over a row that opens another section ("Velmdb" over "Languages ⇥ English (native)", a grid's last row of one
    // cell) heads nothing of this one.
    const nextCells = next === undefined ? [] : cellsOf(next.line.trim());
    const overSection = nextCells.length >= 2 && isSectionHeading(trimEndOf(nextCells[0] ?? '', ': '));
    // ("Experienced with Git" says how well it knows an item: no sub-heading.)
    if (((!inLoneRun && !overSection && leadPhraseEnd(text) === 0 && isSubHeading(text, next?.line, isBold, next?.bold === true)) || ratedHeads().has(i)) && !isSectionHeading(text.replace(/:$/u, ''))) {
      left = MAX_BLOCK_LINES;
      subHeaded.add(block);
      return;
    }
    if (isOtherHeading(text)) {
      if (found > 0) left = 0;
      return;
    }
    if (isDatedRow(text)) { left = 0; return; }
    left--;
    const listed = prose[i] ? cellsOf(text).slice(0, -1).join('\t') : text;
    if (listed === '' || isProse(listed)) return;
    // Counted where the block opens with them (no item read before, a language's label aside): "Quilting" over "Communication
    // skills" lists them as items.
    const opens = (headingLines.get(block)?.length ?? 0) > 0 || (blockItems.get(block) ?? 0) === 0;
    if (opens && !isListLine(text) && text.split(/\s+/u).length <= MAX_HEADING_WORDS && isSkillsHeading(text)) {
      const lines = headingLines.get(block) ?? [];
      lines.push(cleanSkillItem(text));
      headingLines.set(block, lines);
    }
    if (opensWithLabelCell(listed)) labelColumns.add(block);
    const items = itemsOfLine(withoutLabelCell(listed, labelColumns.has(block)));
    for (const item of items) { add(item); found++; }
    const one = items.length === 1 && !isListLine(text);
    // A grid's row: two cells or more, each an item, after the heading's cell where the row opens with one ("Skills: ⇥ …").
    const cells = cellsOf(listed);
    const headed = isSkillsHeading(cells[0] ?? '') ? cells.slice(1) : cells;
    if (headed.length >= 2 && items.length >= headed.length && !isSkillsHeading(headed[0] ?? '')) gridRow = i;
    lone = one ? { block, count: (lone.block === block ? lone.count : 0) + 1 } : { block, count: 0 };
  });
  for (const lines of headingLines.values()) if (lines.length >= 2) for (const l of lines) takenBack.add(normalizeText(l));
  const kept = (item: string): boolean => !takenBack.has(normalizeText(item));
  return [...sectionItems, ...labelItems.filter((l) => !movedKeys.has(normalizeText(l)))].filter(kept);
}
