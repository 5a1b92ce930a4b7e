// API tokens: only SHA-256 hashes are stored (DESIGN.md §3).

/**
 * read = GET only; write = everything but the data-protection actions; privacy = everything,
 * erasure, access export and purge included. events and metrics stand apart: such a token
 * opens only the routes of its own scope (the event feed, the metrics) and never reads a person.
 */
export type TokenScope = 'read' | 'write' | 'privacy' | 'events' | 'metrics';
export const TOKEN_SCOPES: readonly TokenScope[] = ['read', 'write', 'privacy', 'events', 'metrics'];

export interface TokenRecord {
  name: string;
  scope: TokenScope;
  hash: string;
  created: string;
  last_used: string | null;
}

export interface TokensRepository {
  /** ConflictError when the name is taken. */
  insert(name: string, scope: TokenScope, hash: string, timestamp: string): Promise<void>;
  list(): Promise<TokenRecord[]>;
  /** False for an unknown name. */
  delete(name: string): Promise<boolean>;
  touch(name: string, timestamp: string): Promise<void>;
  count(): Promise<number>;
  /** Changes whenever anyone (any process, any instance) writes a token. */
  version(): Promise<number>;
}
