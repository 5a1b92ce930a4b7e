// Skills blocks as real CVs print them (generateCv(seed, { skillBlocks: true })): a long block under sub-headings
// (`grouped`: "Programming", "Databases", "Tools", "Soft skills" in the CV's language, each over its items as a list, as
// bullets, one a line, after a colon or in a cell), rows of a level and the skills at it (`level-rows`: "Expert: Java, SQL",
// "Advanced – Git"), one skill a line with its level (`rated`: "Python (advanced)", "Excel – expert", "SQL ●●●●○",
// "Git 4/5", "Docker | 3 years"), one skill a line with a drawn rating of glyphs only (`glyphs`: ●●●○○, ★★★★☆, ■■■□□ or an
// icon font's private-use stars), or the first employer named with a word that is also a skill's name and, in English,
// the legal form PLC (`firms`: "Kafka Brenner GmbH", "Helm Northgate PLC"). The sub-headings, levels, ratings and years
// are no skills (`style.skillBlock.noise`); a block lists 26–38 items and the first job's prose names two vocabulary skills
// more, all in the truth, so a reader that takes the structure for items fills the 40 tags and loses those two.
// The truth's skills are the block's items (and the prose's two); a firm's word is no skill. Drawn from a stream of its own
// (the seed's, mixed) after every other class, so the people, jobs and every other draw of a CV stay what they were;
// without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const SKILL_BLOCK_FORMS = ['grouped', 'level-rows', 'rated', 'glyphs', 'firms'];
export const GROUPED_PRINTS = ['list', 'bullets', 'lines', 'label-rows', 'cells'];
export const RATED_PRINTS = ['paren', 'dash', 'dots', 'fraction', 'years', 'percent', 'cells'];

// Sub-headings of a grouped block: programming, databases, tools, personal skills, written for this generator.
const GROUPS = inLang({
  en: ['Programming', 'Databases', 'Tools', 'Soft skills'],
  de: ['Programmierung', 'Datenbanken', 'Werkzeuge', 'Soziale Kompetenzen'],
  fr: ['Programmation', 'Bases de données', 'Outils', 'Savoir-être'],
  es: ['Programación', 'Bases de datos', 'Herramientas', 'Habilidades personales'],
  it: ['Programmazione', 'Basi di dati', 'Strumenti', 'Competenze personali'],
  pl: ['Programowanie', 'Bazy danych', 'Narzędzia', 'Umiejętności miękkie'],
  hu: ['Programozás', 'Adatbázisok', 'Eszközök', 'Személyes készségek'],
  nl: ['Programmeren', 'Databanken', 'Gereedschappen', 'Persoonlijke vaardigheden'],
  pt: ['Programação', 'Bases de dados', 'Ferramentas', 'Competências pessoais'],
  cs: ['Programování', 'Databáze', 'Nástroje', 'Měkké dovednosti'],
  ro: ['Programare', 'Baze de date', 'Instrumente', 'Abilități personale'],
  sv: ['Programmering', 'Databaser', 'Verktyg', 'Personliga egenskaper'],
  da: ['Programmering', 'Databaser', 'Værktøjer', 'Personlige kompetencer'],
  tr: ['Programlama', 'Veritabanları', 'Araçlar', 'Kişisel beceriler'],
});
// Levels, highest first, in the CV's language.
const LEVELS = inLang({
  en: ['Expert', 'Advanced', 'Intermediate', 'Basic'],
  de: ['Experte', 'Fortgeschritten', 'Gut', 'Grundkenntnisse'],
  fr: ['Expert', 'Avancé', 'Intermédiaire', 'Notions'],
  es: ['Experto', 'Avanzado', 'Intermedio', 'Básico'],
  it: ['Esperto', 'Avanzato', 'Intermedio', 'Base'],
  pl: ['Ekspert', 'Zaawansowany', 'Średniozaawansowany', 'Podstawowy'],
  hu: ['Szakértő', 'Haladó', 'Középhaladó', 'Alapfokú'],
  nl: ['Expert', 'Gevorderd', 'Goed', 'Basis'],
  pt: ['Especialista', 'Avançado', 'Intermédio', 'Básico'],
  cs: ['Expert', 'Pokročilý', 'Středně pokročilý', 'Základní'],
  ro: ['Expert', 'Avansat', 'Mediu', 'Începător'],
  sv: ['Expert', 'Avancerad', 'Goda kunskaper', 'Grundläggande'],
  da: ['Ekspert', 'Øvet', 'Rutineret', 'Grundlæggende'],
  tr: ['Uzman', 'İleri', 'Orta', 'Temel'],
});
// "3 years" in the CV's language.
const YEARS = inLang({ en: 'years', de: 'Jahre', fr: 'ans', es: 'años', it: 'anni', pl: 'lata', hu: 'év', nl: 'jaar', pt: 'anos', cs: 'roky', ro: 'ani',
  sv: 'år', da: 'år', tr: 'yıl' });
