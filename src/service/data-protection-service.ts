// Data protection: erasure, the access export, retention purges, duplicates and merges. The
// receipts and the merge plan are pure (data-protection.ts); this runs them over the store's
// transactions. An erasure also empties the parser's image cache here, the one place every
// caller goes through (CLI, --remote through the server, HTTP).
import type { Person } from '../domain/person.js';
import type { StreamedExport } from '../domain/document.js';
import type { ErasureReceipt, ErasureRequest, PurgeRequest, PurgeResult } from '../domain/data-protection.js';
import type { DuplicatePair, DuplicatesQuery, MergeReceipt, MergeRequest } from '../domain/duplicates.js';
import { DEFAULT_DUPLICATES_LIMIT, DEFAULT_PURGE_LIMIT } from '../domain/limits.js';
import { ValidationError } from '../domain/errors.js';
import { auditStamp } from './audit.js';
import { onFirstCall, validator, type ServiceDeps } from './service-deps.js';

const dataProtectionRules = onFirstCall(() => import('./data-protection.js'));
const accessExport = onFirstCall(() => import('./access-export.js'));
const duplicateFinder = onFirstCall(() => import('./duplicate-finder.js'));
const retentionRules = onFirstCall(() => import('../domain/retention.js'));

/** People erased per transaction by a retention purge. */
const PURGE_BATCH = 200;

export class DataProtectionService {
  constructor(private readonly deps: ServiceDeps) {}

  async erasePerson(request: ErasureRequest): Promise<ErasureReceipt> {
    const { id, reason } = (await validator()).erasure(request);
    if (reason.trim() === '') throw ValidationError.field('/reason', 'must say why the person is erased');
    const { erasureReceipt } = await dataProtectionRules();
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.erase');
    const { dataProtection } = this.deps.store;
    const { physicalRemoval } = dataProtection;
    // The receipt is made inside the store's transaction, from the record as it was erased.
    const terms = { reason: reason.trim(), actor: stamp.actor, at: stamp.at, physical: physicalRemoval };
    const receipt = await dataProtection.erase(id, (person, counts) => erasureReceipt(person, counts, terms), stamp);
    await this.removeTraces();
    return receipt!;
  }

  /**
   * After the commit, before the answer: the deleted rows' bytes must not outlive the request,
   * and neither may the images the parser extracted. Those are cached linked to nobody, so
   * which came from the erased person's CVs cannot be told: they all go.
   */
  private async removeTraces(): Promise<void> {
    await this.deps.store.dataProtection.removeTraces();
    // Only a parser something already loaded can hold images; an erasure never loads one.
    await this.deps.parser.loaded()?.then(({ images }) => images.clear?.(), () => undefined);
  }

  /**
   * The access export, streamed: its audited read writes a row (outcome `started`) before any
   * byte goes out, and `finish` appends how it ended — `ok` only when the reader got the last
   * byte, `aborted` when it went away, `error` when the export itself failed.
   */
  async exportPersonData(personId: number): Promise<StreamedExport> {
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.export-data');
    const data = await this.deps.store.dataProtection.exportData(personId, stamp);
    const { streamAccessExport } = await accessExport();
    const zip = streamAccessExport(data, stamp.at);
    let finished: Promise<void> | undefined;
    return {
      fileName: `person-${personId}-export.zip`,
      contentType: 'application/zip',
      stream: zip.stream,
      finish: (outcome) => (finished ??= (async () => {
        if (!zip.stream.destroyed && outcome !== 'ok') zip.stream.destroy();
        const ended = zip.failure() ? 'error' : outcome;
        await this.deps.store.audit.append({ ...stamp, at: this.deps.now(), person_id: personId, outcome: ended });
      })()),
    };
  }

