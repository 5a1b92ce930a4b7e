// Zip-bomb guard for DOCX and ODT (a DOCX whose parts expand to gigabytes):
// reads the ZIP central directory — the sizes each entry *declares* — before anything is
// inflated, and refuses archives that would expand beyond what any résumé needs.
// An entry that lies about its size is still caught by the worker's memory limit.
import { UnprocessableError } from '../../domain/errors.js';

const MAX_TOTAL_BYTES = 100 * 1024 * 1024;
const MAX_ENTRIES = 5000;
/** Deflate tops out near 1000:1 on real data; text/XML compresses 5–20×. */
const MAX_RATIO = 200;
const RATIO_APPLIES_ABOVE = 1024 * 1024;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

export interface ZipEntryInfo { name: string; compressedSize: number; uncompressedSize: number }

export function assertSafeZip(bytes: Uint8Array): ZipEntryInfo[] {
  const entries = readCentralDirectory(bytes);
  if (entries.length > MAX_ENTRIES) throw bomb(`it has ${entries.length} entries`);
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (e.uncompressedSize > RATIO_APPLIES_ABOVE && e.uncompressedSize > MAX_RATIO * Math.max(1, e.compressedSize)) {
      throw bomb(`${e.name} claims to expand ${Math.round(e.uncompressedSize / Math.max(1, e.compressedSize))}×`);
    }
  }
  if (total > MAX_TOTAL_BYTES) throw bomb(`it would expand to ${Math.round(total / 1048576)} MB`);
  return entries;
}

function bomb(why: string): UnprocessableError {
  return new UnprocessableError(`the document's ZIP container is not safe to open: ${why} (possible zip bomb)`);
}

function readCentralDirectory(bytes: Uint8Array): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 + 65535 (comment) bytes.
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65535); i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new UnprocessableError('the document is damaged or truncated (its ZIP directory is missing)');
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw bomb('it uses ZIP64, which no résumé needs');
  if (offset + size > bytes.length) throw new UnprocessableError('the document is damaged or truncated (bad ZIP directory)');

  const entries: ZipEntryInfo[] = [];
  let p = offset;
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== CENTRAL_SIGNATURE) {
      throw new UnprocessableError('the document is damaged (bad ZIP directory entry)');
    }
    const compressedSize = view.getUint32(p + 20, true);
    const uncompressedSize = view.getUint32(p + 24, true);
    const nameLength = view.getUint16(p + 28, true);
    const extraLength = view.getUint16(p + 30, true);
    const commentLength = view.getUint16(p + 32, true);
    const name = decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength));
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff) throw bomb(`${name} uses ZIP64 sizes`);
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
