import { test } from "@playwright/test";

/** The two screens the editor is checked on: a laptop and a phone. */
export const VIEWPORTS = [
  { name: "desktop", width: 1366, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

export type NamedViewport = (typeof VIEWPORTS)[number];

/** Declares the tests of `body` once per viewport, each group named after its screen. */
export function inEachViewport(body: (viewport: NamedViewport) => void, prefix = "on") {
  for (const viewport of VIEWPORTS) {
    test.describe(`${prefix} ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      body(viewport);
    });
  }
}
