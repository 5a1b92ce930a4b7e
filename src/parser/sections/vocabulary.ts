// The one multilingual vocabulary of résumé section headings. Every step that needs to know
// whether a line is a heading — the section split, the contact block's end, names (a heading
// is never a name), skills and keywords — asks here, so a heading learnt once is known to all.
// Languages: en de hu fr es it pl pt nl cs sk ro tr sv da nb fi fa ar he zh ja ko. Entries are the standard headings of CV
// templates and guides in each language (Europass's own labels among them), written as people
// print them; matching folds case and diacritics, so "FORMAÇÃO" and "formacao" are one key.
import { isKerningPair } from '../classify/kerned-capitals.js';
import { normalizeText } from '../classify/text.js';
import { rememberedByText } from '../remembered.js';
import { SIDE_HEADINGS } from './side-headings.js';

export type HeadingKind =
  | 'work' | 'education' | 'languages' | 'certificates' | 'skills' | 'contact'
  /** A heading of something else (profile, projects, interests, references, the CV's title…). */
  | 'other';

const VOCABULARY: Record<HeadingKind, string[]> = {
  work: [
    // en
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'career', 'relevant experience', 'professional background', 'positions held', 'internships',
    // de
    'berufserfahrung', 'berufserfahrungen', 'erfahrung', 'erfahrungen',
    'berufliche erfahrung', 'beruflicher werdegang', 'werdegang', 'praktische erfahrungen', 'berufliche tätigkeiten',
    'praxiserfahrung', 'berufspraxis', 'berufliche laufbahn', 'beruflicher hintergrund', 'tätigkeiten', 'praktika',
    // hu
    'szakmai tapasztalat', 'szakmai tapasztalatok', 'munkatapasztalat', 'munkatapasztalatok', 'tapasztalat', 'munkahelyek',
    'korábbi munkahelyek', 'szakmai gyakorlat', 'munka tapasztalat', 'szakmai előélet', 'munkahelyi tapasztalat',
    // fr
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel', 'emplois',
    // es
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional', 'historial laboral', 'historial de trabajo',
    // it
    'esperienza', 'esperienze', 'esperienza lavorativa', 'esperienze lavorative', 'esperienza professionale', 'esperienze professionali',
    'esperienza di lavoro', 'esperienze di lavoro',
    // pl
    'doświadczenie', 'doświadczenie zawodowe', 'przebieg kariery', 'historia zatrudnienia', 'zatrudnienie', 'przebieg pracy zawodowej',
    // pt
    'experiência', 'experiências', 'experiência profissional', 'experiências profissionais', 'histórico profissional',
    'experiência de trabalho',
    // nl
    'werkervaring', 'ervaring', 'professionele ervaring', 'loopbaan', 'arbeidsverleden', 'werkgeschiedenis', 'beroepservaring',
    // cs, sk
    'pracovní zkušenosti', 'zkušenosti', 'profesní zkušenosti', 'pracovní praxe', 'praxe', 'pracovné skúsenosti', 'skúsenosti',
    // ro
    'experiență profesională', 'experiență', 'experiență de muncă', 'experiența profesională', 'experiențe', 'experiențe profesionale',
    // tr
    'deneyim', 'deneyimler', 'iş deneyimi', 'iş tecrübesi', 'tecrübe', 'profesyonel deneyim',
    // More of the later languages' usual wordings (cs sk ro sv da nb tr): employment, practice, career, history.
    'zaměstnání', 'praxe v oboru', 'prax', 'odborná prax', 'zamestnanie', 'zamestnania', 'istoric profesional', 'parcurs profesional',
    'istoric de muncă', 'anställning', 'beskæftigelse', 'ansættelser', 'karriere', 'praksis', 'arbeidsforhold', 'stillinger',
    'çalışma geçmişi', 'iş deneyimleri', 'iş geçmişi', 'çalışma deneyimi', 'kariyer',
    // More of the usual wordings, in the languages above: a heading not known loses the whole work history.
    'employment record', 'professional history', 'job history', 'employment experience', 'work experiences', 'work record',
    'professional career', 'berufliche stationen', 'praktische erfahrung', 'berufstätigkeit', 'berufliche tätigkeit',
    'historial profesional', 'experiencias laborales', 'experiencias profesionales', 'percorso professionale',
    'percorso lavorativo', 'percurso profissional', 'trajetória profissional', 'experiências de trabalho', 'werkervaringen',
    'professionele loopbaan', 'szakmai pályafutás', 'przebieg zatrudnienia', 'expérience de travail',
    // The career as a heading of its own, and plurals and near wordings that the lists above lacked.
    'carrière', 'parcours', 'carriera', 'carreira', 'kariera', 'kariera zawodowa', 'historia zawodowa', 'berufliche erfahrungen',
    'trayectoria laboral', 'szakmai múlt', 'loopbaanoverzicht', 'percorso di carriera', 'munkahelyi tapasztalatok', 'work',
    // fa, ar (the Persian yeh and kaf: Arabic ones are folded to them, see headingKey)
    'سوابق کاری', 'سوابق شغلی', 'سابقه کار', 'سابقه کاری', 'تجربه کاری', 'تجربیات کاری', 'تجربیات شغلی', 'سوابق حرفه‌ای',
    'الخبرات', 'الخبرة', 'الخبرة المهنية', 'الخبرات المهنية', 'الخبرة العملية', 'الخبرات العملية', 'الخبرات السابقة', 'الخبرة الوظيفية',
    // he
    'ניסיון תעסוקתי', 'ניסיון מקצועי', 'ניסיון', 'ניסיון בעבודה', 'היסטוריה תעסוקתית',
    // sv, da, nb, fi
    'arbetslivserfarenhet', 'arbetserfarenhet', 'yrkeserfarenhet', 'erfarenhet', 'anställningar', 'erhvervserfaring', 'arbejdserfaring',
    'erfaring', 'arbeidserfaring', 'yrkeserfaring', 'työkokemus', 'työhistoria', 'kokemus',
    // zh (simplified, traditional), ja, ko
    '工作经历', '工作经验', '工作履历', '职业经历', '实习经历', '工作經歷', '工作經驗', '職歴', '職務経歴', '職務経験', '実務経験',
    '경력', '경력사항', '경력 사항', '근무경력', '직무경력', '경력 및 활동',
  ],
  education: [
    'education', 'education and training', 'academic background', 'academic qualifications', 'qualifications', 'studies', 'academic history',
    'educational background', 'education background', 'educational history', 'education history', 'educational qualifications',
    'ausbildung', 'schulbildung', 'studium', 'bildungsweg', 'schulische ausbildung', 'akademische ausbildung', 'bildung', 'abschlüsse',
    // The Europass editor's German "Education and training".
    'schul- und berufsbildung', 'schul und berufsbildung', 'berufsbildung', 'aus- und weiterbildung', 'aus und weiterbildung',
    'tanulmányok', 'végzettség', 'végzettségek', 'iskolai végzettség', 'iskolai tanulmányok', 'képzettség', 'iskolák', 'oktatás',
    'formation', 'formations', 'études', 'parcours académique', 'diplômes',
    'formación', 'formación académica', 'educación', 'estudios',
    'istruzione', 'formazione', 'istruzione e formazione', 'titoli di studio',
    'wykształcenie', 'edukacja', 'studia',
    'formação', 'formação acadêmica', 'formação académica', 'escolaridade', 'educação',
    'opleiding', 'opleidingen', 'onderwijs', 'scholing',
    'vzdělání', 'vzdělávání', 'vzdelanie', 'vzdelávanie',
    'educație', 'studii', 'educație și formare',
    'eğitim', 'eğitim bilgileri', 'öğrenim',
    'školy', 'studium a vzdělání', 'formare profesională', 'studii universitare', 'studii absolvite', 'studier', 'skolegang', 'skolgång',
    'öğrenim durumu', 'eğitim hayatı', 'eğitim geçmişi', 'eğitim durumu',
    // More of the usual wordings, in the languages above: a heading not known loses the whole section.
    'academic credentials', 'degrees', 'academics', 'education and qualifications', 'akademischer werdegang', 'schule und studium',
    'hochschulstudium', 'schul- und berufsausbildung', 'scolarité', 'parcours universitaire', 'parcours scolaire', 'cursus', 'formation académique',
    'formation universitaire', 'estudios realizados', 'formación reglada', 'formación universitaria', 'titulación', 'titulaciones',
    'formazione accademica', 'percorso formativo', 'percorso di studi', 'percorso accademico', 'studi', 'przebieg edukacji', 'przebieg nauki',
    'tanulmányaim', 'képzettségek', 'iskolai végzettségek', 'habilitações literárias', 'habilitações académicas', 'habilitações acadêmicas',
    'habilitações', 'percurso académico', 'percurso acadêmico', 'formação escolar', 'opleidingsachtergrond', 'genoten opleidingen',
    // fa, ar
    'تحصیلات', 'سوابق تحصیلی', 'تحصیلات دانشگاهی', 'تحصیلات آکادمیک', 'مدارک تحصیلی', 'سوابق آموزشی',
    'التعليم', 'المؤهلات العلمية', 'المؤهلات الأكاديمية', 'المؤهل العلمي', 'التحصيل العلمي', 'المؤهلات', 'الشهادات العلمية',
    // he; sv, da, nb, fi
    'השכלה', 'לימודים', 'השכלה אקדמית',
    'utbildning', 'utbildningar', 'uddannelse', 'uddannelser', 'utdanning', 'utdannelse', 'koulutus', 'opinnot',
    // zh, ja, ko; the rirekisho's one table heading over both (学歴・職歴) opens its studies, whose rows come first
    '教育背景', '教育经历', '学历', '教育經歷', '學歷', '学歴', '学歴・職歴', '학력', '학력사항', '학력 사항',
  ],
  languages: [
    'languages', 'language skills', 'language', 'sprachen', 'sprachkenntnisse', 'fremdsprachen', 'nyelvtudás', 'nyelvismeret', 'idegen nyelvek',
    'langues', 'compétences linguistiques', 'idiomas', 'lenguas', 'lingue', 'conoscenze linguistiche', 'competenze linguistiche',
    'języki', 'języki obce', 'znajomość języków', 'línguas', 'talen', 'talenkennis', 'jazyky', 'jazykové znalosti',
    'limbi străine', 'limbi', 'diller', 'yabancı diller', 'yabancı dil', 'yabancı dil bilgisi', 'dil bilgisi', 'cizí jazyky', 'cudzie jazyky',
    'språk', 'språkkunskaper', 'sprog', 'sprogkundskaber', 'språkkunnskaper', 'kielitaito', 'kielet',
    'زبان', 'زبان‌ها', 'زبان‌های خارجی', 'مهارت‌های زبانی', 'اللغات', 'المهارات اللغوية', 'שפות',
    '语言能力', '外语能力', '語学', '語学力', '외국어', '어학', '어학능력',
  ],
  certificates: [
    'certificates', 'certifications', 'certification', 'licenses', 'licenses & certifications', 'licenses and certifications', 'courses', 'training',
    'zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'fortbildungen', 'kurse',
    'tanúsítványok', 'képesítések', 'tanfolyamok', 'képzések', 'oklevelek',
    'certificats', 'formations complémentaires',
    'certificaciones', 'certificados', 'cursos', 'certificazioni', 'corsi', 'certyfikaty', 'kursy', 'szkolenia', 'kursy i szkolenia',
    'certificações', 'certificaten', 'cursussen', 'certifikáty', 'kurzy', 'certificări', 'cursuri', 'sertifikalar', 'kurslar',
    'certifikat', 'kurser', 'certificeringer', 'sertifiseringer', 'kurs', 'sertifikaatit', 'kurssit',
    'گواهینامه‌ها', 'گواهی‌نامه‌ها', 'گواهینامه', 'دوره‌ها', 'دوره‌های آموزشی', 'الشهادات', 'الدورات', 'الدورات التدريبية',
    'הסמכות', 'קורסים', 'תעודות',
    '证书', '资格证书', '證照', '免許・資格', '資格', '免許', '자격증', '자격사항', '자격 사항',
  ],
  skills: [
    'skills', 'key skills', 'technical skills', 'core skills', 'skills & abilities', 'skills and abilities', 'competencies', 'core competencies',
    'areas of expertise', 'expertise', 'skill', 'soft skills', 'hard skills', 'it skills', 'computer skills', 'personal skills', 'knowledge',
    'technical knowledge',
    // The Europass editor's "Digital skills", in its languages.
    'digital skills', 'digitale kompetenzen', 'digitale vaardigheden', 'compétences numériques', 'competenze digitali',
    'competencias digitales', 'umiejętności cyfrowe', 'competências digitais', 'digitális készségek', 'digitális kompetenciák',
    // LinkedIn's export ("Save to PDF") heads its sidebar's skills so, in the languages it exports in.
    'top skills', 'top-kenntnisse', 'principales compétences', 'aptitudes principales', 'competenze principali', 'najważniejsze umiejętności',
    'top vaardigheden', 'principais competências',
    'kenntnisse', 'fähigkeiten', 'fachkenntnisse', 'it-kenntnisse', 'edv-kenntnisse', 'it–kenntnisse', 'kompetenzen',
    'készségek', 'képességek', 'kompetenciák', 'számítógépes ismeretek', 'compétences', 'habilidades', 'aptitudes', 'competencias',
    'competenze',
    'abilità', 'umiejętności', 'kompetencje', 'competências', 'conhecimentos', 'vaardigheden', 'competenties', 'ict-vaardigheden',
    'dovednosti', 'schopnosti', 'znalosti', 'zručnosti', 'abilități', 'competențe', 'aptitudini', 'yetenekler', 'beceriler', 'teknik yetenekler',
    'färdigheter', 'kompetenser', 'kunskaper', 'kompetencer', 'færdigheder', 'ferdigheter', 'kompetanse', 'taidot', 'osaaminen',
    'مهارت‌ها', 'مهارت‌های فنی', 'توانایی‌ها', 'المهارات', 'المهارات التقنية', 'כישורים', 'מיומנויות',
    '专业技能', '技能', '技能特长', 'スキル', '保有スキル', '보유기술', '보유 기술', '기술 스택',
  ],
  contact: [
    'personal information', 'personal details', 'personal data', 'contact', 'contact information', 'contact details', 'details', 'info',
    'persönliche daten', 'persönliche angaben', 'kontakt', 'személyes adatok', 'elérhetőség', 'elérhetőségek', 'coordonnées',
    'informations personnelles', 'état civil', 'datos personales', 'información personal', 'dati personali', 'informazioni personali', 'dane osobowe',
    'dados pessoais', 'contato', 'contacto', 'contactar', 'contatti', 'dane kontaktowe', 'kontaktdaten',
    'informações pessoais', 'personalia', 'persoonlijke gegevens', 'contactgegevens',
    'osobní údaje', 'kontaktní údaje', 'osobné údaje', 'date personale', 'informații personale', 'kişisel bilgiler', 'iletişim', 'iletişim bilgileri',
    'personuppgifter', 'kontaktuppgifter', 'personlige oplysninger', 'kontaktoplysninger', 'kontaktinformasjon', 'henkilötiedot', 'yhteystiedot',
    'اطلاعات تماس', 'اطلاعات شخصی', 'مشخصات فردی', 'معلومات الاتصال', 'البيانات الشخصية', 'المعلومات الشخصية', 'פרטים אישיים', 'פרטי קשר',
    '个人信息', '基本信息', '联系方式', '個人情報', '連絡先', '인적사항', '인적 사항', '연락처',
  ],
  other: [
    'curriculum vitae', 'cv', 'resume', 'résumé', 'resumé', 'summary', 'professional summary', 'profile', 'professional profile',
    'objective', 'career objective', 'about me', 'about', 'introduction', 'projects', 'publications', 'awards', 'honors', 'honors/awards',
    // A closing declaration ("I hereby declare …", then place, date and signature) is no part of the section above it.
    'declaration', 'self declaration', 'self-declaration',
    'interests', 'hobbies', 'hobbies and interests', 'references', 'referees', 'volunteering', 'volunteer experience', 'volunteer work', 'activities',
    'achievements', 'job applied for', 'position', 'fields', 'status', 'cover letter', 'additional information', 'memberships',
    'lebenslauf', 'tabellarischer lebenslauf', 'bewerbung', 'interessen', 'hobbys', 'projekte', 'profil', 'über mich', 'veröffentlichungen',
    'referenzen', 'zusätzliche informationen', 'sonstiges', 'mitgliedschaften', 'ehrenamt', 'freizeit', 'publikationen', 'weitere tätigkeiten',
    'önéletrajz', 'szakmai önéletrajz', 'hobbi', 'érdeklődés', 'referenciák', 'egyéb',
    'centres d\'intérêt', 'centres d’intérêt', 'loisirs', 'projets', 'références', 'informations complémentaires',
    'perfil', 'intereses', 'referencias', 'información adicional', 'proyectos', 'profilo', 'interessi', 'referenze', 'ulteriori informazioni',
    'progetti', 'pubblicazioni',
    'zainteresowania', 'referencje', 'dodatkowe informacje',
    // The summary under the name in LinkedIn's export, in the languages it exports in.
    'zusammenfassung', 'extracto', 'riepilogo', 'podsumowanie', 'samenvatting',
    'currículo', 'resumo', 'objetivo', 'projetos', 'interesses', 'referências', 'área de interesse',
    'profiel', 'over mij', 'projecten', 'hobby\'s', 'referenties',
    'o mně', 'projekty', 'zájmy', 'reference', 'despre mine', 'proiecte', 'interese', 'referințe',
    'özgeçmiş', 'hakkımda', 'özet', 'projeler', 'hobiler', 'ilgi alanları', 'referanslar',
    'om mig', 'referenser', 'intressen', 'projekt', 'referencer', 'interesser', 'projekter', 'om meg', 'referanser', 'prosjekter',
    'profiili', 'tietoa minusta', 'suosittelijat', 'harrastukset', 'projektit',
    'درباره من', 'خلاصه', 'پروژه‌ها', 'مقالات', 'مقالات و انتشارات', 'افتخارات', 'علاقه‌مندی‌ها', 'مراجع', 'معرف‌ها', 'ویژگی‌های فردی',
    'رزومه', 'نبذة عني', 'الملخص', 'المشاريع', 'الهوايات', 'المراجع', 'السيرة الذاتية', 'الهدف الوظيفي',
    'תקציר', 'פרופיל', 'פרויקטים', 'תחביבים', 'ממליצים', 'קורות חיים', 'על עצמי',
    // The document's own title over the name, in the languages above.
    'curriculum', 'currículum', 'currículum vitae', 'życiorys', 'életrajz', 'levensloop', 'hoja de vida',
    '自我评价', '个人评价', '项目经历', '获奖情况', '兴趣爱好', '自己pr', '志望動機', '趣味・特技', '本人希望記入欄', '자기소개', '수상 경력', '취미',
  ],
};

