// A traineeship listed among the studies (drawn for the hard and wild sets from a stream of its own, after the study
// in progress, so a CV that does not draw it prints what it did): "Traineeship in the soil laboratory" dated as a
// study is and printed as the CV's study layout prints a degree, over (or beside) a university that is none of the
// truth's schools. No study of the truth: a reader that takes it as one lowers `eduPrecision`.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';
import { inLang } from './more-langs.mjs';

// What a traineeship is called, with the unit where it was done, per language (invented units).
export const TRAINEESHIPS = inLang({
  en: ['Traineeship in the soil laboratory', 'Research internship, Department of Hydrology', 'Erasmus+ traineeship in the optics lab'],
  de: ['Praktikum im Labor für Bodenkunde', 'Forschungspraktikum am Lehrstuhl für Hydrologie', 'Erasmus+ Praktikum im Optiklabor'],
  fr: ['Stage au laboratoire de chimie', 'Stage de recherche en hydrologie', 'Stage Erasmus+ au laboratoire d’optique'],
  es: ['Prácticas en el laboratorio de química', 'Prácticas de investigación en hidrología', 'Prácticas Erasmus+ en el laboratorio de óptica'],
  it: ['Tirocinio presso il laboratorio di chimica', 'Tirocinio di ricerca in idrologia', 'Tirocinio Erasmus+ nel laboratorio di ottica'],
  pl: ['Staż w laboratorium chemii', 'Staż badawczy w zakładzie hydrologii', 'Staż Erasmus+ w laboratorium optyki'],
  hu: ['Szakmai gyakorlat a kémiai laboratóriumban', 'Kutatói szakmai gyakorlat a hidrológiai tanszéken', 'Erasmus+ szakmai gyakorlat az optikai laborban'],
  nl: ['Stage bij het laboratorium voor chemie', 'Onderzoeksstage bij de vakgroep hydrologie', 'Erasmus+ stage in het optisch lab'],
  pt: ['Estágio no laboratório de química', 'Estágio de investigação em hidrologia', 'Estágio Erasmus+ no laboratório de ótica'],
});

/** The CV with a traineeship drawn among its studies (or none): never with the Europass study rows or beside a study in progress alone. */
export function withTraineeship(cv) {
  const r = rng((cv.seed ^ 0x7a1e) * 17 + 9);
  const style = cv.style.education;
  const none = { ...cv, style: { ...cv.style, education: { ...style, traineeship: undefined } } };
  if (!style || style.europass !== 'none' || style.progress === 'only' || r.next() >= 0.3) return none;
  const schools = VOCAB[cv.lang].institutions.filter((s) => !cv.education.some((e) => e.institution === s));
  if (schools.length === 0) return none;
  const dated = cv.education.filter((e) => e.end !== '');
  const newest = Number(dated[0]?.end ?? 2018);
  // Done during the studies: the year before the newest study ended.
  const traineeship = { institution: r.pick(schools), degree: r.pick(TRAINEESHIPS[cv.lang]), end: String(newest - 1) };
  return { ...cv, style: { ...cv.style, education: { ...style, traineeship } } };
}
