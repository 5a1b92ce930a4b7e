// A note under a study (drawn for the hard and wild sets from a stream of its own, after the records, so a CV that does
// not draw it prints what it did): in place of the newest study's grade line, a line on what the study held, in the
// CV's language, printed where the grade line is:
//   exchange  a semester abroad at another school, its year in brackets ("Exchange semester at Université de Valbrune
//             (2015)", "Auslandssemester an der …"): the other school is named, but it is no study of the truth
//   thesis    the thesis and its invented title ("Thesis: Sediment transport in braided rivers", "Bachelorarbeit: …")
// Not where the studies are a table, records, or a study in progress (whose line has no grade). The truth is unchanged.
// The table groups by `study note`.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

export const NOTE_FORMS = ['exchange', 'thesis'];

// Invented schools abroad: none is a school of the vocabulary's studies.
export const ABROAD_SCHOOLS = ['Université de Valbrune', 'Universidad de Almendral', 'Università di Castravento', 'Haselbach University'];

// The exchange note per language, of the school abroad and the year.
export const EXCHANGE_NOTES = inLang({
  en: (s, y) => `Exchange semester at ${s} (${y})`, de: (s, y) => `Auslandssemester an der ${s} (${y})`,
  fr: (s, y) => `Semestre d’échange à l’${s} (${y})`, es: (s, y) => `Intercambio Erasmus en la ${s} (${y})`,
  it: (s, y) => `Scambio Erasmus presso l’${s} (${y})`, pl: (s, y) => `Wymiana Erasmus: ${s} (${y})`,
  hu: (s, y) => `Erasmus részképzés: ${s} (${y})`, nl: (s, y) => `Uitwisseling aan de ${s} (${y})`,
  pt: (s, y) => `Intercâmbio na ${s} (${y})`,
});
// The thesis note per language (invented titles).
export const THESIS_NOTES = inLang({
  en: 'Thesis: Sediment transport in braided rivers', de: 'Bachelorarbeit: Lagerlogistik im Mittelstand',
  fr: 'Mémoire : Logistique urbaine et circuits courts', es: 'Trabajo fin de grado: Logística inversa en el comercio',
  it: 'Tesi: Logistica urbana e consegne sostenibili', pl: 'Praca dyplomowa: Logistyka miejska w małych firmach',
  hu: 'Szakdolgozat: Városi logisztika kisvállalatoknál', nl: 'Scriptie: Stadslogistiek bij kleine bedrijven',
  pt: 'Trabalho de conclusão: Logística urbana em pequenas empresas',
});

/** The CV with a note drawn under its newest study (`note`: a form of NOTE_FORMS, or `none`), for the hard and wild sets. */
export function withStudyNote(cv) {
  const r = rng((cv.seed ^ 0x4b17) * 19 + 11);
  const style = cv.style.education;
  const printable = style !== undefined && style.progress === 'none' && (style.table ?? 'none') === 'none'
    && (style.records ?? 'none') === 'none' && cv.education.length > 0 && /^\d{4}$/u.test(cv.education[0].end);
  const drawn = r.next() < 0.4;
  const form = r.pick(NOTE_FORMS);
  const abroad = r.pick(ABROAD_SCHOOLS);
  if (!printable || !drawn) return { ...cv, style: { ...cv.style, education: { ...style, note: 'none' } } };
  const text = form === 'exchange' ? EXCHANGE_NOTES[cv.lang](abroad, Number(cv.education[0].end) - 1) : THESIS_NOTES[cv.lang];
  return { ...cv, style: { ...cv.style, education: { ...style, note: form, grades: [text, ...style.grades.slice(1)] } } };
}