/** Folds a heading for lookup: case and diacritics (ș ț ğ too), and the Turkish dotted and dotless i. */
export function headingKey(text: string): string {
  // Persian is typed with Arabic keyboards too: the Arabic yeh, alef maksura and kaf are the Persian yeh and kaf; a
  // zero-width non-joiner between the parts of a word is a space.
  // A PDF's text layer may hold the letters' presentation forms (initial, medial, final): NFKC gives the letters.
  const persian = /[\u0600-\u06FF\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(text) ? text.normalize('NFKC').replace(/[\u064A\u0649]/gu, '\u06CC').replace(/\u0643/gu, '\u06A9').replace(/\u200C/gu, ' ') : text;
  return normalizeText(persian.replace(/[ıİ]/g, 'i'));
}

const KIND_OF = new Map<string, HeadingKind>();
// The specific kinds first: a word that is both ("formation") keeps the kind the readers need.
for (const kind of ['work', 'education', 'languages', 'certificates', 'skills', 'contact', 'other'] as const) {
  for (const heading of [...VOCABULARY[kind], ...(SIDE_HEADINGS[kind] ?? [])]) {
    const key = headingKey(heading);
    if (!KIND_OF.has(key)) KIND_OF.set(key, kind);
  }
}

// A scan's text recognition loses or adds spaces between a heading's words ("Work experience" read as
// "Workexperience"): headings of two or more words are known without their spaces too.
const KIND_WITHOUT_SPACES = new Map<string, HeadingKind>();
for (const [key, kind] of KIND_OF) {
  const joined = key.replace(/ /g, '');
  if (key.includes(' ') && !KIND_WITHOUT_SPACES.has(joined)) KIND_WITHOUT_SPACES.set(joined, kind);
}

// "2 Opleiding", "4.1 ICT-vaardigheden", "II. Education", "3) Skills": a numbered heading.
const NUMBERING = /^(?:\d{1,2}(?:\.\d{1,2})*|[IVX]{1,4})[.)]?\s+(?=\p{L})/u;
// Icon fonts extract as stray symbols or a lone letter or digit before the heading ("g ÜBER MICH").
const ICON_PREFIX = /^[\p{Ll}\d]\s+(?=\p{Lu}{2})/u;
// Scripts without case show no capitals after the icon: there a lone Latin letter (an icon font maps its glyphs to
// letters such as "ë" or "Þ") before or after words of another script ("ë تجربیات کاری") is the icon, as no word of
// that script is spelt with it. A right-to-left line may hold it at either end.
// Hebrew, Arabic (and its presentation forms), Syriac, Thaana, Devanagari, Thai, Georgian, kana, CJK, Hangul: ranges, not
// script properties, which V8 compiles slowly for a pattern every heading check runs.
const UNCASED_SCRIPT = ['[\\u0590-\\u08FF\\u0900-\\u097F\\u0E00-\\u0E7F\\u10A0-\\u10FF\\u3040-\\u30FF\\u4E00-\\u9FFF',
  '\\uAC00-\\uD7AF\\uFB1D-\\uFDFF\\uFE70-\\uFEFF]'].join('');
