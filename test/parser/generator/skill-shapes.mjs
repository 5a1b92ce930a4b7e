// Skills lists in shapes a reader cuts wrongly (generateCv(seed, { skillShapes: true })), one form a CV:
// `bracketed`, one or two items that list their tools in brackets ("Office software (Word, Excel, PowerPoint)"), a comma
// inside the bracket being the bracket's; `lone-lines`, one item a line with no bullet, the last line holding two soft
// skills after a comma ("Patience, Punctuality"), so the line over it reads as a sub-heading over a list; `grid`, the items
// in cells, three a row (two in a sidebar), a cell of the second row a soft skill named with the language's word for
// "skill" ("Good communication skills", "Gute Kommunikationsfähigkeit"), which reads as a label over the cells after it;
// `tight-labels`, rows of a short label and its items with no space after the colon ("DB:SQL, Excel"); `lead-phrase`, the list
// opened by a phrase that says how well its tools are known, the first two joined by "and" ("Proficient in SQL and Excel,
// Python"; not in Polish or Hungarian). The truth's skills
// are every item printed (the bracket's tools and the added soft skills too); the labels are no skills
// (`style.skillShape.noise`). Only where the CV prints its plain skills list (no skills block of skill-blocks.mjs, no CJK or
// right-to-left form). Drawn from a stream of its own (the seed's, mixed) after every other class, so the people, jobs and
// every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const SKILL_SHAPE_FORMS = ['bracketed', 'lone-lines', 'grid', 'tight-labels', 'lead-phrase', 'plain'];

// An item that names a kind of tool, and tools of that kind (vocabulary skills), in the CV's language; written for this
// generator.
const PARENTS = inLang({
  en: ['Office software', 'Cloud platforms', 'Graphic design', 'Test automation'],
  de: ['Büroanwendungen', 'Cloud-Plattformen', 'Grafikdesign', 'Testautomatisierung'],
  fr: ['Bureautique', 'Plateformes cloud', 'Graphisme', 'Automatisation des tests'],
  es: ['Ofimática', 'Plataformas cloud', 'Diseño gráfico', 'Automatización de pruebas'],
  it: ['Pacchetto Office', 'Piattaforme cloud', 'Grafica', 'Test automatici'],
  pl: ['Pakiet biurowy', 'Platformy chmurowe', 'Grafika', 'Automatyzacja testów'],
  hu: ['Irodai szoftverek', 'Felhőplatformok', 'Grafikai tervezés', 'Tesztautomatizálás'],
  nl: ['Kantoorsoftware', 'Cloudplatformen', 'Grafisch ontwerp', 'Testautomatisering'],
  pt: ['Ferramentas de escritório', 'Plataformas cloud', 'Design gráfico', 'Automação de testes'],
});
const TOOLS = [['Word', 'Excel', 'PowerPoint', 'Outlook'], ['AWS', 'Azure', 'Heroku'], ['Photoshop', 'Illustrator', 'Figma', 'InDesign'],
  ['Selenium', 'Cypress', 'JUnit', 'Postman']];
// Two soft skills printed on one line after a comma.
const SOFT_PAIRS = inLang({
  en: ['Patience', 'Punctuality'], de: ['Geduld', 'Pünktlichkeit'], fr: ['Patience', 'Ponctualité'], es: ['Paciencia', 'Puntualidad'],
  it: ['Pazienza', 'Puntualità'], pl: ['Cierpliwość', 'Punktualność'], hu: ['Türelem', 'Megbízhatóság'], nl: ['Geduld', 'Stiptheid'],
  pt: ['Paciência', 'Pontualidade'],
});
// A soft skill named with the language's word for "skill" (a word the skills headings are made of).
const SKILL_PHRASE = inLang({
  en: 'Good communication skills', de: 'Gute Kommunikationsfähigkeit', fr: 'Compétences relationnelles', es: 'Habilidades comunicativas',
  it: 'Competenze comunicative', pl: 'Umiejętności interpersonalne', hu: 'Kiváló tárgyalási készség', nl: 'Communicatieve vaardigheden',
  pt: 'Competências de comunicação',
});
// Short row labels set tight against the first item.
const TIGHT_LABELS = inLang({ en: ['IT', 'Office', 'Other'], de: ['EDV', 'Büro', 'Sonstiges'], fr: ['Info', 'Bureau', 'Autres'],
  es: ['TIC', 'Oficina', 'Otros'], it: ['IT', 'Ufficio', 'Altro'], pl: ['IT', 'Biuro', 'Inne'], hu: ['IT', 'Iroda', 'Egyéb'],
  nl: ['ICT', 'Kantoor', 'Overig'], pt: ['TI', 'Escritório', 'Outros'] });

