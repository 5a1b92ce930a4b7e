// Dated sections that are neither jobs nor studies (generateCv(seed, { sideSections: true })): one to three of projects,
// volunteering, certifications, courses, publications, awards, talks and memberships, each under its usual heading in the
// CV's language ("Projekte", "Bénévolat", "Certificaciones", "Pubblicazioni", "Wolontariat", "Szakmai továbbképzések",
// "Vrijwilligerswerk", "Cursos complementares" …), placed before the work section, between work and education, or after the
// studies, and printed in the layout's own entry style: the period or year in the date column, on a line of its own or as a
// Europass row, the entry's two parts on one line or two as the CV's jobs are; a publication or an award with its year in
// the text. A volunteering or talk line may name a town of the country other than the person's. Drawn from a stream of its
// own (the seed's, mixed) after every other class, so a CV that draws `plain` prints what it did; the truth's work and
// education are unchanged (a side entry read as a job or a study lowers workPrecision or eduPrecision), and so are the
// person fields. Not for CJK, right-to-left or LinkedIn-export CVs, which print their own lines (`plain`).
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

export const SIDE_KINDS = ['projects', 'volunteer', 'certificates', 'courses', 'publications', 'awards', 'talks', 'memberships'];
export const SIDE_PLACES = ['before', 'between', 'after'];
export const SIDE_FORMS = ['sections'];

// The usual heading of each kind, per language (two where both are common).
export const SIDE_HEADINGS = inLang({
  en: { projects: ['Projects', 'Selected Projects'], volunteer: ['Volunteering', 'Volunteer Experience'], certificates: ['Certifications'],
    courses: ['Training', 'Courses'], publications: ['Publications'], awards: ['Awards', 'Honours and Awards'], talks: ['Conferences', 'Talks'],
    memberships: ['Memberships'] },
  de: { projects: ['Projekte'], volunteer: ['Ehrenamt', 'Ehrenamtliches Engagement'], certificates: ['Zertifikate'], courses: ['Weiterbildung'],
    publications: ['Publikationen', 'Veröffentlichungen'], awards: ['Auszeichnungen'], talks: ['Vorträge'], memberships: ['Mitgliedschaften'] },
  fr: { projects: ['Projets'], volunteer: ['Bénévolat'], certificates: ['Certifications'], courses: ['Formations complémentaires'],
    publications: ['Publications'], awards: ['Prix et distinctions'], talks: ['Conférences'], memberships: ['Adhésions'] },
  es: { projects: ['Proyectos'], volunteer: ['Voluntariado'], certificates: ['Certificaciones'], courses: ['Cursos'], publications: ['Publicaciones'],
    awards: ['Premios'], talks: ['Conferencias'], memberships: ['Afiliaciones'] },
  it: { projects: ['Progetti'], volunteer: ['Volontariato'], certificates: ['Certificazioni'], courses: ['Corsi'], publications: ['Pubblicazioni'],
    awards: ['Premi e riconoscimenti'], talks: ['Conferenze'], memberships: ['Associazioni'] },
  pl: { projects: ['Projekty'], volunteer: ['Wolontariat'], certificates: ['Certyfikaty'], courses: ['Kursy'], publications: ['Publikacje'],
    awards: ['Nagrody'], talks: ['Konferencje'], memberships: ['Członkostwo'] },
  hu: { projects: ['Projektek'], volunteer: ['Önkéntes munka'], certificates: ['Tanúsítványok'], courses: ['Szakmai továbbképzések'],
    publications: ['Publikációk'], awards: ['Díjak'], talks: ['Konferenciák'], memberships: ['Tagságok'] },
  nl: { projects: ['Projecten'], volunteer: ['Vrijwilligerswerk'], certificates: ['Certificaten'], courses: ['Cursussen'], publications: ['Publicaties'],
    awards: ['Prijzen'], talks: ['Lezingen'], memberships: ['Lidmaatschappen'] },
  pt: { projects: ['Projetos'], volunteer: ['Voluntariado'], certificates: ['Certificações'], courses: ['Cursos complementares'],
    publications: ['Publicações'], awards: ['Prémios'], talks: ['Palestras'], memberships: ['Associações'] },
});

