// Turns the text of a name line into given and family name: titles dropped, family-name-first
// order when the CV is Hungarian or the label says so, ALL-CAPS family names ("Jean DUPONT").
import { foldDiacritics, toProperCase } from '../classify/text.js';
import { inExtraTable } from './given-names.js';
import { DUTCH_NAME_PREPOSITIONS, isParticleWord, SURNAME_JOINERS } from './name-particles.js';

export interface NameParts { first: string; last: string }

// Academic and professional titles printed before or after a name ("Dr.", "Dipl.-Ing.", "Ir.", "mgr inż.", "Dra.", "Eng.").
const TITLES = /^(dr|dra|prof|mr|mrs|ms|miss|mx|sir|dipl|ing|dipl-ing|dipl\.-ing|mag|msc|m\.sc|bsc|b\.sc|ba|ma|mba|phd|ph\.d|md|llm|jd|cpa|pe|rn|jr|sr|ii|iii|univ|habil|med|rer|nat|dott|dottssa|dott\.ssa|ing\.|lic|arch|mgr|inz|inż|ifj|id|özv)\.?$/iu;
// Titles that are also names somewhere ("Eng" is a family name): only with their dot.
const DOTTED_TITLES = /^(ir|eng)\.$/iu;

/** A title word ("Dr.", "Ing.", "inż."), which is no part of the name. */
export const isTitleWord = (token: string): boolean => TITLES.test(token.replace(/\.$/, '')) || TITLES.test(token) || DOTTED_TITLES.test(token);

/** The text without the titles that open it ("Dr. Ida" → "Ida", "mgr inż. Piotr Nowak" → "Piotr Nowak"). */
export function withoutLeadingTitles(text: string): string {
  const words = text.trim().split(/\s+/);
  let at = 0;
  while (at < words.length - 1 && isTitleWord(words[at] ?? '')) at++;
  return words.slice(at).join(' ');
}
/** A particle inside a family name ("van", "de la", "bin"), in any case. */
export const isNameParticle = (word: string): boolean => isParticleWord(foldDiacritics(word));
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

// A whole name (two to six words, particles among them, the first capitalised), a comma, and more after it.
const NAME_THEN_COMMA = /^(\p{Lu}[\p{L}'’.-]*(?:\s+[\p{L}'’.-]+){1,5}),\s*\S/u;

/**
 * "Mira Kellberg, Programista", "Mira Kellberg, Elmbury": a name printed with its headline (or a town, a degree) after a
 * comma on the same line. The name ends at the comma: a name written given name first has no comma of its own (the
 * family name first with a comma, "Kellberg, Mira", is read apart: name-inverted.ts), and a word after it that no list
 * knows as a title or a degree would otherwise be read as the family name.
 */
export function beforeTrailingComma(text: string): string {
  const m = NAME_THEN_COMMA.exec(text);
  return m ? m[1]! : text;
}

