// What a header part of an entry is: a job title, an employer, a school, a degree or a place
// Word lists in the CV languages de en es fr hu it pl pt nl cs ro tr (and fa ar he, whole words); matched on folded,
// lowercase word starts so "Softwareentwicklerin" and "Entwickler" both read as titles.
import { foldDiacritics } from '../classify/text.js';
import { twoByte } from '../two-byte.js';
import { parseAddressLine, isCountry } from '../fields/address-parts.js';
import { DEGREE_NAMES_PATTERN, HONOURS_PATTERN, SCHOOL_WORDS_PATTERN } from './study-words.js';
import { eitherYehAndKaf } from './rtl-dates.js';
import { LEGAL_FORM_PATTERN } from './legal-forms.js';

// Long stems may end a compound ("Verwaltungsleiterin", "szoftverfejlesztő"); short ones must
// start a word. With `whole`, only an inflection may follow the stem, so "Engineering" (a
// company's field) is not "engineer" (a person's title).
// Not "-ia" after "-or" or "-er": "Gestoría", "Consultoría", "Asesoría", "Auditoría" name a firm (its trade), not a person.
const INFLECTION = '(?:in|innen|e|s|a|o|es|as|os|i|ne|ka|y|(?<!or|er)ia)?(?![a-z])';
// With `shortWhole`, a short word must also end a word (its inflected forms are listed with it): "kar" (a Hungarian
// faculty) and "lise" (a Turkish lycée) would otherwise start "Karlsruhe", "Karin" and "Lisette".
const wordsRe = (words: string, options: { whole?: boolean; shortWhole?: boolean } = {}): RegExp => {
  const list = words.trim().split(/\s+/);
  const long = list.filter((w) => w.length >= 6);
  const short = list.filter((w) => w.length < 6);
  const end = options.whole ? INFLECTION : '';
  const shortEnd = options.shortWhole ? '(?![a-z])' : '';
  return new RegExp(`(?:(?:${long.join('|')})|(?<![a-z])(?:${short.join('|')})${shortEnd})${end}`, 'i');
};
// Turkish ı has no decomposition: folded by hand so "Danışman" reads as "danisman".
// Two-byte as the parse's text is (../two-byte.ts): a part of two letters ("NY") split off a line can come out one-byte, and
// the role patterns, some of the largest, were then compiled a second time for it in a cold parse.
const fold = (s: string): string => twoByte(foldDiacritics(s).toLowerCase().replace(/ı/g, 'i'));

