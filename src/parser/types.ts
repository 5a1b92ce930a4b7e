// Named intermediate types of the résumé pipeline (DESIGN.md §6, STYLE.md practice 11):
//   bytes ─1 detect→ format ─2 extract→ ExtractedContent ─3 sections→ ResumeSections
//         ─4 fields→ ExtractedFields ─5 images/face→ ParsedDocument
//         ─(service)→ ParsedResume (SPEC.md 2.6 with URLs and jobs, plus recruit's `sections`)
// Only step 2 (and OCR inside it) touches anything but memory.
import type { ResumeSections } from '../domain/resume-sections.js';

/** Photos and scans of a page, read by OCR. */
export type ImageFormat = 'jpeg' | 'png' | 'tiff';
export type ResumeFormat = 'pdf' | 'docx' | 'doc' | 'odt' | 'rtf' | 'html' | 'txt' | ImageFormat;

export interface ParseInput {
  bytes: Uint8Array;
  fileName: string;
}

/** One line of text in reading order, with what the layout tells about it. */
export interface TextLine {
  text: string;
  page: number;
  /** Font size in points when the format has it (PDF; DOCX runs and their styles); used to spot the name heading. */
  fontSize?: number;
  /**
   * Most of the line's characters are bold: DOCX runs and their styles; PDF when the real font
   * names were resolved (pages of PDFs that have pictures). Absent when unknown.
   */
  bold?: boolean;
  /**
   * PDF pages whose weights are unknown: the font most of the line's characters are set in (an id of the document's, no
   * name). A line set in another font than the lines around it is set apart (bold or italic) though the weight is unknown.
   */
  font?: string;
  /** Top-based position on the page (PDF), for grouping. */
  x?: number;
  y?: number;
  /** PDF: 1 or 2 when the line was read in the left or right column of a page cut by a gutter (a sidebar, two columns). */
  column?: number;
  /**
   * The line is printed in a page's margin: a DOCX page header or footer part, or a PDF line repeated at the same place
   * near the edge of every page (../sections/running-lines.ts). Such a line is the person's letterhead, not a part of
   * the CV's body, wherever the text puts it.
   */
  margin?: boolean;
  /**
   * Cells of the line when the format marks them (DOCX and ODT tab stops and table cells); `text`
   * then holds them joined by a space. PDF lines carry their cells in `text`, split by tabs.
   */
  cells?: string[];
}

export interface ExtractedImage {
  bytes: Uint8Array;
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

export interface ExtractedContent {
  format: ResumeFormat;
  /**
   * The whole text in reading order, lines joined by "\n", cells of a line by a tab (PDF gaps,
   * DOCX/ODT tab stops and table cells): the section step reads cells from it.
   */
  text: string;
  lines: TextLine[];
  images: ExtractedImage[];
  /** True when some text came from OCR of pages without a text layer. */
  ocr: boolean;
  /** Scanned pages OCR did not read (its time budget ran out, its page cap, or scans attached to a typed CV), when there were any. */
  unread?: UnreadPages;
  /** The addresses a PDF's "mailto:" links point to, lowercased, when it has any: the address as typed, whatever its text shows. */
  mailto?: string[];
}

/**
 * Pages of a scan that text recognition left unread: it ran out of its time (a busy machine reads a page in 10 s
 * and more), reached its cap of pages, or the scans follow a typed CV whose text layer holds the CV (`attachment`:
 * certificates, references). Their text is missing from the result, which must say so: an empty result otherwise
 * reads as "this picture has no text". When several reasons left pages, `pages` counts them all and `reason` is
 * the limit's (parsing again, or with a longer limit, reads more). `garbled_text`: pages whose text layer is garbage (its
 * fonts read as other characters than they draw: ./extract/garbled-text.ts) and text recognition was off; their garbage is
 * left out.
 */
export interface UnreadPages {
  pages: number;
  reason: 'ocr_time_limit' | 'ocr_page_limit' | 'attachment' | 'garbled_text';
}

export interface ExtractedAddress {
  street: string;
  city: string;
  zip: string;
}

export interface ExtractedFields {
  last: string;
  first: string;
  /** ISO YYYY-MM-DD or "" */
  birth_date: string;
  email: string[];
  /** International format, e.g. "+36 30 123 4567". */
  phone: string[];
  category: number | null;
  address: ExtractedAddress;
  tags: string[];
  /** Comma-separated. */
  keywords: string;
}

/** The pure result of parsing one file, before the service adds image URLs and matching jobs. */
export interface ParsedDocument {
  fields: ExtractedFields;
  content: string;
  format: ResumeFormat;
  images: ExtractedImage[];
  /** The cropped portrait, or null when no face was found. */
  face: ExtractedImage | null;
  /** True when some text came from OCR (slow path; the benchmark leaves these out of its medians). */
  ocr?: boolean;
  /** Scanned pages OCR left unread, when there were any (ExtractedContent.unread). */
  unread?: UnreadPages;
  /** Work, education, languages, certificates and headline (step 3); absent only from stand-ins built without a parse. */
  sections?: ResumeSections;
  /** Per-field evidence (value, source, features, confidence); shown only on request (`--explain`). */
  explain?: Explanations;
}

/** A job as job matching sees it (active jobs only are passed in). */
export interface MatchableJob {
  id: number;
  title: string;
  category: number[];
  /** position_data flattened to text (description, requirements …). */
  text: string;
}

// Evidence for each field (`--explain`), built by fields/explain.ts.
export interface FieldSource {
  /** 1-based page of the file. */
  page: number;
  /** 1-based line on that page, in reading order. */
  line: number;
  /** 1-based cell of the line when the line has several (table cells, columns, "|" parts). */
  cell?: number;
  text: string;
}

export interface FieldFeature { name: string; weight: number }

export interface FieldExplanation {
  value: unknown;
  source: FieldSource | null;
  features: FieldFeature[];
  confidence: number;
  /** Score of the choice minus that of its best rival with another value (absent: no rival). */
  margin?: number;
  /** List fields (e-mail, phone, tags): one explanation per entry. */
  items?: FieldExplanation[];
}

export type Explanations = Record<string, FieldExplanation>;
