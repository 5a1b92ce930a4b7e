// The person's name: the most prominent name-shaped text at the top of the CV, or a
// labelled one ("Name:", "Nachname", "Név:" …). Headings ("Curriculum Vitae") and job
// titles are the usual impostors, so they carry negative weights.
import type { CvDocument } from './document.js';
import { isSectionHeading, isContactHeading, headingWords } from './headings.js';
import { withoutDocumentTitle } from './document-title.js';
import { mentionsCountry } from './locale.js';
import { beforeTrailingComma, cjkNameTokens, nameTokens, splitName, withoutLeadingTitles, type NameParts } from './name-parts.js';
import { findLabelledNameParts } from './name-labels.js';
import { findCjkLabelledName } from './cjk-name.js';
import { undressedNames } from './name-dress.js';
import { invertedName, invertedParts, type InvertedName } from './name-inverted.js';
import { familyFirstByEmailInitial, hungarianFamilyWordCount, isFamilyFirst, isHungarianGivenName, looksFamilyFirst } from './name-order.js';
import { capitalsMarkFamily, isCapitalsLine } from './name-caps-lines.js';
import { spacedNameWord } from './spaced-name-word.js';
import { vietnameseFamilyFirst } from './name-order-vietnamese.js';
import { eastAsianFamilyFirst } from './name-order-east-asian.js';
import { familyFirstByHandles, handleLocals, profileHandles } from './name-order-handles.js';
import { isLanguageName } from '../sections/languages.js';
import { headingKindOf, isLetterSpaced, joinLetterSpacing, wholeHeadingKind } from '../sections/vocabulary.js';
import { maskLegalForms } from '../classify/legal-forms.js';
import { opensStreetName } from './address-parts.js';
import { DUTCH_NAME_PREPOSITIONS, isParticleWord } from './name-particles.js';
import { endsWithStreetWord } from './street-tail-word.js';
import { hasPlaceShape } from './place-shape.js';
import { isTownShaped } from './lone-town.js';
import { isContactHeadingWord } from './contact-segments.js';
import { splitAfterGivenName, splitSpanishName, isCommonGivenName, isNameLanguage, looksHungarianFamilyFirst } from './given-names.js';
import { rankCandidates, rivalScore, type Feature } from '../classify/score.js';
import { refereeLines } from './referees.js';
import { inBodyByLine } from './body-zone.js';
import { containsLetterWord, normalizeText, foldDiacritics, toProperCase } from '../classify/text.js';

interface NameCandidate {
  text: string;
  tokens: string[];
  lineIndex: number;
  /** Visual order from the top of the first page (CvLine.rank). */
  rank: number;
  fontSize: number | undefined;
  labelled: boolean;
  familyFirst: boolean;
  aloneOnLine: boolean;
  /** The next line explains the name ("(First name) (Last name)"), as Europass forms do. */
  captioned: boolean;
  /** The text is the value of another label ("Skills: Excel, Word", "Languages: …"): not a name. */
  otherLabel: boolean;
  /** Items of a comma-separated list, degrees aside ("Excel, Word, PowerPoint" → 3). */
  listItems: number;
  /** Joined from two lines (a name set over two lines, a labelled given name with the family name below). */
  joined: boolean;
  /** The text the candidate was cut from, before titles and trailing words after a comma were dropped. */
  source: string;
  /** Printed family name first with a comma ("FAMILY, Given"): its parts. */
  inverted?: InvertedName;
}

// Czech, Slovak, Romanian, Turkish, Croatian, Swedish, Danish and Norwegian labels of the whole name, before the shorter
// words they start with ("jméno" is in the list below).
const MORE_FULL_LABELS = 'jméno a příjmení|meno a priezvisko|nume și prenume|nume si prenume|ad soyad[ıi]?|ad[ıi] soyad[ıi]|ime i prezime'
  + '|namn|navn|nume|isim';
// Labels and whether they announce the family name first.
const FULL_LABELS: [RegExp, boolean][] = [
  // The Europass form marks each word's plural in brackets ("Nom(s) / Prénom(s)", "Surname(s) / First name(s)").
  [/^(first\s*names?|given\s*names?|vorname|prénom|prenom|nome|nombre)(\(s\))?\s*[/,&]\s*(surnames?|last\s*name|family\s*name|(nach)?name|nom|cognome|apellidos?)(\(s\))?\s*[:\-–]?\s*/iu, false],
  [/^(surnames?|last\s*name|family\s*name|nachname|nom|cognome|apellidos?|vezetéknév)(\(s\))?\s*[/,&]\s*(first\s*names?|given\s*names?|vorname|prénom|prenom|nome|nombre|utónév|keresztnév)(\(s\))?\s*[:\-–]?\s*/iu, true],
  // Japanese 氏名 and お名前, Chinese 姓名, Korean 성명 and 이름: the whole name, written with a full-width colon as often.
  [new RegExp(`^(${MORE_FULL_LABELS}|full\\s*name|name|nom complet|név|nombre completo|nome completo|imię i nazwisko|naam|jméno|氏名|お名前|姓名|성명|이름)`
    + String.raw`\s*[:：\-–]\s*`, 'iu'), false],
];
// Stems first, matched inside words too (German compounds: "Datenanalyst", "Softwareentwickler").
const JOB_WORDS = /(analyst|entwickler|ontwikkelaar|beheerder|medewerker|ingenieur|berater|leiter|direktor|direttore|praktikant|tirocinio|manager|\b(engineer|developer|consultant|designer|architect|scientist|specialist|assistant|supervisor|coordinator|director|officer|accountant|technician|intern|student|administrator|programmer|lead|head|executive|representative|teacher|nurse|lawyer|devops|sre|full[- ]?stack|frontend|backend|software|data|senior|junior|freelance|fejlesztő|mérnök|vezető|développeu[rs]e?|ingénieur|desarrollador|sviluppatore|title|candidate)\b)/iu;
const NOT_NAME_WORDS = /\b(university|science|computer|engineering|business|administration|bachelor|master|diploma|degree|universität|college|school|institute|gmbh|inc|ltd|llc|corp|company|street|str|road|avenue|page|seite|oldal|linkedin|github|www|http|present|since|references|available|updated|generated|lorem|ipsum|curriculum|vitae|resume|résumé|cv|europass|dear|sehr|geehrte|heute|current|currently|now|today|jelenleg|aktuell|actuel|oggi|presente|actualidad)\b/iu;
// A form label printed before the value without a colon, in its own cell or glued ("Name\tIda Probe", "Nome Isidora Rossi").
const BARE_LABEL_WORDS = `${MORE_FULL_LABELS}|nombre completo|nome completo|imię i nazwisko|full\\s*name|name|nom|nome|nombre|név|naam|jméno`;
const BARE_LABEL = new RegExp(`^(${BARE_LABEL_WORDS})(?:\\s*[:\\-–])?$`, 'iu');
// The name may open with a title in lower case ("Imię i nazwisko: mgr inż. Piotr Nowak").
const GLUED_LABEL = new RegExp(`^(?:${BARE_LABEL_WORDS})(?:\\s*[:\\-–])?\\s+(?=\\p{Lu}|(?:dr|mgr|inż|inz|prof)\\.?\\s)`, 'iu');
/**
 * "Nome Isidora Rossi" → "Isidora Rossi", "Imię i nazwisko NOWAK Ewa" → "NOWAK Ewa": a bare label glued to a
 * name of two or more capitalised words (the first one or two may be family names in capitals).
 */
