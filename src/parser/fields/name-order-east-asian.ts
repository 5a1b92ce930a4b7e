// Chinese, Korean and Japanese names in Latin letters, printed family name first as at home ("Liu Haoran",
// "Yoon Hyejin", "Inoue Emi") or turned round for western readers, with no capitals and no e-mail to show
// which word is which. The order comes from name data, not from a hand list: tables generated from faker's
// Chinese, Korean and Japanese locales, romanised by any-ascii (names/zh-*.txt, ko-given.txt, ja-*.txt; see
// scripts/generate-east-asian-names.mjs), and the given-name tables of the western languages.
import { foldDiacritics } from '../classify/text.js';
import { inExtraTable, isCommonGivenName, tableWords } from './given-names.js';

const lower = (word: string): string => foldDiacritics(word).toLowerCase();

/** Whether `word` splits wholly into units of a table (pinyin syllables, romaji morae), longest unit first. */
function splitsInto(word: string, table: string, maxUnit: number, doubledConsonants = false): boolean {
  const reachable = new Array<boolean>(word.length + 1).fill(false);
  reachable[0] = true;
  for (let at = 0; at < word.length; at++) {
    if (!reachable[at]) continue;
    // Hepburn writes the small tsu as a doubled consonant ("Hattori", "Mitchell" is no Japanese word: "tch" is).
    if (doubledConsonants && /[^aeioun]/.test(word.charAt(at)) && (word.charAt(at + 1) === word.charAt(at) || word.startsWith('tch', at))) {
      reachable[at + 1] = true;
    }
    for (let size = 1; size <= maxUnit && at + size <= word.length; size++) {
      if (inExtraTable(table, word.slice(at, at + size))) reachable[at + size] = true;
    }
  }
  return reachable[word.length] === true;
}

const isChineseFamilyName = (word: string): boolean => inExtraTable('zh-family', lower(word));
const isPinyin = (word: string): boolean => splitsInto(lower(word), 'zh-syllables', 6);
/**
 * The Revised Romanization spellings a Korean word may stand for when written the way most people still spell
 * their names (McCune–Reischauer and English habits): "oo"/"woo" for u ("Jihoon", "Jiwoo"), "u" or "ou" for eo
 * ("Sungmin", "Hyun", "Young"), "ee" for i or ui ("Seunghee"), k for an initial g ("Kyung"), sh for s ("Shin").
 * Each rule may apply or not at each place, so every mix of old and new spelling is tried.
 */
const CONVENTIONAL_SPELLINGS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['woo', ['u']], ['oo', ['u']], ['ou', ['eo']], ['ee', ['i', 'ui']], ['u', ['eo']], ['k', ['g']], ['sh', ['s']],
];
const MAX_SPELLINGS = 256;

/** `word` and the Revised Romanization spellings it may stand for (lowercase). */
export function revisedRomanizations(word: string): string[] {
  const out: string[] = [];
  const walk = (at: number, built: string): void => {
    if (out.length >= MAX_SPELLINGS) return;
    if (at >= word.length) { out.push(built); return; }
    walk(at + 1, built + word.charAt(at));
    for (const [from, tos] of CONVENTIONAL_SPELLINGS) {
      if (!word.startsWith(from, at)) continue;
      for (const to of tos) walk(at + from.length, built + to);
    }
  };
  walk(0, '');
  return [...new Set(out)];
}

/** A Korean given name in the generated table, as spelled there or in a common older spelling ("Donghyun", "Jihoon"). */
const isKoreanGivenName = (word: string): boolean => revisedRomanizations(lower(word)).some((w) => inExtraTable('ko-given', w));
// One syllable of the Revised Romanization: an initial consonant, a vowel, a final consonant.
const RR_SYLLABLE = /^(?:kk|tt|pp|ss|jj|ch|[gndrmbsjkthp])?(?:yae|wae|ae|ya|eo|yeo|ye|wa|oe|yo|wo|we|wi|yu|eu|ui|[aeoui])(?:ng|[kntlmp])?$/;
let koreanSyllables: Set<string> | undefined;
/** The syllables the table's two-syllable given names are made of ("yeongjun" → yeong, jun; "yeonsu" → yeon, su). */
function givenNameSyllables(): Set<string> {
  if (koreanSyllables) return koreanSyllables;
  koreanSyllables = new Set();
  for (const name of tableWords('ko-given')) {
    for (let cut = 1; cut < name.length; cut++) {
      const [head, tail] = [name.slice(0, cut), name.slice(cut)];
      if (RR_SYLLABLE.test(head) && RR_SYLLABLE.test(tail)) { koreanSyllables.add(head); koreanSyllables.add(tail); }
    }
  }
  return koreanSyllables;
}
/**
 * Two syllables that Korean given names in the table are made of, in either place ("Youngsoo" → yeong + su), when the
 * table does not hold the name itself. A western given name ("Susan") is left to the tables: the shape alone would
 * read a western one-syllable name before it as a Korean family name.
 */
