// The host's index.html preloads the chunks that hold the shared singletons every page starts with (react-dom, the
// router, TanStack Query). Without it the browser learns of them only once the main chunk has run the federation
// runtime's share negotiation: one more round trip before hydration can start.
import { rspack } from '@rspack/core';

const START_UP_PACKAGE =
  /[\\/]node_modules[\\/](react-dom|react-router|react-router-dom|@tanstack[\\/]react-query|@tanstack[\\/]query-core)[\\/]/;

export class PreloadSharedPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadSharedPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'PreloadSharedPlugin',
        async (data) => {
          const preloads = startUpChunkFiles(compilation).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          }));
          data.assetTags.scripts.unshift(...preloads);
          return data;
        },
      );
    });
  }
}

/** The JS files of the chunks with a start-up package in them (not the entry chunk: its script tag is there already). */
function startUpChunkFiles(compilation) {
  const files = new Set();
  for (const chunk of compilation.chunks) {
    if (chunk.canBeInitial()) continue;
    const modules = compilation.chunkGraph.getChunkModules(chunk);
    // The identifier names the file of plain and of concatenated modules alike (`resource` only of plain ones).
    if (!modules.some((module) => START_UP_PACKAGE.test(module.identifier()))) continue;
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
}
