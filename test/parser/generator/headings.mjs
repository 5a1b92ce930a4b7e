// How the work section's heading is printed (generateCv(seed, { headings: true })): the wordings CV templates and
// guides use in each language besides the one the plain set prints ("Career history", "Werdegang", "Parcours
// professionnel", "Loopbaan" …), in one of the forms people set them: as written, in capitals, letter-spaced
// capitals ("E X P E R I E N C E"), or with a colon. Drawn from a stream of its own (the seed's, mixed), so the
// people, jobs and every other draw of a CV stay what they were; without the option nothing changes.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// General knowledge of each language's usual work headings, written for this generator.
export const WORK_HEADINGS = inLang({
  en: ['Career History', 'Employment Record', 'Professional Background', 'Work History', 'Employment', 'Experience',
    'Professional Experience', 'Relevant Experience', 'Employment History', 'Career'],
  de: ['Werdegang', 'Beruflicher Werdegang', 'Berufliche Laufbahn', 'Berufliche Erfahrungen', 'Praxiserfahrung',
    'Berufliche Stationen', 'Berufserfahrungen', 'Beruflicher Hintergrund'],
  fr: ['Parcours professionnel', 'Expériences professionnelles', 'Expérience', 'Emplois', 'Parcours', 'Carrière',
    'Expériences'],
  es: ['Trayectoria profesional', 'Experiencia profesional', 'Historial laboral', 'Experiencia', 'Trayectoria laboral',
    'Experiencias laborales'],
  it: ['Percorso professionale', 'Esperienze lavorative', 'Esperienze professionali', 'Esperienza', 'Carriera',
    'Percorso lavorativo'],
  pl: ['Przebieg kariery', 'Doświadczenie', 'Historia zatrudnienia', 'Kariera zawodowa', 'Przebieg pracy zawodowej',
    'Doświadczenie zawodowe', 'Historia zawodowa'],
  hu: ['Szakmai tapasztalat', 'Munkatapasztalat', 'Korábbi munkahelyek', 'Szakmai tapasztalatok', 'Munkahelyek',
    'Munkahelyi tapasztalat', 'Szakmai múlt'],
  nl: ['Loopbaan', 'Werkervaring', 'Professionele ervaring', 'Arbeidsverleden', 'Werkervaringen', 'Ervaring',
    'Loopbaanoverzicht'],
  pt: ['Percurso profissional', 'Experiência profissional', 'Experiências profissionais', 'Histórico profissional',
    'Carreira', 'Trajetória profissional', 'Experiência'],
  cs: ['Pracovní zkušenosti', 'Praxe', 'Profesní zkušenosti', 'Zaměstnání', 'Pracovní praxe', 'Dosavadní praxe'],
  sk: ['Pracovné skúsenosti', 'Prax', 'Odborná prax', 'Zamestnanie', 'Profesijné skúsenosti'],
  ro: ['Experiență profesională', 'Experiența profesională', 'Experiență de muncă', 'Istoric profesional', 'Parcurs profesional'],
  sv: ['Arbetslivserfarenhet', 'Arbetserfarenhet', 'Yrkeserfarenhet', 'Anställningar', 'Erfarenhet', 'Tidigare anställningar'],
  da: ['Erhvervserfaring', 'Arbejdserfaring', 'Beskæftigelse', 'Erfaring', 'Ansættelser', 'Karriere'],
  no: ['Arbeidserfaring', 'Yrkeserfaring', 'Erfaring', 'Praksis', 'Arbeidsforhold', 'Tidligere stillinger'],
  tr: ['İş Deneyimi', 'İş Tecrübesi', 'Deneyim', 'Deneyimler', 'Profesyonel Deneyim', 'Çalışma Geçmişi', 'İş Deneyimleri'],
});
export const HEADING_FORMS = ['as-written', 'upper', 'spaced', 'colon'];

/** "Work History" → "W O R K   H I S T O R Y": letters one space apart, words three. */
export const letterSpaced = (text, lang) => text.toLocaleUpperCase(lang).split(' ').map((w) => [...w].join(' ')).join('   ');

/** The CV with its work heading drawn: `style.workHeading` is the text as printed and its form. */
export function withWorkHeading(cv) {
  const r = rng((cv.seed ^ 0x4ead) * 11 + 5);
  const wording = r.pick(WORK_HEADINGS[cv.lang]);
  const form = r.pick(HEADING_FORMS);
  const text = form === 'upper' ? wording.toLocaleUpperCase(cv.lang) : form === 'spaced' ? letterSpaced(wording, cv.lang)
    : form === 'colon' ? `${wording}:` : wording;
  return { ...cv, style: { ...cv.style, workHeading: { wording, form, text } } };
}