const LONE_LATIN = '[A-Za-z\\u00C0-\\u024F\\d]';
const LONE_LATIN_BEFORE = new RegExp(`^${LONE_LATIN}\\s+(?=${UNCASED_SCRIPT})`, 'u');
const LONE_LATIN_AFTER = new RegExp(`(?<=${UNCASED_SCRIPT})\\s+${LONE_LATIN}$`, 'u');
/** The heading without an icon's lone letter at its start (or, beside a script without case, at its end). */
const withoutIconLetter = (text: string): string => {
  const cased = text.replace(ICON_PREFIX, '');
  return /[\u0590-\uFEFF]/u.test(cased) ? cased.replace(LONE_LATIN_BEFORE, '').replace(LONE_LATIN_AFTER, '') : cased;
};

// Some PDF fonts draw the Romanian ș and ț as the letter and a comma: "Educat,ie", "Bucures,ti".
// A comma between a letter s or t and a lower-case letter, with no space after it, is put back
// as the one letter.
export const COMMA_BELOW = /(?<=^|[\p{L}\s])([sStT]),(?=\p{Ll})/gu;
export const commaBelowLetter = (_m: string, letter: string): string => ({ s: 'ș', S: 'Ș', t: 'ț', T: 'Ț' })[letter] ?? letter;