// The prose sentence naming two tools in the first job.
const PROSE = inLang({
  en: 'Daily work with {a} and {b}.', de: 'Tägliche Arbeit mit {a} und {b}.', fr: 'Travail quotidien avec {a} et {b}.',
  es: 'Trabajo diario con {a} y {b}.', it: 'Lavoro quotidiano con {a} e {b}.', pl: 'Codzienna praca z {a} i {b}.',
  hu: 'Napi munka: {a} és {b}.', nl: 'Dagelijks werk met {a} en {b}.', pt: 'Trabalho diário com {a} e {b}.',
  cs: 'Každodenní práce s {a} a {b}.', ro: 'Lucru zilnic cu {a} și {b}.', sv: 'Dagligt arbete med {a} och {b}.',
  da: 'Dagligt arbejde med {a} og {b}.', tr: 'Günlük olarak {a} ve {b} ile çalışma.',
});
// Vocabulary skills (data/skills.json) by group; the prose's two come from PROSE_TOOLS and are never in the block.
const PROGRAMMING = ['Java', 'Python', 'C#', 'JavaScript', 'TypeScript', 'Kotlin', 'PHP', 'Scala', 'C++', 'Perl', 'Bash', 'PowerShell', 'Groovy',
  'Haskell', 'Elixir', 'Dart'];
const DATABASES = ['PostgreSQL', 'MySQL', 'MariaDB', 'MongoDB', 'Redis', 'SQLite', 'Cassandra', 'Elasticsearch', 'Neo4j', 'DynamoDB', 'Snowflake',
  'BigQuery'];
const TOOLS = ['Kubernetes', 'Jenkins', 'Terraform', 'Ansible', 'Grafana', 'Postman', 'Excel', 'SAP', 'Figma', 'Splunk', 'Trello', 'Prometheus',
  'Webpack', 'Selenium', 'Vagrant'];
const PROSE_TOOLS = ['Git', 'Tableau', 'Jira', 'Docker', 'Confluence', 'Power BI'];
// Invented niche items no vocabulary lists, as CVs print their own.
const NICHE = ['Rostering drills', 'Label printing', 'Pallet audits', 'Shelf mapping', 'Tender sheets', 'Bid ledgers'];
// Glyph ratings of five marks: full and empty mark.
const GLYPHS = [['●', '○'], ['★', '☆'], ['■', '□'], ['\uF005', '\uF006']];
// Non-ambiguous vocabulary skills that are also words of firms' names.
const FIRM_WORDS = ['Java', 'Kafka', 'Helm', 'Elixir', 'Meteor', 'Blender', 'Flutter', 'Vault', 'Mercurial', 'Lua'];

