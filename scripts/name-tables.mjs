#!/usr/bin/env node
// Build step after `tsc` (package.json "build"): the given-name tables of
// gender-detection-from-name as sorted text, one name per line, in
// dist/parser/fields/names/<language>.txt. src/parser/fields/given-names.ts searches them as
// they are read instead of filling a Set from the package's JavaScript files on every start
// (~36 ms for the five tables; issue 14 item 8: cold start). Without them (a source checkout
// before the build) it reads the package's files as before.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const OUT = fileURLToPath(new URL('../dist/parser/fields/names/', import.meta.url));
const { NAME_LANGUAGES, packageTableFile, sortedNamesText } = await import(pathToFileURL(`${OUT}../given-names.js`).href);

mkdirSync(OUT, { recursive: true });
for (const language of NAME_LANGUAGES) {
  const text = sortedNamesText(packageTableFile(language));
  if (text === '') throw new Error(`the ${language} given-name table is empty: gender-detection-from-name changed?`);
  writeFileSync(`${OUT}${language}.txt`, text);
}
