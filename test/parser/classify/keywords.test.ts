import { describe, it, expect } from 'vitest';
import { findListedItems, buildKeywords } from '../../../src/parser/classify/keywords.js';

describe('findListedItems', () => {
  it.each([
    [['Skills', 'Attention to detail', 'Basic mathematics'], ['Attention to detail', 'Basic mathematics']],
    [['Tools: Jira, Confluence, Figma'], ['Jira', 'Confluence', 'Figma']],
    [['I worked, travelled, and learned a lot in 2019 with many colleagues around the world'], []],
    [['Skills', '• Typing', '• Customer service'], ['Typing', 'Customer service']],
    [['Experience', 'Led a team of five engineers'], []],
  ])('%j → %j', (lines, want) => expect(findListedItems(lines).slice(0, want.length)).toEqual(want));
});

describe('buildKeywords', () => {
  it('puts tags first, drops duplicates and caps the total', () => {
    expect(buildKeywords(['Python'], ['Skills: python, Patience, Empathy'], 3)).toEqual(['Python', 'Patience', 'Empathy']);
    expect(buildKeywords(['A', 'B'], [], 1)).toEqual(['A']);
  });
});
