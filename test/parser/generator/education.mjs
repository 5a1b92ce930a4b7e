// How the invented CVs print their studies, and the truth each layout stands for. Drawn from a stream
// of its own (the seed's, mixed), so the people, jobs and hard or wild classes of a CV stay what they
// were; only the `hard` and `wild` sets carry these layouts, the plain set prints the degree over its
// school as it always has.
//   degree-over-school  "BSc Computer Science" (dated) over "University of …"
//   degree-row          "BSc Computer Science — University of …" on one dated line (—, –, | or a comma)
//   school-bullets      "University of …" as a heading, each degree a dated bullet under it (two degrees there)
// A study is dated by the year it ended or by its whole period ("2013 – 2016").
// Any of them may print a grade or honours line under a study ("First-class honours", "Note: 1,7").
// Drawn after those (so half the CVs keep exactly what they printed before), a study form of its own:
//   school-row      "University of … — BSc Computer Science" on one dated line: the school first
//   year-in-text    "BSc Computer Science, University of …, 2016" or "University of …, BSc … (2013 – 2016)": no date column
//   faculty         the degree (dated) over its faculty over its university, or the university over its faculty
//   abbreviated     schools written short or without a school word ("Univ. of …", "TU …", "ENS …")
// and a heading form: the section's heading in another usual wording of the language, or letter-spaced capitals.
// Drawn last, for Europass CVs only, a Europass form (`europass`): the studies as the Europass template's labelled rows,
//   label-cells     "Dates" | period, "Title of qualification awarded" | degree, "Name and type of organisation …" | school
//   date-cell       the period in the left cell; in the right one each label over its value, the school as a bullet
// either with a "Principal subjects …" row of subjects under the qualification (no degree, no school) on some CVs,
// and a study's grade line under its school; the study form drawn before is not printed then.
// Drawn after that, long degrees (`longDegrees`): where the degree is printed on a line of its own over its school, the
// studies' degrees are long names ("Bachelor of Science in Environmental and Marine Geology") that a PDF's narrow
// column breaks after about 30 characters (the date stays on the first line); a DOCX keeps them on one line, as a
// word processor's paragraph does.
// Drawn after those, detailed degrees (`detailed`): on some studies not printed as long degrees, the degree names
// more than its field, as CVs write it: its specialisation in brackets ("Grado en Informática (mención en
// Computación)"), or its fields listed after a colon ("Máster: Logística, Finanzas"), or a field of two names joined
// by "and" after the word that joins a degree to its field ("Grado en Economía y Finanzas").
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { withStudyProgress } from './study-progress.mjs';
import { undatedIndex } from './study-undated.mjs';
import { withTraineeship } from './traineeships.mjs';
import { studyWhen, withStudyMonths } from './study-dates.mjs';
import { EUROPASS_SHORT_LABELS, withEuropassShortLabels } from './europass-short.mjs';
import { studyTableLines, withStudyTable } from './study-tables.mjs';
import { studySpanLines, withStudySpan } from './study-spans.mjs';
import { recordHeading, studyRecordLines, withStudyRecords } from './study-records.mjs';
import { studyRowLines, withStudyRows } from './study-rows.mjs';
import { withStudyNote } from './study-notes.mjs';
import { inLang } from './more-langs.mjs';

export const EDUCATION_LAYOUTS = ['degree-over-school', 'degree-row', 'school-bullets'];
export const ROW_SEPARATORS = [' — ', ' – ', ' | ', ', '];
// Glyphs the PDF writer's Helvetica (WinAnsi) can set.
const BULLETS = ['• ', '– ', '- '];

