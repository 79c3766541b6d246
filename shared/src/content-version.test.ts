import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The build helper is an ES module (the rspack config's), which Jest's CommonJS cannot require: ask Node. */
function contentVersion(file: string): string {
  const helper = path.join(__dirname, '..', 'build', 'content-version.mjs');
  const script = `import(${JSON.stringify(helper)}).then((m) => process.stdout.write(m.contentVersion(${JSON.stringify(file)})))`;
  return execFileSync('node', ['-e', script], { encoding: 'utf8' });
}

// Decision 024: a module shared by content is used in place of another build's copy only when both hold the same
// source, the module's own and everything it imports.
describe('contentVersion', () => {
  const copies: string[] = [];
  afterAll(() => {
    for (const root of copies) rmSync(root, { recursive: true, force: true });
  });

  function copyOfClient(): string {
    const root = mkdtempSync(path.join(tmpdir(), 'content-version-'));
    copies.push(root);
    cpSync(__dirname, root, { recursive: true, filter: (source) => !source.endsWith('.test.ts') });
    return root;
  }

  it('is the same for the same source wherever it lies, and changes with a file the module imports', () => {
    const first = copyOfClient();
    const second = copyOfClient();
    const version = contentVersion(path.join(first, 'api-client/index.ts'));
    expect(version).toMatch(/^1\.0\.\d+$/);
    expect(contentVersion(path.join(second, 'api-client/index.ts'))).toBe(version);

    writeFileSync(path.join(second, 'contracts/error-codes.ts'), '\nexport const changed = true;\n', { flag: 'a' });
    expect(contentVersion(path.join(second, 'api-client/index.ts'))).not.toBe(version);
    // A file it does not import changes nothing.
    writeFileSync(path.join(first, 'format/price.ts'), '\n// changed\n', { flag: 'a' });
    expect(contentVersion(path.join(first, 'api-client/index.ts'))).toBe(version);
  });
});
