import { describe, expect, it } from 'vitest';
import { emailKey } from '../../src/domain/email-key.js';

describe('emailKey', () => {
  it.each([
    ['KATALIN.HORVÁTH.1@EXAMPLE.COM', 'katalin.horváth.1@example.com'],
    ['Zoë.Müller@Example.de', 'zoë.müller@example.de'],
    // NFD input (a + combining acute) becomes the composed NFC form.
    ['horva\u0301th@example.com', 'horv\u00e1th@example.com'],
    ['  ana@example.com ', 'ana@example.com'],
    ['ÉVA@PÉLDA.HU', 'éva@példa.hu'],
  ])('%s → %s', (input, expected) => {
    expect(emailKey(input)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const email of ['ÁRVÍZTŰRŐ@TÜKÖRFÚRÓ.HU', 'x\u0301y@EXAMPLE.COM']) expect(emailKey(emailKey(email))).toBe(emailKey(email));
  });
});