/** Words of a name with titles and degrees removed ("Dr. med. Ida Beispielmann, MBA" → Ida, Beispielmann). */
export function nameTokens(text: string): string[] {
  const tokens = text
    .replace(/,\s*(?:[A-Z][A-Za-z.]{1,6}\.?\s*)+$/u, '') // trailing degrees: ", M.Sc., MBA"
    .split(/[\s,]+/)
    // (The Dutch "'t" keeps its apostrophe: "van 't Hof".)
    .map((t) => (/^['’]t$/u.test(t) ? t : t.replace(/^[("'“]+|[)"'”:;]+$/gu, '')))
    .filter((t) => t !== '' && !isTitleWord(t));
  // "Park Seoyeon 박서연", "WANG Xiaoming (王小明)": the name in Latin letters with its own script beside it. The Latin
  // one is the name as the rest of the CV (the e-mail, a western reader) writes it; the other is the same name again.
  const latin = tokens.filter((t) => /^\p{Script=Latin}/u.test(t));
  return latin.length >= 2 && latin.length < tokens.length && tokens.every((t) => latin.includes(t) || CJK.test(t)) ? latin : tokens;
}

/** Letters, all of them capitals ("NOWAK", "D'ARCY"). */
export const isAllCaps = (t: string): boolean => /\p{Lu}/u.test(t) && !/\p{Ll}/u.test(t);

export function splitName(text: string, options: { familyFirst?: boolean } = {}): NameParts {
  let tokens = nameTokens(text);
  if (tokens.length === 0) return { first: '', last: '' };
  const nice = (ts: string[]): string => ts.map((t) => (isAllCaps(t) ? toProperCase(t) : t)).join(' ');
  if (tokens.length === 1) {
    const t = tokens[0] ?? '';
    // "李小龙", "山田花子", "欧阳娜娜": the family name first, then the given name, without a space.
    if (CJK.test(t) && [...t].length >= 2 && [...t].length <= 4) return unspacedCjkName(t);
    // A lone capitalised word is more often the given name ("Alice"); a lone ALL-CAPS one the surname.
    return isAllCaps(t) && t.length > 1 ? { first: '', last: nice([t]) } : { first: nice([t]), last: '' };
  }
  // A middle initial ("John A. Smith") is not part of the given name people use.
  if (tokens.length > 2) tokens = tokens.filter((t, i) => i === 0 || i === tokens.length - 1 || !/^\p{Lu}\.$/u.test(t));
  if (tokens.length === 2 && tokens.every((t) => CJK.test(t))) return cjkName(tokens[0] ?? '', tokens[1] ?? '');
  // "Jean DUPONT", "DUPONT Jean": the all-caps words are the family name when the others are not.
  const caps = tokens.map((t) => isAllCaps(t) && t.replace(/\P{L}/gu, '').length > 1);
  const capsSplit = caps.some(Boolean) && !caps.every(Boolean);
  // The capitals are the writer's own mark and beat the order a language or label expects ("Naoko INOUE" in a
  // Hungarian CV), when they stand together at one end of the name (a block in the middle is something else).
  if (capsSplit && capsAtOneEnd(caps)) {
    return { first: nice(tokens.filter((_, i) => !caps[i])), last: nice(tokens.filter((_, i) => caps[i])) };
  }
  if (options.familyFirst) return { first: nice(tokens.slice(1)), last: nice(tokens.slice(0, 1)) };
  if (capsSplit) {
    return { first: nice(tokens.filter((_, i) => !caps[i])), last: nice(tokens.filter((_, i) => caps[i])) };
  }
  // "Ludwig van Beethoven": the family name starts at the first particle after the given name, or at the Dutch preposition
  // before it ("Sanne op den Akker"), or at the surname before a joining word ("José Ortega y Gasset", "Ana Sousa e Silva").
  const p = tokens.findIndex((t, i) => i > 0 && i < tokens.length - 1
    && (isNameParticle(t) || (DUTCH_NAME_PREPOSITIONS.has(t) && isNameParticle(tokens[i + 1] ?? '')) || (i > 1 && SURNAME_JOINERS.has(t))));
  if (p > 1 && SURNAME_JOINERS.has(tokens[p] ?? '')) {
    return { first: nice(tokens.slice(0, p - 1)), last: nice(tokens.slice(p - 1)) };
  }
  // The particle keeps the case it was printed in ("van der Berg", "Di Marco"); particles in capitals are lowered, the
  // second of "VAN DER" too, which is no family name of its own.
  if (p > 0) {
    const family = tokens.slice(p);
    const lower = (t: string, i: number): boolean => isAllCaps(t) && family.slice(0, i + 1).every((w) => isNameParticle(w));
    return { first: nice(tokens.slice(0, p)), last: family.map((t, i) => (lower(t, i) ? t.toLowerCase() : nice([t]))).join(' ') };
  }
  return { first: nice(tokens.slice(0, -1)), last: nice(tokens.slice(-1)) };
}

/**
 * A Chinese, Japanese or Korean name printed without a space: the longest family name of the tables it opens with
 * (names/cjk-family.txt, from faker's zh, ja and ko locales: "山田", "欧阳", "김"), leaving a given name; else the
 * first character, as most Chinese and Korean family names are one.
 */
function unspacedCjkName(t: string): NameParts {
  const chars = [...t];
  for (let n = Math.min(3, chars.length - 1); n >= 1; n--) {
    const family = chars.slice(0, n).join('');
    if (inExtraTable('cjk-family', family)) return { first: chars.slice(n).join(''), last: family };
  }
  return { first: chars.slice(1).join(''), last: chars[0] ?? '' };
}

/**
 * A name in its own script printed without a space, cut into its family and given names where the tables know the family
 * name: one of two or three characters ("佐藤由美子", "欧阳明华") before a given name of one to three, or one of a single
 * character before a given name of one or two ("李明", "王小明"), the usual Chinese and Korean lengths. Undefined for any
 * other text, and for a longer run after a one-character family name, which is as often a word that opens with that character.
 */
export function cjkNameTokens(text: string): [string, string] | undefined {
  const chars = [...text];
  if (!CJK_RUN.test(text) || chars.length < 2 || chars.length > 6) return undefined;
  for (let n = Math.min(3, chars.length - 1); n >= 1; n--) {
    const family = chars.slice(0, n).join('');
    const given = chars.length - n;
    if (!inExtraTable('cjk-family', family)) continue;
    return given <= (n === 1 ? 2 : 3) ? [family, chars.slice(n).join('')] : undefined;
  }
  return undefined;
}
const CJK_RUN = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/** The capitalised words form one run that starts or ends the name ("INOUE Naoko", "Ana María GIL PONS"). */
function capsAtOneEnd(caps: readonly boolean[]): boolean {
  const first = caps.indexOf(true);
  const last = caps.lastIndexOf(true);
  const run = caps.slice(first, last + 1).every(Boolean);
  return run && (first === 0 || last === caps.length - 1);
}

/**
 * Chinese, Japanese and Korean names in their own scripts put the family name first ("山田 花子"),
 * but a CV for western readers may turn them round ("小龙 李"). Family names of one character are the
 * rule in Chinese and Korean and given names of one character rare, so a lone character is the
 * family name wherever it stands; otherwise the first word is.
 */
function cjkName(head: string, tail: string): NameParts {
  const single = (t: string): boolean => [...t].length === 1;
  return single(tail) && !single(head) ? { first: head, last: tail } : { first: tail, last: head };
}
