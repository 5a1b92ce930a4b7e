// `recruit db stats` for people: a readable key/value view with sizes in
// MB (item 14) and jobs by status; --json keeps the store's figures as they are. Pure.
import type { Pair } from './result.js';
import type { StoreStats } from '../store/index.js';

/** The store's figures, as `db stats --json` prints them. */
export type DbStats = StoreStats;

const MB = 1024 * 1024;

/** "0.4 MB", "12 MB", "1,234 MB": one decimal below 10 MB, whole megabytes above. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / MB;
  if (bytes > 0 && mb < 0.1) return '< 0.1 MB';
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb).toLocaleString('en-US')} MB`;
}

const count = (n: number) => n.toLocaleString('en-US');

export function statsPairs(stats: DbStats): Pair[] {
  const byStatus = Object.entries(stats.jobs).filter(([, n]) => n > 0);
  const jobTotal = byStatus.reduce((sum, [, n]) => sum + n, 0);
  const jobs = byStatus.length === 0 ? '0' : `${count(jobTotal)} (${byStatus.map(([status, n]) => `${count(n)} ${status}`).join(', ')})`;
  return [
    ['database', stats.location],
    ['size', formatMegabytes(stats.size_bytes)],
    ['schema version', String(stats.schema_version)],
    ['people', count(stats.people)],
    ['photos', count(stats.photos)],
    ['documents', stats.documents === 0 ? '0' : `${count(stats.documents)} (${formatMegabytes(stats.document_bytes)})`],
    ['applications', count(stats.subscriptions)],
    ['jobs', jobs],
    ['projects', count(stats.projects)],
    ['tokens', count(stats.tokens)],
    ['audit rows', count(stats.audit_rows)],
  ];
}
