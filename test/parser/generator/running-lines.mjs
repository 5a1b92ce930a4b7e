// Running headers and footers (generateCv(seed, { running: true }), drawn from a stream of its own after every other
// class, so nothing else of a CV changes but its length). A CV of two or three pages repeats lines on every page: a
// page header with the name or the document's title and the name, a footer with the page number in the CV's language
// ("Page 2 of 3", "Seite 2/3", "2 / 3", "– 2 –", "Strona 2 z 3", "2. oldal"), a footer with the e-mail and phone, or
// a header and a footer. Each job gets lines of its tasks (bullets with a number each, so no two lines repeat), enough
// for two or three pages, and the PDF breaks its first page inside a job (render-pdf.mjs): the job's header on one
// page, some of its tasks on the next. One form a CV:
// - 'name-header': the name (or "Curriculum Vitae – Given Family") at the top of every page;
// - 'page-footer': the page number at the bottom of every page, centred or flush right;
// - 'contact-footer': the e-mail and phone (some with the name first) at the bottom of every page;
// - 'name-page-footer': the name or the title and name at the left, the page number at the right, at the bottom;
// - 'both': the name header and the page-number footer;
// - 'plain': as before (and with no task lines).
// The PDF sets the running lines at the same place on every page; the DOCX writes them in its header and footer parts
// (a page number as Word's PAGE and NUMPAGES fields, their last shown values). The truth is unchanged. Not with a CV
// printed in its own script (CJK, right to left), with a name printed only in the page header (names.mjs) or with no
// name where the form prints one (the page-number footer then); the languages added after the nine print none.
import { rng } from './generate.mjs';
import { displayName } from './document.mjs';

export const RUNNING_FORMS = ['name-header', 'page-footer', 'contact-footer', 'name-page-footer', 'both', 'plain'];

// Page numbers as CVs print them, per language; {p} the page, {n} the number of pages (general knowledge of templates).
export const PAGE_NUMBERS = {
  en: ['Page {p} of {n}', 'Page {p}', '{p} / {n}', '– {p} –'],
  de: ['Seite {p} von {n}', 'Seite {p}/{n}', '{p} / {n}', '– {p} –'],
  fr: ['Page {p} sur {n}', 'Page {p}/{n}', '{p} / {n}', '– {p} –'],
  es: ['Página {p} de {n}', '{p} / {n}', '– {p} –'],
  it: ['Pagina {p} di {n}', 'Pag. {p}', '{p} / {n}'],
  pl: ['Strona {p} z {n}', '{p} / {n}', '– {p} –'],
  hu: ['{p}. oldal', '{p}/{n}. oldal', '{p} / {n}'],
  nl: ['Pagina {p} van {n}', 'Pagina {p}', '{p} / {n}'],
  pt: ['Página {p} de {n}', '{p} / {n}', '– {p} –'],
};
// The document's title before the name in a header ("Curriculum Vitae – Anna Example"), per language.
const TITLES = {
  en: ['Curriculum Vitae', 'Résumé', 'CV'], de: ['Lebenslauf', 'Curriculum Vitae'], fr: ['Curriculum Vitae', 'CV'],
  es: ['Currículum Vitae', 'CV'], it: ['Curriculum Vitae', 'CV'], pl: ['Życiorys', 'CV'], hu: ['Önéletrajz'],
  nl: ['Curriculum Vitae', 'CV'], pt: ['Currículo', 'Curriculum Vitae'],
};
// Task lines of a job, each with a number, per language (written for this generator).
const TASKS = {
  en: ['Handled {n} customer accounts each quarter.', 'Trained {n} new colleagues on the team’s tools.', 'Cut the monthly closing time by {n} percent.',
    'Prepared {n} tenders with the sales team.', 'Reviewed {n} supplier contracts a year.'],
  de: ['Betreuung von {n} Kundenkonten pro Quartal.', 'Einarbeitung von {n} neuen Kolleginnen und Kollegen.', 'Verkürzung des Monatsabschlusses um {n} Prozent.',
    'Vorbereitung von {n} Ausschreibungen mit dem Vertrieb.', 'Prüfung von {n} Lieferantenverträgen im Jahr.'],
  fr: ['Suivi de {n} comptes clients par trimestre.', 'Formation de {n} nouveaux collègues.', 'Réduction de {n} % du délai de clôture mensuelle.',
    'Préparation de {n} appels d’offres avec l’équipe commerciale.', 'Revue de {n} contrats fournisseurs par an.'],
  es: ['Gestión de {n} cuentas de clientes por trimestre.', 'Formación de {n} nuevos compañeros.', 'Reducción del cierre mensual en un {n} %.',
    'Preparación de {n} licitaciones con el equipo comercial.', 'Revisión de {n} contratos de proveedores al año.'],
  it: ['Gestione di {n} clienti ogni trimestre.', 'Formazione di {n} nuovi colleghi.', 'Riduzione del {n} % dei tempi di chiusura mensile.',
    'Preparazione di {n} gare con il team commerciale.', 'Revisione di {n} contratti con i fornitori ogni anno.'],
  pl: ['Obsługa {n} klientów w każdym kwartale.', 'Szkolenie {n} nowych pracowników.', 'Skrócenie zamknięcia miesiąca o {n} procent.',
    'Przygotowanie {n} ofert przetargowych z działem sprzedaży.', 'Przegląd {n} umów z dostawcami rocznie.'],
  hu: ['Negyedévente {n} ügyfél kezelése.', 'Összesen {n} új kolléga betanítása.', 'A havi zárás idejének csökkentése {n} százalékkal.',
    'Pályázatok előkészítése az értékesítéssel, összesen {n} darab.', 'Évente {n} beszállítói szerződés átnézése.'],
  nl: ['Beheer van {n} klantaccounts per kwartaal.', 'Inwerken van {n} nieuwe collega’s.', 'De maandafsluiting {n} procent sneller gemaakt.',
    'Voorbereiding van {n} aanbestedingen met de verkoop.', 'Controle van {n} leverancierscontracten per jaar.'],
  pt: ['Gestão de {n} contas de clientes por trimestre.', 'Formação de {n} novos colegas.', 'Redução de {n} % no fecho mensal.',
    'Preparação de {n} concursos com a equipa comercial.', 'Revisão de {n} contratos de fornecedores por ano.'],
};

