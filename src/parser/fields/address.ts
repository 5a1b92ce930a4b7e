// The person's address: a labelled line ("Address:", "Anschrift", "Lakcím" …) or an
// address-shaped line in the contact block. The scorer — and a recruiter — counts a wrong
// address worse than none, so lines with dates (job and school locations) are kept out.
import type { ExtractedAddress } from '../types.js';
import type { CvDocument } from './document.js';
import {
  endsInUsStateAndZip, parseAddressLine, isStreet, isStreetShaped, opensStreetName, townAndFourDigits, wrappedStreet, type AddressParts,
} from './address-parts.js';
import { isSectionHeading, isContactHeading } from './headings.js';
import { findDates } from './dates.js';
import { addressPieces, addressRuns, hasContactData, hasEmailOrPhone, isContactHeadingWord, isContactLabelAlone } from './contact-segments.js';
import { rankCandidates, type Feature } from '../classify/score.js';
import { inBodyByLine } from './body-zone.js';
import { isCompany, isTitle } from '../sections/roles.js';
import { findPeriod } from '../sections/periods.js';
import { partLabelRows, partOfLabel, withLabelledParts } from './part-label-rows.js';
import { addressOverLines } from './wrapped-address.js';
import { isLoneTown, loneTownBeforeRegion, isPersonalBlockTown, isTownShaped, linesUnderLowName, withoutIcon, TOWN_SMALL_WORD } from './lone-town.js';
import { letterheadLines } from './letterhead.js';
import { opensDistrict } from './district.js';
import { houseNumberOf, isBareStreetName, isBareStreetShaped, isHouseName } from './bare-street.js';
import { withNumberForNone } from './no-number.js';
import { refereeLines } from './referees.js';
import { isCommonGivenName } from './given-names.js';
import { addressKind, QUALIFIER_AFTER, QUALIFIER_BEFORE } from './address-kind.js';
import { codedTownBesideContact, isDutchPostcodeAfterTown, townAndCode } from './coded-town.js';
import { countryNameWrapped, postcodeWrapped, townNameWrapped, townWordBroken, withUkPostcodesJoined } from './broken-town-line.js';
import { countryOfCode } from './country-codes.js';
import { finishedTown } from './town-joiner-break.js';
import { finishedStreet } from './street-joiner-break.js';
import { qualifiedTown } from './town-qualifier.js';

