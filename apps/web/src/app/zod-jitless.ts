import { config } from 'zod';

// zod v4 compiles object parsers with new Function unless told not to; the page's CSP has no
// 'unsafe-eval', and even zod's probe for it would be reported as a violation.
config({ jitless: true });
