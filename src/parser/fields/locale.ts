// Which country and language a CV comes from: the default region for phone numbers
// (DESIGN.md §6) and the name order (Hungarian CVs print the family name first).
import type { CountryCode } from 'libphonenumber-js';
import { createRequire } from 'node:module';
import { francAll } from 'franc-min';
import { normalizeText, containsWord } from '../classify/text.js';

export type Language = 'en' | 'de' | 'hu' | 'fr' | 'es' | 'it' | 'pl' | 'pt' | 'nl' | 'cs' | 'sk' | 'ro' | 'sv' | 'da' | 'no' | 'tr';

export interface Locale {
  language: Language;
  /** ISO 3166-1 alpha-2, the default region for phone numbers. */
  country: CountryCode;
  /** True when a +CC prefix in the text supports `country` (not only names or language). */
  countryFromPhone: boolean;
  /** True when the text itself supports `country` (a +CC prefix, a country name or domain, a postcode shape), not only the language. */
  countryFromText: boolean;
  /**
   * When `country` is only the guess of a short text's language: the countries of the other languages that text
   * may be in (franc's close runners-up, the word vote). Empty when the text or a long prose settles it.
   */
  otherCountries: CountryCode[];
  /**
   * When `country` is only the guess of the language (the text names no country): the other countries CVs in that
   * language come from (LANGUAGE_COUNTRIES). Empty when the text supports the country.
   */
  languageCountries: CountryCode[];
  evidence: string[];
}

// Function words and CV vocabulary, counted as whole words in the folded text.
const LANGUAGE_WORDS: Record<Language, string[]> = {
  en: ['the', 'and', 'with', 'for', 'experience', 'skills', 'education', 'of', 'in', 'to'],
  de: ['und', 'der', 'die', 'das', 'mit', 'bei', 'für', 'von', 'berufserfahrung', 'kenntnisse', 'lebenslauf', 'ausbildung', 'geboren'],
  // No one-letter words: English "a" would count for Hungarian, "i" for Polish.
  hu: ['és', 'az', 'születési', 'lakcím', 'tapasztalat', 'önéletrajz', 'tanulmányok', 'nyelvtudás', 'munkahely', 'cég', 'végzettség', 'egyetem'],
  fr: ['et', 'le', 'la', 'les', 'des', 'du', 'avec', 'pour', 'expérience', 'compétences', 'formation', 'née', 'né'],
  es: ['el', 'los', 'las', 'del', 'con', 'para', 'experiencia', 'formación', 'habilidades', 'año'],
  it: ['il', 'di', 'della', 'con', 'per', 'esperienza', 'competenze', 'istruzione', 'nato', 'nata'],
  pl: ['na', 'oraz', 'się', 'doświadczenie', 'umiejętności', 'wykształcenie', 'urodzenia'],
  pt: ['os', 'não', 'do', 'da', 'com', 'para', 'experiência', 'formação'],
  nl: ['en', 'de', 'het', 'van', 'met', 'voor', 'ervaring', 'opleiding', 'vaardigheden'],
  // The later languages: their function words and CV labels, chosen among those the other lists lack ("na" and "się" are
  // Polish, Czech and Slovak alike). Danish and Norwegian share "og", "jeg", "navn", which count for both: "af"/"av",
  // "uddannelse"/"utdanning" … tell them apart.
  cs: ['jsem', 'pro', 'také', 'při', 'které', 'který', 'jméno', 'příjmení', 'narození', 'zkušenosti', 'vzdělání', 'dovednosti', 'pracovní',
    'dosud', 'současnost'],
  sk: ['som', 'pre', 'tiež', 'pri', 'ktoré', 'ktorý', 'meno', 'priezvisko', 'narodenia', 'skúsenosti', 'vzdelanie', 'zručnosti', 'pracovné',
    'doteraz', 'súčasnosť'],
  ro: ['și', 'în', 'pentru', 'din', 'unei', 'unui', 'nume', 'prenume', 'nașterii', 'experiență', 'educație', 'competențe', 'limbi',
    'profesională', 'prezent'],
  sv: ['och', 'för', 'att', 'inte', 'jag', 'namn', 'födelsedatum', 'född', 'erfarenhet', 'arbetslivserfarenhet', 'utbildning', 'kompetenser',
    'färdigheter', 'kunskaper', 'pågående'],
  da: ['og', 'af', 'jeg', 'ikke', 'mig', 'blev', 'navn', 'fødselsdato', 'født', 'erhvervserfaring', 'arbejdserfaring', 'uddannelse',
    'kompetencer', 'færdigheder', 'sprog', 'nuværende'],
  no: ['og', 'av', 'jeg', 'ikke', 'meg', 'ble', 'navn', 'fødselsdato', 'fødselsnummer', 'født', 'arbeidserfaring', 'yrkeserfaring',
    'utdanning', 'ferdigheter', 'kompetanse'],
  tr: ['ve', 'bir', 'ile', 'için', 'soyad', 'soyadı', 'doğum', 'tarihi', 'deneyim', 'deneyimi', 'eğitim', 'yetenekler', 'beceriler', 'diller',
    'günümüz', 'üniversitesi'],
};

