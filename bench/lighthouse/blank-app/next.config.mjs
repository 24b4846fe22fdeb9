import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

// The repository's root, whose node_modules give this page the same next, react and react-dom as the site.
const root = dirname(dirname(dirname(dirname(fileURLToPath(import.meta.url)))));

const config = { poweredByHeader: false, turbopack: { root } };

export default config;
