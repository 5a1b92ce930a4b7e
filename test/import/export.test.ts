// person export: audit rows before data, and export → import → export round-trips unchanged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { exportPeople, type ExportFormat } from '../../src/service/import/export.js';
import { importText, people } from './import-helpers.js';

let fx: LocalFixture;
beforeEach(() => (fx = createLocalFixture()));
afterEach(() => fx.cleanup());

const SEED = [
  'title,first,last,email,email2,category,regio,country,state,city,street,zip,birth_place,birth_date,phone_land,phone_mobile,sex,move_ok,girl_name,mother_name,family_state,nationality,nationality2,experience',
  'Dr.,Anna,Minta,anna@example.com,,1;3,348001,348,348001,Budapest,"Példa utca 12., 2/7",1051,Budapest,1984-03-14,+44 20 7946 0101,+44 7700 900001,F,N,Kitalált,"Teszt ""Mama"" Éva",2,Hungarian,,12',
  ',Béla,Példa,,,,,,,,"Multi\nline street",,,,,,,,,,,,,',
  ',Csilla,Teszt,csilla@example.org,c2@example.net,4,,276,,München,,,,1990-07-21,,+49 30 23125 000,X,Y,,,,German,Austrian,3',
].join('\n');

async function exportText(f: LocalFixture, format: ExportFormat, pageSize = 2): Promise<string> {
  let text = '';
  await exportPeople({ store: f.store, clock: f.clock, actor: { name: 'test:export', requestId: 'r1' } }, format, async (t) => {
    text += t;
  }, pageSize);
  return text;
}

describe('person export', () => {
  it('leaves one person.export audit row per person, written before the page is output', async () => {
    await importText(fx, SEED);
    const auditedWhenWritten: number[] = [];
    await exportPeople({ store: fx.store, clock: fx.clock, actor: { name: 'test:export', requestId: 'r1' } }, 'ndjson', async () => {
      auditedWhenWritten.push(fx.store.sqlite.audit.count());
    }, 2);
    expect(auditedWhenWritten).toEqual([2, 3]);
    const rows = fx.store.sqlite.audit.list({ limit: 10 });
    expect(rows.map((r) => [r.action, r.person_id, r.actor, r.outcome])).toEqual([
      ['person.export', 3, 'test:export', 'ok'], ['person.export', 2, 'test:export', 'ok'], ['person.export', 1, 'test:export', 'ok'],
    ]);
  });

  it.each(['csv', 'ndjson', 'json'] as const)('%s round-trips through import unchanged', async (format) => {
    await importText(fx, SEED);
    const original = people(fx);
    expect(original).toHaveLength(3);
    const exported = await exportText(fx, format);
    const copy = createLocalFixture();
    try {
      expect(await importText(copy, exported, { name: `export.${format}` })).toMatchObject({ created: 3, rejected: 0 });
      expect(people(copy)).toEqual(original);
      // and into the same database: nothing changes
      expect(await importText(fx, exported, { name: `again.${format}` })).toMatchObject({ created: 1, skipped: 2 });
    } finally {
      copy.cleanup();
    }
  });

  it('an empty database exports a header, nothing, or []', async () => {
    expect(await exportText(fx, 'csv')).toMatch(/^id,title,last,first,email,/);
    expect(await exportText(fx, 'ndjson')).toBe('');
    expect(JSON.parse(await exportText(fx, 'json'))).toEqual([]);
  });
});