const LANGUAGE_COUNTRY: Record<Language, CountryCode> = {
  en: 'US', de: 'DE', hu: 'HU', fr: 'FR', es: 'ES', it: 'IT', pl: 'PL', pt: 'PT', nl: 'NL',
  cs: 'CZ', sk: 'SK', ro: 'RO', sv: 'SE', da: 'DK', no: 'NO', tr: 'TR',
};

/**
 * The other countries whose CVs are written in a language, beside LANGUAGE_COUNTRY's: where a national number that no
 * number of the guessed country is may come from ("07700 900987" in an English CV, "011 4123-4567" in a Spanish one).
 * The countries where the language is the main one of work and schooling and that write many CVs, not every country
 * where it is spoken: each one more reads more digit runs as numbers and makes more numbers ambiguous (written as printed).
 * English: Canada shares the US numbering plan; Britain, Ireland, Australia, New Zealand, South Africa, India, Singapore.
 */
const LANGUAGE_COUNTRIES: Partial<Record<Language, readonly CountryCode[]>> = {
  en: ['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG'],
  de: ['AT', 'CH'],
  fr: ['BE', 'CH', 'LU', 'CA'],
  es: ['MX', 'AR', 'CO', 'CL', 'PE'],
  pt: ['BR'],
  it: ['CH'],
  nl: ['BE'],
};

// Calling code → its main country, from libphonenumber's metadata (the first country listed for a
// code is the one the code belongs to: "1" → US, "44" → GB, "595" → PY) rather than a hand list.
// The require is called at once so that the parse thread's bundle carries the file libphonenumber
// itself loads (scripts/bundle-threads.mjs), not a second copy read from node_modules.
let callingCodes: Record<string, readonly string[]> | undefined;
function countryOfCallingCode(code: string): CountryCode | undefined {
  try {
    if (!callingCodes) {
      const metadata = createRequire(import.meta.url)('libphonenumber-js/metadata.min.json') as { country_calling_codes: Record<string, string[]> };
      callingCodes = metadata.country_calling_codes;
    }
  } catch {
    callingCodes = {}; // a broken install loses this vote, not the parse
  }
  return callingCodes[code]?.[0] as CountryCode | undefined;
}

// Scripts that name the country where the language does not: kana is Japanese, Hangul Korean, and Han characters
// without either Chinese (a national number in such a CV is read as the country prints it: "138 1234 5678").
const HAN = /\p{Script=Han}/gu;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const HANGUL = /\p{Script=Hangul}/gu;
const EAST_ASIAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * Share of the letters East Asian signs must make for the script to name the country: a European CV that lists
 * "Japanese (日本語)" among its languages is not Japanese. One sign stands for a word's worth of Latin letters, so a
 * CJK CV whose skills and e-mail are in Latin letters still passes it with room.
 */
