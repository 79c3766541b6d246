// Ambient types for code bundled by Rspack (the shell, the remotes, and the browser half of this package).
declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

/** Replaced at build time (DefinePlugin): lets a remote say which release of it is live. */
declare const process: { env: { NODE_ENV: string; SHOP_RELEASE: string } };
