// Request ids (request-ids.ts): UUID-shaped (version 4 layout, as the random ids they replace),
// unique within a process, and apart between processes by their random prefix.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createRequestIds } from '../../src/server/request-ids.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are UUIDs of the version 4 layout, all different, counted in their last 12 digits', () => {
    const next = createRequestIds();
    const ids = Array.from({ length: 20_000 }, () => next());
    for (const id of ids.slice(0, 50)) expect(id).toMatch(UUID_V4);
    expect(ids.at(-1)).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids[0]!.slice(-12)).toBe('000000000000');
    expect(ids[4095]!.slice(-12)).toBe('000000000fff');
    expect(new Set(ids.map((id) => id.slice(0, 24))).size).toBe(1);
  });

  it('take their prefix from a random UUID, so two processes (two generators) do not share ids', () => {
    const drawn: string[] = [];
    const random = () => {
      const uuid = randomUUID();
      drawn.push(uuid);
      return uuid;
    };
    const first = createRequestIds(random);
    const second = createRequestIds(random);
    const a = first();
    const b = second();
    expect(drawn).toHaveLength(2);
    expect(a.slice(0, 24)).toBe(drawn[0]!.slice(0, 24));
    expect(b.slice(0, 24)).toBe(drawn[1]!.slice(0, 24));
    expect(a).not.toBe(b);
  });
});
