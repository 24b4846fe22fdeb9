import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
// Last: turns off the stylistic rules Prettier owns, so the two never disagree.
import prettier from "eslint-config-prettier/flat";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    // Any build's output, the bench's blank Next app's included (bench/lighthouse/blank-app/.next).
    "**/.next/**",
    ".next-*/**",
    ".server/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
