// The API's module boundaries (decision 015), checked by `pnpm lint`. A module is a folder `api/src/modules/<domain>/`
// (staff resources: `api/src/modules/admin/<resource>/`); what others may use of it is its public file, `index.ts`.
const MODULE_INDEX = '^api/src/modules/(admin/[^/]+|[^/]+)/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-internals',
      comment: "A module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^api/src/modules/(?!admin/[^/]+/)([^/]+)/' },
      to: { path: '^api/src/modules/', pathNot: [MODULE_INDEX, '^api/src/modules/$1/'] },
    },
    {
      name: 'admin-module-internals',
      comment: "A staff module uses another module only through that module's index.ts.",
      severity: 'error',
      from: { path: '^api/src/modules/admin/([^/]+)/' },
      to: { path: '^api/src/modules/', pathNot: [MODULE_INDEX, '^api/src/modules/admin/$1/'] },
    },
    {
      name: 'module-internals-from-outside',
      comment:
        "Code outside the modules (app.ts, plugins, ssr, tests' helpers, demo) uses a module only through its index.ts.",
      severity: 'error',
      from: { path: '^api/src/', pathNot: '^api/src/modules/' },
      to: { path: '^api/src/modules/', pathNot: MODULE_INDEX },
    },
    {
      name: 'no-demo-in-production',
      comment:
        'Production code does not depend on the demo data. Only the server entry seeds an empty database (demo/seed-on-start.ts), and tests may use the demo.',
      severity: 'error',
      from: {
        path: '^api/src/',
        pathNot: ['^api/src/(demo|test|faults)/', '\\.(test|fault)\\.ts$', '^api/src/server\\.ts$'],
      },
      to: { path: '^api/src/demo/' },
    },
    {
      name: 'server-seeds-only-through-seed-on-start',
      severity: 'error',
      from: { path: '^api/src/server\\.ts$' },
      to: { path: '^api/src/demo/', pathNot: '^api/src/demo/seed-on-start\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.js', '.json'] },
  },
};
