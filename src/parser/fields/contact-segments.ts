// The contact block as pieces: one-line headers print e-mail, phone, links and the postal
// address side by side, often without a separator the document split can see ("Hauptweg 3,
// 12345 Stadt Telefon 0123 456789", "Calle X, Ciudad y@example.org"). Each segment is cut where
// an e-mail, a link, a phone number or a contact label begins, so that only address text
// reaches the address reader; otherwise the city swallows the phone or the e-mail.

// E-mail, web address (with scheme, "www." or a known profile host), as one token.
const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,24}/u;
const URL = /(?:https?:\/\/|www\.)\S+|\b(?:linkedin|github|gitlab|xing|twitter|behance|dribbble|stackoverflow)\.(?:com|de|io|net|org)\/?\S*/iu;
// Phone numbers that cannot be a postcode or a house number: an international prefix, an
// area code in brackets, or a trunk "0" followed by at least eight more digits. A Brazilian CEP that opens with 0
// ("01310-100", five digits, a dash, three) is a postcode.
const PHONE = /(?:\+|\b00)\s?\d[\d\s().\-/]{6,}\d|\(\d{2,5}\)\s?\d[\d\s.\-/]{4,}\d|\b(?!\d{5}-\d{3}(?!\d))0\d{2,5}[\s\-/.]?\d[\d\s\-/.]{4,}\d/u;
// A national number written in groups ("06 1234 5678", "612 34 56 78", "333 123 4567"): nine to
// twelve digits in groups of two to four. A postcode and a house number never add up to that many
// digits in groups, so where the gap before it was lost ("28013 Madrid 612 34 56 78") it still ends the place.
// A slash with a space on each side may part the area code ("020 / 123 4887", "06 / 30 123 4389"); a date's slash has none.
const GROUPED_NUMBER = /(?<![\d/.-])\d{2,4}(?:(?:[ .-]|\s\/\s)\d{2,4}){2,4}(?![\d/-])/u;
// Danish and Norwegian national numbers have eight digits, fewer than GROUPED_NUMBER's nine, in their usual groups
// ("20 12 34 56", "412 34 269"): a cell or segment of nothing else is a phone (a postcode and house number never group so).
// An icon glyph may stand before it ("© 412-34-775"); spaces, dots or hyphens part the groups, the same throughout.
const NORDIC_NATIONAL = /^[^\p{L}\p{N}]{0,3}(?:\d{2}([ .-])\d{2}\1\d{2}\1\d{2}|\d{3}([ .-])\d{2}\2\d{3})\s*$/u;
const nordicNational = (text: string): RegExpMatchArray | null => (/\d/.test(text) ? text.match(NORDIC_NATIONAL) : null);
// A house number, a spaced slash and the postcode of the town after them ("Rua Nova, 21 / 3000-214 Town"): an area code
// opens with its trunk 0, a house number does not.
const NUMBER_THEN_POSTCODE = /^[1-9]\d{0,3}\s\/\s(?:\d{4}-\d{3}|\d{2}-\d{3}|\d{4,5})$/u;
// The same with a space alone between them, after the street's name ("Rua Nova, 21 3000-214 Town", as web templates join a
// street and its Portuguese postcode): two to four digits and seven more in groups add up to a phone's nine or more.
const NUMBER_SPACE_POSTCODE = /^[1-9]\d{0,3}\s\d{4}-\d{3}$/u;
// A house number after its street's comma ("Paseo de las Acacias, 78 612 34 51 56", a phone of the column beside run into
// the street's cell): one to three digits, no trunk 0, a space.
const HOUSE_NUMBER_FIRST = /^[1-9]\d{0,2}\s/u;
const groupedPhone = (text: string): RegExpMatchArray | null => {
  const m = text.match(GROUPED_NUMBER);
  const digits = m?.[0].replace(/\D/g, '').length ?? 0;
  const after = m !== null ? text.slice((m.index ?? 0) + m[0].length) : '';
  const townAfter = m !== null && /^\s+\p{Lu}/u.test(after);
  if (m && townAfter && NUMBER_THEN_POSTCODE.test(m[0])) return null;
  // (The town may stand on the next line: "Largo das Oliveiras, 107 1100-148" ↵ "Lisboa".)
  if (m && (townAfter || after.trim() === '') && NUMBER_SPACE_POSTCODE.test(m[0]) && /\p{L},?\s$/u.test(text.slice(0, m.index))) return null;
  // The house number after the street's comma is no group of the phone when the phone has its nine digits or more without it.
  const house = m !== null && /\p{L},\s$/u.test(text.slice(0, m.index)) ? HOUSE_NUMBER_FIRST.exec(m[0]) : null;
  if (m && house && digits - house[0].trim().length >= 9) {
    const offset = (m.index ?? 0) + house[0].length;
    const phone = text.slice(offset).match(GROUPED_NUMBER);
    if (phone && phone.index === 0) {
      phone.index = offset;
      return phone;
    }
  }
  return m && digits >= 9 && digits <= 12 ? m : null;
};
// Words that introduce contact data, with the number a phone label introduces ("Tel. 600 111 222"):
// none of it is the address.
// Short forms as people print them in their language: "Telm." (PT), "Tlf." (DA/NO/ES), "Tfno." (ES), "Tél." (FR), "Cel." (ES/PT),
// "GSM" (BE/NL).
const LABEL_WORDS = String.raw`tel(?:efon|éfono|efone|ephone|\.)?|t[ée]l(?:éphone)?|telm|telf|tlf|tfno|phone|mobil[e]?|mob|móvil|movil|`
  + String.raw`cel(?:ular|lulare)?|telem[óo]vel|mobiel|gsm|handy|cell|fax|e-?mail|web(?:site)?|skype|linkedin|github`;
