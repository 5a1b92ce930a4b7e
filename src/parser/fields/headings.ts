// Section headings real CVs use (EN, DE, HU, FR, ES, IT, PL). A heading is never a name,
// and the first one after the top of the CV ends the contact block (DESIGN.md §6).
import { normalizeText } from '../classify/text.js';

const SECTION_HEADINGS = [
  // English
  'curriculum vitae', 'cv', 'resume', 'résumé', 'resumé', 'summary', 'professional summary', 'profile', 'professional profile',
  'objective', 'career objective', 'about me', 'about', 'introduction', 'experience', 'work experience', 'professional experience',
  'employment', 'employment history', 'work history', 'career history', 'education', 'education and training', 'academic background',
  'skills', 'key skills', 'technical skills', 'core skills', 'skills & abilities', 'skills and abilities', 'competencies', 'core competencies', 'areas of expertise',
  'expertise', 'skill', 'soft skills', 'hard skills', 'it skills', 'computer skills', 'languages', 'language skills', 'certifications', 'certificates', 'projects', 'publications', 'awards', 'honors', 'honors/awards',
  'interests', 'hobbies', 'references', 'volunteering', 'volunteer experience', 'activities', 'achievements', 'training', 'courses',
  'personal information', 'personal details', 'personal data', 'contact', 'contact information', 'contact details', 'details', 'info',
  'job applied for', 'position', 'fields', 'status', 'cover letter', 'personal skills',
  // German
  'lebenslauf', 'tabellarischer lebenslauf', 'bewerbung', 'berufserfahrung', 'berufliche erfahrung', 'ausbildung', 'schulbildung', 'studium',
  'kenntnisse', 'fähigkeiten', 'fachkenntnisse', 'sprachkenntnisse', 'sprachen', 'persönliche daten', 'persönliche angaben', 'kontakt',
  'berufliche tätigkeiten', 'tätigkeiten', 'weitere tätigkeiten', 'praktische erfahrungen', 'beruflicher werdegang', 'werdegang',
  'it-kenntnisse', 'edv-kenntnisse', 'it–kenntnisse', 'interessen', 'hobbys', 'zertifikate', 'weiterbildung', 'projekte', 'praktika', 'abschlüsse', 'profil', 'über mich', 'veröffentlichungen',
  // Hungarian
  'önéletrajz', 'szakmai önéletrajz', 'személyes adatok', 'elérhetőség', 'elérhetőségek', 'tapasztalat', 'szakmai tapasztalat', 'munkatapasztalat',
  'tanulmányok', 'végzettség', 'iskolai végzettség', 'képzettség', 'nyelvtudás', 'készségek', 'kompetenciák', 'számítógépes ismeretek', 'hobbi', 'érdeklődés',
  // French
  'cv', 'profil', 'expérience', 'expériences', 'expérience professionnelle', 'formation', 'formations', 'compétences', 'langues',
  'centres d\'intérêt', 'loisirs', 'coordonnées', 'informations personnelles', 'projets', 'certifications',
  // Spanish / Italian / Polish
  'experiencia', 'experiencia laboral', 'experiencia profesional', 'formación', 'formación académica', 'educación', 'habilidades', 'idiomas',
  'datos personales', 'información personal', 'perfil', 'aptitudes', 'esperienza', 'esperienze lavorative', 'esperienza professionale',
  'istruzione', 'formazione', 'competenze', 'lingue', 'dati personali', 'informazioni personali', 'profilo', 'abilità',
  'doświadczenie', 'doświadczenie zawodowe', 'wykształcenie', 'umiejętności', 'języki', 'dane osobowe',
];

/** Headings that open a block of contact data rather than ending it. */
const CONTACT_HEADINGS = [
  'personal information', 'personal details', 'personal data', 'contact', 'contact information', 'contact details', 'details', 'info',
  'persönliche daten', 'persönliche angaben', 'kontakt', 'személyes adatok', 'elérhetőség', 'elérhetőségek', 'coordonnées',
  'informations personnelles', 'datos personales', 'información personal', 'dati personali', 'informazioni personali', 'dane osobowe',
];

const headingSet = new Set(SECTION_HEADINGS.map(normalizeText));
const contactSet = new Set(CONTACT_HEADINGS.map(normalizeText));

const clean = (text: string): string => normalizeText(text.replace(/[:_\-–—=*#•|]+\s*$/u, '').replace(/^[\s_\-–—=*#•|]+/u, ''));

/** True when the whole text is a section heading ("EXPERIENCE", "Lebenslauf:", "Work history"). */
export function isSectionHeading(text: string): boolean {
  return headingSet.has(clean(text));
}

/** True when the heading opens personal/contact data (the block that holds address and birth date). */
export function isContactHeading(text: string): boolean {
  return contactSet.has(clean(text));
}

/** True when any word sequence of the text is a heading word ("JOHN DOE LEBENSLAUF" contains one). */
export function headingWords(): ReadonlySet<string> {
  return headingSet;
}