// "E D U C A T I O N", "W O R K   H I S T O R Y": a heading set in letter-spaced capitals comes out of the text
// layer as single letters. Four or more of them (so an "A B C" list stays what it is), and nothing else but an
// end colon, are one word, or one word per gap wider than those between letters.
const LETTER_SPACED = /^\p{L}(?:\s+\p{L}){3,}\s*:?$/u;
// What LETTER_SPACED and KERNED_SPACED need, without their letter classes: four single characters (or kerned capitals)
// set apart by spaces at the start, the fourth followed by a space, a colon or the end. Most lines fail it, and their
// parse then never compiles LETTER_SPACED (~0.3 ms of a cold parse, for a pattern that matches in few CVs).
const FOUR_SPACED = /^\S{1,3}\s+\S{1,3}\s+\S{1,3}\s+\S{1,3}(?![^\s:])/u;

// "E D U C AT I O N", "S U M M A RY": a font's kerning draws some pairs of capitals ("AT", "RY", "AV") closer, and the
// reader takes the two for one word. Two capitals among the single letters are such a pair, one per four letters at most
// ("A B C DE" stays what it is); the pair may open the word ("TA N N E R"), and two pairs that share a letter come as
// three capitals ("C ATA L I N A": "AT" and "TA"). A short name has fewer letters around its pair ("M U R AT",
// "S TA N G"): where every pair is one a font kerns (../classify/kerned-capitals.ts), one per two single letters is enough
// ("A B C DE" still is no spaced word: D and E have straight sides).
const KERNED_SPACED = /^(?:\p{L}|\p{Lu}{2,3})(?:\s+(?:\p{L}|\p{Lu}{2,3}))+\s*:?$/u;
const LETTERS_PER_PAIR = 4;
const LETTERS_PER_KERNING_PAIR = 2;
function isKernedSpaced(text: string): boolean {
  if (!KERNED_SPACED.test(text)) return false;
  const tokens = text.replace(/\s*:$/u, '').split(/\s+/u);
  const pairs = tokens.filter((t) => t.length > 1);
  const singles = tokens.length - pairs.length;
  return pairs.length * LETTERS_PER_PAIR <= singles
    || (pairs.length * LETTERS_PER_KERNING_PAIR <= singles && pairs.every(isKerningPair));
}

