// The command-line options the parser benches read alike (themes.mjs, latex.mjs, office.mjs).

/** The value after `name` on the command line, or undefined. */
export const text = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);

/** The number after `name`, or `fallback`. */
export const arg = (name, fallback) => (text(name) === undefined ? fallback : Number(text(name)));

/** The templates `--templates a,b` names (all of `known` without it); an unknown name ends the bench with exit 2. */
export function pickTemplates(known) {
  const picked = text('--templates')?.split(',') ?? Object.keys(known);
  const unknown = picked.filter((t) => !(t in known));
  if (unknown.length > 0) {
    console.error(`--templates: ${unknown.join(', ')} is none of ${Object.keys(known).join(', ')}`);
    process.exit(2);
  }
  return picked;
}

/**
 * What `--content` asks for: the generator's own values (`generator`, the default) or faker's people, firms, titles and
 * addresses (`faker`: ./faker-content.mjs). Returns the function that turns a résumé of a CV into the one printed.
 */
export async function pickContent() {
  const content = text('--content') ?? 'generator';
  if (content === 'generator') return (resume) => resume;
  if (content === 'faker') return (await import('./faker-content.mjs')).withFakerContent;
  console.error(`--content: ${content} is none of generator, faker`);
  process.exit(2);
}