// The words of each language an entry needs: the project roles, the volunteer's role, the member's, a course's wording
// around its topic, two prizes, an association's name around an invented place, a volunteering body, and a project's line.
const WORDS = inLang({
  en: { roles: ['Project lead', 'Lead developer'], volunteer: 'Volunteer', member: 'Member', course: (t) => `Course in ${t}`,
    topics: ['Project Management', 'Data Analysis'], prizes: ["Dean's List", 'Best Thesis Award'], society: (p) => `${p} Society of Engineers`,
    bodies: ['Millbrook Food Bank', 'Harrowfield Animal Shelter'], detail: 'Planned and delivered the work with a team of four.' },
  de: { roles: ['Projektleiter', 'Entwickler'], volunteer: 'Ehrenamtlicher Helfer', member: 'Mitglied', course: (t) => `Lehrgang ${t}`,
    topics: ['Projektmanagement', 'Datenanalyse'], prizes: ['Förderpreis', 'Preis für die beste Abschlussarbeit'], society: (p) => `Ingenieurverein ${p} e.V.`,
    bodies: ['Tierheim Grünwalde e.V.', 'Lesepaten Birkenau e.V.'], detail: 'Planung und Umsetzung im Team von vier Personen.' },
  fr: { roles: ['Chef de projet', 'Développeur principal'], volunteer: 'Bénévole', member: 'Membre', course: (t) => `Formation en ${t}`,
    topics: ['gestion de projet', 'analyse de données'], prizes: ['Prix du meilleur mémoire', "Bourse d'excellence"],
    society: (p) => `Association des ingénieurs de ${p}`, bodies: ['Association Les Amis de Valmorin', 'Banque alimentaire de Castelnoir'],
    detail: 'Conception et réalisation avec une équipe de quatre personnes.' },
  es: { roles: ['Jefe de proyecto', 'Desarrollador principal'], volunteer: 'Voluntario', member: 'Miembro', course: (t) => `Curso de ${t}`,
    topics: ['gestión de proyectos', 'análisis de datos'], prizes: ['Premio extraordinario fin de carrera', 'Beca de excelencia'],
    society: (p) => `Asociación de Ingenieros de ${p}`, bodies: ['Asociación Vecinal Robledal', 'Banco de Alimentos de Valdemora'],
    detail: 'Planificación y ejecución con un equipo de cuatro personas.' },
  it: { roles: ['Capo progetto', 'Sviluppatore principale'], volunteer: 'Volontario', member: 'Socio', course: (t) => `Corso di ${t}`,
    topics: ['project management', 'analisi dei dati'], prizes: ['Premio miglior tesi', 'Borsa di studio di merito'],
    society: (p) => `Associazione Ingegneri di ${p}`, bodies: ['Associazione Amici di Roccabella', 'Banco Alimentare Valfonda'],
    detail: 'Pianificazione e realizzazione con un gruppo di quattro persone.' },
  pl: { roles: ['Kierownik projektu', 'Główny programista'], volunteer: 'Wolontariusz', member: 'Członek', course: (t) => `Kurs ${t}`,
    topics: ['zarządzania projektami', 'analizy danych'], prizes: ['Stypendium rektora', 'Nagroda dziekana'],
    society: (p) => `Stowarzyszenie Inżynierów ${p}`, bodies: ['Fundacja Zielony Bór', 'Schronisko Leśna Łapa'],
    detail: 'Planowanie i realizacja w zespole czterech osób.' },
  hu: { roles: ['Projektvezető', 'Vezető fejlesztő'], volunteer: 'Önkéntes', member: 'Tag', course: (t) => `${t} tanfolyam`,
    topics: ['Projektmenedzsment', 'Adatelemzés'], prizes: ['Köztársasági ösztöndíj', 'Az év dolgozója díj'],
    society: (p) => `${p} Mérnök Egyesület`, bodies: ['Zöldliget Alapítvány', 'Mezővári Állatmenhely'],
    detail: 'Tervezés és megvalósítás négyfős csapatban.' },
  nl: { roles: ['Projectleider', 'Hoofdontwikkelaar'], volunteer: 'Vrijwilliger', member: 'Lid', course: (t) => `Cursus ${t}`,
    topics: ['projectmanagement', 'data-analyse'], prizes: ['Scriptieprijs', 'Excellentiebeurs'],
    society: (p) => `Vereniging van Ingenieurs ${p}`, bodies: ['Stichting Voedselhulp Veenhoek', 'Dierenasiel De Brakel'],
    detail: 'Planning en uitvoering met een team van vier personen.' },
  pt: { roles: ['Gestor de projeto', 'Programador principal'], volunteer: 'Voluntário', member: 'Membro', course: (t) => `Curso de ${t}`,
    topics: ['gestão de projetos', 'análise de dados'], prizes: ['Prémio de mérito', 'Bolsa de excelência'],
    society: (p) => `Associação de Engenheiros de ${p}`, bodies: ['Associação Amigos de Vale Sereno', 'Banco Alimentar de Pinhalvo'],
    detail: 'Planeamento e execução com uma equipa de quatro pessoas.' },
});

