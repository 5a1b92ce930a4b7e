// LinkedIn's "Save to PDF" export (generateCv(seed, { linkedin: true })): the profile as the site prints it, in the
// languages it exports in (en de fr es it pl nl pt; a Hungarian CV is exported in English). A left sidebar: "Contact" with
// the e-mail and the profile's address broken over two lines ("www.linkedin.com/in/given-family-" over "3a9f2c1b
// (LinkedIn)"), "Top Skills" with three skills, "Languages" with their levels ("English (Native or Bilingual)"),
// "Certifications"; the body: the name in large type, the headline, the town line ("München, Bayern, Deutschland", or
// the town and its country), "Summary" and a sentence, "Experience": the employer, then per role its title, "January 2019
// - Present (5 years 11 months)" and a place line ("Berlin, Deutschland"), with one employer's roles grouped under it as
// the site does (the employer over its total duration, "7 years 2 months"); "Education": the school, then "Degree ·
// (2012 - 2016)"; a footer "Page 1 of 1". LinkedIn prints no phone and no street: the truth's phone, street and postcode
// are empty, its town the town line's (and no birth date: the export prints none); its skills the three top skills
// printed. `form`: `export` (half the CVs) or `plain`; not where the CV prints no name, or prints its own lines (CJK,
// right-to-left), or a world address. Drawn from a stream of its own after every other class
// but the running lines, so a CV that draws `plain` prints what it did; without the option nothing changes.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { splitRoles } from './promotions.mjs';
import { wrapCuts } from './linkedin-degrees.mjs';

export const LINKEDIN_FORMS = ['export', 'plain'];

