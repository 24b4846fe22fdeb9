import { expect, test } from "@playwright/test";
import { EditorPage } from "./editor";
import { inEachViewport } from "./viewports";

// Tight prose: Shorten removes "really" and nothing takes its place.
const TEXT =
  "Reading books is one of the best ways to improve your writing. When you read a lot, you see how good writers build their sentences. You also learn many new words without really trying.";

inEachViewport((viewport) => {
  test("Show changes shows the words a rewrite removed, struck through where they stood, without changing the result's text", async ({
    page,
  }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await page.getByTestId("option-length").click();
    await page.getByRole("option", { name: "Shorten" }).click();
    await editor.input.fill(TEXT);
    await editor.run();
    await expect(editor.result).toContainText("You also learn many new words without trying.");

    const removed = editor.result.getByTestId("removed-words");
    await expect(removed).toHaveCount(1);
    await expect(removed).toBeVisible();
    await expect(removed).toHaveAttribute("data-removed", "really");
    // Drawn where the words stood, struck through, on every screen: no hover needed to see it.
    const drawn = await removed.evaluate((el) => {
      const before = getComputedStyle(el, "::before");
      return { content: before.content, decoration: getComputedStyle(el).textDecorationLine, width: el.getBoundingClientRect().width };
    });
    expect(drawn.content).toBe('"really"');
    expect(drawn.decoration).toContain("line-through");
    expect(drawn.width).toBeGreaterThan(10);
    const box = (await removed.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // Screen readers hear the removed word, inside the deletion; the result's own text (what is copied) is unchanged.
    expect(await editor.result.ariaSnapshot()).toContain("really");
    expect(await editor.result.textContent()).toBe(TEXT.replace("really ", ""));

    // Turning Show changes off shows the plain result.
    await page.getByRole("switch", { name: "Show changes" }).click();
    await expect(removed).toHaveCount(0);
  });
});
