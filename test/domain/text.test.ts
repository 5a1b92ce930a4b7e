// One rule for text in every resource — no control characters in any
// string of a write request, at any depth; tab, CR and LF stay allowed.
import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasHiddenOrDirectionalCharacters, stripHiddenOrDirectionalCharacters } from '../../src/domain/text.js';

describe('findControlCharacters', () => {
  it.each([
    [{ title: 'Hiring 2026' }, undefined],
    [{ title: 'line one\nline two\ttabbed\r\n' }, undefined],
    [{ title: 'red \u001b[31m alert' }, '/title'],
    [{ title: 'bell\u0007' }, '/title'],
    [{ title: 'nul\u0000' }, '/title'],
    [{ title: 'del\u007f' }, '/title'],
    [{ position_data: { description: 'ok', requirements: 'x\u001by' } }, '/position_data/requirements'],
    [{ skills: [{ name: 'ok' }, { name: 'b\u0008ad' }] }, '/skills/1/name'],
    [{ jobs: [1, 2, 3], marked: null }, undefined],
    [{ tags: ['ok', 'b\u0001ad'], first: 'fine' }, '/tags/1'],
    [{ first: 'fine', last: 'x\u0002', city: 'y\u0003' }, '/last'],
    ['\u0001', '/'],
  ])('%j → %s', (value, path) => {
    expect(findControlCharacters(value)).toBe(path);
  });
});

describe('hidden and direction characters', () => {
  it.each(['a\u202eb', 'a\u202ab', 'a\u2066b\u2069', 'a\u200bb', 'a\u200eb', 'a\u200fb', 'a\u2060b', 'a\ufeffb', 'a\u00adb', 'a\u061cb'])(
    '%j has one, and stripping it leaves "ab"', (text) => {
      expect(hasHiddenOrDirectionalCharacters(text)).toBe(true);
      expect(hasHiddenOrDirectionalCharacters(text)).toBe(true); // the shared pattern keeps no state between calls
      expect(stripHiddenOrDirectionalCharacters(text)).toBe('ab');
    });
  it.each(['Project management', 'Kovács', 'برنامه\u200cنویسی', '👩\u200d💻', 'line\nnext'])('%j has none', (text) => {
    expect(hasHiddenOrDirectionalCharacters(text)).toBe(false);
    expect(stripHiddenOrDirectionalCharacters(text)).toBe(text);
  });
});
