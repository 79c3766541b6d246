import { createRemoteConfig } from '@shop/shared/build/rspack';

// The remote's name and what it exposes are in module-federation.config.json.
export default createRemoteConfig(import.meta.dirname);
