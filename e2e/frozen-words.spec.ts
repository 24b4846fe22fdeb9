import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { SAMPLE_TEXTS } from "../content/samples";
import { MAX_FROZEN_PHRASE_CHARS, MAX_FROZEN_PHRASES } from "../lib/limits";
import { MESSAGES } from "../lib/messages";
import { inEachViewport } from "./viewports";
import { EditorPage } from "./editor";

// The offline engine swaps or drops the stock opener "Ultimately" in this sample whatever the settings
// (tests/rewriter/frozen-words.test.ts); "digital landscape" goes with its "In today's…" opener.
const TEXT = SAMPLE_TEXTS[0];
const WORD = "Ultimately";
const keeps = (phrase: string) => new RegExp(`\\b${phrase}\\b`);

class FrozenWordsControl {
  constructor(readonly page: Page) {}

  get toggle() {
    return this.page.getByRole("button", { name: /^Freeze words/ });
  }
  get field() {
    return this.page.getByRole("textbox", { name: "Word or phrase to freeze" });
  }
  get chips() {
    return this.page.getByTestId("frozen-chip");
  }
  get count() {
    return this.page.getByTestId("frozen-count");
  }
  get message() {
    return this.page.getByTestId("frozen-message");
  }

  async open() {
    await this.toggle.click();
    await expect(this.field).toBeFocused();
  }

  async add(phrase: string) {
    await this.field.fill(phrase);
    await this.field.press("Enter");
  }
}

/** Distance from the top of the page, whatever the scroll position. */
async function pageTop(page: Page, testId: string): Promise<number> {
  return page.getByTestId(testId).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
}

async function rewrite(editor: EditorPage): Promise<string> {
  await editor.run();
  await expect(editor.action).not.toHaveText("Working...");
  await expect(editor.result).not.toHaveText("");
  return (await editor.result.textContent()) ?? "";
}

inEachViewport(() => {
  test("a word the rewrite changes is kept once it is frozen by typing it", async ({ page }) => {
    const editor = new EditorPage(page);
    const frozen = new FrozenWordsControl(page);
    await editor.open("/");
    await editor.input.fill(TEXT);

    expect(await rewrite(editor)).not.toMatch(keeps(WORD));

    await frozen.open();
    await frozen.add("ultimately");
    await frozen.field.fill("digital landscape");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(frozen.chips).toHaveText(["ultimately", "digital landscape"]);
    await expect(frozen.field).toHaveValue("");
    await expect(frozen.count).toHaveText("2 frozen");

    const result = await rewrite(editor);
    expect(result).toMatch(/\bUltimately, /);
    expect(result).toContain("digital landscape");
    expect(result).not.toBe(TEXT);
  });

  test("Freeze selection freezes the text selected in the input, and removing the chip lets the word change again", async ({ page }) => {
    const editor = new EditorPage(page);
    const frozen = new FrozenWordsControl(page);
    await editor.open("/");
    await editor.input.fill(TEXT);
    const start = TEXT.indexOf(WORD);
    await editor.input.evaluate((el: HTMLTextAreaElement, [from, to]) => el.setSelectionRange(from, to), [start, start + WORD.length]);

    await frozen.open();
    await page.getByRole("button", { name: "Freeze selection" }).click();
    await expect(frozen.chips).toHaveText([WORD]);
    expect(await rewrite(editor)).toMatch(/\bUltimately, /);

    await page.getByRole("button", { name: `Unfreeze ${WORD}` }).click();
    await expect(frozen.chips).toHaveCount(0);
    await expect(frozen.count).toHaveText("0 frozen");
    expect(await rewrite(editor)).not.toMatch(keeps(WORD));
  });

  test("asks for a selection first, ignores duplicates and shows the limits' messages", async ({ page }) => {
    const editor = new EditorPage(page);
    const frozen = new FrozenWordsControl(page);
    await editor.open("/");
    await editor.input.fill(TEXT);
    await frozen.open();

    await page.getByRole("button", { name: "Freeze selection" }).click();
    await expect(frozen.message).toHaveText(MESSAGES.frozenSelectFirst);

    await frozen.add("x".repeat(MAX_FROZEN_PHRASE_CHARS + 1));
    await expect(frozen.message).toHaveText(MESSAGES.frozenTooLong);
    await expect(frozen.chips).toHaveCount(0);

    for (let i = 1; i <= MAX_FROZEN_PHRASES; i++) await frozen.add(`word${i}`);
    await expect(frozen.chips).toHaveCount(MAX_FROZEN_PHRASES);
    await expect(frozen.message).toHaveText("");
    await frozen.add("WORD1");
    await expect(frozen.chips).toHaveCount(MAX_FROZEN_PHRASES);
    await expect(frozen.message).toHaveText("");

    await frozen.add("one more");
    await expect(frozen.message).toHaveText(MESSAGES.frozenTooMany);
    await expect(frozen.chips).toHaveCount(MAX_FROZEN_PHRASES);
    await expect(frozen.field).toHaveValue("one more");
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="frozen-words"]').analyze();
    expect(violations.map((v) => `${v.id} (${v.impact})`)).toEqual([]);

    await page.getByRole("button", { name: "Unfreeze word7" }).click();
    await expect(frozen.chips).toHaveCount(MAX_FROZEN_PHRASES - 1);
    await expect(frozen.chips.filter({ hasText: /^word7$/ })).toHaveCount(0);
    await frozen.field.press("Enter");
    await expect(frozen.chips.last()).toHaveText("one more");
  });

  test("closed, it is one short line that works from the keyboard and leaves the action button in place", async ({ page }) => {
    const editor = new EditorPage(page);
    const frozen = new FrozenWordsControl(page);
    await editor.open("/");
    const closed = (await page.getByTestId("frozen-words").boundingBox())!;
    expect(closed.height).toBeLessThanOrEqual(44);
    const actionTop = await pageTop(page, "action-button");

    await frozen.toggle.focus();
    await page.keyboard.press("Enter");
    await expect(frozen.toggle).toHaveAttribute("aria-expanded", "true");
    await expect(frozen.field).toBeFocused();
    await page.keyboard.type("hello world");
    await page.keyboard.press("Enter");
    await expect(frozen.chips).toHaveText(["hello world"]);
    await page.keyboard.press("Escape");
    await expect(frozen.toggle).toHaveAttribute("aria-expanded", "false");
    await expect(frozen.toggle).toBeFocused();
    await expect(frozen.field).toHaveCount(0);
    await expect(frozen.count).toHaveText("1 frozen");

    expect(await pageTop(page, "action-button")).toBe(actionTop);
  });

  test("is not offered on the AI checker", async ({ page }) => {
    await new EditorPage(page).open("/ai-checker");
    await expect(new FrozenWordsControl(page).toggle).toHaveCount(0);
  });
}, "frozen words on");
