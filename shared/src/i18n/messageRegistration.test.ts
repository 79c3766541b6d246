import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageGroup } from './messageRegistry';

// A page knows only the texts registered on it (messageRegistry.ts): the shared groups (sharedMessages.ts, from the
// shell), the error texts once errorMessage.ts loads (errorTexts.ts), and in a remote the groups its src/messages.ts
// registers when one of its exposed modules loads. This checks from the sources that every text a package uses is
// registered wherever that package's code runs.
const REPO = path.resolve(__dirname, '../../..');
const REMOTES = readdirSync(REPO).filter((name) => name.startsWith('mf-'));

/** Every group of ./messages by its exported name (`catalogMessages`). */
const groups = new Map<string, MessageGroup>(
  readdirSync(path.join(__dirname, 'messages'))
    .filter((file) => file !== 'define.ts')
    .flatMap((file) => Object.entries(require(`./messages/${file}`) as Record<string, MessageGroup>)),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The groups a registration file names in its `registerMessages(...)` call. */
function registeredGroups(file: string): string[] {
  const call = readFileSync(file, 'utf8').match(/registerMessages\(([^)]*)\)/)?.[1] ?? '';
  return call.match(/\w+Messages\b/g) ?? [];
}

/** The message keys a file names: whole keys in quotes, and every key under a template's prefix (`error.${code}`). */
function keysUsed(file: string, allKeys: string[]): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)*\.?)(['"`]|\$\{)/g)].flatMap(([, literal, end]) =>
    end === '${'
      ? allKeys.filter((key) => key.startsWith(literal as string))
      : allKeys.filter((key) => key === literal),
  );
}

const sharedGroups = registeredGroups(path.join(__dirname, 'sharedMessages.ts'));
const errorGroups = registeredGroups(path.join(__dirname, 'errorTexts.ts'));

/** Each `file: key` of `dirs` whose key is in none of `groupNames` (nor in the error texts, if the file loads them). */
function unregisteredKeys(dirs: string[], groupNames: string[]): string[] {
  const allKeys = [...groups.values()].flatMap((group) => Object.keys(group.sr));
  const keysOf = (names: string[]) => new Set(names.flatMap((name) => Object.keys(groups.get(name)?.sr ?? {})));
  const known = keysOf(groupNames);
  const withErrors = keysOf([...groupNames, ...errorGroups]);
  return dirs.flatMap(sourceFiles).flatMap((file) => {
    const loadsErrorTexts = /^import '\.\/errorTexts';$/m.test(readFileSync(file, 'utf8'));
    return keysUsed(file, allKeys)
      .filter((key) => !(loadsErrorTexts ? withErrors : known).has(key))
      .map((key) => `${path.relative(REPO, file)}: ${key}`);
  });
}

describe('the texts each build registers', () => {
  it('reads the groups and the registration files', () => {
    expect(sharedGroups).toEqual(expect.arrayContaining(['commonMessages', 'shellMessages']));
    expect(errorGroups).toEqual(['errorMessages']);
    for (const name of [...sharedGroups, ...errorGroups]) expect(groups.has(name)).toBe(true);
    expect(REMOTES).toEqual(expect.arrayContaining(['mf-catalog', 'mf-product']));
  });

  it('finds whole keys and template prefixes, and a key outside the groups', () => {
    const allKeys = [...groups.values()].flatMap((group) => Object.keys(group.sr));
    const file = path.join(REPO, 'shared/src/i18n/errorMessage.ts');
    expect(keysUsed(file, allKeys)).toContain('error.INTERNAL');
    expect(unregisteredKeys([path.join(REPO, 'mf-catalog/src')], [])).toEqual(
      expect.arrayContaining([expect.stringMatching(/: listing\.sort\.naziv$/)]),
    );
  });

  it('has every text of the shell and of @shop/shared in the shared groups', () => {
    expect(unregisteredKeys([path.join(REPO, 'shell/src'), path.join(REPO, 'shared/src')], sharedGroups)).toEqual([]);
  });

  it.each(REMOTES)('%s registers every text it uses beyond the shared groups', (remote) => {
    const own = registeredGroups(path.join(REPO, remote, 'src/messages.ts'));
    for (const name of own) expect(groups.has(name)).toBe(true);
    expect(unregisteredKeys([path.join(REPO, remote, 'src')], [...sharedGroups, ...own])).toEqual([]);
  });

  it.each(REMOTES)('%s registers its texts from each exposed module', (remote) => {
    const exposedDir = path.join(REPO, remote, 'src/exposed');
    const missing = sourceFiles(exposedDir).filter(
      (file) => !/^import '\.\.\/messages';$/m.test(readFileSync(file, 'utf8')),
    );
    expect(missing.map((file) => path.relative(REPO, file))).toEqual([]);
  });
});