const EAST_ASIAN_SHARE = 0.15;

// Hebrew is written in Israel; Persian (the Arabic script with its own letters pe, che, zhe, gaf and its yeh and kaf) in
// Iran. Arabic itself names no one country. A right-to-left letter stands for one Latin letter, so most of the letters
// must be of the script: a European CV that prints a name in Hebrew is not Israeli.
const RIGHT_TO_LEFT = /[\u0590-\u06FF]/u;
const HEBREW_LETTER = /[\u05D0-\u05EA]/gu;
const ARABIC_SCRIPT_LETTER = /[\u0620-\u064A\u0671-\u06D3]/gu;
const PERSIAN_LETTER = /[\u067E\u0686\u0698\u06AF\u06CC\u06A9]/gu;
const ARABIC_YEH_KAF = /[\u064A\u0643]/gu;
const RIGHT_TO_LEFT_SHARE = 0.5;

/** The right-to-left language most of the text's letters are written in: Hebrew, Persian or Arabic. */
function rightToLeftLanguage(text: string): 'he' | 'fa' | 'ar' | undefined {
  if (!RIGHT_TO_LEFT.test(text)) return undefined;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return undefined;
  if ((text.match(HEBREW_LETTER)?.length ?? 0) / letters >= RIGHT_TO_LEFT_SHARE) return 'he';
  if ((text.match(ARABIC_SCRIPT_LETTER)?.length ?? 0) / letters < RIGHT_TO_LEFT_SHARE) return undefined;
  return (text.match(PERSIAN_LETTER)?.length ?? 0) > (text.match(ARABIC_YEH_KAF)?.length ?? 0) ? 'fa' : 'ar';
}

const rightToLeftCountry = (text: string): CountryCode | undefined =>
  ({ he: 'IL', fa: 'IR', ar: undefined } as const)[rightToLeftLanguage(text) ?? 'ar'];

// The countries whose CVs are written in Arabic, the most populous first: an Arabic CV that names none of them is read
// in any, not in the English default (a national "050 …" mobile became a made-up "+1" number, and the birth date
// month first).
const ARABIC_COUNTRIES: CountryCode[] = ['EG', 'SA', 'DZ', 'IQ', 'MA', 'SD', 'YE', 'SY', 'TN', 'JO', 'AE', 'LY', 'LB', 'PS', 'OM', 'KW',
  'QA', 'BH'];

/**
 * The country a CV's script names, when it writes enough of it: "JP" for kana, "KR" for Hangul, "CN" or "TW" for Han
 * alone, "IL" for Hebrew, "IR" for Persian.
 */
export function countryFromScript(text: string): CountryCode | undefined {
  // Most CVs hold no East Asian sign at all: one test spares them counting every letter.
  if (!EAST_ASIAN.test(text)) return rightToLeftCountry(text);
  const han = text.match(HAN)?.length ?? 0;
  const kana = text.match(KANA)?.length ?? 0;
  const hangul = text.match(HANGUL)?.length ?? 0;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0 || (han + kana + hangul) / letters < EAST_ASIAN_SHARE) return undefined;
  // A Korean CV may print its names or firms in Hanja, a Japanese one is mostly kanji: Hangul or kana decides.
  if (hangul > 0 && hangul >= kana) return 'KR';
  if (kana > 0) return 'JP';
  // Traditional characters are written in Taiwan (and Hong Kong), simplified ones in mainland China: a Taiwanese mobile
  // ("0912 345 678") read as Chinese would get a made-up +86. Common words' characters in both forms decide.
  return (text.match(TRADITIONAL)?.length ?? 0) > (text.match(SIMPLIFIED)?.length ?? 0) ? 'TW' : 'CN';
}

