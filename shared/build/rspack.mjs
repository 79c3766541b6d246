// The one Rspack + Module Federation configuration for the shell and every remote, so that the shared singletons,
// caching-friendly file names and dev-server settings cannot drift between teams. Each package passes only what
// differs: its name, its dev port, and (for remotes) what it exposes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { contentVersion } from './content-version.mjs';
import { DEV_PORTS } from './ports.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { PreloadSharedPlugin } from './preload-shared-plugin.mjs';

const singleton = { singleton: true, requiredVersion: false, strictVersion: false };
const require = createRequire(import.meta.url);
/** Loads remote entries and chunks in Node (over the runtime's `fetch` hook), for the server builds. */
const NODE_RUNTIME_PLUGIN = require.resolve('@module-federation/node/runtimePlugin');

/**
 * CSS-module class names: the same in the browser build and the server build of a package, or the server-rendered
 * HTML would not match the CSS (and hydration would warn).
 */
const CSS_CLASS_NAME = '[uniqueName]-[local]-[hash:6]';
const sharedSrc = path.resolve(import.meta.dirname, '..', 'src');

/**
 * The modules of @shop/shared that hold state: one instance for the whole page, whoever imports them and however
 * (package path or relative path inside @shop/shared). They are shared by resolved file; see
 * docs/decisions/006-share-only-stateful-modules.md. `src/stateful-modules.test.ts` keeps the list complete.
 */
const STATEFUL_SHARED_FILES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'stateful-modules.json'), 'utf8'));

/**
 * Stateless modules of @shop/shared that every build loads at start: the API client, the endpoint table and the error
 * codes (the "contracts chunk"), and the route table. Shared by content (not singletons): a page loads each once while
 * the builds on it hold the same copy, and a build deployed with a changed copy loads its own, so teams still deploy
 * alone (decision 006; issue 23).
 */
const CONTENT_SHARED_FILES = [
  'api-client/index.ts',
  'contracts/error-codes.ts',
  'contracts/endpoint-routes.ts',
  'site/routes.ts',
];

/**
 * The npm packages shared as singletons (one React, one router, one QueryClient). Data, not code, so that the release
 * check (api/src/release) reads the same list to compare a remote's versions with the live shell's.
 */
const SINGLETON_PACKAGES = JSON.parse(readFileSync(path.join(import.meta.dirname, 'singleton-packages.json'), 'utf8'));

/**
 * Shared singletons (DESIGN.md §2): one React, one router, one QueryClient, and one instance of each
 * stateful module of @shop/shared; and the start-up modules shared by content. The rest of @shop/shared (texts,
 * formatting, UI) is bundled into each build, so a remote deployed with new texts or endpoints brings them along, with
 * no shell rebuild.
 */
export const sharedModules = {
  ...Object.fromEntries(SINGLETON_PACKAGES.map((name) => [name, singleton])),
  // Their subpaths (react/jsx-runtime, react-dom/client) are the same instance.
  'react/': singleton,
  'react-dom/': singleton,
  // Every package imports React Router as react-router-dom; what is shared under that name is
  // src/router/sharedRouter.ts, React Router tree-shaken to its list instead of the whole package (a shared package is
  // never tree-shaken). react-router itself is no shared name: it lives inside that one module.
  'react-router-dom': {
    ...singleton,
    import: path.join(sharedSrc, 'router', 'sharedRouter.ts'),
    version: require('react-router-dom/package.json').version,
  },
  ...Object.fromEntries(
    STATEFUL_SHARED_FILES.map((file) => [
      path.join(sharedSrc, file),
      { ...singleton, shareKey: `@shop/shared/${file.replace(/\.tsx?$/, '')}`, version: '1.0.0' },
    ]),
  ),
  ...Object.fromEntries(
    CONTENT_SHARED_FILES.map((file) => {
      const version = contentVersion(path.join(sharedSrc, file));
      // Only the same content matches: another build's different copy is never used in place of this one.
      const exactly = { singleton: false, strictVersion: false, version, requiredVersion: version };
      return [path.join(sharedSrc, file), { ...exactly, shareKey: `@shop/shared/${file.replace(/\.tsx?$/, '')}` }];
    }),
  ),
};

/**
 * A package's two builds (multi-compiler): the browser build in `dist/`, and the Node build in `dist/server/` that the
 * API's server renderer loads at runtime (the shell's `index.js`, each remote's `remoteEntry.js`; decision 011).
 * `SHOP_DIST_DIR` builds into another folder (a redeploy into a copied deployment), both targets alike.
 * @param {{ name: string, dirname: string, exposes?: Record<string, string>, host?: boolean,
 *   runtimePlugins?: string[] }} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('@rspack/core').Configuration[]}
 */
export function createFederatedConfig(options) {
  return (env, argv) => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const distDir = process.env.SHOP_DIST_DIR ?? path.join(options.dirname, 'dist');
    const web = browserConfig({ ...options, production, distDir });
    // The dev server serves the browser build only; pages render in the browser there.
    return env?.RSPACK_SERVE ? [web] : [web, serverConfig({ ...options, distDir })];
  };
}

