// A CV truth laid out as regions both renderers understand: running text ('flow'), two columns
// side by side ('columns': a sidebar, a header table) and label/value rows ('rows': Europass).
// A line may carry a date, which the renderers place in a date column (left or right) or on a
// line of its own ('inline'), as the style says.
import { postcodeLine } from './contact-forms.mjs';
import { addressLabel, placeLines } from './place-forms.mjs';
import { iconed } from './address-forms.mjs';
import { invertedName } from './traps.mjs';
import { dressedNameLines, letterLines, personAddressLines } from './person-forms.mjs';
import { countryAddressLines } from './country-addresses.mjs';
import { spacedAddressLines } from './spaced-postcodes.mjs';
import { worldAddressLines } from './world-addresses.mjs';
import { townLines } from './town-lines.mjs';
import { openAddressLines } from './open-addresses.mjs';
import { bareStreetLines } from './bare-streets.mjs';
import { personalBlock } from './personal-blocks.mjs';
import { handleLine } from './profile-handles.mjs';
import { refereeLines } from './referees.mjs';
import { addressInDeclaration, declarationLines } from './declarations.mjs';
import { VOCAB } from './vocab.mjs';
import { courseSection, educationHeading, educationLines, europassStudyRows } from './education.mjs';
import { glossedHead } from './glosses.mjs';
import { formRows } from './forms.mjs';
import { clientRow } from './clients.mjs';
import { freelanceHead } from './freelance.mjs';
import { promotionHead, promotionProse } from './promotions.mjs';
import { linkedinRegions } from './linkedin.mjs';
import { atHead } from './at-forms.mjs';
import { clientOpenRow, clientOpenRows } from './client-opens.mjs';
import { clientParentLines } from './client-parents.mjs';
import { summaryLines } from './summary-headings.mjs';
import { skillBlockLines } from './skill-blocks.mjs';
import { skillShapeLines } from './skill-shapes.mjs';
import { undatedJobs } from './undated.mjs';
import { runningTasks } from './running-lines.mjs';
import { twoLineHead, twoLineProse, twoLineStudies } from './two-line.mjs';
import { sideSectionLines, sideSectionParts } from './side-sections.mjs';
import { titleBreakHead } from './title-breaks.mjs';
import { headingLeftOut, oneLineStudies, qualifiedHeadingBefore, qualifiedWorkHeading, sincePeriod } from './entry-lines.mjs';
import { sparseSidebarRegions } from './sparse-sidebars.mjs';
import { skillLabelLines, skillLabelsOnTop } from './skill-labels.mjs';

/** "03/2019 – 05/2023", "2019 – heute": how the period of a job is printed. */
export function period(cv, entry) {
  const v = VOCAB[cv.lang];
  const forms = cv.style.langForms;
  const d = (ym) => (!cv.style.monthDates ? ym.slice(0, 4) : forms ? monthDate(forms.dates, v, ym) : `${ym.slice(5, 7)}/${ym.slice(0, 4)}`);
  // The newest job's period as "since" and its start (entry-lines.mjs): none without the class.
  const since = sincePeriod(cv, entry, d);
  if (since) return since;
  return `${d(entry.start)} – ${entry.end ? d(entry.end) : forms?.present ?? v.present}`;
}

/** A month and year in a later language's date form ("březen 2019", "03.2019", "2019-03", "03/2019"). */
function monthDate(form, v, ym) {
  const [year, month] = [ym.slice(0, 4), ym.slice(5, 7)];
  if (form === 'words') return `${v.months[Number(month) - 1]} ${year}`;
  if (form === 'dotted') return `${month}.${year}`;
  return form === 'iso' ? `${year}-${month}` : `${month}/${year}`;
}

export const displayName = (cv) => {
  const honorific = cv.style.names?.honorific;
  if (honorific) return `${honorific} ${displayName({ ...cv, style: { ...cv.style, names: undefined } })}`;
  const form = cv.style.wild?.nameForm;
  if (form) {
    const up = (s) => s.toLocaleUpperCase('en');
    return { 'FAMILY Given': `${up(cv.last)} ${cv.first}`, 'Given FAMILY': `${cv.first} ${up(cv.last)}`,
      'Family Given': `${cv.last} ${cv.first}`,
      'Given Family': `${cv.first} ${cv.last}` }[form];
  }
  return cv.style.nameOrder === 'family-given' ? `${cv.last} ${cv.first}` : `${cv.first} ${cv.last}`;
};

