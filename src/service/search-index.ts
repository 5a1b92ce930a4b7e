// `recruit db reindex`: builds the search index for data that predates it —
// the text of documents added before migration 6 (or, with `all`, of every document, e.g.
// after a parser upgrade), then every person's full-text row. Extraction runs in the
// parser's worker pool, a few documents at a time; each text is stored as it comes, so an
// interrupted run resumes where it stopped.
import type { Store } from '../store/index.js';

export interface ReindexOptions {
  /** Extract every document again, not only those without text. */
  all?: boolean;
  /** Documents extracted at once (the pool's threads). */
  concurrency?: number;
  onProgress?: (done: number) => void;
}

export interface ReindexReport {
  documents: number;
  /** Documents the parser could not read (indexed as having no text). */
  unreadable: number;
  people: number;
}

/** Reads a document's text; rejects with code unprocessable / payload_too_large for files without one. */
export type ExtractText = (fileName: string, bytes: Uint8Array) => Promise<string>;

export async function reindexSearch(store: Store, extract: ExtractText, options: ReindexOptions = {}): Promise<ReindexReport> {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  let documents = 0;
  let unreadable = 0;
  let after = 0;
  for (;;) {
    const batch = await store.search.documentsToIndex(after, 50, options.all ?? false);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const document = batch[next++]!;
        let text = '';
        try {
          text = await extract(document.fileName, document.bytes);
        } catch (error) {
          const code = (error as { code?: unknown }).code;
          if (code !== 'unprocessable' && code !== 'payload_too_large') throw error;
          unreadable++;
        }
        await store.search.setDocumentText(document.id, text);
        documents++;
        options.onProgress?.(documents);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }
  const people = await store.search.rebuildIndex();
  return { documents, unreadable, people };
}
