// The layer rules of DESIGN.md §1, checked in `npm test` (npm run lint):
//   cli → server → service → {store, parser} → domain
// A module may import its own folder and the layers below it, never a layer above or beside it
// (store and parser do not know each other); runtime code does not import migrations (only the
// code that runs or dumps them does); and no import cycle leaves a folder.
const LAYERS = ['domain', 'store|parser', 'service', 'server', 'cli'];

/** For each layer, a rule that forbids imports from it into any layer above or beside it. */
const upward = LAYERS.map((layer, index) => {
  const own = `^src/(${layer})/`;
  const allowed = LAYERS.slice(0, index).join('|');
  return {
    name: `no-up-from-${layer.replace('|', '-or-')}`,
    comment: `src/{${layer}} may import only ${allowed ? `src/{${allowed}}` : 'itself'} (DESIGN.md §1: cli → server → service → {store, parser} → domain)`,
    severity: 'error',
    from: { path: own },
    to: { path: '^src/', pathNot: [`^src/$1/`, ...(allowed ? [`^src/(${allowed})/`] : [])] },
  };
});

module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-migrations-at-runtime',
      comment: 'SQL that runtime code needs lives in runtime modules; migrations are history, imported only by their runners and the table dumps',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [
          '/migrations',
          '^src/store/(sqlite/)?database\\.ts$',
          '^src/store/postgres/postgres-store\\.ts$',
          // Compares the database's schema version with the newest migration (/ready, doctor).
          '^src/store/probe\\.ts$',
          '^src/store/(sqlite/)?(sqlite-)?table-dump\\.ts$',
          '^src/store/postgres/table-dump\\.ts$',
        ],
      },
      to: { path: '/migrations' },
    },
    {
      name: 'no-cycle-across-folders',
      comment: 'an import cycle between files of different folders ties the folders together; break it with a module both import',
      severity: 'error',
      from: { path: '^(src/.+)/[^/]+$' },
      to: { circular: true, viaSomeNot: '^$1/[^/]+$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.cts', '.js'] },
  },
};
