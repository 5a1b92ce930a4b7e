import { describe, expect, it } from 'vitest';
import { parseTimeBound } from '../../src/domain/time-bound.js';
import { ValidationError } from '../../src/domain/errors.js';

const NOW = new Date('2026-11-24T12:00:00Z');

describe('parseTimeBound', () => {
  it.each([
    ['2026-11-24', '2026-11-24 00:00:00'],
    ['2026-11-24T07:28:50Z', '2026-11-24 07:28:50'],
    ['2026-11-24T07:28:50z', '2026-11-24 07:28:50'],
    ['2026-11-24T08:28:50+01:00', '2026-11-24 07:28:50'],
    ['2026-11-24T02:28:50-0500', '2026-11-24 07:28:50'],
    ['2026-11-24T07:28:50.123Z', '2026-11-24 07:28:50'],
    ['2026-11-24T07:28Z', '2026-11-24 07:28:00'],
    ['2026-11-24 07:28:50', '2026-11-24 07:28:50'],
    ['2026-11-24T00:30:00+01:00', '2026-11-23 23:30:00'],
    ['24h', '2026-11-23 12:00:00'],
    ['7d', '2026-11-17 12:00:00'],
    ['30m', '2026-11-24 11:30:00'],
    ['2w', '2026-11-10 12:00:00'],
    ['2y', '2024-11-24 12:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(parseTimeBound(text, NOW)).toBe(expected);
  });

  it.each(['yesterday', '24', '2026-13-01', '2026-02-30', '11/24/2026', '2026-11-24T25:00:00Z', '7 days', '', '2026-11-24T07:28:50+1'])(
    '%j is refused with the accepted forms', (text) => {
      expect(() => parseTimeBound(text, NOW)).toThrow(ValidationError);
      expect(() => parseTimeBound(text, NOW)).toThrow(/not a date, timestamp or age/);
      try {
        parseTimeBound(text, NOW);
      } catch (error) {
        expect((error as ValidationError).hint).toMatch(/2026-11-24T07:28:50Z.*24h/);
      }
    },
  );
});
