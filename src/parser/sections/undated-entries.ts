// Jobs printed without any date: a work section in which no period anchors an entry (the CV prints none, or a scan's
// OCR garbled them all). Each job is then a short header block — one or two lines that are no detail (title, employer,
// place) — over the job's details (bullets, sentences). The layout anchors the entry where a period would have: a block
// counts only with details under it, and the section only with two such blocks or more, so a list of names (skills,
// projects) under the heading makes no jobs. Whether a block names a job at all is left to the work reader's roles
// (a known title or a company form), as for dated entries.
import { isDetailLine, isPageFurniture, splitParts, type Entry } from './entries.js';
import { HAS_YEAR } from '../classify/text.js';

const NO_PERIOD = { start: '', end: '', current: false, index: 0, length: 0 } as const;
const MAX_HEADER_LINES = 2;
const MAX_HEADER_WORDS = 8;

// "4 Example Ltd", "zö Example Ltd", "rnn Example Ltd": a scan's icon read out as a digit or up to three lower-case letters
// before a name.
const ICON_NOISE = /^(?:\d|\p{Ll}{1,3}|[^\p{L}\p{N}\s]{1,2})\s+(?=\p{Lu})/u;
// "CHIEF ANALYST t", "CHIEF ANALYST si": a stray letter or two or a sign a scan's OCR leaves after a line in capitals; or
// what is left of a period it garbled ("CHIEF ANALYST 20 - Present", "CHIEF ANALYST 201"): too few digits for a year.
const TRAILING_NOISE = /(?<=\p{Lu}{3,})\s+(?:\p{L}|\p{Ll}{2}|[^\p{L}\p{N}\s]{1,2}|\d{1,3}(?:\s*[-–—]\s*\p{L}+)?)$/u;

// "Example Ltd Springfield, IL": a scan joins a row's cells with single spaces, so the town cell after the employer is
// glued to it. Before a two-letter state or country code the town is its last word, or its last two after a word that
// opens towns' names ("San", "New", "Port" …); the cell gap is put back before it.
const TOWN_OPENERS = 'San|Santa|Santo|São|Los|Las|New|Saint|St\\.|Fort|Port|Lake|North|South|East|West|El|La|Le|Bad';
const GLUED_TOWN = new RegExp(`^(\\p{Lu}.*?\\S)\\s+((?:(?:${TOWN_OPENERS})\\s+)?\\p{Lu}[\\p{L}'’-]+,\\s*\\p{Lu}{2})$`, 'u');

/** A header line as a name would be printed, without the signs an icon or a scan left at its ends. */
export function cleanHeaderLine(line: string): string {
  return line.replace(ICON_NOISE, '').replace(TRAILING_NOISE, '').trim();
}

/** "Example Ltd Springfield, IL" → the name and the town glued to it, when the line is one cell. */
export function gluedTown(line: string): { text: string; place: string } {
  const glued = line.includes('\t') ? null : GLUED_TOWN.exec(line);
  return glued ? { text: glued[1]!, place: glued[2]! } : { text: line, place: '' };
}

export const isHeaderShaped = (line: string): boolean =>
  !isDetailLine(line) && /^\p{Lu}/u.test(line) && line.split(/\s+/).length <= MAX_HEADER_WORDS;

/**
 * The entries of a section whose lines hold no period, one per header block with details under it; none unless two
 * blocks or more are found.
 */
export function undatedEntries(rawLines: readonly string[]): Entry[] {
  // A year printed anywhere ("2019", letter-spaced "2 0 1 9") says the section has dates that were not read as periods:
  // guessing its entries from the layout would read their lines wrongly.
  if (rawLines.some((l) => HAS_YEAR.test(l.replace(/(?<=\d) (?=\d)/gu, '')))) return [];
  const lines = rawLines.filter((l) => !isPageFurniture(l)).map(cleanHeaderLine).filter((l) => l !== '');
  const entries: Entry[] = [];
  let run: string[] = [];
  for (const line of lines) {
    if (isHeaderShaped(line)) {
      run.push(line);
      continue;
    }
    // A detail line closes the run of header lines above it: the last of them (a tools line may stand above) open a job.
    if (run.length > 0 && isDetailLine(line)) {
      const cells = run.slice(-MAX_HEADER_LINES).map(gluedTown);
      const header = cells.map(({ text }) => ({ text, parts: splitParts(text) })).filter((l) => l.parts.length > 0);
      const place = cells.map((c) => c.place).filter(Boolean).join(', ');
      if (header.length > 0) {
        entries.push({ period: { ...NO_PERIOD }, parts: header.flatMap((l) => l.parts), lines: header, ...(place ? { place } : {}) });
      }
    }
    run = [];
  }
  return entries.length >= 2 ? entries : [];
}
