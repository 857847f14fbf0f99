// zod v4 compiles object parsers with new Function unless told not to; the page's CSP has no
// 'unsafe-eval', and even zod's probe for it would be reported as a violation.
// zod reads its settings from this global when its core first loads (and keeps the object), so
// setting it here, before any schema chunk is fetched, keeps zod itself out of the login page's
// download; zod's `config()` would pull its core into the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

export {};
