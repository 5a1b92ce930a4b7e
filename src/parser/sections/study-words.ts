// Names of degrees and words of schools per CV language, beyond the core lists in roles.ts: what a
// study is called where it is earned (a Spanish "Técnico Superior", a Dutch "HBO", a Hungarian
// "alapképzés"), written folded (no accents, lower case) as roles.ts matches them.

/** Degree names that read as a degree wherever they stand in a part, by language. */
export const DEGREE_NAMES: Readonly<Record<string, readonly string[]>> = {
  en: ['bachelors', 'masters', 'postgraduate', 'pgce', 'hnd', 'hnc', 'mphil', 'dphil', 'bba', 'b.eng', 'associate of', 'doctor of'],
  de: ['staatsexamen', 'hochschulreife', 'fachhochschulreife', 'mittlere reife', 'hauptschulabschluss', 'abschluss', 'berufsausbildung',
    'promotion zum', 'promotion zur'],
  es: ['maestria', 'doctorado', 'bachiller', 'bachillerato', 'diplomatura', 'tecnicatura', 'tecnico superior', 'tecnico medio',
    'licenciada', 'titulo de', 'titulacion'],
  pt: ['mestrado', 'doutorado', 'doutoramento', 'bacharelado', 'bacharel', 'tecnologo', 'pos-graduacao', 'pos graduacao',
    'ensino medio', 'ensino secundario', 'curso tecnico', 'mestre em'],
  fr: ['doctorat', 'diplome', 'maitrise', 'mastere', 'deug', 'dess', 'bachelier', 'cap de', 'bep de'],
  it: ['dottorato', 'maturita', 'diploma di', 'laurea triennale', 'laurea magistrale'],
  nl: ['havo', 'vwo', 'mbo', 'hbo', 'propedeuse', 'doctoraal', 'wo-master', 'wo-bachelor'],
  pl: ['doktor', 'inzynier', 'studia'],
  hu: ['doktori', 'felsofoku', 'emelt szintu'],
  cs: ['bakalar', 'inzenyr', 'magistr', 'maturita', 'bc.', 'judr.', 'mudr.', 'phdr.', 'rndr.', 'ing.', 's maturitou', 'vyucni list',
    'stredni odborne vzdelani', 'uplne stredni odborne vzdelani', 'uplne stredne odborne vzdelanie', 'inzinier'],
  ro: ['licenta', 'masterat', 'doctorat', 'bacalaureat'],
  tr: ['yuksek lisans', 'doktora', 'on lisans', 'lisans'],
  // Swedish, Danish and Norwegian ("fagbrev": a trade certificate; "cand.merc.": a Danish master's).
  sv: ['kandidat', 'magister', 'civilingenjor', 'hogskoleingenjor'],
  da: ['cand.merc.', 'cand.scient.', 'cand.polit.', 'cand.', 'kandidat', 'akademiuddannelse'],
  no: ['fagbrev', 'bachelorgrad', 'mastergrad', 'sivilingenior', 'sivilingeniør', 'cand.'],
};

/**
 * Word ends of degrees that Swedish, Danish and Norwegian join to their field or kind ("Kandidatexamen",
 * "Yrkeshögskoleexamen", "Professionsbachelor", "Masterexamen"): the compound reads as a degree.
 */
export const DEGREE_ENDINGS = ['examen', 'bachelor'];

/**
 * Word starts of the study words of languages that inflect or join them (a Hungarian "alapképzési szak", "mesterképzésen",
 * "informatika szakos"; a Polish "studia magisterskie", "inżynierskie"): any ending may follow, as the words are printed
 * in whatever case or derived form the sentence around them needs.
 */
export const DEGREE_STEMS: Readonly<Record<string, readonly string[]>> = {
  hu: ['alapkepzes', 'mesterkepzes', 'szakkepzes', 'szakos', 'szakiranyu'],
  pl: ['licencjack', 'magistersk', 'inzyniersk', 'doktorsk'],
};

/** Fields of study that name the degree when they open a part: "Ingeniería en Informática", "Engenharia Civil". */
export const DEGREE_BY_FIELD = ['ingenieria', 'ingegneria', 'engenharia', 'inginerie'];

/** Degree and school words of languages written without spaces between words (matched anywhere). */
export const DEGREE_NAMES_CJK = ['学士', '修士', '博士', '卒業', '本科', '硕士', '碩士', '학사', '석사', '박사', '졸업'];
export const SCHOOL_WORDS_CJK = ['大学', '大學', '学院', '學院', '学校', '學校', '高校', '中学', '高等学校', '短期大学', '大学院',
  '대학교', '대학원', '대학', '학교', '고등학교'];

/** School words added to roles.ts's list: faculties in the Romance languages and Polish, and Dutch and Czech schools. */
export const SCHOOL_WORDS = ['facult', 'facolta', 'wydzial', 'wydział', 'escola tecnica', 'conservatoire', 'conservatorio'];

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The degree names of every language as one pattern over folded text: whole words, and the stems at a word's start. */
export const DEGREE_NAMES_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${Object.values(DEGREE_NAMES).flat().map(escape).join('|')})(?![\\p{L}])`
  + `|(?<![\\p{L}])(?:${Object.values(DEGREE_STEMS).flat().map(escape).join('|')})`
  + `|^(?:${DEGREE_BY_FIELD.join('|')})\\s+\\p{L}`
  + `|\\p{L}{3}(?:${DEGREE_ENDINGS.join('|')})(?![\\p{L}])`
  + `|${DEGREE_NAMES_CJK.join('|')}`, 'u',
);

/** The added school words: word starts, or anywhere for the languages written without spaces. */
export const SCHOOL_WORDS_PATTERN = new RegExp(`(?<![\\p{L}])(?:${SCHOOL_WORDS.map(escape).join('|')})|${SCHOOL_WORDS_CJK.join('|')}`, 'u');

/** Honours printed with a degree ("magna cum laude", "with distinction"), by language: a grade, no part of the degree's name. */
export const HONOURS: Readonly<Record<string, readonly string[]>> = {
  la: ['summa cum laude', 'magna cum laude', 'cum laude'],
  en: ['with first class honours', 'with first-class honours', 'with honours', 'with honors', 'with high honors', 'with distinction',
    'with merit', 'first class honours', 'first-class honours'],
  de: ['mit auszeichnung'], fr: ['avec mention tres bien', 'avec mention bien', 'avec mention'],
  es: ['con honores', 'con mencion honorifica'],
  it: ['con lode'], pt: ['com louvor', 'com distincao'], nl: ['met lof', 'met grote onderscheiding', 'met onderscheiding'],
  pl: ['z wyroznieniem'], hu: ['kituntetessel'],
  cs: ['s vyznamenanim'], sk: ['s vyznamenanim'], ro: ['cu distinctie'], sv: ['med berom godkand', 'med utmarkelse'],
  da: ['med udmærkelse'], no: ['med utmerkelse'], tr: ['onur ogrencisi', 'yuksek onur ogrencisi', 'onur derecesi'],
};

/** The honours phrases of every language as one pattern, longest first. */
export const HONOURS_PHRASES = Object.values(HONOURS).flat().sort((a, b) => b.length - a.length).map(escape).join('|');

/** An honours phrase at the end of a part or as the whole part, with the comma or bracket before it. */
export const HONOURS_PATTERN = new RegExp(`[\\s,;–-]*\\(?(?:${HONOURS_PHRASES})\\)?\\s*$`, 'u');
