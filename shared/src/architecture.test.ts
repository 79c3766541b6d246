import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The never-arrows between the workspace's packages (docs/architecture.md): a remote reaches another remote only
// at runtime through Module Federation, never by importing its files; everything several packages need lives in
// @shop/shared, which imports none of them; the API never imports a frontend, nor a frontend the API.
const REPO = path.resolve(__dirname, '../..');
const SHARED = '@shop/shared';
const REMOTES = readdirSync(REPO).filter((name) => name.startsWith('mf-'));

/** Which workspace packages each package may import (besides itself). */
const MAY_IMPORT: Record<string, string[]> = {
  shared: [],
  api: ['shared'],
  shell: ['shared'],
  e2e: ['shared'],
  ...Object.fromEntries(REMOTES.map((remote) => [remote, ['shared']])),
};
const PACKAGES = Object.keys(MAY_IMPORT);

/**
 * Data files other packages may read: what a remote publishes (its exposed modules: the route table's module ids are
 * built from it), and the shell's page texts (the end-to-end tests check that the server renders them).
 */
const PUBLISHED_INTERFACE = /(^|\/)module-federation\.config\.json$|(^|\/)shell\/src\/pages\/content\//;

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bjest\.mock\s*\(\s*)['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(m|c)?(t|j)sx?$/.test(entry.name) ? [full] : [];
  });
}

/** The workspace package a specifier points into (by relative path or package name), or null for a library. */
function targetPackage(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const [top] = path.relative(REPO, path.resolve(path.dirname(fromFile), specifier)).split(path.sep);
    return top && PACKAGES.includes(top) ? top : null;
  }
  if (specifier === SHARED || specifier.startsWith(`${SHARED}/`)) return 'shared';
  const [name] = specifier.split('/');
  return name && PACKAGES.includes(name) ? name : null;
}

/** Every import in `pkg` that crosses into a package it may not use, as `file: specifier`. */
function forbiddenImports(pkg: string): string[] {
  const allowed = [pkg, ...(MAY_IMPORT[pkg] ?? [])];
  return sourceFiles(path.join(REPO, pkg)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)]
      .map((match) => match[1] as string)
      .filter((specifier) => {
        if (PUBLISHED_INTERFACE.test(specifier)) return false;
        const target = targetPackage(file, specifier);
        return target !== null && !allowed.includes(target);
      })
      .map((specifier) => `${path.relative(REPO, file)}: ${specifier}`),
  );
}

describe('architecture: imports between packages', () => {
  it('knows every package of the workspace', () => {
    expect(PACKAGES).toEqual(expect.arrayContaining(['shared', 'api', 'shell', 'mf-catalog', 'mf-product']));
  });

  it.each(PACKAGES)('%s imports only the packages it may use', (pkg) => {
    expect(forbiddenImports(pkg)).toEqual([]);
  });

  it('tells a crossing import from a library or an import inside the package', () => {
    const file = path.join(REPO, 'mf-product/src/features/product-page/components/FavouriteHeart.tsx');
    expect(targetPackage(file, '../../../../../mf-catalog/src/exposed/WebshopPage')).toBe('mf-catalog');
    expect(targetPackage(path.join(REPO, 'mf-product/src/App.tsx'), '../../mf-checkout')).toBe('mf-checkout');
    expect(targetPackage(file, '../../../api/useCompareList')).toBe('mf-product');
    expect(targetPackage(file, '../../../../../../elsewhere')).toBeNull();
    expect(targetPackage(file, 'mf-catalog/src/x')).toBe('mf-catalog');
    expect(targetPackage(file, 'shell/src/App')).toBe('shell');
    expect(targetPackage(file, '@shop/shared/state')).toBe('shared');
    expect(targetPackage(file, 'react-router-dom')).toBeNull();
    expect(PUBLISHED_INTERFACE.test('../../../mf-product/module-federation.config.json')).toBe(true);
    expect(PUBLISHED_INTERFACE.test('../../../mf-product/rspack.config.mjs')).toBe(false);
  });
});