function stripBareLabel(segment: string, emailLocals: readonly string[]): string | undefined {
  const m = segment.match(GLUED_LABEL);
  // Titles before the name ("Nome: Ing. Marco Rossi") are dropped with the label.
  const rest = m ? withoutLeadingTitles(segment.slice(m[0].length)) : '';
  const capitalised = /^\p{Lu}[\p{Ll}'’-]+\s+(?:(?:van|von|de|der|den|da|di|del|della|du|le|la|ter|ten|dos|das)\s+)*\p{Lu}/u;
  // Family names in capitals may be hyphenated or carry an apostrophe ("DUVAL-ROCHE Élise", "D'ARCY Ana").
  // Or the family name first with a comma ("Nom : Castel, Anna"), as forms print it.
  if (!m || !(capitalised.test(rest) || /^(?:\p{Lu}[\p{Lu}'’-]*\p{Lu}\s+){1,2}\p{Lu}\p{Ll}/u.test(rest) || invertedName(rest, emailLocals) !== undefined)) {
    return undefined;
  }
  return rest;
}
// Scripts without letter case (Han, Hangul, Kana; Arabic, Hebrew) cannot show a capital: any word of them may be a name.
const NAME_TOKEN = /^(\p{Lu}[\p{L}'’.-]*|[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{1,4}|[\p{Script=Arabic}\p{Script=Hebrew}\u200c]{2,20})$/u;
const LOWER_PARTICLE = /^(van|von|de|der|den|du|da|di|del|della|des|le|la|dos|das|bin|al|zu|ten|ter|y)$/;

/** The words of a name but its particles ("van der", "de la"), which do not make a name longer. */
const coreWords = (tokens: readonly string[]): number => tokens.filter((t) => !LOWER_PARTICLE.test(t)).length;

function isNameShaped(tokens: readonly string[]): boolean {
  const core = tokens.filter((t) => !LOWER_PARTICLE.test(t));
  if (core.length < 1 || core.length > 5 || tokens.length > 8) return false;
  return core.length > 0 && core.every((t) => NAME_TOKEN.test(t)) && core.some((t) => t.replace(/\P{L}/gu, '').length > 1);
}

/**
 * "Jefa de almacén", "Addetta alle vendite", "Sachbearbeiterin im Einkauf": a capital opens the text and a later word of two
 * letters or more is in small letters and no particle of a family name. A name capitalises every word but its particles (or,
 * set by a designer, none at all); a job's title or a sentence capitalises its first word only. A one-letter word ("e", "y",
 * "i") may join two surnames.
 */
function isSentenceCase(tokens: readonly string[]): boolean {
  const particle = (t: string | undefined): boolean => t !== undefined && isParticleWord(foldDiacritics(t));
  // Dutch family names may open on a preposition before a particle ("op den Akker", "in 't Veld", "uit de Bosch").
  const preposition = (k: number): boolean => DUTCH_NAME_PREPOSITIONS.has(tokens[k] ?? '') && particle(tokens[k + 1]);
  return /^\p{Lu}/u.test(tokens[0] ?? '')
    && tokens.some((t, k) => k > 0 && /^\p{Ll}\p{L}/u.test(t) && !particle(t) && !preposition(k));
}

/** Drops heading words glued to the name ("IDA PROBE LEBENSLAUF", "PERSONAL INFORMATION Mira …"). */
function stripHeadingWords(text: string): string {
  const words = text.split(/\s+/);
  const heads = headingWords();
  for (let n = 3; n >= 1; n--) {
    // "Resume of John Smith", "Lebenslauf von Max Probe", "CV – Anna Example".
    if (words.length > n && heads.has(normalizeText(words.slice(0, n).join(' ')))) return stripHeadingWords(words.slice(n).join(' ').replace(/^(of|von|de|di|del|du|[-–—:|])\s+/iu, ''));
    if (words.length > n && heads.has(normalizeText(words.slice(-n).join(' ')))) return stripHeadingWords(words.slice(0, -n).join(' '));
  }
  return text;
}

/** A word as an e-mail's local part spells it: folded to ASCII letters, lower case. */
const emailLetters = (word: string): string => emailFold(word).toLowerCase().replace(/[^a-z]/g, '');

function matchesEmail(text: string, emailLocals: readonly string[]): boolean {
  return text.split(/\s+/).some((t) => {
    const f = emailLetters(t);
    return f.length >= 3 && emailLocals.some((l) => l.includes(f));
  });
}

/**
 * "JANEDOE" + jane.doe@… → "JANE DOE". Only separators in the e-mail are trusted: a glued
 * local part ("janedoe", "marthaque") does not say where the family name starts. An address of
 * an initial and the family name ("j.doe@…") spells the name's last word: "JANEDOE" ends with it,
 * and is cut before it (the longest such piece, of three letters or more, with two letters left).
 */
export function splitByEmail(glued: string, emailLocals: readonly string[]): string {
  const lower = foldDiacritics(glued).toLowerCase();
  for (const local of emailLocals) {
    const pieces = local.split(/[._-]+/).filter(Boolean);
    if (pieces.length < 2 || pieces.join('') !== lower) continue;
    const out: string[] = [];
    let at = 0;
    for (const p of pieces) { out.push(glued.slice(at, at + p.length)); at += p.length; }
    return out.join(' ');
  }
  // Folding keeps the length of Latin letters ("Pérez" → "perez"), so the cut falls where it does in the printed name.
  const ends = emailLocals.flatMap((l) => l.split(/[._-]+/)).filter((p) => p.length >= 3 && lower.length - p.length >= 2 && lower.endsWith(p));
  const family = ends.sort((a, b) => b.length - a.length)[0];
  return family && lower.length === glued.length ? `${glued.slice(0, -family.length)} ${glued.slice(-family.length)}` : glued;
}

/**
 * OCR misreads a letter now and then ("IdA Prabe"); when the e-mail spells a word of the same
 * length that differs in one letter (ida.probe@…), the e-mail's spelling is the better reading.
 */
export function correctByEmail(text: string, emailLocals: readonly string[]): string {
  const pieces = emailLocals.flatMap((l) => l.split(/[^a-z]+/)).filter((p) => p.length >= 3);
  return text.split(' ').map((word) => {
    const lower = foldDiacritics(word).toLowerCase();
    const fix = pieces.find((p) => p.length === lower.length && p !== lower && [...p].filter((ch, i) => ch !== lower[i]).length === 1);
    if (!fix) return word;
    return /^\p{Lu}+$/u.test(word) ? fix.toUpperCase() : fix.charAt(0).toUpperCase() + fix.slice(1);
  }).join(' ');
}

function candidatesOf(doc: CvDocument, emailLocals: readonly string[]): NameCandidate[] {
  const out: NameCandidate[] = [];
  // Texts made of two lines: the whole name beats its first line, which scores the same on its own.
  const joinedText = new Set<string>();
  const insideJoined = new Set<number>();
  const add = (printed: string, lineIndex: number, fontSize: number | undefined, labelled: boolean, familyFirst: boolean, alone: boolean): void => {
    // The document's title ("이력서", "C V", "Curriculum Vitae: Mira Example") is no name, nor part of one.
    const text = withoutDocumentTitle(printed);
    if (text === '' || isSectionHeading(text)) return; // "WORK EXPERIENCE" must not shrink to a name "Work"
    // A letter-spaced heading whose word gaps were lost ("T I T L E S O F S T U D Y") glues into no name either.
    if (isLetterSpaced(text.trim()) && headingKindOf(text) !== undefined) return;
    // Name labels were taken off above; any other "Label: value" is some other field.
    const otherLabel = !labelled && OTHER_LABEL.test(text);
    // Pronouns and nicknames in brackets ("Mira Example (she/her)") are not part of the name.
    let cleaned = stripHeadingWords(text.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim());
    // Letter-spaced headings ("J A N E  D O E") come out one letter per word; rejoin them.
    const words = cleaned.split(' ');
    if (words.length >= 4 && words.filter((w) => w.length === 1).length >= words.length * 0.6) {
      const glued = words.join('');
      const byEmail = splitByEmail(glued, emailLocals);
      // Without separators in the e-mail, a common given name at the front marks the cut.
      cleaned = byEmail !== glued ? byEmail : splitAfterGivenName(glued);
    }
    // "FAMILY, Given" keeps the words after its comma, which would otherwise be dropped as a degree; a place is no name.
    const inverted = mentionsCountry(cleaned) ? undefined : invertedName(cleaned, emailLocals);
    const read = inverted ? [...inverted.family, ...inverted.given] : nameTokens(beforeTrailingComma(cleaned));
    // "佐藤由美子": a name in its own script without a space is two words, its family name and its given name.
    const cjk = read.length === 1 ? cjkNameTokens(read[0] ?? '') : undefined;
    const tokens = cjk ? [...cjk] : read;
    const caption = /(first|given|last|family)\s*name|surname|vorname|nachname|prénom/i.test(doc.lines[lineIndex + 1]?.text ?? '');
    if (tokens.length === 0) return;
    out.push({
      text: tokens.join(' '), tokens, lineIndex, rank: doc.lines[lineIndex]?.rank ?? lineIndex, fontSize, labelled, familyFirst,
      aloneOnLine: alone, captioned: caption, otherLabel, listItems: listItems(cleaned), joined: joinedText.has(printed),
      source: text, ...(inverted ? { inverted } : {}),
    });
  };
  // A labelled name of one word whose family name wrapped onto the next line ("Name: Lotte" ↵ "Mulderink").
  const withNextLine = (value: string, i: number): string => {
    const next = doc.lines[i + 1];
    // Only at the top: further down a labelled "Name" is a project's or a referee's, and the line below a form's next label.
    // One word, or two given names ("Lucía Inés"), before the family name below.
    // Titles before the name ("Naam: Ir. Bram" ↵ "Wolterink") are no word of it.
    const words = withoutLeadingTitles(value).split(/\s+/);
    // A word in capitals is the family name, marked by the writer: the name is whole ("Név: Mira QUELLBERG" ↵ a headline).
    const given = words.length === 1
      || (words.length === 2 && words.every((w) => isCommonGivenName(w, undefined) && !/^\p{Lu}{2,}$/u.test(w)));
    const wrapped = (doc.lines[i]?.rank ?? 99) < 40 && given && words.every((w) => /^\p{Lu}[\p{L}'’-]+$/u.test(w)) && next && next.segments.length <= 2
      && isNamePart(next.segments[0] ?? '') && !opensAnotherLine(doc, i + 1) && !labelsAValue(next.segments);
    if (!wrapped) return value;
    // A third line carries on the name when the e-mail spells it ("Nombre: Elena" ↵ "Ortiz" ↵ "Lago") or it and the
    // line above are given names after a family name ("Név: Kardos" ↵ "Anna" ↵ "Réka").
    const after = doc.lines[i + 2];
    const more = after && after.segments.length <= 2 && isNamePart(after.segments[0] ?? '') && !opensAnotherLine(doc, i + 2)
      && (matchesEmail(after.segments[0] ?? '', emailLocals) || [next.segments[0], after.segments[0]].every((w) => isCommonGivenName(w ?? '', undefined)))
      ? ` ${after.segments[0]}` : '';
    const joined = `${value.trim()} ${next.segments[0]}${more}`;
    joinedText.add(joined);
    return joined;
  };
  doc.lines.forEach((line, i) => {
    for (const [at, segment] of line.segments.entries()) {
      const label = FULL_LABELS.find(([re]) => re.test(segment));
      if (label) {
        // "Nom(s) / Prénom(s)⇥Quellec Urbain": a form's label in a cell of its own, the name in the next cell.
        const rest = segment.replace(label[0], '');
        const value = rest.trim() === '' ? line.segments[at + 1] ?? rest : rest;
        add(withNextLine(value, i), i, line.fontSize, true, label[1], true);
        continue;
      }
      const value = line.segments[at + 1];
      if (BARE_LABEL.test(segment) && value !== undefined) { add(withNextLine(value, i), i, line.fontSize, true, false, true); continue; }
      const unlabelled = stripBareLabel(segment, emailLocals);
      if (unlabelled !== undefined) { add(withNextLine(unlabelled, i), i, line.fontSize, true, false, true); continue; }
      // "Name Lotte" ↵ "Mulderink": a bare label and one word (a form's label cell and value cell run together).
      const glued = segment.match(GLUED_LABEL) ? segment.replace(GLUED_LABEL, '') : undefined;
      if (glued !== undefined && withNextLine(glued, i) !== glued) {
        add(withNextLine(glued, i), i, line.fontSize, true, false, true);
        continue;
      }
      // Past the top, only text that the e-mail confirms: page footers repeat the name ("Ida Probe – CV – 2/2").
      if (line.rank < 40 || matchesEmail(segment, emailLocals)) {
        add(segment, i, line.fontSize, false, false, line.segments.length === 1);
        // "Mira Example, Software Engineer", "Mira Example – Quality Analyst": the name is the part before.
        const head = segment.split(/,\s+|\s[-–—]\s/)[0] ?? '';
        if (head !== segment && listItems(segment) < 3) add(head, i, line.fontSize, false, false, false);
        // "PERSONAL INFORMATION Ada Quill Vane Rua … ada.quill.vane@…": the words the e-mail spells, inside a longer line.
        const spelled = spelledByEmail(segment, emailLocals);
        if (spelled !== undefined && spelled !== segment) add(spelled, i, line.fontSize, false, false, false);
      }
    }
    // "I S L A⇥A S H C O M B E": a name set letter-spaced, each word a cell; read whole, as its cells are read above.
    const spaced = line.segments.length > 1 && (line.rank < 40 || matchesEmail(line.text, emailLocals)) ? spacedNameCells(line) : undefined;
    if (spaced) add(spaced, i, line.fontSize, false, false, true);
    // A name set in large type over two lines: the given name on one line, the family name below it
    // (lines of another column, in smaller type, may come between).
    // A line that carries on a name joined above opens no name of its own ("Katharina" ↵ "Beispiel" under "Anna").
    const below = insideJoined.has(line.index) ? [] : wrappedNameBelow(doc, line, emailLocals);
    // A family name too wide for its column broken inside, its last letters alone on the next line ("Modrzewsk" ↵ "a").
    const tail = insideJoined.has(line.index) ? undefined : brokenWordTail(doc, below.at(-1) ?? line, emailLocals);
    for (const l of below) insideJoined.add(l.index);
    if (tail) insideJoined.add(tail.index);
    if (below.length || tail) {
      const joined = joinNameLines([line, ...below].map((l) => namePartOf(l, doc))) + (tail?.text.trim() ?? '');
      joinedText.add(joined);
      // As large as its largest line: a family name in capitals set smaller to fit stands over the given name's large type.
      add(joined, i, largestOf([line, ...below]), false, false, true);
    }
    // "Name:" on one line, the name on the next.
    const next = doc.lines[i + 1];
    if (next && FULL_LABELS.some(([re]) => re.test(line.text.trim()) && line.text.trim().replace(re, '') === '')) {
      const familyFirst = FULL_LABELS.find(([re]) => re.test(line.text.trim()))?.[1] ?? false;
      add(next.segments[0] ?? '', i + 1, next.fontSize, true, familyFirst, true);
    }
  });
  // A referee's name (under a referees' heading, referees.ts) is someone else's.
  const referees = refereeLines(doc);
  return referees.size === 0 ? out : out.filter((c) => !referees.has(doc.lines[c.lineIndex]?.index ?? -1));
}

/**
 * The line's text opens another line of the CV ("Warehouse Clerk" ↵ … "Warehouse Clerk, Example Trading Ltd"): a headline
 * that repeats a job title, not a family name that wrapped.
 */
/**
 * "Cím<tab>Hársfa sor 119., 4025 Debrecen" under "Név<tab>Vilmos Nagy": a form's next row, its label beside a value
 * with digits or an e-mail (an address, a phone, a date). Its first cell is that value's label, no wrapped family name.
 */
const labelsAValue = (segments: readonly string[]): boolean => segments.length === 2 && /[\d@]/u.test(segments[1] ?? '');

function opensAnotherLine(doc: CvDocument, lineIndex: number): boolean {
  const normal = normalLines(doc);
  const key = normal[lineIndex] ?? '';
  return key.length >= 3 && normal.some((other, j) => j !== lineIndex && other.startsWith(key) && (other.length === key.length
    || /^[\s,|–—-]/u.test(other.slice(key.length))) && !citedAsAuthor(other.slice(key.length)));
}

/**
 * What follows a family name in a publication's list of authors: a comma and an initial ("Example, S., Other, T. (2025) …").
 * The person's own name cited so is no line the name opens, as a headline that repeats a job title is. Read by hand: no
 * pattern compiled for a check most CVs never reach.
 */
function citedAsAuthor(rest: string): boolean {
  if (rest[0] !== ',') return false;
  const after = rest.slice(1).trimStart();
  const initial = after[0] ?? '';
  return initial.toLowerCase() !== initial.toUpperCase() && after[1] === '.';
}

// "Skills: Excel, Word", "Languages - English": a short label, then its value.
const OTHER_LABEL = /^\s*\p{L}[\p{L} /&-]{1,30}\s*:\s*\S/u;
// Degrees printed after a name ("Mira Example, M.Sc., MBA") are not list items: dotted, or a few letters with two capitals.
const DEGREE_ITEM = /^(?:[\p{L}-]*\.[\p{L}.-]*|(?=(?:\P{Lu}*\p{Lu}){2})\p{L}{2,5})$/u;

function listItems(text: string): number {
  const items = text.split(/\s*[,;]\s*/).filter((t) => t !== '');
  while (items.length > 1 && items[items.length - 1]!.length <= 12 && DEGREE_ITEM.test(items[items.length - 1]!)) items.pop();
  return items.length;
}

/** The capitalised words of `text` that spell an e-mail's local part piece by piece ("ada.quill.vane" → "Ada Quill Vane"). */
function spelledByEmail(text: string, emailLocals: readonly string[]): string | undefined {
  const words = text.split(/\s+/);
  const folded = words.map((w) => foldDiacritics(w).toLowerCase());
  for (const local of emailLocals) {
    const pieces = local.split(/[._-]+/);
    if (pieces.length < 2 || pieces.some((p) => !/^[a-z]{2,}$/.test(p))) continue;
    for (let j = 0; j + pieces.length <= words.length; j++) {
      if (pieces.every((p, k) => folded[j + k] === p && /^\p{Lu}/u.test(words[j + k] ?? ''))) return words.slice(j, j + pieces.length).join(' ');
    }
  }
  return undefined;
}

/** An e-mail made of two or more name-like pieces ("ada.quill@…"): a person's own address, which their name would match. */
const personalEmail = (emailLocals: readonly string[]): boolean =>
  emailLocals.some((l) => { const pieces = l.split(/[._-]+/); return pieces.length >= 2 && pieces.every((p) => /^[a-z]{3,}$/.test(p)); });

/** One to three name words ("José Luis", "de Kleinveld", "Serrano Pérez") alone in the line's first segment: part of a name that wrapped. */
function isNamePart(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return words.length <= 3 && words.some((w) => /^\p{Lu}[\p{L}'’-]{1,30}$/u.test(w)) && words.every((w) => /^\p{Lu}[\p{L}'’-]{1,30}$/u.test(w) || LOWER_PARTICLE.test(w))
    && !isSectionHeading(text) && !isContactHeading(text) && !isContactHeadingWord(text)
    && !JOB_WORDS.test(text) && !NOT_NAME_WORDS.test(text) && !INSTITUTION_WORDS.test(text) && !GLUED_LABEL.test(text) && !BARE_LABEL.test(text);
}

type Line = CvDocument['lines'][number];

const largestTextSizeOf = new WeakMap<CvDocument, number | undefined>();
/** The largest type of the document but its headings': a title over the name ("CURRICULUM VITAE") may be set larger. */
function largestTextSize(doc: CvDocument): number | undefined {
  if (largestTextSizeOf.has(doc)) return largestTextSizeOf.get(doc);
  const sizes = doc.lines.flatMap((l) => (l.fontSize !== undefined && !isSectionHeading(l.text.trim()) ? [l.fontSize] : []));
  const size = sizes.length ? Math.max(...sizes) : undefined;
  largestTextSizeOf.set(doc, size);
  return size;
}

/**
 * The lines that carry on a name set over two or three lines from `line` down: the family name under a given-name
 * line ("Ida" ↵ "Beispiel"), or two more parts ("Anna" ↵ "Katharina" ↵ "Beispiel", "Elena" ↵ "Ortiz" ↵ "Lago");
 * none when `line` opens no such name. Titles before the first part ("Dr. Ida") are left out of the test. With font
 * sizes (PDF) the parts are in the CV's largest type, up to four lines apart (another column's lines, in smaller type,
 * come between), or, in smaller type, the first lines of the page next to each other in one size (a page header).
 * Without sizes (DOCX, ODT) they are the first lines of the CV, next to each other, and the e-mail or the given-name
 * tables confirm them: two short capitalised lines open many CVs (a title, a place).
 */
function wrappedNameBelow(doc: CvDocument, line: Line, emailLocals: readonly string[]): Line[] {
  const below = wrappedLinesBelow(doc, line, emailLocals);
  // Each part of a name over lines is printed once: a line below that repeats the line's words is the name printed
  // again (a page header's "Given Family" over the body's "FAMILY Given" or "Given" ↵ "Family").
  return below.length && repeatsWords(line.segments[0] ?? '', below[0]!.segments[0] ?? '') ? [] : below;
}

/**
 * "Réka Kovács-" ↵ "Tóth": a double-barrelled family name broken at its hyphen where the name's large type runs out of
 * room. The hyphen is the name's own (the second part opens with a capital): the lines join without a space.
 */
const brokenAtHyphen = (text: string): boolean => /\p{L}-$/u.test(text.trim());

/**
 * The line's first segment as a part of a name: a part set letter-spaced ("J U L I A" ↵ "H A S E L B R I N K", as web
 * templates print a name over two lines with wide letter spacing) has its letters joined; wider gaps, where a line has
 * them, part its words.
 */
function namePartOf(line: Line, doc?: CvDocument): string {
  const above = doc?.lines[line.index - 1];
  const spaced = spacedNameCells(line, above !== undefined && /-\s*$/u.test(above.text));
  if (spaced) return spaced;
  const text = line.segments[0] ?? '';
  return isLetterSpaced(text.trim()) ? joinLetterSpacing(text.trim()) : text;
}

// Four characters or more set apart: a line so spaced is letter-spaced (two or three may be initials, "C V").
const SPACED_MIN_PIECES = 4;

/**
 * "I S L A⇥A S H C O M B E": every cell of the line (at most three) one word set letter-spaced (./spaced-name-word.ts), one
 * of them four letters or more (or the line the rest of a name broken at its hyphen on the line above, "V O S"), the wider
 * gaps between words read as cells: the words with their letters joined. Undefined for any other line.
 */
function spacedNameCells(line: Line, afterHyphen = false): string | undefined {
  const cells = line.segments.map((s) => spacedNameWord(s.trim()));
  if (cells.length === 0 || cells.length > 3 || !cells.every((c) => c !== undefined)) return undefined;
  if (!afterHyphen && !cells.some((c) => c.pieces >= SPACED_MIN_PIECES)) return undefined;
  return cells.map((c) => c.word).join(' ');
}

/** The name's lines as one name, a line broken at its hyphen joined to the next without a space. */
function joinNameLines(texts: readonly string[]): string {
  return texts.reduce((out, text, k) => (k === 0 ? text.trim() : brokenAtHyphen(out) ? `${out}${text.trim()}` : `${out} ${text.trim()}`), '');
}

/**
 * "Javier Cifuentes" ↵ "Lago" with j.cifuenteslago@…: the e-mail spells the line's last word and the one word below as one
 * run of letters, a second family name the name's large type wrapped.
 */
function familyGoesOn(line: string, below: string, emailLocals: readonly string[]): boolean {
  const last = emailLetters(line.trim().split(/\s+/).at(-1) ?? '');
  const next = emailLetters(below);
  if (/\s/.test(below.trim()) || last.length < 3 || next.length < 3) return false;
  return emailLocals.some((l) => l.replace(/[^a-z]/g, '').includes(last + next));
}

/**
 * The line under a name's last line that ends its last word: a word wider than its column (a long family name in large
 * type in a narrow sidebar) is broken inside, and its last one to three small letters stand alone below. The e-mail
 * spells the word with them ("Modrzewsk" ↵ "a", j.modrzewska@…); a particle alone below ("da", "van") is a word of its own.
 */
function brokenWordTail(doc: CvDocument, last: Line, emailLocals: readonly string[]): Line | undefined {
  const next = doc.lines[last.index + 1];
  const tail = next?.text.trim() ?? '';
  if (!next || next.page !== last.page || !/^\p{Ll}{1,3}$/u.test(tail) || LOWER_PARTICLE.test(tail)) return undefined;
  const word = emailLetters(namePartOf(last, doc).trim().split(/\s+/).at(-1) ?? '');
  return word.length >= 3 && emailLocals.some((l) => l.replace(/[^a-z]/g, '').includes(word + emailLetters(tail))) ? next : undefined;
}

/** Every word of `below` is one of `line`'s (case and accents aside). */
function repeatsWords(line: string, below: string): boolean {
  const words = new Set(line.split(/\s+/).map(normalizeText));
  const repeated = below.split(/\s+/).filter(Boolean);
  return repeated.length > 0 && repeated.every((w) => words.has(normalizeText(w)));
}

function wrappedLinesBelow(doc: CvDocument, line: Line, emailLocals: readonly string[]): Line[] {
  if (line.rank < 40) return nameLinesBelow(doc, line, emailLocals);
  // Further down (a sidebar's table cell read after the main column), only a name whose first and last parts the e-mail spells.
  if (!matchesEmail(line.segments[0] ?? '', emailLocals)) return [];
  const below = nameLinesBelow(doc, line, emailLocals);
  return below.length && matchesEmail(below[below.length - 1]!.segments[0] ?? '', emailLocals) ? below : [];
}

function nameLinesBelow(doc: CvDocument, line: Line, emailLocals: readonly string[]): Line[] {
  const first = withoutLeadingTitles(namePartOf(line, doc));
  if (line.segments.length > 2 || !isNamePart(first)) return [];
  const body = doc.bodyFontSize;
  // A line of two or three words is a whole name unless they are all given names ("José Luis", "Anna Lena").
  const givenOnly = (text: string): boolean => text.trim().split(/\s+/).every((w) => isCommonGivenName(w, undefined));
  const spelled = (l: Line): boolean => matchesEmail(namePartOf(l, doc), emailLocals);
  // A third part when the first two are given names, the last two are ("Kovács" ↵ "Anna" ↵ "Réka"), or the e-mail spells it.
  const third = (below: Line, next: Line | undefined): Line[] => {
    const part = next ? namePartOf(next, doc) : '';
    if (!next || next.page !== line.page || next.segments.length > 2 || !isNamePart(part)) return [below];
    const second = namePartOf(below, doc);
    const words = `${first} ${second} ${part}`.split(/\s+/).filter((w) => !LOWER_PARTICLE.test(w));
    if (words.length > 4 || opensAnotherLine(doc, next.index)) return [below];
    const pair = (a: string, b: string): boolean => givenOnly(`${a} ${b}`);
    // A family name broken at its hyphen goes on in the third line ("Élise" ↵ "Marvalle-" ↵ "Dupraz").
    return pair(first, second) || pair(second, part) || spelled(next) || brokenAtHyphen(second) ? [below, next] : [below];
  };
  const sized = body !== undefined && line.fontSize !== undefined;
  const large = sized && line.fontSize === largestTextSize(doc) && line.fontSize! >= body! * 1.25;
  if (large) {
    const size = line.fontSize!;
    const near = doc.lines.slice(line.index + 1, line.index + 5);
    // A long family name is often set smaller to fit a narrow column ("Anouk" ↵ "van der Essenburg" in a sidebar):
    // a line in large type, a little smaller, is the family name too when the e-mail spells it (a headline is not).
    // Or a family name in capitals under a given name ("Oda" ↵ "BRACKENHOLT-VEY"): the capitals say it is no headline.
    const familyInSmallerType = (part: string): boolean => matchesEmail(part, emailLocals)
      || (capitalsMarkFamily(first, part) && isCapitalsLine(part) && givenOnly(first));
    const below = near.find((l) => l.fontSize === size)
      ?? near.find((l) => l.fontSize !== undefined && l.fontSize < size && l.fontSize >= size * 0.6 && l.fontSize >= body! * 1.25
        && familyInSmallerType(namePartOf(l, doc)));
    const second = below ? namePartOf(below, doc) : '';
    if (!below || below.page !== line.page || !isNamePart(second)) return [];
    // The given-name tables load only here, when a second line in the name's type is there to join. A line of two words in
    // capitals over a given name is the family name alone ("TER VELDHOVEN" ↵ "Anouk").
    // (Not a whole name over a line in capitals: that is a headline, "Ilse Quenby" ↵ "SUNNY ORBIT".)
    const capitalsFamilyOver = isCapitalsLine(first) && capitalsMarkFamily(first, second);
    if (/\s/.test(first) && !brokenAtHyphen(first) && !capitalsFamilyOver && !givenOnly(first)
      && !familyGoesOn(first, second, emailLocals)) return [];
    // The third part may be set a little smaller to fit, as the second may.
    return third(below, doc.lines.slice(below.index + 1, below.index + 5).find((l) => l.fontSize === below.fontSize
      || (l.fontSize !== undefined && l.fontSize < size && l.fontSize >= size * 0.6 && l.fontSize >= body! * 1.25 && spelled(l))));
  }
  // The family name in capitals set smaller to fit, over the given name in the name's large type ("BRACKENHOLT-VEY" ↵ "Oda").
  const over = capitalsOverGiven(doc, line, first, givenOnly);
  if (over) return [over];
  const below = doc.lines[line.index + 1];
  // In smaller type, only the page's first lines in one size (a page header), as without sizes.
  if (sized && (line.rank > 1 || below?.fontSize !== line.fontSize)) return [];
  const family = below ? namePartOf(below, doc) : '';
  if (!below || below.segments.length > 2 || !isNamePart(family) || townOverHeading(doc, first, below)) return [];
  const next = doc.lines[below.index + 1];
  const sameSize = next && (!sized || next.fontSize === line.fontSize) ? next : undefined;
  // Further down (a sidebar's cell after the main column's), only when the e-mail spells both lines.
  if (line.rank > 2) return matchesEmail(first, emailLocals) && matchesEmail(family, emailLocals) ? third(below, sameSize) : [];
  // Each line is spelled by the e-mail or the first is nothing but given names (a headline over the name is neither).
  // Or, family name first, the e-mail spells the first and the second is a given name ("Kardos" ↵ "Anna", a.kardos@…).
  const given = givenOnly(first);
  const spelledFirst = matchesEmail(first, emailLocals);
  const ok = ((spelledFirst || given) && (matchesEmail(family, emailLocals) || given)) || (spelledFirst && givenOnly(family))
    || (brokenAtHyphen(first) && !/\s/u.test(family.trim()));
  return ok ? third(below, sameSize) : [];
}

/**
 * "Ada Quillmere" ↵ "Bristol" ↵ "About": a town alone under a whole name, right over a section heading, as web templates
 * print the name, then the town, then the first section (the contact lines further down). A town often is a given name
 * too ("Florence", "Bristol"), so the name's tables cannot tell; the heading right below says the header ended there.
 */
function townOverHeading(doc: CvDocument, first: string, below: Line): boolean {
  const next = doc.lines.slice(below.index + 1, below.index + 4).find((l) => /\p{L}/u.test(l.text));
  return /\s/u.test(first.trim()) && next !== undefined && isSectionHeading(next.text.trim()) && isTownShaped(below.text);
}

/** The largest font size of the lines, undefined when none is known. */
function largestOf(lines: readonly Line[]): number | undefined {
  const sizes = lines.map((l) => l.fontSize).filter((n): n is number => n !== undefined);
  return sizes.length ? Math.max(...sizes) : undefined;
}

/**
 * The line under a family name in capitals that holds the given name in the page's largest type, the capitals set smaller
 * (six tenths of it at the least, and large type still) as a long family name is to fit a narrow column; else undefined.
 */
function capitalsOverGiven(doc: CvDocument, line: Line, first: string, givenOnly: (text: string) => boolean): Line | undefined {
  const body = doc.bodyFontSize;
  const next = doc.lines[line.index + 1];
  const size = line.fontSize;
  if (body === undefined || size === undefined || !next || next.page !== line.page || next.fontSize === undefined) return undefined;
  const given = next.segments[0] ?? '';
  const sized = next.fontSize === largestTextSize(doc) && next.fontSize > size && size >= 0.6 * next.fontSize && size >= body * 1.25;
  return sized && next.segments.length === 1 && isCapitalsLine(first) && capitalsMarkFamily(first, given) && isNamePart(given) && givenOnly(given)
    ? next : undefined;
}

// Schools in the languages of the given-name tables: "Università di Bologna", "Politechnika Gdańska" are no names.
// Also at the end of a compound ("Rijksuniversiteit", "Tudományegyetem").
const INSTITUTION_WORDS = new RegExp(String.raw`(${[
  'universit(?:y|ät|à|é|e|at|ad|ade|eit|a)|universidad|universidade|uniwersytet|egyetem|politechnika|politecnico|politécnico|polytechnique',
  'institut[eo]?|istituto|schule|hogeschool|akademi[ae]|academy|académie|accademia|escuela|escola|école|scuola|szkoła|főiskola',
  'college|lyceum|liceo|lycée|gymnasium|gimnázium|gimnazjum',
].join('|')})(?!\p{L})`, 'iu');

const PERIOD = /(?:\b\d{1,2}[/.](?:19|20)\d{2}|\b(?:19|20)\d{2})\s*[–—-]\s*(?:\d|\p{L})/u;
const CONTACT_DATA = /@|\+\d|\d{3}[\s.-]\d{2,4}[\s.-]\d{2,4}/u;

// Template placeholders where the name goes ("Your Full Name", "Surname, First name", "Nombre Apellido"): no one's name.
const PLACEHOLDER_WORDS = new Set(['your', 'name', 'names', 'first', 'last', 'firstname', 'lastname', 'surname', 'fullname', 'full', 'nombre',
  'apellido', 'apellidos', 'nome', 'cognome', 'vorname', 'nachname', 'prenom', 'nom', 'imie', 'nazwisko', 'nev', 'naam', 'voornaam',
  'achternaam', 'sobrenome', 'vezeteknev', 'keresztnev']);
const isPlaceholder = (tokens: readonly string[]): boolean => tokens.length > 0 && tokens.every((t) => PLACEHOLDER_WORDS.has(normalizeText(t)));

// Company names: a legal form at the end ("Beispiel S.p.A.", "Ejemplo Lda.") or a word only firms use.
const DOTTED_LEGAL_FORM = /(?:^|\s)(?:S\.\s?A\.?|S\.p\.A\.?|S\.r\.l\.?|S\.L\.U?\.?|Lda\.?|Sp\. z o\.o\.|B\.V\.?|N\.V\.?|Kft\.|Zrt\.|Bt\.|Ltd\.|Inc\.|Co\.)(?=$|[\s,;])/u;
// French legal forms in capitals after the firm's name ("Vernoux Négoce SAS"); the skills reader leaves SAS out of its
// forms (the statistics suite), but no person's name ends in one.
const FRENCH_LEGAL_FORM = /(?<=\p{L}\s+)(?:SAS|SASU|SARL|EURL|SNC|SCOP)$/u;
const COMPANY_WORDS = /(?<!\p{L})(industries|industrie|systems|sistemas|sistemi|solutions|soluciones|consulting|consultores|group|gruppo|grupo|holding|logistics|logística|logistica|logistik|technologies|services|servicios|servizi)(?!\p{L})/iu;
const isCompany = (text: string): boolean => maskLegalForms(text) !== text || DOTTED_LEGAL_FORM.test(text.trim())
  || FRENCH_LEGAL_FORM.test(text.trim()) || COMPANY_WORDS.test(text);

// E-mail local parts are ASCII: letters without a decomposition fold by hand ("Kołodziejak" → kolodziejak).
const EMAIL_FOLD: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', đ: 'd', Đ: 'D' };
const emailFold = (word: string): string => foldDiacritics(word).replace(/[łŁøØßæÆœđĐ]/g, (ch) => EMAIL_FOLD[ch] ?? ch);

/** The candidate is repeated inside a longer line elsewhere (a job title in the headline and the work history), not as a page footer. */
function repeatedInBody(doc: CvDocument, c: NameCandidate): boolean {
  if (c.text.length < 4) return false;
  const key = normalizeText(c.text);
  return bodyLines(doc).some((l) => l.index !== c.lineIndex && l.normal.length > key.length + 3 && containsLetterWord(l.normal, key));
}

// Headings whose first line is their content, never the person's name ('other' holds the CV's title, which a name may follow).
const BODY_KINDS: ReadonlySet<string> = new Set(['work', 'education', 'languages', 'certificates', 'skills']);

/**
 * The candidate's text is also another line's whole text or a dated line's first words, and one of those lines
 * (the candidate's own too) holds a period or stands next to one: a job title printed twice, not a name.
 */
function titleOfAnEntry(doc: CvDocument, c: NameCandidate): boolean {
  const key = normalizeText(c.text);
  if (key.length < 3) return false;
  const normal = normalLines(doc);
  const same = doc.lines.flatMap((l, i) => {
    if (i === c.lineIndex) return [];
    const other = normal[i]!;
    // The title first ("Stock Controller, Firm Ltd"), after its employer ("Firm Ltd, Stock Controller", "Firm Ltd | …"),
    // or in the cell after its period ("2021 – today⇥Stock Controller").
    const before = other.endsWith(key) ? other.slice(0, -key.length) : undefined;
    return other === key || (other.startsWith(key) && /^[\s,|–—-]/u.test(other.slice(key.length)))
      || (before !== undefined && (/[,|–—-]\s*$/u.test(before) || (/\s$/u.test(before) && PERIOD.test(doc.lines[i]!.text)))) ? [i] : [];
  });
  if (same.length === 0) return false;
  const period = (j: number): boolean => PERIOD.test(doc.lines[j]?.text ?? '');
  return [c.lineIndex, ...same].some((i) => period(i - 1) || period(i + 1) || (i !== c.lineIndex && period(i)));
}

// Page headers and footers repeat on every page ("CV · Ida Probe", "Ida Probe – CV – 2/2"): they are no body text.
const PAGE_FURNITURE = /(?<![\d/])\d{1,2}\s*\/\s*\d{1,2}(?![\d/])|\b(page|seite|oldal|página|pagina|strona)\b/iu;

interface BodyLine { index: number; normal: string }
const bodyLinesOf = new WeakMap<CvDocument, BodyLine[]>();
const normalLinesOf = new WeakMap<CvDocument, string[]>();

/** Every line of the document folded (normalizeText), once per document: each name candidate is compared with them. */
function normalLines(doc: CvDocument): string[] {
  let normal = normalLinesOf.get(doc);
  if (!normal) normalLinesOf.set(doc, (normal = doc.lines.map((l) => normalizeText(l.text))));
  return normal;
}

/**
 * The document's lines that are body text, folded: made once per document, since every name
 * candidate is checked against them (made per candidate, it cost a CV's parse ~100 ms).
 */
function bodyLines(doc: CvDocument): BodyLine[] {
  let lines = bodyLinesOf.get(doc);
  if (!lines) {
    const normal = normalLines(doc);
    const seen = new Map<string, number>();
    for (const n of normal) seen.set(n, (seen.get(n) ?? 0) + 1);
    lines = doc.lines.flatMap((l, i) => (PAGE_FURNITURE.test(l.text) || (seen.get(normal[i]!) ?? 0) >= 2 ? [] : [{ index: l.index, normal: normal[i]! }]));
    bodyLinesOf.set(doc, lines);
  }
  return lines;
}

/** Weight of a known given name at the front: what name statistics add when layout alone is unsure. */
const GIVEN_NAME_WEIGHT = 3;

/**
 * `language` set: name statistics of that language join the table (`null`: any language).
 * Undefined: layout and text features only — the statistics load ~1 MB of tables, so they
 * are consulted only when two candidates are close (extractName).
 */
function featuresFor(doc: CvDocument, emailLocals: string[], language?: string | null): Feature<NameCandidate>[] {
  const nameLanguage = isNameLanguage(language ?? undefined) ? (language as Parameters<typeof isCommonGivenName>[1]) : undefined;
  const statistics = language !== undefined;
  const max = doc.maxFontSize;
  const body = doc.bodyFontSize;
  // Asked by several features of every candidate: answered once per candidate.
  const emailMatches = new Map<NameCandidate, boolean>();
  const inEmail = (c: NameCandidate): boolean => {
    let matches = emailMatches.get(c);
    if (matches === undefined) emailMatches.set(c, (matches = matchesEmail(c.text, emailLocals)));
    return matches;
  };
  const personal = personalEmail(emailLocals);
  // A size that three or more different lines share is the type of the section headings, not a name set apart from
  // the rest (a page header that repeats the name on every page is one text).
  const textsInSize = new Map<number, Set<string>>();
  const normal = normalLines(doc);
  doc.lines.forEach((l, i) => {
    if (l.fontSize === undefined) return;
    const texts = textsInSize.get(l.fontSize) ?? new Set<string>();
    textsInSize.set(l.fontSize, texts.add(normal[i]!));
  });
  const setApart = (c: NameCandidate): boolean => c.fontSize !== undefined && (textsInSize.get(c.fontSize)?.size ?? 0) < 3;
  // One word is a name in the largest type only when that type is the name's own (a headline "Accountant" may share it with the headings).
  const largest = (c: NameCandidate): boolean => max !== undefined && c.fontSize === max && max > (body ?? 0) && setApart(c);
  // Nothing but its shape and place speaks for the candidate: no label, no e-mail spelling it, no large type.
  const bare = (c: NameCandidate): boolean => !c.labelled && !inEmail(c)
    && !(body !== undefined && c.fontSize !== undefined && c.fontSize >= body * 1.25);
  const lineAbove = (c: NameCandidate): string => doc.lines[c.lineIndex - 1]?.text.trim() ?? '';
  // Which lines stand in the CV's sections (body-zone.ts), asked only for bare candidates and then once per document.
  let inBody: boolean[] | undefined;
  const inTheBody = (c: NameCandidate): boolean => (inBody ??= inBodyByLine(doc, { titleOpensNoBody: true }))[c.lineIndex] === true;
  return [
    [(c) => isNameShaped(c.tokens) && coreWords(c.tokens) >= 2 && coreWords(c.tokens) <= 4, 3, 'name-shaped'],
    [(c) => isNameShaped(c.tokens) && c.tokens.length === 1, 1, 'single-word'],
    [(c) => !isNameShaped(c.tokens), -6, 'not-name-shaped'],
    // A headline where no name is printed, first and in the largest type: the type speaks for it, its words do not.
    [(c) => !c.labelled && !inEmail(c) && isSentenceCase(c.tokens), -6, 'sentence-case'],
    [(c) => c.labelled, 8, 'labelled'],
    [(c) => max !== undefined && c.fontSize === max && max > (body ?? 0), 4, 'largest-font'],
    [(c) => body !== undefined && c.fontSize !== undefined && c.fontSize >= body * 1.25, 2, 'large-font'],
    [(c) => c.rank === 0, 2, 'first-line'],
    [(c) => c.rank < 6, 1, 'near-top'],
    [(c) => c.aloneOnLine, 1, 'alone-on-line'],
    [(c) => c.captioned, 3, 'captioned'],
    [inEmail, 4, 'matches-email'],
    // A quoted author or a referee near the top shares no word with the candidate's own e-mail. (An e-mail in Latin letters
    // cannot spell a name printed in another script: "佐藤由美子" beside yumiko.sato@….)
    [(c) => !c.labelled && personal && !inEmail(c) && /\p{Script=Latin}/u.test(c.text), -4, 'email-disagrees'],
    // Name statistics: a line that starts with a known given name is more likely a person than a company or product.
    // Two-letter entries of the statistics ("My", "Al") are too often words.
    [
      (c) => statistics && coreWords(c.tokens) >= 2 && coreWords(c.tokens) <= 4 && isNameShaped(c.tokens)
        && (c.tokens[0] ?? '').length >= 3 && isCommonGivenName(c.tokens[0] ?? '', nameLanguage),
      GIVEN_NAME_WEIGHT,
      'given-name',
    ],
    // One word is a name only when a label, the e-mail or the largest type says so; else it is a title, a skill, a heading.
    [(c) => c.tokens.length === 1 && !c.labelled && !inEmail(c) && !largest(c), -8, 'lone-word'],
    [(c) => INSTITUTION_WORDS.test(c.text), -8, 'school'],
    [(c) => !c.labelled && !inEmail(c) && repeatedInBody(doc, c), -8, 'repeated-in-body'],
    // A period beside it ("Sales Planner⇥12/2021 – 06/2025"): a job's or school's line, not the person's.
    [(c) => !c.labelled && PERIOD.test(doc.lines[c.lineIndex]?.text ?? ''), -6, 'beside-a-period'],
    [(c) => c.joined && isNameShaped(c.tokens), 2, 'name-over-two-lines'],
    [(c) => isPlaceholder(c.tokens), -20, 'placeholder'],
    [(c) => isCompany(c.text), -8, 'company'],
    [(c) => opensStreetName(c.text), -6, 'street-name'],
    // "Menekşe Sok." over "No: 58", "Akçalı Mahallesi, …": a street or quarter named before its number, no person.
    [(c) => endsWithStreetWord(c.text), -8, 'street-word-last'],
    // An address line where no name is printed ("Bairro … – Town/UF", "Quartier …, 69003 Town"): a place, whatever its words.
    // In body type, the rest of its line counts too ("Centro – Town/UF": the district before its town).
    [(c) => !c.labelled && !inEmail(c) && (hasPlaceShape(c.source) || (bare(c) && hasPlaceShape(doc.lines[c.lineIndex]?.text ?? ''))), -8,
      'place-shape'],
    // A piece of a line that holds the e-mail or phone, which its words do not spell: another piece of contact data.
    [(c) => !c.aloneOnLine && !c.labelled && !inEmail(c) && CONTACT_DATA.test(doc.lines[c.lineIndex]?.text ?? ''), -4, 'on-contact-line'],
    [(c) => isSectionHeading(c.text) || isContactHeading(c.text) || isContactHeadingWord(c.text), -20, 'heading'],
    // Nothing but its shape speaks for it: below the top lines, in body type, unlabelled, unspelled by the e-mail and
    // not opening with a known given name (a skills line in a sidebar, a degree, a headline where no name is printed).
    [(c) => !c.labelled && c.rank >= 6 && !inEmail(c) && !(body !== undefined && c.fontSize !== undefined && c.fontSize >= body * 1.25)
      && !((c.tokens[0] ?? '').length >= 3 && isCommonGivenName(c.tokens[0] ?? '', nameLanguage)), -3, 'unsupported'],
    // The candidate is a job's or a school's line elsewhere: the same text on a dated line or next to one (the
    // headline repeats the latest job title, printed alone above its employer and period).
    [(c) => !c.labelled && !inEmail(c) && titleOfAnEntry(doc, c), -8, 'title-of-an-entry'],
    // The first line under a skills, languages, work or education heading is that section's content.
    [(c) => !c.labelled && !inEmail(c) && BODY_KINDS.has(wholeHeadingKind(doc.lines[c.lineIndex - 1]?.text ?? '') ?? 'other'), -6,
      'under-a-heading'],
    // A piece of a line that names a country ("Headline Town, Country" run together from two cells): a place's line.
    [(c) => !c.aloneOnLine && !c.labelled && !inEmail(c) && mentionsCountry(doc.lines[c.lineIndex]?.text ?? ''), -4, 'on-a-place-line'],
    // The line above ends with a comma: this one carries on a list that wrapped ("Excel, Python," ↵ "Planning, Sales").
    [(c) => bare(c) && /[,;]$/u.test(lineAbove(c)), -8, 'continues-a-list'],
    // Right under a street ("Rua das Acácias, 120" ↵ "Jardim das Flores – Sorocaba/SP"): the address's district or town.
    [(c) => bare(c) && opensStreetName(lineAbove(c)), -6, 'under-a-street'],
    // Right under a dated line ("2021 – 2024  Sales Planner" ↵ "Example Trading SAS"): an entry's employer or school.
    [(c) => bare(c) && PERIOD.test(lineAbove(c)), -6, 'under-a-dated-line'],
    // Past a body heading (in a section, not the header or a contact block) with nothing but its shape for it: a section's
    // line where no name is printed ("Streaming at scale, Data Engineering" ↵ "Summit, Budapest": a talk's wrapped line). A
    // given name at its front is no help there: the tables hold words ("Summit", "Paris"). No name beats a made-up one.
    [(c) => bare(c) && inTheBody(c), -4, 'in-the-body'],
    [(c) => JOB_WORDS.test(c.text), -6, 'job-title'],
    [(c) => NOT_NAME_WORDS.test(c.text), -8, 'not-a-name-word'],
    // Also a country after a comma, which the name's words drop as if it were a degree ("Sales Clerk Lisbon, Portugal").
    [(c) => mentionsCountry(c.text) || (bare(c) && mentionsCountry(c.source)), -6, 'place-name'],
    [(c) => /[\d@/\\]|https?:|\.(com|org|net|de|hu)\b/i.test(c.text), -10, 'digits-or-links'],
    [(c) => c.text.length > 45, -4, 'too-long'],
    [(c) => c.otherLabel, -10, 'other-label'],
    [(c) => c.listItems >= 3, -8, 'comma-list'],
    // "Español, Inglés, Alemán", "Deutsch, Englisch": the languages someone speaks, printed where a name could be.
    [(c) => c.tokens.length > 0 && c.tokens.every(isLanguageName), -10, 'language-names'],
  ];
}

export interface NameOptions {
  emails: string[];
  /** The CV is written in Hungarian: family name first unless a given name says otherwise. */
  familyFirst: boolean;
  /** The CV is Hungarian by other signs (+36 phone): check the order against given names. */
  hungarianHint?: boolean;
  /** Language of the CV (locale.ts): Spanish and Portuguese names carry two family names. */
  language?: string;
  /** Country of the CV (locale.ts): a Spanish or Portuguese name in an English CV from Madrid or Porto. */
  country?: string;
}

// Where given name + two family names is the custom ("Lucía Fernández Ortega", "Tomás Ferreira Lobo").
const IBERIAN_LANGUAGES = new Set(['es', 'pt']);
const IBERIAN_COUNTRIES = new Set(['ES', 'PT', 'BR', 'MX', 'AR', 'CO', 'CL', 'PE', 'VE', 'EC', 'UY', 'PY', 'BO', 'CR', 'GT', 'DO', 'CU', 'AO', 'MZ']);

/** Lowest score a name candidate needs (explain.ts turns scores into confidences around it). */
export const NAME_MIN_SCORE = 4;

export function extractName(printed: CvDocument, options: NameOptions): NameParts & { evidence: string[]; lineIndex?: number; rival?: number } {
  // A nickname or degrees around the name are no part of it (name-dress.ts).
  const doc = undressedNames(printed);
  const labelled = findLabelledNameParts(doc);
  // Both parts under their own labels ("Vorname: Ida", "Nachname: Beispiel"): as sure as a name gets.
  if (labelled) return { ...labelled, evidence: ['separately-labelled+12'], lineIndex: labelled.lineIndex };
  // A CJK form's name label (氏名, 姓名, 성명) with the name beside or below it, family name first (cjk-name.ts).
  const cjk = findCjkLabelledName(doc);
  if (cjk) return { ...cjk, evidence: ['cjk-labelled+12'], lineIndex: cjk.lineIndex };
  const locals = options.emails.map((e) => (e.split('@')[0] ?? '').toLowerCase());
  const candidates = candidatesOf(doc, locals);
  // A LinkedIn or XING address spells the name as the e-mail may: evidence for the line that holds it.
  const handles = profileHandles(doc.text);
  const spelling = [...locals, ...handleLocals(handles)];
  let ranked = rankCandidates(candidates, featuresFor(doc, spelling));
  // A rival within reach of the given-name weight: let the name statistics decide.
  const close = rivalScore(ranked, (c) => normalizeText(c.text));
  if (ranked[0] && close !== undefined && ranked[0].score - close <= GIVEN_NAME_WEIGHT) {
    ranked = rankCandidates(candidates, featuresFor(doc, spelling, options.language ?? null));
  }
  const best = ranked[0] && ranked[0].score >= NAME_MIN_SCORE ? ranked[0] : undefined;
  if (!best) return { first: '', last: '', evidence: [] };
  // Another person-shaped text scoring about as high: see explain.ts.
  const rival = rivalScore(ranked, (c) => normalizeText(c.text));
  const c = best.candidate;
  const hungarian = options.familyFirst || options.hungarianHint === true;
  // An e-mail that shortens one word to its initial names the given name, in a CV of any language.
  const byInitial = familyFirstByEmailInitial(c.tokens, locals);
  // Then the name data of China, Korea and Japan, whose names people print in either order in any language, and of Vietnam;
  // then, where no given-name table knows either word, a LinkedIn or XING address, which puts the given name first.
  const byHandle = c.tokens.some((t) => isCommonGivenName(t)) ? undefined : familyFirstByHandles(c.tokens, handles);
  const familyFirst = c.familyFirst
    || (byInitial ?? eastAsianFamilyFirst(c.tokens) ?? vietnameseFamilyFirst(c.tokens) ?? byHandle ?? (hungarian ? isFamilyFirst(c.tokens, options.familyFirst)
      : looksHungarianFamilyFirst(c.tokens) || looksFamilyFirst(c.tokens, locals)));
  // The comma said which words are the family name: no order guess is needed.
  if (c.inverted) {
    return { ...invertedParts(c.inverted), evidence: [`"${c.text}" line ${c.lineIndex}`, ...best.evidence], lineIndex: c.lineIndex,
      ...(rival !== undefined ? { rival } : {}) };
  }
  const text = doc.ocr ? correctByEmail(c.text, locals) : c.text;
  let parts = splitName(text, { familyFirst });
  const iberian = IBERIAN_LANGUAGES.has(options.language ?? '') || IBERIAN_COUNTRIES.has(options.country ?? '');
  const spanish = iberian && !familyFirst ? spanishParts(text) : undefined;
  if (spanish) parts = spanish;
  else if (familyFirst) parts = hungarianParts(text) ?? parts;
  return { ...parts, evidence: [`"${c.text}" line ${c.lineIndex}`, ...best.evidence], lineIndex: c.lineIndex, ...(rival !== undefined ? { rival } : {}) };
}

/**
 * A Hungarian name of three words or more, family name first, whose family name is more than its first word (a married
 * name: "Fazekasné Varga Ilona"); undefined when capitals mark the family name already or the last word is no Hungarian
 * given name (an East Asian name of three syllables: "Park Ji Woo").
 */
function hungarianParts(text: string): NameParts | undefined {
  const tokens = nameTokens(text);
  if (tokens.length < 3 || tokens.some((t) => /^\p{Lu}{2,}$/u.test(t)) || !isHungarianGivenName(tokens[tokens.length - 1] ?? '')) return undefined;
  const family = hungarianFamilyWordCount(tokens);
  return family > 1 ? { first: tokens.slice(family).join(' '), last: tokens.slice(0, family).join(' ') } : undefined;
}

/**
 * "Raquel Serrano Pérez" → Raquel / Serrano Pérez, "Rodrigo Alves de Sousa" → Rodrigo / Alves de Sousa
 * (a particle joins the family names), when no ALL-CAPS word marks the family name already.
 */
function spanishParts(text: string): NameParts | undefined {
  const tokens = nameTokens(text);
  if (tokens.some((t) => /^\p{Lu}{2,}$/u.test(t)) && !tokens.every((t) => /^\p{Lu}{2,}$/u.test(t))) return undefined;
  const split = splitSpanishName(tokens);
  if (!split) return undefined;
  // "PIRES DA MOTA" → "Pires da Mota": particles in lowercase, the names in proper case.
  const nice = (ts: string[]): string => ts.map((t) => (/\p{Ll}/u.test(t) ? t : /^(de|del|la|las|los|y|da|das|do|dos|e)$/i.test(t) ? t.toLowerCase() : toProperCase(t))).join(' ');
  return { first: nice(split.first), last: nice(split.last) };
}
