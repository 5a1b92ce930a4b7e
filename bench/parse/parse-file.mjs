#!/usr/bin/env node
// Prints the SPEC.md 2.6 parsed résumé for one file, so the parser can be scored before
// the CLI command exists:
//   node /work/shared/tools/score-parser.mjs --cmd 'node bench/parse/parse-file.mjs {file}'
// Images are written to a temp folder and given as file:// URLs; jobs is always [].
// Plain Node ESM over the built dist/ (run `npm run build` first).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDocument } from '../../dist/parser/index.js';

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: node bench/parse/parse-file.mjs FILE\n');
  process.exit(2);
}

try {
  const doc = await parseDocument({ bytes: readFileSync(file), fileName: basename(file) });
  const dir = mkdtempSync(join(tmpdir(), 'recruit-parse-'));
  const save = (image, name) => {
    const path = join(dir, `${name}.${image.mime === 'image/png' ? 'png' : 'jpg'}`);
    writeFileSync(path, image.bytes);
    return pathToFileURL(path).href;
  };
  const { fields } = doc;
  const result = {
    person: {
      last: fields.last, first: fields.first, birth_date: fields.birth_date,
      email: fields.email, phone: fields.phone, category: fields.category,
      address: fields.address, tags: fields.tags,
      face: doc.face ? save(doc.face, 'face') : '',
    },
    jobs: [],
    keywords: fields.keywords,
    content: doc.content,
    images: doc.images.map((image, i) => save(image, `image-${i + 1}`)),
  };
  process.stdout.write(JSON.stringify(result) + '\n');
} catch (err) {
  process.stderr.write(`error: ${err.code ?? err.name}: ${err.message}\n`);
  process.exitCode = 1;
}