/** Single letters set apart by spaces, four or more, and nothing else but an end colon ("S K I L L S:"). */
export const isLetterSpaced = (text: string): boolean => FOUR_SPACED.test(text) && (LETTER_SPACED.test(text) || isKernedSpaced(text));

/** The letters of a letter-spaced heading joined into its words; any other text as it is. */
export function joinLetterSpacing(text: string): string {
  if (!isLetterSpaced(text)) return text;
  return text.replace(/\s*:$/u, '').split(/\s{2,}/u).map((word) => word.replace(/\s+/gu, '')).join(' ');
}

/** The heading text without icons, numbering, rules or a trailing colon, folded for lookup; remembered per text (../remembered.ts). */
export const cleanHeading = rememberedByText(headingKeyOfLine);

// What ends a heading's text without being a piece of it; CJK headings end in a full-width colon or a closing bracket too
// ("工作经历：", "【学历】").
const TRAILING = ':_-–—=*#•|.：】」』';
/** The text without TRAILING characters and spaces at its end, cut by hand: an end-anchored pattern is tried again from every character of a long run. */
function trailing(text: string): string {
  let end = text.length;
  while (end > 0 && (TRAILING.includes(text[end - 1] ?? '') || (text[end - 1] ?? '').trim() === '')) end--;
  return text.slice(0, end);
}