// Grades and honours as CVs print them under a study, per language (invented figures).
export const GRADE_LINES = inLang({
  en: ['First-class honours', 'Upper second-class honours (2:1)', 'GPA: 3.6 / 4.0', 'Graduated with distinction', 'Grade: Merit'],
  de: ['Note: 1,7', 'Prädikat: sehr gut', 'mit Auszeichnung bestanden', 'Gesamtnote: gut (2,0)'],
  fr: ['Mention : Bien', 'Mention très bien', 'Moyenne générale : 14,2/20'],
  es: ['Nota media: 8,4', 'Calificación final: Sobresaliente', 'Nota media del expediente: 7,9'],
  it: ['Voto: 108/110', 'Voto finale: 110/110 e lode', 'Media ponderata: 27,4/30'],
  pl: ['Ocena końcowa: bardzo dobry', 'Średnia ocen: 4,6', 'Dyplom z wyróżnieniem'],
  hu: ['Minősítés: jeles', 'Diploma minősítése: jó', 'Tanulmányi átlag: 4,3'],
  nl: ['Eindcijfer: 8,1', 'Afgestudeerd met lof', 'Gemiddeld cijfer: 7,6'],
  pt: ['Média final: 16 valores', 'Classificação final: 17/20', 'Nota final: 15 valores'],
  cs: ['Prospěl s vyznamenáním', 'Celkový prospěch: výborný', 'Vážený průměr: 1,6'],
  sk: ['Absolvoval s vyznamenaním', 'Celkový prospech: výborný', 'Vážený priemer: 1,5'],
  ro: ['Media de absolvire: 9,45', 'Media generală: 8,90', 'Nota la licență: 10'],
  sv: ['Betyg: VG', 'Medelbetyg: 4,2', 'Examen med beröm godkänd'],
  da: ['Karaktergennemsnit: 10,2', 'Gennemsnit: 7,4', 'Speciale: 12'],
  no: ['Karaktersnitt: B', 'Snittkarakter: A', 'Gjennomsnitt: 4,6'],
  tr: ['Not ortalaması: 3,42 / 4,00', 'GNO: 3,10', 'Onur öğrencisi'],
});

export const STUDY_FORMS = ['school-row', 'year-in-text', 'faculty', 'abbreviated'];
export const HEADING_FORMS = ['variant', 'spaced'];

// Other usual education headings per language (CV templates and guides), beside the one vocab.mjs prints.
export const EDUCATION_HEADINGS = inLang({
  en: ['Academic Background', 'Qualifications', 'Education and Training', 'Academic Credentials', 'Degrees'],
  de: ['Studium', 'Schulbildung', 'Bildungsweg', 'Akademischer Werdegang', 'Schule und Studium'],
  fr: ['Études', 'Formations', 'Diplômes', 'Parcours universitaire', 'Scolarité'],
  es: ['Formación académica', 'Estudios', 'Educación', 'Estudios realizados', 'Formación reglada'],
  it: ['Istruzione e formazione', 'Formazione', 'Titoli di studio', 'Percorso formativo', 'Formazione accademica'],
  pl: ['Edukacja', 'Studia', 'Przebieg edukacji', 'Wykształcenie i kursy'],
  hu: ['Végzettség', 'Iskolai végzettség', 'Tanulmányaim', 'Képzettség', 'Iskolák'],
  nl: ['Opleidingen', 'Onderwijs', 'Opleiding en cursussen', 'Scholing'],
  pt: ['Formação', 'Habilitações literárias', 'Habilitações académicas', 'Educação', 'Percurso académico'],
  cs: ['Vzdělání', 'Dosažené vzdělání', 'Studium', 'Vzdělání a kurzy', 'Školy'],
  sk: ['Vzdelanie', 'Dosiahnuté vzdelanie', 'Štúdium', 'Vzdelanie a kurzy'],
  ro: ['Educație și formare', 'Studii', 'Educație', 'Formare profesională', 'Studii absolvite'],
  sv: ['Utbildning', 'Utbildningar', 'Studier', 'Utbildning och kurser'],
  da: ['Uddannelse', 'Uddannelser', 'Uddannelse og kurser', 'Skolegang'],
  no: ['Utdanning', 'Utdannelse', 'Studier', 'Utdanning og kurs'],
  tr: ['Eğitim', 'Eğitim Bilgileri', 'Eğitim Durumu', 'Öğrenim', 'Eğitim Geçmişi'],
});

