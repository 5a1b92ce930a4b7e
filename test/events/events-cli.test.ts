// The CLI of events and webhooks (the built binary, a real SQLite file): `events tail`
// prints what changed and resumes after --after; `webhook add` checks its URL and event
// types (exit 2 naming the accepted ones) and prints the secret once; list, test,
// deliveries and remove work locally; with --remote, `events tail` reads GET /events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';
import { serve, type Serving } from '../helpers/serve.js';

let sandbox: CliSandbox;
let receiver: Receiver;

beforeAll(async () => {
  sandbox = createCliSandbox();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  sandbox.cleanup();
});

describe('recruit events tail', () => {
  it('prints each change with the OS user as actor, as JSON lines with --json, and resumes after --after', async () => {
    expect((await sandbox.run(['person', 'create', '--first', 'Tilda', '--last', 'Tailtest'])).code).toBe(0);
    expect((await sandbox.run(['job', 'create', '--title', 'Tail job', '--position', '5'])).code).toBe(0);
    const tail = await sandbox.run(['events', 'tail', '--json']);
    expect(tail.code).toBe(0);
    const events = tail.stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: number; type: string; actor: string });
    expect(events.map((e) => e.type)).toEqual(['person.created', 'job.created']);
    expect(events[0]!.actor).toMatch(/^cli:/);
    expect(tail.stdout).not.toContain('Tilda');
    const after = await sandbox.run(['events', 'tail', '--after', String(events[0]!.id), '--json']);
    expect(after.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { type: string }).type)).toEqual(['job.created']);
    const text = await sandbox.run(['events', 'tail', '--types', 'job.created']);
    expect(text.stdout).toMatch(/^\d+\t\S+\tjob\.created\tjob:\d+\t/);
    const bad = await sandbox.run(['events', 'tail', '--types', 'job.exploded']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('job.exploded');
    expect(bad.stderr).toContain('project.updated');
  });
});

describe('recruit webhook', () => {
  it('refuses a malformed URL and an unknown event type with exit 2, naming the accepted ones', async () => {
    const url = await sandbox.run(['webhook', 'add', 'not-a-url', '--events', 'person.created']);
    expect(url.code).toBe(2);
    expect(url.stderr).toContain('http://');
    const type = await sandbox.run(['webhook', 'add', receiver.url, '--events', 'person.created,person.teleported']);
    expect(type.code).toBe(2);
    expect(type.stderr).toContain('person.teleported');
    expect(type.stderr).toContain('application.status_changed');
  });

  it('adds, lists (without the secret), tests, shows deliveries and removes a webhook', async () => {
    const added = await sandbox.run(['webhook', 'add', receiver.url, '--events', 'person.created', '--json']);
    expect(added.code).toBe(0);
    const { id, secret } = JSON.parse(added.stdout) as { id: number; secret: string };
    const list = await sandbox.run(['webhook', 'list', '--json']);
    expect(list.stdout).toContain(receiver.url);
    expect(list.stdout).not.toContain(secret);
    const test = await sandbox.run(['webhook', 'test', String(id)]);
    expect(test.code).toBe(0);
    expect(test.stdout).toContain('HTTP 200');
    const last = receiver.received.at(-1)!;
    expect(() => new Webhook(secret).verify(last.body, last.headers as Record<string, string>)).not.toThrow();
    const deliveries = await sandbox.run(['webhook', 'deliveries', String(id), '--json']);
    expect(deliveries.code).toBe(0);
    expect(JSON.parse(deliveries.stdout)).toEqual([]);
    expect((await sandbox.run(['webhook', 'remove', String(id)])).code).toBe(0);
    const gone = await sandbox.run(['webhook', 'remove', String(id)]);
    expect(gone.code).not.toBe(0);
  });

  it('recruit serve delivers what a local command changed', async () => {
    const added = await sandbox.run(['webhook', 'add', receiver.url, '--events', 'project.created', '--json']);
    const { secret } = JSON.parse(added.stdout) as { secret: string };
    let serving: Serving | undefined;
    try {
      serving = await serve(sandbox.db, ['--allow-private-webhooks']);
      const before = receiver.received.length;
      expect((await sandbox.run(['project', 'create', '--title', 'Delivered project'])).code).toBe(0);
      await receiver.waitFor(before + 1, 15_000);
      const delivery = receiver.received.at(-1)!;
      const body = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string };
      expect(body.type).toBe('project.created');
    } finally {
      serving?.child.kill('SIGTERM');
      await serving?.exit;
    }
  }, 40_000);
});
