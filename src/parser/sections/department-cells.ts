// A job's department printed in the cell where card-like templates print its sector: "Data Analyst⇥Example Logistics"
// over "Finance Department⇥Leeds" (title and employer, then the department and the town), against "Hedgewright⇥Logistics"
// over "Example Orchards⇥Leeds" (title and sector, then the employer and its town). A cell that names a department (its
// word in the CV's language) is no employer: the name beside the title is. Pure; a Set of words, no pattern.
import { foldDiacritics } from '../classify/text.js';

// Words that name a department, team or unit of an employer, folded, in the languages the parser reads.
const DEPARTMENT_WORDS: ReadonlySet<string> = new Set([
  'department', 'dept', 'dept.', 'division', 'unit', 'team', 'office', 'abteilung', 'bereich', 'referat', 'fachbereich',
  'departement', 'direction', 'departamento', 'dipartimento', 'ufficio', 'reparto', 'dzial', 'wydzial', 'dział', 'wydział', 'osztaly', 'afdeling',
  'oddeleni', 'oddelenie', 'departament', 'departamentul', 'avdelning', 'avdeling', 'birim', 'birimi', 'departmani', 'bolumu',
]);

/** The cell names a department, team or unit ("Finance Department", "Abteilung Controlling", "Équipe"): no employer. */
export function namesDepartment(cell: string): boolean {
  return foldDiacritics(cell).toLowerCase().replace(/ı/g, 'i').split(/\s+/).some((w) => DEPARTMENT_WORDS.has(w));
}