// A faculty or department of the university, printed on a line of its own beside it.
export const FACULTIES = inLang({
  en: ['Faculty of Engineering', 'Department of Economics', 'Faculty of Science'],
  de: ['Fakultät für Informatik', 'Fachbereich Wirtschaft', 'Fakultät für Maschinenbau'],
  fr: ['Faculté des sciences', 'UFR de gestion', 'Faculté d’économie'],
  es: ['Facultad de Ciencias Económicas', 'Facultad de Informática', 'Departamento de Ingeniería'],
  it: ['Facoltà di Economia', 'Dipartimento di Fisica', 'Facoltà di Ingegneria'],
  pl: ['Wydział Informatyki', 'Wydział Mechaniczny', 'Wydział Elektroniki'],
  hu: ['Informatikai Kar', 'Gazdaságtudományi Kar', 'Mérnöki Kar'],
  nl: ['Faculteit Bètawetenschappen', 'Faculteit Economie', 'Faculteit Techniek'],
  pt: ['Faculdade de Economia', 'Faculdade de Engenharia', 'Departamento de Informática'],
});

// Schools written short or without a school word: "Univ. of" and its kin before a town, or the school's
// acronym before its town (invented towns).
export const SHORT_SCHOOLS = inLang({
  en: ['Univ. of Marrowby', 'Univ. of Fenchurst', 'Quillstone Tech', 'UCM Ashcombe'],
  de: ['TU Lerchenfeld', 'Uni Haselbrink', 'HS Tannreit', 'FH Grobeck'],
  fr: ['ENS Villecourt', 'INSA Castelmont', 'Univ. Beaufrène', 'IAE Montbrisson'],
  es: ['Univ. de Valdeolmos', 'UPV Peñaranda', 'ETSI Montejano', 'Univ. Cifuentes'],
  it: ['Univ. di Cortesano', 'Univ. degli Studi di Vescovino', 'SSP Pellizzaro', 'Poli Rivabella'],
  pl: ['Uniw. Zawadów', 'AGH Trzcianki', 'SGGW Modrzew', 'PWr Sokołów'],
  hu: ['Tiszaparti TE', 'Nyírségi Főisk.', 'BGE Ormánd', 'Dunamelléki ME'],
  nl: ['TU Kempenaar', 'Univ. Zandvoort', 'HvB Brouwersma', 'UvM Mulderink'],
  pt: ['IST Carvalhosa', 'Univ. do Sobral', 'ISEG Montalvão', 'Univ. Torrinha'],
});

// A courses or certificates section after the studies (last of the draws): a course, its provider (often named
// with a school word: "Academy", "Akademie", "Institut") and its year, printed as a study is. No study of the truth:
// an education reader that takes them lowers the share of read studies that are true (`eduPrecision`).
export const COURSE_HEADINGS = inLang({
  en: 'Courses', de: 'Weiterbildung', fr: 'Formations complémentaires', es: 'Cursos', it: 'Corsi', pl: 'Kursy i szkolenia', hu: 'Tanfolyamok',
  nl: 'Cursussen', pt: 'Cursos',
});
export const COURSES = inLang({
  en: [['Certified Scrum Master', 'Brightmoor Agile Academy'], ['Forklift Operator Licence', 'Fenchurst Training Institute'],
    ['Advanced Excel', 'Quillstone Learning Centre']],
  de: [['Staplerschein', 'Lerchenfeld Akademie'], ['SAP-Grundlagen', 'Wendelhorst Institut'], ['Erste-Hilfe-Kurs', 'Grobeck Bildungszentrum']],
  fr: [['Certification Agile', 'Académie Villecourt'], ['Permis cariste CACES', 'Institut Beaufrène'], ['Excel avancé', 'Centre Castelmont']],
  es: [['Curso de Scrum', 'Academia Valdeolmos'], ['Carné de carretillero', 'Instituto Peñaranda'], ['Excel avanzado', 'Centro Montejano']],
  it: [['Corso Scrum Master', 'Accademia Cortesani'], ['Patentino muletto', 'Istituto Pellizzaro'], ['Excel avanzato', 'Centro Ferrandina']],
  pl: [['Kurs Scrum Master', 'Akademia Zawadowska'], ['Uprawnienia na wózki widłowe', 'Instytut Modrzewski'], ['Excel zaawansowany', 'Centrum Trzcianek']],
  hu: [['Scrum Master tanfolyam', 'Tölgyesi Akadémia'], ['Targoncavezetői tanfolyam', 'Hársvölgyi Intézet'], ['Haladó Excel', 'Ormándi Oktatási Központ']],
  nl: [['Scrum Master cursus', 'Kempenaar Academie'], ['Heftruckcertificaat', 'Instituut Brouwersma'], ['Excel voor gevorderden', 'Centrum Wolterink']],
  pt: [['Curso de Scrum Master', 'Academia Carvalhosa'], ['Carta de empilhador', 'Instituto Montalvão'], ['Excel avançado', 'Centro Sobralinho']],
});