// An icon glyph before a label ("® Wohnort: Town", "✉ Adresse : …"): one or two signs and a space, no letter or digit.
const withoutLeadingIcon = (segment: string): string => segment.replace(/^[^\p{L}\p{N}\s(+〒]{1,2}\s+(?=\p{L})/u, '');

interface AddressCandidate {
  parts: AddressParts;
  lineIndex: number;
  rank: number;
  /** The line's order from the top of its column (document.ts). */
  columnRank: number;
  /** The line is printed in a page's margin (document.ts). */
  inMargin: boolean;
  labelled: boolean;
  lineText: string;
  /** The text the parts were read from: the line without its e-mail, phone and link pieces. */
  addressText: string;
  /** Distance in lines to the nearest line with an e-mail or phone number. */
  contactDistance: number;
  afterBodyHeading: boolean;
  /** The line above or below is dated ("Period 03/2018 – 06/2018"): the place of a job or a school beside it. */
  besideDatedLine: boolean;
  /** A period (a job's or a study's, "01/2023 – folyamatban") on the line above or below: the line is an entry's. */
  besidePeriod: boolean;
  /** A town alone in the contact block (lone-town.ts): nothing but its place there says it is one. */
  loneTown: boolean;
  /** A town alone among the lines of a personal-details block (lone-town.ts). */
  personalBlock: boolean;
  /** One of the two lines under a name read low in the text (a sidebar read first, lone-town.ts): the body's top. */
  underLowName: boolean;
  /** On an organisation's letterhead in the body (letterhead.ts): its address, not the person's. */
  inLetterhead: boolean;
  /** Under a referees' heading (referees.ts): a referee's address. */
  ofReferee: boolean;
  /** What the label says of the address (address-kind.ts): the current one of two, or the permanent one. */
  kind?: 'current' | 'permanent';
  /** The label that opened the address ("Current address:"): its words are no date. */
  label?: string;
}

// Without a colon or dash the label word must not run on into lowercase words: "Ciudad del Norte",
// "City of London" are places, not a label and its value. 住所/現住所 (JA), 주소/현주소 (KO), 地址/住址/现住址 (ZH): address.
// Longer labels come before the words they start with ("adres zamieszkania" before "adres").
const LABEL_WORDS = [
  'postal\\s+address|mailing\\s+address|adresa\\s+de\\s+domiciliu|wohnadresse|adresse\\s+postale|adres\\s+zamieszkania|woonadres|domicílio|domicilio',
  'heimatanschrift|address|adresse|anschrift|wohnort|lakcím|lakóhely|lakhely|cím|dirección|direccion|indirizzo|residenza|adres|adresa|endereço|morada',
  // cs sk ro sv da nb tr
  'trvalé\\s+bydliště|bydliště|bydlisko|adresă|domiciliu|adress|bostadsort|hemort|bopæl|bosted|ikametgah|ikamet\\s+adresi',
  'location|standort|domicile|residence|residência|residencia|place\\s+of\\s+residence|lieu\\s+de\\s+résidence|living\\s+place',
  'lugar\\s+de\\s+residencia|luogo\\s+di\\s+residenza|local\\s+de\\s+residência|wohnhaft\\s+in|miejscowość',
  'miejsce\\s+zamieszkania|city|város|ort|localité|località|ville|ciudad|città|miasto|woonplaats',
  '現住所|住所|现住址|住址|현주소|주소|地址',
].join('|');
// A qualifier beside the label word says which of two addresses it is ("Current address:", "Adresse permanente :").
const LABEL_START = new RegExp(String.raw`^(?:(?:home|${QUALIFIER_BEFORE})\s+)?(${LABEL_WORDS})(?:\s+(?:${QUALIFIER_AFTER}))?`
  + String.raw`(\s*[:\-–]\s+|\s*：\s*|\s*[:：]?$|\s+)`, 'iu');

/**
 * The address label that opens a segment. Without a colon or dash the value must not start with a letter ("City Manager",
 * "Ciudad del Norte" are no label and value), unless it reads as a place with its country or postcode ("Adres Lakeview,
 * Poland", a form's label cell run into its value). A label word alone is a label when the value stands in the next cell,
 * or, with its colon, on the next line.
 */
function labelOf(segment: string, valueCellFollows: boolean): RegExpMatchArray | null {
  const m = segment.match(LABEL_START);
  if (!m) return null;
  const rest = segment.slice(m[0].length);
  // "Address:" alone: with its colon the label announces the value on the line below.
  if (rest === '') return valueCellFollows || /[:：]/u.test(m[2] ?? '') ? m : null;
  if (!/^\s+$/.test(m[2] ?? '') || !/^\p{L}/u.test(rest)) return m;
  const place = parseAddressLine(rest);
  return /^\p{Lu}/u.test(rest) && (place.country !== undefined || place.zip !== undefined) ? m : null;
}
const CITY_ONLY_LABEL = new RegExp(String.raw`^(place\s+of\s+residence|living\s+place|residence|residência|residencia|location|standort`
  + String.raw`|lugar\s+de\s+residencia|luogo\s+di\s+residenza|local\s+de\s+residência|wohnhaft\s+in|miejscowość`
  + String.raw`|city|város|ort|localité|località|ville|ciudad|città|miasto|wohnort|woonplaats|lakóhely|lakhely|lieu\s+de\s+résidence`
  + String.raw`|bydliště|bydlisko|domiciliu|bostadsort|hemort|bopæl|bosted|ikametgah`
  + String.raw`|miejsce\s+zamieszkania)(?!\p{L})`, 'iu');
// A headline cell run into the label cell on one line ("Accountant Address: …", when a table's cells lose their gap): a few
// capitalised words, no digit, no contact word, then a label with a colon. The words before the label are no address.
const HEADLINE_BEFORE_LABEL = new RegExp(String.raw`^\p{Lu}[\p{L}'’.\- ]{1,40}?\s(?=(?:home\s+)?(?:${LABEL_WORDS})\s*[:：])`, 'iu');
// Contact and birth labels end a headline no more than they start an address ("Birth city:", "E-mail address:").
const NOT_HEADLINE = /mail|web|phone|tel|ip\b|birth|born|geburt|naissance|nacimiento|nascita|születés|urodzenia|nascimento|geboren/iu;
const withoutHeadline = (segment: string): string => {
  // The label's colon first: most segments have none and never compile HEADLINE_BEFORE_LABEL (~0.7 ms of a cold parse).
  const head = /[:：]/u.test(segment) ? segment.match(HEADLINE_BEFORE_LABEL)?.[0] : undefined;
  return head && !NOT_HEADLINE.test(head) && head.trim().split(/\s+/).length <= 4 ? segment.slice(head.length) : segment;
};
/**
 * "Thuis: Populierenkade 30, 9711 LM, Groningen": a label the word list above lacks (each edition of a CV builder names the
 * home address its own way: "Wohnanschrift", "Abitazione", "Casa") stays glued to the street. A street never opens on a
 * few words and a colon, the last of four letters or more, before a value with a digit (a house number, a postcode): they
 * are a label in any language. A contact or birth label ("Tel.:", "Geburtsdatum:") is left to the readers of those, and
 * the marks and labels of an address's own parts ("Sok. No: 14", "PIN: 411038", "Postcode:") stay where they are.
 */
const UNKNOWN_LABEL = /^((?:[\p{L}'’.-]+ ){0,2}([\p{L}'’-]+))\s*[:：]\s+/u;
const withoutUnknownLabel = (segment: string): string => {
  const m = UNKNOWN_LABEL.exec(segment);
  if (m === null || (m[2]!.match(/\p{L}/gu)?.length ?? 0) < 4 || NOT_HEADLINE.test(m[1]!) || partOfLabel(m[1]!) !== undefined) return segment;
  const value = segment.slice(m[0].length);
  return /\d/.test(value) ? value : segment;
};
const YEAR_RANGE = /\b(19|20)\d{2}\s*[-–—]\s*((19|20)?\d{2}\b|present|current|now|heute|today)|\b(present|current|heute|jelenleg|aujourd|presente)\b/iu;
const MONTH_YEAR = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|januar|februar|märz|juni|juli|oktober|dezember|déc|janv|févr|avr|juil)\w*\.?\s+(19|20)\d{2}\b/iu;
// Lines that hold contact data or personal details; an address sits among them.
const CONTACT_HINT = /@|\+\s?\(?\d|\(\d{3}\)|\b\d{3}[-.]\d{3}[-.]\d{4}\b|\b(phone|tel|mobile|e-?mail|nationality|date of birth|born|geburt|staatsangeh|születési|nationalité|nacionalidad|nazionalità|linkedin|github)\b/iu;

// The lines a CV's top holds (name, headline, contact block).
const TOP_LINES = 10;

const FEATURES: Feature<AddressCandidate>[] = [
  [(c) => c.labelled, 6, 'labelled'],
  [(c) => c.parts.street !== undefined, 2, 'street'],
  [(c) => c.parts.zip !== undefined, 2, 'zip'],
  [(c) => c.parts.city !== undefined, 1, 'city'],
  [(c) => c.parts.country !== undefined, 2, 'names-country'],
  // "District Town – SP" alone in a sidebar's contact block: the state's code after the town shows a place as a country would.
  [(c) => c.parts.state !== undefined && c.parts.country === undefined, 2, 'state-after-town'],
  // Of its column: a sidebar's contact block stands at the top of the sidebar, beside the main column's first entries.
  [(c) => c.columnRank < TOP_LINES, 2, 'top-of-cv'],
  // "Name" ↵ "Headline" ↵ "Munich, Bavaria, Germany" after a sidebar read first: the top of the body is the top of the CV.
  [(c) => c.underLowName, 2, 'under-name'],
  [(c) => c.loneTown, 1, 'town-in-contact-block'],
  // "Personal information" ↵ birth date ↵ "Town" ↵ nationality: the block's lines say what the town's line is, as a label would.
  [(c) => c.personalBlock, 2, 'town-in-personal-block'],
  [(c) => c.contactDistance <= 1, 2, 'beside-contact'],
  [(c) => c.contactDistance > 1 && c.contactDistance <= 6, 1, 'near-contact'],
  // The street read from the line below dated too: "BA Business Management" over "Example College | 2017-2020" reads like
  // a town with its state's code under a street, and is a study.
  [(c) => isDated(datedText(c)) || YEAR_RANGE.test(c.parts.street ?? ''), -8, 'dated-line'],
  // A page header's or footer's line is the letterhead, wherever the text reads it (a footer's after the whole body).
  [(c) => c.afterBodyHeading && c.contactDistance > 3 && !c.underLowName && !c.inMargin, -4, 'inside-cv-body'],
  // "Location⇥Quarrybank" under a job's "Period" row: where the job was, not where the person lives.
  // Beside a period ("Employer, Town, Country" over "Title 2023 – present") also near the contact block: a section's first entry
  // stands only a few lines under it, and a period is no birth date.
  [(c) => c.afterBodyHeading && ((c.contactDistance > 3 && c.besideDatedLine) || c.besidePeriod) && !c.parts.street && !c.parts.zip, -4,
    'entry-place'],
  [(c) => /^(19|20)\d{2}$/.test(c.parts.zip ?? '') && c.parts.street === undefined, -3, 'zip-looks-like-year'],
  [(c) => isLongForATown(c.parts.city ?? ''), -4, 'long-city'],
  [(c) => /^(19|20)\d{2}\b/.test(c.parts.street ?? '') && c.parts.zip === undefined, -3, 'street-number-looks-like-year'],
  // "2025⇥Example Certified Associate" over "2021⇥Example Steward Certificate": two dated entries of a certificates or other
  // dated section under the contact block, read as a house number and a postcode with a town; both are years.
  [(c) => /^(19|20)\d{2}\b/.test(c.parts.street ?? '') && /^(19|20)\d{2}$/.test(c.parts.zip ?? ''), -4, 'years-as-number-and-postcode'],
  [(c) => c.inLetterhead, -8, 'organisation-letterhead'],
  [(c) => c.ofReferee, -8, 'referee-address'],
  // Of a current and a permanent address, the current one is where the person can be written to.
  [(c) => c.kind === 'current', 3, 'current-address'],
];

// A period the section readers know counts too: they end an open one with "now" in any of their languages ("2023 – obecnie",
// "01/2023 – folyamatban"), where YEAR_RANGE knows a few.
const isDated = (text: string): boolean => YEAR_RANGE.test(text) || MONTH_YEAR.test(text) || findDates(text).length > 0
  || findPeriod(text) !== undefined;

/**
 * A date beside a job's or school's place marks it as no home address. In the header's contact
 * lines a date is the birth date printed beside the address, so only the address's own text counts there.
 */
const datedText = (c: AddressCandidate): string => (!c.afterBodyHeading && c.contactDistance <= 1 ? c.addressText
  : c.label ? c.lineText.replace(c.label, '') : c.lineText);

// partsFrom reads the lines below each line again for every run of it: each line's runs and each text's parts are
// worked out once per document (shared, never changed by their readers). A quarter of a text PDF's field time went there.
const runsByLine = new WeakMap<CvDocument['lines'][number], string[][]>();
const partsByDocument = new WeakMap<CvDocument, Map<string, AddressParts>>();

/** The line's address runs (contact data cut out, see contact-segments.ts), birth dates left out. */
function runsOf(line: CvDocument['lines'][number]): string[][] {
  let runs = runsByLine.get(line);
  if (!runs) {
    // A contact heading in the label cell of the same line ("Contact⇥Town, Country") is no place.
    runs = addressRuns(line.segments.map(withoutUnknownLabel))
      .map((run) => withoutCellBeforePlace(withoutSentences(run.filter((p) => !isDateOnly(p) && !isContactHeading(p) && !isContactHeadingWord(p)))))
      .filter((run) => run.length > 0);
    runsByLine.set(line, runs);
  }
  return runs;
}

/**
 * "Hársfa sor 4. Kisvár 9021⇥Led the stock team of a busy depot.": a sentence of the column beside the address, read onto
 * its line, is no part of the address: a piece of three words or more, two of them in small letters, with no digit, that
 * ends in a full stop (a Hungarian house number's full stop has its digit). Only beside other pieces: a run of nothing but
 * a sentence is left as it is.
 */
function withoutSentences(run: string[]): string[] {
  if (run.length < 2) return run;
  const isSentence = (piece: string): boolean => /\.$/u.test(piece) && !/\d/.test(piece) && piece.split(/\s+/).length >= 3
    && (piece.match(/(?:^|\s)\p{Ll}/gu)?.length ?? 0) >= 2;
  const kept = run.filter((piece) => !isSentence(piece.trim()));
  return kept.length > 0 ? kept : run;
}

/**
 * "Grain Buyer⇥Quarrybank, Ireland": a cell without a digit before a cell that is a whole place (a town with its
 * country or postcode) is another cell of the header (a headline, a label), not the start of the address.
 */
function withoutCellBeforePlace(run: string[]): string[] {
  if (run.length < 2) return run;
  const at = run.findIndex((piece, i) => {
    if (i === 0) return false;
    const parts = parseAddressLine(piece);
    // "Warehouse Manager<tab>Berkenhof 125" over "9711 LM Groningen": a header table's headline cell beside the first line of
    // a contact cell (a word processor's table read as one line per row) stands before a street that is its cell's whole text.
    const wholeStreet = i === run.length - 1 && parts.city === undefined
      && (parts.street === piece.trim() || (isEmptyParts(parts) && isStreetShaped(piece)));
    return (parts.city !== undefined && (parts.country !== undefined || parts.zip !== undefined)) || wholeStreet;
  });
  // A street whose house has no number ("Calle del Olmo s/n · 04001 Almería") is the address's start: "s/n" stands for the digit.
  if (at < 1 || run.slice(0, at).some((piece) => /\d/.test(withNumberForNone(piece)))) return run;
  return run.slice(at);
}

/** parseAddressLine, once per text of the document. */
function partsOf(doc: CvDocument, text: string): AddressParts {
  let known = partsByDocument.get(doc);
  if (!known) partsByDocument.set(doc, (known = new Map()));
  let parts = known.get(text);
  if (!parts) {
    parts = parseAddressLine(text);
    // "Zeestad 3011 AD" in a CV that names the Netherlands: read with the country's code after it, as it would be printed whole.
    if (isEmptyParts(parts) && isDutchPostcodeAfterTown(text, doc.text)) parts = parseAddressLine(`${text.trim()} NL`);
    known.set(text, parts);
  }
  return parts;
}

/** The text of a line that continues an address from the line above: its first run (the rest is another column's). */
const continuation = (line: CvDocument['lines'][number]): string => (runsOf(line)[0] ?? []).join(', ');

/**
 * A comma when the last piece of `run` is followed by a comma in its cell ("733 Elm Close, Townley," ⇥ e-mail; "Avenida de
 * los Olivos, 612 …" where a phone of the column beside ran into the cell): the address goes on below, as a line that ends
 * in a comma does. Empty otherwise. (The runs lose the comma where contact data was cut off after it.)
 */
function openComma(line: CvDocument['lines'][number], run: readonly string[]): string {
  const last = run[run.length - 1];
  if (last === undefined) return '';
  return line.segments.some((segment) => {
    const at = segment.lastIndexOf(last);
    return at >= 0 && /^\s*,/u.test(segment.slice(at + last.length));
  }) ? ',' : '';
}

/** A piece that is a day's date and at most a short label ("1990. 05. 12.", "Born 3.4.1990"): a birth date, never address text. */
function isDateOnly(piece: string): boolean {
  const dates = findDates(piece);
  if (dates.length === 0) return false;
  const rest = dates.reduceRight((t, d) => t.slice(0, d.start) + t.slice(d.end), piece);
  return !/\d/.test(rest) && rest.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length <= 2;
}

function contactDistances(doc: CvDocument, inBody: readonly boolean[]): number[] {
  // A national number without a label or "+" ("601 555 101", "02.5555.1234") is contact data too: contact-segments knows its shapes.
  // An organisation's letterhead (letterhead.ts) holds its own phone and fax: no contact data of the person's.
  // Nor do the referees' lines: their phones and e-mails are the referees'.
  const letterhead = letterheadLines(doc);
  const referees = refereeLines(doc);
  // In the body, a link alone is an organisation's or a project's ("Website http://…" beside a school's address row in a
  // Europass entry): only an e-mail or a phone number there is the person's.
  const hits = doc.lines.filter((l) => !letterhead.has(l.index) && !referees.has(l.index)
    && (CONTACT_HINT.test(l.text) || l.segments.some(inBody[l.index] === true ? hasEmailOrPhone : hasContactData)));
  // Lines apart in reading order may stand side by side on the page (a header line's last cell read with the column under
  // it): the distance is the smaller of the two orders'.
  return doc.lines.map((l) => Math.min(99, ...hits.map((h) => Math.min(Math.abs(h.index - l.index), Math.abs(h.rank - l.rank)))));
}

/**
 * Lines below `i` that hold text (icon-only lines between address lines are skipped); a house number of one digit alone on
 * its line ("Via Tale" ↵ "2" in a narrow column) is text.
 */
function nextTextLines(doc: CvDocument, i: number, count: number): CvDocument['lines'] {
  return doc.lines.slice(i + 1, i + 5).filter((l) => /[\p{L}\p{N}]{2}|^\s*\d\s*$/u.test(l.text)).slice(0, count);
}

/**
 * The next text line, or the one after it when the next is a stray line of another column (no digit, no
 * address part, no contact data: an e-mail line between two addresses parts a sender's from a recipient's).
 */
function nextAddressLine(doc: CvDocument, i: number): CvDocument['lines'][number] | undefined {
  const [next, after] = nextTextLines(doc, i, 2);
  // A line that opens the street the line after it ends ("Barackvirág" ↵ "út 34.") is the address's own first line, not a stray.
  if (next && after && !/\d/.test(next.text) && !next.segments.some(hasContactData) && isEmptyParts(partsOf(doc, continuation(next)))
    && !isSectionHeading(next.text.trim()) && !wrappedStreet(continuation(next), continuation(after))) {
    return /\d/.test(after.text) ? after : next;
  }
  // "Quellweg 41b" ↵ "0151 2345 0000" ↵ "69014 Talheim": a contact grid of two columns read row by row puts the phone of the
  // column beside between the street and its town line. A phone alone (no word) is no part of an address: past it, a line
  // that reads as a postcode and its town goes on with the street.
  if (next && after && PHONE_ALONE.test(next.text.trim()) && next.segments.some(hasContactData)) {
    const town = partsOf(doc, continuation(after));
    if (town.zip && town.city && !town.street) return after;
  }
  return next;
}

/** A line of nothing but a phone number's digits and marks. */
const PHONE_ALONE = /^\+?[\d\s()./-]{7,}$/u;

/**
 * "Townley, GA 30301-" ↵ "1234": a ZIP+4 broken after its dash by a narrow column, its last four digits alone on the next
 * line (or before the country's code: "1234 US"), is read whole with the line; any other text comes back as it is.
 */
function withZipFourBelow(doc: CvDocument, i: number, text: string): string {
  // (The line's pieces lose the dash that ends them: the line's own text shows it.)
  const zip = /(?:^|\s)(\d{5})-?$/u.exec(text.trim())?.[1];
  if (!zip || !(doc.lines[i]?.text ?? '').trimEnd().endsWith(`${zip}-`)) return text;
  const below = nextTextLines(doc, i, 1)[0];
  const rest = below && runsOf(below).length === 1 ? continuation(below).trim() : '';
  const [, four, code] = /^(\d{4})(?:\s+(\p{Lu}{2}))?$/u.exec(rest) ?? [];
  if (four === undefined || (code !== undefined && countryOfCode(code) === undefined)) return text;
  return `${text.trim().replace(/-$/u, '')}-${four}${code !== undefined ? ` ${code}` : ''}`;
}

/**
 * The text lines under line `i` that may go on with its address: one run each, in its column, with no contact data and no
 * heading; the first that cannot ends them.
 */
function linesGoingOn(doc: CvDocument, i: number): string[] {
  const column = doc.lines[i]?.column;
  const out: string[] = [];
  for (const line of nextTextLines(doc, i, 2)) {
    if (runsOf(line).length !== 1 || line.column !== column || line.segments.some(hasContactData) || isSectionHeading(line.text.trim())) break;
    out.push(continuation(line));
  }
  return out;
}

/**
 * "61 avenue des" ⇥ phone ↵ "Glycines": a street read from line `i` whose name a narrow column broke, its end alone on the
 * line below, is read whole; any other street comes back as it is.
 */
function streetGoingOn(doc: CvDocument, i: number, street: string): string {
  const [below] = linesGoingOn(doc, i);
  return (below !== undefined && !/\d/u.test(below) ? wrappedStreet(street, below) : undefined) ?? street;
}

/**
 * One reading of a document's address candidates (candidatesOf): the document, the person's name as read (a name's line is
 * never the first half of a street), and the lines whose street a reading joined to the line above, with that street as the
 * line reads it alone (nameOverNamedNumber finds them, candidatesOf drops them as candidates of their own).
 */
interface AddressReading {
  doc: CvDocument;
  names: readonly string[];
  lowerHalves: Map<number, string>;
}

/** Address parts of `text`, continued on the next line when the street stands alone ("Lindenweg 5" ↵ "12345 Berlin"). */
function partsFrom(reading: AddressReading, i: number, given: string): AddressParts {
  const { doc } = reading;
  // "Address ⇥ Lindenweg 5" ↵ "Country ⇥ Germany" ↵ "City ⇥ Seestadt": the rows below label the other parts (none is the
  // street's line going on: read so, "Country" was the town).
  const next = nextTextLines(doc, i, 1)[0];
  const rows = next ? partLabelRows(doc, next.index) : undefined;
  if (rows) {
    const own = partsOf(doc, given);
    return isEmptyParts(own) ? own : withLabelledParts(own, rows);
  }
  const text = withZipFourBelow(doc, i, given);
  // "Via del Mulino" ↵ "Vecchio 68" ↵ "40121 City": the street read whole, the rest from below its second line. The second
  // half may sit one line further down, past a line of the other column (a name beside the contact block).
  const halves = /[\p{L}],?$/u.test(text) ? [...new Set([nextTextLines(doc, i, 1)[0], nextAddressLine(doc, i)])] : [];
  for (const half of halves) {
    const wrapped = half ? wrappedStreet(text, continuation(half)) : undefined;
    if (!half || !wrapped) continue;
    const rest = partsFrom(reading, half.index, wrapped);
    if (rest.street === wrapped.replace(/\.$/, '')) return rest;
  }
  const broken = nameOverNumber(doc, i, text) ?? houseOverStreet(reading, i, text) ?? nameOverNamedNumber(reading, i, text);
  if (broken) return broken;
  const parts = partsOf(doc, text);
  // "… • Town," ↵ "Country": a line that ends in a comma goes on below (or two lines below, past another column's line).
  if (/,\s*$/.test(text) && !parts.city) {
    // "4417 Example Knoll," ↵ "Townley, GA, US," ↵ "30301-1234": the line below ends in a comma too, and the address goes on
    // to the line under it; read whole when the three lines hold the town and its postcode.
    const linesBelow = nextTextLines(doc, i, 2);
    const [first, second] = linesBelow;
    if (first && second && /,\s*$/.test(first.text)) {
      const more = partsOf(doc, `${text.trim()} ${continuation(first).trim().replace(/,?$/u, ',')} ${continuation(second)}`);
      if (more.city && more.zip && (!parts.street || more.street === parts.street)) return more;
    }
    let localityAndTown: AddressParts | undefined;
    for (const next of linesBelow) {
      const more = partsOf(doc, `${text.trim()} ${continuation(next)}`);
      // "… • Town," ↵ "Country": a line that ends in a comma goes on below (or two lines below, past another column's line).
      if (more.city && (more.country || more.zip || (more.street && !parts.street))) return more;
      // "Avenida …, nº 144," ↵ "Bairro Azul, Beira": the street's line goes on to a locality and its town (a comma between
      // them: a name or headline of the other column has none), which is no title or heading; taken when no line below
      // completes the address with a postcode or country.
      const nextText = continuation(next).trim();
      if (!localityAndTown && more.city && parts.street && more.street === parts.street && nextText.includes(',')
        && !isTitle(nextText) && !isSectionHeading(nextText)) localityAndTown = more;
      // "… • Town," ↵ "Am Anger 5": the comma says the address goes on, so a street without a street word is one too.
      const shaped = isEmptyParts(parts) ? townThenStreetShaped(`${text.trim()} ${continuation(next)}`) : {};
      if (shaped.city) return shaped;
    }
    if (localityAndTown) return localityAndTown;
  }
  // "Rua …, nº 101" ↵ "Bairro Azul, Huambo": a street alone, its district word and the town on the line below.
  const districtLine = parts.street && !parts.city && !parts.zip ? nextTextLines(doc, i, 1)[0] : undefined;
  if (districtLine && opensDistrict(continuation(districtLine).trim()) && continuation(districtLine).includes(',')) {
    const more = partsOf(doc, `${text.trim().replace(/,$/, '')}, ${continuation(districtLine).trim()}`);
    if (more.street === parts.street && more.city) return more;
  }
  // "Quellenweg 20 Kellbach" ↵ "10115 DE", "… 44000 Valr" ↵ "ouge FR": the town line broken onto the next line.
  const townLine = brokenTownLine(doc, i, text, parts);
  if (townLine) return townLine;
  // The rest of the address is on the next line, or on the one after when a line of the other column
  // (a headline beside a wrapped contact block) came between: that line holds no digit and no address part.
  const below = nextAddressLine(doc, i);
  // "4417 Example Quarry" ↵ "Townley, GA 30301": a house number and a name read as a postcode and its town ("12345 Town"), over
  // a US town line (its state's code and ZIP end it): the line is the street, its number no postcode.
  if (below && parts.zip && parts.city && !parts.street && text.trim().startsWith(`${parts.zip} `) && isStreetShaped(text)) {
    const more = partsOf(doc, continuation(below));
    if (more.zip && more.city && !more.street && endsInUsStateAndZip(continuation(below))) return { ...more, street: text.trim() };
  }
  // "Am Mühlbach 3" ↵ "80331 München": a street-shaped line is a street when a postcode line follows.
  if (isEmptyParts(parts) && isStreetShaped(text) && below) {
    const more = partsOf(doc, continuation(below));
    // "Berkenhof 125" ↵ "9711 LM" ↵ "Zandhoorn" (or the town over the postcode): the town line broken over two lines.
    const split = more.zip && !more.city ? townLineOverTwo(doc, i) : undefined;
    if (more.zip && !more.street) return { ...more, ...split, street: text.trim().replace(/\.$/, '') };
    // "Am Anger 5" ↵ "Kellbach" ↵ "12345", "Jardim do Sol 30" ↵ "1234-567" ↵ "Vila Serena": the town line under it broken over
    // two lines, the postcode on one and the town on the other, says so too.
    const stacked = !more.street && !more.zip ? townLineOverTwo(doc, i) : undefined;
    if (stacked) return { ...stacked, street: text.trim().replace(/\.$/, '') };
  }
  // "29 Example Avenue, Hillside" ↵ "Johannesburg, 2196": a street and its suburb over the town with its postcode; the
  // suburb read as the town is no town (the line below names it).
  if (parts.street && parts.city && !parts.zip && below) {
    // "ul. Lipowa 4, Gdańsk," ↵ "PL, 80-827": the comma says the line goes on; read whole, the town stays the one above
    // (the country's code before the postcode is no town).
    if (/,\s*$/.test(text)) {
      const whole = partsOf(doc, `${text.trim()} ${continuation(below)}`);
      if (whole.zip && whole.street === parts.street && whole.city === parts.city) return whole;
    }
    // "9 Larkspur Lane, Bristol, GB" ↵ "BS1 4DJ", "Via Ginestra 28, Firenze, IT" ↵ "50122": the postcode alone on the line
    // under the street and its town (a number alone is a postcode only where it reads as one after the town).
    const alone = continuation(below).trim();
    if (alone !== '' && !alone.includes(',')) {
      const joined = partsOf(doc, `${text.trim().replace(/,$/, '')}, ${alone}`);
      if (joined.zip === alone && joined.street === parts.street && joined.city === parts.city) return joined;
    }
    const more = partsOf(doc, continuation(below));
    if (more.zip && more.city && !more.street) return { street: parts.street, city: more.city, zip: more.zip };
    // ("… , Seacliff" ↵ "Portview 4051": the town and four digits under it, as after a street on one line.)
    const town = isEmptyParts(more) || more.country ? townAndFourDigits(continuation(below).split(',')[0]?.trim() ?? '') : undefined;
    if (town) return { street: parts.street, ...town };
  }
  // "現住所 〒150-0041" ↵ the address below it: a postcode alone after its label, the town and street on the next line.
  if (!parts.street && !parts.city && parts.zip && below) {
    const more = partsOf(doc, continuation(below));
    if (more.city && more.street && !more.zip) return { ...more, zip: parts.zip };
  }
  // "Kellbach, Germany" ↵ "Lindenweg 5", "DE Kellbach" ↵ "Lindenweg 5": a town with its country over the street alone, as a
  // town line with its postcode is below.
  const coded = isEmptyParts(parts) ? townAndCode(text) : undefined;
  const countryTown = coded ? { city: coded.town, region: coded.region }
    : !parts.street && !parts.zip && parts.city && (parts.country || parts.region || parts.state) ? parts : undefined;
  if (countryTown && below) {
    // The street may be wrapped in a narrow column ("Avenida de los Olivos," ↵ "31"): it is read as its own line would be.
    const run = runsOf(below)[0] ?? [];
    const read = partsOf(doc, continuation(below));
    const more = read.street ? read : partsFrom(reading, below.index, `${continuation(below)}${openComma(below, run)}`);
    if (more.street && !more.zip && !more.city) return { ...countryTown, street: streetGoingOn(doc, below.index, more.street) };
    const next = continuation(below);
    if (isEmptyParts(more) && runsOf(below).length === 1 && !streetCellHasContactData(below) && isStreetShaped(next)) {
      return { ...countryTown, street: next.trim().replace(/\.$/, '') };
    }
  }
  // "1052 Budapest," ↵ "Petőfi utca 12.": postcode and city first (HU, and wrapped lines), the street alone below.
  if (!parts.street && parts.zip && parts.city && below) {
    const more = partsOf(doc, continuation(below));
    if (more.street && !more.zip && !more.city) return { ...parts, street: more.street };
    // "50667 Köln" ↵ "Am Anger 5": under a whole town line, a street with no street word is one too (as in the order below).
    const next = continuation(below);
    if (isEmptyParts(more) && runsOf(below).length === 1 && !below.segments.some(hasContactData) && isStreetShaped(next)) {
      return { ...parts, street: next.trim().replace(/\.$/, '') };
    }
  }
  // (A city read before the street may be a cell of another column glued to it: a town line below is the better reading.)
  if (parts.street && (!parts.city || parts.cityBeforeStreet)) {
    // The city may follow one line down, or two when a sidebar's line sits between, or stand beside the street on the page
    // while reading order put it elsewhere (a one-line block whose first cell stands over a sidebar).
    const beside = besideOnPage(doc, i);
    // "Lindenweg 5" ↵ "10115" ↵ "Berlin": a narrow sidebar sets the postcode and the town on lines of their own.
    const split = townLineOverTwo(doc, i);
    if (split) return { ...split, street: parts.street };
    // "12 Elm Road" ↵ "Lakeport" ↵ "M14 5TQ": a lone place-name line between the street and its postcode is the town.
    let lonePlace: string | undefined;
    // A section's heading ends the lines below the street (the employer under "Experience" is no town of the address);
    // the line beside it on the page is still looked at.
    const underStreet = nextTextLines(doc, i, 2);
    const heading = underStreet.findIndex((l) => isSectionHeading(l.text.trim()));
    for (const next of [...(heading < 0 ? underStreet : underStreet.slice(0, heading)), ...(beside ? [beside] : [])]) {
      // The place may stand in a later cell of the line below ("Name⇥040308 City" under the street).
      const runs = runsOf(next).map((run) => run.join(', '));
      const more = runs.map((r) => partsOf(doc, withZipFourBelow(doc, next.index, r))).find((m) => m.city || m.zip || m.street) ?? {};
      if (more.street) break;
      if (more.city || more.zip) {
        return { ...more, ...(parts.cityBeforeStreet && !more.city ? { city: parts.city } : {}), ...(parts.zip && !more.zip ? { zip: parts.zip } : {}),
          ...(lonePlace && !more.city ? { city: lonePlace } : {}), ...(!parts.zip && !more.zip ? zipBelow(doc, next.index) : {}),
          ...(parts.region && !more.region ? { region: parts.region } : {}),
          street: parts.street };
      }
      // "12 Harbour Road" ↵ "Portview 4051" (", New Zealand"), "Hauptstr. 5" ↵ "80331 münchen": a town line under the street
      // that reads as one only after a street (a town and four digits, a town in small letters), read as on its line.
      const [firstRun = ''] = runs;
      if (runs.length === 1 && /\d/u.test(firstRun)) {
        const joined = partsOf(doc, `${text.trim().replace(/,$/, '')}, ${firstRun}`);
        if (joined.street === parts.street && joined.city && joined.zip) return joined;
      }
      // "12 Harbour Reach, 94016" ↵ "Seatown": a lone place-name line after street and postcode.
      const lone = next.segments[0]?.trim() ?? '';
      const isLonePlace = next.segments.length === 1 && /^\p{Lu}[\p{L}'’.\- ]{1,30}$/u.test(lone) && !isSectionHeading(lone)
        && lone.split(/\s+/).length <= 3 && !isCompany(lone);
      if (parts.zip && isLonePlace) return { ...parts, city: lone };
      lonePlace = isLonePlace && next.index === i + 1 ? lone : undefined;
    }
  }
  return parts;
}

const isEmptyParts = (p: AddressParts): boolean => !p.street && !p.city && !p.zip;

/**
 * The line's first cell, where a street alone would stand, holds contact data: a phone or e-mail in a later cell is the
 * other column's ("Berkenhof 125⇥+31 …" under "NL, Town" in a two-column contact block), no sign that the line is no street.
 */
const streetCellHasContactData = (line: CvDocument['lines'][number]): boolean => hasContactData(line.segments[0] ?? '');

/** The next `count` lines below `i` that hold a letter or a digit ("4." under a street's name is a line of its own). */
const linesBelow = (doc: CvDocument, i: number, count: number): CvDocument['lines'] =>
  doc.lines.slice(i + 1, i + 1 + count + 2).filter((l) => /[\p{L}\p{N}]/u.test(l.text)).slice(0, count);

/**
 * "Oude Markt" ↵ "70" ↵ "3011 AD Zeestad", "Am Anger" ↵ "Nr. 5" ↵ "12345 Town": a narrow box broke a street named without a
 * street word before its house number. A name (bare-street.ts) over a line of nothing but a house number, perhaps after its
 * mark, over a town line with its postcode: the three lines are the address, which nothing else would say of the name. A line
 * of another column without a digit may stand between the name and its number when its type sets it apart (the person's name
 * in large type beside a header's contact cell); a line in the same type between is no stray (a headline over the street's
 * name is no street).
 */
function nameOverNumber(doc: CvDocument, i: number, text: string): AddressParts | undefined {
  if (/\d/.test(text) || !isBareStreetName(text) || isSectionHeading(text.trim()) || isTitle(text.trim())) return undefined;
  const below = linesBelow(doc, i, 3);
  const size = doc.lines[i]?.fontSize;
  const stray = below[0] !== undefined && !/\d/.test(below[0].text) && size !== undefined && below[0].fontSize !== undefined
    && below[0].fontSize !== size && below[1]?.fontSize === size;
  const at = stray ? 1 : 0;
  const [numberLine, townLine] = below.slice(at);
  // The number alone on its line ("… · Tél. : 06 … · 7," ends a one-line block broken inside its address: no number line).
  if (!numberLine || !townLine || numberLine.segments.length !== 1) return undefined;
  const number = houseNumberOf(numberLine.text);
  const town = number ? partsOf(doc, continuation(townLine)) : {};
  if (!number || !town.zip || !town.city || town.street) return undefined;
  // (A Hungarian number's dot is no part of the street, as elsewhere.) The comma before the number is the street's own
  // ("Mirador del Parque," ↵ "83"), as wrappedStreet keeps it.
  const comma = /,$/u.test(text.trim()) ? ',' : '';
  return { ...town, street: `${text.trim().replace(/,$/, '')}${comma} ${number.replace(/\.$/, '')}` };
}

/**
 * "Torrente Benjamín" ↵ "Oquendo, 54" ↵ "43180 Town": a street opening on a kind word the parser does not know (or on
 * none), broken by a narrow column inside its name. The line below reads as a street of its own only by its place (words
 * and a house number before the town line); the capitalised words over it, with no digit, are the street's first words
 * when, joined, the two still make one street's name (at most four words besides the joining ones). The line above is
 * no heading, job title, firm or the person's name, and is set in the type of the line below (a name or headline over the
 * contact block is larger); the line below holds no whole street of its own (a street word or its number first: "Calle
 * Mayor 5", "12 Mill Lane" under a line of other words).
 */
function nameOverNamedNumber(reading: AddressReading, i: number, text: string): AddressParts | undefined {
  const { doc } = reading;
  // A wide gap may part the name's words ("Torrente⇥Benjamín", justified in a narrow column): the line's pieces are read
  // together when this text is one of them, and alone when together they are no street's first half (a name beside it).
  const own = text.trim().replace(/,$/u, '');
  const pieces = (doc.lines[i]?.segments ?? []).map((s) => s.trim());
  const whole = pieces.length > 1 && pieces.includes(text.trim()) ? pieces.join(' ').replace(/,$/u, '') : own;
  const above = [whole, own].find((t) => isStreetsFirstHalf(reading.names, t));
  if (above === undefined) return undefined;
  // "Phone: 0151 …" over "Home: Quellweg 4b, 12345 Town": a label with a phone or an e-mail beside it is a contact row
  // over the address, no street's first words.
  const lineText = doc.lines[i]?.text ?? '';
  if (lineText.includes(`${own}:`) || pieces.some(hasContactData)) return undefined;
  const next = nextTextLines(doc, i, 1)[0];
  const size = doc.lines[i]?.fontSize;
  if (!next || next.segments.length !== 1 || next.segments.some(hasContactData)
    || (above === whole && size !== undefined && next.fontSize !== undefined && next.fontSize !== size)) return undefined;
  const below = continuation(next).trim();
  const read = partsFrom(reading, next.index, below);
  const street = read.street ?? '';
  if (!street || !read.zip || !read.city || !below.startsWith(street) || /^\d/.test(street) || isStreet(street)) return undefined;
  const joined = `${above} ${street}`;
  if (!isBareStreetShaped(joined)) return undefined;
  // The line below read alone holds the street's last words only: no candidate of its own.
  reading.lowerHalves.set(next.index, street);
  return { ...read, street: joined };
}

/**
 * Capitalised words with no digit that may open a street broken before its last words: no heading, job title, firm or person's
 * name (more than half its words the person's as read, or a common given name first: "Lorenzo Cazares" ↵ "Oquendo, 54").
 */
function isStreetsFirstHalf(names: readonly string[], text: string): boolean {
  if (/\d/.test(text) || !isBareStreetName(text) || isSectionHeading(text) || isTitle(text) || isCompany(text)) return false;
  const nameWords = new Set(names.flatMap((n) => n.toLocaleLowerCase().split(/\s+/u)));
  const words = text.split(/\s+/u);
  return words.filter((w) => nameWords.has(w.toLocaleLowerCase())).length * 2 <= words.length && !isCommonGivenName(words[0] ?? '');
}

/**
 * "Rose Cottage" ↵ "7 Orchard Rise" ↵ "Town POSTCODE": a British house's name on the line over its numbered street (an
 * address with its town below it) is part of the street, as it is before the street on one line.
 */
function houseOverStreet(reading: AddressReading, i: number, text: string): AddressParts | undefined {
  if (!isHouseName(text)) return undefined;
  const below = nextTextLines(reading.doc, i, 1)[0];
  const street = below ? partsFrom(reading, below.index, continuation(below)) : {};
  if (!street.street || !/^\d/.test(street.street) || !(street.zip || street.city)) return undefined;
  return { ...street, street: `${text.trim().replace(/,$/, '')}, ${street.street}` };
}

/**
 * The town line of line `i` broken onto the line below by a narrow column (broken-town-line.ts): a country's long name
 * wrapped after the town, the postcode wrapped under the street and its town, the town's name broken inside a word. Only
 * the very next line, holding one run and no contact data: a town line further down, past a line between, is the address's
 * own town line. The street of a wrapped postcode starts on line `i` itself: a street joined from wrapped lines ("104
 * boulevard des" ↵ "Saules" ↵ "31000" ↵ "Town") ends where its name does, and its town is further down.
 */
function brokenTownLine(doc: CvDocument, i: number, text: string, parts: AddressParts): AddressParts | undefined {
  const read = (t: string): AddressParts => partsOf(doc, t);
  const [next, after] = nextTextLines(doc, i, 2);
  const loneRun = (l: CvDocument['lines'][number] | undefined): string | undefined =>
    (l && runsOf(l).length === 1 && !l.segments.some(hasContactData) ? continuation(l) : undefined);
  const run = loneRun(next);
  // A country's name may go on past a line of the column beside, set in other type ("Townley, United Kingdom of Great" ↵
  // "Data Analyst" in a headline's size ↵ "Britain and Northern Ireland").
  const size = doc.lines[i]?.fontSize;
  const besideLine = size !== undefined && next?.fontSize !== undefined && next.fontSize !== size && after?.fontSize === size;
  const countryRun = besideLine ? loneRun(after) : run;
  const country = isEmptyParts(parts) && countryRun !== undefined ? countryNameWrapped(text, countryRun, read) : undefined;
  if (country) return country;
  if (run !== undefined) {
    const startsHere = (doc.lines[i]?.text ?? '').includes(text.trim().split(/\s+/)[0] ?? '');
    const postcode = !parts.zip && startsHere ? postcodeWrapped(text, run, read) : undefined;
    // "50 rue du Marché Neuf" ↵ "44000" ↵ "Valrouge": a postcode alone with a town alone under it is a template's stacked
    // street, postcode and town, not a postcode wrapped after a town (the street's last word, "Neuf", is no town).
    const townAfter = loneRun(after);
    const stacked = townAfter !== undefined && !/\d/.test(townAfter) && isTownShaped(townAfter);
    if (postcode && !(run.trim() === postcode.zip && stacked)) return postcode;
    const town = parts.city ? townNameWrapped(text, run, read, doc.text) : undefined;
    if (town) return town;
  }
  // The rest of a country's code ("B") holds too few letters to count as a line of text: the line right below, whatever it holds.
  const below = doc.lines[i + 1];
  return below && below.segments.length === 1 && !hasContactData(below.text) ? townWordBroken(text, below.text, read) : undefined;
}

/**
 * The town line under line `i` broken over the next two lines, each a single piece with no contact data ("10115" ↵ "Berlin",
 * "Leeds" ↵ "LS2 8JS"): the two read as one line name a postcode and a town, and no street.
 */
function townLineOverTwo(doc: CvDocument, i: number): AddressParts | undefined {
  const [first, second] = nextTextLines(doc, i, 2);
  const single = (l: CvDocument['lines'][number] | undefined): l is CvDocument['lines'][number] => l !== undefined
    && runsOf(l).length === 1 && runsOf(l)[0]?.length === 1 && !l.segments.some(hasContactData);
  if (!single(first) || !single(second) || isSectionHeading(second.text.trim())) return undefined;
  // One of the two is the postcode (the only digits), the other the town: a whole town line above is read as it is.
  const [a, b] = [continuation(first), continuation(second)];
  if (/\d/.test(a) === /\d/.test(b) || [a, b].some((t) => t.split(/\s+/).length > 3 || (partsOf(doc, t).zip && partsOf(doc, t).city))) {
    return undefined;
  }
  const joined = partsOf(doc, `${a} ${b}`);
  if (joined.zip && joined.city && !joined.street) return { zip: joined.zip, city: joined.city };
  // "Budapest" ↵ "1052": a town over four digits, read as on one line after a street ("…, Portview 4051").
  return isEmptyParts(joined) && /^\d{4}$/.test(b.trim()) ? townAndFourDigits(`${a.trim()} ${b.trim()}`) : undefined;
}

/** "Town, Am Anger 5": a capitalised town of up to three words, then words and a house number, and nothing else. */
function townThenStreetShaped(text: string): AddressParts {
  const pieces = text.split(/\s*,\s*/).map((p) => p.trim());
  const [town = '', street = ''] = pieces;
  if (pieces.length !== 2 || !/^\p{Lu}[\p{L}'’.\- ]{1,40}$/u.test(town) || town.split(/\s+/).length > 3 || !isStreetShaped(street)) return {};
  return { city: town, street: street.replace(/\.$/, '') };
}

/** Every part `p` has is the same in `whole` ("Street 5" of "Street 5, Town"). */
const isPieceOf = (p: AddressParts, whole: AddressParts): boolean => (['street', 'city', 'zip'] as const)
  .every((k) => !p[k] || p[k]?.toLowerCase() === whole[k]?.toLowerCase());

/** "Rua X, 12" ↵ "District – Town/ST" ↵ "CEP 13015-904": a postcode alone on the line under the town line ends the address. */
function zipBelow(doc: CvDocument, i: number): { zip?: string; region?: string } {
  const below = nextTextLines(doc, i, 1)[0];
  const more = below ? partsOf(doc, continuation(below)) : {};
  return more.zip && !more.city && !more.street ? { zip: more.zip, ...(more.region ? { region: more.region } : {}) } : {};
}

const linesByRank = new WeakMap<CvDocument, Map<number, CvDocument['lines'][number]>>();
/** The line that comes next from the top of the page, when that is not the next line in reading order. */
function besideOnPage(doc: CvDocument, i: number): CvDocument['lines'][number] | undefined {
  let byRank = linesByRank.get(doc);
  if (!byRank) linesByRank.set(doc, (byRank = new Map(doc.lines.map((l) => [l.rank, l]))));
  const line = doc.lines[i];
  const beside = line ? byRank.get(line.rank + 1) : undefined;
  return beside && beside.index !== i + 1 && beside.page === line?.page ? beside : undefined;
}

// Each line's pieces (segments split at commas and separators), lowercased, with the lines they stand on.
const piecesByDocument = new WeakMap<CvDocument, Map<string, number[]>>();
function printedPieces(doc: CvDocument): Map<string, number[]> {
  let pieces = piecesByDocument.get(doc);
  if (pieces) return pieces;
  pieces = new Map();
  for (const line of doc.lines) {
    for (const piece of line.segments.flatMap((s) => s.split(/\s*[,;|•·]\s*/))) {
      // A dated entry line may print the title after its dates ("03/2019 – 05/2024 Title, Employer").
      const key = piece.trim().replace(/^[\d/.\s–—-]+(?=\p{L})/u, '').toLowerCase();
      if (key.length >= 4) pieces.set(key, [...(pieces.get(key) ?? []), line.index]);
    }
  }
  piecesByDocument.set(doc, pieces);
  return pieces;
}

/**
 * "Data Analyst Maple Court 14": a headline cell run into the contact cell on one line (a table's cells lost their gap).
 * The words before the street are the headline when the CV prints them again on a line of their own or as a piece of one
 * (the job title of the latest position), and what follows them is still a street. `ownLines`: lines the address itself
 * was read from ("Address:" ↵ "Gesztenyés" ↵ "utca 19.": the street's first half stands alone on the line under the label).
 */
function withoutPrintedHeadline(doc: CvDocument, lineIndex: number, street: string, ownLines: readonly number[] = []): string {
  const words = street.split(/\s+/);
  for (let k = 1; k <= 3 && k <= words.length - 2; k++) {
    const head = words.slice(0, k).join(' ');
    if (/\d/.test(head)) break;
    const tail = words.slice(k).join(' ');
    const printedElsewhere = (printedPieces(doc).get(head.toLowerCase()) ?? []).some((at) => at !== lineIndex && !ownLines.includes(at));
    if (printedElsewhere && (isStreet(tail) || isStreetShaped(tail))) return tail;
  }
  return street;
}

/** Every word of the street's name (its number aside) is a word of the person's name as read. */
function namedAfterPerson(street: string, names: readonly string[]): boolean {
  const nameWords = new Set(names.flatMap((n) => n.toLocaleLowerCase().split(/\s+/u)).filter(Boolean));
  const words = street.toLocaleLowerCase().split(/[\s,]+/u).filter((w) => /\p{L}{2}/u.test(w) && !/\d/.test(w));
  return nameWords.size > 0 && words.length > 0 && words.every((w) => nameWords.has(w));
}

function candidatesOf(doc: CvDocument, names: readonly string[]): AddressCandidate[] {
  const inBody = inBodyByLine(doc);
  const dist = contactDistances(doc, inBody);
  const letterhead = letterheadLines(doc);
  const referees = refereeLines(doc);
  const underName = linesUnderLowName(doc, names, TOP_LINES);
  const reading: AddressReading = { doc, names, lowerHalves: new Map() };
  const out: AddressCandidate[] = [];
  doc.lines.forEach((line, i) => {
    const push = (read: AddressParts, labelled: boolean, addressText: string, loneTown = false, ownLines: number[] = [],
      label?: string, personalBlock = false): void => {
      if (isEmptyParts(read)) return;
      // "Given Family" ↵ "23" ↵ town line: the person's name beside a street's name broken before its number is no street.
      if (read.street && namedAfterPerson(read.street, names)) return;
      // "Oquendo, 54" under "Torrente Benjamín": the second half of a street read whole from the line above.
      if (read.street && reading.lowerHalves.get(i) === read.street) return;
      // "Manager (HR)" reads like a town with its province's code: a job title alone is no place.
      if (!read.street && !read.zip && read.city && isTitle(read.city)) return;
      const parts = read.street ? { ...read, street: withoutPrintedHeadline(doc, i, read.street, ownLines) } : read;
      const kind = label ? addressKind(label) : undefined;
      out.push({
        parts, lineIndex: i, rank: line.rank, columnRank: line.columnRank, inMargin: line.margin === true, labelled, lineText: line.text, addressText,
        contactDistance: dist[i] ?? 99, afterBodyHeading: inBody[i] === true,
        besideDatedLine: [doc.lines[i - 1], doc.lines[i + 1]].some((l) => l !== undefined && isDated(l.text)),
        besidePeriod: [doc.lines[i - 1], doc.lines[i + 1]].some((l) => l !== undefined && findPeriod(l.text) !== undefined),
        loneTown, personalBlock, underLowName: underName.has(line.index), inLetterhead: letterhead.has(line.index), ofReferee: referees.has(line.index),
        ...(label ? { label } : {}), ...(kind ? { kind } : {}),
      });
    };
    // A label word alone, with no colon, is a label in a form that prints each label over its value ("location" ↵ "Town").
    const overValue = labelsOverValues(doc, i);
    const segments = line.segments.map(withoutLeadingIcon)
      .map((s, k) => (labelOf(s, overValue || k + 1 < line.segments.length) ? s : withoutHeadline(s)));
    const labelAt = segments.findIndex((s, k) => labelOf(s, overValue || k + 1 < segments.length) !== null);
    if (labelAt >= 0) {
      const segment = segments[labelAt] ?? '';
      const label = labelOf(segment, overValue || labelAt + 1 < segments.length);
      // The address follows the label, in the same segment, the next column, or the next line.
      const text = [segment.slice(label?.[0].length ?? 0), ...segments.slice(labelAt + 1)].flatMap(addressPieces).join(', ');
      // "Location ⇥ Country": a section's heading beside a form's label (the labels' column read apart from the values'); a
      // label is no label's value.
      if (partOfLabel(text) !== undefined) return;
      let parts = partsFrom(reading, i, text);
      // "Address: Town, Name 12": under an address label, a town and a street-shaped part (no street word) are the address.
      if (isEmptyParts(parts)) parts = townThenStreetShaped(text);
      // "Endereço: Jacarezinho, SP" — a labelled place without street or postcode: the first part is the city.
      if (isEmptyParts(parts) && (CITY_ONLY_LABEL.test(label?.[1] ?? '') || (!/\d/.test(text) && text.split(/\s*,\s*/).length <= 3))) {
        const city = text.split(/\s*,\s*/)[0]?.trim();
        // "Avenida dos" is the first half of a street the next lines did not complete, no place.
        if (city && /^\p{Lu}[\p{L}.'\- ]{1,40}$/u.test(city) && !opensStreetName(city)) parts = { city };
      }
      const below = nextTextLines(doc, i, 1)[0];
      // "Address:" alone: the address starts on the line below, which is then its own line.
      const ownLines: number[] = [];
      if (isEmptyParts(parts) && text.trim() === '' && below) {
        parts = partsFrom(reading, below.index, continuation(below));
        ownLines.push(below.index);
      }
      // "Location:" ↵ "Town": a town alone on the line under a label of its own ("Town FR": with its country's code); another
      // label there ("Location" ↵ "Address" ↵ "Street 5": a heading over its labelled rows) is none.
      if (isEmptyParts(parts) && text.trim() === '' && below && below.segments.length === 1 && labelOf(below.text.trim(), true) === null) {
        const coded = townAndCode(below.text.trim(), names);
        if (coded) parts = { city: coded.town, region: coded.region };
        else if (isTownShaped(withoutIcon(below.text), names)) parts = { city: withoutIcon(below.text) };
      }
      push(parts, true, text, false, ownLines, label?.[0]);
      return;
    }
    // "Country ⇥ Germany", "Postcode ⇥ 10115": a row of a labelled address form, read with the street above it. A town's
    // row ("Town ⇥ Harrogate") may be all the address there is: its town is a labelled one.
    const part = partOfLabel(segments[0] ?? '');
    if (part !== undefined && segments.length <= 2) {
      const value = segments[1]?.trim() ?? '';
      if (part === 'city' && isTownShaped(value, names)) push({ city: value }, true, value);
      return;
    }
    // "Hauptstr. 5 · 10115 Berlin": segments cut by separators still form one address.
    const runs = runsOf(line);
    for (const [k, run] of runs.entries()) {
      // A line that ends in a comma breaks inside the address: its last run goes on below (partsFrom).
      const open = k === runs.length - 1 && (/,\s*$/.test(line.text) || openComma(line, run) !== '') ? ',' : '';
      const read = partsFrom(reading, i, run.join(', ') + open);
      // A narrow column may have broken the address anywhere over the lines below (./wrapped-address.ts).
      const wrapped = runs.length === 1 && !line.segments.some(hasContactData) ? addressOverLines(run.join(', '), linesGoingOn(doc, i), read, {
        read: (text) => partsOf(doc, text),
        isTown: (city) => !isCompany(city) && !isTitle(city) && !isSectionHeading(city) && !isLongForATown(city),
      }) : undefined;
      const whole = wrapped ?? read;
      if (!isEmptyParts(whole)) { push(whole, false, run.join(', ')); continue; }
      const personal = run.length === 1 && isPersonalBlockTown(doc, i, run[0] ?? '', names);
      if (personal || (run.length === 1 && isLoneTown(doc, i, run[0] ?? '', runs, names))) {
        push({ city: withoutIcon(run[0] ?? '') }, false, run[0] ?? '', true, [], undefined, personal);
        continue;
      }
      // "Leeds - West Yorkshire": a lone town with its region after it.
      const town = run.length === 1 ? loneTownBeforeRegion(doc, i, run[0] ?? '', runs, names) : undefined;
      if (town !== undefined) {
        push({ city: town }, false, run[0] ?? '', true);
        continue;
      }
      // "Kellbach DE" ↵ "email" ↵ "…@…": a town and its country's code alone on a line beside the contact data.
      const coded = runs.length === 1 && run.length === 1 ? codedTownBesideContact(doc, i, names) : undefined;
      if (coded) {
        push({ city: coded.town, region: coded.region }, false, run[0] ?? '', true);
        continue;
      }
      for (const piece of run) push(partsFrom(reading, i, piece), false, piece);
    }
  });
  return out;
}

/**
 * "location" ↵ "Town" ↵ "email" ↵ "…@…": line `i` is one piece in a form that prints each label alone over its value, with no
 * colon; a contact label stands alone two lines above or below it (over or under its own value).
 */
function labelsOverValues(doc: CvDocument, i: number): boolean {
  return doc.lines[i]?.segments.length === 1 && [doc.lines[i - 2], doc.lines[i + 2]].some((l) => l !== undefined && isContactLabelAlone(l.text));
}

const SMALL_WORD = new RegExp(String.raw`^${TOWN_SMALL_WORD}$`, 'u');

/**
 * A "town" of more words than towns' names have: a sentence or a heading read after a postcode. The small lower-case words
 * that join a town's name ("a", "de", "la", "op", "sur") do not count: "San Marzio a mare" and "Villa del Río de la Vega"
 * are towns. Four words are a town's only when each opens on a capital ("Vila Nova de Santo André").
 */
export function isLongForATown(city: string): boolean {
  const words = city.split(/\s+/u).filter((w) => w !== '' && !SMALL_WORD.test(w));
  return words.length > 4 || (words.length === 4 && words.some((w) => !/^\p{Lu}/u.test(w)));
}

/** Lowest score an address candidate needs. */
export const ADDRESS_MIN_SCORE = 4;

/** `names`: the person's name as read, whose words are never the town. */
export function extractAddress(doc: CvDocument, names: readonly string[] = []): {
  /**
   * `country`: the country named on the address's line ("Town, Germany"), for the country guess (locale.ts); `region`: the
   * country (ISO code) its state or postcode form names (world-postcodes.ts).
   */
  value: ExtractedAddress; evidence: string[]; lineIndex?: number; rival?: number; country?: string; region?: string;
} {
  // A British postcode a narrow column broke in two is read whole (broken-town-line.ts).
  doc = withUkPostcodesJoined(doc);
  const ranked = rankCandidates(candidatesOf(doc, names), FEATURES);
  const best = ranked[0] && ranked[0].score >= ADDRESS_MIN_SCORE ? ranked[0] : undefined;
  // The same city on another line ("Berlin" in the header and the contact block) is no rival, nor is a piece of the best
  // address read again on its own ("Town," ↵ "Street 5": the street line alone).
  // A lone town (lone-town.ts) is a reading of last resort: it rivals only another lone town, not an address with more to show.
  const first = ranked[0]?.candidate;
  const top = first?.parts;
  const place = (p: AddressParts): string => `${p.city ?? ''}|${p.zip ?? ''}`.toLowerCase();
  const rival = top ? ranked.find((r) => !isPieceOf(r.candidate.parts, top) && place(r.candidate.parts) !== place(top)
    && (!r.candidate.loneTown || first?.loneTown === true))?.score : undefined;
  if (!best) return { value: { street: '', city: '', zip: '' }, evidence: [] };
  const p = best.candidate.parts;
  const whole = finishedStreet(doc, { street: p.street ?? '', city: p.city ?? '', zip: p.zip ?? '' }, best.candidate.lineIndex);
  return {
    value: { ...whole, city: qualifiedTown(doc, finishedTown(doc, whole.city), best.candidate.lineIndex) },
    evidence: [`line ${best.candidate.lineIndex}: ${best.candidate.lineText.trim()}`, ...best.evidence],
    lineIndex: best.candidate.lineIndex,
    ...(rival !== undefined ? { rival } : {}),
    ...(p.country !== undefined ? { country: p.country } : {}),
    ...(p.region !== undefined ? { region: p.region } : {}),
  };
}

