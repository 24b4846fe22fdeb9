import { expect, test, type Page } from "@playwright/test";
import { inEachViewport } from "./viewports";
import { EditorPage, PROSE } from "./editor";

async function switchGeometry(page: Page) {
  const track = (await page.getByTestId("switch-track").boundingBox())!;
  const knob = (await page.getByTestId("switch-knob").boundingBox())!;
  return {
    inside: knob.x >= track.x && knob.x + knob.width <= track.x + track.width,
    side: knob.x + knob.width / 2 < track.x + track.width / 2 ? "left" : "right",
  };
}

inEachViewport(() => {
  test("the Humanizer switch's knob sits inside its track: left when off, right when on", async ({ page }) => {
    await new EditorPage(page).open("/");
    const toggle = page.getByRole("switch", { name: "Humanizer" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect.poll(() => switchGeometry(page)).toEqual({ inside: true, side: "left" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => switchGeometry(page)).toEqual({ inside: true, side: "right" });
  });

  test("Try A Sample puts the focus in the input; Ctrl+Enter rewrites, and the focus moves to the result", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByRole("button", { name: "Try A Sample" }).click();
    await expect(editor.input).toBeFocused();
    await expect(editor.input).not.toHaveValue("");
    await page.keyboard.press("Control+Enter");
    await expect(editor.result).not.toHaveText("");
    await expect(editor.result).toBeFocused();
    await expect(editor.result).toBeInViewport();
  });

  test("on the checker, Ctrl+Enter checks the text and brings the score into view with the focus", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/ai-checker");
    await editor.input.fill(PROSE);
    await editor.input.press("Control+Enter");
    const result = page.getByRole("region", { name: "AI score" });
    await expect(result.getByTestId("verdict")).toBeVisible();
    await expect(result).toBeFocused();
    await expect(result.getByTestId("verdict")).toBeInViewport();
  });
});
