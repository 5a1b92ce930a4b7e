import { readdirSync, readFileSync } from 'node:fs';
import { parseDocument } from './dist/parser/pipeline.js';
const dir = '/work/shared/corpus/resumes/';
const files = readdirSync(dir).filter(f => /\.(pdf|docx|odt|rtf|txt|doc|html?)$/.test(f) && !/scan/.test(f)).sort();
for (let round = 0; round < 3; round++) {
  for (const f of files) { try { await parseDocument({ bytes: new Uint8Array(readFileSync(dir + f)), fileName: f }, { ocr: false }); } catch {} }
  globalThis.gc(); await new Promise(r => setTimeout(r, 100)); globalThis.gc();
  const m = process.memoryUsage(); console.log('round', round, 'heapUsed', (m.heapUsed/1048576).toFixed(0), 'rss', (m.rss/1048576).toFixed(0));
}
