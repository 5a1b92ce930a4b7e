// The particles of family names ("van den Berg", "da Silva", "bin Salleh"), in one place: the name reader, the readers
// of firms named after their partners and the street reader each ask whether a word is one. They are grouped by the
// names that write them, because the readers differ in which they may trust: a firm's or a street's line may open on a
// Dutch or German particle in lower case ("van den Heuvel B.V.", "van Aalstkade 84"), while a Spanish "y" or an Arabic
// "al" inside a firm's name is no sign of a person's name at all. Pure data and the patterns built from it.

/** Dutch, Flemish and German particles, which open a family name in lower case ("van den Berg", "von Bülow", "ter Horst", "van 't Hof"). */
export const GERMANIC_PARTICLES: readonly string[] = ['van', 'von', 'vom', 'zu', 'ter', 'ten', 'te', 'den', 'der', 'de', 'het', "'t", '’t'];

/** French, Spanish, Italian and Portuguese particles ("de la Cruz", "da Silva", "del Monte", "Le Brun", "dos Santos", "della Rovere"). */
export const ROMANCE_PARTICLES: readonly string[] = ['de', 'da', 'di', 'del', 'della', 'des', 'dos', 'das', 'do', 'du', 'le', 'la', 'lo'];

/** Arabic and Malay "son of" and article particles, the Spanish "y" between two surnames and the "St." of a saint's name. */
const OTHER_PARTICLES: readonly string[] = ['bin', 'ibn', 'al', 'el', 'y', 'st.'];

// The Germanic particles that are also the articles or words of a sentence, never a name's on their own: "te" (Dutch
// "to"), "het" and "'t" (Dutch "the"), "vom" and "zu" (German "of the", "to"). The readers of a firm's or a street's
// partner (a person's surname) leave them out; the name reader and the reader of a family firm's opening keep them.
const SENTENCE_WORDS = new Set(['te', 'het', "'t", '’t', 'vom', 'zu']);

/** The particles a partner's surname may open on in a firm's name or a street's ("de Graaf", "van Dijk", "da Silva", "du Pont"). */
export const SURNAME_PARTICLES: readonly string[] = [...new Set([...GERMANIC_PARTICLES, ...ROMANCE_PARTICLES])]
  .filter((p) => !SENTENCE_WORDS.has(p));

// German and Dutch articles: capitalised they open a sentence or a title, not a name ("Das Team", "Der Vertrieb", "De Markt").
const ARTICLES_CAPITALISED = new Set(['der', 'den', 'das', 'ter', 'ten']);

/** The particles a surname may open on with a capital ("De Luca", "Van Dijk", "Della Valle", "Dos Santos", "Du Pont"). */
export const CAPITALISED_PARTICLES: readonly string[] = SURNAME_PARTICLES.filter((p) => !ARTICLES_CAPITALISED.has(p))
  .map((p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}`);

/**
 * Dutch prepositions that open a family name before a particle ("op den Akker", "in 't Veld", "uit de Bosch", "aan de Wiel"):
 * a name's only there, so they are asked of the word after them too.
 */
export const DUTCH_NAME_PREPOSITIONS: ReadonlySet<string> = new Set(['op', 'in', 'uit', 'aan', 'bij', 'onder', 'over', 'voor', 'tot']);

/** The small words that join two surnames into one family name: Spanish "y", Portuguese "e", Catalan "i" ("Ortega y Gasset"). */
export const SURNAME_JOINERS: ReadonlySet<string> = new Set(['y', 'e', 'i']);

const ALL_PARTICLES = new Set([...GERMANIC_PARTICLES, ...ROMANCE_PARTICLES, ...OTHER_PARTICLES]);

/** A particle inside a person's family name, in any case, its diacritics already folded by the caller ("van", "De", "bin", "y"). */
export const isParticleWord = (folded: string): boolean => ALL_PARTICLES.has(folded.toLowerCase());

/** The words as one regular-expression alternation, longest first so that "della" is tried before "del" ("'t" escaped as it is). */
export const alternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
