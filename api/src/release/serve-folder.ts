import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServedFolder {
  origin: string;
  close(): Promise<void>;
}

/**
 * A folder's files over HTTP on a free local port: the federation runtime's Node plugin fetches a remote's Node
 * build by URL (as from the API in production), so a build on disk is served for it to load.
 */
export async function serveFolder(folder: string): Promise<ServedFolder> {
  const server = createServer((request, response) => {
    const file = path.join(folder, path.normalize(decodeURIComponent(request.url?.split('?', 1)[0] ?? '/')));
    readFile(file).then(
      (body) => response.writeHead(200).end(body),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
