import { describe, expect, it } from 'vitest';
import { splitParts } from '../../../src/parser/sections/entries.js';

describe('splitParts drops a month left beside a date', () => {
  it.each<[string, string[]]>([
    ['Example Labs, Dec', ['Example Labs']],
    ['February 10 | Example Labs', ['Example Labs']],
    ['Example Labs | Szept.', ['Example Labs']],
    ['Example Labs | Сентября', ['Example Labs']],
    // Words that open or hold a month name are kept: the whole part must be the month.
    ['Marketing | Example Labs', ['Marketing', 'Example Labs']],
    ['Junior Analyst, Decora Studio', ['Junior Analyst', 'Decora Studio']],
    ['Summary, Example Labs', ['Summary', 'Example Labs']],
  ])('%s', (text, parts) => {
    expect(splitParts(text)).toEqual(parts);
  });
});