// The same characters in their traditional and simplified forms, one for one (experience, study, phone, work, country …).
const TRADITIONAL = /[經歷學電話業國時會發與為個們這說對長開關軟資訊職務負責專驗]/gu;
const SIMPLIFIED = /[经历学电话业国时会发与为个们这说对长开关软资讯职务负责专验]/gu;

// Country names as CVs print them (English and native), folded.
const COUNTRY_NAMES: Record<string, CountryCode> = {
  'germany': 'DE', 'deutschland': 'DE', 'hungary': 'HU', 'magyarorszag': 'HU', 'austria': 'AT', 'osterreich': 'AT',
  'switzerland': 'CH', 'schweiz': 'CH', 'suisse': 'CH', 'france': 'FR', 'italy': 'IT', 'italia': 'IT', 'spain': 'ES', 'espana': 'ES',
  'poland': 'PL', 'polska': 'PL', 'united kingdom': 'GB', 'england': 'GB', 'scotland': 'GB', 'ireland': 'IE', 'netherlands': 'NL',
  'nederland': 'NL', 'belgium': 'BE', 'belgique': 'BE', 'portugal': 'PT', 'romania': 'RO', 'slovakia': 'SK', 'czech republic': 'CZ',
  'czechia': 'CZ', 'croatia': 'HR', 'serbia': 'RS', 'greece': 'GR', 'sweden': 'SE', 'norway': 'NO', 'denmark': 'DK', 'finland': 'FI',
  'united states': 'US', 'usa': 'US', 'canada': 'CA', 'australia': 'AU', 'india': 'IN', 'china': 'CN', 'japan': 'JP',
  'south korea': 'KR', 'republic of korea': 'KR', 'korea': 'KR', 'brazil': 'BR', 'mexico': 'MX', 'turkey': 'TR', 'ukraine': 'UA',
  // Their names in ISO 3166 (as pages print them from a country-code list: "Town, United Kingdom of Great Britain and …").
  'united kingdom of great britain and northern ireland': 'GB', 'united states of america': 'US',
  'federal republic of germany': 'DE', 'bundesrepublik deutschland': 'DE',
  // The countries' own names, as their CVs print them (folded).
  'ceska republika': 'CZ', 'cesko': 'CZ', 'slovensko': 'SK', 'slovenska republika': 'SK', 'sverige': 'SE', 'danmark': 'DK',
  'norge': 'NO', 'turkiye': 'TR', 'hrvatska': 'HR', 'suomi': 'FI',
};

const TLD_COUNTRY: Record<string, CountryCode> = {
  'co.uk': 'GB', uk: 'GB', de: 'DE', hu: 'HU', fr: 'FR', it: 'IT', es: 'ES', pl: 'PL', at: 'AT', ch: 'CH', nl: 'NL', be: 'BE',
  pt: 'PT', ie: 'IE', cz: 'CZ', sk: 'SK', ro: 'RO', se: 'SE', dk: 'DK', no: 'NO', fi: 'FI', hr: 'HR', tr: 'TR',
};

export function countryFromName(name: string): CountryCode | undefined {
  return COUNTRY_NAMES[normalizeText(name)];
}

// Country names in scripts without letter case come from ICU (Intl.DisplayNames, which Node ships with its full
// ICU data): every two-letter region code named in the languages of that script. Built once per script, and only
// when a CV writes a place in it, so Latin-script CVs never pay for it.
const SCRIPT_LOCALES: [RegExp, string[]][] = [
  [/\p{Script=Arabic}/u, ['ar', 'fa', 'ur']], [/\p{Script=Hebrew}/u, ['he']], [/\p{Script=Cyrillic}/u, ['ru', 'uk', 'bg', 'sr']],
  [/\p{Script=Greek}/u, ['el']], [/\p{Script=Hangul}/u, ['ko']], [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, ['ja', 'zh']],
];
const nativeNames = new Map<string, Map<string, CountryCode>>();

