// The certificates that close secondary school (Abitur, Matura, érettségi, baccalauréat, A-levels, a high-school
// diploma …) and the secondary schools that award them. A CV that lists the certificate on a line of its own right
// above its university's line has it read into the university's header: there it is no degree of the university.
import { foldDiacritics } from '../classify/text.js';
import { isDegree } from './roles.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

// Folded (no accents, lower case), whole words: the certificate alone, or opening a part ("Abitur, Leistungskurse …").
const LEAVING = new RegExp(['^(?:abitur|fachabitur|allgemeine hochschulreife|fachhochschulreife|matura|maturita|erettsegi',
  '|matura exam|egzamin maturalny|swiadectwo dojrzalosci|baccalaureat|bac|bachillerato|diploma di maturita|a[ -]levels?|gcse',
  '|ged|high[ -]school diploma|secondary school (?:diploma|certificate)|vwo|havo|bacalaureat|ensino medio|ensino secundario)',
  '(?![\\p{L}])'].join(''), 'u');

// The secondary schools (folded word starts): a certificate is their own degree.
const SECONDARY = /(?<![\p{L}])(?:gymnasium|gimnazium|gimnazjum|liceum|liceo|lycee|high school|grammar school|secondary school|kozepiskola|szakkozepiskola|realschule|gesamtschule|colegio|instituto de educacion secundaria|escola secundaria|atheneum|lyceum)/u;

const folded = (part: string): string => foldDiacritics(part).toLowerCase().trim();

/** A part that names a school-leaving certificate ("Abitur", "Érettségi, emelt matematika", "High school diploma"). */
export const isLeavingCertificate = (part: string): boolean => LEAVING.test(folded(part));

/** A school that awards a school-leaving certificate itself (a gymnasium, a lycée, a high school). */
export const isSecondarySchool = (school: string): boolean => SECONDARY.test(folded(school));

/**
 * The degree part of a study at `school` among `parts`: the first degree, unless it is a school-leaving certificate at a
 * school that is no secondary school and another degree stands beside it ("Érettségi" over "Example Egyetem
 * Mérnök BSc": the BSc is the university's).
 */
export function degreeOfSchool(parts: readonly string[], school: string): string {
  const degrees = parts.filter((p) => p !== school && isDegree(p));
  const first = degrees[0] ?? '';
  if (school === '' || !isLeavingCertificate(first) || isSecondarySchool(school)) return first;
  return degrees.find((p) => !isLeavingCertificate(p)) ?? first;
}

/**
 * "Example Gymnasium 2011" next to "Abitur 2015" at that school: the certificate closes the study at the school, no study
 * of its own. Two neighbouring studies at one school, one with a certificate and the other with no degree the word lists
 * know, are one: the certificate's degree and end year, the school's start.
 */
export function withCertificatesFolded(studies: readonly EducationEntry[]): EducationEntry[] {
  const out: EducationEntry[] = [];
  for (const study of studies) {
    const last = out.at(-1);
    const pair = last !== undefined && last.institution !== '' && last.institution === study.institution;
    if (pair && isLeavingCertificate(study.degree) && !isDegree(last.degree)) {
      out[out.length - 1] = { ...last, degree: study.degree, area: study.area, end: study.end || last.end };
    } else if (pair && isLeavingCertificate(last.degree) && !isDegree(study.degree)) {
      out[out.length - 1] = { ...last, start: study.start || last.start };
    } else out.push(study);
  }
  return out;
}
