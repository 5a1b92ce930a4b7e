// The date and timestamp formats keep their last answer per day / second: each call must still
// name its own Date, whatever order the calls come in, and an invalid Date must still throw.
import { describe, expect, it } from 'vitest';
import { isCalendarDate, isoDate, isoTimestamp } from '../../src/domain/clock.js';

describe('isoDate and isoTimestamp', () => {
  it('name the day and second of each Date, also when the calls alternate between days and seconds', () => {
    const times = [
      '2031-05-06T23:59:59.999Z', '2031-05-07T00:00:00.000Z', '2031-05-06T23:59:59.000Z', '2031-05-07T00:00:00.999Z',
      '1969-12-31T23:59:59.500Z', '1970-01-01T00:00:00.000Z', '2031-05-07T00:00:01.000Z', '2031-05-07T00:00:00.001Z',
    ];
    for (const time of [...times, ...times.reverse()]) {
      const date = new Date(time);
      expect(isoDate(date)).toBe(time.slice(0, 10));
      expect(isoTimestamp(date)).toBe(`${time.slice(0, 10)} ${time.slice(11, 19)}`);
    }
  });

  it('throws on an invalid Date, as before, and leaves the next answer right', () => {
    expect(isoDate(new Date('2031-02-03T04:05:06Z'))).toBe('2031-02-03');
    expect(() => isoDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => isoTimestamp(new Date(Number.NaN))).toThrow(RangeError);
    expect(isoDate(new Date('2031-02-03T10:00:00Z'))).toBe('2031-02-03');
    expect(isoTimestamp(new Date('2031-02-03T04:05:06.700Z'))).toBe('2031-02-03 04:05:06');
  });

  it('still tells real calendar dates from impossible ones', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-02-28')).toBe(true);
  });
});
