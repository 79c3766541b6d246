import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

let shellHtml: { file: string; modifiedMs: number; text: Promise<string> } | undefined;

/** index.html, read again only when the file changes (a redeployed shell): one stat per request instead of a read. */
export async function readShellHtml(shellDir: string): Promise<string> {
  const file = path.join(shellDir, 'index.html');
  const { mtimeMs } = await stat(file);
  if (shellHtml?.file !== file || shellHtml.modifiedMs !== mtimeMs) {
    shellHtml = { file, modifiedMs: mtimeMs, text: readFile(file, 'utf8') };
  }
  return shellHtml.text;
}