/** The study layout of a CV of the hard or wild set, and its truth (the bullets layout lists two degrees at one school). */
export function withEducationLayout(cv) {
  const r = rng((cv.seed ^ 0x5eed) * 7 + 3);
  const v = VOCAB[cv.lang];
  const layout = r.pick(EDUCATION_LAYOUTS);
  // The year a study ended, or its whole period ("2013 – 2016"): the truth keeps the end year either way. A PDF
  // date column that breaks a period over two lines would set its end on the next study's row where rows follow
  // each other directly (bullets, one-line rows): those print the end year then.
  const period = r.next() < 0.4 && !(cv.style.splitDates && layout !== 'degree-over-school');
  const style = { layout, separator: r.pick(ROW_SEPARATORS), bullet: r.pick(BULLETS), period };
  let education = cv.education;
  if (layout === 'school-bullets') {
    // Two degrees at the first school (the newer first), and maybe one more at a second school.
    const schools = r.sample(v.institutions, 1 + r.int(2));
    const degrees = r.sample(v.degrees, schools.length + 1);
    const newest = Number(cv.education[0].end);
    const at = [schools[0], schools[0], ...schools.slice(1)];
    education = at.map((institution, i) => ({ institution, degree: degrees[i], end: String(newest - i * 3) }));
  }
  // A grade line under some of the studies, or under none.
  const graded = r.next() < 0.5;
  const grades = education.map(() => (graded && r.next() < 0.7 ? r.pick(GRADE_LINES[cv.lang]) : ''));
  // The forms of session 10, drawn after everything above: a CV whose draws give 'none' and 'plain' prints what it did.
  const form = r.next() < 0.5 ? r.pick(STUDY_FORMS) : 'none';
  const headingForm = r.next() < 0.4 ? r.pick(HEADING_FORMS) : 'plain';
  const heading = r.pick(EDUCATION_HEADINGS[cv.lang]);
  const schoolFirst = r.next() < 0.5;
  const faculties = education.map(() => r.pick(FACULTIES[cv.lang]));
  if (form === 'abbreviated') {
    const short = r.sample(SHORT_SCHOOLS[cv.lang], 2);
    const named = new Map();
    education = education.map((e) => {
      if (!named.has(e.institution)) named.set(e.institution, short[named.size % short.length]);
      return { ...e, institution: named.get(e.institution) };
    });
  }
  // Drawn last: the courses section after the studies, or none.
  // Only where the page has room for it (two jobs, two studies at most): every CV is one page.
  const room = cv.work.length <= 2 && education.length <= 2;
  const courses = r.next() < 0.35 && room ? r.sample(COURSES[cv.lang], 1 + r.int(2)).map(([course, provider], i) => ({
    course, provider, year: String(Number(education[0].end) + 1 + i),
  })) : [];
  // Drawn after everything else, for Europass CVs only: the studies as the template's labelled rows, or as before.
  const europass = cv.style.layout === 'europass' && r.next() < 0.5 ? r.pick(EUROPASS_FORMS) : 'none';
  const subjects = europass !== 'none' && r.next() < 0.5;
  // Drawn after everything else: long degrees where a degree is printed on a line of its own over its school.
  const ownLine = europass === 'none' && layout === 'degree-over-school' && (form === 'none' || form === 'abbreviated');
  const longDegrees = r.next() < 0.4 && ownLine;
  if (longDegrees) {
    const names = r.sample(LONG_DEGREES[cv.lang], 2);
    education = education.map((e, i) => (i < names.length ? { ...e, degree: names[i] } : e));
  }
  // Drawn after everything else: the first study's degree written with more than its field, where the studies are
  // printed as rows or a degree over its school and not as Europass rows or long degrees.
  const detailed = r.next() < 0.4 && europass === 'none' && !longDegrees && form !== 'school-row' ? r.pick(DETAILED_FORMS) : 'none';
  if (detailed !== 'none') education = education.map((e, i) => (i === 0 ? { ...e, degree: DETAILED_DEGREES[cv.lang][detailed] } : e));
  const forms = { form, headingForm, heading, schoolFirst, faculties, courses, europass, subjects, longDegrees, detailed };
  // Drawn last, from streams of their own: a study in progress printed first (study-progress.mjs), then a traineeship
  // printed among the studies (traineeships.mjs).
  // and, last, month names in the studies' periods (study-dates.mjs).
  // and short Europass labels set flush right (europass-short.mjs).
  // and, after all of those, a table of studies with a header row (study-tables.mjs),
  // and last, where no table is drawn, the newest study's school with its span over its stages (study-spans.mjs).
  // and, after the spans, the studies as records: labelled rows, or one a line with a school-leaving certificate (study-records.mjs).
  // and last, a note under the newest study: an exchange semester abroad or its thesis (study-notes.mjs).
  // and after the notes, the studies as long rows of cells, the newest with a degree of many words (study-rows.mjs).
  const drawn = withStudySpan(withStudyTable(withEuropassShortLabels(withStudyMonths(withTraineeship(withStudyProgress({ ...cv, education,
    style: { ...cv.style, education: { ...style, grades, ...forms } } }))))));
  return withStudyRows(withStudyNote(withStudyRecords(drawn)));
}

