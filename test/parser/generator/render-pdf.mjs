// Renders a laid-out CV (./document.mjs) as a one-page PDF (two when its closing region does not fit) with ../../fixtures/parser/pdf-writer.mjs:
// positioned Helvetica text, columns at fixed x, dates in a column of their own.
import { makePdf } from '../../fixtures/parser/pdf-writer.mjs';
import { layoutCv } from './document.mjs';
import { visualOrder } from './rtl-cvs.mjs';
import { runningLines } from './running-lines.mjs';

const PAGE_W = 595;
// An icon font without a map to Unicode comes out of a PDF as whatever Latin-1 sign its glyph's code stands for
// (address-forms.mjs prints icons as private-use characters, which a DOCX keeps).
const ICON_SIGNS = { '\uF3C5': '®', '\uF095': '©', '\uF0E0': '¬' };
const withIconSigns = (text) => text.replace(/[\uE000-\uF8FF]/gu, (ch) => ICON_SIGNS[ch] ?? '¤');
const MARGIN = 45;
// Helvetica's average advance is about half the font size: a line too long for its column is
// set smaller, as a word processor's "shrink to fit" would, so columns never overlap.
const fit = (text, size, width) => Math.max(6, Math.min(size, Math.floor((width / (text.length * 0.52)) * 10) / 10));

/** Words of a text in lines that fit `width` at `size` (Helvetica's average advance). */
function wrapped(text, width, size) {
  const room = Math.floor(width / (size * 0.52));
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= room) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** Lays lines out in a column [x, x + width) from y; returns the y below the last line. */
function column(texts, cv, lines, x, width, y, baseSize) {
  const dateW = cv.style.dateColumn === 'inline' ? 0 : 78;
  // Where a period split over two lines put its second line: a dated line right under it (roles without prose,
  // promotions.mjs) starts a line lower, so the two periods' pieces are not printed over each other.
  let tail = -Infinity;
  for (const l of lines) {
    const size = l.size ?? baseSize;
    if (l.heading) y += 8;
    if (l.date !== undefined && l.date !== '' && dateW && y < tail + baseSize) y = tail + baseSize * 1.45;
    let textX = x;
    let textW = width;
    if (l.date !== undefined && l.date !== '' && dateW) {
      const dateX = cv.style.dateColumn === 'left' ? x : x + width - dateW + 6;
      const dash = l.date.indexOf(' – ');
      if (cv.style.stackedDates?.form === 'end-over-start' && dash > 0) {
        // The end ("heute", "05/2023") on the entry's line, its start on the line below, no dash between.
        const [from, to] = [l.date.slice(0, dash), l.date.slice(dash + 3)];
        texts.push({ x: dateX, y, size: fit(to, baseSize, dateW - 6), text: to });
        texts.push({ x: dateX, y: y + baseSize * 1.45, size: fit(from, baseSize, dateW - 6), text: from });
        tail = y + baseSize * 1.45;
      } else if (cv.style.splitDates && dash > 0) {
        // "03/2019 –" on the entry's line, its end on the line below, in the same column.
        const [from, to] = [l.date.slice(0, dash + 2), l.date.slice(dash + 3)];
        texts.push({ x: dateX, y, size: fit(from, baseSize, dateW - 6), text: from });
        texts.push({ x: dateX, y: y + baseSize * 1.45, size: fit(to, baseSize, dateW - 6), text: to });
        tail = y + baseSize * 1.45;
      } else {
        texts.push({ x: dateX, y, size: fit(l.date, baseSize, dateW - 6), text: l.date });
      }
      if (cv.style.dateColumn === 'left') textX = x + dateW;
      textW = width - dateW;
    }
    if (!l.heading && !l.name && !l.date && dateW && cv.style.dateColumn === 'left' && l.indent !== false) {
      // Lines of an entry under a left date column start at the entry's text, not at the dates.
      textX = x + dateW;
      textW = width - dateW;
    }
    // A gapped line needs the room of its gaps too (six spaces is more than the 24 pt each gap takes).
    const gapped = fit(l.cells ? l.cells.join(' '.repeat(6)) : l.text, size, textW);
    // A dated row of cells (a header: "Name.- what it does", "Title") is set small enough that its gaps keep it out of the
    // date column.
    const chars = l.cells ? l.cells.join('').length : 0;
    const s = l.cells && l.date ? Math.min(gapped, (textW - 24 * l.cells.length) / (chars * 0.52)) : gapped;
    if (l.cells && l.columns) {
      // A table's row: each cell at its column's fixed left edge (the same for every row of the table), set small
      // enough to stay inside its column.
      let cx = textX;
      const widths = l.columns.map((share) => share * textW);
      const cellSize = Math.min(...l.cells.map((piece, k) => fit(piece, size, widths[k] - 10)));
      l.cells.forEach((piece, k) => {
        texts.push({ x: cx, y, size: cellSize, text: withIconSigns(piece), bold: !!l.bold });
        cx += widths[k];
      });
    } else if (l.cells) {
      // Pieces set apart by a wide gap: each is its own text run, the next starting well after the last ends.
      let cx = textX;
      for (const piece of l.cells) {
        texts.push({ x: cx, y, size: s, text: withIconSigns(piece), bold: !!l.bold });
        cx += piece.length * s * 0.52 + 24;
      }
    } else if (l.wrapAt !== undefined) {
      // A long line broken where the generator says (a narrow column): its rest on the next line, at the text's edge.
      // Several breaks (side-sections.mjs: a publication over three lines) set each piece on a line of its own.
      const cuts = [l.wrapAt].flat();
      const pieces = cuts.map((at, k) => l.text.slice(k === 0 ? 0 : cuts[k - 1] + 1, at)).concat(l.text.slice(cuts.at(-1) + 1));
      const w = fit(pieces.reduce((a, b) => (b.length > a.length ? b : a)), size, textW);
      pieces.forEach((piece, k) => {
        if (k > 0) y += Math.max(w, baseSize) * 1.45;
        texts.push({ x: textX, y, size: w, text: withIconSigns(piece), bold: !!l.bold });
      });
    } else if (l.flushRight) {
      // A piece flush right at the column's edge (two-line.mjs: the place or the period), the text at the left in the room
      // left of it; a dated line's date column does not apply.
      const rs = fit(l.flushRight, size, textW / 2);
      const rightW = l.flushRight.length * rs * 0.52;
      const ls = fit(l.text, size, textW - rightW - 24);
      texts.push({ x: textX, y, size: ls, text: withIconSigns(l.text), bold: !!l.bold });
      texts.push({ x: x + width - rightW, y, size: rs, text: l.flushRight });
    } else texts.push({ x: textX, y, size: s, text: withIconSigns(l.text), bold: !!l.bold });
    y += Math.max(s, baseSize) * 1.45;
    if (l.date !== undefined && l.date !== '' && !dateW) {
      texts.push({ x: textX, y, size: fit(l.date, baseSize - 1, textW), text: l.date });
      y += baseSize * 1.4;
    }
  }
  return y;
}

