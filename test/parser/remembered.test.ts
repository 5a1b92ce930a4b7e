import { describe, expect, it } from 'vitest';
import { rememberedByText } from '../../src/parser/remembered.js';

describe('rememberedByText', () => {
  it('reads each text once and answers again from memory', () => {
    const read: string[] = [];
    const upper = rememberedByText((text) => (read.push(text), text.toUpperCase()));
    expect([upper('ab'), upper('cd'), upper('ab')]).toEqual(['AB', 'CD', 'AB']);
    expect(read).toEqual(['ab', 'cd']);
  });

  it('gives each caller its own copy when told how, so that one caller cannot change another\'s answer', () => {
    const words = rememberedByText((text) => text.split(' '), (parts) => [...parts]);
    const first = words('a b');
    first.push('changed');
    expect(words('a b')).toEqual(['a', 'b']);
  });

  it('forgets everything once it holds 20,000 texts, and reads them again', () => {
    let reads = 0;
    const length = rememberedByText((text) => (reads++, text.length));
    for (let i = 0; i <= 20_000; i++) length(`t${i}`);
    expect(reads).toBe(20_001);
    length('t0');
    expect(reads).toBe(20_002);
  });
});