/** The CV with `style.skillBlock` (form, print, lines' data, noise) and its truth's skills; `{ form: 'plain' }` otherwise. */
export function withSkillBlock(cv, withLevels = false) {
  const r = rng((cv.seed ^ 0x2b7e) * 37 + 11);
  const form = r.pick(SKILL_BLOCK_FORMS);
  // Right-to-left and CJK CVs print their own skills; a CV without skills has no block to restyle.
  if (cv.style.rtl?.lines || cv.style.cjk?.lines || cv.skills.length < 3 || cv.work.length === 0) return { ...cv, style: { ...cv.style, skillBlock: { form: 'plain' } } };
  const lang = cv.lang;
  if (form === 'firms') {
    const word = r.pick(FIRM_WORDS.filter((w) => !cv.skills.includes(w)));
    const plc = lang === 'en' && r.next() < 0.5;
    const employer = `${word} ${plc ? cv.work[0].employer.replace(/\s+(Ltd\.?|Limited|LLC|Inc\.?)$/u, '') + ' PLC' : cv.work[0].employer}`;
    const work = cv.work.map((w, k) => (k === 0 ? { ...w, employer } : w));
    return { ...cv, work, style: { ...cv.style, skillBlock: { form, word, noise: [word, ...(plc ? ['PLC'] : [])] } } };
  }
  const [a, b] = r.sample(PROSE_TOOLS, 2);
  const prose = PROSE[lang].replace('{a}', a).replace('{b}', b);
  const work = cv.work.map((w, k) => (k === 0 ? { ...w, prose: `${w.prose} ${prose}` } : w));
  const levels = LEVELS[lang];
  if (form === 'grouped') {
    const own = cv.skills.filter((s) => !PROSE_TOOLS.includes(s));
    const groups = [[GROUPS[lang][0], r.sample(PROGRAMMING, 7 + r.int(6))], [GROUPS[lang][1], r.sample(DATABASES, 5 + r.int(5))],
      [GROUPS[lang][2], [...r.sample(TOOLS.filter((t) => !own.includes(t)), 6 + r.int(6)), ...r.sample(NICHE, 1 + r.int(2))]],
      [GROUPS[lang][3], own.filter((s) => ![...PROGRAMMING, ...DATABASES, ...TOOLS].includes(s))]].filter(([, items]) => items.length > 0);
    const print = r.pick(GROUPED_PRINTS);
    const skills = groups.flatMap(([, items]) => items);
    const levelled = withLevels ? levelledGroups(cv) : undefined;
    if (levelled) {
      return { ...cv, work, skills: [...skills, a, b], style: { ...cv.style, skillBlock: { form, print: `levels ${levelled.sep}`, groups, levels: levelled.levels,
        noise: [...groups.map(([h]) => h), ...levelled.levels] } } };
    }
    return { ...cv, work, skills: [...skills, a, b], style: { ...cv.style, skillBlock: { form, print, groups, noise: groups.map(([h]) => h) } } };
  }
  const items = [...r.sample([...PROGRAMMING, ...DATABASES, ...TOOLS], 6 + r.int(6)), ...cv.skills.filter((s) => !PROSE_TOOLS.includes(s))];
  const skills = [...new Set(items)];
  if (form === 'level-rows') {
    const sep = r.pick([': ', ' – ', '\t']);
    const per = Math.ceil(skills.length / 3);
    const rows = levels.slice(0, 3).map((level, k) => [level, skills.slice(k * per, (k + 1) * per)]).filter(([, s]) => s.length > 0);
    return { ...cv, work, skills: [...skills, a, b], style: { ...cv.style, skillBlock: { form, sep, rows, noise: levels } } };
  }
  const print = form === 'glyphs' ? 'glyphs' : r.pick(RATED_PRINTS);
  const glyph = r.pick(GLYPHS);
  const rated = skills.map((s) => [s, 1 + r.int(5)]);
  const noise = [...levels, YEARS[lang]];
  return { ...cv, work, skills: [...skills, a, b], style: { ...cv.style, skillBlock: { form, print, glyph, rated, noise, unicode: ['dots', 'glyphs'].includes(print) } } };
}

// Levels of two words beside one-word ones, as Word templates print them in a level cell ("Excel ⇥ sehr gut").
const LONG_LEVELS = inLang({
  en: ['Very good', 'Upper intermediate'], de: ['Sehr gut', 'Gute Kenntnisse'], fr: ['Très bon', 'Bon niveau'], es: ['Muy bueno', 'Nivel alto'],
  it: ['Molto buono', 'Livello avanzato'], pl: ['Bardzo dobry', 'Dobry'], hu: ['Nagyon jó', 'Haladó'], nl: ['Zeer goed', 'Goed'],
  pt: ['Muito bom', 'Avançado'], cs: ['Středně pokročilý', 'Pokročilý'], ro: ['Foarte bun', 'Avansat'], sv: ['Goda kunskaper', 'Avancerad'],
  da: ['Meget god', 'Øvet'], tr: ['Çok iyi', 'İleri'],
});

/**
 * `skillLevels` (drawn from a stream of its own, so a CV's other draws stay what they were): a grouped block's items one a
 * line with a level each, under their sub-headings in plain type (no bold, no colon: a sidebar's group label), the level in
 * a cell of its own (`cells`: a PDF's column gap, a DOCX tab) or after a dash (`dash`); undefined for half the CVs.
 */
