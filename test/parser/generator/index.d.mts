// Types for the generator's plain ESM modules (they run in vitest and, unbuilt, in bench/parse/generated.mjs).
import type { ExtractedFields } from '../../../src/parser/types.js';
import type { ResumeSections } from '../../../src/domain/resume-sections.js';

export interface LangVocab {
  tld: string; familyFirst?: boolean;
  given: string[]; family: string[]; streets: string[]; street: (n: number, s: string) => string;
  cities: [string, string][]; cityLine: (zip: string, city: string) => string; phones: string[];
  employers: string[]; titles: string[]; institutions: string[]; degrees: string[]; skills: string[]; prose: string[];
  headings: { profile: string; contact: string; experience: string; education: string; skills: string };
  labels: { phone: string; email: string; address: string; name: string };
  present: string;
  /** The later languages (more-langs.mjs): the given names of women (Czech and Slovak family names agree), month names, present words. */
  women?: string[]; months?: string[]; presents?: string[];
}
export type Layout = 'one-column' | 'sidebar-left' | 'sidebar-right' | 'header-table' | 'europass';
export interface CvStyle {
  layout: Layout; dateColumn: 'left' | 'right' | 'inline'; contact: 'one-line' | 'stacked' | 'labelled'; separator: string;
  heading: 'title' | 'upper' | 'colon'; entry: 'title-employer' | 'employer-title' | 'two-lines';
  nameOrder: 'given-family' | 'family-given'; monthDates: boolean; addressOneLine: boolean; skillsList: 'comma' | 'bullets';
  /** A PDF date column breaks a period after its dash ("03/2019 –" over "heute"). */
  splitDates: boolean;
  /** Set on CVs of the later languages (more-langs.mjs): how month dates are printed and the word for an open period. */
  langForms?: { dates: 'words' | 'dotted' | 'iso' | 'slash'; present: string };
  /** Set on CVs made with the `hard` option: the harder contact and name classes (state: a US address). */
  hard?: { contact: 'commas' | 'gap' | 'broken' | 'plain'; name: 'two-lines' | 'labelled' | 'family-caps' | 'none' | 'plain'; state?: string };
  /** Set on CVs made with the `wild` option (wild.mjs): a name from elsewhere and its printed order, phone and address forms, extra lines. */
  /** Set on CVs of the hard and wild sets (education.mjs): how the studies are printed, and the grade line under each ('' for none). */
  education?: {
    layout: 'degree-over-school' | 'degree-row' | 'school-bullets'; separator: string; bullet: string; period: boolean; grades: string[];
    /** The study form and heading form drawn after the above (education.mjs): 'none' and 'plain' print as before. */
    form: 'none' | 'school-row' | 'year-in-text' | 'faculty' | 'abbreviated'; headingForm: 'plain' | 'variant' | 'spaced';
    heading: string; schoolFirst: boolean; faculties: string[];
    /** A courses section after the studies (no study of the truth). */
    courses: { course: string; provider: string; year: string }[];
    /** Europass CVs only, drawn last: the studies as the template's labelled rows ('none': as before), with a subjects row or not. */
    europass: 'none' | 'label-cells' | 'date-cell'; subjects: boolean;
    /** Drawn after the Europass form: long degrees, broken after about 30 characters in a PDF (degree-over-school only). */
    longDegrees: boolean;
    /** Drawn last: the first study's degree with its specialisation in brackets, its fields after a colon, or a field pair ('none': as drawn). */
    detailed: 'none' | 'bracket' | 'colon-list' | 'field-pair';
    /** Drawn after all of the above (study-progress.mjs): a study in progress printed undated first, over the others or alone. */
    progress: 'none' | 'first' | 'only'; progressLine?: string;
    /** Drawn last (study-undated.mjs, `undatedStudies` option): a study printed with no date as the layout prints its studies. */
    undated?: 'plain' | 'first' | 'last';
    /** Drawn after the study in progress (traineeships.mjs): a traineeship printed after the studies as a study is, none of the truth's. */
    traineeship?: { institution: string; degree: string; end: string };
    /** Drawn last (study-dates.mjs): the studies' periods printed with month names in the CV's language. */
    months: boolean;
    /** Drawn after the study months (europass-short.mjs), Europass label cells only: one-word labels set flush right. */
    shortLabels: boolean;
    /** Drawn after all of the above (study-tables.mjs): the studies as a table with a header row, in one column order ('none': as before). */
    table: 'none' | 'when-school-degree' | 'degree-school-when' | 'school-degree-when';
    tableHeader?: { when: string; school: string; degree: string };
    /** Drawn last (study-spans.mjs), where no table is: the first study's school with its span over its stages ('none': as before). */
    span: 'none' | 'colon' | 'bracket';
    /** The earlier stage's degree, and the years of the span: its start, the turn between the stages and its end (or the word for present). */
    spanEarlier?: string;
    spanYears?: [string, string, string];
    /** Drawn after the spans (study-records.mjs): the studies as labelled rows, or one a line with a school-leaving certificate ('none': as before). */
    records: 'none' | 'labelled' | 'leaving';
    /** Drawn last (study-notes.mjs): a note under the newest study, an exchange semester or its thesis, in place of its grade line. */
    note: 'none' | 'exchange' | 'thesis';
    /** Drawn after the notes (study-rows.mjs): each study a row of cells, date first, the newest with a long degree ('none': as before). */
    rows: 'none' | 'when-degree-school' | 'when-school-degree';
  };
  /** Set on CVs made with the `headings` option (headings.mjs): the work heading's wording, its form and the text printed. */
  workHeading?: { wording: string; form: 'as-written' | 'upper' | 'spaced' | 'colon'; text: string };
  /**
   * Set on CVs made with the `glosses` option (glosses.mjs): where the title goes beside an employer glossed with its trade,
   * the glyph before it, and where the firm's town goes (before the mark, after the gloss, or none).
   */
  gloss?: { form: 'title-above' | 'title-cell'; glyph: string; town: 'none' | 'before' | 'after' };
  /** Set on CVs made with the `forms` option (forms.mjs): where the employer's row stands, the labels and the describing rows. */
  form?: { order: 'employer-first' | 'employer-second' | 'employer-last'; period: string; title: string; employer: string; rows: string[]; sector: string; describe: number };
  /** The client each job was for (clients.mjs), printed as a labelled row; undefined: that job names none. */
  clients?: { label: string; form: 'cells' | 'colon'; per: (string | undefined)[] };
  /** Set on CVs made with the `at` option (at-forms.mjs): "Title at Employer" or "role: what at Employer" headers, the word, what each job was. */
  at?: { form: 'at' | 'role-colon' | 'plain'; word?: string; what?: string[] };
  /** Set on CVs made with the `clientOpens` option (client-opens.mjs): each job opened by its client's row, the labels and each job's project. */
  clientOpens?: { form: 'cells' | 'colon' | 'plain'; client?: string; period?: string; role?: string; projects?: string[] };
  /** Set on CVs made with the `clientParents` option (client-parents.mjs): the newest job's consultancy over its client rows. */
  clientParents?: { form: 'beside' | 'below' | 'plain'; parent?: string; internal?: string; internalPeriod?: { start: string; end: string } };
  /** Set on CVs made with the `summaryHeadings` option (summary-headings.mjs): a skills section under a summed-up heading. */
  summaryHeading?: { form: 'rows' | 'lines' | 'plain'; heading?: string; rows?: [string, string][] };
  /**
   * Set on CVs made with the `skillBlocks` option (skill-blocks.mjs): the skills block's form and print, its groups, level rows
   * or rated items, and the printed words that are no skills (sub-headings, levels, a firm's word).
   */
  skillBlock?: {
    form: 'grouped' | 'level-rows' | 'rated' | 'glyphs' | 'firms' | 'plain'; print?: string; sep?: string; word?: string; unicode?: boolean;
    groups?: [string, string[]][]; rows?: [string, string[]][]; rated?: [string, number][]; glyph?: [string, string]; noise?: string[];
    /** skillLevels: the level words the grouped items are printed with. */
    levels?: string[];
  };
  /**
   * Set on CVs made with the `skillShapes` option (skill-shapes.mjs): the plain skills list's shape, its bracketed groups,
   * grid width or tight-label rows, and the printed words that are no skills (the labels).
   */
  skillShape?: {
    form: 'bracketed' | 'lone-lines' | 'grid' | 'tight-labels' | 'lead-phrase' | 'plain'; groups?: [string, string[]][]; per?: number;
    rows?: [string, string[]][]; phrase?: string; joiner?: string; noise?: string[];
  };
  /** Set on CVs made with the `titlePieces` option (title-pieces.mjs): titles with a rank after a comma and a field after a dash. */
  titlePieces?: { form: 'rank-field' | 'field' | 'plain'; ranks?: string[]; fields?: string[] };
  /**
   * Set on CVs made with the `sideSections` option (side-sections.mjs): one to three dated sections that are neither jobs nor
   * studies, each with its kind, heading, place and entries.
   */
  sideSections?: { form: 'sections' | 'plain'; sections?: SideSection[] };
  /** Set on CVs made with the `freelance` option (freelance.mjs): one job printed as a role over two bulleted clients. */
  freelance?: { form: 'role-over-clients' | 'plain'; role?: string; glyph?: string };
  /** Set on CVs made with the `promotions` option (promotions.mjs): one job printed as several roles under its employer. */
  promotions?: { form: 'alone' | 'span' | 'duration' | 'plain'; roles?: number; prose?: boolean; below?: boolean; durationForm?: number };
  /** Set on CVs made with the `linkedin` option (linkedin.mjs): LinkedIn's "Save to PDF" export. */
  linkedin?: { form: 'export' | 'plain'; town?: string; hex?: string; certificates?: string[]; places?: string[]; grouped?: boolean;
    /** With the `linkedinDegrees` option (linkedin-degrees.mjs): the study at `index` named in the site's long form. */
    degree?: { form: 'long' | 'plain'; index?: number } };
  /** Set on CVs made with the `stackedDates` option (stacked-dates.mjs): a PDF date column's periods printed end over start. */
  stackedDates?: { form: 'end-over-start' | 'plain' };
  /** Set on CVs made with the `undated` option (undated.mjs): jobs printed without any period (the truth's start and end empty). */
  undated?: { form: 'undated' | 'plain' };
  /**
   * Set on CVs made with the `skillLabels` option (skill-labels.mjs): a sidebar's skills as rows of a label and its items, where
   * they stand in the sidebar, and the labels (no skills).
   */
  skillLabels?: { form: 'colon' | 'cells' | 'label-above' | 'plain'; place?: 'after' | 'top'; rows?: [string, string[]][]; noise?: string[] };
  /** Set on CVs made with the `sparseSidebars` option (sparse-sidebars.mjs): what a sidebar of a few lines holds, the name's case in it. */
  sparseSidebar?: { form: 'contact' | 'labels' | 'name-contact' | 'skills' | 'plain'; nameCase?: 'plain' | 'caps-second' | 'caps-first' };
  /** Set on CVs made with the `titleBreaks` option (title-breaks.mjs): the form and the title's two printed pieces. */
  titleBreak?: { form: 'prefix' | 'capital' | 'inside' | 'plain'; pieces?: [string, string] };
  /** Set on CVs made with the `entryLines` option (entry-lines.mjs): the entry form, and its heading, split, dash and towns. */
  entryLines?: { form: 'since' | 'qualified' | 'one-line' | 'headless-work' | 'headless-education' | 'plain'; heading?: string; from?: number;
    dash?: boolean; towns?: string[]; width?: number };
  /** Set on CVs made with the `names` option (names.mjs): where and how the name is printed. */
  names?: { class: string; title?: string; titleSize?: number; honorific?: string; lines?: string[] };
  /** Set on CVs made with the `persons` option (person-forms.mjs): the person form, the address lines it prints, a nickname, a degree, a letterhead. */
  persons?: { form: string; lines?: string[]; nickname?: string; degree?: string; letter?: string[]; numbers?: string[] };
  /** Set on CVs made with the `countries` option (country-addresses.mjs): the country form and the address lines it prints. */
  countries?: { form: string; lines?: string[] };
  /** Set on CVs made with the `spaced` option (spaced-postcodes.mjs): the country form and the address lines it prints. */
  spaced?: { form: 'cz' | 'cz-district' | 'sk' | 'se' | 'plain'; lines?: string[] };
  /** Set on CVs made with the `worldAddresses` option (world-addresses.mjs): the country form and the address lines it prints. */
  world?: { form: string; lines?: string[] };
  /** Set on CVs made with the `nameFields` option (name-fields.mjs): the form and the two rows, [label, value], as printed. */
  nameFields?: { form: 'colon' | 'cells' | 'caps' | 'plain'; rows?: [string, string][] };
  /** Set on CVs made with the `nativeNames` option (native-names.mjs, wild CVs): the form and the name's line as printed. */
  nativeNames?: { form: 'native-after' | 'native-bracket' | 'hyphen-given' | 'native-label' | 'plain'; line?: string };
  /** Set on CVs made with the `rtl` option (rtl-cvs.mjs): the form, the job and study orders, its lines (logical order). */
  rtl?: { form: 'fa' | 'ar' | 'he' | 'plain'; entry?: 'cells' | 'period-over' | 'two-lines'; study?: 'comma' | 'lines' | 'school-first' | 'cells';
    lines?: unknown[] };
  /** Set on CVs made with the `cjk` option (cjk-cvs.mjs): the form, whether a rirekisho prints placeholder years, its lines. */
  cjk?: {
    form: 'rirekisho' | 'zh-rows' | 'ko-rows' | 'plain'; placeholder?: boolean; lines?: unknown[];
    /** The work row form (the cjkRows option) and the place form (the cjkPlaces option), where drawn. */
    rows?: string; place?: string;
  };
  /** Set on CVs made with the `townLines` option (town-lines.mjs): the form, the address lines as printed, the country printed. */
  townLines?: { form: 'district-after' | 'joined-district' | 'town-country' | 'town-abroad' | 'plain'; lines?: string[]; country?: string };
  /** Set on CVs made with the `openAddresses` option (open-addresses.mjs): the form and the address line as printed. */
  openAddress?: { form: 'slash' | 'dash' | 'bare-dash' | 'plain'; lines?: string[] };
  /** Set on CVs made with the `bareStreets` option (bare-streets.mjs): the form and the address lines as printed. */
  bareStreet?: { form: 'line' | 'over-town' | 'over-number' | 'house-name' | 'plain'; lines?: string[] };
  /** Set on CVs made with the `personal` option (personal-blocks.mjs): the form, the block's heading and lines as printed. */
  personal?: { form: 'bare-lines' | 'residence-label' | 'plain'; heading?: string; lines?: string[] };
  /** Set on CVs made with the `handles` option (profile-handles.mjs): the form and the profile address's line. */
  handles?: { form: 'linkedin' | 'linkedin-short' | 'xing' | 'given-first' | 'plain'; line?: string };
  /** Set on CVs made with the `digits` option (digit-scripts.mjs, wild CVs): the digit form, each printed text with what the DOCX prints instead. */
  digits?: { form: 'arabic-indic' | 'persian' | 'solar-hijri' | 'fullwidth' | 'plain'; phone?: [string, string]; birth?: [string, string] };
  /** Set on CVs made with the `traps` option (traps.mjs): the trap class, the line of a number that is no phone, the inverted name's form. */
  traps?: {
    class: 'number-alone' | 'number-beside' | 'name-inverted' | 'place-head' | 'plain'; line?: string; inverted?: 'caps' | 'as-written' | 'labelled';
    /** 'place-head': the place line printed where no name is. */
    place?: string;
  };
  /** Set on CVs made with the `referees` option (referees.mjs): the form, the heading, the printed lines and the referees printed. */
  referees?: {
    form: 'stacked' | 'one-line' | 'side-by-side' | 'on-request' | 'no-contact' | 'plain'; heading?: string;
    lines?: { text: string; bold?: boolean; cells?: string[]; columns?: number[] }[];
    people?: { name: string; first: string; last: string; position: string; firm: string; phone: string; email: string; address: string[] }[];
  };
  /** Set on CVs made with the `running` option (running-lines.mjs): the form, the header, the footer (text and page-number shape) and each job's task lines. */
  running?: {
    form: 'name-header' | 'page-footer' | 'contact-footer' | 'name-page-footer' | 'both' | 'plain'; align?: 'center' | 'right';
    header?: { text: string }; footer?: { text?: string; page?: string }; tasks?: string[][];
  };
  /** Set on CVs made with the `twoLine` option (two-line.mjs): the form, the places, the period form and word for "present", the notes. */
  twoLine?: {
    form: 'employer-first' | 'title-first' | 'moderncv' | 'plain'; jobPlaces: string[]; studyPlaces: string[]; months: boolean; present: string;
    notes: ('none' | 'grade' | 'coursework')[]; grades: string[]; courses: string[]; bullets: boolean; skillPair: string[];
  };
  /** Set on CVs made with the `titleCells` option (title-cells.mjs): the form and each job's sector cell. */
  titleCells?: { form: 'sector' | 'plain'; sectors: string[] };
  /** Set on CVs made with the `declarations` option (declarations.mjs): the form and what the block prints. */
  declarations?: {
    form: 'details' | 'permanent-address' | 'declaration' | 'plain'; heading?: string; sentence?: string; labels?: 'colon' | 'spaced' | 'cells';
    signed?: string; birth?: string; father?: string; mother?: string; married?: string; gender?: string;
  };
  /** Set on CVs made with the `titles` option (doc-titles.mjs): the class, the title line above the name, or the title opening the name's line. */
  titles?: { class: 'alone' | 'spaced' | 'with-name' | 'cjk' | 'plain'; line?: string; size?: number; joiner?: string };
  wild?: {
    origin?: string; nameForm?: string; birth?: string; id?: string; phone: string; secondPhone?: string; address: string; country?: string;
    languages?: { heading: string; line: string };
    /** contact-forms.mjs: how the contact block sets its pieces apart, and the phone's label when it has one. */
    contactForm?: string; phoneLabel?: string;
    /** place-forms.mjs: a town alone, under a residence label, another address label, or a Brazilian address (district and state). */
    placeForm?: string; br?: { district: string; state: string };
    /** The address print form (address-forms.mjs). */
    addressForm?: string;
  };
}
export interface CvTruth {
  seed: number; lang: string; first: string; last: string; email: string; phone: string;
  address: { street: string; city: string; zip: string };
  /** start/end "YYYY-MM"; end "" while the job runs. */
  work: {
    employer: string; title: string; start: string; end: string; prose: string; gloss?: string; glossTown?: string; freelance?: { first: boolean };
    /** A role of several at one employer (promotions.mjs): its place among them, newest first, and the whole stretch. */
    promotion?: { index: number; of: number; start: string; end: string; linkedin?: boolean };
    parent?: boolean;
  }[];
  education: { institution: string; degree: string; end: string }[];
  skills: string[]; headline: string; style: CvStyle;
  /** "YYYY-MM-DD" when a birth date is printed (wild CVs), else "" or absent. */
  birth?: string;
}
export type Field = 'first' | 'last' | 'email' | 'phone' | 'street' | 'city' | 'zip' | 'birth' | 'skills' | 'skillsAll' | 'tagsClean' | 'work'
  | 'workTitle' | 'workDates' | 'workPrecision' | 'education' | 'eduExact' | 'eduPrecision' | 'eduCount' | 'headline';
