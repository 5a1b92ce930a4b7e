// sharp on first use (issue 14 item 8): loading its native library costs ~130 ms of CPU,
// and a text-only PDF, DOCX without pictures or TXT never needs it. One promise per thread.
import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

export function loadSharp(): Promise<typeof Sharp> {
  return (loading ??= import('sharp').then((m) => m.default));
}
