// recruit person erase | export-data | purge: the data-protection requests.
// Each works locally and with --remote (DELETE /person, GET /person/{id}/export,
// POST /person/purge); the service keeps the rules, these commands map flags to requests.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { parseId, parseInteger } from '../parse-values.js';
import { confirm } from '../prompts.js';
import { done, list, type CommandResult } from '../result.js';
import { saveDownload, type SaveOptions } from './person-files.js';
import { ValidationError } from '../../domain/errors.js';
import type { CliContext } from '../context.js';
import type { ErasureReceipt, PurgeCandidate, PurgeResult } from '../../domain/data-protection.js';
import { DEFAULT_PURGE_LIMIT } from '../../domain/limits.js';

/** "applications 2, documents 1, photo 1": what an erasure removed besides the person (the JSON has every kind). */
function countsText(receipt: ErasureReceipt): string {
  const removed = Object.entries(receipt.counts).filter(([kind, n]) => kind !== 'person' && n > 0).map(([kind, n]) => `${kind} ${n}`);
  return removed.length > 0 ? removed.join(', ') : 'no other data';
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** Receipts are a record to keep: appended (never overwritten) as one JSON line each. */
async function appendReceipts(file: string, receipts: readonly ErasureReceipt[]): Promise<void> {
  if (receipts.length === 0) return;
  const { appendFile } = await import('node:fs/promises');
  try {
    await appendFile(file, receipts.map((r) => `${JSON.stringify(r)}\n`).join(''), { mode: 0o600 });
  } catch (error) {
    throw new ValidationError(`cannot write the receipts to ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** `person purge`'s flags as given; the run checks them (the bound against the context's clock). */
export interface PersonPurgeOptions {
  notModifiedSince: string;
  withoutApplications?: boolean;
  dryRun?: boolean;
  receipts?: string;
  limit?: string;
  reason?: string;
  force?: boolean;
}

export interface PersonEraseOptions {
  id: number;
  /** Why (kept in the receipt). */
  reason: string;
}

export interface PersonExportDataOptions extends SaveOptions {
  id: number;
}

export async function runPersonErase(options: PersonEraseOptions, ctx: CliContext): Promise<CommandResult> {
  const personId = options.id;
  if (options.reason.trim() === '') throw new ValidationError('--reason must say why the person is erased');
  if (!(await confirm(ctx, `erase person ${personId} and everything they own? This cannot be undone`))) {
    return done('nothing erased', { success: false });
  }
  const receipt = await (await ctx.service()).erasePerson({ id: personId, reason: options.reason });
  const physical = receipt.physically_removed?.length ? `\nphysically removed: ${receipt.physically_removed.join('; ')}` : '';
  const backups = receipt.backups ? `\nnote: ${receipt.backups}` : '';
  const text = `erased person ${personId} (${countsText(receipt)}) at ${receipt.erased_at}; sha256 ${receipt.sha256}${physical}${backups}`;
  // The receipt is the result to keep, not chatter: --quiet prints it too.
  const result = done(text, receipt);
  return result.kind === 'message' ? { ...result, quiet: text } : result;
}

export async function runPersonExportData(options: PersonExportDataOptions, ctx: CliContext): Promise<CommandResult> {
  // Written as it is made: a person's documents may be hundreds of MB. The audit row says
  // `ok` only once the whole zip is in the file (locally; the server records its own).
  const file = await (await ctx.service()).exportPersonData(options.id);
  let saved;
  try {
    saved = await saveDownload(ctx, file, options);
  } catch (error) {
    await file.finish('aborted').catch(() => undefined);
    throw error;
  }
  await file.finish('ok');
  return saved;
}

/** "2026-10-29" for a bound at midnight, "2026-10-29 04:00:00 UTC" otherwise. */
function boundText(timestamp: string): string {
  return timestamp.endsWith(' 00:00:00') ? timestamp.slice(0, 10) : `${timestamp} UTC`;
}

export async function runPersonPurge(options: PersonPurgeOptions, ctx: CliContext): Promise<CommandResult> {
  const { parseRetentionBound } = await import('../../domain/retention.js');
  // Checked here first so a bad bound names the flag; the service checks it again (the same rule).
  parseRetentionBound(options.notModifiedSince, ctx.clock.now(), { label: '--not-modified-since', force: options.force === true });
  const limit = options.limit === undefined ? undefined : parseInteger(options.limit, '--limit');
  if (limit !== undefined && (limit < 1 || limit > 10_000)) throw new ValidationError('--limit must be between 1 and 10000');
  const base = {
    not_modified_since: options.notModifiedSince,
    ...(options.withoutApplications ? { without_applications: true } : {}),
    ...(limit === undefined ? {} : { limit }),
    ...(options.reason === undefined ? {} : { reason: options.reason }),
    ...(options.force ? { force: true } : {}),
  };
  const service = await ctx.service();
  // The service resolves the age against its own clock (the server's with --remote); the
  // listing, the confirmation and every erasing call then use the bound it returned.
  const listing = await service.purgePeople({ ...base, dry_run: true });
  base.not_modified_since = listing.not_modified_before;
  const scope = `not modified since ${boundText(listing.not_modified_before)}${options.withoutApplications ? ' and without applications' : ''}`;
  if (options.dryRun) {
    const more = listing.matched > listing.people.length ? `; the first ${listing.people.length} are listed` : '';
    return ctx.out.format === 'table'
      ? list(listing.people, ['id', 'last_modified'], `nobody is ${scope}`, `${people(listing.matched)} ${scope} would be erased${more} (dry run)`)
      : done('', listing);
  }
  const result: PurgeResult = { dry_run: false, not_modified_before: listing.not_modified_before, matched: listing.matched, people: [], receipts: [] };
  if (listing.matched === 0) return done(`nobody is ${scope}: nothing erased`, result);
  if (!(await confirm(ctx, `${people(listing.matched)} ${scope} will be erased, with everything they own; this cannot be undone. Erase them?`))) {
    return done('nothing erased', { ...result, matched: 0 });
  }
  const seen = new Set<number>();
  for (;;) {
    const batch = await service.purgePeople(base);
    // Receipts reach the file batch by batch: an interrupted purge keeps those it made.
    if (options.receipts) await appendReceipts(options.receipts, batch.receipts);
    result.receipts.push(...batch.receipts);
    result.people.push(...batch.people.filter((p: PurgeCandidate) => !seen.has(p.id)));
    batch.people.forEach((p) => seen.add(p.id));
    if (batch.receipts.length === 0 || batch.people.length < (limit ?? DEFAULT_PURGE_LIMIT)) break;
  }
  const where = options.receipts ? `; receipts appended to ${options.receipts}` : '';
  return done(`erased ${people(result.receipts.length)} ${scope}${where}`, result);
}

export function registerPersonDataCommands(person: Command): void {
  person
    .command('erase <id>')
    .description('erase a person and everything they own (GDPR art. 17); prints the receipt; audit rows are kept')
    .requiredOption('--reason <text>', 'why (kept in the receipt), e.g. "erasure request of 2026-11-20"')
    .addHelpText('after', `
Removes the person, their photo, documents, applications and every other kind of their
data in one transaction. The receipt (person id, time, reason, actor, counts per kind and
the SHA-256 of the erased record) is printed; --json prints it as JSON. Asks first on a
terminal unless --yes. With --remote it needs a token of scope privacy (as purge does).
The data is removed from the database files too (not only marked deleted), before the
command returns; backups made before the erasure still hold it until they expire.
${examples(
  'recruit person erase 12 --reason "erasure request of 2026-11-20"',
  'recruit person erase 12 --reason "GDPR art. 17" --yes --json > receipt-12.json',
)}`)
    .action(action(async (ctx, flags: { reason: string }, id: string) =>
      runPersonErase({ id: parseId(id, 'person id'), reason: flags.reason }, ctx)));

  person
    .command('export-data <id>')
    .description("access export (GDPR art. 15): a zip of the person's data and of who read it (audited)")
    .option('-o, --out <file>', 'where to save the zip (- for stdout; default ./person-<id>-export.zip)')
    .option('--force', 'overwrite an existing file')
    .addHelpText('after', `
The zip holds person.json, applications.json, the photo, every document, documents.json
and audit.json (every recorded read of this person: when, who, what). It is written as it
is made, never whole in memory; a partial file is removed if the export breaks off. With
--remote it needs a token of scope privacy (recruit token create NAME --scope privacy).
${examples('recruit person export-data 12 --out anna-kovacs.zip', 'recruit person export-data 12 --out - > export.zip')}`)
    .action(action(async (ctx, flags: SaveOptions, id: string) =>
      runPersonExportData({ id: parseId(id, 'person id'), out: flags.out, force: flags.force }, ctx)));

  person
    .command('purge')
    .description('retention: erase people not modified since a bound (each with a receipt); --dry-run lists them')
    .requiredOption('--not-modified-since <when>', 'an age in days, weeks, months or years (30d, 12w, 6mo or 6M, 18months, 2y) or a past date (2024-11-24)')
    .option('--without-applications', 'only people who never applied to a job')
    .option('--dry-run', 'list who would be erased; erase nobody')
    .option('--receipts <file>', 'append every receipt to this file, one JSON line each')
    .option('--limit <n>', 'people per request (1–10000, default 1000)')
    .option('--reason <text>', 'the reason in the receipts (default: the retention rule)')
    .option('--force', 'allow a bound less than 30 days (but at least a day) ago')
    .addHelpText('after', `
Minutes and hours are refused (a bare m is ambiguous: write 6mo or 6M for months), and so
are future dates, zero and bounds before 1900. People modified in the last 30 days are kept
unless --force. Without --yes it shows how many people and the cut-off date and asks on a
terminal; without a terminal it refuses (exit 2).
${examples(
      'recruit person purge --not-modified-since 2y --dry-run',
      'recruit person purge --not-modified-since 2y --without-applications --receipts purge-receipts.ndjson --yes',
      'recruit person purge --not-modified-since 18months --dry-run',
    )}`)
    .action(action(async (ctx, flags: PersonPurgeOptions) => runPersonPurge(flags, ctx)));
}
