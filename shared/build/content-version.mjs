// The version a module of @shop/shared is shared under when it is shared by content (decision 006, issue 23): a hash
// of the file and of every file it imports inside @shop/shared, so two builds share it exactly when their copies match.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RELATIVE_IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import of `specifier` from `file` resolves to (TypeScript's rules for our relative imports). */
function resolveImport(file, specifier) {
  const base = path.resolve(path.dirname(file), specifier);
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** `file` and everything it imports relatively, each once. */
function importClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
    const imported = resolveImport(file, specifier);
    if (imported) importClosure(imported, seen);
  }
  return seen;
}

/**
 * A semver version (`1.0.<n>`) from the contents of `file` and its imports. Type-only imports count too: a change
 * there may change nothing at runtime, and then costs one extra download, never a mismatch.
 */
export function contentVersion(file) {
  const hash = createHash('sha256');
  // Paths relative to the file: the same source gives the same version wherever it is built.
  const members = [...importClosure(file)].map((member) => path.relative(path.dirname(file), member)).sort();
  for (const member of members) hash.update(member).update(readFileSync(path.resolve(path.dirname(file), member)));
  return `1.0.${Number.parseInt(hash.digest('hex').slice(0, 12), 16)}`;
}
