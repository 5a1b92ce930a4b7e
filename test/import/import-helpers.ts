// Runs an import in process (the in-thread validation path) on a LocalFixture, from text.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { LocalFixture } from '../helpers/local.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { openImportSource } from '../../src/service/import/source.js';
import { validateInThread } from '../../src/service/import/validated-batches.js';
import { runLocalImport } from '../../src/service/import/local-import.js';
import { localPersonWriter, packPersonRow, personResource } from '../../src/service/import/people.js';
import { jobResource, localJobWriter } from '../../src/service/import/jobs.js';
import { noRejectSink, openRejectSink } from '../../src/service/import/rejects.js';
import type { ImportOptions } from '../../src/service/import/types.js';
import type { ColumnMap } from '../../src/service/import/columns.js';

export const codes = codeBookFor(join(import.meta.dirname, '../../data'));

let counter = 0;

export async function importText(
  fx: LocalFixture,
  text: string,
  options: Partial<ImportOptions> & { name?: string; rejects?: string; resource?: 'person' | 'job'; clearEmpty?: boolean; map?: ColumnMap } = {},
) {
  const file = join(fx.dir, options.name ?? `input-${++counter}.csv`);
  writeFileSync(file, text);
  const full: ImportOptions = { onConflict: options.onConflict ?? 'skip', batchSize: options.batchSize ?? 5000, dryRun: options.dryRun ?? false };
  const source = await openImportSource(file, { stdin: Readable.from([]) });
  const columns = { clearEmpty: options.clearEmpty, map: options.map };
  // Validation starts (and checks the header) before the rejects file is opened, as in the bulk service.
  const jobs = options.resource === 'job' ? validateInThread(source, jobResource(codes, fx.clock), codes, full.batchSize, true, undefined, columns) : undefined;
  const people = jobs ? undefined : validateInThread(source, personResource(codes, fx.clock), codes, full.batchSize, true, packPersonRow, columns);
  const sink = options.rejects ? await openRejectSink(join(fx.dir, options.rejects), source.header) : noRejectSink;
  try {
    if (jobs) return await runLocalImport(jobs, await localJobWriter(fx.store, fx.clock), full, sink);
    return await runLocalImport(people!, await localPersonWriter(fx.store, fx.clock), full, sink);
  } finally {
    await sink.close();
  }
}

/** The people table as comparable objects (without server-managed fields). */
export function people(fx: LocalFixture) {
  return [...fx.store.sqlite.people.iterate()].map(({ created: _created, last_modified: _lastModified, ...rest }) => rest);
}