// Word starts of job titles.
const TITLE = wordsRe(`
engineer developer programmer manager assistant analyst consultant designer teacher nurse intern trainee director specialist
officer coordinator administrator accountant architect lead head clerk technician representative agent receptionist driver
operator chef cook waiter waitress cashier scientist researcher tester owner founder co-founder ceo cto cfo coo supervisor associate
executive advisor auditor lawyer attorney editor writer volunteer worker mechanic electrician pharmacist doctor physician therapist
student tutor lecturer professor bookkeeper controller buyer recruiter
freelance freelancer self-employed freiberufler selbststandig autonomo autonoma independant independante zelfstandige samozatrudnion szabaduszo vallalkozo
housekeeper bartender barista caregiver paramedic midwife carpenter plumber welder internship praktikum stage tirocinio pasantia practicas gyakorlat
entwickler ingenieur leiter berater mitarbeiter sachbearbeiter kaufmann kauffrau lehrer pfleger krankenschwester praktikant
werkstudent geschaftsfuhrer assistent referent verkaufer koch fahrer techniker projektleiter programmierer buchhalter
fejleszto mernok vezeto tanacsado asszisztens ugyintezo tanar apolo gyakornok elemzo programozo ertekesito munkatars igazgato
szakerto recepcios konyvelo
ingenieur developpeur responsable conseiller enseignant infirmier infirmiere stagiaire directeur charge technicien vendeur
comptable
ingeniero desarrollador jefe gerente asistente profesor enfermer becario tecnico analista consultor vendedor contable
programador coordinador camarer recepcionista comercial
ingegnere sviluppatore impiegat insegnante infermier tirocinante stagista direttore tecnico consulente commess programmatore
addett coordinatore cameriere
inzynier programista kierownik specjalista asystent nauczyciel pielegniark stazysta praktykant dyrektor technik analityk
konsultant sprzedawca ksiegow koordynator
desenvolvedor engenheiro gerente analista administrador estagiario coordenador consultor assistente supervisor vendedor auxiliar
tecnica
ontwikkelaar medewerker beheerder adviseur stagiair docent leraar verpleegkundige ingenieur
vyvojar specialista analytik konzultant vedouci asistent programator manazer reditel referent
inginer dezvoltator programator analist director tehnician
contabil
vyvojar veduci uctovn zastupce zastupca
uctovnick uctovnik ucetni analytiker sef yoneticisi
utvikler udvikler utvecklare medarbeider medarbejder medarbetare projektleder prosjektleder projektledare
lagerchef lagersjef saljare selger salgskonsulent konsulent bogholder redovisningsekonom radgiver
sorumlu sorumlusu temsilci temsilcisi
muhendis gelistirici uzman yonetici stajyer mudur analist danisman ogretmen teknisyen asistan
lector cheffe jefa gestor responsabile responsavel contabile kierowniczk przedstawiciel leider boekhouder
liaison planner producer facilitator strategist orchestrator koordinator planer coordinateur coordinatrice developpeuse directrice gestionnaire
asesor facilitador direttrice doradca diretor
planificador productor produtor pianificatore pianificatrice produttore produttrice
`, { whole: true });

const COMPANY = new RegExp([
  // The legal forms (legal-forms.ts: "GmbH", "S.L.U.", "Sp. j.", "A/S" …), and words firms are named with.
  String.raw`(?<![\p{L}])(${LEGAL_FORM_PATTERN}`,
  String.raw`|company|co\.|group|holding|bank`,
  // A family firm: "… & Sons", "… e Figli", "… és Társa", "… y Asociados".
  // ("Partner" after "and" may be a title's word: "Sales and Partner Manager".)
  String.raw`|&\s*(?:partners?|co|cie)|(?:and|und|en|et|e|y|i)\s+(?:partners|partner(?!\s+\p{L}))`,
  String.raw`|(?:&|and|und|y|e|i|es|et|en)\s+(?:sons|sohne|zonen|zn|filhos|figli|fils|hijos`,
  String.raw`|associates|associes|asociados|associati|wspolnicy|tarsa)`,
  // Brothers closing the name after a surname, without "and": Spanish "Cardona Hermanos", Italian "Bellini Fratelli",
  // Portuguese "Teixeira Irmãos", French "Morel Frères" (at the end only: "Colegio Hermanos Maristas" is a school).
  String.raw`|(?<=\p{L}\s)(?:hermanos|fratelli|irmaos|freres)(?=\.?\s*$)`,
  // Czech and Slovak "a syn", "a spol."; Scandinavian "& Søn", "og Sønner", "& Söner"; Romanian "și Fiii"; Turkish "ve Ortakları".
  String.raw`|a\s+(?:syn|synove|synovia|spol)|(?:&|og|och)\s+(?:søn|sønn|sønner|soner|son)|(?:&|si)\s+fiii|(?:&|ve)\s+ortaklari`,
  // Employers that are no firms: foundations and associations, named so in their own language.
  String.raw`|foundation|fondation|fundacion|fundacao|fondazione|stiftung|fundacja|alapitvany|stichting|nadace|fundatia|vakfi`,
  String.raw`|association|verein|asociacion|associazione|stowarzyszenie|egyesulet|vereniging|spolek|asociatia|dernegi`,
  String.raw`)\.?(?![\p{L}])`,
].join(''), 'iu');

