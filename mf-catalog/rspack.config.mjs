import { createFederatedConfig } from '@shop/shared/build/rspack';
import federation from './module-federation.config.mjs';

export default createFederatedConfig({ ...federation, dirname: import.meta.dirname });
