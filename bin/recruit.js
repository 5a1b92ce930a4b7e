#!/usr/bin/env node
// Tiny launcher: everything lives in the compiled CLI (src/cli/main.ts → dist/cli/main.js).
import('../dist/cli/main.js').then((m) => m.main(process.argv)).catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND' && String(err.message).includes('dist/cli/main.js')) {
    process.stderr.write('error: recruit is not built yet\nhint: run `npm install` (it builds dist/) or `npm run build`\n');
  } else {
    process.stderr.write(`error: ${err && err.message ? err.message : String(err)}\n`);
  }
  process.exitCode = 1;
});
