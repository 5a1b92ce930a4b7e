// Europass study rows with short labels set flush right in the left column (drawn for the hard and wild sets from a
// stream of its own, after the study months, so a CV that does not draw it prints what it did): "Dates" | period,
// "Qualification" | degree, "Organisation" | school, each label a word or two ending a little before the values'
// column, as the template's later editions print it. In a PDF the labels then make a narrow column of their own whose
// lines sit level with the values beside them: a reader that takes the two as columns parts each label from its value.
import { rng } from './generate.mjs';
import { inLang } from './more-langs.mjs';

// The short labels of a study's rows, per language.
export const EUROPASS_SHORT_LABELS = inLang({
  en: { dates: 'Dates', degree: 'Qualification', subjects: 'Subjects', school: 'Organisation' },
  de: { dates: 'Zeitraum', degree: 'Qualifikation', subjects: 'Hauptfächer', school: 'Einrichtung' },
  fr: { dates: 'Dates', degree: 'Diplôme', subjects: 'Matières', school: 'Établissement' },
  es: { dates: 'Fechas', degree: 'Titulación', subjects: 'Materias', school: 'Centro' },
  it: { dates: 'Date', degree: 'Qualifica', subjects: 'Materie', school: 'Istituto' },
  pl: { dates: 'Daty', degree: 'Kwalifikacje', subjects: 'Przedmioty', school: 'Instytucja' },
  hu: { dates: 'Időtartam', degree: 'Képesítés', subjects: 'Tárgyak', school: 'Intézmény' },
  nl: { dates: 'Data', degree: 'Kwalificatie', subjects: 'Vakken', school: 'Instelling' },
  pt: { dates: 'Datas', degree: 'Qualificação', subjects: 'Disciplinas', school: 'Instituição' },
});

/** The CV with short right-set labels drawn for its Europass label rows (or not): only where the studies are such rows. */
export function withEuropassShortLabels(cv) {
  const r = rng((cv.seed ^ 0x52e1) * 23 + 5);
  const style = cv.style.education;
  const shortLabels = style !== undefined && style.europass === 'label-cells' && r.next() < 0.5;
  return { ...cv, style: { ...cv.style, education: { ...style, shortLabels } } };
}
