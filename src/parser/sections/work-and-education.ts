// Both sections read at once, each entry in the section it reads as: a two-column page can put a job
// under the education heading or a degree under the work heading.
import { groupEntries, leftoverColumnPeriods, type Entry } from './entries.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import { labelRows } from './entry-labels.js';
import { pairStudyLines } from './study-lines.js';
import { studyFormRows } from './study-labels.js';
import { studyTableRows } from './study-tables.js';
import type { Period } from './periods.js';
import { MAX_ENTRIES } from './entry-parts.js';
import { readWorkEntries, toWork } from './work.js';
import { carryParentsDown } from './role-over-clients.js';
import { employerRoles } from './employer-roles.js';
import type { LineFonts } from './line-fonts.js';
import { undatedEntries } from './undated-entries.js';
import { withUndatedAfterDated } from './undated-after-dated.js';
import { withFlowingEntriesApart } from './flowing-entries.js';
import { withoutDatePlaceholders } from './date-placeholders.js';
import { withoutHeadingCellsAfterPeriods } from './heading-cells.js';
import { withStudiesAtSchoolsAlike } from './studies-at-schools.js';
import { readEducation, toEducation, withSharedSchools } from './education.js';
import { joinWrappedStudies } from './wrapped-headers.js';
import { undatedStudiesByFonts, withFontStudies } from './study-fonts.js';
import { loneUndatedStudy, undatedStudiesByShape } from './study-shape.js';
import { strayStudyLine } from './stray-study-lines.js';
import type { EducationEntry, WorkEntry } from '../../domain/resume-sections.js';