// "Collegium" (and the Polish "kolegium") names colleges in central Europe by the Latin word. The short words are whole
// words, with their inflected forms beside them ("Lisesi", "Okulu", "Koleji", "školy").
const INSTITUTION = wordsRe(`
university universit universidad egyetem isk uniwersytet politechni polytechni college school schule gymnasium gimnazium hochschule
fachhochschule academy akademi institut istituto lycee lycees liceo licei liceum foiskola szakkozepiskola szakiskola technikum ecole ecoles
escuela scuola szkola conservator faculty fakultat kar iskola colegio instituto
universidade faculdade escola colegio centro universitario universiteit hogeschool academie lyceum atheneum
univerzit vysoka vysoke skola skoly gymnazium fakulta universitatea liceul colegiul facultatea scoala
universite lise lisesi okul okulu fakulte yuksekokul kolej koleji
politecni academia accademia iut
collegium kolegium
hogskol hoyskol høyskol hojskol højskol
`, { shortWhole: true });

const DEGREE = /(?<![\p{L}])(bachelor|master|msc|bsc|b\.?sc|m\.?sc|b\.?a|m\.?a|mba|phd|ph\.?d|doctorate|diploma|diplom|abitur|matura|erettsegi|licence|licenciatura|licenciado|grado|laurea|magistrale|magister|mgr|inz\.?|licencjat|baccalaureat|bac|bts|dut|ged|gcse|a-levels|a levels|high school|degree|okj|szakkepesites|oklevel|fachabitur|realschulabschluss|ausbildung|associate degree|meng|beng|llb|llm|dipl\.)(?![\p{L}])/iu;

// The same, in Persian, Arabic and Hebrew: whole words (these scripts glue no stems into compounds, and a stem with a
// letter after it is often another word: "مهندسی" is engineering, the field), with the Arabic article and the Hebrew
// "the" before them and their feminine forms written out. Either yeh and kaf are accepted (see rtlWords).
const RTL_TITLE = rtlWords(`
مهندس مدیر کارشناس برنامه‌نویس توسعه‌دهنده تحلیلگر تحلیل‌گر مشاور طراح معلم پرستار کارآموز سرپرست راهبر رئیس
حسابدار پژوهشگر استاد دستیار مدرس کارمند متخصص
مدير مديرة مطور مطورة محلل محللة مستشار مستشارة مصمم مصممة معلمة ممرض ممرضة متدرب متدربة مشرف مشرفة رئيسة محاسب محاسبة
باحث باحثة أستاذ مساعد مساعدة أخصائي أخصائية منسق منسقة مبرمج مبرمجة موظف موظفة مهندسة
מהנדס מהנדסת מנהל מנהלת מפתח מפתחת אנליסט אנליסטית יועץ יועצת מעצב מעצבת מורה אחות מתמחה ראש חוקר חוקרת מתכנת מתכנתת
רכז רכזת עוזר עוזרת
`);
// "شرکت …" (a company), "بانک …", "… בע״מ": the words firms are named with.
const RTL_COMPANY = rtlWords(`
شرکت بانک گروه سازمان هلدینگ موسسه مؤسسه شركة مجموعة بنك مؤسسة
בע״מ בע"מ חברת קבוצת בנק
`);
const RTL_INSTITUTION = rtlWords(`
دانشگاه دانشکده آموزشکده هنرستان دبیرستان پژوهشگاه جامعة كلية معهد أكاديمية مدرسة
אוניברסיטת אוניברסיטה מכללת מכללה טכניון הטכניון
`);
// Degrees: Persian (bachelor, master as "senior bachelor", associate, doctorate, diploma), Arabic, Hebrew ("first degree"…).
const RTL_DEGREE = rtlWords(`
کارشناسی کاردانی دکتری دکترا دیپلم بكالوريوس ماجستير دكتوراه دبلوم ليسانس תואר דוקטורט
`);