/** Lines that belong to an entry under a date column: those between a dated line and the next heading. */
function markEntries(lines) {
  let inEntries = false;
  return lines.map((l) => {
    if (l.heading || l.name) inEntries = false;
    if (l.date !== undefined) inEntries = true;
    return l.heading || l.name || l.date !== undefined ? l : { ...l, indent: inEntries };
  });
}

/**
 * A right-to-left form's lines (rtl-cvs.mjs), each set flush right and stored in visual order, as a PDF producer stores
 * right-to-left text; a row's cells from the right edge leftwards, each flush right in its column.
 */
// The writer's Unicode font sets a sign beyond ASCII one em wide and an ASCII one half an em (its /W): the line's width.
const ems = (text) => [...text].reduce((w, c) => w + (c.codePointAt(0) < 0x7f ? 0.5 : 1), 0);
const fitEms = (text, size, width) => Math.max(5, Math.min(size, Math.floor((width / ems(text)) * 10) / 10));

function rtlTexts(lines) {
  const texts = [];
  const right = PAGE_W - MARGIN;
  const width = PAGE_W - 2 * MARGIN;
  let y = 60;
  for (const l of lines) {
    const size = l.size ?? 10;
    if (l.heading) y += 8;
    if (l.cells) {
      let edge = right;
      const widths = l.columns.map((share) => share * width);
      const cellSize = Math.min(...l.cells.map((piece, k) => fitEms(piece, size, widths[k] - 10)));
      l.cells.forEach((piece, k) => {
        texts.push({ x: edge - ems(piece) * cellSize, y, size: cellSize, text: visualOrder(piece), bold: !!l.bold });
        edge -= widths[k];
      });
      y += Math.max(cellSize, 10) * 1.45;
    } else {
      const s = fitEms(l.text, size, width);
      texts.push({ x: right - ems(l.text) * s, y, size: s, text: visualOrder(l.text), bold: !!l.bold });
      y += Math.max(s, 10) * 1.45;
    }
  }
  return texts;
}