function namesFor(locales: readonly string[]): Map<string, CountryCode> {
  const key = locales.join(',');
  const known = nativeNames.get(key);
  if (known) return known;
  const out = new Map<string, CountryCode>();
  for (const locale of locales) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name && !out.has(name.normalize('NFKC'))) out.set(name.normalize('NFKC'), code as CountryCode);
      }
    }
  }
  nativeNames.set(key, out);
  return out;
}

/** "مصر", "Россия": a country named in a script without letter case (or Cyrillic, Greek), from ICU's region names. */
export function countryFromNativeName(name: string): CountryCode | undefined {
  const text = name.normalize('NFKC').trim();
  const locales = SCRIPT_LOCALES.find(([script]) => script.test(text))?.[1];
  return locales ? namesFor(locales).get(text) : undefined;
}

const ANY_COUNTRY = new RegExp(`(?<![a-z0-9\\u00c0-\\uffff])(${Object.keys(COUNTRY_NAMES).join('|')})(?![a-z0-9\\u00c0-\\uffff])`);

/** True when the text names a country ("Bremen, Germany"); one pass over the text. */
export function mentionsCountry(text: string): boolean {
  return ANY_COUNTRY.test(normalizeText(text));
}

// ISO 639-3 codes of franc (trigram statistics of the UDHR translations) for our languages. franc-min holds the
// languages of 8 million speakers or more: Czech, Romanian, Swedish and Turkish, not Slovak, Danish or Norwegian. Those
// read as their nearest kin (Slovak as Czech, Danish and Norwegian as Swedish or another Germanic language), and the
// words and letters of the kin then decide (KIN below).
const FRANC_CODES: Record<string, Language> = {
  eng: 'en', deu: 'de', hun: 'hu', fra: 'fr', spa: 'es', ita: 'it', pol: 'pl', por: 'pt', nld: 'nl', ces: 'cs', ron: 'ro', swe: 'sv', tur: 'tr',
};
const FRANC_ONLY = Object.keys(FRANC_CODES);
/** franc reads this much of the text: the language shows in the first pages, and time grows with length. */
const FRANC_SAMPLE_CHARS = 6000;

/**
 * The CV's language: franc's trigram model over the prose (contact data and links removed),
 * which knows every language's everyday words rather than a short list of ours; the word
 * vote below decides when the text is too short for trigrams.
 */
export function detectLanguage(text: string): Language {
  const prose = text.slice(0, FRANC_SAMPLE_CHARS).replace(/\S*[@/\d]\S*/g, ' ');
  const short = prose.replace(/\s+/g, ' ').trim().length < SHORT_PROSE_CHARS * 1.5;
  // The languages added after the first nine count in a short text only where it prints some of their words or letters: a
  // few German lines ("Ingenieur bei der Stadtwerke") rate as Swedish as well as Dutch, and read as before.
  const counts = short ? languageWordCounts(text) : undefined;
  const ranked = francAll(prose, { only: FRANC_ONLY, minLength: 40 })
    .filter(([code]) => !counts || !LATER_LANGUAGES.has(FRANC_CODES[code] ?? 'en') || printsWordsOf(counts, FRANC_CODES[code]!));
  const language = FRANC_CODES[ranked[0]?.[0] ?? ''];
  if (!language) return voteLanguage(text);
  // A short CV's trigrams rate several languages alike: those as likely as franc's choice are candidates too, and so are
  // the languages whose own letters it prints (franc-min knows no Danish, and a few lines of Turkish may rate below English).
  const top = ranked[0]?.[1] ?? 1;
  const near = short ? ranked.filter(([, score]) => score >= NEAR_TIE * top).map(([code]) => FRANC_CODES[code]).filter((l) => l !== undefined) : [];
  const lettered = short ? [...letterCounts(text)].filter(([, n]) => n >= OWN_LETTERS).map(([l]) => l) : [];
  return byWords(text, language, [...near, ...near.flatMap((l) => KIN[l] ?? []), ...(KIN[language] ?? []), ...lettered]);
}