const EN = {
  contact: 'Contact', skills: 'Top Skills', languages: 'Languages', certifications: 'Certifications', summary: 'Summary',
  experience: 'Experience', education: 'Education', page: (i, n) => `Page ${i} of ${n}`, present: 'Present', country: 'United Kingdom',
  months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  duration: (y, m) => [y ? `${y} year${y === 1 ? '' : 's'}` : '', m ? `${m} month${m === 1 ? '' : 's'}` : ''].filter(Boolean).join(' '),
  spoken: ['English (Native or Bilingual)', 'German (Professional Working)', 'French (Elementary)'],
};
// The export's words per language, as the site prints them (month names, the open end, durations, section headings).
const EXPORT = {
  en: EN,
  de: { contact: 'Kontakt', skills: 'Top-Kenntnisse', languages: 'Sprachen', certifications: 'Zertifikate', summary: 'Zusammenfassung',
    experience: 'Berufserfahrung', education: 'Ausbildung', page: (i, n) => `Page ${i} of ${n}`, present: 'Heute', country: 'Deutschland',
    months: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
    duration: (y, m) => [y ? `${y} Jahr${y === 1 ? '' : 'e'}` : '', m ? `${m} Monat${m === 1 ? '' : 'e'}` : ''].filter(Boolean).join(' '),
    spoken: ['Deutsch (Muttersprache oder zweisprachig)', 'Englisch (Verhandlungssicher)'] },
  fr: { contact: 'Coordonnées', skills: 'Principales compétences', languages: 'Languages', certifications: 'Certifications',
    summary: 'Résumé', experience: 'Expérience', education: 'Formation', page: (i, n) => `Page ${i} of ${n}`, present: 'aujourd’hui',
    country: 'France', months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    duration: (y, m) => [y ? `${y} an${y === 1 ? '' : 's'}` : '', m ? `${m} mois` : ''].filter(Boolean).join(' '),
    spoken: ['Français (Langue maternelle ou bilingue)', 'Anglais (Capacité professionnelle complète)'] },
  es: { contact: 'Contactar', skills: 'Aptitudes principales', languages: 'Languages', certifications: 'Certifications', summary: 'Extracto',
    experience: 'Experiencia', education: 'Educación', page: (i, n) => `Page ${i} of ${n}`, present: 'actualidad', country: 'España',
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    monthOf: (m, y) => `${m} de ${y}`,
    duration: (y, m) => [y ? `${y} año${y === 1 ? '' : 's'}` : '', m ? `${m} mes${m === 1 ? '' : 'es'}` : ''].filter(Boolean).join(' '),
    spoken: ['Español (Nativo o bilingüe)', 'Inglés (Competencia básica profesional)'] },
  it: { contact: 'Contatti', skills: 'Competenze principali', languages: 'Lingue', certifications: 'Certifications', summary: 'Riepilogo',
    experience: 'Esperienza', education: 'Formazione', page: (i, n) => `Page ${i} of ${n}`, present: 'Presente', country: 'Italia',
    months: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
    duration: (y, m) => [y ? `${y} ann${y === 1 ? 'o' : 'i'}` : '', m ? `${m} mes${m === 1 ? 'e' : 'i'}` : ''].filter(Boolean).join(' '),
    spoken: ['Italiano (Madrelingua o bilingue)', 'Inglese (Professionale)'] },
  pl: { contact: 'Dane kontaktowe', skills: 'Najważniejsze umiejętności', languages: 'Languages', certifications: 'Certifications',
    summary: 'Podsumowanie', experience: 'Doświadczenie', education: 'Wykształcenie', page: (i, n) => `Page ${i} of ${n}`, present: 'obecnie',
    country: 'Polska', months: ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik',
      'listopad', 'grudzień'],
    duration: (y, m) => [y ? `${y} ${y === 1 ? 'rok' : y < 5 ? 'lata' : 'lat'}` : '', m ? `${m} ${m === 1 ? 'miesiąc' : m < 5 ? 'miesiące' : 'miesięcy'}` : '']
      .filter(Boolean).join(' '),
    spoken: ['Polski (Native or Bilingual)', 'Angielski (Professional Working)'] },
  nl: { contact: 'Contactgegevens', skills: 'Top vaardigheden', languages: 'Languages', certifications: 'Certifications',
    summary: 'Samenvatting', experience: 'Ervaring', education: 'Opleiding', page: (i, n) => `Page ${i} of ${n}`, present: 'heden',
    country: 'Nederland', months: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
    duration: (y, m) => [y ? `${y} jaar` : '', m ? `${m} maand${m === 1 ? '' : 'en'}` : ''].filter(Boolean).join(' '),
    spoken: ['Nederlands (Moedertaal of tweetalig)', 'Engels (Professionele werkervaring)'] },
  pt: { contact: 'Contato', skills: 'Principais competências', languages: 'Languages', certifications: 'Certifications',
    summary: 'Resumo', experience: 'Experiência', education: 'Formação acadêmica', page: (i, n) => `Page ${i} of ${n}`, present: 'o momento',
    country: 'Portugal', months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro',
      'dezembro'], monthOf: (m, y) => `${m} de ${y}`,
    duration: (y, m) => [y ? `${y} ano${y === 1 ? '' : 's'}` : '', m ? `${m} ${m === 1 ? 'mês' : 'meses'}` : ''].filter(Boolean).join(' '),
    spoken: ['Português (Nativo ou bilíngue)', 'Inglês (Nível avançado)'] },
};
// The region of each town the vocabularies draw (public names), for the "Town, Region, Country" line.
const REGIONS = {
  London: 'England', Bristol: 'England', Leeds: 'England', Manchester: 'England', Norwich: 'England', Berlin: 'Berlin', München: 'Bayern',
  Köln: 'Nordrhein-Westfalen', Leipzig: 'Sachsen', Hamburg: 'Hamburg', Lyon: 'Auvergne-Rhône-Alpes', Bordeaux: 'Nouvelle-Aquitaine',
  Nantes: 'Pays de la Loire', Toulouse: 'Occitanie', Lille: 'Hauts-de-France', Madrid: 'Comunidad de Madrid', Barcelona: 'Cataluña',
  Valencia: 'Comunidad Valenciana', Sevilla: 'Andalucía', Zaragoza: 'Aragón', Milano: 'Lombardia', Torino: 'Piemonte', Bologna: 'Emilia-Romagna',
  Firenze: 'Toscana', Napoli: 'Campania', Poznań: 'Wielkopolskie', Gdańsk: 'Pomorskie', Kraków: 'Małopolskie', Wrocław: 'Dolnośląskie',
  Łódź: 'Łódzkie', Amsterdam: 'Noord-Holland', Utrecht: 'Utrecht', Rotterdam: 'Zuid-Holland', Groningen: 'Groningen', Eindhoven: 'Noord-Brabant',
  Lisboa: 'Lisboa', Porto: 'Porto', Coimbra: 'Coimbra', Braga: 'Braga', Faro: 'Faro', Szeged: 'Csongrád-Csanád', Győr: 'Győr-Moson-Sopron',
  Debrecen: 'Hajdú-Bihar', Pécs: 'Baranya', Budapest: 'Budapest',
};
// Invented certificates (no real issuer's name).
const CERTIFICATES = ['Certified Orchard Logistics Planner', 'Advanced Ledger Practice', 'Warehouse Safety Level 2', 'Data Storytelling Essentials',
  'Agile Delivery Foundations', 'Customer Care Professional'];