function isKoreanShapedGivenName(word: string): boolean {
  if (isCommonGivenName(word)) return false;
  const syllables = givenNameSyllables();
  return revisedRomanizations(lower(word)).some((w) => {
    for (let cut = 1; cut < w.length; cut++) if (syllables.has(w.slice(0, cut)) && syllables.has(w.slice(cut))) return true;
    return false;
  });
}

/**
 * A Korean given name as the table spells it. A family name's older spelling may read as a one-syllable given name in the
 * new one ("Yoon" as "yun"), so only the table's own spelling keeps a word from being the family name.
 */
const isKoreanGivenNameAsSpelled = (word: string): boolean => inExtraTable('ko-given', lower(word));
const isRomaji = (word: string): boolean => splitsInto(lower(word), 'ja-morae', 3, true);
const isGivenName = (word: string): boolean => isCommonGivenName(word) || inExtraTable('ja-given', lower(word));
/**
 * One Korean syllable as people romanise family names ("Yoon", "Choi", "Kwon", "Hwang", "Baek"): consonants,
 * one or two vowels, and at most a final n, ng, m, k, l, p or t — or the English-style spellings of a long
 * vowel with r or h (an r before a final k, "Ahn", "Oh"). Korean family names are one syllable.
 */
const ONE_SYLLABLE = /^(?:[bcdghjklmnprstwyz]{1,3})?[aeiou]{1,2}(?:ng|n|m|k|l|p|t|rk|hn|h)?$/;

/** `family` then `given` read as a Chinese name: a Chinese family name before a name made of pinyin syllables. */
function chineseFamilyGiven(family: string, given: string): boolean {
  if (!isChineseFamilyName(family) || !isPinyin(given)) return false;
  // Both words Chinese family names ("Xu Wei", "Wei Zhang"): the one a given-name table knows is the given name.
  return !isChineseFamilyName(given) || (isGivenName(given) && !isGivenName(family));
}

/** `family` then `given` read as a Korean name: one syllable before a Korean given name that is not one itself. */
const koreanFamilyGiven = (family: string, given: string): boolean =>
  ONE_SYLLABLE.test(lower(family)) && (isKoreanGivenName(given) || isKoreanShapedGivenName(given)) && !isKoreanGivenNameAsSpelled(family);

/**
 * `family` then `given` read as a Japanese name: both words romaji, the second a given name in some table and
 * the first in none, Korean included ("Inoue Emi", "Matsumoto Takumi"); "Emi Inoue" keeps its order, and so does
 * a Korean name that also reads as romaji (a Korean given name before a one-syllable family name).
 */
const japaneseFamilyGiven = (family: string, given: string): boolean =>
  isRomaji(family) && isRomaji(given) && isGivenName(given) && !isGivenName(family) && !isKoreanGivenName(family) && family.length >= 3;

const readsFamilyGiven = (family: string, given: string): boolean =>
  chineseFamilyGiven(family, given) || koreanFamilyGiven(family, given) || japaneseFamilyGiven(family, given);

/**
 * The order of a two-word East Asian name: true when family name first, false when given name first, undefined
 * when the name is not one or reads both ways. Words in capitals are the writer's own mark and are left to it.
 */
export function eastAsianFamilyFirst(printed: readonly string[]): boolean | undefined {
  // A given name's syllables are often set apart by a hyphen ("Min-jun", "Yi-ling"): the name is the same word.
  const tokens = printed.map((t) => t.replace(/-(?=\p{Ll})/gu, ''));
  if (tokens.length !== 2 || tokens.some((t) => !/^\p{Lu}\p{Ll}+$/u.test(t))) return undefined;
  const [head = '', tail = ''] = tokens;
  const familyFirst = readsFamilyGiven(head, tail);
  const givenFirst = readsFamilyGiven(tail, head);
  return familyFirst === givenFirst ? undefined : familyFirst;
}
