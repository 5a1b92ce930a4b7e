// A skills heading that names only an area of skills ("IT skills", "Computer skills", "Technical skills", "EDV-Kenntnisse",
// "Compétences informatiques", "Soft skills") labels the items after it, even where it is printed as one of them (a
// list's first item, a bullet of its own): no tag. A heading that names a skill ("Communication skills", "Leadership
// skills") is a skill of its own, and stays an item. Set lookups of folded words; no pattern. Pure.
import { normalizeText } from './text.js';
import { isSkillsHeading } from './skill-section.js';

// Folded words that name an area of skills, no skill (the CV languages).
const AREA_WORDS = new Set([
  'it', 'ict', 'computer', 'computing', 'technical', 'tech', 'technology', 'digital', 'software', 'programming', 'office', 'pc',
  'language', 'languages', 'soft', 'hard', 'key', 'core', 'other', 'additional', 'general', 'personal', 'professional',
  'edv', 'technische', 'digitale', 'sonstige', 'weitere', 'personliche', 'fachliche', 'informatique', 'informatiques',
  'techniques', 'numeriques', 'autres', 'personnelles', 'informaticas', 'informaticos', 'tecnicas', 'digitales', 'otras', 'personales',
  'informatiche', 'tecniche', 'digitali', 'altre', 'personali', 'informatica', 'informatico', 'komputerowe', 'techniczne',
  'cyfrowe', 'inne', 'osobiste', 'szamitogepes', 'informatikai', 'digitalis', 'egyeb', 'computervaardigheden',
  'digitais', 'outras', 'pessoais', 'informatika', 'pocitacove', 'pocitacova',
]);

/** Whether a list's item is a skills heading naming only an area of skills ("IT skills", "Computer skills"). */
export function isSkillAreaLabel(item: string): boolean {
  if (!isSkillsHeading(item)) return false;
  const words = normalizeText(item).replaceAll('-', ' ').replaceAll('/', ' ').split(' ').filter((w) => w !== '');
  let area = false;
  for (const word of words) {
    if (AREA_WORDS.has(word)) area = true;
    else if (!isSkillsHeading(word)) return false;
  }
  return area;
}