/** Whole words of a right-to-left list, after the Arabic article or the Hebrew prefix "ה" perhaps. */
function rtlWords(list: string): RegExp {
  // A zero-width non-joiner inside a word is dropped by some PDF text layers and kept by others, or typed as a space.
  const spelt = list.trim().split(/\s+/).map((w) => eitherYehAndKaf(w).replace(/\u200C/gu, '[\u200C ]?'));
  return new RegExp(`(?<![\\p{L}])(?:ال|ה)?(?:${spelt.join('|')})(?![\\p{L}])`, 'u');
}
const RTL_LETTER = /[\u0590-\u06FF]/u;
/** The part in its letters' plain forms when it is in a right-to-left script (else undefined). */
const rtlPlain = (part: string): string | undefined => (RTL_LETTER.test(part) || /[\uFB1D-\uFEFF]/u.test(part) ? part.normalize('NFKC') : undefined);

export const isTitle = (part: string): boolean => {
  const rtl = rtlPlain(part);
  return rtl === undefined ? TITLE.test(fold(part)) : RTL_TITLE.test(rtl);
};
// Norwegian "AS" and "ASA" in capitals ending the name: in any case "as" is an English word. The name is the run of
// letters and . & - before it, tried from the run's start only (a pattern that may start anywhere in the run tried every
// letter of a long one again: 4.5 s for a line of 20,000 letters).
const NORWEGIAN_FORM = /(?<![\p{L}.&-])(?=[.&-]*\p{L})[\p{L}.&-]+\s+ASA?\.?$/u;
export const isCompany = (part: string): boolean => {
  const rtl = rtlPlain(part);
  return rtl === undefined ? COMPANY.test(fold(part)) || NORWEGIAN_FORM.test(part.trim())
    : RTL_COMPANY.test(rtl) || COMPANY.test(fold(part));
};
// "Máster Universitario en …", "Diplôme universitaire", "Master universitario di primo livello": the adjective after a
// degree's word says what kind of degree it is; it names no university.
const DEGREE_OF_UNIVERSITY = /(?<![\p{L}])(master|grado|diploma|diplome|titulo|mestrado|curso|laurea)\s+universit(?:ario|aria|aire|ari)(?![\p{L}])/gu;

// From a word's start only: tried from every letter, a long run of letters without "examen" took quadratic time (19 s
// for 20,000 letters).
const SCHOOL_DEGREE_COMPOUND = /(?<![\p{L}])\p{L}+examen(?![\p{L}])/gu;

export const isInstitution = (part: string): boolean => {
  const rtl = rtlPlain(part);
  if (rtl !== undefined && RTL_INSTITUTION.test(rtl)) return true;
  // "Yrkeshögskoleexamen": a degree whose compound holds a school's word names the degree, not a school.
  const degreeFree = fold(part).replace(DEGREE_OF_UNIVERSITY, '$1');
  const folded = degreeFree.includes('examen') ? degreeFree.replace(SCHOOL_DEGREE_COMPOUND, ' examen') : degreeFree;
  return INSTITUTION.test(folded) || SCHOOL_WORDS_PATTERN.test(folded) || SCHOOL_ABBREVIATION.test(folded);
};
// "Univ. of Example", "Uniw. Example", "Example Főisk.": a school word cut short with its dot names a school wherever it stands.
const SCHOOL_ABBREVIATION = /(?<![\p{L}])(?:univ|uniw|hochsch|fachhochsch|foisk|polit|inst|acad|akad|coll)\.(?=\s|,|$)/iu;

// Words a school's name is written short with in an education section only ("Example Tech", "Poli Example", "Uni
// Example"): elsewhere they also name firms.
const SHORT_SCHOOL_WORD = /^(?:tech|poli|uni)$/iu;
// A school's acronym: two to five letters, capitalised, two of them capitals at least ("TU", "ENS", "PWr", "UvA").
const ACRONYM_WORD = /^(?=\p{Lu}(?:\p{L}*\p{Lu}))\p{L}{2,5}$/u;