const SUMMARIES = {
  en: 'I like turning messy processes into calm, measurable ones.', de: 'Ich mache aus unübersichtlichen Abläufen ruhige, messbare Prozesse.',
  fr: 'J’aime rendre les processus confus simples et mesurables.', es: 'Me gusta convertir procesos desordenados en procesos claros y medibles.',
  it: 'Mi piace rendere semplici e misurabili i processi disordinati.', pl: 'Lubię porządkować chaotyczne procesy tak, by dało się je mierzyć.',
  nl: 'Ik maak van rommelige processen rustige, meetbare processen.', pt: 'Gosto de tornar processos confusos em processos claros e mensuráveis.',
};

const exportLang = (lang) => (EXPORT[lang] ? lang : 'en');
const countryOf = (cv) => (cv.style.hard?.state ? 'United States' : exportLang(cv.lang) === cv.lang ? EXPORT[cv.lang].country
  : cv.lang === 'hu' ? 'Hungary' : EN.country);

/** The CV as LinkedIn's export, `style.linkedin` = { form, … }; the truth loses its phone, street and postcode. */
export function withLinkedin(cv) {
  const r = rng((cv.seed ^ 0x11d1) * 37 + 11);
  const drawn = r.pick(LINKEDIN_FORMS);
  const regional = r.next() < 0.6;
  const hex = Array.from({ length: 8 }, () => '0123456789abcdef'[r.int(16)]).join('');
  const certificates = r.sample(CERTIFICATES, 1 + r.int(2));
  const places = cv.work.map(() => (r.next() < 0.8 ? r.pick((VOCAB[cv.lang] ?? VOCAB.en).cities)[0] : ''));
  const grouped = r.next() < 0.6;
  const at = r.int(cv.work.length);
  const n = 2 + r.int(2);
  const s = cv.style;
  if (drawn === 'plain' || !cv.first || s.cjk?.lines || s.rtl?.lines || (s.world && s.world.form !== 'plain') || !VOCAB[cv.lang]
    || !EXPORT[exportLang(cv.lang)]) {
    return { ...cv, style: { ...s, linkedin: { form: 'plain' } } };
  }
  // One employer's roles grouped under it, where the CV has no such group already (promotions.mjs's split).
  const hasGroup = cv.work.some((w) => w.promotion);
  const roles = grouped && !hasGroup ? splitRoles(cv, r, at, n, { linkedin: true }) : undefined;
  const work = roles ? [...cv.work.slice(0, at), ...roles, ...cv.work.slice(at + 1)] : cv.work;
  const town = regional && REGIONS[cv.address.city] && !s.hard?.state ? `${cv.address.city}, ${REGIONS[cv.address.city]}, ${countryOf(cv)}`
    : s.hard?.state ? `${cv.address.city}, ${s.hard.state}, ${countryOf(cv)}` : `${cv.address.city}, ${countryOf(cv)}`;
  return {
    ...cv, phone: '', birth: '', work, skills: cv.skills.slice(0, 3), address: { street: '', city: cv.address.city, zip: '' },
    style: { ...s, linkedin: { form: 'export', town, hex, certificates, places: work.map((_, k) => places[k % places.length]), grouped: Boolean(roles || hasGroup) } },
  };
}