const hardName = (cv) => cv.style.hard?.name ?? 'plain';
const hardContact = (cv) => cv.style.hard?.contact ?? 'plain';

/** The name as printed: one line in large type, two lines (given over family), a labelled line, "FAMILY Given", or nothing. */
function nameLines(cv) {
  const names = cv.style.names;
  // A text box (names.mjs) holds the name as printed; the DOCX draws it in a box, the PDF as it is.
  const big = (text) => ({ text, bold: true, size: 22, name: true, ...(names?.class === 'text-box' ? { box: true } : {}) });
  if (names?.lines) return names.lines.map(big);
  // An East Asian name with its own script, or only in it under its label (native-names.mjs).
  const native = cv.style.nativeNames;
  if (native?.line) return [native.form === 'native-label' ? { text: native.line, bold: true, size: 12 } : big(native.line)];
  // The name as a form's two labelled rows (name-fields.mjs), in the body's type.
  const fields = cv.style.nameFields;
  if (fields?.rows) return fields.rows.map(([label, value]) => (fields.form === 'cells' ? cells([label, value]) : { text: `${label} ${value}` }));
  const title = names?.title ? [{ text: names.title, bold: true, size: names.titleSize, title: true }] : [];
  // The document's title as the top line (doc-titles.mjs): alone with no name, letter-spaced or in CJK above the name,
  // or opening the name's own line.
  const titles = cv.style.titles;
  const docTitle = titles?.line ? [{ text: titles.line, bold: true, size: titles.size, title: true }] : [];
  const lines = titles?.class === 'alone' ? [] : hardNameLines(cv, big);
  if (titles?.joiner && lines[0]) lines[0] = { ...lines[0], text: `${titles.joiner}${lines[0].text}` };
  // An academic title opens the name whatever its form ("Dr. KOVÁCS Ágnes", "Dr. Ida" over "Beispiel").
  const honorific = names?.honorific;
  if (honorific && lines[0] && !lines[0].text.includes(honorific)) lines[0] = { ...lines[0], text: `${honorific} ${lines[0].text}` };
  // A nickname or a degree after the name (person-forms.mjs).
  return [...title, ...docTitle, ...dressedNameLines(cv, lines)];
}

function hardNameLines(cv, big) {
  // The family name first with a comma (traps.mjs): a labelled line in the labelled class and under a name label.
  if (cv.style.traps?.class === 'name-inverted') {
    // Europass labels the name in a cell of its own: there the name stands without its label.
    const europass = cv.style.layout === 'europass';
    const labelled = !europass && (cv.style.traps.inverted === 'labelled' || hardName(cv) === 'labelled');
    const text = invertedName(cv, labelled);
    return [labelled ? { text, bold: true, size: 12 } : big(text)];
  }
  switch (hardName(cv)) {
    // No name, and a place line where it would stand (traps.mjs), in the body's type.
    case 'none': return cv.style.traps?.place ? [{ text: cv.style.traps.place }] : [];
    case 'two-lines': {
      if (cv.style.wild?.nameForm) return displayName(cv).split(' ').map(big);
      return (cv.style.nameOrder === 'family-given' ? [cv.last, cv.first] : [cv.first, cv.last]).map(big);
    }
    case 'labelled': return [{ text: `${VOCAB[cv.lang].labels.name}: ${displayName(cv)}`, bold: true, size: 12 }];
    case 'family-caps': return [big(cv.style.wild?.nameForm ? displayName(cv) : `${cv.last.toLocaleUpperCase(cv.lang)} ${cv.first}`)];
    default: return [big(displayName(cv))];
  }
}

/**
 * The address as printed: one line or two; Hungarian puts postcode and city first on one line; US "City, ST 12345".
 * `pieces`: street and town apart, in the order they are printed, for a block that sets them apart by its own separator.
 */
