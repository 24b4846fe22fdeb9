import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { zipSync } from "fflate";
import { extractText, getDocumentProxy } from "unpdf";
import { VERDICT_NAMES } from "../lib/batch/verdicts";
import type { Verdict } from "../lib/ai/types";
import { MESSAGES } from "../lib/messages";
import { corpusTexts, textPdf, wordDocument } from "../tests/support/batch-documents";
import { signedInUser } from "./users";
import { inEachViewport } from "./viewports";

/** Six files of mixed kinds: four to judge (one in paragraphs), one broken, one too short. */
async function classFiles() {
  const [ai, human, third, fourth] = corpusTexts(4, { minWords: 200, maxWords: 900 });
  const inParagraphs = (text: string) => text.replace(/([.!?]) (?=[A-Z])/g, (m, end, offset) => (offset % 5 === 0 ? `${end}\n\n` : m));
  return [
    { name: "amira.docx", mimeType: "application/octet-stream", buffer: Buffer.from(await wordDocument(inParagraphs(ai!))) },
    { name: "ben.pdf", mimeType: "application/pdf", buffer: Buffer.from(await textPdf([human!])) },
    { name: "chloe.txt", mimeType: "text/plain", buffer: Buffer.from(third!) },
    { name: "dev.md", mimeType: "text/markdown", buffer: Buffer.from(fourth!) },
    { name: "broken.docx", mimeType: "application/octet-stream", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]) },
    { name: "short.txt", mimeType: "text/plain", buffer: Buffer.from("Only a few words here, far too short to judge.") },
  ];
}

async function becomePro(page: Page, email: string) {
  const checkout = await page.request.post("/api/createCheckoutSession", {
    data: { lineItems: [{ price: "price_dev_monthly", quantity: 1 }], customerEmail: email },
  });
  const session = new URL((await checkout.json()).url).searchParams.get("session");
  expect((await page.request.post("/api/dev-billing/pay", { data: { session } })).ok()).toBe(true);
}

const rows = (page: Page) => page.getByTestId("batch-row");

inEachViewport(() => {
  test("a teacher checks six files, sorts and filters them, opens one, downloads the CSV and the PDF, and finds the batch in history", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = await signedInUser(page);
    await becomePro(page, email);
    await page.goto("/ai-checker/batch");
    const files = await classFiles();
    await page.getByTestId("batch-file-input").setInputFiles(files);

    await expect(rows(page)).toHaveCount(6);
    await expect
      .poll(async () => (await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-status")))).every((s) => s === "done"), {
        timeout: 60_000,
      })
      .toBe(true);
    await expect(page.getByTestId("batch-progress")).toHaveAttribute("aria-valuenow", "6");
    await expect(page.locator('[data-testid="batch-row"][data-name="broken.docx"] [data-testid="row-note"]')).toHaveText(
      MESSAGES.batchWrongContent,
    );
    await expect(page.locator('[data-testid="batch-row"][data-name="short.txt"] [data-testid="row-note"]')).toHaveText(
      MESSAGES.batchTooShort,
    );
    const verdicts = Object.fromEntries(
      await rows(page).evaluateAll((els) => els.map((e) => [e.getAttribute("data-name")!, e.getAttribute("data-verdict")!] as const)),
    ) as Record<string, Verdict | "">;
    for (const name of ["amira.docx", "ben.pdf", "chloe.txt", "dev.md"]) expect(verdicts[name]).toMatch(/^(ai|possibly_ai|mixed|human)$/);

    // Sort by name, then by verdict (most AI-like first, files without a verdict last); filter to one verdict.
    await page.getByTestId("batch-sort").selectOption("name");
    await expect
      .poll(() => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-name"))))
      .toEqual(["amira.docx", "ben.pdf", "broken.docx", "chloe.txt", "dev.md", "short.txt"]);
    await page.getByTestId("batch-sort").selectOption("verdict");
    const order = ["ai", "possibly_ai", "mixed", "human", ""];
    const byVerdict = await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-verdict") ?? ""));
    expect(byVerdict.map((v) => order.indexOf(v))).toEqual([...byVerdict.map((v) => order.indexOf(v))].sort((a, b) => a - b));
    const one = verdicts["amira.docx"] as Verdict;
    await page.getByTestId("batch-filter").selectOption(one);
    await expect
      .poll(() => rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-verdict"))))
      .toEqual(expect.arrayContaining([one]));
    expect(new Set(await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-verdict"))))).toEqual(new Set([one]));
    await page.getByTestId("batch-filter").selectOption("none");
    await expect(rows(page)).toHaveCount(2);
    await page.getByTestId("batch-filter").selectOption("all");

    // The document in paragraphs opens with the checker's marks.
    await page.locator('[data-testid="batch-row"][data-name="amira.docx"]').getByTestId("batch-open").click();
    const doc = page.getByTestId("batch-document");
    await expect(doc.getByTestId("sentence-highlights")).toBeVisible();
    expect(await doc.getByTestId("paragraph").count()).toBeGreaterThan(1);
    await expect(doc.getByTestId("verdict-chip")).toHaveAttribute("data-verdict", one);
    await page.keyboard.press("Escape");

    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("batch-csv").click()]);
    const lines = readFileSync(await csv.path(), "utf8")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(7);
    for (const file of files) expect(lines.some((l) => l.startsWith(`"${file.name}",`))).toBe(true);

    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByTestId("batch-pdf").click()]);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(readFileSync(await pdf.path()))), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    for (const [name, verdict] of Object.entries(verdicts))
      expect(flat).toContain(`${name}: ${verdict ? VERDICT_NAMES[verdict] : "Not judged"}`);

    // History: the batch is there after a reload, and opens again into the table.
    await page.reload();
    const item = page.getByTestId("batch-history-item").first();
    await expect(item).toContainText("6 files");
    await item.getByTestId("batch-history-open").click();
    await expect(rows(page)).toHaveCount(6);
    await expect(page.locator('[data-testid="batch-row"][data-name="chloe.txt"]')).toHaveAttribute("data-verdict", verdicts["chloe.txt"]!);
  });
});

