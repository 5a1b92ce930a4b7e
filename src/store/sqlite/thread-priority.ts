// The priority of the calling thread, where the system lets a thread have its own (Linux: each
// thread has its own nice value, set through its thread id). Used by the search build thread of an
// import (search-build-worker.ts) to run in the time the import's other threads leave.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

const LOWEST = 19;

/** This thread's id on Linux (/proc/thread-self links to /proc/<pid>/task/<tid>), else undefined. */
function linuxThreadId(): number | undefined {
  try {
    const id = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

export interface LoweredPriority {
  /** Whether the priority was lowered. */
  lowered: boolean;
  /** Sets it back; false where it cannot (raising a priority needs root on Linux). */
  restore(): boolean;
}

/**
 * Lowers this thread's priority by `steps` nice levels (to 19 at most), relative to the process's
 * own (a process started with `nice` keeps its threads in the same order). Nothing where a thread
 * has no priority of its own to set.
 */
export function lowerThreadPriority(steps: number): LoweredPriority {
  const id = linuxThreadId();
  if (id === undefined) return { lowered: false, restore: () => false };
  let before: number;
  try {
    before = getPriority(id);
    setPriority(id, Math.min(LOWEST, before + steps));
  } catch {
    return { lowered: false, restore: () => false };
  }
  return {
    lowered: true,
    restore: () => {
      try {
        setPriority(id, before);
        return true;
      } catch {
        return false;
      }
    },
  };
}
