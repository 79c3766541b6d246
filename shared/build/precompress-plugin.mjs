// Writes .br and .gz siblings of the emitted text assets. The server's static plugin (`preCompressed: true`) sends
// them to browsers that accept them, with no compression work per request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|json|svg|map)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compiler.outputPath;
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name) && !name.endsWith('.map'));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    });
  }
}