/** "January 2019", "enero de 2019": a month as the export prints it. */
function monthText(x, ym) {
  const m = x.months[Number(ym.slice(5, 7)) - 1];
  return x.monthOf ? x.monthOf(m, ym.slice(0, 4)) : `${m} ${ym.slice(0, 4)}`;
}

const months = (ym) => Number(ym.slice(0, 4)) * 12 + Number(ym.slice(5, 7)) - 1;
const NOW = '2026-11';
/** "(5 years 11 months)": the site counts both ends' months. */
function durationOf(x, start, end) {
  const n = months(end || NOW) - months(start) + 1;
  return x.duration(Math.floor(n / 12), n % 12);
}

/** The export's regions: the sidebar and the body side by side, then the page footer. */
export function linkedinRegions(cv) {
  const li = cv.style.linkedin;
  const x = EXPORT[exportLang(cv.lang)];
  const head = (text) => ({ text, bold: true, size: 12, heading: true });
  const slug = `${cv.first}-${cv.last}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z-]+/g, '-');
  const side = [head(x.contact), ...(cv.email ? [{ text: cv.email }] : []), { text: `www.linkedin.com/in/${slug}-` }, { text: `${li.hex} (LinkedIn)` },
    head(x.skills), ...cv.skills.slice(0, 3).map((text) => ({ text })), head(x.languages), ...x.spoken.map((text) => ({ text })),
    head(x.certifications), ...li.certificates.map((text) => ({ text }))].map((l) => ({ ...l, size: l.size ?? 9 }));
  const experience = [];
  cv.work.forEach((w, k) => {
    const p = w.promotion;
    if (!p || p.index === 0) {
      experience.push({ text: w.employer, bold: true, size: 11 });
      if (p) experience.push({ text: durationOf(x, p.start, p.end) });
    }
    const when = `${monthText(x, w.start)} - ${w.end ? monthText(x, w.end) : x.present} (${durationOf(x, w.start, w.end)})`;
    const place = li.places[k] ? [{ text: `${li.places[k]}, ${countryOf(cv)}` }] : [];
    experience.push({ text: w.title, bold: true }, { text: when }, ...place, ...(k === 0 ? [{ text: w.prose }] : []));
  });
  const education = cv.education.flatMap((e, i) => {
    // A study still going on (no end in the truth) prints its degree alone; a long degree (linkedin-degrees.mjs) breaks
    // over the body column's lines.
    const text = e.end ? `${e.degree} · (${Number(e.end) - 3} - ${e.end})` : e.degree;
    const long = li.degree?.form === 'long' && li.degree.index === i;
    return [{ text: e.institution, bold: true, size: 11 }, { text, ...(long ? { wrapAt: wrapCuts(text) } : {}) }];
  });
  const body = [{ text: `${cv.first} ${cv.last}`, bold: true, size: 22, name: true }, { text: cv.headline, size: 12 }, { text: li.town },
    head(x.summary), { text: SUMMARIES[exportLang(cv.lang)] }, head(x.experience), ...experience, head(x.education), ...education];
  return [{ kind: 'columns', side: 0, cols: [side, body] }, { kind: 'page-footer', lines: [{ text: x.page(1, 1) }] }];
}