// "Work Experience (3)", "Education [2]": a page that counts the entries under each heading prints the count after it.
// Looked for in the last four characters only: an end-anchored pattern would be tried from every character of a long line.
const ENTRY_COUNT = /(?:\(\d{1,2}\)|\[\d{1,2}\])$/u;
function withoutEntryCount(text: string): string {
  const m = text.endsWith(')') || text.endsWith(']') ? ENTRY_COUNT.exec(text.slice(-4)) : null;
  return m ? text.slice(0, text.length - m[0].length).trimEnd() : text;
}

function headingKeyOfLine(text: string): string {
  const edges = trailing(withoutEntryCount(trailing(text))
    // LaTeX PDFs may print an accent as a spacing mark beside its letter ("Educaci ´on"): dropped, as folding drops accents.
    .replace(/\s?[\u00b4\u0060\u00a8\u02c6\u02dc\u02c7\u00b8]\s?(?=\p{L})/gu, '')
    .replace(COMMA_BELOW, commaBelowLetter)
    .replace(/^[^\p{L}\p{N}]+/u, ''));
  // Letters spaced apart are joined before numbering is looked for: the "I" of "I S T R U …" is no numeral.
  const stripped = trailing(withoutIconLetter(joinLetterSpacing(edges)).replace(NUMBERING, ''));
  return headingKey(joinLetterSpacing(stripped));
}

// The joining words of compound headings, folded, as COMPOUND below splits them.
const JOINING_WORDS = ['and', 'und', 'es', 'et', 'y', 'e', 'i', 'en', 'a', 'si', 've', 'och', 'og'];

/**
 * "O P L E I D I N G E N C U R S U S S E N": a compound heading letter-spaced, whose gaps between words were
 * lost, reads as one run of letters: a heading of the vocabulary, a joining word and another heading of the
 * vocabulary ("opleiding" + "en" + "cursussen"); the first decides, as in any compound heading.
 */
function letterSpacedCompound(key: string): HeadingKind | undefined {
  for (let at = 4; at < key.length - 4; at++) {
    // "D O S A Ž E N É V Z D Ě L Á N Í": a qualifier and a work or education heading (as modifiedEntryHeading reads them spaced).
    const qualified = QUALIFIERS.has(key.slice(0, at)) ? KIND_OF.get(key.slice(at)) : undefined;
    if (qualified === 'work' || qualified === 'education') return qualified;
    const head = KIND_OF.get(key.slice(0, at)) ?? KIND_WITHOUT_SPACES.get(key.slice(0, at));
    if (head === undefined) continue;
    const rest = key.slice(at);
    const tail = (w: string): string => rest.slice(w.length);
    if (JOINING_WORDS.some((w) => rest.startsWith(w) && (KIND_OF.has(tail(w)) || KIND_WITHOUT_SPACES.has(tail(w))))) return head;
  }
  return undefined;
}