/** A short text that prints this many letters of a language's own is possibly in that language. */
const OWN_LETTERS = 3;

const LATER_LANGUAGES: ReadonlySet<Language> = new Set(['cs', 'sk', 'ro', 'sv', 'da', 'no', 'tr']);
/** True when the text prints words or letters of the language or of its kin (a Slovak CV reads as Czech to franc). */
const printsWordsOf = (counts: ReadonlyMap<Language, number>, language: Language): boolean =>
  [language, ...(KIN[language] ?? [])].some((l) => (counts.get(l) ?? 0) > 0);

/** franc's runners-up this close to its best are as likely in a short text: its words decide among them. */
const NEAR_TIE = 0.97;

/**
 * The languages franc cannot tell apart or does not know, by the language it reads them as: a Slovak CV reads as Czech, a
 * Danish or Norwegian one as Swedish, German, Dutch or English (their trigrams are near).
 */
const KIN: Partial<Record<Language, readonly Language[]>> = {
  cs: ['sk'], sk: ['cs'], sv: ['da', 'no'], da: ['no', 'sv'], no: ['da', 'sv'], de: ['da', 'no'], nl: ['da', 'no'], en: ['da', 'no'],
};
/** Another candidate replaces franc's choice when the text prints this many more of its words and letters. */
const WORD_MARGIN = 2;

/** franc's choice, or the candidate whose words and letters the text prints WORD_MARGIN more of. */
function byWords(text: string, language: Language, candidates: readonly Language[]): Language {
  if (candidates.length === 0) return language;
  const counts = languageWordCounts(text);
  let best = language;
  let bestScore = (counts.get(language) ?? 0) + WORD_MARGIN - 1;
  for (const other of candidates) {
    const score = counts.get(other) ?? 0;
    if (score > bestScore) { best = other; bestScore = score; }
  }
  return best;
}

/** Below this much prose (contact data removed) the language is a weak guess: four lines of a CV can read as Dutch or German. */
const SHORT_PROSE_CHARS = 600;
/** franc's runners-up this close to its best (scores are relative, the best is 1) are as likely. */
const CLOSE_RUNNER_UP = 0.85;

/**
 * The languages a short text may be in besides `language`: franc's close runners-up and the word vote's choice.
 * Empty for a text long enough for the trigrams to settle it.
 */
export function otherLanguages(text: string, language: Language): Language[] {
  const prose = text.slice(0, FRANC_SAMPLE_CHARS).replace(/\S*[@/\d]\S*/g, ' ');
  if (prose.replace(/\s+/g, ' ').trim().length >= SHORT_PROSE_CHARS) return [];
  const out = new Set<Language>();
  // Trigrams of a few lines rate many languages alike: a runner-up counts only where some of its words are printed too.
  const words = languageWordCounts(text);
  for (const [code, score] of francAll(prose, { only: FRANC_ONLY, minLength: 40 })) {
    const lang = FRANC_CODES[code];
    if (lang && score >= CLOSE_RUNNER_UP && (words.get(lang) ?? 0) > 0) out.add(lang);
  }
  out.add(voteLanguage(text));
  out.delete(language);
  return [...out];
}

/** Function words and CV vocabulary counted in the text: the fallback for short texts. */
export function voteLanguage(text: string): Language {
  let best: Language = 'en';
  let bestScore = 0;
  for (const [lang, score] of languageWordCounts(text)) if (score > bestScore) { best = lang; bestScore = score; }
  return best;
}

