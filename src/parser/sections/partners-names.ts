// Firms named after their partners: "Dickens, Wisozk and Hermann", "Moormann, Kühnemund und Leitheim", "de Bruyn, Moors
// and de Graaf", "Nobre e Gonçalves". Without a legal form such a name is still a firm's by its shape: surnames, the last
// two joined by the CV language's "and". Pure.
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { foldDiacritics } from '../classify/text.js';
import { alternation, CAPITALISED_PARTICLES, SURNAME_PARTICLES } from '../fields/name-particles.js';

// A surname, with its particle where it has one ("de Graaf", "van Dijk", "da Silva", "De Luca", "Di Paola").
const SURNAME = String.raw`(?:(?:${alternation(SURNAME_PARTICLES)})\s+){0,2}`
  + String.raw`(?:(?:${alternation(CAPITALISED_PARTICLES)})\s+)?\p{Lu}[\p{L}'’-]+`;
const SURNAME_ALONE = new RegExp(`^\\s*${SURNAME}\\s*$`, 'u');
/** The "and" between the last two partners, in each CV language, in lower case or in capitals (a header set in capitals). */
export const PARTNERS_AND = String.raw`and|und|és|et|y|e|i|en|&|AND|UND|ÉS|ET|Y|E|I|EN`;
const AND = `(?:${PARTNERS_AND})`;
// Among partners listed, a surname may also be written with its capitalised particle and the name after it in lower case
// ("Da costa e Nogueira", "Le brun et Morel"): the list's "and" and its other names say they are names.
const LISTED_SURNAME = String.raw`(?:${SURNAME}|(?:${alternation(CAPITALISED_PARTICLES)})\s+\p{Ll}[\p{L}'’-]+)`;
// What a partners' firm may add after the last name: its associates, partners or sons ("Garrido y Campos Asociados",
// "De Luca e D'Angeli e figli", "Vadász és Társa").
// A family's kin ("& Sons", "en Zonen", "és Társa") and a firm's associates or partners ("y Asociados", "& Partners").
const KIN_WORDS = ['sons', 'söhne', 'zonen', 'zn.', 'hijos', 'figli', 'filhos', 'fils', 'hermanos', 'fratelli', 'frères', 'irmãos', 'brothers',
  'társa', 'tsa.'];
const FOLLOWER_WORDS = ['asociados', 'associados', 'associates', 'associati', 'associés', 'partners', 'partner', 'partnerzy', ...KIN_WORDS];
// Each in lower case or capitalised (the pattern keeps its case: a surname must open on a capital).
const FOLLOWER = FOLLOWER_WORDS.map((w) => `[${w[0]!}${w[0]!.toUpperCase()}]${w.slice(1).replace('.', '\\.')}`).join('|');
const FOLLOWERS = String.raw`(?:\s+(?:${AND}\s+)?(?:${FOLLOWER}))?`;
// The surnames before the last two listed with commas: "Dickens, Wisozk and Hermann".
const PARTNERS_NAMES = new RegExp(`^\\s*((?:${LISTED_SURNAME},\\s+)*${LISTED_SURNAME})\\s+${AND}\\s+(${LISTED_SURNAME})${FOLLOWERS}[.,]?\\s*$`, 'u');

// "Koning - van Dijk", "van den Heuvel - Schipper": two families' names joined by a spaced dash, no legal form. A dash
// between two capitalised words is as often a title and its town or field ("Accountant – Corrowby"): one of the two names
// must open on a particle written in lower case, which no title, town or field does.
const DASHED_NAMES = new RegExp(`^\\s*(${SURNAME})\\s+[-–]\\s+(${SURNAME})\\s*$`, 'u');
const LOWER_PARTICLE = /^\s*\p{Ll}/u;

// Fields of work a title names after its head word ("Director Sales and Marketing", "Leiter Einkauf und Logistik"): words of
// a department, not surnames; and the halves of a developer's "Front-End", "Full-Stack". In the CV languages, folded to
// lower case without accents.
const FIELD_WORDS = new Set(`sales marketing operations logistics finance financial development research safety health quality
compliance engineering design production planning procurement purchasing accounting administration communications strategy
technology training support services security legal risk audit product business customer supply infrastructure analytics data
education maintenance manufacturing distribution treasury payroll recruitment people culture innovation digital retail
vertrieb einkauf logistik entwicklung forschung verwaltung personal qualitat produktion technik finanzen controlling buchhaltung
ventes achats qualite production logistique finances recherche developpement communication securite formation commercial
ventas compras calidad produccion logistica finanzas investigacion desarrollo comunicacion seguridad formacion
vendite acquisti qualita produzione finanza ricerca sviluppo comunicazione sicurezza formazione amministrazione
sprzedaz zakupy jakosc produkcja logistyka finanse rozwoj badania bezpieczenstwo
ertekesites beszerzes minoseg termeles logisztika penzugy fejlesztes kutatas
verkoop inkoop kwaliteit productie financien onderzoek ontwikkeling veiligheid
vendas compras qualidade producao logistica financas pesquisa desenvolvimento seguranca
front back end full stack cross multi`.split(/\s+/u));
const isFieldWord = (word: string): boolean => FIELD_WORDS.has(foldDiacritics(word).toLowerCase());