export const EUROPASS_FORMS = ['label-cells', 'date-cell'];

// The Europass template's labels of a study (2004–2012 template, as translated for each language).
export const EUROPASS_LABELS = inLang({
  en: { dates: 'Dates', degree: 'Title of qualification awarded', subjects: 'Principal subjects/occupational skills covered',
    school: 'Name and type of organisation providing education and training' },
  de: { dates: 'Zeitraum', degree: 'Bezeichnung der erworbenen Qualifikation', subjects: 'Hauptfächer/berufliche Fähigkeiten',
    school: 'Name und Art der Bildungs- oder Ausbildungseinrichtung' },
  fr: { dates: 'Dates', degree: 'Intitulé du certificat ou diplôme délivré', subjects: 'Principales matières/compétences professionnelles couvertes',
    school: 'Nom et type de l’établissement d’enseignement ou de formation' },
  es: { dates: 'Fechas', degree: 'Cualificación obtenida', subjects: 'Principales materias o capacidades profesionales estudiadas',
    school: 'Nombre y tipo del centro de estudios' },
  it: { dates: 'Date', degree: 'Qualifica conseguita', subjects: 'Principali materie/abilità professionali oggetto dello studio',
    school: 'Nome e tipo d’istituto di istruzione o formazione' },
  pl: { dates: 'Daty', degree: 'Tytuł/kwalifikacje otrzymane', subjects: 'Główne przedmioty/umiejętności zawodowe',
    school: 'Nazwa i rodzaj organizacji zapewniającej edukację i szkolenia' },
  hu: { dates: 'Időtartam', degree: 'Megszerzett képesítés', subjects: 'Főbb tárgyak/készségek',
    school: 'Az oktatást/képzést nyújtó intézmény neve és típusa' },
  nl: { dates: 'Data', degree: 'Benaming van de toegekende kwalificatie', subjects: 'Belangrijkste vakken/beroepsvaardigheden',
    school: 'Naam en type van de onderwijs- of opleidingsinstelling' },
  pt: { dates: 'Datas', degree: 'Designação da qualificação atribuída', subjects: 'Principais disciplinas/competências profissionais',
    school: 'Nome e tipo da organização de ensino ou formação' },
});
// The subjects a "Principal subjects" row lists (invented, lower case after the first): no degree and no school.
export const EUROPASS_SUBJECTS = inLang({
  en: 'Statistics, accounting, business law', de: 'Statistik, Rechnungswesen, Wirtschaftsrecht',
  fr: 'Statistiques, comptabilité, droit des affaires', es: 'Estadística, contabilidad, derecho mercantil',
  it: 'Statistica, contabilità, diritto commerciale', pl: 'Statystyka, rachunkowość, prawo gospodarcze',
  hu: 'Statisztika, számvitel, gazdasági jog', nl: 'Statistiek, boekhouding, handelsrecht',
  pt: 'Estatística, contabilidade, direito comercial',
});