/** Per language, how many of its function words and CV words the text prints. */
function languageWordCounts(text: string): Map<Language, number> {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  const out = new Map<Language, number>();
  // Letters only one of the languages (or one family) uses settle it even in a short CV.
  const letters = letterCounts(text);
  for (const [lang, list] of Object.entries(LANGUAGE_WORDS) as [Language, string[]][]) {
    const score = list.reduce((s, w) => s + (counts.get(w) ?? 0), 0);
    // A Hungarian ő or ű counts as five words (a short Hungarian text prints few); the later languages' letters, which
    // their texts print many of and a name alone a few ("Søren", "Kateřina"), as one word each.
    out.set(lang, score + (lang === 'hu' ? 5 : 1) * (letters.get(lang) ?? 0));
  }
  return out;
}

/** Per language, how many letters of its own the text prints (LETTER_LANGUAGES). */
function letterCounts(text: string): Map<Language, number> {
  const letters = new Map<Language, number>();
  for (const ch of text) {
    for (const lang of LETTER_LANGUAGES.get(ch) ?? []) letters.set(lang, (letters.get(lang) ?? 0) + 1);
  }
  return letters;
}

// Letters of one language alone: Hungarian ő ű; Czech ř ě ů; Slovak ľ ĺ ŕ ô; Romanian ă and the comma-below ș ț; Turkish
// the dotless ı, ğ and the dotted capital İ. Of the Scandinavian ones: æ ø are Danish and Norwegian, å theirs and Swedish
// (ä ö are German and Finnish too: words decide those).
const LETTER_LANGUAGES = new Map<string, readonly Language[]>([
  ...[...'őűŐŰ'].map((c) => [c, ['hu']] as const), ...[...'řěůŘĚŮ'].map((c) => [c, ['cs']] as const),
  ...[...'ľĺŕôĽĹŔÔ'].map((c) => [c, ['sk']] as const), ...[...'ășțĂȘȚ'].map((c) => [c, ['ro']] as const),
  ...[...'ığĞİ'].map((c) => [c, ['tr']] as const), ...[...'æøÆØ'].map((c) => [c, ['da', 'no']] as const),
  ...[...'åÅ'].map((c) => [c, ['sv', 'da', 'no']] as const),
]);

// Postcode shapes only one country writes, as the address reader read them whole ("61-758", "1100-148", "5611 EM").
const POSTCODE_COUNTRY: [RegExp, CountryCode][] = [
  [/^\d{2}-\d{3}$/, 'PL'], [/^\d{4}-\d{3}$/, 'PT'], [/^\d{5}-\d{3}$/, 'BR'], [/^\d{4}\s?[A-Z]{2}$/, 'NL'],
  [/^[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}$/, 'GB'], [/^\d{5}-\d{4}$/, 'US'], [/^\d{3}-\d{4}$/, 'JP'],
];

/** The country the person's address names, or whose postcode shape it has; undefined where the shape is shared (12345). */
export function countryFromAddress(address: { zip?: string; country?: string; region?: string }): CountryCode | undefined {
  const named = address.country ? countryFromName(address.country) ?? countryFromNativeName(address.country) : undefined;
  // The country a state or a postcode form names (address-parts.ts `region`: "Town, Telangana", "Town NSW 2000").
  return named ?? (address.region as CountryCode | undefined) ?? POSTCODE_COUNTRY.find(([shape]) => shape.test((address.zip ?? '').trim()))?.[1];
}

/** What a later step knows that the text's words do not: the language already detected, the country of the address read. */
export interface LocaleHints {
  language?: Language;
  addressCountry?: CountryCode;
}

/**
 * Country from +CC prefixes first (the most direct evidence), then country names, domains, postcode shapes and the
 * address read (`hints.addressCountry`), then language.
 */
