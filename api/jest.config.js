// The workspace's shared Jest set-up (SWC transpiles TypeScript to CommonJS; `tsc` type-checks separately).
const createJestConfig = require('../shared/build/jest.cjs');

module.exports = {
  ...createJestConfig({ environment: 'node' }),
  // ESM inside CommonJS packages: @fastify/static requires content-disposition@3 (ESM-only) and @fastify/cookie does
  // `import('cookie')` (cookie@2, ESM-only). Node 20 loads both natively (tsx, production); Jest's module loader cannot
  // (not before Node 24.9, nor dynamic import without --experimental-vm-modules), so SWC turns these into CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!\\.pnpm/(content-disposition|cookie|@fastify\\+cookie)@|(content-disposition|cookie|@fastify/cookie)/)',
  ],
  // Suites build a real app on a real database (SQLite, and MySQL when TEST_MYSQL_URL is set).
  testTimeout: 30_000,
  // Two suites at a time even on a 2-core machine: a suite mostly waits on MariaDB (its migrations' DDL, its queries),
  // and one suite's waits are the other's CPU.
  maxWorkers: 2,
};
