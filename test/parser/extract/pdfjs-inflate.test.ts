// pdfjs's Flate decoding handed to zlib (src/parser/extract/pdfjs-inflate.ts), against a
// stand-in with the few members of pdfjs's FlateStream it uses; the bundle's use of it
// inside pdfjs is tested end to end in ../bundle-loader.test.ts.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useNativeInflate } from '../../../src/parser/extract/pdfjs-inflate.js';

/** pdfjs's shape: the constructor has read the two zlib header bytes of `str`. */
class StandInFlateStream {
  buffer = new Uint8Array(0);
  bufferLength = 0;
  eof = false;
  jsBlocks = 0;
  str: { pos: number; bytes: Uint8Array; getBytes(): Uint8Array };
  constructor(zlibData: Uint8Array) {
    this.str = {
      pos: 2,
      bytes: zlibData,
      getBytes() {
        const rest = this.bytes.subarray(this.pos);
        this.pos = this.bytes.length;
        return rest;
      },
    };
  }
  ensureBuffer(requested: number): Uint8Array {
    if (requested > this.buffer.length) {
      const bigger = new Uint8Array(requested);
      bigger.set(this.buffer);
      this.buffer = bigger;
    }
    return this.buffer;
  }
  /** pdfjs's own decoder in the real class; here it records that it ran and from where. */
  readBlock(): void {
    this.jsBlocks++;
    this.eof = true;
  }
  text(): string {
    return Buffer.from(this.buffer.subarray(0, this.bufferLength)).toString('latin1');
  }
}
useNativeInflate(StandInFlateStream as never);

describe('useNativeInflate', () => {
  it('inflates the whole stream on the first read, without pdfjs decoder', () => {
    const page = 'BT /F1 11 Tf (Archivist) Tj ET\n'.repeat(200);
    const stream = new StandInFlateStream(deflateSync(Buffer.from(page, 'latin1')));
    stream.readBlock();
    expect(stream.text()).toBe(page);
    expect(stream.eof).toBe(true);
    expect(stream.jsBlocks).toBe(0);
  });

  it('keeps what was buffered before and appends after it', () => {
    const stream = new StandInFlateStream(deflateSync(Buffer.from('second', 'latin1')));
    stream.ensureBuffer(5).set(Buffer.from('first'));
    stream.bufferLength = 5;
    stream.readBlock();
    expect(stream.text()).toBe('firstsecond');
  });

  it('hands a stream cut short back to pdfjs decoder (which fails it as before)', () => {
    const page = Array.from({ length: 400 }, (_, i) => `line ${i} of the page`).join('\n');
    const whole = deflateSync(Buffer.from(page, 'latin1'));
    const stream = new StandInFlateStream(whole.subarray(0, Math.floor(whole.length / 2)));
    stream.readBlock();
    expect(stream.jsBlocks).toBe(1);
    expect(stream.str.pos).toBe(2);
    expect(stream.bufferLength).toBe(0);
  });

  it('hands corrupt data back to pdfjs decoder from where it started', () => {
    const stream = new StandInFlateStream(new Uint8Array([0x78, 0x9c, 0xff, 0xff, 0xff, 1, 2, 3]));
    stream.readBlock();
    expect(stream.jsBlocks).toBe(1);
    expect(stream.str.pos).toBe(2);
    expect(stream.bufferLength).toBe(0);
    // Later reads go straight to pdfjs's decoder: zlib is tried once per stream.
    stream.readBlock();
    expect(stream.jsBlocks).toBe(2);
  });
});
