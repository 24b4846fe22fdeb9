import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page, type Response } from "@playwright/test";
import { Document, Packer, Paragraph, TextRun } from "docx";
import mammoth from "mammoth";
import { MESSAGES } from "../lib/messages";
import { inEachViewport } from "./viewports";
import { EditorPage, PROSE } from "./editor";

const PDF_TEXT =
  "The first paragraph starts on this line and ends on the next one.\n\n" +
  "A second paragraph follows after a gap, wrapped over two lines as well.\n\n" +
  "The second page has one more paragraph.";
const DRAFT = "My own draft, typed before attaching.";

const fixture = (name: string) => readFileSync(join(__dirname, "../tests/fixtures", name));

async function wordFile(paragraphs: string[]) {
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph({ children: [new TextRun(p)] })) }] });
  return {
    name: "letter.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await Packer.toBuffer(doc),
  };
}

/** Words word1..wordN, a blank line after every 50th, as a pasted essay would have. */
function numberedWords(n: number) {
  return Array.from({ length: n }, (_, i) => `word${i + 1}${i + 1 === n ? "" : (i + 1) % 50 === 0 ? "\n\n" : " "}`).join("");
}

/** Content Security Policy violations the page reports, e.g. pdf.js trying eval. */
async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

inEachViewport(() => {
  test("attaches a Word document and a PDF, their paragraphs apart; the parsers load only then, under the CSP", async ({ page }) => {
    const violations = await watchCspViolations(page);
    const scripts: Response[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(r);
    });
    const editor = new EditorPage(page);
    const response = await page.goto("/");
    expect(response!.headers()["content-security-policy"]).not.toContain("unsafe-eval");
    await expect(editor.banner).toContainText("left for the day");
    const firstLoad = scripts.length;
    // pdf.js, mammoth and the docx writer are none of the page's first scripts.
    for (const script of scripts) expect(/pdfjsWorker|convertToHtml|wordprocessingml/.test(await script.text()), script.url()).toBe(false);
    const attachButton = page.getByRole("button", { name: "Attach a .txt, .docx or .pdf file" });
    await expect(attachButton).toHaveAttribute("title", "Attach a .txt, .docx or .pdf file");
    await expect(page.getByTestId("attach-input")).toHaveAttribute("accept", ".txt,.docx,.pdf");

    const fileInput = page.getByTestId("attach-input");
    await fileInput.setInputFiles(await wordFile(["Dear reader,", "", "this letter has two paragraphs."]));
    await expect(editor.input).toHaveValue("Dear reader,\n\nthis letter has two paragraphs.");
    await expect(editor.input).toBeFocused();
    await expect(editor.action).toBeEnabled();
    const withWord = scripts.length;
    expect(withWord).toBeGreaterThan(firstLoad);
    expect(await violations()).toEqual([]);

    await fileInput.setInputFiles({ name: "Report.PDF", mimeType: "application/pdf", buffer: fixture("paragraphs.pdf") });
    await expect(editor.input).toHaveValue(PDF_TEXT);
    expect(scripts.length).toBeGreaterThan(withWord);
    expect(await violations()).toEqual([]);
  });

  test("a file that gives no text shows why and keeps the typed input", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await editor.input.fill(DRAFT);
    const fileInput = page.getByTestId("attach-input");
    const word = (await wordFile(["Some text."])).buffer;
    const cases = [
      { file: { name: "photo.png", mimeType: "image/png", buffer: Buffer.from([137, 80, 78, 71]) }, message: MESSAGES.unsupportedFile },
      {
        file: { name: "huge.txt", mimeType: "text/plain", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a") },
        message: MESSAGES.fileTooLarge,
      },
      { file: { name: "scan.pdf", mimeType: "application/pdf", buffer: fixture("scanned.pdf") }, message: MESSAGES.fileHasNoText },
      { file: { name: "empty.docx", mimeType: "application/octet-stream", buffer: Buffer.alloc(0) }, message: MESSAGES.fileHasNoText },
      {
        file: { name: "damaged.docx", mimeType: "application/octet-stream", buffer: word.subarray(0, word.length / 2) },
        message: MESSAGES.fileReadFailed,
      },
      {
        file: { name: "damaged.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\nnothing else") },
        message: MESSAGES.fileReadFailed,
      },
    ];
    for (const { file, message } of cases) {
      await fileInput.setInputFiles(file);
      await expect(editor.toast(message.title), file.name).toContainText(message.content);
      await expect(editor.input).toHaveValue(DRAFT);
      await editor.closeToasts();
    }
  });

  test("downloads the result as .txt and as a Word document, one paragraph per line", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await editor.input.fill(`${PROSE}\n\n${PROSE}`);
    await editor.run();
    await expect(editor.result).not.toHaveText("");
    const result = (await editor.result.textContent()) ?? "";
    const download = page.getByRole("button", { name: "Download result" });

    await download.click();
    await expect(download).toHaveAttribute("aria-expanded", "true");
    const asText = page.getByRole("button", { name: "Download .txt" });
    await expect(asText).toBeFocused();
    await expect(asText).toBeInViewport();
    const [txt] = await Promise.all([page.waitForEvent("download"), asText.click()]);
    expect(txt.suggestedFilename()).toBe("result.txt");
    expect(readFileSync(await txt.path(), "utf8")).toBe(result);
    await expect(download).toBeFocused();
    await expect(download).toHaveAttribute("aria-expanded", "false");

    // By keyboard: Enter opens the list, Tab reaches Word, Enter downloads.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const asWord = page.getByRole("button", { name: "Download .docx (Word)" });
    await expect(asWord).toBeFocused();
    await expect(asWord).toBeInViewport();
    const [docx] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(docx.suggestedFilename()).toBe("result.docx");
    const { value } = await mammoth.extractRawText({ path: await docx.path() });
    const paragraphs = result
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(value.trim().split("\n\n")).toEqual(paragraphs);

    await download.click();
    await page.keyboard.press("Escape");
    await expect(asText).toHaveCount(0);
    await expect(download).toBeFocused();
  });

  test("a text over the word limit can be cut to its first 250 words, from the toast or beside the reason", async ({ page }) => {
    const editor = new EditorPage(page);
    await editor.open("/");
    await editor.input.fill(numberedWords(300));
    await expect(editor.counter).toHaveText(/^300\/250/);
    await expect(editor.action).toBeDisabled();
    const toast = editor.toast(MESSAGES.wordLimit.title);
    await expect(toast).toBeVisible();

    await page.getByTestId("use-first-words").click();
    await expect(editor.input).toHaveValue(numberedWords(250));
    await expect(editor.counter).toHaveText(/^250\/250/);
    await expect(editor.input).toBeFocused();
    await expect(editor.action).toBeEnabled();
    await expect(page.getByTestId("use-first-words")).toHaveCount(0);
    // Back under the limit, the warning goes away with its button.
    await expect(toast).toHaveCount(0);

    await page.keyboard.press("Control+End");
    await page.keyboard.type(" one more");
    await expect(editor.action).toBeDisabled();
    await toast.getByRole("button", { name: "Use the first 250 words" }).click();
    await expect(editor.input).toHaveValue(numberedWords(250));
    await expect(editor.input).toBeFocused();
    await expect(editor.action).toBeEnabled();
  });
});