function levelledGroups(cv) {
  const r = rng((cv.seed ^ 0x1e7e) * 41 + 3);
  if (r.next() < 0.5) return undefined;
  const sep = r.pick(['cells', 'dash']);
  const words = [...LEVELS[cv.lang].slice(0, 3), ...LONG_LEVELS[cv.lang]];
  // Three to five of the words, each item printed with one of them (hashOf: the same item, the same level).
  const levels = r.sample(words, 3 + r.int(3));
  return { sep, levels };
}

const list = (items, narrow) => {
  if (!narrow) return [{ text: items.join(', ') }];
  const lines = [];
  for (const s of items) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + s.length + 2 <= 32) lines[lines.length - 1] = `${last}, ${s}`;
    else lines.push(s);
  }
  return lines.map((text, i) => ({ text: i < lines.length - 1 ? `${text},` : text }));
};

// The level an item is printed with: fixed by its name, so the block's lines are built again the same way.
const hashOf = (text) => [...text].reduce((h, c) => (h * 31 + c.codePointAt(0)) >>> 0, 7);

/** The printed lines of a skills block (after the skills heading), or undefined where the CV prints its plain list. */
export function skillBlockLines(cv, narrow) {
  const s = cv.style.skillBlock;
  if (!s || s.form === 'plain' || s.form === 'firms') return undefined;
  const levels = LEVELS[cv.lang];
  if (s.form === 'grouped' && s.print?.startsWith('levels')) {
    const cells = s.print === 'levels cells';
    const level = (item) => s.levels[hashOf(item) % s.levels.length];
    return s.groups.flatMap(([head, items]) => [{ text: head },
      ...items.map((item) => (cells ? { text: `${item}   ${level(item)}`, cells: [item, level(item)] } : { text: `${item} – ${level(item)}` }))]);
  }
  if (s.form === 'grouped') {
    return s.groups.flatMap(([head, items]) => {
      switch (narrow && s.print === 'cells' ? 'list' : s.print) {
        case 'bullets': return [{ text: head, bold: true }, ...items.map((i) => ({ text: `• ${i}` }))];
        case 'lines': return [{ text: head, bold: true }, ...items.map((i) => ({ text: i }))];
        case 'label-rows': return narrow ? [{ text: `${head}:`, bold: true }, ...list(items, true)] : [{ text: `${head}: ${items.join(', ')}` }];
        case 'cells': return [{ text: `${head}   ${items.join(', ')}`, cells: [head, items.join(', ')] }];
        default: return [{ text: head, bold: true }, ...list(items, narrow)];
      }
    });
  }
  if (s.form === 'level-rows') {
    return s.rows.flatMap(([level, items]) => (s.sep === '\t'
      ? (narrow ? [{ text: level, bold: true }, ...list(items, true)] : [{ text: `${level}   ${items.join(', ')}`, cells: [level, items.join(', ')] }])
      : narrow ? [{ text: `${level}${s.sep.trimEnd()}`, bold: true }, ...list(items, true)] : [{ text: `${level}${s.sep}${items.join(', ')}` }]));
  }
  const word = (n) => levels[Math.min(levels.length - 1, 5 - n)].toLocaleLowerCase(cv.lang);
  const marks = (n) => s.glyph[0].repeat(n) + s.glyph[1].repeat(5 - n);
  return s.rated.map(([item, n]) => {
    switch (s.print) {
      case 'paren': return { text: `${item} (${word(n)})` };
      case 'dash': return { text: `${item} – ${word(n)}` };
      case 'dots': return { text: `${item} ${marks(n)}` };
      case 'fraction': return { text: `${item} ${n}/5` };
      case 'years': return { text: `${item} | ${n} ${YEARS[cv.lang]}` };
      case 'percent': return { text: `${item} ${n * 20} %` };
      case 'glyphs': return narrow ? { text: `${item} ${marks(n)}` } : { text: `${item}   ${marks(n)}`, cells: [item, marks(n)] };
      default: return narrow ? { text: `${item}: ${word(n)}` } : { text: `${item}   ${word(n)}`, cells: [item, word(n)] };
    }
  });
}
