// A traineeship listed among the studies ("Traineeship in the soil laboratory", "Praktikum im Labor für
// Bodenkunde", "Stage au laboratoire de chimie"): done at a school, often during a study, but no study
// of its own. An entry whose header names one and names no degree is read as no study.
import { foldDiacritics } from '../classify/text.js';
import { isDegree } from './roles.js';

// Words that name a traineeship wherever they stand, in the CV languages (folded); "Forschungspraktikum" ends in one.
const ANYWHERE = /(?:traineeship|internship|praktikum|tirocinio|(?<!\p{L})practicas|pasantia|estagio|(?<!\p{L})staz|stagiaire|stagiair|szakmai gyakorlat)s?(?!\p{L})/u;
// Words that name one only as the first word ("Stage de recherche", "Intern, Department of …"), or "stage" closing a
// compound before where it was done ("Onderzoeksstage bij …", "Afstudeerstage, …"): elsewhere they are other words
// ("stage" and "multistage" in English, "trainee" in a programme's name).
const FIRST = /^(?:intern|trainee|placement|praktyka|praktyki|gyakorlat|stage)(?!\p{L})|\p{L}{4,}stage(?=\s+(?:bij|bei|in|op|aan)\s|\s*[,(–—-]|\s*$)/u;

/** A header part that names a traineeship and no degree. */
export function isTraineeship(part: string): boolean {
  // A programme's name before it ("Erasmus+ traineeship …") leaves the traineeship first.
  const text = foldDiacritics(part.trim().toLowerCase()).replace(/^erasmus\+?\s+/u, '');
  return (ANYWHERE.test(text) || FIRST.test(text)) && !isDegree(part);
}
