// The look of Word text runs (size in points, bold) for the section step, which tells an entry's
// heading from its details by it, as on a PDF page. A run's look is its paragraph style's, then its
// character style's, then its own properties (w:b, w:sz); styles inherit through w:basedOn, and
// the document defaults lie under all. Read by a regex scan of styles.xml: a few hundred styles.
import type { RunStyle, RunStyleReader } from './xml-text.js';

interface StyleDef {
  basedOn?: string;
  own: RunStyle;
}

/**
 * The styles part, read lazily: a template's styles.xml can hold hundreds of styles (300 kB)
 * where the document uses a dozen, so each style is parsed the first time a paragraph or run names it.
 */
export interface WordStyles {
  /** docDefaults' run properties. */
  defaults: RunStyle;
  /** The paragraph style used where a paragraph names none ("Normal"). */
  defaultParagraph?: string;
  byId(id: string): StyleDef | undefined;
}

const RUN_PROPERTIES = /<w:rPr\b[^>]*>([\s\S]*?)<\/w:rPr>/;
const DEFAULT_STYLE = /<w:style\b([^>]*\bw:default="(?:1|true|on)"[^>]*)>/g;

export function parseWordStyles(xml: string): WordStyles {
  const defaultsBlock = between(xml, xml.indexOf('<w:rPrDefault'), '</w:rPrDefault>');
  const parsed = new Map<string, StyleDef | undefined>();
  const styles: WordStyles = {
    defaults: runProperties(RUN_PROPERTIES.exec(defaultsBlock)?.[1] ?? ''),
    byId(id) {
      if (!parsed.has(id)) parsed.set(id, styleDef(xml, id));
      return parsed.get(id);
    },
  };
  for (const [, attrs] of xml.matchAll(DEFAULT_STYLE)) {
    const id = attribute(attrs!, 'w:styleId');
    if (id !== undefined && attribute(attrs!, 'w:type') === 'paragraph') styles.defaultParagraph = id;
  }
  return styles;
}

function styleDef(xml: string, id: string): StyleDef | undefined {
  const at = xml.indexOf(`w:styleId="${id}"`);
  if (at < 0) return undefined;
  const body = between(xml, at, '</w:style>');
  const basedOn = attribute(/<w:basedOn\b([^>]*)\/?>/.exec(body)?.[1] ?? '', 'w:val');
  return { ...(basedOn === undefined ? {} : { basedOn }), own: runProperties(RUN_PROPERTIES.exec(body)?.[1] ?? '') };
}

/** The text from `start` to the next `end` ("" when `start` is -1). */
function between(xml: string, start: number, end: string): string {
  if (start < 0) return '';
  const stop = xml.indexOf(end, start);
  return xml.slice(start, stop < 0 ? xml.length : stop);
}

/** A style's look with what it inherits (a cycle of basedOn stops at the first repeat). */
function resolve(styles: WordStyles, id: string | undefined, seen = new Set<string>()): RunStyle {
  const def = id === undefined ? undefined : styles.byId(id);
  if (!def || seen.has(id!)) return {};
  seen.add(id!);
  return { ...resolve(styles, def.basedOn, seen), ...def.own };
}

/**
 * Follows the scan of document.xml (or a header): the paragraph's style from w:pPr/w:pStyle,
 * then each run's w:rPr. The paragraph mark's own w:rPr (inside w:pPr) styles no text and is ignored.
 */
export function wordRunReader(styles: WordStyles | null): RunStyleReader {
  const cache = new Map<string, RunStyle>();
  const styleOf = (id: string | undefined): RunStyle => {
    if (!styles || id === undefined) return {};
    let style = cache.get(id);
    if (!style) cache.set(id, (style = resolve(styles, id)));
    return style;
  };
  // Word's text is regular unless a style or the run says bold.
  const base = (): RunStyle => ({ bold: false, ...(styles?.defaults ?? {}), ...styleOf(styles?.defaultParagraph) });
  let paragraph = base();
  let run = paragraph;
  let inParagraphProperties = 0;
  let inRunProperties = 0;
  return {
    element(name, attrs, isEmpty) {
      switch (name) {
        case 'w:p': paragraph = base(); run = paragraph; return;
        case 'w:pPr': if (!isEmpty) inParagraphProperties++; return;
        case 'w:pStyle':
          if (inParagraphProperties > 0) paragraph = { bold: false, ...(styles?.defaults ?? {}), ...styleOf(attribute(attrs, 'w:val')) };
          run = paragraph;
          return;
        case 'w:r': run = paragraph; return;
        case 'w:rPr': if (!isEmpty && inParagraphProperties === 0) inRunProperties++; return;
      }
      if (inRunProperties === 0) return;
      if (name === 'w:rStyle') run = { ...run, ...styleOf(attribute(attrs, 'w:val')) };
      else if (name === 'w:b' || name === 'w:sz') run = { ...run, ...runProperty(name, attrs) };
    },
    end(name) {
      if (name === 'w:pPr') inParagraphProperties = Math.max(0, inParagraphProperties - 1);
      else if (name === 'w:rPr' && inParagraphProperties === 0) inRunProperties = Math.max(0, inRunProperties - 1);
      else if (name === 'w:r') run = paragraph;
    },
    current: () => run,
  };
}

/** w:b and w:sz of one run-properties block (styles.xml). */
function runProperties(xml: string): RunStyle {
  let style: RunStyle = {};
  for (const [, name, attrs] of xml.matchAll(/<(w:b|w:sz)\b([^>]*?)\/?>/g)) style = { ...style, ...runProperty(name!, attrs!) };
  return style;
}

/** w:b is on unless its w:val says off; w:sz is in half-points. */
function runProperty(name: string, attrs: string): RunStyle {
  if (name === 'w:b') return { bold: !/^(?:0|false|off)$/.test(attribute(attrs, 'w:val') ?? 'on') };
  if (name === 'w:sz') {
    const halfPoints = Number(attribute(attrs, 'w:val'));
    return Number.isFinite(halfPoints) && halfPoints > 0 && halfPoints < 400 ? { fontSize: halfPoints / 2 } : {};
  }
  return {};
}

const attributePatterns = new Map<string, RegExp>();

function attribute(attrs: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) attributePatterns.set(name, (pattern = new RegExp(`\\b${name}="([^"]*)"`)));
  return pattern.exec(attrs)?.[1];
}
