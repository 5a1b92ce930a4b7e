// A town printed alone in the contact block, with no street, postcode or country to show it is a place: "Ravensby •
// +44 … • mail@…" in a one-line block, or a line of its own between the contact heading and the phone ("Contact" ↵
// "Ravensby" ↵ "+44 …"), or among the bare lines of a personal-details block (its heading, the birth date, the town, the
// nationality). Only the place in those blocks is read this way: elsewhere a lone capitalised word is a title, a skill or
// a heading, and a wrong city is worse than none.
import type { CvDocument, CvLine } from './document.js';
import { hasEmailOrPhone, isContactHeadingWord } from './contact-segments.js';
import { isContactHeading, isSectionHeading } from './headings.js';
import { isCountry } from './address-parts.js';
import { isTitle } from '../sections/roles.js';
import { nameTokens } from './name-parts.js';
import { findDates } from './dates.js';
import { looksLikeNationality } from './nationality.js';
import { isCapitalLetter } from '../classify/text.js';

// One to three words: capitalised, or the small words inside a town's name ("Santa Cruz de la Sierra", "Frankfurt am Main",
// "Bergen op Zoom", "Alphen aan den Rijn", "Castiglione del Lago", "Reggio nell'Emilia").
// A word may open on an elided article ("L'Aquila", "O'Fallon"), and a hyphenated part on a small one ("Villeneuve-d'Ascq").
const TOWN_WORD = String.raw`(?:\p{Lu}['’])?\p{Lu}[\p{Ll}'’]+(?:-(?:\p{Ll}['’])?\p{Lu}?[\p{Ll}'’]+)*`;
export const TOWN_JOINER = String.raw`(?:de|da|do|das|dos|del|de la|de las|de los|di|du|la|le|sur|sous|lès|an der|an|am|im|upon|on`
  + String.raw`|op|aan|aan de|aan den|al|nel|sul)`;
/**
 * Any small word inside a town's name: a joiner, or the "a" of Italian towns by the sea or a river ("… a Mare"), which
 * TOWN_SHAPE leaves out (an English line "Manager a Leader" is no town).
 */
