// Long degrees in LinkedIn's export (generateCv(seed, { linkedinDegrees: true }), implies `linkedin`): where a CV is
// exported, half of them name their newest dated study with the site's long form, "Degree - ABBR, Field of study" with
// the field's own words after it ("Master of Science - MS, Computer Engineering and Information Systems with a minor in
// …"), which the export's body column breaks over two or three lines before " · (2012 - 2016)" (a PDF sets each piece on
// a line of its own at the column's edge; a DOCX keeps the paragraph whole). The truth's degree is the long one.
// `form`: `long` or `plain`. Drawn from a stream of its own after the export, so a CV that draws `plain` prints what it
// did; without the option nothing changes.
import { rng } from './generate.mjs';

export const LINKEDIN_DEGREE_FORMS = ['long', 'plain'];

// Invented long entries in the site's "Degree - ABBR, Field" shape, per export language (Hungarian CVs export in English).
export const LINKEDIN_LONG_DEGREES = {
  en: ['Master of Science - MS, Computer Engineering and Information Systems with a minor in Applied Statistics',
    'Bachelor of Arts - BA, International Relations and Affairs with a concentration in European Public Policy'],
  de: ['Master of Science - MS, Wirtschaftsinformatik mit Schwerpunkt Logistik und Supply Chain Management',
    'Bachelor of Arts - BA, Betriebswirtschaftslehre mit den Schwerpunkten Marketing und Internationales Management'],
  fr: ['Master, Management des systèmes d’information et de la logistique internationale, parcours Transport',
    'Licence, Économie et gestion des organisations, parcours Commerce international et Distribution'],
  es: ['Grado, Administración y Dirección de Empresas con mención en Logística Internacional y Comercio Exterior',
    'Máster, Ingeniería de Organización Industrial con especialidad en Sistemas de Información y Producción'],
  it: ['Laurea magistrale, Ingegneria gestionale e della logistica con indirizzo in Sistemi informativi aziendali',
    'Laurea triennale, Economia e gestione delle imprese con curriculum in Commercio internazionale'],
  pl: ['Magister inżynier, Zarządzanie i inżynieria produkcji ze specjalnością logistyka międzynarodowa i transport',
    'Licencjat, Ekonomia i zarządzanie przedsiębiorstwem ze specjalnością rachunkowość i finanse'],
  nl: ['Master of Science - MS, Technische Bedrijfskunde en Supply Chain Management met een minor in Data Science',
    'Bachelor of Science - BS, Bedrijfseconomie en Logistiek Management met een specialisatie in Informatiekunde'],
  pt: ['Mestrado, Engenharia e Gestão Industrial com especialização em Logística e Sistemas de Informação',
    'Licenciatura, Gestão de Empresas e Sistemas de Informação com especialização em Comércio Internacional'],
};

/** Where the export's body column breaks a long line: after the last word within `width` characters, as often as needed. */
export function wrapCuts(text, width = 44) {
  const cuts = [];
  let from = 0;
  while (text.length - from > width) {
    const cut = text.lastIndexOf(' ', from + width);
    if (cut <= from) break;
    cuts.push(cut);
    from = cut + 1;
  }
  return cuts;
}

/** The exported CV with the newest dated study's degree in the site's long form, `style.linkedin.degree` = { form, index }. */
export function withLinkedinDegree(cv) {
  const li = cv.style.linkedin;
  const r = rng((cv.seed ^ 0x2e57) * 43 + 7);
  const drawn = r.pick(LINKEDIN_DEGREE_FORMS);
  const names = LINKEDIN_LONG_DEGREES[cv.lang] ?? LINKEDIN_LONG_DEGREES.en;
  const name = r.pick(names);
  const index = cv.education.findIndex((e) => e.end);
  if (li?.form !== 'export' || drawn === 'plain' || index < 0) {
    return li ? { ...cv, style: { ...cv.style, linkedin: { ...li, degree: { form: 'plain' } } } } : cv;
  }
  const education = cv.education.map((e, i) => (i === index ? { ...e, degree: name } : e));
  return { ...cv, education, style: { ...cv.style, linkedin: { ...li, degree: { form: 'long', index } } } };
}
