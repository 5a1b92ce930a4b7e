// The way new people travel from the event loop to the person writer's thread (person-writer.ts,
// person-writer-worker.ts): a ring of bytes in shared memory, one writer (the event loop) and one
// reader (the thread), each text a record of its UTF-8 bytes.
//
// Why not postMessage: a message costs the event loop its serialisation, a queue under a lock and,
// every time, a wake-up of the thread's event loop (a write to an eventfd, an expensive cross-core
// wake-up on a virtual machine) — about 8 % of a POST /person's CPU in a profile under load. Here the
// event loop copies the text into the ring and wakes the thread only when the thread sleeps, waiting
// for work: while it writes and syncs a batch (under load, nearly always) the people of the next
// one cost the event loop no system call at all.
//
// Layout: a few Int32 counters (CONTROL_*) and the ring. Positions are byte counts since the start,
// as Int32 that wrap around (their difference, `| 0`, is what is in use); a record starts on a
// multiple of 4 with its length as an Int32, its bytes follow; a length of -1 says "the next record
// is at the ring's start" (a record is never split at the end).

/** Int32 counters of the control buffer. */
export const CONTROL_BEGUN = 0; // people the thread has begun to write (person-writer-protocol.ts)
const CONTROL_WRITTEN = 1; // bytes the event loop has put in the ring
const CONTROL_READ = 2; // bytes the thread has taken out
const CONTROL_WAITING = 3; // 1 while the thread sleeps (or is about to)
const CONTROL_SIGNAL = 4; // bumped to wake the thread
const CONTROL_STOP = 5; // 1: finish what is in the ring, then end
const CONTROL_SLOTS = 6;

const WRAP = -1;

export interface RingBuffers {
  control: SharedArrayBuffer;
  data: SharedArrayBuffer;
}

/** The ring's memory; `bytes` is rounded up to a power of two (at least 64). */
export function createRingBuffers(bytes: number): RingBuffers {
  let size = 64;
  while (size < bytes) size *= 2;
  return { control: new SharedArrayBuffer(CONTROL_SLOTS * 4), data: new SharedArrayBuffer(size) };
}

const align = (length: number) => (length + 3) & ~3;

/** The event loop's end: puts texts in, wakes the thread when it sleeps. */
export class RingWriter {
  readonly #control: Int32Array;
  readonly #bytes: Uint8Array;
  readonly #ints: Int32Array;
  readonly #size: number;
  readonly #encoder = new TextEncoder();
  #written: number;

  constructor(buffers: RingBuffers) {
    this.#control = new Int32Array(buffers.control);
    this.#bytes = new Uint8Array(buffers.data);
    this.#ints = new Int32Array(buffers.data);
    this.#size = buffers.data.byteLength;
    this.#written = Atomics.load(this.#control, CONTROL_WRITTEN);
  }

  /** Whether nothing is in the ring that the thread has not taken out. */
  get empty(): boolean {
    return this.#written === Atomics.load(this.#control, CONTROL_READ);
  }

  /**
   * Puts one text in the ring, for the thread to take; false (and nothing written) when there is
   * not room for it now. Call wake() once the texts of a turn are in.
   */
  write(text: string): boolean {
    const size = this.#size;
    const free = size - ((this.#written - Atomics.load(this.#control, CONTROL_READ)) | 0);
    const at = this.#written & (size - 1);
    const tail = size - at;
    let length = this.#encode(text, at, Math.min(tail, free));
    let advance: number;
    if (length >= 0) {
      this.#ints[at >> 2] = length;
      advance = 4 + align(length);
    } else {
      // No room before the end: the record goes to the ring's start, if the thread has read that far.
      if (free <= tail) return false;
      length = this.#encode(text, 0, free - tail);
      if (length < 0) return false;
      this.#ints[0] = length;
      this.#ints[at >> 2] = WRAP;
      advance = tail + 4 + align(length);
    }
    this.#written = (this.#written + advance) | 0;
    // Publishes the bytes above too: the thread reads them after loading this.
    Atomics.store(this.#control, CONTROL_WRITTEN, this.#written);
    return true;
  }

  /** Wakes the thread if it sleeps: the only system call here, and only when it is idle. */
  wake(): void {
    if (Atomics.load(this.#control, CONTROL_WAITING) === 0) return;
    // Cleared here, not only by the thread once it runs: until it does, later turns would wake it again.
    if (Atomics.compareExchange(this.#control, CONTROL_WAITING, 1, 0) !== 1) return;
    Atomics.add(this.#control, CONTROL_SIGNAL, 1);
    Atomics.notify(this.#control, CONTROL_SIGNAL, 1);
  }

  /** Asks the thread to write what is in the ring and end. */
  stop(): void {
    Atomics.store(this.#control, CONTROL_STOP, 1);
    Atomics.add(this.#control, CONTROL_SIGNAL, 1);
    Atomics.notify(this.#control, CONTROL_SIGNAL, 1);
  }

  /** The text's UTF-8 bytes after a length slot at `at`, within `room` bytes: their length, or -1. */
  #encode(text: string, at: number, room: number): number {
    if (room < 4) return -1;
    const result = this.#encoder.encodeInto(text, this.#bytes.subarray(at + 4, at + room));
    return result.read === text.length ? result.written : -1;
  }
}

/** The thread's end: takes every text there is, sleeps until there are more. */
export class RingReader {
  readonly #control: Int32Array;
  readonly #ints: Int32Array;
  readonly #data: SharedArrayBuffer;
  readonly #size: number;
  #read: number;

  constructor(buffers: RingBuffers) {
    this.#control = new Int32Array(buffers.control);
    this.#ints = new Int32Array(buffers.data);
    this.#data = buffers.data;
    this.#size = buffers.data.byteLength;
    this.#read = Atomics.load(this.#control, CONTROL_READ);
  }

  /** Every text written so far and not yet taken, in order; their room is free again once this returns. */
  takeAll(): string[] {
    const texts: string[] = [];
    const end = Atomics.load(this.#control, CONTROL_WRITTEN);
    const size = this.#size;
    let read = this.#read;
    while (read !== end) {
      const at = read & (size - 1);
      const length = this.#ints[at >> 2]!;
      if (length === WRAP) {
        read = (read + size - at) | 0;
        continue;
      }
      texts.push(Buffer.from(this.#data, at + 4, length).toString('utf8'));
      read = (read + 4 + align(length)) | 0;
    }
    this.#read = read;
    Atomics.store(this.#control, CONTROL_READ, read);
    return texts;
  }

  /** Whether the event loop asked the thread to end. */
  get stopping(): boolean {
    return Atomics.load(this.#control, CONTROL_STOP) === 1;
  }

  /**
   * Sleeps until a text is written or stop() is called (at once if either happened since the last
   * takeAll); true if the wait was cut short by `timeoutMs` (a test's bound; the thread waits without one).
   */
  waitForMore(timeoutMs = Infinity): boolean {
    const signal = Atomics.load(this.#control, CONTROL_SIGNAL);
    Atomics.store(this.#control, CONTROL_WAITING, 1);
    let timedOut = false;
    // Checked after WAITING is set: a writer that did not see it set wrote before this load.
    if (Atomics.load(this.#control, CONTROL_WRITTEN) === this.#read && !this.stopping) {
      timedOut = Atomics.wait(this.#control, CONTROL_SIGNAL, signal, timeoutMs) === 'timed-out';
    }
    Atomics.store(this.#control, CONTROL_WAITING, 0);
    return timedOut;
  }
}