export function cvToPdf(cv) {
  if (cv.style.rtl?.lines) return makePdf([{ texts: rtlTexts(cv.style.rtl.lines) }], { unicode: true });
  let texts = [];
  const pages = [{ texts }];
  let y = 60;
  for (const region of layoutCv(cv)) {
    if (region.tail) {
      // What closes the CV (referees, a declaration) goes on a page of its own when it does not fit under the rest, or
      // when the layout asks for one.
      const trial = [];
      const end = column(trial, cv, markEntries(region.lines), MARGIN, PAGE_W - 2 * MARGIN, y, 10);
      if (region.newPage || end > 842 - 30) {
        texts = [];
        pages.push({ texts });
        y = 60;
      }
      y = column(texts, cv, markEntries(region.lines), MARGIN, PAGE_W - 2 * MARGIN, y, 10) + 10;
    } else if (region.kind === 'page-header') {
      // A page header above the top margin, in small type: it moves nothing below it.
      region.lines.forEach((l, i) => texts.push({ x: MARGIN, y: 22 + i * 11, size: 9, text: l.text, bold: !!l.bold }));
    } else if (region.kind === 'page-footer') {
      // A page footer (LinkedIn's export, linkedin.mjs) centred at the page's foot: it moves nothing above it.
      region.lines.forEach((l) => texts.push({ x: (PAGE_W - l.text.length * 8 * 0.52) / 2, y: 842 - 38, size: 8, text: l.text }));
    } else if (region.kind === 'flow') {
      y = column(texts, cv, markEntries(region.lines), MARGIN, PAGE_W - 2 * MARGIN, y, 10) + 10;
    } else if (region.kind === 'columns') {
      const sideW = 165;
      const gap = 20;
      const mainW = PAGE_W - 2 * MARGIN - sideW - gap;
      // A photo's cell (no text) is 100 points wide: the name's cell starts to its right.
      const photoW = 100;
      const widths = region.photo ? [photoW, PAGE_W - 2 * MARGIN - photoW - gap] : region.header ? [250, 210]
        : region.side === 0 ? [sideW, mainW] : [mainW, sideW];
      const xs = region.photo ? [MARGIN, MARGIN + photoW + gap] : region.header ? [MARGIN, PAGE_W - MARGIN - 210] : [MARGIN, MARGIN + widths[0] + gap];
      // A header's contact cell starts a little above the name's baseline; a sidebar is set smaller.
      const ends = region.cols.map((lines, i) => column(texts, cv, markEntries(lines), xs[i], widths[i],
        y + (region.header && !region.photo && i === 1 ? -10 : 0), region.header || i !== region.side ? 10 : 9));
      y = Math.max(...ends) + 14;
    } else {
      const labelW = 140;
      for (const [label, values] of region.rows) {
        // A label marked `wrap` (a form's long label) breaks over lines of its cell, as the template's left column does.
        const labelLines = label?.wrap ? wrapped(label.text, labelW - 8, 8) : [];
        if (label && label.wrap) labelLines.forEach((text, k) => texts.push({ x: MARGIN, y: y + k * 8 * 1.3, size: 8, text, bold: !!label.bold }));
        else if (label && label.right) {
          // A short label set flush right, ending a little before the values' column.
          const size = fit(label.text, 9, labelW - 8);
          texts.push({ x: MARGIN + labelW - 12 - label.text.length * size * 0.52, y, size, text: label.text, bold: !!label.bold });
        } else if (label) texts.push({ x: MARGIN, y, size: label.heading ? 11 : fit(label.text, 9, labelW - 8), text: label.text, bold: !!label.bold });
        const flat = { ...cv, style: { ...cv.style, dateColumn: 'inline' } };
        y = Math.max(values.length ? column(texts, flat, values, MARGIN + labelW, PAGE_W - 2 * MARGIN - labelW, y, 10) : y + 16,
          y + labelLines.length * 8 * 1.3);
        y += 4;
      }
    }
  }
  // A CJK form's text, the later languages' letters WinAnsi lacks (ř, ș, ı …) and a skills block's rating glyphs need the
  // writer's Unicode font.
  const unicode = cv.style.cjk?.lines || cv.style.langForms || cv.style.skillBlock?.unicode ? { unicode: true } : {};
  // A CV with running lines (running-lines.mjs) runs over two or three pages, each with its header and footer.
  if (cv.style.running?.tasks) return makePdf(paginated(cv, pages), unicode);
  // A long skills block (skill-blocks.mjs) runs on to a next page, cut across both columns as a two-page PDF is.
  if (y > 842 - 30 && cv.style.skillBlock?.form && cv.style.skillBlock.form !== 'plain') return makePdf(pagesCut(pages), unicode);
  // Side sections (side-sections.mjs) may lengthen a CV past its page: it runs on to a next page the same way.
  if (y > 842 - 30 && cv.style.sideSections?.form && cv.style.sideSections.form !== 'plain') return makePdf(pagesCut(pages), unicode);
  // Any other CV the drawn options make longer than a page (rare: many jobs, each with a client row and long titles)
  // runs on to a next page the same way, rather than failing a whole generated set.
  if (y > 842 - 30) return makePdf(pagesCut(pages), unicode);
  // Every other CV is set in Helvetica alone, as it always was.
  return makePdf(pages, unicode);
}

