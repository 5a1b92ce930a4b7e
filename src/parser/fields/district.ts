// A district (neighbourhood) named after its word: "Bairro …", "Vila …", "Jardim …", "Quartier …", "Osiedle …". Its
// name follows the word, capitalised, maybe after "de", "das", "of" … Addresses print it before the town, sometimes with
// nothing between them ("Jardim Aurora Belo Horizonte – MG"): the town is then the end of the text.

// Words that open a district's or neighbourhood's name.
const DISTRICT_WORDS = new Set(['bairro', 'vila', 'jardim', 'parque', 'barrio', 'quartier', 'stadtteil', 'ortsteil', 'osiedle', 'dzielnica',
  'quartiere', 'frazione', 'wijk', 'stadsdeel', 'városrész']);
const JOINERS = new Set(['de', 'da', 'do', 'das', 'dos', 'des', 'del', 'di', 'du', 'la', 'of', 'van', 'der', 'den']);
const isJoiner = (word: string): boolean => JOINERS.has(word.toLocaleLowerCase());
const NAME_WORD = /^\p{Lu}[\p{L}'’-]+$/u;
// A town's name at the end of a district line: one or two capitalised words, joiners between them ("Juiz de Fora").
const MAX_TOWN_NAME_WORDS = 2;

/** The text opens with a district word followed by a capitalised name ("Vila Serena", "Quartier de la Gare"). */
export function opensDistrict(text: string): boolean {
  const words = text.split(/\s+/u).filter(Boolean);
  if (words.length < 2 || !DISTRICT_WORDS.has((words[0] ?? '').toLocaleLowerCase())) return false;
  const next = words.slice(1).find((w) => !isJoiner(w));
  return next !== undefined && /^\p{Lu}/u.test(next);
}

/**
 * "Jardim Aurora Belo Horizonte" → "Belo Horizonte", "Vila Brava Campo das Flores" → "Campo das Flores": a district
 * and its town with nothing between them. The town is the longest end of the text of at most two capitalised words (joiners
 * inside, never at its start), leaving the district its word and a name; undefined when the text opens no district.
 */
export function townAfterDistrict(text: string): string | undefined {
  const words = text.trim().split(/\s+/u);
  if (!opensDistrict(text) || !words.every((w) => NAME_WORD.test(w) || isJoiner(w))) return undefined;
  let town: string | undefined;
  let names = 0;
  for (let at = words.length - 1; at >= 2; at--) {
    const word = words[at] ?? '';
    if (!isJoiner(word)) names++;
    if (names > MAX_TOWN_NAME_WORDS) break;
    // The district keeps its word and at least one name word before the town.
    const district = words.slice(0, at);
    if (!isJoiner(word) && district.some((w, i) => i > 0 && !isJoiner(w)) && !isJoiner(district.at(-1) ?? '')) town = words.slice(at).join(' ');
  }
  return town;
}
