#!/usr/bin/env node
// Build step after `tsc` (package.json "build"): the given-name tables of
// gender-detection-from-name as sorted text, one name per line, in
// dist/parser/fields/names/<language>.txt, beside the tables generated from public data and
// kept in src/parser/fields/names/ (scripts/generate-given-names.mjs), which are copied there.
// src/parser/fields/given-names.ts searches them as they are read instead of filling a Set
// from the package's JavaScript files on every start (~36 ms for the five tables, paid by
// every cold parse). Without them (a source checkout before the build) it reads the
// package's files as before.
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OUT = fileURLToPath(new URL('../dist/parser/fields/names/', import.meta.url));
const { PACKAGE_NAME_LANGUAGES, packageTableFile, sortedNamesText } = await import(pathToFileURL(`${OUT}../given-names.js`).href);

mkdirSync(OUT, { recursive: true });
for (const language of PACKAGE_NAME_LANGUAGES) {
  const text = sortedNamesText(packageTableFile(language));
  if (text === '') throw new Error(`the ${language} given-name table is empty: gender-detection-from-name changed?`);
  writeFileSync(`${OUT}${language}.txt`, text);
}

const GENERATED = fileURLToPath(new URL('../src/parser/fields/names/', import.meta.url));
for (const file of readdirSync(GENERATED).filter((f) => f.endsWith('.txt'))) copyFileSync(`${GENERATED}${file}`, `${OUT}${file}`);