export function detectLocale(text: string, hints: LocaleHints = {}): Locale {
  const language = hints.language ?? detectLanguage(text);
  const evidence = [`language:${language}`];
  const votes = new Map<CountryCode, number>();
  const phoneVotes = new Set<CountryCode>();
  const vote = (c: CountryCode, w: number): void => { votes.set(c, (votes.get(c) ?? 0) + w); };
  // A +CC prefix counts when a phone number's digits follow it ("+30 projects" is no Greek number). The "00" of an
  // international call is written against its code ("0049 30 …"): "00 194 347 333" is an ID number, not a US phone;
  // and the number goes on in groups: "00187918705", one run of digits under an ID label, is no call to "+1".
  for (const m of text.matchAll(/(?:^|[^\d\w])(?:\+\s?|00(?=\(?\d{1,4}[\s().\-/]))\(?(\d{1,3})(?=[\d\s().\-/]{6,}\d)/g)) {
    const digits = m[1] ?? '';
    for (const len of [1, 2, 3]) {
      const c = countryOfCallingCode(digits.slice(0, len));
      if (c) { vote(c, 3); phoneVotes.add(c); break; }
    }
  }
  const scriptCountry = countryFromScript(text);
  if (scriptCountry) { vote(scriptCountry, 2); evidence.push(`script-country:${scriptCountry}`); }
  // Country names count in the header only: "Kolkata, India" under Education says where
  // someone studied, not where they live now. Nor in prose: a summary's "clients in the USA"
  // names the clients' country (a line of more than eight words is prose).
  const header = normalizeText(text.split('\n').slice(0, 25).filter((l) => l.trim().split(/\s+/).length <= 8).join('\n'));
  for (const [name, c] of Object.entries(COUNTRY_NAMES)) if (containsWord(header, name)) vote(c, 2);
  // Country-code domains of e-mail and web addresses, and postcode shapes only one country uses.
  for (const m of text.matchAll(/[\w-]\.(co\.uk|uk|de|hu|fr|it|es|pl|at|ch|nl|be|pt|ie|cz|sk|ro)\b/gi)) {
    const c = TLD_COUNTRY[(m[1] ?? '').toLowerCase()];
    if (c) vote(c, 2);
  }
  // Domains that are also words or abbreviations ("Ref.no", "Str.tr") count only in an e-mail or web address.
  for (const m of text.matchAll(/(?:@|www\.|:\/\/)[\w.-]*?[\w-]\.(se|dk|no|fi|hr|tr)\b/gi)) {
    const c = TLD_COUNTRY[(m[1] ?? '').toLowerCase()];
    if (c) vote(c, 2);
  }
  if (/\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/.test(text)) vote('GB', 2);
  // "Austin, TX 78701" on one line: a town with a country's code over a phone line ("Bristol, GB" ↵ "07700 …") is none.
  if (/\b[A-Z][a-z]+,[ \t][A-Z]{2}[ \t]\d{5}\b/.test(text)) vote('US', 2);
  if (hints.addressCountry) { vote(hints.addressCountry, 2); evidence.push(`address-country:${hints.addressCountry}`); }
  const fromText = new Set(votes.keys());
  const arabic = fromText.size === 0 && rightToLeftLanguage(text) === 'ar';
  if (arabic) evidence.push('script:arabic');
  else vote(LANGUAGE_COUNTRY[language], 1);
  let country: CountryCode = arabic ? ARABIC_COUNTRIES[0]! : LANGUAGE_COUNTRY[language];
  let best = 0;
  for (const [c, v] of votes) if (v > best) { country = c; best = v; }
  evidence.push(`country:${country}`);
  const countryFromText = fromText.has(country);
  const otherCountries = countryFromText ? [] : arabic ? ARABIC_COUNTRIES.slice(1)
    : [...new Set(otherLanguages(text, language).map((l) => LANGUAGE_COUNTRY[l]))].filter((c) => c !== country);
  if (otherCountries.length > 0) evidence.push(`country-guess-also:${otherCountries.join(',')}`);
  const languageCountries = countryFromText || arabic ? [] : (LANGUAGE_COUNTRIES[language] ?? []).filter((c) => c !== country);
  return { language, country, countryFromPhone: phoneVotes.has(country), countryFromText, otherCountries, languageCountries, evidence };
}
