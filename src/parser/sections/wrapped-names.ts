// A firm's or a school's name wrapped over two header lines by a narrow column ("Example Consultores," over "Lda.",
// "Example i Wspólnicy" over "Sp. j.", "Instituto Politécnico de" over "Elmvale"), as sidebar and card templates print
// an entry's header. Read as two lines, the piece above was a header line of its own: a third line over the period,
// beyond the header's reach, or a part taken for the title, and the employer was cut to its last words.
import { findPeriod } from './periods.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { LEGAL_FORM_PATTERN } from './legal-forms.js';
import { anyCase } from '../classify/any-case.js';
import { isPartnersNames } from './partners-names.js';

// A legal form and nothing else ("Lda.", "Sp. z o.o.", "GmbH & Co. KG" is two and is left alone).
const FORM_ALONE = new RegExp(String.raw`^(?:${anyCase(LEGAL_FORM_PATTERN)})\.?$`, 'u');
// A legal form ending a name: the name is whole, and a form under it is another's.
const FORM_END = new RegExp(String.raw`[\s,](?:${anyCase(LEGAL_FORM_PATTERN)})\.?$`, 'u');
// A name that goes on: it ends on a comma or on a word that joins two others.
const GOES_ON = /(?:,|\s(?:and|of|for|the|&|und|für|der|des|de|du|di|del|della|da|do|dos|das|y|e|et|és|van|voor|en|i|w|z))$/iu;
const BULLET = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]/u;
const MAX_WORDS = 5;

const words = (line: string): number => line.trim().split(/\s+/u).length;
/** A short line that may be a piece of a name: no period, no bullet, no sentence's end, no cell. */
const namePiece = (line: string): boolean => line.trim() !== '' && words(line) <= MAX_WORDS && !line.includes('\t')
  && !BULLET.test(line.trim()) && findPeriod(line) === undefined && !/\d{4}/u.test(line) && !/[!?:;]$/u.test(line.trim());
/** Each word capitalised as a name's are, joining words aside. */
const capitalised = (line: string): boolean => line.trim().split(/\s+/u).every((w) => /^[\p{Lu}\d&]/u.test(w) || GOES_ON.test(` ${w}`));
const hasRole = (text: string): boolean => isTitle(text) || isCompany(text) || isInstitution(text) || isDegree(text) || isPlace(text);

/** Whether `line` over `next` is one name wrapped; `below` is the line under both (a title there says a header goes on). */
export function wrappedName(line: string, next: string, below: string | undefined): boolean {
  if (!namePiece(line) || !namePiece(next) || !/^\p{Lu}/u.test(line.trim()) || !/^\p{Lu}/u.test(next.trim())) return false;
  const joined = `${line.trim()} ${next.trim()}`;
  // "Example Consultores," over "Lda.", "Example i Wspólnicy" over "Sp. j.": a form alone is never a part of its own.
  if (FORM_ALONE.test(next.trim())) return !FORM_END.test(line.trim());
  // "Instituto Politécnico de" over "Elmvale": a name cut after a joining word or a comma, a firm or a school whole, its
  // words capitalised as a name's are (a duty wrapped after "of" is no name).
  if (GOES_ON.test(line.trim())) {
    return capitalised(line) && (isCompany(joined) || isInstitution(joined)) && !isTitle(next) && !isDegree(next);
  }
  // "Examplewicz" over "Budownictwo S.A." over a known title: a name of one word no list knows, cut before the words that
  // end on its form. Only over a title, where the header goes on: a title over its firm reads so too.
  // The line under both by its first cell: a period may stand in its row ("Degree<tab>2014 – 2017").
  const after = below?.split('\t')[0]!.trim();
  const headerGoesOn = after !== undefined && after !== '' && words(after) <= MAX_WORDS && !isCompany(after) && !isInstitution(after);
  if (words(line) === 1 && !hasRole(line) && isCompany(next) && words(next) <= 3) return headerGoesOn && isTitle(after!);
  // "Example Műszaki" over "Egyetem" over a degree: a school's word alone under the name it ends, as languages that set it
  // last wrap it ("… Tudományegyetem", "… Hochschule"); the name's words capitalised, none of them known.
  return words(next) === 1 && isInstitution(next) && words(line) <= 3 && !hasRole(line) && capitalised(line)
    && headerGoesOn && (isDegree(after!) || isTitle(after!));
}


/** The lines with each name wrapped over two of them joined back into one. */
export function joinWrappedNames(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (next === undefined) {
      out.push(line);
      continue;
    }
    const wrapped = wrappedName(line, next, lines[i + 2]);
    const cut = wrapped ? undefined : partnersWrappedBesidePeriod(line, next);
    if (wrapped) {
      out.push(`${line.trim()} ${next.trim()}`);
      i++;
    } else if (cut !== undefined) {
      // The name's rest joins the header's text before its period (its cell, or the period set after a space).
      const period = line.slice(cut);
      out.push(`${line.slice(0, cut).trim()} ${next.trim()}${period.startsWith('\t') ? period : ` ${period.trim()}`}`);
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * "Coordinator, Dickens,<tab>04/2023 – 11/2024" over "Wisozk and Hermann.": a header beside its period cell, wrapped by
 * the column after a comma inside a partners' firm, or after the "and" before the last ("Planner, Lozada, Vidal y 2022–2026"
 * over "Ocasio Asociados."); the line below finishes the list of names (partners-names.ts). Where the period starts, or
 * undefined.
 */
function partnersWrappedBesidePeriod(line: string, next: string): number | undefined {
  // Where the period starts: its cell, or the period ending the line after a space ("… Delatorre y 2022–2026").
  const tab = line.indexOf('\t');
  const period = findPeriod(line);
  const cut = tab > 0 ? tab : period !== undefined && period.index > 0 && period.index + period.length >= line.trimEnd().length ? period.index : -1;
  if (cut <= 0 || findPeriod(line.slice(cut)) === undefined || !namePiece(next)) return undefined;
  const head = line.slice(0, cut).trimEnd();
  // Broken after a comma, or after the "and" before the last partner ("Lozada, Delatorre y" ↵ "Ocasio Asociados.").
  const and = AND_LAST.test(head);
  if (!and && !/,$/u.test(head)) return undefined;
  const names = head.replace(/,$/u, '').split(/,\s+/u);
  // The surnames the line ends on, then the names below: partners listed whole.
  const glue = and ? ' ' : ', ';
  return names.some((_, k) => k >= 1 && isPartnersNames(`${names.slice(k).join(', ')}${glue}${next.trim()}`)) ? cut : undefined;
}

// The "and" before a firm's last partner, ending a line the column broke there.
const AND_LAST = /\s(?:and|und|és|et|y|e|i|en|&)$/u;