export type Scores = Record<Field, number>;
export interface Result { cv: CvTruth; format: string; fields: ExtractedFields; scores: Scores; sections?: ResumeSections }

export const VOCAB: Record<string, LangVocab>;
export const LANGUAGES: string[];
export const LAYOUTS: Layout[];
export const DATE_COLUMNS: CvStyle['dateColumn'][];
export const CONTACT_STYLES: CvStyle['contact'][];
export const HEADING_STYLES: CvStyle['heading'][];
export const ENTRY_STYLES: CvStyle['entry'][];
export const FIELDS: Field[];
export function rng(seed: number): { next(): number; int(n: number): number; pick<T>(xs: readonly T[]): T; sample<T>(xs: readonly T[], n: number): T[] };
export function asciiFold(s: string): string;
export type FixedStyle = Partial<Pick<CvStyle, 'layout' | 'dateColumn' | 'contact' | 'heading' | 'entry'>> & {
  lang?: string;
  wild?: boolean;
  hard?: boolean;
  headings?: boolean;
  names?: boolean;
  traps?: boolean;
  glosses?: boolean;
  forms?: boolean;
  persons?: boolean;
  clients?: boolean;
  at?: boolean;
  clientOpens?: boolean;
  /** A consultancy's own job over its client rows (client-parents.mjs; with `clientOpens`). */
  clientParents?: boolean;
  /** A skills section under a summed-up heading after the jobs (summary-headings.mjs). */
  summaryHeadings?: boolean;
  /** Skills blocks with sub-headings, levels or ratings, or a firm named with a skill's word (skill-blocks.mjs). */
  skillBlocks?: boolean;
  /** With skillBlocks implied: half the grouped blocks print each item with a level under plain sub-headings (skill-blocks.mjs). */
  skillLevels?: boolean;
  /** The plain skills list in a shape readers cut wrongly: bracketed tools, lone lines, a grid, tight labels (skill-shapes.mjs). */
  skillShapes?: boolean;
  countries?: boolean;
  titlePieces?: boolean;
  freelance?: boolean;
  /** Dated sections that are neither jobs nor studies: projects, volunteering, certifications … (side-sections.mjs). */
  sideSections?: boolean;
  /** A study at a school named without a school word printed with no date (study-undated.mjs). */
  undatedStudies?: boolean;
  promotions?: boolean;
  linkedin?: boolean;
  /** An exported study's degree in LinkedIn's long "Degree - ABBR, Field …" form, over two or three lines (linkedin-degrees.mjs; implies linkedin). */
  linkedinDegrees?: boolean;
  stackedDates?: boolean;
  undated?: boolean;
  /** The newest job's title broken over two lines at a hyphen (title-breaks.mjs). */
  titleBreaks?: boolean;
  /** Since-word periods, qualified work headings, one-line studies, a heading left out (entry-lines.mjs). */
  entryLines?: boolean;
  /** A sidebar of a few lines only: the contact block, labels over values, the name and three contact lines, a few skills (sparse-sidebars.mjs). */
  sparseSidebars?: boolean;
  /** A sidebar's skills as "Label: items" rows (skill-labels.mjs). */
  skillLabels?: boolean;
  titles?: boolean;
  digits?: boolean;
  spaced?: boolean;
  worldAddresses?: boolean;
  nameFields?: boolean;
  nativeNames?: boolean;
  townLines?: boolean;
  openAddresses?: boolean;
  bareStreets?: boolean;
  cjk?: boolean;
  rtl?: boolean;
  /** CJK work rows and places in other forms (cjk-cvs.mjs); each implies `cjk`. */
  cjkRows?: boolean;
  cjkPlaces?: boolean;
  personal?: boolean;
  handles?: boolean;
  /** generateSet walks these languages instead of the nine (the later ones of more-langs.mjs among them). */
  langs?: string[];
  referees?: boolean;
  declarations?: boolean;
  running?: boolean;
  /** Jobs and studies on two lines, place and period flush right, or the period in a narrow left column (two-line.mjs). */
  twoLine?: boolean;
  /** A sector cell flush right beside each title, over "Employer · Place" (title-cells.mjs); implies twoLine. */
  titleCells?: boolean;
};
export const HARD_CONTACT: string[];
export const HARD_NAMES: string[];
export function generateCv(seed: number, options?: FixedStyle): CvTruth;
// generateSet sets each CV's layout and language itself (walking both lists) and passes every other option on whole.
export function generateSet(n: number, baseSeed?: number, options?: Omit<FixedStyle, 'layout' | 'lang'>): CvTruth[];
export const WORK_HEADINGS: Record<string, string[]>;
export const DIGIT_FORMS: string[];
export const SPACED_FORMS: string[];
export const WORLD_FORMS: string[];
export const TOWN_LINE_FORMS: string[];
export const OPEN_ADDRESS_FORMS: string[];
export const BARE_FORMS: string[];
export const NAME_FIELD_FORMS: string[];
export const PERSONAL_FORMS: string[];
export const REFEREE_FORMS: string[];
export const RUNNING_FORMS: string[];
export const TWO_LINE_FORMS: string[];
export const PRESENT_WORDS: Record<string, string[]>;
export const SHORT_MONTHS: Record<string, string[]>;
export const COURSEWORK: Record<string, [string, string[]]>;
export function twoLinePeriod(cv: CvTruth, w: CvTruth['work'][number]): string;
export const TITLE_CELL_FORMS: string[];
export const PAGE_NUMBERS: Record<string, string[]>;
export function pageNumber(shape: string, page: number, pages: number): string;
/** The running lines of one page of a CV of the running class: the header, and the footer's pieces left to right. */
export function runningLines(cv: CvTruth, page: number, pages: number): { header?: string; footer?: string[] };
export function refereeDigits(cv: CvTruth): string[];
export function refereeEmails(cv: CvTruth): string[];
export const DECLARATION_FORMS: string[];
export const RESIDENCE_LABELS: Record<string, string[]>;
export const HANDLE_FORMS: string[];
export const NATIVE_NAME_FORMS: string[];
export const CJK_FORMS: string[];
export const RTL_FORMS: string[];
export const RTL_ENTRIES: string[];
export const RTL_STUDIES: string[];
/** A line of a right-to-left paragraph in visual order, as a PDF producer stores it (rtl-cvs.mjs). */
export function visualOrder(text: string): string;
export const CJK_ROW_FORMS: string[];
export const CJK_PLACE_FORMS: string[];
export const NAME_FIELD_LABELS: Record<string, [string, string][]>;
export function inDigits(form: string, text: string): string;
export function solarHijri(iso: string): string;
export const GLOSS_FORMS: string[];
export const GLOSS_TOWNS: string[];
export const FORM_ORDERS: string[];
export const AT_FORMS: string[];
export const CLIENT_OPEN_FORMS: string[];
export const CLIENT_PARENT_FORMS: string[];
export const SUMMARY_HEADING_FORMS: string[];
export const SKILL_BLOCK_FORMS: string[];
export const GROUPED_PRINTS: string[];
export const RATED_PRINTS: string[];
export const SKILL_SHAPE_FORMS: string[];
export function atTitle(cv: CvTruth, k: number, title: string): string;
export const COUNTRY_FORMS: string[];
export const TITLE_PIECE_FORMS: string[];
export const FREELANCE_FORMS: string[];
export const PROMOTION_FORMS: string[];
export const LINKEDIN_FORMS: string[];
export const LINKEDIN_DEGREE_FORMS: string[];
export const LINKEDIN_LONG_DEGREES: Record<string, string[]>;
export function wrapCuts(text: string, width?: number): number[];
export function durationText(lang: string, start: string, end: string, k?: number): string;
export const STACKED_DATE_FORMS: string[];
export const UNDATED_FORMS: string[];
export const SPARSE_SIDEBAR_FORMS: NonNullable<CvStyle['sparseSidebar']>['form'][];
export const SPARSE_NAME_CASES: NonNullable<NonNullable<CvStyle['sparseSidebar']>['nameCase']>[];
export function withSparseSidebar(cv: GeneratedCv): GeneratedCv;
export const SKILL_LABEL_FORMS: NonNullable<CvStyle['skillLabels']>['form'][];
export function withSkillLabels(cv: GeneratedCv): GeneratedCv;
export const TITLE_BREAK_FORMS: string[];
export const ENTRY_LINE_FORMS: string[];
export const SINCE_WORDS: Record<string, string>;
export const QUALIFIED_HEADINGS: Record<string, [string[], string[]]>;
export function brokenTitles(lang: string): Record<'prefix' | 'capital' | 'inside', [string, string, string]>;
export function withTitleBreaks(cv: GeneratedCv): GeneratedCv;
export function piecedTitle(cv: CvTruth, k: number, title: string): string;
export const CLIENT_FORMS: string[];
export const WORK_HEADING_FORMS: NonNullable<CvStyle['workHeading']>['form'][];
export function letterSpaced(text: string, lang: string): string;
export const EDUCATION_LAYOUTS: NonNullable<CvStyle['education']>['layout'][];
export const GRADE_LINES: Record<string, string[]>;
export const STUDY_FORMS: NonNullable<CvStyle['education']>['form'][];
export const EUROPASS_FORMS: Exclude<NonNullable<CvStyle['education']>['europass'], 'none'>[];
export const LONG_DEGREES: Record<string, string[]>;
export const DETAILED_FORMS: Exclude<NonNullable<CvStyle['education']>['detailed'], 'none'>[];
export const DETAILED_DEGREES: Record<string, Record<Exclude<NonNullable<CvStyle['education']>['detailed'], 'none'>, string>>;
export function wrapAt(text: string, width?: number): number | undefined;
export const PROGRESS_FORMS: ('colon' | 'dash')[];
export const PROGRESS_SCHOOLS: string[];
export const UNDATED_STUDY_FORMS: readonly string[];
export const UNDATED_SCHOOLS: string[];
export const PROGRESS_FIELDS: Record<string, string[]>;
export const PROGRESS_MARKS: Record<string, string[]>;
export const TRAINEESHIPS: Record<string, string[]>;
export const STUDY_MONTHS: Record<string, [string, string]>;
export function studyWhen(cv: CvTruth, e: CvTruth['education'][number]): string;
export const EUROPASS_LABELS: Record<string, { dates: string; degree: string; subjects: string; school: string }>;
export const EUROPASS_SHORT_LABELS: Record<string, { dates: string; degree: string; subjects: string; school: string }>;
/** The orders of a table of studies' columns (study-tables.mjs) and the column names of its header row, per language. */
export const TABLE_ORDERS: string[];
export const TABLE_HEADERS: Record<string, { when: string; school: string; degree: string }[]>;
/** The orders of a long study row's cells (study-rows.mjs) and the long degrees its newest study takes, per language. */
export const ROW_ORDERS: string[];
export const LONG_ROW_DEGREES: Record<string, string[]>;
export function studyRowLines(cv: CvTruth): { text: string; cells: string[]; columns: number[] }[] | undefined;
/** The forms of a school's span over its stages (study-spans.mjs): "2014 – 2017: Degree" or "Degree (2014 – 2017)". */
export const SPAN_FORMS: string[];
export const RECORD_FORMS: string[];
export const RECORD_LABELS: Record<string, string[]>;
export const LEAVING: Record<string, [string, string]>;
export const NOTE_FORMS: string[];
export const ABROAD_SCHOOLS: string[];
export const EDUCATION_HEADING_FORMS: NonNullable<CvStyle['education']>['headingForm'][];
export const EDUCATION_HEADINGS: Record<string, string[]>;
export const FACULTIES: Record<string, string[]>;
export const SHORT_SCHOOLS: Record<string, string[]>;
export const COURSES: Record<string, string[][]>;
export const COURSE_HEADINGS: Record<string, string>;
export const ROW_SEPARATORS: string[];
export const NAME_FORMS: string[];
export const PHONE_FORMS: string[];
export const CONTACT_FORMS: string[];
export const PLACE_FORMS: string[];
export const NAME_CLASSES: string[];
export const DOCUMENT_TITLES: Record<string, string[]>;
export const ADDRESS_FORMS: string[];
export const ADDRESS_PRINT_FORMS: string[];
export const ICONS: { place: string; phone: string; email: string };
export const TRAP_CLASSES: string[];
export function invertedName(cv: CvTruth, labelled: boolean): string;
export function trapDigits(cv: CvTruth): string;
export const PERSON_FORMS: string[];
export function letterheadDigits(cv: CvTruth): string[];
export function printedStrings(cv: CvTruth): string[];
export function period(cv: CvTruth, entry: CvTruth['work'][number]): string;
export function displayName(cv: CvTruth): string;
export function addressLines(cv: CvTruth, narrow?: boolean): string[];
export function layoutCv(cv: CvTruth): unknown[];
export function cvToPdf(cv: CvTruth): Buffer;
export function cvToDocx(cv: CvTruth): Promise<Buffer>;
export function scoreCv(cv: CvTruth, fields: ExtractedFields, sections: ResumeSections): Scores;
export function accuracy(results: Result[], keep?: (r: Result) => boolean): Scores;
export function accuracyTable(results: Result[]): string;
export function misses(results: Result[], limit?: number): string[];
export function norm(s: string | undefined): string;
/** The languages added after the nine (more-langs.mjs): walked only by generateSet's `langs` option. */
export const MORE_LANGUAGES: string[];
export const MORE_VOCAB: Record<string, LangVocab>;
/** A Czech or Slovak family name in its woman's form ("Zahrádka" → "Zahrádková"). */
export function womanForm(family: string): string;

/** A side section of side-sections.mjs: its kind, heading, place and entries (two parts, a year or a period). */
export interface SideSection {
  kind: 'projects' | 'volunteer' | 'certificates' | 'courses' | 'publications' | 'awards' | 'talks' | 'memberships';
  heading: string;
  place: 'before' | 'between' | 'after';
  entries: { kind: string; what: string; where: string; year?: string; start?: string; end?: string; town?: string; detail?: string;
    authors?: string; inText?: boolean }[];
}
export const SIDE_FORMS: readonly string[];
export const SIDE_KINDS: readonly string[];
export const SIDE_PLACES: readonly string[];
export const SIDE_HEADINGS: Record<string, Record<string, string[]>>;