  async purgePeople(request: PurgeRequest): Promise<PurgeResult> {
    const { store, clock, actor } = this.deps;
    const input = (await validator()).purge(request);
    const { parseRetentionBound } = await retentionRules();
    const bound = { label: '/not_modified_since', force: input.force === true };
    const before = parseRetentionBound(input.not_modified_since, clock.now(), bound);
    const withoutApplications = input.without_applications ?? false;
    const { matched, people } = await store.dataProtection.purgeCandidates(before, withoutApplications, input.limit ?? DEFAULT_PURGE_LIMIT);
    if (input.dry_run) {
      // The listing names people (ids and dates): one audit row per person listed, committed
      // before it is returned, through the store's audited read of listed people.
      await store.duplicates.people(people.map((p) => p.id), auditStamp(clock, actor, 'person.purge.dry-run'));
      return { dry_run: true, not_modified_before: before, matched, people, receipts: [] };
    }
    const reason = input.reason?.trim() || `retention: not modified since ${before}${withoutApplications ? ', no applications' : ''}`;
    // Re-checked in the erasure's transaction: someone edited or applied since the listing → kept;
    // erased by someone else meanwhile → skipped.
    const still = (person: Person, counts: Record<string, number>) =>
      person.last_modified < before && (!withoutApplications || counts['applications'] === 0);
    const { erasureReceipt } = await dataProtectionRules();
    const stamp = auditStamp(clock, actor, 'person.purge');
    const { physicalRemoval } = store.dataProtection;
    const receipts: ErasureReceipt[] = [];
    // A transaction per PURGE_BATCH people: one disk sync per batch (5 ms each per person
    // made 100,000 people a matter of minutes), and writers elsewhere wait one batch at most.
    for (let i = 0; i < people.length; i += PURGE_BATCH) {
      const ids = people.slice(i, i + PURGE_BATCH).map((p) => p.id);
      receipts.push(...(await store.dataProtection.eraseMany(
        ids,
        (person, counts) => erasureReceipt(person, counts, { reason, actor: stamp.actor, at: stamp.at, physical: physicalRemoval }),
        stamp,
        still,
      )));
    }
    // Once for the whole purge (it rewrites index segments: per batch it would cost that many times).
    if (receipts.length > 0) await this.removeTraces();
    return { dry_run: false, not_modified_before: before, matched, people, receipts };
  }

  async findDuplicates(query: DuplicatesQuery): Promise<DuplicatePair[]> {
    const input = (await validator()).duplicatesQuery(query);
    const { createDuplicateFinder, DUPLICATE_BLOCK_LIMITS } = await duplicateFinder();
    const finder = createDuplicateFinder();
    await this.deps.store.duplicates.blocks(DUPLICATE_BLOCK_LIMITS, (block) => finder.add(block));
    const candidates = finder.result(input.min_score ?? 0, input.limit ?? DEFAULT_DUPLICATES_LIMIT);
    const ids = [...new Set(candidates.flatMap((c) => c.ids))];
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.duplicates');
    const people = new Map((await this.deps.store.duplicates.people(ids, stamp)).map((p) => [p.id, p]));
    // A person erased between the scan and the read takes their pairs along.
    return candidates.flatMap(({ ids: [a, b], score, reasons }) => {
      const first = people.get(a);
      const second = people.get(b);
      return first && second ? [{ score, reasons, people: [first, second] }] : [];
    });
  }

  async mergePeople(request: MergeRequest): Promise<MergeReceipt> {
    const { keep, drop, dry_run: dryRun = false } = (await validator()).merge(request);
    const { mergePlan, recordHash } = await dataProtectionRules();
    const stamp = auditStamp(this.deps.clock, this.deps.actor, dryRun ? 'person.merge.dry-run' : 'person.merge');
    const outcome = await this.deps.store.duplicates.merge(keep, drop, mergePlan, stamp, dryRun);
    // DROP's record and what was discarded with it are erased: as physically as an erasure.
    if (!dryRun) await this.deps.store.dataProtection.removeTraces();
    return {
      keep,
      drop,
      merged_at: stamp.at,
      actor: stamp.actor,
      dry_run: dryRun,
      moved: outcome.moved,
      discarded: outcome.discarded,
      filled: outcome.filled,
      sha256: recordHash(outcome.drop),
    };
  }
}