test.describe("a batch history longer than a page", () => {
  inEachViewport(() => {
    test("shows the batches past the first 30 on request, opens and deletes the oldest, and says how many batches are kept", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const email = await signedInUser(page);
      await becomePro(page, email);
      const start = async (name: string) => (await (await page.request.post("/api/batch", { data: { name } })).json()).batch.id as string;
      const oldest = await start("Class 1");
      expect(
        (
          await page.request.post(`/api/batch/${oldest}/files`, {
            data: { name: "first-essay.txt", text: "Only a few words here, far too short to judge." },
          })
        ).ok(),
      ).toBe(true);
      for (let i = 2; i <= 31; i++) await start(`Class ${i}`);

      await page.goto("/ai-checker/batch");
      const history = page.getByTestId("batch-history");
      await expect(history.getByTestId("batch-history-kept")).toHaveText(MESSAGES.batchHistoryKept);
      const items = history.getByTestId("batch-history-item");
      await expect(items).toHaveCount(30);
      await expect(items.first()).toContainText("Class 31");
      await history.getByTestId("batch-history-older").click();
      await expect(items).toHaveCount(31);
      await expect(history.getByTestId("batch-history-older")).toHaveCount(0);
      const last = items.last();
      await expect(last).toContainText("Class 1");
      await last.getByTestId("batch-history-open").click();
      await expect(rows(page)).toHaveCount(1);
      await expect(page.locator('[data-testid="batch-row"][data-name="first-essay.txt"]')).toBeVisible();
      // Opening it keeps it on the list, where it can be deleted.
      await expect(items).toHaveCount(31);
      await history.getByRole("button", { name: "Delete Class 1", exact: true }).click();
      await expect(items).toHaveCount(30);
      await page.reload();
      await expect(items).toHaveCount(30);
      await expect(history.getByTestId("batch-history-older")).toHaveCount(0);
      expect((await page.request.get(`/api/batch/${oldest}`)).status()).toBe(404);
    });
  });
});

test("cancelling stops the rest of a batch, a .zip's files included: the checks under way are withdrawn, the files not yet checked say so, and no row is left spinning", async ({
  page,
}) => {
  await signedInUser(page);
  await page.goto("/ai-checker/batch");
  // The server's answers are held until after the click, so the test does not race the checks.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/batch/*/files", async (route) => {
    await held;
    await route.continue().catch(() => undefined); // the page withdrew this check
  });
  const [text] = corpusTexts(1, { minWords: 200, maxWords: 400 });
  const essay = Buffer.from(text!);
  const zip = zipSync(Object.fromEntries(["a", "b", "c"].map((n) => [`class/${n}.txt`, new Uint8Array(essay)])));
  await page
    .getByTestId("batch-file-input")
    .setInputFiles([
      { name: "class.zip", mimeType: "application/zip", buffer: Buffer.from(zip) },
      ...["one", "two"].map((n) => ({ name: `${n}.txt`, mimeType: "text/plain", buffer: essay })),
    ]);
  await expect(rows(page)).toHaveCount(5); // the .zip's row became its three files
  await expect(page.locator('[data-testid="batch-row"][data-status="checking"]')).toHaveCount(3);
  // Meanwhile the batch in history can be neither opened nor deleted.
  await expect(page.getByTestId("batch-history-open").first()).toBeDisabled();
  await expect(page.getByTestId("batch-history-busy")).toHaveText(MESSAGES.batchHistoryBusy);
  await page.getByTestId("batch-cancel").click();
  release();
  await expect(page.locator('[data-testid="batch-row"]:not([data-status="done"])')).toHaveCount(0);
  await expect(page.getByTestId("row-note")).toHaveText(Array.from({ length: 5 }, () => MESSAGES.batchCancelled));
  await expect(page.getByTestId("batch-progress")).toHaveAttribute("aria-valuenow", "5");
  await expect(page.getByTestId("batch-history-open").first()).toBeEnabled();
});

test("asks a visitor without an account to log in", async ({ page }) => {
  await page.goto("/ai-checker/batch");
  await expect(page.getByTestId("batch-sign-in")).toContainText(MESSAGES.batchNeedsAccount);
});