// "Work Experience & Internships", "Languages / Sprachen", "Tanulmányok, eredmények": the head of
// a compound heading decides.
// The key is folded, so the conjunctions are too (és → es, și → si).
const COMPOUND = /\s*(?:&|\/|,| and | und | es | et | y | e | i | en | a | si | ve | och | og )\s*/;
const MAX_HEADING_CHARS = 50;
const MAX_COMPOUND_WORDS = 5;

/**
 * The heading's letters put back together when it is letter-spaced, also when it is the first cell of a row
 * ("E X P E R I E N C E<tab>2019 – now", a heading cell beside the first entry's dates); any other line as it is.
 */
export function unspacedLetters(line: string): string {
  const text = line.trim();
  const [first = '', ...cells] = text.split('\t');
  // "D O S A Ž E N É⇥V Z D Ě L Á N Í": the gap between the words of a letter-spaced heading, wide enough for a cell's, is
  // a space of the heading when every cell is letter-spaced.
  // "V Z D Ě L Á N Í⇥A⇥K U R Z Y": a joining word of one to three letters between two such cells is the heading's too.
  const joining = (cell: string, k: number): boolean => cell.trim().length <= 3 && k + 1 < cells.length && isLetterSpaced(cells[k + 1]!.trim());
  if (cells.length > 0 && isLetterSpaced(first.trim()) && cells.every((cell, k) => isLetterSpaced(cell.trim()) || joining(cell, k))) {
    return [first, ...cells].map((cell) => joinLetterSpacing(cell.trim())).join(' ');
  }
  const joined = joinLetterSpacing(first.trim());
  return joined === first.trim() ? text : [joined, ...cells].join('\t');
}

/** The kind of section a line opens, or undefined when the line is not a heading. */
export function headingKindOf(line: string): HeadingKind | undefined {
  const text = unspacedLetters(line);
  if (text.length === 0 || text.length > MAX_HEADING_CHARS) return undefined;
  const key = cleanHeading(text);
  const whole = KIND_OF.get(key) ?? KIND_WITHOUT_SPACES.get(key.replace(/ /g, ''))
    ?? KIND_OF.get(key.replace(RULE_READ_AS_LETTERS, ''));
  if (whole) return whole;
  const firstCell = line.trim().split('\t')[0] ?? '';
  if (!key.includes(' ') && isLetterSpaced(firstCell.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))) return letterSpacedCompound(key);
  if (key.split(' ').length > MAX_COMPOUND_WORDS) return undefined;
  const head = key.split(COMPOUND)[0] ?? key;
  const compound = head === key ? undefined : KIND_OF.get(head);
  return compound ?? modifiedEntryHeading(text, key) ?? compoundWorkWord(key) ?? summaryHeading(text, key);
}

// "Skills Summary", "Expertise Overview", "Summary of Skills": a heading of the vocabulary said to be summed up is that
// heading still; the summing word alone would leave it text, and its first line read as an entry's employer. Not for work
// and studies: "Career Summary" and "Qualifications Summary" head a profile's prose as often as entries.
const SUMMING = new Set(['summary', 'overview']);
function summaryHeading(text: string, key: string): HeadingKind | undefined {
  if (/\d/.test(text)) return undefined;
  const words = key.split(' ');
  const rest = SUMMING.has(words[words.length - 1]!) ? words.slice(0, -1)
    : SUMMING.has(words[0]!) && words[1] === 'of' ? words.slice(2) : [];
  if (rest.length === 0) return undefined;
  const head = rest.join(' ');
  const kind = KIND_OF.get(head) ?? KIND_OF.get(head.split(COMPOUND)[0] ?? head);
  return kind === 'work' || kind === 'education' ? undefined : kind;
}

// "Projects mm": a scan's text recognition may read the rule drawn after a heading as a few letters, one letter repeated.
const RULE_READ_AS_LETTERS = /\s+(\p{Ll})\1{1,3}$/u;

// German and Dutch write a qualified heading as one word ("Praxiserfahrungen", "Studentenervaringen"):
// the word's end names the section.
const WORK_WORD_ENDS = /^\p{L}{3,}(?:erfahrungen|erfahrung|ervaringen|ervaring)$/u;
// What WORK_WORD_ENDS needs: one of its endings. A counted letter class before an alternation took
// V8 2–15 ms to compile for a two-byte subject (time every cold parse pays), and almost no heading ends so.
const WORK_WORD_ENDING = /(?:erfahrungen|erfahrung|ervaringen|ervaring)$/;
function compoundWorkWord(key: string): HeadingKind | undefined {
  return WORK_WORD_ENDING.test(key) && WORK_WORD_ENDS.test(key) ? 'work' : undefined;
}

