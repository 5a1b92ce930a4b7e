// Whether a period lies inside a span's years (the study and the work readers share it). Dates are invented.
import { describe, expect, it } from 'vitest';
import { insideSpan } from '../../../src/parser/sections/span-dates.js';

describe('a period inside a span', () => {
  it.each([
    [{ start: '2014', end: '2020' }, { start: '2014', end: '2017' }, true],
    [{ start: '2014', end: '2020' }, { start: '2017', end: '2020' }, true],
    [{ start: '2014', end: '' }, { start: '2019', end: '' }, true], // an open span holds a stage still going on
    [{ start: '2014', end: '2020' }, { start: '', end: '2018' }, true], // a lone year: the stage's end
    [{ start: '2014', end: '2020' }, { start: '2012', end: '2016' }, false], // began before the span
    [{ start: '2014', end: '2020' }, { start: '2017', end: '2021' }, false], // ended after it
    [{ start: '2014', end: '2020' }, { start: '2018', end: '' }, false], // still going on under a span that ended
    [{ start: '2014', end: '2020' }, { start: '', end: '2014' }, false], // ended when the span began: before it
    [{ start: '2014', end: '2020' }, { start: '', end: '' }, false],
  ])('%o holds %o: %s', (span, stage, inside) => expect(insideSpan(span, stage)).toBe(inside));
});
