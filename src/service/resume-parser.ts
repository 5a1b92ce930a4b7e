// What LocalService needs from the résumé parser (src/parser) and from wherever the
// extracted images are kept. Injected, so the service stays testable and the heavy parser
// modules load only when a résumé is parsed.
import type { ParsedDocument, MatchableJob, ResumeFormat } from '../parser/types.js';
import type { ResumeFile } from './recruit-service.js';

export interface ResumeParser {
  parse(file: ResumeFile): Promise<ParsedDocument>;
  matchJobs(document: ParsedDocument, jobs: MatchableJob[]): number[];
  /**
   * The text of a document for search: the parser's extractors in its worker
   * pool, with its limits. Rejects like parse() for a file it cannot read.
   */
  extractText?(file: ResumeFile): Promise<string>;
  /** Optional: get ready for files of these formats (e.g. "pdf") before they arrive. */
  warmUp?(formats: readonly ResumeFormat[]): void;
  close(): Promise<void>;
}

/** Stores an extracted image and returns the URL it can be fetched from. */
export interface ImageSink {
  save(bytes: Uint8Array, mime: string, role: 'image' | 'face'): Promise<string>;
  /** An image saved here, read back by its URL (`--create` takes the face this way); undefined when gone. */
  take?(url: string): Promise<Uint8Array | undefined>;
  /**
   * Forgets every image it holds. An erasure calls it: the images are kept linked to nobody,
   * so which came from the erased person's CVs cannot be told, and none may outlive it.
   * A sink writing into a folder the user chose (--images-dir) has none: those files are theirs.
   */
  clear?(): void;
}