/** The studies, each degree at its school once (a line read both as an entry and by its year cell). */
function withoutRepeatedStudies(studies: readonly EducationEntry[]): EducationEntry[] {
  const seen = new Set<string>();
  return studies.filter((s) => {
    const key = `${s.degree}\u0000${s.institution}`.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A degree at a school and no job title: a study printed among the jobs (or read into them from a column). */
function isStudyEntry(entry: Entry): boolean {
  const { parts } = entry;
  return parts.some(isDegree) && parts.some(isInstitution) && !parts.some((p) => (isTitle(p) && !isDegree(p)) || isCompany(p));
}

const CERTIFICATE_WORD = /certif|zertifi|licen[cs]|course|kurs|training|schulung|exam|prüfung|tanúsítvány|certyfikat/iu;

/** A job title and no degree or school: a job printed among the studies (or read into them from a column). */
function asStrayJob(entry: Entry): WorkEntry | undefined {
  if (entry.parts.some((p) => isDegree(p) || isInstitution(p)) || toEducation(entry)) return undefined;
  // Printed as a job is: the title first ("Systems Analyst  Mar 14 – Jan 15" over the employer),
  // or an employer with a company form.
  const work = toWork(entry);
  if (!work || !isTitle(work.position) || work.employer === '') return undefined;
  return entry.parts[0] === work.position || isCompany(work.employer) ? work : undefined;
}

/**
 * Both sections at once, each entry in the section it reads as: a two-column page can put a job
 * under the education heading or a degree under the work heading, and a CV may list a degree
 * among its jobs.
 */
export function readWorkAndEducation(
  workRows: readonly string[], educationRows: readonly string[], certificateLines: readonly string[] = [], topLines: readonly string[] = [],
  options: { fonts?: LineFonts } = {},
): { work: WorkEntry[]; education: EducationEntry[] } {
  // Entries laid out as a flow (each name, then its period, the next one on the same row) are read one to a row first,
  // and a script's placeholder for a date left out ("Invalid Date – Jul 2022") is no date (date-placeholders.ts); a column's
  // heading read onto a job's dated row is no part of the job (heading-cells.ts).
  const workLines = labelRows(withFlowingEntriesApart(withoutHeadingCellsAfterPeriods(withoutDatePlaceholders(workRows))));
  // A qualification named as its occupation "at" a school, where the other studies print "degree at school", is a study
  // (studies-at-schools.ts).
  // Studies printed undated as a school's line over a subject's line in two fonts are read apart first (study-fonts.ts), or
  // where the fonts tell nothing, in the order the section's dated studies print school and degree (study-shape.ts).
  const studyRows = labelRows(studyFormRows(studyTableRows(withStudiesAtSchoolsAlike(withFlowingEntriesApart(withoutDatePlaceholders(educationRows))))));
  const fontStudies = undatedStudiesByFonts(studyRows, options.fonts);
  // The shape is read over wrapped headers joined: a long degree's wrapped lines ("Licencjat, Ekonomia i" / "zarządzanie …
  // · (2014 - 2017)") would read as a study of their own and hide the dated study's order.
  const byFonts = fontStudies.studies.length > 0 ? fontStudies : undatedStudiesByShape(joinWrappedStudies(studyRows));
  // A degree wrapped over two to four lines before its period is one line (wrapped-headers.ts).
  const educationLines = joinWrappedStudies(byFonts.lines);
  // Employers printed over their roles are written into them; the fonts of the lines, where known, show single ones too.
  const carried = employerRoles(carryParentsDown(workLines), options.fonts);
  const dated = groupEntries(carried.lines);
  // No period anchors a job (none printed, or a scan garbled them): the layout of header blocks over details does. An
  // undated block that reads as a study is too unsure to move to the studies: it is left out. Among dated jobs, one printed
  // without its period is anchored by the dated jobs' header shape (undated-after-dated.ts).
  const workEntries = dated.length > 0 ? withUndatedAfterDated(carried.lines, dated) : undatedEntries(workLines).filter((e) => !isStudyEntry(e));
  const studies = dated.filter(isStudyEntry);
  const work = readWorkEntries(workEntries.filter((e) => !studies.includes(e)), topLines, carried.roles);
  // A sidebar's certificates can be read out in the middle of the jobs too; a certified title
  // ("Certified Developer – Example Cloud, 2019 – 2022") is a certificate, not a job.
  const strayFromCertificates = groupEntries(certificateLines).map(asStrayJob)
    .filter((w): w is WorkEntry => w !== undefined && !CERTIFICATE_WORD.test(`${w.position} ${w.employer}`));
  // An entry read as a study (its school printed once above it) is no stray job.
  const pairedEducation = pairStudyLines(educationLines);
  const educationEntries = groupEntries(pairedEducation, { yearCells: true });
  const studied = withSharedSchools(educationEntries);
  const strayFromEducation = educationEntries.filter((_, i) => studied[i] === undefined).map(asStrayJob)
    .filter((w): w is WorkEntry => w !== undefined);
  const strayJobs = [...strayFromEducation, ...strayFromCertificates];
  // Studies dated by a year alone or in progress, printed after the jobs with no heading over them (stray-study-lines.ts).
  const strayStudies = withoutRepeatedStudies([...studies.map(toEducation), ...workLines.map(strayStudyLine)]
    .filter((e): e is EducationEntry => e !== undefined));
  return {
    work: [...work, ...strayJobs].slice(0, MAX_ENTRIES),
    education: withLoneStudy(withFontStudies(withColumnDates(readEducation(educationLines, pairedEducation), leftoverColumnPeriods(workLines)),
      byFonts.studies), studyRows).concat(strayStudies).slice(0, MAX_ENTRIES),
  };
}

/** The studies read, or where none is, the one study of a section that prints one undated at an unknown school (study-shape.ts). */
function withLoneStudy(education: EducationEntry[], lines: readonly string[]): EducationEntry[] {
  if (education.length > 0) return education;
  const lone = loneUndatedStudy(lines);
  return lone ? [lone] : education;
}

/**
 * Studies printed without dates above a work section whose date column was read out after it:
 * the column's periods left over by the jobs are the studies' dates, one each, in order.
 */
function withColumnDates(education: EducationEntry[], leftovers: readonly Period[]): EducationEntry[] {
  if (leftovers.length === 0 || leftovers.length !== education.length || education.some((e) => e.start || e.end)) return education;
  return education.map((e, k) => {
    const { start, end, current } = leftovers[k]!;
    return { ...e, start, end: current ? '' : end };
  });
}

