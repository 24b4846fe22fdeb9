import { expect, type Page } from "@playwright/test";

/** Page object for the shared tool editor. */
export class EditorPage {
  constructor(readonly page: Page) {}

  get input() {
    return this.page.getByTestId("editor-input");
  }
  get result() {
    return this.page.getByTestId("editor-result");
  }
  get action() {
    return this.page.getByTestId("action-button");
  }
  get banner() {
    return this.page.getByTestId("usage-banner");
  }
  get counter() {
    return this.page.getByTestId("word-counter");
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.banner).toContainText("left for the day");
  }

  async run() {
    await this.action.click();
  }

  toast(text: string | RegExp) {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }

  /**
   * Closes every open toast and waits until none is left. The clicks happen in one synchronous pass inside the
   * page, because a toast may expire on its own (6 s) while a test reaches for its close button on a busy machine.
   */
  async closeToasts() {
    await this.page.evaluate(() => {
      for (const button of document.querySelectorAll<HTMLElement>("[data-sonner-toast] [data-close-button]")) button.click();
    });
    await expect(this.page.locator("[data-sonner-toast]")).toHaveCount(0);
  }
}

export const PROSE =
  "In today's fast-paced world, it is important to note that technology plays a crucial role in our daily lives. " +
  "Furthermore, many people use online tools to manage their schedules and stay in touch with friends and family.";