/**
 * A school named short in an education section: "TU Example", "ENS Example", "Example TE" (its acronym beside one
 * capitalised name), "Example Tech", "Poli Example", or any name the school words know.
 * Never a degree ("BSc Geology", "HND Logistics" are degrees), a title or a firm.
 */
export function isSchoolName(part: string): boolean {
  if (isInstitution(part)) return true;
  if (/[\d:;()]/u.test(part) || isDegree(part) || isTitle(part) || isCompany(part)) return false;
  const words = part.trim().split(/\s+/u);
  if (words.length < 2 || words.length > 3 || !words.every((w) => /^\p{Lu}/u.test(w))) return false;
  // An acronym stands beside one name only ("TU Example"): "ABC Economics Mathematics" is a track and its subjects.
  const acronyms = words.filter((w) => ACRONYM_WORD.test(w));
  const shortWords = words.filter((w) => SHORT_SCHOOL_WORD.test(w));
  if (acronyms.length + shortWords.length !== 1) return false;
  if (acronyms.length === 1 && words.length !== 2) return false;
  const short = acronyms[0] ?? shortWords[0];
  return short === words[0] || short === words.at(-1);
}

// A faculty or department of a university, named beside it: its word first ("Faculty of …", "Wydział …", "UFR de …"),
// or last where the language puts it there ("Informatikai Kar", "Mühendislik Fakültesi").
const FACULTY = new RegExp(String.raw`^(?:faculty|department|dept\.|fakult[aä]t|fakulta|fakulte|facult[ée]|facultad|facolt[àa]|faculdade`
  + String.raw`|facultatea|faculteit|wydzia[łl]|kar|fachbereich|departamento|dipartimento|departament|ufr)(?!\p{L})`
  + String.raw`|(?<=\s)(?:kar|kara|fak[uü]ltesi)$`, 'iu');
export const isFaculty = (part: string): boolean => FACULTY.test(part.trim());

// Dotted and abbreviated forms ("M.S.", "Lic."), and the study words of German, Portuguese and Turkish CVs.
// "BS in Physics", "MS of Finance": the bare letters only before their field ("MS Access" is no degree).
const DEGREE_MORE = /(?<![\p{L}])(m\.s\.|b\.s\.|m\.eng\.?|lic\.|studium|graduacao|lisans|(?:bs|ms)(?=\s+(?:in|of)\s))(?![\p{L}])/iu;
export const isDegree = (part: string): boolean => {
  const rtl = rtlPlain(part);
  if (rtl !== undefined && RTL_DEGREE.test(rtl)) return true;
  const folded = fold(part);
  return DEGREE.test(folded) || DEGREE_MORE.test(folded) || DEGREE_NAMES_PATTERN.test(folded);
};

/** A part without the honours printed after its degree: "BSc Geology, magna cum laude" → "BSc Geology"; "" when only honours. */
export function withoutHonours(part: string): string {
  const folded = fold(part);
  const m = HONOURS_PATTERN.exec(folded);
  // Folding keeps the length of the letters the phrases use; where it did not, the part is left whole.
  if (!m || folded.length !== part.length) return part;
  return part.slice(0, m.index).trim();
}

/** A city or "City, Country" or a country: short, capitalised, known to the address reader. */
export function isPlace(part: string): boolean {
  const p = part.trim();
  if (p.length > 40 || !/^\p{Lu}/u.test(p) || p.split(/\s+/).length > 4) return false;
  if (isCountry(p) || /^(remote|home office|homeoffice|távmunka|teletravail|télétravail|remoto|zdalnie)$/i.test(p)) return true;
  // "District Manager", "District Security Designer": a title opening on "District" is no Indian district's town.
  if (/^dist(?:rict|\.)\s/iu.test(p) && isTitle(p)) return false;
  // "Alimentos Tajo, S.A.": a firm whose legal form follows a comma reads as "Town, Region" to the address reader.
  if (p.includes(',') && isCompany(p)) return false;
  const parts = parseAddressLine(p);
  return parts.city !== undefined && parts.street === undefined;
}