/**
 * The Europass rows of the studies (undefined where the CV has no Europass form): label cells ("Dates" | period,
 * "Title of qualification awarded" | degree, …) or the period in the left cell with each label over its value on
 * the right, the school as a bullet. A long label wraps in its cell, as the template's left column does.
 */
export function europassStudyRows(cv) {
  const style = cv.style.education;
  if (!style || !style.europass || style.europass === 'none') return undefined;
  const labels = (style.shortLabels ? EUROPASS_SHORT_LABELS : EUROPASS_LABELS)[cv.lang];
  const when = (e) => studyWhen(cv, e);
  const subjects = style.subjects ? EUROPASS_SUBJECTS[cv.lang] : undefined;
  // A short label stands on one line, flush right against the values; a long one wraps in its cell.
  const label = (text) => (style.shortLabels ? { text, right: true } : { text, wrap: true });
  // A grade drawn for a study is printed under its school.
  const grade = (i) => (style.grades[i] ? [{ text: style.grades[i] }] : []);
  if (style.europass === 'label-cells') {
    return cv.education.flatMap((e, i) => [
      [label(labels.dates), [{ text: when(e) }]],
      [label(labels.degree), [{ text: e.degree, bold: true }]],
      ...(subjects ? [[label(labels.subjects), [{ text: subjects }]]] : []),
      [label(labels.school), [{ text: e.institution }, ...grade(i)]],
    ]);
  }
  return cv.education.map((e, i) => [{ text: when(e) }, [
    { text: labels.degree }, { text: e.degree, bold: true },
    ...(subjects ? [{ text: labels.subjects }, { text: subjects }] : []),
    { text: labels.school }, { text: `${style.bullet}${e.institution}` }, ...grade(i),
  ]]);
}

// Long names of degrees, per language (invented wordings of usual degrees): wrapped in a PDF's narrow column.
export const LONG_DEGREES = inLang({
  en: ['Bachelor of Science in Environmental and Marine Geology', 'Master of Arts in International Business and Logistics'],
  de: ['Bachelor of Science Wirtschaftsinformatik und Logistikmanagement', 'Master of Arts Internationales Management und Controlling'],
  fr: ['Licence professionnelle gestion des organisations et logistique', 'Master management des systèmes d’information et de production'],
  es: ['Grado en Administración y Dirección de Empresas y Logística', 'Máster Universitario en Ingeniería de Organización Industrial'],
  it: ['Laurea magistrale in Ingegneria gestionale e della logistica', 'Laurea triennale in Economia e gestione delle imprese'],
  pl: ['Magister inżynier zarządzania i inżynierii produkcji', 'Licencjat z ekonomii i zarządzania przedsiębiorstwem'],
  hu: ['Gazdálkodási és menedzsment alapképzési szak BA', 'Logisztikai mérnöki mesterképzési szak MSc'],
  nl: ['Bachelor Bedrijfseconomie en Logistiek Management', 'Master Technische Bedrijfskunde en Supply Chain Management'],
  pt: ['Licenciatura em Gestão de Empresas e Sistemas de Informação', 'Mestrado em Engenharia e Gestão Industrial e Logística'],
});
export const DETAILED_FORMS = ['bracket', 'colon-list', 'field-pair'];

