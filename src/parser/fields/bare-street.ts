// Streets named without a street word: many countries write a bare name and a house number ("Vesterhave 14",
// "Molenwerf 12", "Am Anger 5", "Szabadság liget 93.", "Calçada do Castelo 110", "72 Parvis des Arts", "14 Beechwood
// Park"), a Spanish or Portuguese comma before the number ("Mirador del Parque, 83"), or the number's mark ("Beco das
// Flores nº 95", "Am Anger Nr. 5"). Nothing in such a text says "street": only its place does, next to a postcode and
// town (address-parts.ts, address.ts). This module knows the shapes, read word by word (no large pattern to compile).
//
// A name's words are capitalised; the small joining words of the languages may stand between them ("do", "dei", "des",
// "van", "of") and German prepositions may open it ("Am", "im", "Auf der"); a Hungarian name ends in its lowercase kind
// ("sétány", "liget", "rakpart"), so one lowercase word may end a name that opens with a capital and has no joining word
// ("Cheffe de projet" is a job title).

// Joining words of street names in the CV languages: articles, prepositions, "and".
const JOINERS = new Set(['am', 'an', 'auf', 'im', 'in', 'zum', 'zur', 'der', 'den', 'dem', 'die', 'des', 'de', 'du', 'la', 'le', 'les', 'aux',
  'au', 'del', 'della', 'delle', 'dei', 'degli', 'dello', 'di', 'da', 'do', 'dos', 'das', 'dels', 'of', 'the', 'van', 'von', 'het', 'op',
  'aan', 'bij', 'ter', 'te', 'ten', 'y', 'e', 'et', 'sur', 'na', 'pod', 'nad', 'przy', 'på', 'i', 'ved']);
// The house number's mark before it ("Nr. 5", "nº 12", "n. 7", "No. 3", "č. 4").
const NUMBER_MARKS = new Set(['nr.', 'nr', 'no.', 'nº', 'n°', 'no', 'n.', 'č.', 'núm.']);
// A house number: digits, a letter, a second number or letter after a slash or dash, a trailing dot ("5", "5a", "12/3",
// "73-A", "4."); a Spanish or Portuguese "s/n" (no number), in either case, its full stop perhaps after it ("S/N", "s/n.").
const HOUSE_NUMBER = /^(?:\d{1,5}\p{L}?(?:[/-](?:\d{1,4}\p{L}?|\p{L}))?\.?|[sS]\/[nN]\.?)$/u;
const CAPITALISED = /^\p{Lu}[\p{L}'’.-]*$/u;
// (An abbreviated kind ends in its dot: "u.", "krt.".)
const LOWER_KIND = /^(?:\p{Ll}\p{L}{2,12}\.?|\p{Ll}\p{L}{0,3}\.)$/u;
/** At most this many words of a name, joiners not counted. */
const MAX_NAME_WORDS = 4;

const isJoiner = (word: string): boolean => JOINERS.has(word.toLocaleLowerCase());

/**
 * A street's name without a number: capitalised words with joiners between (a German preposition may open it), a
 * lowercase kind as its last word after a capitalised one; at most four words besides joiners, no digit.
 */
export function isBareStreetName(text: string): boolean {
  const t = text.trim().replace(/,$/u, '');
  if (t === '' || t.length > 40 || /[\d@:/|•·(]/u.test(t)) return false;
  const words = t.split(/\s+/u);
  let named = 0;
  for (const [k, word] of words.entries()) {
    if (CAPITALISED.test(word)) named++;
    else if (isJoiner(word)) {
      // A name ends in a name or its kind, never in a joining word.
      if (k === words.length - 1) return false;
    } else if (!(k === words.length - 1 && k > 0 && named > 0 && LOWER_KIND.test(word) && !words.some(isJoiner))) return false;
  }
  return named > 0 && words.filter((w) => !isJoiner(w)).length <= MAX_NAME_WORDS;
}

/** "14", "Nr. 14", "nº 95", "4.", "12/3": a house number alone, perhaps after its mark; undefined when the text is none. */
export function houseNumberOf(text: string): string | undefined {
  const words = text.trim().split(/\s+/u);
  const mark = words.length > 1 && NUMBER_MARKS.has((words[0] ?? '').toLocaleLowerCase());
  const rest = mark ? words.slice(1) : words;
  // "5 B": a letter set apart after the number.
  const number = rest.length === 2 && /^\p{L}$/u.test(rest[1] ?? '') ? rest.join('') : rest.length === 1 ? rest[0] ?? '' : '';
  return HOUSE_NUMBER.test(number) ? text.trim() : undefined;
}

/**
 * A bare street: a name and its house number ("Vesterhave 14", "Szabadság liget 93.", "Mirador del Parque, 83", "Beco das
 * Flores nº 95", "Hohe Wiese 5 B"), or the number first and a capitalised name ("72 Parvis des Arts", "23 The Paddocks",
 * "12 bis Clos des Vignes"). Taken as a street only where its place says so (next to a postcode and town).
 */
export function isBareStreetShaped(text: string): boolean {
  const t = text.trim();
  if (t.length > 50 || !/\d/u.test(t)) return false;
  const words = t.split(/\s+/u);
  // Number first: the number (perhaps "bis", "ter" or a comma after it), then the name.
  if (/^\d{1,5}\p{L}?,?$/u.test(words[0] ?? '')) {
    const at = /^(?:bis|ter),?$/iu.test(words[1] ?? '') ? 2 : 1;
    const name = words.slice(at).join(' ');
    return name !== '' && /^\p{Lu}/u.test(name) && !/\s\p{Ll}+$/u.test(name) && isBareStreetName(name);
  }
  // Name first: the number at the end, a letter apart after it, its mark before it.
  for (let cut = words.length - 1; cut >= Math.max(1, words.length - 3); cut--) {
    const number = words.slice(cut).join(' ');
    if (houseNumberOf(number) !== undefined && isBareStreetName(words.slice(0, cut).join(' '))) return true;
  }
  return false;
}

// The last word of a British house's name ("Rose Cottage", "The Old Forge", "Holly Lodge"), which an address prints before
// the numbered street or instead of a number.
const HOUSE_WORDS = new Set(['cottage', 'cottages', 'house', 'lodge', 'farm', 'farmhouse', 'barn', 'forge', 'mill', 'manor', 'grange', 'croft',
  'bungalow', 'rectory', 'vicarage', 'villa', 'end', 'orchard', 'stables', 'oast']);

/** A house's name: two to four capitalised words (a joiner between), no digit, the last a house's word ("Ivy House"). */
export function isHouseName(text: string): boolean {
  const words = text.trim().replace(/,$/u, '').split(/\s+/u);
  if (words.length < 2 || words.length > 4 || /\d/u.test(text)) return false;
  const last = (words.at(-1) ?? '').toLocaleLowerCase();
  return HOUSE_WORDS.has(last) && words.every((w) => CAPITALISED.test(w) || isJoiner(w)) && CAPITALISED.test(words[0] ?? '');
}