export function addressLines(cv, narrow = false, pieces = false) {
  const v = VOCAB[cv.lang];
  const state = cv.style.hard?.state;
  const wild = cv.style.wild;
  // The address stands under "Permanent Address:" at the end (declarations.mjs): the contact block prints none.
  if (addressInDeclaration(cv)) return [];
  if (wild?.address === 'city-only') return [`${cv.address.city}, ${wild.country}`];
  // A post-office box, a Brazilian district line or a CEP glued to its town (person-forms.mjs).
  const person = personAddressLines(cv);
  if (person) return person;
  // A country's own form of a plain address: "bis", a British flat, the town line first, two addresses (country-addresses.mjs).
  const country = countryAddressLines(cv) ?? spacedAddressLines(cv) ?? townLines(cv) ?? openAddressLines(cv) ?? worldAddressLines(cv)
    ?? bareStreetLines(cv);
  if (country) return country;
  const place = placeLines(cv, cv.style.contact === 'labelled');
  if (place) return place;
  const town = wild?.contactForm === 'postcode' ? postcodeLine(cv) : undefined;
  const cityLine = (state ? `${cv.address.city}, ${state} ${cv.address.zip}` : town ?? v.cityLine(cv.address.zip, cv.address.city))
    + (wild?.address === 'country' ? `, ${wild.country}` : '');
  if (narrow && wild?.address === 'wrap' && cv.address.street.length > 16) {
    // A narrow column wraps inside the street: the words over the number (and flat) on the next line.
    // A street of one word and its number ("Kastanjegracht 36") has no space before the middle: it wraps before the number.
    const middle = cv.address.street.lastIndexOf(' ', Math.ceil(cv.address.street.length / 2) + 4);
    const cut = middle > 0 ? middle : cv.address.street.indexOf(' ');
    if (cut > 0) return [cv.address.street.slice(0, cut), cv.address.street.slice(cut + 1), cityLine];
  }
  if (!cv.style.addressOneLine || pieces) return cv.lang === 'hu' && pieces ? [cityLine, cv.address.street] : [cv.address.street, cityLine];
  return [cv.lang === 'hu' ? `${cityLine}, ${cv.address.street}` : `${cv.address.street}, ${cityLine}`];
}

const heading = (cv, text) => {
  if (typeof text === 'object') return text.spaced ? { text: text.text, bold: true, size: 12, heading: true } : heading(cv, text.text);
  const t = cv.style.heading === 'upper' ? text.toLocaleUpperCase(cv.lang) : cv.style.heading === 'colon' ? `${text}:` : text;
  return { text: t, bold: true, size: 12, heading: true };
};

function workLines(cv) {
  // The older jobs under a second, qualified heading (entry-lines.mjs): none without the class.
  return cv.work.flatMap((w, k) => {
    const qualified = qualifiedHeadingBefore(cv, k);
    const lines = jobLines(cv, w, k);
    return qualified ? [heading(cv, qualified), ...lines] : lines;
  });
}

/** One job's lines as the CV's style prints them. */
function jobLines(cv, w, k) {
  // Jobs printed without dates (undated.mjs): the header lines stand as they would, no period beside them.
  const date = undatedJobs(cv) ? '' : period(cv, w);
  // The client a job was for (clients.mjs): a labelled row of the job, none without the option.
  const client = clientRow(cv, k);
  // A form (forms.mjs) prints the period in a labelled row of its own, with the job's other rows after it.
  if (cv.style.form) {
    const rows = formRows(cv, w, date);
    return client ? [...rows.slice(0, -1), client, rows.at(-1)] : rows;
  }
  // A consultancy's own job over its client rows (client-parents.mjs): its name and period, then its internal project.
  const parent = clientParentLines(cv, w, clientOpenRow(cv.style.clientOpens ?? {}), (e) => (undatedJobs(cv) ? '' : period(cv, e)));
  if (parent) return parent;
  // Projects listed by client (client-opens.mjs): the client's row opens the job, its period and role rows follow.
  const opened = clientOpenRows(cv, w, k, date);
  if (opened) return opened;
  // Two lines with the place and the period flush right, or the period in a narrow left column (two-line.mjs).
  const two = twoLineHead(cv, w, k);
  if (two) return [...two, ...(client ? [client] : []), ...twoLineProse(cv, w, k), ...runningTasks(cv, k)];
  // "Title at Employer" (at-forms.mjs): one line, whatever the entry style.
  const at = atHead(cv, w);
  // A self-employed role over its clients (freelance.mjs): the role's line, then the client's bulleted line.
  const freelance = freelanceHead(cv, w, date);
  // Several roles at one employer (promotions.mjs): the employer's line over the first role, then each role's title.
  // The newest job's title broken over two lines at a hyphen (title-breaks.mjs): none without the class.
  const head = promotionHead(cv, w, date, period) ?? freelance ?? titleBreakHead(cv, w, k, date) ?? (at ? [{ text: at, bold: true, date }] : cv.style.gloss ? glossedHead(cv, w, date) : cv.style.entry === 'two-lines'
    ? [{ text: w.title, bold: true, date }, { text: w.employer }]
    : [{ text: cv.style.entry === 'title-employer' ? `${w.title}, ${w.employer}` : `${w.employer}, ${w.title}`, bold: true, date }]);
  // A job's task lines on a CV of several pages (running-lines.mjs): none without the class.
  return [...head, ...(client ? [client] : []), ...(promotionProse(cv, w) ? [{ text: w.prose }] : []), ...runningTasks(cv, k)];
}