export const TOWN_SMALL_WORD = String.raw`(?:${TOWN_JOINER}|a)`;
const TOWN_SHAPE = new RegExp(String.raw`^${TOWN_WORD}(?:\s(?:${TOWN_JOINER}\s)?${TOWN_WORD}){0,2}$`, 'u');
// ("nell'Emilia": the elided joiner is glued to the word after it.)
const ELIDED_JOINER = /\s(?:nell|dell|sull)['’](?=\p{Lu})/gu;

/** The lower-case words of the person's name as read. */
const nameWordsOf = (names: readonly string[]): Set<string> =>
  new Set(names.flatMap((n) => n.toLocaleLowerCase().split(/\s+/)).filter(Boolean));

/** The text is shaped like a town's name and is no title, heading, country or word of the person's name. */
export function isTownShaped(text: string, names: readonly string[] = []): boolean {
  const t = text.trim();
  if (t.length > 32 || !TOWN_SHAPE.test(t.replace(ELIDED_JOINER, ' '))) return false;
  if (isTitle(t) || isSectionHeading(t) || isContactHeading(t) || isContactHeadingWord(t) || isCountry(t)) return false;
  const nameWords = nameWordsOf(names);
  return !t.toLocaleLowerCase().split(/\s+/).some((w) => nameWords.has(w));
}

const textLine = (l: CvLine | undefined): boolean => l !== undefined && /[\p{L}\p{N}]{2}/u.test(l.text);
const isContactLine = (l: CvLine | undefined): boolean => l !== undefined && l.segments.some(hasEmailOrPhone);
const isContactHeadingLine = (l: CvLine | undefined): boolean => l !== undefined && (isContactHeading(l.text.trim())
  || isContactHeadingWord(l.text));

/** The line holds nothing but words of the person's name: the name, over one line or two. */
const isNameLine = (l: CvLine, nameWords: ReadonlySet<string>): boolean => {
  // A label before the name ("Név: …", "Name: …") is no word of it; nor is the name again in its own script after the
  // Latin one ("Park Seoyeon 박서연": nameTokens keeps the Latin words).
  const words = nameTokens(l.text.trim().replace(/^[^:：\d]{1,25}[:：]\s*/u, '')).map((w) => w.toLocaleLowerCase());
  return nameWords.size > 0 && words.length > 0 && words.every((w) => nameWords.has(w));
};

/** The lines above and below `i` that hold text, past the name's lines (a header cell's town stands beside the name). */
function neighbours(doc: CvDocument, i: number, nameWords: ReadonlySet<string>): [CvLine | undefined, CvLine | undefined] {
  const other = (l: CvLine): boolean => textLine(l) && !isNameLine(l, nameWords);
  const above = doc.lines.slice(Math.max(0, i - 3), i).filter(other).at(-1);
  const below = doc.lines.slice(i + 1, i + 4).find(other);
  return [above, below];
}

/** An icon glyph the text kept before the town ("® Town", "• Town"): no part of its name. */
export const withoutIcon = (piece: string): string => piece.trim().replace(/^[^\p{L}\p{N}(]+/u, '');

/**
 * True when `piece`, a run of line `i` with no other address part, is the town of the contact block: the first or last
 * run of a line that also holds an e-mail or phone number, or a line of its own with contact data below it and the
 * contact heading, more contact data or the headline under the name above it. Never the CV's first line, unless it is set
 * smaller than the name that was read on another line (a header cell beside the name).
 */
export function isLoneTown(
  doc: CvDocument, i: number, piece: string, runs: readonly string[][], names: readonly string[], town = piece,
): boolean {
  const line = doc.lines[i];
  if (!line || !isTownShaped(withoutIcon(town), names)) return false;
  const nameWords = nameWordsOf(names);
  // The first line of a CV is its name where the name reader found none ("Ana Lima | +351 … | mail"), or where it is set
  // in the largest type; a header table's contact cell may start above the name's line, in smaller type.
  const top = doc.lines.find(textLine);
  const topIsName = nameWords.size === 0 || line.fontSize === undefined || line.fontSize >= (doc.maxFontSize ?? 0);
  if (top && (top.index === i || top.text.trim() === piece.trim()) && topIsName) return false;
  // "Festnetz: 030 …": a word before a colon labels what follows it.
  if (line.text.includes(`${piece.trim()}:`) || line.text.includes(`${piece.trim()} :`)) return false;
  // Contact data on the line means an e-mail address or a phone number: a label word ("mobile app") cuts prose too.
  if (isContactLine(line)) {
    const at = runs.findIndex((run) => run.length === 1 && run[0] === piece);
    return runs.length === 1 || at === 0 || at === runs.length - 1;
  }
  // "Contact⇥Town": a contact heading in the label cell of the town's line opens the block as the heading above would.
  const headingCell = line.segments.length === 2 && isContactHeadingLine({ ...line, text: line.segments[0] ?? '' });
  if (line.segments.length !== 1 && !headingCell) return false;
  // Last in the block ("mail" ↵ "phone" ↵ "Town" ↵ next heading) is not enough: a heading the vocabulary lacks stands there too.
  const [above, below] = neighbours(doc, i, nameWords);
  if (!isContactLine(below)) return underNameOverHeading(doc, i, nameWords) || (isContactLine(above) && beforeEmptyPart(line, piece));
  return headingCell || isContactHeadingLine(above) || isContactLine(above) || underHeadline(doc, i, above, nameWords);
}

/**
 * "mail" ↵ "phone" ↵ "Town,": the town and the comma a template printed before a part it had no value for (a region, a
 * country: "{city}, {region}"), last in the contact block. The comma with nothing after it says the line is an address's
 * (a heading, a title or a name has none), where the line under a town alone may be anything (a summary, a heading).
 */
function beforeEmptyPart(line: CvLine, piece: string): boolean {
  return line.text.trim().replace(/\s*,$/u, '') === piece.trim() && /,$/u.test(line.text.trim());
}

/**
 * "Name" ↵ "Headline" ↵ "Town" ↵ "phone • mail": the town opens the contact block right under the headline, or at the top
 * of a header cell beside the name. Besides the name's lines, only the headline may stand above it, and it must be a job
 * title (so the town is not the headline itself, which a one-word title would be); at the top of the page the name must
 * have been read, so the town is not an unread name.
 */
function underHeadline(doc: CvDocument, i: number, above: CvLine | undefined, nameWords: ReadonlySet<string>): boolean {
  const over = doc.lines.slice(0, i).filter((l) => textLine(l) && !isNameLine(l, nameWords));
  // Right under the name, with no headline between, the line may be the headline itself: only the top of the page counts.
  if (over.length === 0) return nameWords.size > 0 && !doc.lines.slice(0, i).some(textLine);
  return over.length === 1 && above !== undefined && above === over[0] && isTitle(above.text.trim()) && !isSectionHeading(above.text.trim());
}

/**
 * "Name" ↵ "Town" ↵ "About": the town alone between the name and the first section's heading (of the vocabulary), as web
 * templates print a résumé's name and city and only later its phone and e-mail. Only the name's lines stand above it, and
 * the name must have been read, so the town is not an unread name nor a headline under it (a title is no town-shaped text).
 */
function underNameOverHeading(doc: CvDocument, i: number, nameWords: ReadonlySet<string>): boolean {
  // A picture missing from the printed page leaves its size between the town and the heading ("64x64"): no line of words.
  const below = doc.lines.slice(i + 1, i + 4).find(hasWord);
  if (nameWords.size === 0 || below === undefined || !isSectionHeading(below.text.trim().replace(/[:：]$/u, ''))) return false;
  // (every() stops at the first other line: the test stays short for a line deep in the text.) A line without a word
  // above the name is no headline: a picture's size printed in its place ("64x64"), a page number.
  const above = doc.lines.slice(0, i);
  return above.every((l) => !hasWord(l) || isNameLine(l, nameWords)) && above.some(textLine);
}

/** A word of two letters or more: what a headline or a town has and "64x64" or "01" has not. */
const hasWord = (l: CvLine): boolean => /\p{L}{2}/u.test(l.text);

/**
 * The two lines under the person's name (the headline and the town line, "Munich, Bavaria, Germany"), where the name
 * stands low in the reading order: a sidebar read first (LinkedIn's export, a Word CV built as a table of two cells)
 * prints the name, the headline and the town at the top of the body after its own headings. Empty where the name was not
 * read or stands among the first lines (the top of the CV says as much there).
 */
export function linesUnderLowName(doc: CvDocument, names: readonly string[], minRank: number): Set<number> {
  const nameWords = nameWordsOf(names);
  const at = nameWords.size < 2 ? -1 : doc.lines.findIndex((l) => textLine(l) && l.text.trim().split(/\s+/).length >= 2 && isNameLine(l, nameWords));
  const line = doc.lines[at];
  if (!line || line.rank < minRank) return new Set();
  const below = doc.lines.slice(at + 1, at + 6).filter((l) => textLine(l) && !isNameLine(l, nameWords)).slice(0, 2);
  return new Set(below.map((l) => l.index));
}

/** A date and nothing else on the line ("04/09/1991", "3 March 1990", "1990. 03. 15."): a birth date printed bare. */
function isDateAlone(text: string): boolean {
  const dates = findDates(text);
  return dates.length === 1 && !/[\p{L}\p{N}]/u.test(`${text.slice(0, dates[0]!.start)} ${text.slice(dates[0]!.end)}`);
}

/** A birth date or a nationality alone on its line: what a personal-details block holds and a contact block does not. */
const isPersonalDetail = (l: CvLine): boolean =>
  l.segments.length === 1 && (isDateAlone(l.text.trim()) || looksLikeNationality(withoutIcon(l.text)));
/** A line of a personal-details block other than the town: contact data, a birth date or a nationality. */
const isPersonalDatum = (l: CvLine): boolean => isContactLine(l) || isPersonalDetail(l);

/**
 * True when the line `i`, a town-shaped line of its own, is the town of a personal-details block: "Personal information"
 * ↵ "04/09/1991" ↵ "Lakeport" ↵ "Danish", the block's lines printed with no labels. The block's heading (a contact
 * heading of the vocabulary) stands at most four lines above, with nothing but the block's other data between; the line
 * below is another datum, a known heading or the end of the text (an unknown heading after the block is no town); and at
 * least one birth date or nationality is there, so the heading does not stand over a headline, a list or a contact block.
 */
export function isPersonalBlockTown(doc: CvDocument, i: number, piece: string, names: readonly string[]): boolean {
  const line = doc.lines[i];
  const town = withoutIcon(piece);
  // The whole line is the town: a piece of a longer line ("Phone: …" cut at its colon) is something else.
  if (!line || line.segments.length !== 1 || withoutIcon(line.text) !== town || !isTownShaped(town, names)) return false;
  // The heading first: it is cheap to ask, and most town-shaped lines (headings, skills) have none above them.
  const above = doc.lines.slice(Math.max(0, i - 4), i).filter(textLine);
  const heading = above.findLastIndex(isContactHeadingLine);
  if (heading < 0) return false;
  // A headline from the cell beside the block, read into it by its height on the page, is no line of the block.
  const between = above.slice(heading + 1).filter((l) => !(l.segments.length === 1 && isTitle(l.text.trim())));
  if (!between.every(isPersonalDatum) || looksLikeNationality(town)) return false;
  // A birth date or nationality in the block, above or right below: else it is a contact block (isLoneTown's part).
  const below = doc.lines.slice(i + 1).find(textLine);
  if (below !== undefined && isPersonalDetail(below)) return true;
  return between.some(isPersonalDetail)
    && (below === undefined || isPersonalDatum(below) || isSectionHeading(below.text.trim().replace(/[:：]$/u, '')));
}

// The marks between a town and its region ("Leeds - West Yorkshire", "Lund – Skåne", "Ostrava, Moravskoslezský kraj").
const REGION_MARKS = [' - ', ' – ', ' — ', ', '];
/** A region's name after its town: one to four words, the first capitalised, no digit ("West Yorkshire", "Moravskoslezský kraj"). */
function isRegionShaped(text: string): boolean {
  const words = text.split(' ');
  if (text.length > 40 || words.length > 4 || !isCapitalLetter(text.charAt(0))) return false;
  for (let k = 0; k < text.length; k++) if (text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) return false;
  return words.every((w) => w.length > 0 && (isCapitalLetter(w.charAt(0)) || w.length <= 6));
}

/**
 * "Leeds - West Yorkshire": a town and its region (county, province, state written out) printed where a lone town is,
 * apart by a dash or a comma. The town is the place; the region after it is no town (a reader that takes the last piece
 * of the line for the place reads the region). Undefined where the piece is no such pair or stands where no town does.
 */
export function loneTownBeforeRegion(
  doc: CvDocument, i: number, piece: string, runs: readonly string[][], names: readonly string[],
): string | undefined {
  const text = withoutIcon(piece);
  const mark = REGION_MARKS.find((m) => text.includes(m));
  if (mark === undefined) return undefined;
  const parts = text.split(mark);
  if (parts.length !== 2) return undefined;
  const [town, region] = [parts[0]!.trim(), parts[1]!.trim()];
  // "English - Native", "German, C1": a language and its level, no town.
  if (!isRegionShaped(region) || isTitle(region) || isSectionHeading(region) || looksLikeNationality(town)) return undefined;
  return isLoneTown(doc, i, piece, runs, names, town) ? town : undefined;
}