// Invented names every language shares: projects, certificates and their issuers, course providers, places for
// associations and prize givers, conferences, talk and paper titles, journals, co-authors.
const PROJECTS = ['Kestrelpath Route Planner', 'Larchmere Open Data', 'Tidewell Booking App', 'Quillon CRM Migration'];
const CERTIFICATES = [['Brightwave Certified Cloud Associate', 'Brightwave Academy'], ['Certified Data Steward, Level 2', 'Norrland Data Council'],
  ['Quality Auditor Certificate', 'Fenwick Quality Institute']];
const PROVIDERS = ['Learnwell Online', 'Openfield Academy', 'Skillharbour'];
const PLACES = ['Brackenfield', 'Larchmere', 'Tidewell'];
const CONFERENCES = ['Fenwick Data Days', 'Larchmere Logistics Forum', 'Open Harbour Summit'];
const TITLES = ['Scheduling deliveries under uncertain demand', 'Cleaning address data at scale', 'Small teams, large warehouses'];
const JOURNALS = ['Larchmere Review of Operations', 'Proceedings of the Fenwick Workshop on Data Quality'];
const COAUTHORS = ['Okonjo, T.', 'Varga-Lindqvist, M.', 'Pereira Ruan, L.'];

/** The CV with one to three side sections drawn (`style.sideSections`), `{ form: 'plain' }` where it prints none. */
export function withSideSections(cv) {
  const r = rng((cv.seed ^ 0x51de) * 31 + 7);
  const s = cv.style;
  const count = 1 + r.int(3);
  const kinds = r.sample(SIDE_KINDS, count);
  const v = VOCAB[cv.lang];
  const w = WORDS[cv.lang] ?? WORDS.en;
  const headings = SIDE_HEADINGS[cv.lang] ?? SIDE_HEADINGS.en;
  // The years of the side entries lie within the CV's span of work.
  const last = Number((cv.work[0]?.end || '2026').slice(0, 4));
  const year = () => String(last - r.int(6));
  const towns = v.cities.map(([city]) => city).filter((c) => c !== cv.address.city);
  const sections = kinds.map((kind) => {
    const heading = r.pick(headings[kind]);
    const place = r.pick(SIDE_PLACES);
    const n = 1 + r.int(2);
    // One draw of where the section's names start, so its entries name different things.
    const base = r.int(12);
    const entries = Array.from({ length: n }, (_, i) => sideEntry(kind, base + i, r, w, year, towns, cv));
    return { kind, heading, place, entries };
  });
  if (s.cjk?.lines || s.rtl?.lines || s.linkedin?.form === 'export') return { ...cv, style: { ...s, sideSections: { form: 'plain' } } };
  return { ...cv, style: { ...s, sideSections: { form: 'sections', sections } } };
}

/**
 * One entry of a side section (`i`: the section's start of names and the entry's place in it): its two parts (`what`,
 * `where`), its date (a year or a period) and where the date is printed.
 */
