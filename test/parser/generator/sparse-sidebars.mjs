// Sidebars that hold only a few lines (generateCv(seed, { sparseSidebars: true })), as many one-page templates print
// them: the page's sidebar is short beside a long main column, so its lines meet the main column's lines on a few
// baselines only and a reader that takes the page for a label/value table glues them together. One form a sidebar CV:
// `contact`, the sidebar holds the contact block alone (its heading, the address, phone and e-mail, stacked or labelled
// as the CV's contact style prints them); `labels`, the contact block as labels over their values ("Phone" over the number,
// "Email" over the address, "Address" over the address's lines), the labels bold; `name-contact`, the name in large
// type over two lines at the top of the sidebar, then three contact lines (the address on one line, the phone, the
// e-mail), the name in one of three cases (`nameCase`: `plain` as the CV prints it, `caps-second` the given name over
// the family name in capitals, "Marta" over "NOWAK-LIS", `caps-first` the family name in capitals over the given name,
// "KOWALCZYK" over "Anna"; some family names double-barrelled in the capital cases); `skills`, the sidebar holds the
// skills heading and three or four skills only, the contact block under the name across the page. In every form the
// skills (and a languages section) the sidebar gave up print after the studies in the main column. Only for sidebar
// layouts whose name and contact are printed plainly (no CJK, right-to-left, LinkedIn, name-field, native-name, title or
// personal-block form); `plain` otherwise. Drawn from a stream of its own after every other class but the LinkedIn
// export, so a CV that draws `plain` prints what it did. The truth is the CV's, with the family name double-barrelled
// where the form prints it so and the skills cut to those printed in a `skills` sidebar.
import { rng } from './generate.mjs';
import { VOCAB } from './vocab.mjs';

export const SPARSE_SIDEBAR_FORMS = ['contact', 'labels', 'name-contact', 'skills', 'plain'];
export const SPARSE_NAME_CASES = ['plain', 'caps-second', 'caps-first'];

/** The name and contact are printed plainly: no class of another module prints them its own way. */
function printsPlainPerson(cv) {
  const s = cv.style;
  const drawn = (style) => style !== undefined && style.form !== 'plain' && style.class !== 'plain';
  return !s.cjk?.lines && !s.rtl?.lines && !s.nameFields?.rows && !s.nativeNames?.line && !s.titles?.line && !s.names?.class
    && !drawn(s.personal) && !drawn(s.persons) && s.linkedin?.form !== 'export';
}

/** The CV with `style.sparseSidebar` ({ form, nameCase? }); `{ form: 'plain' }` where none is drawn or the CV has no sidebar. */
export function withSparseSidebar(cv) {
  const r = rng((cv.seed ^ 0x5b1d) * 37 + 11);
  const form = r.pick(SPARSE_SIDEBAR_FORMS);
  const nameCase = r.pick(SPARSE_NAME_CASES);
  const doubled = r.next() < 0.4;
  const plain = { ...cv, style: { ...cv.style, sparseSidebar: { form: 'plain' } } };
  if (form === 'plain' || !cv.style.layout.startsWith('sidebar') || !printsPlainPerson(cv)) return plain;
  if (form === 'skills') {
    // Only a plain skills list is cut short (a block of skill-blocks.mjs or a shape of skill-shapes.mjs is long).
    const shaped = [cv.style.skillBlock, cv.style.skillShape, cv.style.skillLabels].some((s) => s && s.form !== 'plain');
    if (shaped || cv.skills.length < 3) return plain;
    return { ...cv, skills: cv.skills.slice(0, 3 + r.int(2)), style: { ...cv.style, sparseSidebar: { form } } };
  }
  if (form !== 'name-contact') return { ...cv, style: { ...cv.style, sparseSidebar: { form } } };
  // A name needs printing: with none (the hard set's `none`), the sidebar holds the contact block alone.
  if (!cv.first || !cv.last) return { ...cv, style: { ...cv.style, sparseSidebar: { form: 'contact' } } };
  // A double-barrelled family name in the capital cases ("NOWAK-LIS"), made of two of the language's invented family names.
  const family = VOCAB[cv.lang].family.filter((f) => !/[\s-]/.test(f) && f !== cv.last);
  // Short enough to stay in large type in the sidebar, as "NOWAK-LIS" is.
  const second = family.length ? r.pick(family) : '';
  const double = `${cv.last}-${second}`;
  const last = nameCase !== 'plain' && doubled && second && !/[\s-]/.test(cv.last) && double.length <= 15 ? double : cv.last;
  const named = { ...cv, last, style: { ...cv.style, sparseSidebar: { form, nameCase } } };
  if (sidebarNameLines(named, nameCase).some((text) => nameSize(text) < MIN_NAME_SIZE)) return { ...cv, style: { ...cv.style, sparseSidebar: { form: 'contact' } } };
  return named;
}

