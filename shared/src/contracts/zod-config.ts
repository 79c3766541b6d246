import { z } from 'zod';

// The site's CSP forbids eval (api/src/plugins/external/helmet.ts): zod must not even probe `new Function` for its
// JIT, which the browser reports as a CSP violation. Each build bundles its own zod, so this runs first in the
// contracts every build imports, before any schema parses (the shell parses remotes.json at start-up).
z.config({ jitless: true });