// A degree with its specialisation in brackets, its fields after a colon, and a field of two names after the word that
// joins a degree to its field, per language (invented degrees in each language's usual wording).
export const DETAILED_DEGREES = inLang({
  en: { bracket: 'BSc Computer Science (specialisation in Data Systems)', 'colon-list': 'MSc: Logistics, Operations Research',
    'field-pair': 'Bachelor of Arts in Economics and Politics' },
  de: { bracket: 'B.Sc. Informatik (Schwerpunkt Verteilte Systeme)', 'colon-list': 'Master: Logistik, Controlling',
    'field-pair': 'Bachelor in Wirtschaft und Recht' },
  fr: { bracket: 'Licence en informatique (spécialité Réseaux)', 'colon-list': 'Master : Logistique, Finance',
    'field-pair': 'Licence en Économie et Gestion' },
  es: { bracket: 'Grado en Informática (mención en Computación)', 'colon-list': 'Máster: Logística, Finanzas',
    'field-pair': 'Grado en Economía y Finanzas' },
  it: { bracket: 'Laurea in Informatica (indirizzo Reti)', 'colon-list': 'Laurea magistrale: Logistica, Finanza',
    'field-pair': 'Laurea in Economia e Commercio' },
  pl: { bracket: 'Licencjat z informatyki (specjalność Sieci)', 'colon-list': 'Magister: Logistyka, Finanse',
    'field-pair': 'Studia magisterskie w Zarządzaniu i Finansach' },
  hu: { bracket: 'Programtervező informatikus BSc (szakirány: Hálózatok)', 'colon-list': 'MSc: Logisztika, Pénzügy',
    'field-pair': 'Gazdálkodási és menedzsment szakos BA' },
  nl: { bracket: 'Bachelor Informatica (specialisatie Netwerken)', 'colon-list': 'Master: Logistiek, Financiën',
    'field-pair': 'Master in Economie en Bedrijfskunde' },
  pt: { bracket: 'Licenciatura em Informática (especialização em Redes)', 'colon-list': 'Mestrado: Logística, Finanças',
    'field-pair': 'Licenciatura em Economia e Gestão' },
});

/** Where a PDF's narrow column breaks a long degree: after the last word that ends within `width` characters. */
export const WRAP_WIDTH = 30;
export function wrapAt(text, width = WRAP_WIDTH) {
  if (text.length <= width) return undefined;
  const cut = text.lastIndexOf(' ', width);
  return cut > 0 ? cut : undefined;
}

/** The courses section's heading and lines (none without courses): "Course — Provider" dated as a study is, or on one line with its year. */
export function courseSection(cv) {
  const courses = cv.style.education?.courses ?? [];
  if (courses.length === 0) return undefined;
  const style = cv.style.education;
  const lines = courses.map((c) => (style.form === 'year-in-text'
    ? { text: `${c.course}, ${c.provider}, ${c.year}` } : { text: `${c.course}${style.separator}${c.provider}`, date: c.year }));
  return { heading: COURSE_HEADINGS[cv.lang], lines };
}

/** The education heading's text as printed: the vocabulary's, another usual wording, or letter-spaced capitals ("A U S B I L D U N G"). */
export function educationHeading(cv, plain) {
  const style = cv.style.education;
  if (!style || style.headingForm === 'plain' || style.headingForm === undefined) return { text: recordHeading(cv, plain) };
  const text = style.heading;
  if (style.headingForm === 'variant') return { text };
  return { text: text.toLocaleUpperCase(cv.lang).split(' ').map((w) => [...w].join(' ')).join('   '), spaced: true };
}

