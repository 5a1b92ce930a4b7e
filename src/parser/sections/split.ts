// Cuts the CV's lines into sections by their headings (issue 14 item 1), in the CV languages
// de en es fr hu it pl. Only the kinds the section readers need are named; any other known
// heading (fields/headings.ts) ends the section before it as 'other'.
import { normalizeText } from '../classify/text.js';
import { isSectionHeading } from '../fields/headings.js';

export type SectionKind = 'work' | 'education' | 'languages' | 'certificates' | 'skills' | 'other';

export interface Section {
  kind: SectionKind;
  heading: string;
  lines: string[];
}

const HEADINGS: Record<Exclude<SectionKind, 'other'>, string[]> = {
  work: [
    'experience', 'work experience', 'professional experience', 'employment', 'employment history', 'work history',
    'career history', 'career', 'relevant experience', 'experience professionnelle', 'professional background', 'positions held',
    'berufserfahrung', 'berufliche erfahrung', 'beruflicher werdegang', 'werdegang', 'praktische erfahrungen', 'berufliche tätigkeiten', 'praxiserfahrung',
    'szakmai tapasztalat', 'munkatapasztalat', 'tapasztalat', 'munkahelyek', 'korábbi munkahelyek',
    'expérience', 'expériences', 'expérience professionnelle', 'expériences professionnelles', 'parcours professionnel',
    'experiencia', 'experiencia laboral', 'experiencia profesional', 'trayectoria profesional',
    'esperienza', 'esperienze', 'esperienza lavorativa', 'esperienze lavorative', 'esperienza professionale', 'esperienze professionali',
    'doświadczenie', 'doświadczenie zawodowe', 'przebieg kariery', 'historia zatrudnienia',
  ],
  education: [
    'education', 'education and training', 'academic background', 'academic qualifications', 'qualifications', 'studies',
    'ausbildung', 'schulbildung', 'studium', 'bildungsweg', 'schulische ausbildung', 'akademische ausbildung', 'bildung',
    'tanulmányok', 'végzettség', 'iskolai végzettség', 'képzettség', 'iskolák', 'oktatás',
    'formation', 'formations', 'études', 'parcours académique', 'diplômes',
    'formación', 'formación académica', 'educación', 'estudios',
    'istruzione', 'formazione', 'istruzione e formazione', 'titoli di studio',
    'wykształcenie', 'edukacja',
  ],
  languages: [
    'languages', 'language skills', 'language', 'sprachen', 'sprachkenntnisse', 'fremdsprachen', 'nyelvtudás', 'nyelvismeret', 'idegen nyelvek',
    'langues', 'compétences linguistiques', 'idiomas', 'lenguas', 'lingue', 'conoscenze linguistiche', 'competenze linguistiche',
    'języki', 'języki obce', 'znajomość języków',
  ],
  certificates: [
    'certificates', 'certifications', 'certification', 'licenses', 'licenses & certifications', 'licenses and certifications', 'courses', 'training',
    'zertifikate', 'zertifizierungen', 'weiterbildung', 'weiterbildungen', 'fortbildungen', 'kurse',
    'tanúsítványok', 'képesítések', 'tanfolyamok', 'képzések', 'oklevelek',
    'certificats', 'certifications', 'formations complémentaires',
    'certificaciones', 'certificados', 'cursos', 'certificazioni', 'corsi', 'certyfikaty', 'kursy', 'szkolenia', 'kursy i szkolenia',
  ],
  skills: [
    'skills', 'key skills', 'technical skills', 'core skills', 'competencies', 'core competencies', 'areas of expertise', 'expertise',
    'it skills', 'computer skills', 'kenntnisse', 'fähigkeiten', 'fachkenntnisse', 'it-kenntnisse', 'edv-kenntnisse', 'kompetenzen',
    'készségek', 'kompetenciák', 'számítógépes ismeretek', 'compétences', 'habilidades', 'aptitudes', 'competencias', 'competenze',
    'abilità', 'umiejętności', 'kompetencje',
  ],
};

// Headings that fields/headings.ts does not know but that end a section all the same.
const OTHER_HEADINGS = [
  'references', 'referees', 'referenzen', 'références', 'referencias', 'referenze', 'referencje', 'referenciák',
  'additional information', 'zusätzliche informationen', 'sonstiges', 'informations complémentaires', 'información adicional',
  'ulteriori informazioni', 'dodatkowe informacje', 'egyéb', 'memberships', 'mitgliedschaften', 'ehrenamt', 'volunteer work',
  'hobbies and interests', 'freizeit', 'centres d’intérêt', 'intereses', 'interessi', 'zainteresowania', 'publikationen',
];

const kindOf = new Map<string, SectionKind>();
for (const name of OTHER_HEADINGS) kindOf.set(normalizeText(name), 'other');
for (const [kind, names] of Object.entries(HEADINGS) as [SectionKind, string[]][]) {
  for (const name of names) if (!kindOf.has(normalizeText(name))) kindOf.set(normalizeText(name), kind);
}

// Icon fonts extract as stray symbols or a lone letter or digit before the heading ("g ÜBER MICH").
const clean = (text: string): string => normalizeText(text.replace(/^[^\p{L}\p{N}]+/u, '').replace(/^[\p{Ll}\d]\s+(?=\p{Lu}{2})/u, '').replace(/[\s:_\-–—=*#•|]+$/gu, ''));

/** The kind of section a line opens, or undefined when it is not a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const t = line.trim();
  if (t.length === 0 || t.length > 50) return undefined;
  const key = clean(t);
  // "Work Experience & Internships", "Languages / Sprachen": the head of a compound heading decides.
  const head = key.split(/\s*(?:&|\/| and | und | és | et | y | e | i )\s*/)[0] ?? key;
  const kind = kindOf.get(key) ?? (t.split(/\s+/).length <= 5 ? kindOf.get(head) : undefined);
  if (kind) return kind;
  return isSectionHeading(t) || isSectionHeading(key) ? 'other' : undefined;
}

/** The sections in document order; lines before the first heading form an 'other' section. */
export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: 'other', heading: '', lines: [] }];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const kind = headingKind(line);
    if (kind) sections.push({ kind, heading: line, lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  return sections.filter((s) => s.heading !== '' || s.lines.length > 0);
}

/** Lines of every section of one kind, in order (a CV may split experience in two). */
export function linesOf(sections: readonly Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