// "Previous Work Experience", "KORÁBBI SZAKMAI TAPASZTALAT", "Further Education": one or two words
// that qualify a work or education heading. Only the usual qualifiers (folded) count, so an
// employer such as "Northwind Higher Education" stays text.
const QUALIFIERS = new Set([
  'previous', 'prior', 'other', 'additional', 'further', 'relevant', 'selected', 'recent', 'earlier', 'past', 'professional',
  'academic', 'teaching', 'research', 'industry', 'industrial', 'international', 'freelance', 'volunteer', 'higher', 'formal', 'job',
  'weitere', 'bisherige', 'fruhere', 'sonstige', 'korabbi', 'egyeb', 'tovabbi', 'autres', 'autre', 'precedente', 'precedenti',
  'altre', 'otras', 'otra', 'anterior', 'anteriores', 'inne', 'outras', 'overige', 'eerdere', 'dalsi', 'alte',
  // cs sk ro sv da nb tr: previous, so far, achieved, professional, other
  'predchozi', 'dosavadni', 'dosazene', 'dosiahnute', 'predchadzajuce', 'odborna', 'profesni', 'profesijne', 'ostatni',
  'anterioare', 'tidigare', 'ovriga', 'tidligere', 'ovrige', 'andre', 'onceki', 'diger', 'mesleki',
  // relevant, other, so far, further (de nl pl it es ro sv da nb): "Relevante werkervaring", "Pozostałe doświadczenie",
  // "Ulteriori esperienze", "Otros estudios", "Övrig arbetslivserfarenhet", "Anden erhvervserfaring".
  'relevante', 'andere', 'pozostale', 'pozostałe', 'dotychczasowe', 'ulteriori', 'altri', 'otros', 'ovrig', 'anden', 'annen',
]);
const MAX_QUALIFIER_WORDS = 2;
function modifiedEntryHeading(text: string, key: string): HeadingKind | undefined {
  if (/\d/.test(text)) return undefined;
  const words = key.split(' ');
  for (let k = 1; k <= MAX_QUALIFIER_WORDS && k < words.length; k++) {
    const rest = words.slice(k);
    const kind = KIND_OF.get(rest.join(' '));
    if (kind !== 'work' && kind !== 'education') continue;
    if (words.slice(0, k).every((w) => QUALIFIERS.has(w))) return kind;
  }
  // "Education information", "Work details": a form's heading names its section, then says that details follow.
  // "Expériences professionnelles antérieures", "Experiencia laboral relevante": the Romance languages qualify after the noun.
  const last = words.length - 1;
  const trailing = TRAILING_QUALIFIERS.has(words[last]!) || QUALIFIERS_AFTER.has(words[last]!);
  const kind = last >= 1 && trailing ? KIND_OF.get(words.slice(0, last).join(' ')) : undefined;
  return kind === 'work' || kind === 'education' ? kind : undefined;
}
// The words after a heading that only say details follow (folded): "information", "Angaben", "données" …
const TRAILING_QUALIFIERS = new Set(['information', 'info', 'details', 'data', 'angaben', 'informationen',
  'informations', 'donnees', 'datos', 'dados', 'dati', 'adatok', 'dane', 'gegevens',
  // … or that say what was achieved or how it went (ro "absolvite", tr "durumu", "geçmişi", "bilgileri").
  'absolvite', 'durumu', 'gecmisi', 'bilgileri', 'history']);
// The qualifiers French, Spanish, Italian and Portuguese put after a work or education heading (folded): previous, other,
// relevant, further, complementary.
const QUALIFIERS_AFTER = new Set(['anterieure', 'anterieures', 'anterieur', 'anterieurs', 'precedente', 'precedenti', 'previa', 'previas',
  'previo', 'previos', 'anterior', 'anteriores', 'relevante', 'relevantes', 'pertinente', 'pertinentes', 'rilevanti', 'complementaire',
  'complementaires', 'complementaria', 'complementarias', 'complementare', 'complementari', 'adicional', 'adicionales', 'aggiuntive',
  'adicionais', 'complementar', 'complementares', 'precedentes']);

/** True when the whole line is a heading of the vocabulary (no compound: "Skills, Excel" is not one). */
export function isHeadingText(text: string): boolean {
  return KIND_OF.has(cleanHeading(text));
}

/** The kind of a line that is wholly a heading (also one whose spaces were lost), or undefined. */
export function wholeHeadingKind(text: string): HeadingKind | undefined {
  const key = cleanHeading(text);
  return KIND_OF.get(key) ?? KIND_WITHOUT_SPACES.get(key.replace(/ /g, ''));
}

const ALL_KEYS: ReadonlySet<string> = new Set(KIND_OF.keys());

/** Every heading of the vocabulary, folded: for steps that look for a heading inside a line. */
export function allHeadingKeys(): ReadonlySet<string> {
  return ALL_KEYS;
}