const noRoleWord = (part: string): boolean => !isTitle(part) && !isPlace(part) && !isInstitution(part) && !isDegree(part)
  && !part.split(/[\s,]+/u).some(isFieldWord);

/** One surname, no title's, firm's or place's word: the first of partners listed before a comma ("Dickens, …"). */
export const isSurname = (part: string): boolean => SURNAME_ALONE.test(part) && noRoleWord(part) && !isCompany(part);

// The small words of partners' names in capitals ("DE BRUYN, MOORS AND DE GRAAF"), read in lower case as they are printed otherwise.
export const SMALL_NAME_WORDS = new Set([...SURNAME_PARTICLES, 'and', 'und', 'és', 'et', 'y', 'e', 'i', 'en']);
/** A line in capitals as names are printed otherwise: each word capitalised, the small words in lower case. */
export const asNames = (text: string): string => (/\p{Ll}/u.test(text) ? text : text.replace(/\p{L}+/gu, (w) => {
  const lower = w.toLowerCase();
  return SMALL_NAME_WORDS.has(lower) ? lower : `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
}));

/**
 * Surnames, the last two joined by "and" ("Wisozk and Hermann", "Dickens, Wisozk and Hermann"), none a title's, a place's or a
 * school's word; or two joined by a dash, one with its particle ("Koning - van Dijk").
 */
export function isPartnersNames(part: string): boolean {
  // In capitals ("DE BRUYN, MOORS AND DE GRAAF") read as the names are printed otherwise.
  const m = PARTNERS_NAMES.exec(asNames(part));
  return (m !== null && [part, ...m[1]!.split(/,\s+/u), m[2]!].every(noRoleWord)) || isDashedNames(part);
}

// A firm's name ending on its associates, partners or sons ("de Haan en Zonen", "Moreno e Hijos").
const FOLLOWER_END = new RegExp(`\\s(?:${FOLLOWER})\\.?\\s*$`, 'u');

/** Partners' names ending on their associates, partners or sons: a family firm's ("de Haan en Zonen"). */
export const isFamilyFirm = (part: string): boolean => FOLLOWER_END.test(part) && isPartnersNames(part);

// "& Sons", "und Söhne", "en Zn.", "e Figli": the "and" of a firm's name before its kin, read with diacritics folded.
const KIN = KIN_WORDS.map((w) => foldDiacritics(w).replace('.', '')).join('|');
const AND_KIN = new RegExp(`(?:&|\\s(?:${foldDiacritics(PARTNERS_AND)}))\\s+(?:${KIN})(?!\\p{L})`, 'iu');

/** The text names a family's kin after its "and" ("Example & Sons", "Brandt und Söhne"): no partners listed, but one family's firm. */
export const namesKinAfterAnd = (text: string): boolean => AND_KIN.test(foldDiacritics(text));

/** Two surnames joined by a spaced dash, one of them opening on a lower-case particle ("Koning - van Dijk"). */
export function isDashedNames(part: string): boolean {
  const m = DASHED_NAMES.exec(part);
  return m !== null && (LOWER_PARTICLE.test(m[1]!) || LOWER_PARTICLE.test(m[2]!)) && [m[1]!, m[2]!].every(isSurname);
}

// A town's name after a firm's: capitalised, short, no digit ("Elmira", "Villanueva del Campo").
const townAfter = (piece: string): boolean => /^\p{Lu}/u.test(piece) && !/\d/u.test(piece) && piece.split(/\s+/u).length <= 4;

/** Partners' names, then at most their town after a comma ("Gámez, Ibarra y Monroy Asociados, Elmira"). */
export function opensOnPartnersNames(text: string): boolean {
  const pieces = text.split(/,\s+/u);
  return pieces.some((_, k) => isPartnersNames(pieces.slice(0, k + 1).join(', ')) && pieces.slice(k + 1).every(townAfter));
}

// Two surnames joined by a hyphen: a firm of two partners ("Quellmann-Brandl", "Wierzbicka-Kołodziej").
const DOUBLE_BARRELLED = /^\p{Lu}[\p{Ll}'’]+-\p{Lu}[\p{Ll}'’]+$/u;

/** Two surnames joined by a hyphen, neither a title's, place's, school's or field's word ("Quellmann-Brandl"). */
export function isDoubleBarrelled(part: string): boolean {
  const name = part.trim();
  return DOUBLE_BARRELLED.test(name) && name.split('-').every((half) => isSurname(half) && noRoleWord(half)) && noRoleWord(name);
}
