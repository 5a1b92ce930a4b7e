// The invented-CV generator (see README.md): truths from a seed, layouts, renderers, scoring.
export { LANGUAGES, VOCAB } from './vocab.mjs';
export { generateCv, generateSet, rng, asciiFold, LAYOUTS, DATE_COLUMNS, CONTACT_STYLES, HEADING_STYLES, ENTRY_STYLES, HARD_CONTACT, HARD_NAMES } from './generate.mjs';
export { NAME_FORMS, PHONE_FORMS, ADDRESS_FORMS } from './wild.mjs';
export { EDUCATION_LAYOUTS, GRADE_LINES, ROW_SEPARATORS, STUDY_FORMS, HEADING_FORMS as EDUCATION_HEADING_FORMS, EDUCATION_HEADINGS, FACULTIES, SHORT_SCHOOLS, COURSES, COURSE_HEADINGS, EUROPASS_FORMS, EUROPASS_LABELS, LONG_DEGREES, DETAILED_FORMS, DETAILED_DEGREES, wrapAt } from './education.mjs';
export { CONTACT_FORMS } from './contact-forms.mjs';
export { WORK_HEADINGS, HEADING_FORMS as WORK_HEADING_FORMS, letterSpaced } from './headings.mjs';
export { PLACE_FORMS } from './place-forms.mjs';
export { GLOSS_FORMS } from './glosses.mjs';
export { FORM_ORDERS } from './forms.mjs';
export { CLIENT_FORMS } from './clients.mjs';
export { NAME_CLASSES, DOCUMENT_TITLES } from './names.mjs';
export { ADDRESS_PRINT_FORMS, ICONS } from './address-forms.mjs';
export { TRAP_CLASSES, invertedName, trapDigits } from './traps.mjs';
export { layoutCv, printedStrings, period, displayName, addressLines } from './document.mjs';
export { cvToPdf } from './render-pdf.mjs';
export { cvToDocx } from './render-docx.mjs';
export { scoreCv, accuracy, accuracyTable, misses, norm, FIELDS } from './score.mjs';
