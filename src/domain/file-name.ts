// Safe document file names (DESIGN.md §3): no path parts, no control characters or
// bidirectional overrides, at most 255 bytes of UTF-8. "../../etc/passwd" is stored as "passwd".
const MAX_BYTES = 255;

export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\u0000-\u001F\u007F-\u009F]/g, '')
    // Direction overrides and line separators make "cv\u202Efdp.exe" display as "cvexe.pdf"
    //; the invisible direction marks go with them.
    .replace(/[\u202A-\u202E\u2066-\u2069\u2028\u2029\u200E\u200F\u061C]/g, '')
    .replace(/["<>|:*?]/g, '_')
    .trim()
    .replace(/^\.+/, '');
  if (name === '' || name === '.' || name === '..') name = 'file';
  return truncateUtf8(name, MAX_BYTES);
}

/**
 * At most `maxBytes` of UTF-8, cut between code points (never inside a character), keeping
 * the extension when cutting a long name.
 */
export function truncateUtf8(name: string, maxBytes: number): string {
  if (Buffer.byteLength(name) <= maxBytes) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
  // One pass over the code points (cutting one at a time and re-measuring was quadratic:
  // a 1,024-character name blocked the server's event loop for ~85 ms, found by fuzzing).
  const budget = maxBytes - Buffer.byteLength(extension);
  let stem = '';
  let used = 0;
  for (const char of name.slice(0, name.length - extension.length)) {
    const size = Buffer.byteLength(char);
    if (used + size > budget) break;
    stem += char;
    used += size;
  }
  return stem + extension;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  xml: 'application/xml',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  zip: 'application/zip',
};

/** Content-Type for a download, by extension; unknown → application/octet-stream. */
export function contentTypeFor(fileName: string): string {
  const extension = fileName.includes('.') ? fileName.split('.').pop()!.toLowerCase() : '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
