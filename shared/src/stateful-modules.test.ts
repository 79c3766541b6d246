import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import statefulModules from '../build/stateful-modules.json';

// Module-level state (a `let`, or a Set/Map/channel created at load) must be one instance per page, so such a file
// must be in build/stateful-modules.json, which the federation config shares by file (decision 006).
const MODULE_LEVEL_STATE = /^(let |(export )?const \w+ = new (Set|Map|BroadcastChannel)\b)/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('stateful modules of @shop/shared', () => {
  const srcDir = __dirname;
  const stateful = sourceFiles(srcDir)
    .filter((file) => MODULE_LEVEL_STATE.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(srcDir, file).split(path.sep).join('/'));

  it('are all shared as singletons by the federation config', () => {
    expect(stateful).toContain('alerts/alertStore.ts');
    expect(stateful.filter((file) => !statefulModules.includes(file))).toEqual([]);
  });

  it('lists only files that exist', () => {
    const all = sourceFiles(srcDir).map((file) => path.relative(srcDir, file).split(path.sep).join('/'));
    expect(statefulModules.filter((file) => !all.includes(file))).toEqual([]);
  });
});
