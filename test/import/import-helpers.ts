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

export const codes = codeBookFor(join(import.meta.dirname, '../../data'));

let counter = 0;

export async function importText(
  fx: LocalFixture,
  text: string,
  options: Partial<ImportOptions> & { name?: string; rejects?: string; resource?: 'person' | 'job' } = {},
) {
  const file = join(fx.dir, options.name ?? `input-${++counter}.csv`);
  writeFileSync(file, text);
  const full: ImportOptions = { onConflict: options.onConflict ?? 'skip', batchSize: options.batchSize ?? 5000, dryRun: options.dryRun ?? false };
  const source = await openImportSource(file, { stdin: Readable.from([]) });
  const sink = options.rejects ? await openRejectSink(join(fx.dir, options.rejects), source.header) : noRejectSink;
  try {
    if (options.resource === 'job') {
      const stream = validateInThread(source, jobResource(codes, fx.clock), codes, full.batchSize, true);
      return await runLocalImport(stream, await localJobWriter(fx.store, fx.clock), full, sink);
    }
    const stream = validateInThread(source, personResource(codes, fx.clock), codes, full.batchSize, true, packPersonRow);
    return await runLocalImport(stream, await localPersonWriter(fx.store, fx.clock), full, sink);
  } finally {
    await sink.close();
  }
}

/** The people table as comparable objects (without server-managed fields). */
export function people(fx: LocalFixture) {
  return [...fx.store.sqlite.people.iterate()].map(({ created, last_modified, ...rest }) => rest);
}
