import { createFederatedConfig } from '@shop/shared/build/rspack';

// The host: no remote URLs at build time (they come from /remotes.json at start).
export default createFederatedConfig({ name: 'shell', dirname: import.meta.dirname, host: true });
