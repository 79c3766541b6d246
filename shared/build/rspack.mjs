// The one Rspack + Module Federation configuration for the shell and every remote, so that the shared singletons,
// caching-friendly file names and dev-server settings cannot drift between teams. Each package passes only what
// differs: its name, its dev port, and (for remotes) what it exposes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { DEV_PORTS } from './ports.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const singleton = { singleton: true, requiredVersion: false, strictVersion: false };
const sharedSrc = path.resolve(import.meta.dirname, '..', 'src');

/**
 * The modules of @shop/shared that hold state: one instance for the whole page, whoever imports them and however
 * (package path or relative path inside @shop/shared). They are shared by resolved file; see
 * docs/decisions/006-share-only-stateful-modules.md. `src/stateful-modules.test.ts` keeps the list complete.
 */
const STATEFUL_SHARED_FILES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'stateful-modules.json'), 'utf8'));

/**
 * Shared singletons (DESIGN.md §2): one React, one router, one QueryClient, and one instance of each
 * stateful module of @shop/shared. The rest of @shop/shared (texts, contracts, formatting, UI) is bundled into each
 * build, so a remote deployed with new texts or endpoints brings them along, with no shell rebuild.
 */
export const sharedSingletons = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
  'react-router': singleton,
  'react-router-dom': singleton,
  '@tanstack/react-query': singleton,
  ...Object.fromEntries(
    STATEFUL_SHARED_FILES.map((file) => [
      path.join(sharedSrc, file),
      { ...singleton, shareKey: `@shop/shared/${file.replace(/\.tsx?$/, '')}`, version: '1.0.0' },
    ]),
  ),
};

/**
 * @param {{ name: string, dirname: string, exposes?: Record<string, string>, host?: boolean,
 *   runtimePlugins?: string[] }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration}
 */
export function createFederatedConfig({ name, dirname, exposes, host = false, runtimePlugins = [] }) {
  return (_env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const port = DEV_PORTS[name];
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      entry: host ? { main: './src/index.tsx' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dirname, 'dist'),
        // Remotes resolve their chunks relative to wherever their manifest is served from.
        publicPath: host ? '/' : 'auto',
        uniqueName: host ? 'shop_shell' : `shop_${name}`,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
        // zod with its eval-probing JIT off, before any schema exists (the CSP forbids eval).
        alias: { zod$: path.join(sharedSrc, 'contracts', 'zod-jitless.ts') },
      },
      module: {
        // `import styles from './X.module.css'` (a default object), as TypeScript and Jest expect.
        parser: { 'css/module': { namedExports: false } },
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
              env: { targets: 'chrome >= 100, firefox >= 100, safari >= 15.4' },
            },
            type: 'javascript/auto',
          },
          // CSS Modules inside remotes (no global selectors leak); plain .css is for the shell's tokens.
          { test: /\.module\.css$/, type: 'css/module' },
          { test: /(?<!\.module)\.css$/, type: 'css' },
          { test: /\.(svg|png|jpe?g|webp|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: host ? 'shell' : name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          // The shell is built with no remote URLs: it registers them at runtime from /remotes.json.
          remotes: {},
          shared: sharedSingletons,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: !host,
          dts: false,
          // The host ships the federation runtime once; remote entries reuse it instead of bundling their own.
          experiments: host
            ? { asyncStartup: true, provideExternalRuntime: true }
            : { asyncStartup: true, externalRuntime: true },
        }),
        host && new rspack.HtmlRspackPlugin({ template: './src/index.html', minify: production }),
        // Brotli and gzip copies next to each file; the server sends them to browsers that accept them.
        production && new PrecompressPlugin(),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
          // Which build of this package is live (set SHOP_RELEASE to a commit or version when deploying).
          'process.env.SHOP_RELEASE': JSON.stringify(process.env.SHOP_RELEASE ?? 'local'),
        }),
      ].filter(Boolean),
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: host,
        headers: host ? undefined : { 'Access-Control-Allow-Origin': '*' },
        // In dev the shell serves the page and forwards everything the API owns.
        proxy: host
          ? [
              {
                context: ['/api', '/remotes.json', '/mf', '/slike', '/sitemap.xml', '/robots.txt'],
                target: `http://127.0.0.1:${DEV_PORTS.api}`,
              },
              { context: ['/ws'], target: `ws://127.0.0.1:${DEV_PORTS.api}`, ws: true },
            ]
          : undefined,
      },
    };
  };
}

/**
 * A remote's build: its name and what it exposes come from the one `module-federation.config.json` beside its
 * rspack config, which @shop/shared's route table also reads (as a type) to check every remote module id.
 * @param {string} dirname the remote's folder
 */
export function createRemoteConfig(dirname) {
  const { name, exposes } = JSON.parse(readFileSync(path.join(dirname, 'module-federation.config.json'), 'utf8'));
  return createFederatedConfig({ name, dirname, exposes });
}