// A phrase that says how well the list's tools are known, before its first item, and the joining word between the first two;
// none in Polish and Hungarian (their phrases put the tools in another case), which print the plain list.
const LEAD_PHRASES = inLang({ en: ['Proficient in', 'and'], de: ['Erfahrung mit', 'und'], fr: ['Maîtrise de', 'et'], es: ['Dominio de', 'y'],
  it: ['Esperienza con', 'e'], nl: ['Ervaring met', 'en'], pt: ['Conhecimentos de', 'e'], pl: null, hu: null });

/** The CV with `style.skillShape` (form, its lines' data, noise) and its truth's skills; `{ form: 'plain' }` otherwise. */
export function withSkillShape(cv) {
  const r = rng((cv.seed ^ 0x4c1d) * 43 + 5);
  const form = r.pick(SKILL_SHAPE_FORMS);
  const plain = { ...cv, style: { ...cv.style, skillShape: { form: 'plain' } } };
  if (form === 'plain' || cv.style.rtl?.lines || cv.style.cjk?.lines || (cv.style.skillBlock && cv.style.skillBlock.form !== 'plain')
    || cv.skills.length < 3) return plain;
  const lang = cv.lang;
  const narrow = cv.style.layout.startsWith('sidebar');
  if (form === 'bracketed') {
    const kinds = r.sample([0, 1, 2, 3], 1 + r.int(2));
    const groups = kinds.map((k) => [PARENTS[lang][k], r.sample(TOOLS[k].filter((t) => !cv.skills.includes(t)), narrow ? 2 : 2 + r.int(2))]);
    const skills = [...cv.skills, ...groups.flatMap(([parent, tools]) => [parent, ...tools])];
    return { ...cv, skills, style: { ...cv.style, skillShape: { form, groups, noise: [] } } };
  }
  if (form === 'lone-lines') return { ...cv, skills: [...cv.skills, ...SOFT_PAIRS[lang]], style: { ...cv.style, skillShape: { form, noise: [] } } };
  if (form === 'grid') {
    // The phrase opens the second row (the first row's first cell would be a label/value table's label).
    const per = narrow ? 2 : 3;
    const at = per;
    const skills = [...cv.skills.slice(0, at), SKILL_PHRASE[lang], ...cv.skills.slice(at)];
    return { ...cv, skills, style: { ...cv.style, skillShape: { form, per, noise: [] } } };
  }
  if (form === 'lead-phrase') {
    if (!LEAD_PHRASES[lang]) return plain;
    const [phrase, joiner] = LEAD_PHRASES[lang];
    return { ...cv, style: { ...cv.style, skillShape: { form, phrase, joiner, noise: [phrase] } } };
  }
  const labels = TIGHT_LABELS[lang];
  const half = Math.ceil(cv.skills.length / 2);
  const rows = [cv.skills.slice(0, half), cv.skills.slice(half)].map((items, k) => [labels[k], items]);
  return { ...cv, style: { ...cv.style, skillShape: { form, rows, noise: labels.slice(0, 2) } } };
}

/** The printed lines of the skills list in the CV's shape, or undefined where the CV prints its plain list. */
export function skillShapeLines(cv, narrow) {
  const s = cv.style.skillShape;
  if (!s || s.form === 'plain') return undefined;
  if (s.form === 'bracketed') {
    const items = [...cv.skills.filter((x) => !s.groups.some(([p, tools]) => p === x || tools.includes(x))),
      ...s.groups.map(([parent, tools]) => `${parent} (${tools.join(', ')})`)];
    // One a line with a bullet in a sidebar (a comma list there wraps inside a bracket).
    return narrow || cv.style.skillsList !== 'comma' ? items.map((text) => ({ text: `• ${text}` })) : [{ text: items.join(', ') }];
  }
  if (s.form === 'lone-lines') {
    const [a, b] = cv.skills.slice(-2);
    return [...cv.skills.slice(0, -2).map((text) => ({ text })), { text: `${a}, ${b}` }];
  }
  if (s.form === 'grid') {
    const rows = [];
    for (let k = 0; k < cv.skills.length; k += s.per) rows.push(cv.skills.slice(k, k + s.per));
    return rows.map((cells) => (cells.length > 1 ? { text: cells.join('   '), cells } : { text: cells[0] }));
  }
  if (s.form === 'lead-phrase') {
    // "Proficient in Quorbit and Zanthic, Velmdb, Strandql"; a sidebar wraps the list after a comma.
    const [a, b, ...rest] = cv.skills;
    const text = `${s.phrase} ${a} ${s.joiner} ${b}${rest.length ? `, ${rest.join(', ')}` : ''}`;
    if (!narrow || text.length <= 32) return [{ text }];
    return [{ text: `${s.phrase} ${a} ${s.joiner} ${b},` }, ...(rest.length ? [{ text: rest.join(', ') }] : [])];
  }
  return s.rows.map(([label, items]) => ({ text: `${label}:${items.join(', ')}` }));
}
