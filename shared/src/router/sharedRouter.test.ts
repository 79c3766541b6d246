import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as sharedRouter from './sharedRouter';

// In a build, `react-router-dom` is sharedRouter.ts (build/rspack.mjs): a name missing from it would be undefined at
// runtime while TypeScript and Jest, which read the real package, see nothing wrong.
const REPO = path.resolve(__dirname, '../../..');
const PACKAGES = ['shell', 'shared', ...readdirSync(REPO).filter((name) => name.startsWith('mf-'))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The values (not types) a source text imports from react-router-dom. */
function routerValuesImported(source: string): string[] {
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)]
    .filter(([, typeOnly]) => !typeOnly)
    .flatMap(([, , names = '']) => names.split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] as string);
}

describe('the shared router module', () => {
  it('reads the values a file imports, not its types', () => {
    const source = `import type { Params } from 'react-router-dom';
import { Link, type RouteObject, useNavigate as navigateHook } from 'react-router-dom';`;
    expect(routerValuesImported(source)).toEqual(['Link', 'useNavigate']);
  });

  it.each(PACKAGES)('exports everything %s imports from react-router-dom', (pkg) => {
    const missing = sourceFiles(path.join(REPO, pkg, 'src'))
      .flatMap((file) => routerValuesImported(readFileSync(file, 'utf8')).map((name) => ({ file, name })))
      .filter(({ name }) => !(name in sharedRouter))
      .map(({ file, name }) => `${path.relative(REPO, file)}: ${name}`);
    expect(missing).toEqual([]);
  });

  it('is the real React Router', () => {
    expect(typeof sharedRouter.createBrowserRouter).toBe('function');
    expect(typeof sharedRouter.RouterProvider).toBe('function');
  });
});
