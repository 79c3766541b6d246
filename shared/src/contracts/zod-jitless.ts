// Every browser build resolves `zod` to this file (`resolve.alias` in shared/build/rspack.mjs), so zod is configured
// before any schema of the build exists. The site's CSP forbids eval (api/src/plugins/external/helmet.ts), and zod
// otherwise probes `new Function` for its JIT, which the browser reports as a CSP violation.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