/** What both targets of a package share: the TypeScript/JSX, CSS and asset rules and the federation basics. */
function commonConfig({ dirname, host, name, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: dirname,
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
    federation: {
      name: host ? 'shell' : name,
      // The shell is built with no remote URLs: it registers them at runtime from the server's config.
      remotes: {},
      shared: sharedModules,
      shareStrategy: 'loaded-first',
      dts: false,
    },
    define: new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      // Which build of this package is live (set SHOP_RELEASE to a commit or version when deploying).
      'process.env.SHOP_RELEASE': JSON.stringify(process.env.SHOP_RELEASE ?? 'local'),
    }),
  };
}

/** Adds where a remote's Node build is to its manifest, as the federation runtime reads it outside a browser. */
function addServerEntry({ stats }) {
  stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: 'server/', type: 'commonjs-module' };
  return stats;
}

function browserConfig({ name, dirname, exposes, host = false, runtimePlugins = [], production, distDir }) {
  const port = DEV_PORTS[name];
  const { federation, define, module, ...common } = commonConfig({ dirname, host, name, production });
  return {
    ...common,
    name: 'browser',
    entry: host ? { main: './src/index.tsx' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: distDir,
      // Remotes resolve their chunks relative to wherever their manifest is served from.
      publicPath: host ? '/' : 'auto',
      uniqueName: host ? 'shop_shell' : `shop_${name}`,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      // The server build lives in server/ and is written by the other compiler of the same run.
      clean: { keep: (file) => file === 'server' || file.startsWith('server/') },
    },
    module: { ...module, generator: { 'css/module': { localIdentName: CSS_CLASS_NAME } } },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        runtimePlugins,
        // The manifest also names the Node build (`metaData.ssrRemoteEntry`): the server renderer finds it there.
        // The shell's manifest records the versions of the singletons it provides: the release check (api/src/release)
        // compares each remote's with them.
        manifest: host ? true : { additionalData: addServerEntry },
        // The host ships the federation runtime once; remote entries reuse it instead of bundling their own.
        experiments: host
          ? { asyncStartup: true, provideExternalRuntime: true }
          : { asyncStartup: true, externalRuntime: true },
      }),
      host && new rspack.HtmlRspackPlugin({ template: './src/index.html', minify: production }),
      host && production && new PreloadSharedPlugin(),
      // Brotli and gzip copies next to each file; the server sends them to browsers that accept them.
      production && new PrecompressPlugin(),
      define,
    ].filter(Boolean),
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      port,
      hot: true,
      historyApiFallback: host,
      headers: host ? undefined : { 'Access-Control-Allow-Origin': '*' },
      // A remote's files are loaded by <script> from the shell's origin. The dev server refuses cross-site script
      // loads from hosts it does not know, and a page on http://127.0.0.1:3000 is cross-site to localhost:31xx.
      allowedHosts: ['localhost', '.localhost', '127.0.0.1'],
      // In dev the shell serves the page and forwards everything the API owns.
      proxy: host
        ? [
            {
              context: ['/api', '/remotes.json', '/mf', '/slike', '/sitemap.xml', '/robots.txt'],
              target: `http://127.0.0.1:${DEV_PORTS.api}`,
            },
            // '/ws/' (the API's sockets, e.g. /ws/chat), not '/ws': that is the dev server's own hot-reload socket,
            // which a '/ws' proxy would also upgrade, so the page got "Invalid frame header" from the API.
            { context: ['/ws/'], target: `ws://127.0.0.1:${DEV_PORTS.api}`, ws: true },
          ]
        : undefined,
    },
  };
}

/**
 * The Node build (decision 011): CommonJS chunks loaded by the federation runtime's Node plugin, CSS reduced to the
 * class names (the browser build ships the styles). The shell's is the server renderer's entry (`index.js`); a
 * remote's is `server/remoteEntry.js` next to its manifest, which the server loads at runtime, never at build time.
 */
function serverConfig({ name, dirname, exposes, host = false, distDir }) {
  const { federation, define, module, ...common } = commonConfig({ dirname, host, name, production: true });
  return {
    ...common,
    name: 'server',
    // After the browser build, whose clean-up would otherwise race with this build's files.
    dependencies: ['browser'],
    target: 'async-node',
    entry: host ? { index: './src/server/entry.tsx' } : {},
    devtool: false,
    node: { __dirname: false, __filename: false },
    output: {
      path: path.join(distDir, 'server'),
      // Empty: the Node runtime then loads chunks from beside the remote entry, wherever it is served from.
      publicPath: '',
      uniqueName: host ? 'shop_shell' : `shop_${name}`,
      filename: host ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      chunkFormat: 'commonjs',
      chunkLoading: 'async-node',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    module: {
      ...module,
      generator: {
        'css/module': { localIdentName: CSS_CLASS_NAME, exportsOnly: true },
        css: { exportsOnly: true },
      },
    },
    plugins: [
      new ModuleFederationPlugin({
        ...federation,
        name: host ? 'shell_server' : name,
        filename: host ? undefined : 'remoteEntry.js',
        exposes: host ? undefined : exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [NODE_RUNTIME_PLUGIN],
        manifest: false,
        experiments: { asyncStartup: true },
      }),
      define,
    ],
    // Readable stack traces on the server; size does not matter there.
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
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