/** Skills as bullets or a comma list; in a sidebar the list wraps between skills, as a narrow text box does. */
function skillLines(cv, narrow) {
  // A block with sub-headings, levels or ratings (skill-blocks.mjs).
  const block = skillBlockLines(cv, narrow) ?? skillShapeLines(cv, narrow) ?? skillLabelLines(cv, narrow);
  if (block) return block;
  if (cv.style.skillsList !== 'comma') return cv.skills.map((s) => ({ text: `• ${s}` }));
  if (!narrow) return [{ text: cv.skills.join(', ') }];
  const lines = [];
  for (const s of cv.skills) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + s.length + 2 <= 32) lines[lines.length - 1] = `${last}, ${s}`;
    else lines.push(s);
  }
  return lines.map((text, i) => ({ text: i < lines.length - 1 ? `${text},` : text }));
}

/** The languages line; in a sidebar one language a line. */
const spokenLines = (cv, line, narrow) => (narrow ? line.split(', ') : [line]).map((text) => ({ text }));

/** A line of pieces set apart by wide gaps (no separator character): the renderers place each piece on its own. */
const cells = (pieces) => ({ text: pieces.join('   '), cells: pieces });

/** Contact lines for a column or the flow; `narrow` splits what would not fit a sidebar. */
function contactLines(cv, narrow) {
  return [...reachLines(cv, narrow), ...personalLines(cv)];
}

/** The second phone, the birth date and the ID number, each on a line of its own under the contact block. */
function personalLines(cv) {
  const w = cv.style.wild ?? {};
  // The town among the personal details, under their heading (personal-blocks.mjs).
  const block = personalBlock(cv);
  if (block) return [heading(cv, cv.style.personal.heading), ...block.map((text) => ({ text }))];
  // A number that is no phone (traps.mjs) under the others; a profile's address (profile-handles.mjs).
  return [w.secondPhone, w.birth, w.id, cv.style.traps?.line, handleLine(cv)].filter(Boolean).map((text) => ({ text }));
}

/** The phone as a one-line block prints it: with its short label when the contact form has one. */
const phoneText = (cv) => (cv.style.wild?.phoneLabel && cv.phone ? `${cv.style.wild.phoneLabel} ${cv.phone}` : cv.phone);

/** The pieces of a one-line block in their printed order: the address (whole, or street and town apart) with phone and e-mail. */
function oneLinePieces(cv, phone) {
  const form = cv.style.wild?.contactForm;
  const address = form === 'street-sep' ? addressLines(cv, false, true) : [addressLines(cv).join(', ')];
  const [first, ...rest] = address;
  const pieces = [iconed(cv, 'place', first), ...rest].filter(Boolean);
  // No phone printed (traps.mjs): the block holds the address and the e-mail.
  const reach = [iconed(cv, 'phone', phone), iconed(cv, 'email', cv.email)].filter(Boolean);
  return form === 'address-last' ? [...reach, ...pieces] : [...pieces, ...reach];
}

