// "Client<tab>Example Bank – Ledger Migration" over "Period<tab>10/2018 – present" and "Role<tab>Lead Developer": projects
// listed by the client each was for, the client's row opening the job. The client is whom the job was done at, named
// first in its row; what follows it after a dash or a comma is the project, never the title (the role's row gives that).
import type { Entry } from './entries.js';
import { isClientRow } from './entry-labels.js';

/** The client's name and the header parts its row holds, when a client's row is among the entry's header lines. */
export function clientOpened(entry: Pick<Entry, 'lines'>): { client: string; parts: string[] } | undefined {
  const line = entry.lines?.find((l) => isClientRow(l.text));
  // "Example Bank (internship)": a note in brackets after the name says what the job was, it is no part of the name.
  const client = line?.parts[0]?.replace(/\s*\([^()]*\)$/u, '') || line?.parts[0];
  return line && client !== undefined ? { client, parts: line.parts } : undefined;
}
