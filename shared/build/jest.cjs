// The one Jest set-up for TypeScript packages: SWC transpiles TS/TSX to CommonJS (fast, no type check: `tsc` does
// that in `pnpm typecheck`), and CSS Modules resolve to their class names.
const path = require('node:path');

/** @param {{ environment?: 'node' | 'jsdom' }} [options] */
module.exports = function createJestConfig(options = {}) {
  return {
    testEnvironment: options.environment ?? 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest-css-module.cjs') },
    // Pages register only the texts they use (src/i18n/messageRegistry.ts); a test renders any part of a package alone.
    setupFiles: [path.join(__dirname, '..', 'src', 'i18n', 'allMessages.ts')],
  };
};