function reachLines(cv, narrow) {
  const v = VOCAB[cv.lang];
  // The town printed among the personal details instead (personal-blocks.mjs): no address in the contact block.
  const addr = personalBlock(cv) ? [] : addressLines(cv, narrow);
  if (cv.style.contact === 'one-line') {
    const phone = phoneText(cv);
    if (narrow) return [iconed(cv, 'place', addr[0]), ...addr.slice(1), iconed(cv, 'phone', phone), iconed(cv, 'email', cv.email)].filter(Boolean).map((text) => ({ text }));
    const whole = addr.join(', ');
    switch (hardContact(cv)) {
      case 'commas': return [{ text: oneLinePieces(cv, phone).join(', ') }];
      case 'gap': return [cells(oneLinePieces(cv, phone))];
      case 'broken': {
        // The block wraps inside the address: the street ends the first line, the place starts the second. A town alone
        // has nothing to wrap inside: the block stays on one line.
        const [head, ...tail] = whole.split(/,\s+/);
        if (tail.length === 0) return [{ text: oneLinePieces(cv, phone).join(cv.style.separator) }];
        const cut = tail.length > 1 && /^\d+$|º/.test(tail[0]) ? 2 : 1;
        const first = [head, ...tail.slice(0, cut - 1)].join(', ');
        const sep = cv.style.separator;
        return [{ text: `${[cv.email, phone].filter(Boolean).join(sep)}${sep}${first},` }, { text: tail.slice(cut - 1).join(', ') }];
      }
      default: return [{ text: oneLinePieces(cv, phone).join(cv.style.separator) }];
    }
  }
  if (cv.style.contact === 'stacked') {
    return [iconed(cv, 'place', addr[0]), ...addr.slice(1), iconed(cv, 'phone', cv.phone), iconed(cv, 'email', cv.email)].filter(Boolean).map((text) => ({ text }));
  }
  const label = addressLabel(cv, v.labels.address);
  // 'label-above' (address-forms.mjs): the label alone on its line, the address below it.
  const labelled = addr.length === 0 ? [] : cv.style.wild?.addressForm === 'label-above' ? [`${label}:`, ...addr]
    : narrow || addr.length > 1 ? [`${label}: ${addr[0]}`, ...addr.slice(1)] : [`${label}: ${addr[0]}`];
  // No phone or e-mail printed (traps.mjs, referees.mjs): no line for it.
  return [...labelled, ...(cv.phone ? [`${v.labels.phone}: ${cv.phone}`] : []), ...(cv.email ? [`${v.labels.email}: ${cv.email}`] : [])]
    .map((text) => ({ text }));
}

/** A header table's contact cell: a one-line block prints the address over phone and e-mail, unless it breaks inside the address. */
function headerContact(cv) {
  if (cv.style.contact !== 'one-line') return contactLines(cv, true);
  if (hardContact(cv) === 'broken') return contactLines(cv, false);
  const phone = phoneText(cv);
  const separator = hardContact(cv) === 'commas' ? ', ' : cv.style.separator;
  const join = (pieces) => (hardContact(cv) === 'gap' ? cells(pieces) : { text: pieces.join(separator) });
  const reach = join([iconed(cv, 'phone', phone), iconed(cv, 'email', cv.email)].filter(Boolean));
  const form = cv.style.wild?.contactForm;
  const [first, ...rest] = form === 'street-sep' ? addressLines(cv, false, true) : [addressLines(cv).join(', ')];
  const address = form === 'street-sep' ? join([iconed(cv, 'place', first), ...rest]) : { text: iconed(cv, 'place', first) };
  const lines = form === 'address-last' ? [reach, address] : [address, reach];
  return [...lines.filter((l) => l.text), ...personalLines(cv)];
}

/** The work section's heading: the plain one in the CV's heading style, or the one headings.mjs drew, as drawn. */
// (entry-lines.mjs: the one work heading qualified, "Relevant Experience".)
const workHeading = (cv) => (cv.style.workHeading
  ? { text: cv.style.workHeading.text, bold: true, size: 12, heading: true }
  : heading(cv, qualifiedWorkHeading(cv) ?? VOCAB[cv.lang].headings.experience));

/** The regions of one CV, top to bottom. */
export function layoutCv(cv) {
  // A CJK form (cjk-cvs.mjs) is printed as its own lines, one column.
  if (cv.style.cjk?.lines) return [{ kind: 'flow', lines: cv.style.cjk.lines }];
  // A right-to-left form (rtl-cvs.mjs) likewise: the renderers set it from the right edge.
  if (cv.style.rtl?.lines) return [{ kind: 'flow', lines: cv.style.rtl.lines }];
  // LinkedIn's export (linkedin.mjs): its sidebar and body, and its page footer.
  if (cv.style.linkedin?.form === 'export') return linkedinRegions(cv);
  const nameClass = cv.style.names?.class;
  // Only in the page header (names.mjs): the body prints no name.
  const pageHeader = nameClass === 'page-header' ? nameLines(cv).map((l) => ({ ...l, size: 10, name: undefined })) : undefined;
  const names = pageHeader ? [] : nameLines(cv);
  const headline = { text: cv.headline, size: 12 };
  // The headline over the name (names.mjs), else under it.
  const named = (rest) => (nameClass === 'headline-above' ? [headline, ...names, ...rest] : [...names, headline, ...rest]);
  const regions = [...layoutBody(cv, names, headline, named), ...tailRegions(cv)];
  return pageHeader ? [{ kind: 'page-header', lines: pageHeader }, ...regions] : regions;
}

