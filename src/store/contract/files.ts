// A person's files: documents (résumés, certificates) and the photo. Reads of them are audited (audit.ts).

/** A document as stored: its bytes and whose it is. */
export interface StoredDocument {
  id: number;
  personId: number;
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

/** A person's photo; `photoId` is random and changes with every upload (a download keys on it). */
export interface StoredPhoto {
  photoId: string;
  mime: string;
  bytes: Uint8Array;
}

/** What a person's documents take up: how many, and their bytes. */
export interface DocumentUsage {
  documents: number;
  bytes: number;
}

export interface DocumentsRepository {
  /**
   * NotFoundError for an unknown person. `admit`, when given, sees the person's documents as
   * they are inside the transaction (before this one) and throws to refuse the document: two
   * uploads for one person cannot both pass a quota that has room for one.
   */
  add(personId: number, fileName: string, mime: string, bytes: Uint8Array, timestamp: string, admit?: (usage: DocumentUsage) => void): Promise<number>;
  /** NotFoundError for an unknown person or a document that is not theirs. */
  delete(personId: number, documentId: number): Promise<void>;
  stats(): Promise<{ count: number; bytes: number }>;
}

export interface PhotosRepository {
  /** Stores the photo and sets the person's is_photo/photo_url; NotFoundError for an unknown person. */
  put(personId: number, photo: StoredPhoto, timestamp: string): Promise<void>;
  /** Removes the photo and sets is_photo N, photo_url ''; NotFoundError for an unknown person or one without a photo. */
  delete(personId: number, timestamp: string): Promise<void>;
  count(): Promise<number>;
}
