// The pool loads the face model on its face thread only for files that may
// hold a picture; the test is a byte scan, checked here on the generated fixtures.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { mayHavePictures } from '../../src/parser/pool.js';
import { fixture } from './extract/fixtures.js';

describe('mayHavePictures', () => {
  it.each([
    ['german-photo.pdf', true],
    ['scanned.pdf', true],
    ['resume.docx', true],
    ['resume.odt', true],
    ['hungarian.pdf', false],
    ['two-column.pdf', false],
    ['latin1.txt', false],
  ])('%s → %s', (name, expected) => {
    expect(mayHavePictures(fixture(name))).toBe(expected);
  });

  it('a picture file itself', async () => {
    const base = sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } });
    expect(mayHavePictures(new Uint8Array(await base.clone().jpeg().toBuffer()))).toBe(true);
    expect(mayHavePictures(new Uint8Array(await base.clone().png().toBuffer()))).toBe(true);
    expect(mayHavePictures(new Uint8Array(await base.clone().tiff().toBuffer()))).toBe(true);
  });
});