/** The CV with its running form drawn (`style.running` = { form, header?, footer?, align?, tasks? }). */
export function withRunning(cv) {
  const r = rng((cv.seed ^ 0x2b5d) * 41 + 11);
  let form = r.pick(RUNNING_FORMS);
  const pageShape = PAGE_NUMBERS[cv.lang] ? r.pick(PAGE_NUMBERS[cv.lang]) : '';
  const title = TITLES[cv.lang] ? r.pick(TITLES[cv.lang]) : '';
  const titled = r.next() < 0.5;
  const named = r.next() < 0.5;
  const align = r.pick(['center', 'right']);
  const taskCount = cv.work.map(() => 12 + r.int(14));
  const numbers = r.sample(Array.from({ length: 84 }, (_, i) => 12 + i), taskCount.reduce((a, b) => a + b, 0));
  const ownLines = Boolean(cv.style.cjk?.lines || cv.style.rtl?.lines);
  if (!PAGE_NUMBERS[cv.lang] || ownLines || cv.style.names?.class === 'page-header') form = 'plain';
  // No name printed (the hard 'none' class): a header or footer cannot print it either.
  if (!cv.first && (form === 'name-header' || form === 'both' || form === 'name-page-footer')) form = 'page-footer';
  if (form === 'contact-footer' && !cv.email && !cv.phone) form = 'page-footer';
  const out = { ...cv, style: { ...cv.style, running: { form } } };
  if (form === 'plain') return out;
  const name = cv.first ? displayName(cv) : '';
  const titledName = titled ? `${title} – ${name}` : name;
  const run = out.style.running;
  run.align = align;
  if (form === 'name-header' || form === 'both') run.header = { text: titledName };
  if (form === 'page-footer' || form === 'both') run.footer = { page: pageShape };
  if (form === 'contact-footer') run.footer = { text: [named ? name : '', cv.email, cv.phone].filter(Boolean).join(' · ') };
  if (form === 'name-page-footer') run.footer = { text: titledName, page: pageShape };
  let next = 0;
  run.tasks = taskCount.map((count) => Array.from({ length: count }, (_, k) => {
    const template = TASKS[cv.lang][(k + next) % TASKS[cv.lang].length];
    return `• ${template.replace('{n}', String(numbers[next++]))}`;
  }));
  return out;
}

/** A job's task lines (none without the class). */
export const runningTasks = (cv, k) => (cv.style.running?.tasks?.[k] ?? []).map((text) => ({ text }));

/** A page number in the drawn shape. */
export const pageNumber = (shape, page, pages) => shape.replace('{p}', String(page)).replace('{n}', String(pages));

/** The running lines of one page: { header?: string, footer?: string[] } (the footer's pieces, left to right). */
export function runningLines(cv, page, pages) {
  const run = cv.style.running;
  if (!run || run.form === 'plain') return {};
  const footer = run.footer ? [run.footer.text, run.footer.page ? pageNumber(run.footer.page, page, pages) : ''].filter(Boolean) : undefined;
  return { ...(run.header ? { header: run.header.text } : {}), ...(footer ? { footer } : {}) };
}
