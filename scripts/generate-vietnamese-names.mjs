#!/usr/bin/env node
// Generates src/parser/fields/names/vi-family.txt: Vietnamese family names, from @faker-js/faker (MIT), locale vi,
// person.last_name (run by hand when the source changes; faker is needed only here). Vietnamese prints the family name
// first ("Nguyễn Văn An"), and no given-name table of the project knows Vietnamese names: name-order-vietnamese.ts
// reads this one to tell the order. One name a line, lowercase as printed (with its accents), in code-unit order; '#'
// lines before the names say where they come from.
//   node scripts/generate-vietnamese-names.mjs [--from DIR]   (DIR holds node_modules with @faker-js/faker; default: this project)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fromAt = process.argv.indexOf('--from');
const from = fromAt > 0 ? process.argv[fromAt + 1] : ROOT;
const require = createRequire(join(from, 'package.json'));
const version = JSON.parse(readFileSync(require.resolve('@faker-js/faker/package.json'), 'utf8')).version;
const { fakerVI } = await import(pathToFileURL(require.resolve('@faker-js/faker')).href);
const definition = fakerVI.rawDefinitions.person.last_name;
const names = (Array.isArray(definition) ? definition : Object.values(definition).flat()).map((n) => n.normalize('NFC').toLowerCase());
const header = `# Vietnamese family names: @faker-js/faker ${version} (MIT), locale vi, person.last_name. scripts/generate-vietnamese-names.mjs`;
writeFileSync(join(ROOT, 'src/parser/fields/names/vi-family.txt'), `${header}\n${[...new Set(names)].sort().join('\n')}\n`);
console.log(`${new Set(names).size} names`);