function sideEntry(kind, i, r, w, year, towns, cv) {
  const y = year();
  const period = () => {
    const start = Number(y) - 1 - r.int(3);
    const open = r.next() < 0.3;
    return { start: `${start}-${String(1 + r.int(12)).padStart(2, '0')}`, end: open ? '' : `${y}-${String(1 + r.int(12)).padStart(2, '0')}` };
  };
  switch (kind) {
    case 'projects': return { kind, what: w.roles[i % 2], where: PROJECTS[i % PROJECTS.length], ...period(),
      detail: r.next() < 0.5 ? w.detail : '' };
    case 'volunteer': return { kind, what: w.volunteer, where: w.bodies[i % 2], ...period(), town: r.next() < 0.5 ? r.pick(towns) : '' };
    case 'certificates': {
      const [name, issuer] = CERTIFICATES[i % CERTIFICATES.length];
      return { kind, what: name, where: issuer, year: y };
    }
    case 'courses': return { kind, what: w.course(w.topics[i % 2]), where: r.pick(PROVIDERS), year: y };
    case 'publications': {
      const author = `${cv.last || 'Anon'}, ${(cv.first || 'A')[0]}.`;
      return { kind, what: TITLES[i % TITLES.length], where: r.pick(JOURNALS), year: y,
        authors: r.next() < 0.5 ? `${author}, ${r.pick(COAUTHORS)}` : author, inText: true };
    }
    case 'awards': return { kind, what: w.prizes[i % 2], where: `${r.pick(PLACES)} Foundation`, year: y, inText: r.next() < 0.5 };
    case 'talks': return { kind, what: `“${TITLES[i % TITLES.length]}”`, where: r.pick(CONFERENCES), year: y,
      town: r.pick(towns) };
    default: return { kind, what: w.member, where: w.society(PLACES[i % PLACES.length]), ...period() };
  }
}

/** The lines of the side sections placed at `place` ('before', 'between', 'after'), each under its heading; none without the class. */
export function sideSectionLines(cv, place, heading, period) {
  const side = cv.style.sideSections;
  if (!side || side.form === 'plain') return [];
  return side.sections.filter((s) => s.place === place).flatMap((s) => [heading(cv, s.heading), ...s.entries.flatMap((e) => entryLines(cv, e, period))]);
}

/** The side sections at `place` as [heading, lines] pairs, for a layout that sets each section apart (Europass rows). */
export function sideSectionParts(cv, place, period) {
  const side = cv.style.sideSections;
  if (!side || side.form === 'plain') return [];
  return side.sections.filter((s) => s.place === place).map((s) => [s.heading, s.entries.flatMap((e) => entryLines(cv, e, period))]);
}

// A PDF line longer than this wraps onto further lines, as a real one does: broken at the last space before each limit.
const WRAP = 46;
function wrapped(line) {
  const cuts = [];
  let from = 0;
  while (line.text.length - from > WRAP) {
    const at = line.text.lastIndexOf(' ', from + WRAP);
    if (at <= from) break;
    cuts.push(at);
    from = at + 1;
  }
  return cuts.length === 0 ? line : { ...line, wrapAt: cuts.length === 1 ? cuts[0] : cuts };
}

/** An entry printed as the CV prints a job: its date beside the first line, the two parts on one line or two, a detail under them. */
function entryLines(cv, e, period) {
  return entryText(cv, e, period).map(wrapped);
}

function entryText(cv, e, period) {
  const date = e.year ?? period(cv, e);
  if (e.kind === 'publications') return [{ text: `${e.authors} (${e.year}). ${e.what}. ${e.where}.` }];
  const where = e.town ? `${e.where}, ${e.town}` : e.where;
  if (e.inText) return [{ text: `${e.what}, ${where}, ${e.year}` }];
  const head = cv.style.entry === 'two-lines' ? [{ text: e.what, bold: true, date }, { text: where }]
    : [{ text: cv.style.entry === 'employer-title' ? `${where}, ${e.what}` : `${e.what}, ${where}`, bold: true, date }];
  return [...head, ...(e.detail ? [{ text: e.detail }] : [])];
}