// An abbreviation's dot may end the label ("Cell.", "Mob.", "Tel.").
const CONTACT_LABEL = new RegExp(String.raw`(?<![\p{L}])(?:${LABEL_WORDS})\.?\s*:?(?=\s|$)(?:\s*[+(]?\d[\d\s().\-/]{5,}\d)?`, 'iu');

// A contact-block heading glued to the first piece ("Contact 12 Mill Lane, …" where a form's label cell
// and its value came out as one line): the heading is not the address.
const CONTACT_HEADING = /^(?:contact(?:o|os|s|i)?|kontakt|coordonnées|elérhetőség(?:ek)?|contatti|dane kontaktowe|contactgegevens)(?=\s+\S)/iu;

/** The whole text is a contact-block heading ("Contatti", "Coordonnées"), with the words the section vocabulary may lack. */
const CONTACT_HEADING_ALONE = new RegExp(`${CONTACT_HEADING.source.replace('(?=\\s+\\S)', '')}\\s*:?$`, 'iu');
export const isContactHeadingWord = (text: string): boolean => CONTACT_HEADING_ALONE.test(text.trim());

// An icon glyph standing alone between words ("Borgoverde, Italy { 3 May 1999", where an icon font's glyph came out
// as a bracket, or as a Latin-1 sign: "Town, © Tel.: …"): a separator, as "•" is.
const LONE_ICON = /(?<=\s)[{}§¶#ð©®¬¤]\s/u;

type Matcher = (text: string) => RegExpMatchArray | null;
// Text without an "@" holds no e-mail and text without a digit no phone number: the cheap test first (the e-mail
// expression tries every position of the text, and a segment is cut many times).
// Order matters: at the same position the first pattern wins.
const PATTERNS: Matcher[] = [
  (t) => (t.includes('@') ? t.match(EMAIL) : null),
  (t) => t.match(URL),
  (t) => (/\d/.test(t) ? t.match(PHONE) : null),
  ...[CONTACT_LABEL, CONTACT_HEADING, LONE_ICON].map((re): Matcher => (t) => t.match(re)),
  (t) => (/\d/.test(t) ? groupedPhone(t) : null),
  nordicNational,
];

// A bracket opened before a phone's country code ("28013 Madrid (+34) 600 …") is left at the end of the place before it.
const tidy = (p: string): string => p.replace(/^[\s,;:|•·/–—)-]+|[\s,;:|•·/–—(-]+$/gu, '');
const hasText = (p: string): boolean => /\p{L}{2}|\d/u.test(p);

/** The segment cut at each e-mail, link, phone number and contact label (which are left out). */
function cut(segment: string): string[] {
  const out: string[] = [];
  let rest = segment;
  for (let guard = 0; guard < 20; guard++) {
    let first: RegExpMatchArray | null = null;
    for (const p of PATTERNS) {
      const m = p(rest);
      if (m && m.index !== undefined && (first === null || m.index < (first.index ?? 0))) first = m;
    }
    if (!first || first.index === undefined) break;
    out.push(rest.slice(0, first.index));
    rest = rest.slice(first.index + first[0].length);
  }
  out.push(rest);
  // What a cut leaves at the ends: separators, stray punctuation.
  return out.map(tidy);
}

/** The parts of a contact segment that are neither e-mail, link, phone number nor contact label. */
export function addressPieces(segment: string): string[] {
  return cut(segment).filter(hasText);
}

/**
 * A line's address runs: its segments cut at contact data, and the pieces between two cuts joined
 * again ("Birkenweg 7 • 50667 Köln" is one run). Contact data ends a run: in "Quality Analyst •
 * x@example.org • Springfield, IL" the job title and the place are never read as one address.
 */
export function addressRuns(segments: readonly string[]): string[][] {
  const runs: string[][] = [[]];
  for (const segment of segments) {
    cut(segment).forEach((piece, k) => {
      if (k > 0) runs.push([]);
      if (hasText(piece)) runs[runs.length - 1]?.push(piece);
    });
  }
  return runs.filter((r) => r.length > 0);
}

/** True when the segment holds an e-mail address or a phone number (a label word alone, "mobile", is not enough). */
export function hasEmailOrPhone(segment: string): boolean {
  return (segment.includes('@') && EMAIL.test(segment))
    || (/\d/.test(segment) && (PHONE.test(segment) || groupedPhone(segment) !== null || nordicNational(segment) !== null));
}

/** The whole text is a contact label and nothing else ("email", "Phone", "Tel.:"): a form's label over its value. */
export function isContactLabelAlone(text: string): boolean {
  const t = text.trim();
  const m = /\d/u.test(t) ? null : CONTACT_LABEL.exec(t);
  return m !== null && m.index === 0 && m[0].trim().replace(/:$/u, '') === t.replace(/:$/u, '');
}

/** True when the segment holds contact data other than an address (e-mail, link, phone, label). */
export function hasContactData(segment: string): boolean {
  return PATTERNS.some((p) => p(segment) !== null);
}
