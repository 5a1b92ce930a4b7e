// Command-line flags of the benchmark scripts: one reader, so every bench refuses a bad value alike.

/** `--name N`: a whole number, or `fallback` when the flag is absent; anything else stops the bench. */
export function numberOption(name, fallback, argv = process.argv) {
  const index = argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  const value = argv[index + 1];
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`--${name} needs a number`);
  return Number(value);
}
