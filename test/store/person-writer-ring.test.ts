// The ring the person writer's people travel through (person-writer-ring.ts): one writer, one
// reader, over shared memory. Both ends run here in one thread (the memory is the same); the
// sleep and the wake-up are checked with a real thread.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createRingBuffers, RingReader, RingWriter } from '../../src/store/sqlite/person-writer-ring.js';

describe('person writer ring', () => {
  it('gives back every text in the order written, multi-byte characters whole', () => {
    const buffers = createRingBuffers(256);
    const writer = new RingWriter(buffers);
    const reader = new RingReader(buffers);
    const texts = ['[{"first":"Ödön"}]', '', 'x'.repeat(13), '[{"last":"Ünőké","city":"Ártér"}]'];
    for (const text of texts) expect(writer.write(text)).toBe(true);
    expect(writer.empty).toBe(false);
    expect(reader.takeAll()).toEqual(texts);
    expect(writer.empty).toBe(true);
    expect(reader.takeAll()).toEqual([]);
  });

  it('refuses a text there is no room for, and takes it once the reader has made room', () => {
    const buffers = createRingBuffers(64);
    const writer = new RingWriter(buffers);
    const reader = new RingReader(buffers);
    expect(writer.write('a'.repeat(40))).toBe(true);
    // 44 of 64 bytes in use: 30 more bytes (and their length) do not fit.
    expect(writer.write('b'.repeat(30))).toBe(false);
    expect(reader.takeAll()).toEqual(['a'.repeat(40)]);
    expect(writer.write('b'.repeat(30))).toBe(true);
    expect(reader.takeAll()).toEqual(['b'.repeat(30)]);
    // Never bigger than the ring itself, however empty.
    expect(writer.write('c'.repeat(61))).toBe(false);
  });

  it('wraps around the end many times without splitting or losing a text', () => {
    const buffers = createRingBuffers(64);
    const writer = new RingWriter(buffers);
    const reader = new RingReader(buffers);
    const taken: string[] = [];
    const written: string[] = [];
    for (let i = 0; i < 500; i++) {
      // Lengths that do not divide the ring: records land at every offset, some at its end.
      const text = `${i}:${'é'.repeat(i % 9)}`;
      if (!writer.write(text)) {
        taken.push(...reader.takeAll());
        expect(writer.write(text)).toBe(true);
      }
      written.push(text);
      if (i % 3 === 0) taken.push(...reader.takeAll());
    }
    taken.push(...reader.takeAll());
    expect(taken).toEqual(written);
  });

  it('keeps counting past the Int32 positions\' wrap-around', () => {
    const buffers = createRingBuffers(64);
    // Positions near 2^31, as after 2 GiB of people: the next records cross into negative Int32.
    const control = new Int32Array(buffers.control);
    control[1] = 2 ** 31 - 24;
    control[2] = 2 ** 31 - 24;
    const writer = new RingWriter(buffers);
    const reader = new RingReader(buffers);
    for (let i = 0; i < 20; i++) {
      expect(writer.write(`text ${i}`)).toBe(true);
      expect(reader.takeAll()).toEqual([`text ${i}`]);
    }
    expect(control[1]).toBeLessThan(0);
  });

  it('a reader with nothing to take sleeps until a text is written and woken; stop wakes it too', async () => {
    const buffers = createRingBuffers(1024);
    const writer = new RingWriter(buffers);
    const moduleUrl = new URL('../../dist/store/sqlite/person-writer-ring.js', import.meta.url).href;
    // The thread reports each wait's outcome and what it took, until stopped.
    const worker = new Worker(`
      const { parentPort, workerData } = require('node:worker_threads');
      import(${JSON.stringify(moduleUrl)}).then(({ RingReader }) => {
        const reader = new RingReader(workerData);
        parentPort.postMessage('waiting');
        for (;;) {
          const timedOut = reader.waitForMore(10000);
          const texts = reader.takeAll();
          parentPort.postMessage({ timedOut, texts, stopping: reader.stopping });
          if (reader.stopping) break;
        }
      });
    `, { eval: true, workerData: buffers });
    const messages: unknown[] = [];
    let notify: (() => void) | undefined;
    worker.on('message', (message) => {
      messages.push(message);
      notify?.();
    });
    const next = async (count: number) => {
      while (messages.length < count) await new Promise<void>((resolve) => (notify = resolve));
    };
    try {
      await next(1);
      // Asleep: the wake-up is what gets the text to it, well before its 10 s bound.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(messages).toHaveLength(1);
      writer.write('hello');
      writer.wake();
      await next(2);
      expect(messages[1]).toEqual({ timedOut: false, texts: ['hello'], stopping: false });
      await new Promise((resolve) => setTimeout(resolve, 50));
      writer.stop();
      await next(3);
      expect(messages[2]).toEqual({ timedOut: false, texts: [], stopping: true });
    } finally {
      await worker.terminate();
    }
  });
});