/**
 * The size a name line is set in to stay in the sidebar (150 pt of text): capitals in bold type run wider than the
 * renderer's average advance, so they are set smaller; 22 pt at the most.
 */
const nameSize = (text) => Math.min(22, Math.floor(150 / (text.length * (/\p{Ll}/u.test(text) ? 0.55 : 0.72))));
/** Below this size a name line is no longer in large type: a family name that long prints the contact block alone. */
const MIN_NAME_SIZE = 14;

/** The name's two lines in the sidebar, in the form's case: the family name in capitals over or under the given name. */
function sidebarNameLines(cv, nameCase) {
  const up = (s) => s.toLocaleUpperCase(cv.lang);
  if (nameCase === 'caps-second') return [cv.first, up(cv.last)];
  if (nameCase === 'caps-first') return [up(cv.last), cv.first];
  return cv.style.nameOrder === 'family-given' ? [cv.last, cv.first] : [cv.first, cv.last];
}

/**
 * The regions of a sparse sidebar CV (the page's top across it, then the sidebar beside the body), or undefined where the
 * CV draws none. `parts`: the CV's name lines and headline as printed, the body's lines, the skills section's lines (as a
 * sidebar or the main column prints them), a heading maker, the contact lines (narrow or not) and the address lines.
 */
export function sparseSidebarRegions(cv, parts) {
  const s = cv.style.sparseSidebar;
  if (!s || s.form === 'plain') return undefined;
  const v = VOCAB[cv.lang];
  const { names, headline, body, skillLines, heading, contactLines, addressLines } = parts;
  const small = (lines) => lines.map((l) => ({ ...l, size: l.size ?? 9 }));
  let top = [...names, headline];
  let side;
  if (s.form === 'contact') side = [heading(v.headings.contact), ...contactLines(true)];
  else if (s.form === 'labels') {
    const label = (text) => ({ text, bold: true });
    const address = addressLines();
    side = [...(address.length ? [label(v.labels.address), ...address.map((text) => ({ text }))] : []),
      ...(cv.phone ? [label(v.labels.phone), { text: cv.phone }] : []), ...(cv.email ? [label(v.labels.email), { text: cv.email }] : [])];
  } else if (s.form === 'name-contact') {
    top = [headline];
    const big = (text) => ({ text, bold: true, size: nameSize(text), name: true });
    const address = addressLines().join(', ');
    side = [...sidebarNameLines(cv, s.nameCase).map(big), ...[address, cv.phone, cv.email].filter(Boolean).map((text) => ({ text }))];
  } else {
    // `skills`: the contact block under the name across the page, the skills alone in the sidebar.
    top = [...names, headline, ...contactLines(false)];
    side = skillLines(true);
  }
  const main = s.form === 'skills' ? body : [...body, ...skillLines(false)];
  const sideFirst = cv.style.layout === 'sidebar-left';
  const sidebar = small(side);
  return [{ kind: 'flow', lines: top }, { kind: 'columns', side: sideFirst ? 0 : 1, cols: sideFirst ? [sidebar, main] : [main, sidebar] }];
}
