// The blank page has no start-up work. Without this file Next takes the repository's own instrumentation.ts (the
// turbopack root is the repository's, for its node_modules), and the blank page's server opened the site's database.
export function register() {}
