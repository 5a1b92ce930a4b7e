// Types for word-extractor 1.0.4, which ships none (only the calls doc.ts makes).
declare module 'word-extractor' {
  namespace WordExtractor {
    interface Document {
      getBody(): string;
      getHeaders(options?: { includeFooters?: boolean }): string;
      getFooters(): string;
      getFootnotes(): string;
      getEndnotes(): string;
      getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
    }
  }
  class WordExtractor {
    extract(source: string | Buffer): Promise<WordExtractor.Document>;
  }
  export = WordExtractor;
}