/** The section's lines: a line with a `date` is set in the date column (or under the text, inline). */
export function educationLines(cv) {
  const style = cv.style.education;
  // Long rows of cells (study-rows.mjs) replace the layout's lines.
  const rows = studyRowLines(cv);
  if (rows) return rows;
  // A table of studies (study-tables.mjs) replaces the layout's lines.
  const table = studyTableLines(cv);
  if (table) return table;
  // Studies printed as records (study-records.mjs) replace the layout's lines.
  const records = studyRecordLines(cv);
  if (records) return records;
  // A school with its span over its stages (study-spans.mjs) is the first study; the others follow as the layout prints them.
  const span = studySpanLines(cv);
  if (span) {
    return [...span, ...educationLines({ ...cv, education: cv.education.slice(1), style: { ...cv.style, education: { ...style, span: 'none',
      grades: style.grades.slice(1), faculties: style.faculties.slice(1) } } })];
  }
  // A study in progress (study-progress.mjs) is its own undated line over the studies printed as the layout prints them.
  // Printed undated as the layout prints a study (study-undated.mjs), a study in progress has no line of its own.
  if (style && style.progress !== undefined && style.progress !== 'none' && style.undated !== 'first') {
    return [{ text: style.progressLine, bold: true }, ...educationLines({ ...cv, education: cv.education.slice(1),
      style: { ...cv.style, education: { ...style, progress: 'none' } } })];
  }
  if (!style) return cv.education.flatMap((e) => [{ text: e.degree, bold: true, date: e.end }, { text: e.institution }]);
  // A traineeship (traineeships.mjs) is printed after the studies as the layout prints a study; it is none of the truth's.
  if (style.traineeship) {
    return educationLines({ ...cv, education: [...cv.education, style.traineeship],
      style: { ...cv.style, education: { ...style, traineeship: undefined, grades: [...style.grades, ''],
        faculties: [...style.faculties, style.faculties[0]] } } });
  }
  const grade = (i) => (style.grades[i] ? [{ text: style.grades[i] }] : []);
  // The undated study (study-undated.mjs) is printed with no date.
  const undated = cv.education[undatedIndex(cv)];
  const when = (e) => (e === undated ? '' : studyWhen(cv, e));
  switch (style.form) {
    case 'school-row':
      return cv.education.flatMap((e, i) => [
        { text: `${e.institution}${style.separator}${e.degree}`, bold: true, date: when(e) }, ...grade(i),
      ]);
    case 'year-in-text':
      return cv.education.flatMap((e, i) => {
        const [a, b] = style.schoolFirst ? [e.institution, e.degree] : [e.degree, e.institution];
        const text = style.period ? `${a}, ${b} (${when(e)})` : `${a}, ${b}, ${e.end}`;
        return [{ text, bold: true }, ...grade(i)];
      });
    case 'faculty':
      return cv.education.flatMap((e, i) => {
        const where = style.schoolFirst ? [e.institution, style.faculties[i]] : [style.faculties[i], e.institution];
        return [{ text: e.degree, bold: true, date: when(e) }, ...where.map((text) => ({ text })), ...grade(i)];
      });
    default:
      break;
  }
  switch (style.layout) {
    case 'degree-row':
      return cv.education.flatMap((e, i) => [
        { text: `${e.degree}${style.separator}${e.institution}`, bold: true, date: when(e) }, ...grade(i),
      ]);
    case 'school-bullets': {
      const out = [];
      cv.education.forEach((e, i) => {
        if (i === 0 || cv.education[i - 1].institution !== e.institution) out.push({ text: e.institution, bold: true });
        out.push({ text: `${style.bullet}${e.degree}`, date: when(e) }, ...grade(i));
      });
      return out;
    }
    default:
      // A long degree carries where a PDF's narrow column breaks it.
      return cv.education.flatMap((e, i) => [{ text: e.degree, bold: true, date: when(e), ...(style.longDegrees ? { wrapAt: wrapAt(e.degree) } : {}) },
        { text: e.institution }, ...grade(i)]);
  }
}