/** Pages whose text runs past the bottom margin cut into pages of the body's height, both columns at the same place. */
function pagesCut(pages) {
  const cut = 842 - 50;
  return pages.flatMap((page) => {
    const split = [];
    for (const t of page.texts) {
      const k = t.y < cut ? 0 : 1 + Math.floor((t.y - cut) / (cut - 60));
      (split[k] ??= { ...page, texts: [] }).texts.push({ ...t, y: k === 0 ? t.y : 60 + (t.y - cut) - (k - 1) * (cut - 60) });
    }
    return split.filter(Boolean).map((p, i) => (i === 0 ? p : { texts: p.texts }));
  });
}

// The body of a page between these (top-based y); a running header above it, a running footer below it.
const BODY_TOP = 60;
const BODY_BOTTOM = 842 - 70;

/**
 * The pages of a CV with running lines: a page longer than the body's room is cut into pages, the first cut just above a
 * job's task line (so a job runs on across the break: its header on one page, some tasks on the next), the later ones
 * each a body's height further; then every page gets the running header and footer at the same place.
 */
function paginated(cv, pages) {
  const tasks = new Set(cv.style.running.tasks.flat());
  const out = [];
  for (const page of pages) {
    if (Math.max(...page.texts.map((t) => t.y)) <= BODY_BOTTOM) {
      out.push(page);
      continue;
    }
    const taskYs = page.texts.filter((t) => tasks.has(t.text) && t.y <= BODY_BOTTOM && t.y > BODY_TOP + 250).map((t) => t.y);
    const cut = taskYs.length ? Math.max(...taskYs) - 3 : BODY_BOTTOM;
    const height = cut - BODY_TOP;
    const split = [];
    for (const t of page.texts) {
      const k = t.y < cut ? 0 : 1 + Math.floor((t.y - cut) / height);
      const y = k === 0 ? t.y : BODY_TOP + 3 + (t.y - cut) - (k - 1) * height;
      (split[k] ??= { texts: [] }).texts.push({ ...t, y });
    }
    out.push(...split.filter(Boolean));
  }
  out.forEach((page, i) => {
    const { header, footer } = runningLines(cv, i + 1, out.length);
    if (header) page.texts.push({ x: MARGIN, y: 32, size: 8, text: header });
    if (!footer) return;
    const y = 842 - 38;
    const width = (text) => text.length * 8 * 0.52;
    if (footer.length === 2) {
      page.texts.push({ x: MARGIN, y, size: 8, text: footer[0] });
      page.texts.push({ x: PAGE_W - MARGIN - width(footer[1]), y, size: 8, text: footer[1] });
    } else {
      const x = cv.style.running.align === 'center' ? (PAGE_W - width(footer[0])) / 2 : PAGE_W - MARGIN - width(footer[0]);
      page.texts.push({ x, y, size: 8, text: footer[0] });
    }
  });
  return out;
}
