import { describe, expect, it } from 'vitest';
import { parseRetentionBound } from '../../src/domain/retention.js';
import { ValidationError } from '../../src/domain/errors.js';

const NOW = new Date('2026-11-24T12:00:00Z');
const bound = (text: string, force = false) => parseRetentionBound(text, NOW, { label: '--not-modified-since', force });

/** The refusal of `text`: its message and hint. */
function refusal(text: string, force = false): { message: string; hint: string } {
  try {
    bound(text, force);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    const e = error as ValidationError;
    expect(e.issues.map((i) => i.path)).toEqual(['--not-modified-since']);
    return { message: e.message, hint: e.hint ?? '' };
  }
  throw new Error(`"${text}" was accepted`);
}

describe('parseRetentionBound: a retention period is days to years', () => {
  it.each([
    ['30d', '2026-10-25 12:00:00'],
    ['45 days', '2026-10-10 12:00:00'],
    ['12w', '2026-09-01 12:00:00'],
    ['6mo', '2026-05-24 12:00:00'],
    ['6 months', '2026-05-24 12:00:00'],
    ['18months', '2025-05-24 12:00:00'],
    ['6M', '2026-05-24 12:00:00'],
    ['1 month', '2026-10-24 12:00:00'],
    ['2y', '2024-11-24 12:00:00'],
    ['2 YEARS', '2024-11-24 12:00:00'],
    ['120y', '1906-11-24 12:00:00'],
    ['2024-11-24', '2024-11-24 00:00:00'],
    ['2025-01-31T10:00:00Z', '2025-01-31 10:00:00'],
    ['2025-01-31 10:00:00', '2025-01-31 10:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(bound(text)).toBe(expected);
  });

  it('keeps the day of the month where it exists: 31 March − 1 month is the last day of February', () => {
    expect(parseRetentionBound('1mo', new Date('2026-03-31T08:00:00Z'), { label: 'x' })).toBe('2026-02-28 08:00:00');
    expect(parseRetentionBound('1y', new Date('2028-02-29T08:00:00Z'), { label: 'x' })).toBe('2027-02-28 08:00:00');
  });

  it('refuses minutes, hours and seconds', () => {
    for (const text of ['30min', '6 minutes', '24h', '48 hours', '90s']) {
      expect(refusal(text).message, text).toMatch(/shorter than a day/);
    }
  });

  it('refuses a bare m as ambiguous and suggests months', () => {
    const { message, hint } = refusal('1m');
    expect(message).toMatch(/"1m" is ambiguous/);
    expect(hint).toMatch(/did you mean 1mo \(month\)\?/);
    expect(refusal('6m').hint).toMatch(/did you mean 6mo \(months\)\?/);
  });

  it('refuses zero, the future, absurd ages and dates before 1900, even with force', () => {
    for (const force of [false, true]) {
      expect(refusal('0d', force).message).toMatch(/zero/);
      expect(refusal('0y', force).message).toMatch(/zero/);
      expect(refusal('2026-11-25', force).message).toMatch(/in the future/);
      expect(refusal('9999-12-31', force).message).toMatch(/in the future/);
      expect(refusal('999999y', force).message).toMatch(/more than 200 years/);
      expect(refusal('99999y', force).message).toMatch(/more than 200 years/);
      expect(refusal('99999999999d', force).message).toMatch(/more than 200 years/);
      expect(refusal('201y', force).message).toMatch(/more than 200 years/);
      expect(refusal('1899-12-31', force).message).toMatch(/before 1900/);
      expect(refusal('0001-01-01', force).message).toMatch(/before 1900/);
      expect(refusal('2026-11-24T06:00:00Z', force).message).toMatch(/less than a day ago/);
    }
  });

  it('keeps the last 30 days unless forced; force still needs at least a day', () => {
    expect(refusal('29d').message).toMatch(/less than 30 days ago/);
    expect(refusal('29d').hint).toMatch(/--force/);
    expect(refusal('2026-11-01').message).toMatch(/less than 30 days ago/);
    expect(bound('29d', true)).toBe('2026-10-26 12:00:00');
    expect(bound('1d', true)).toBe('2026-11-23 12:00:00');
    expect(bound('2026-11-01', true)).toBe('2026-11-01 00:00:00');
  });

  it.each(['yesterday', '2y ago', '', '6 fortnights', '-2y', '2026-02-30', '7'])('%j is refused naming the accepted forms', (text) => {
    const { message, hint } = refusal(text);
    expect(message).toMatch(/is not an age or a date/);
    expect(hint).toMatch(/30d, 12w, 6mo.*2y/);
  });
});