/**
 * What closes the CV across the page's width, after every column: the referees (referees.mjs), then the personal details
 * and the signed declaration (declarations.mjs). A PDF starts them on a page of their own when the first is full or
 * holds a sidebar.
 */
function tailRegions(cv) {
  const referees = refereeLines(cv);
  const refs = referees.length ? [heading(cv, cv.style.referees.heading), ...referees] : [];
  const closing = declarationLines(cv, cv.first ? displayName(cv) : '',
    addressLines({ ...cv, style: { ...cv.style, declarations: undefined } }).join(', '));
  const lines = [...refs, ...closing];
  // Under a sidebar the page is the sidebar's to its end: the closing block opens the next page, as the last page of a
  // two-page CV whose sidebar ended on the first.
  return lines.length ? [{ kind: 'flow', tail: true, newPage: cv.style.layout.startsWith('sidebar'), lines }] : [];
}

function layoutBody(cv, names, headline, named) {
  const v = VOCAB[cv.lang];
  const h = v.headings;
  const courses = courseSection(cv);
  // Each study on one line with its school's town and year (entry-lines.mjs).
  const studies = oneLineStudies(cv) ?? twoLineStudies(cv) ?? educationLines(cv);
  // Dated sections that are neither jobs nor studies (side-sections.mjs): before the jobs, between jobs and studies, or after.
  const side = (place) => sideSectionLines(cv, place, heading, period);
  // A heading drawn as a picture (entry-lines.mjs) is no line of the text.
  const headed = (which, line) => (headingLeftOut(cv, which) ? [] : [line]);
  const body = [...side('before'), ...headed('work', workHeading(cv)), ...workLines(cv), ...summaryLines(cv, heading), ...side('between'),
    ...headed('education', heading(cv, educationHeading(cv, h.education))), ...studies,
    ...(courses ? [heading(cv, courses.heading), ...courses.lines] : []), ...side('after'), ...letterLines(cv)];
  const spoken = cv.style.wild?.languages;
  const skillSection = (narrow) => [heading(cv, h.skills), ...skillLines(cv, narrow),
    ...(spoken ? [heading(cv, spoken.heading), ...spokenLines(cv, spoken.line, narrow)] : [])];
  const skills = skillSection(cv.style.layout.startsWith('sidebar'));
  // A header table with the photo's cell on the left (person-forms.mjs): the name, headline and contact in the right cell.
  if (cv.style.persons?.form === 'photo-cell') {
    return [{ kind: 'columns', header: true, photo: true, cols: [[], named(contactLines(cv, true))] }, { kind: 'flow', lines: [...body, ...skills] }];
  }
  switch (cv.style.layout) {
    case 'one-column':
      return [{ kind: 'flow', lines: [...named(contactLines(cv, false)), ...body, ...skills] }];
    case 'sidebar-left':
    case 'sidebar-right': {
      // A sidebar of a few lines only (sparse-sidebars.mjs): the contact block, the name and three contact lines, or a few skills.
      const sparse = sparseSidebarRegions(cv, { names, headline, body, skillLines: skillSection, heading: (text) => heading(cv, text),
        contactLines: (narrow) => contactLines(cv, narrow), addressLines: () => addressLines(cv, true) });
      if (sparse) return sparse;
      // A one-line contact runs under the name across the page; other styles sit in the sidebar.
      const oneLine = cv.style.contact === 'one-line';
      // A name over two lines sits at the top of the sidebar, in the largest type on the page.
      const inSide = hardName(cv) === 'two-lines' || cv.style.names?.class === 'three-lines';
      const top = inSide ? [headline, ...(oneLine ? contactLines(cv, false) : [])] : named(oneLine ? contactLines(cv, false) : []);
      const contact = oneLine ? [] : [heading(cv, h.contact), ...contactLines(cv, true)];
      const sideSkills = skills.map((l) => ({ ...l, size: l.size ?? 9 }));
      // Skills as label rows (skill-labels.mjs) may open the sidebar, over the contact block.
      const side = [...(inSide ? names : []), ...(skillLabelsOnTop(cv) ? [...sideSkills, ...contact] : [...contact, ...sideSkills])];
      const sideFirst = cv.style.layout === 'sidebar-left';
      return [{ kind: 'flow', lines: top }, { kind: 'columns', side: sideFirst ? 0 : 1, cols: sideFirst ? [side, body] : [body, side] }];
    }
    case 'header-table': {
      const contact = headerContact(cv);
      return [{ kind: 'columns', header: true, cols: [named([]), contact] }, { kind: 'flow', lines: [...body, ...skills] }];
    }
    case 'europass': {
      // Europass: headings and dates in the left column, everything else on the right.
      // Europass labels the name in a row of its own (so a labelled name is printed plainly there); no name, no row.
      const rowName = hardName(cv) === 'labelled' ? 'plain' : hardName(cv);
      const plainName = names.length ? nameLines({ ...cv, style: { ...cv.style, hard: { ...cv.style.hard, name: rowName } } }) : [];
      // A document title (names.mjs) stands in a row of its own above the name's.
      const titles = plainName.filter((l) => l.title);
      const nameRow = plainName.filter((l) => !l.title);
      const rows = [...(titles.length ? [[null, titles]] : []), ...(nameRow.length ? [[{ text: v.labels.name, bold: true }, nameRow]] : [])];
      const addr = addressLines(cv);
      if (cv.style.contact === 'labelled') {
        rows.push([{ text: addressLabel(cv, v.labels.address), bold: true }, addr.map((text) => ({ text }))]);
        if (cv.phone) rows.push([{ text: v.labels.phone, bold: true }, [{ text: cv.phone }]]);
        if (cv.email) rows.push([{ text: v.labels.email, bold: true }, [{ text: cv.email }]]);
        if (personalLines(cv).length) rows.push([null, personalLines(cv)]);
      } else {
        rows.push([{ text: h.contact, bold: true }, contactLines(cv, cv.style.contact === 'stacked')]);
      }
      const section = (title, lines) => {
        rows.push([title, []]);
        let current = null;
        for (const l of lines) {
          if (l.date !== undefined) {
            current = [{ ...l, date: undefined }];
            rows.push([{ text: l.date }, current]);
          } else if (current) current.push(l);
          else rows.push([null, [l]]);
        }
      };
      const sideRows = (place) => sideSectionParts(cv, place, period).forEach(([title, lines]) => section(heading(cv, title), lines));
      sideRows('before');
      section(workHeading(cv), workLines(cv));
      sideRows('between');
      const studyRows = europassStudyRows(cv);
      if (studyRows) rows.push([heading(cv, educationHeading(cv, h.education)), []], ...studyRows);
      else section(heading(cv, educationHeading(cv, h.education)), educationLines(cv));
      if (courses) section(heading(cv, courses.heading), courses.lines);
      sideRows('after');
      rows.push([heading(cv, h.skills), skillLines(cv, false)]);
      if (spoken) rows.push([heading(cv, spoken.heading), [{ text: spoken.line }]]);
      // A reference letter after the CV (person-forms.mjs), its letterhead first.
      if (letterLines(cv).length) rows.push([null, letterLines(cv)]);
      return [{ kind: 'rows', rows }];
    }
    default:
      throw new Error(`unknown layout ${cv.style.layout}`);
  }
}

/** Every string the document prints, for the generator's own check that the truth is on the page. */
export function printedStrings(cv) {
  const out = [];
  const line = (l) => {
    if (!l) return;
    out.push(l.text);
    if (l.date) out.push(l.date);
    if (l.flushRight) out.push(l.flushRight);
  };
  for (const region of layoutCv(cv)) {
    if (region.kind === 'flow' || region.kind === 'page-header' || region.kind === 'page-footer') region.lines.forEach(line);
    else if (region.kind === 'columns') region.cols.flat().forEach(line);
    else for (const [label, values] of region.rows) { line(label); values.forEach(line); }
  }
  return out;
}
