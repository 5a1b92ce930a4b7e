// Sections of a résumé, read by src/parser/sections from the SPEC 2.6
// `content` text. Not part of the SPEC 2.6 shape: they feed the human output and
// `--format jsonresume` (./json-resume.ts). Dates are "YYYY-MM" or "YYYY"; "" = not printed.

export interface WorkEntry {
  position: string;
  employer: string;
  location: string;
  start: string;
  /** "" when open-ended (see `current`). */
  end: string;
  current: boolean;
}

export interface EducationEntry {
  institution: string;
  /** The degree as printed ("Bachelor of Science", "MSc", "Abitur"). */
  degree: string;
  /** The field of study when the CV names it ("Computer Science"). */
  area: string;
  location: string;
  start: string;
  end: string;
}

export interface LanguageEntry {
  /** English name ("German"). */
  language: string;
  /** CEFR level ("C1"), "Native", or the level word as printed ("fluent"); "" when none. */
  fluency: string;
}

export interface CertificateEntry {
  name: string;
  issuer: string;
  /** "YYYY-MM" or "YYYY", or "". */
  date: string;
}

export interface ResumeSections {
  /** The headline under the name ("Registered Nurse"), when the CV prints one. */
  headline?: string;
  work: WorkEntry[];
  education: EducationEntry[];
  languages: LanguageEntry[];
  certificates: CertificateEntry[];
}
