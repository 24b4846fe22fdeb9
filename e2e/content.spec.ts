import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { blogIndex } from "../content/blog/index-page";
import { POSTS } from "../content/blog/posts";
import { TOOL_MARKETING } from "../content/marketing";
import { TOOLS } from "../content/tools";
import { MESSAGES } from "../lib/messages";
import { inEachViewport } from "./viewports";

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((b) => JSON.parse(b) as Record<string, unknown>).find((d) => d["@type"] === type);
  expect(found, `${type} JSON-LD on ${page.url()}`).toBeTruthy();
  return found!;
}

async function expectOneH1(page: Page, text: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
}

test.describe("tool pages", () => {
  for (const tool of TOOLS) {
    test(`${tool.path} has its banner, sections, FAQ data and no serious a11y issues`, async ({ page }) => {
      const copy = TOOL_MARKETING[tool.slug];
      await page.goto(tool.path);
      await expectOneH1(page, tool.heading);
      await expect(page.getByText(tool.subText)).toBeVisible();
      for (const heading of [
        copy.intro.heading,
        copy.howTo.heading,
        copy.features.heading,
        copy.audience.heading,
        "Frequently asked questions",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      for (const who of ["Students", "Non-native speakers"]) {
        await expect(page.getByTestId("section-audience").getByRole("heading", { name: who })).toBeVisible();
      }

      const questions = page.getByTestId("faq-question");
      await expect(questions).toHaveCount(copy.faq.length);
      const rendered = await page.getByTestId("faq-item").evaluateAll((items) =>
        items.map((item) => ({
          question: item.querySelector("[data-testid=faq-question]")?.textContent,
          answer: item.querySelector("[data-testid=faq-answer]")?.textContent,
        })),
      );
      const faq = (await jsonLd(page, "FAQPage")) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
      expect(faq.mainEntity.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text }))).toEqual(rendered);

      const app = await jsonLd(page, "WebApplication");
      expect(app.url).toBe(new URL(tool.path, page.url()).toString());
      await jsonLd(page, "BreadcrumbList");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new URL(tool.path, page.url()).toString().replace(/\/$/, ""),
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /opengraph-image/);

      await expectNoSeriousA11yViolations(page);
    });
  }

  test("FAQ items expand and collapse by mouse and keyboard, one at a time", async ({ page }) => {
    await page.goto("/ai-checker");
    const items = page.getByTestId("faq-item");
    const first = items.nth(0);
    const second = items.nth(1);
    const firstAnswer = first.getByTestId("faq-answer");

    await expect(firstAnswer).toBeHidden();
    await first.locator("summary").click();
    await expect(firstAnswer).toBeVisible();
    await first.locator("summary").click();
    await expect(firstAnswer).toBeHidden();

    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(firstAnswer).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(second.locator("summary")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second.getByTestId("faq-answer")).toBeVisible();
    await expect(firstAnswer).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(second.getByTestId("faq-answer")).toBeHidden();
  });

  test("the call to action scrolls to the editor", async ({ page }) => {
    await page.goto("/humanize-ai-text");
    const editor = page.locator("#editorRewriter");
    const cta = page.getByTestId("cta").last();
    await cta.scrollIntoViewIfNeeded();
    await expect(editor).not.toBeInViewport();
    await cta.click();
    await expect(page).toHaveURL(/#editorRewriter$/);
    await expect(editor).toBeInViewport();

    await page.getByTestId("cta").first().focus();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.keyboard.press("Enter");
    await expect(editor).toBeInViewport();
  });
});

test.describe("blog", () => {
  test("the index lists every post with title, date, summary and reading time", async ({ page }) => {
    await page.goto("/blog");
    await expectOneH1(page, "Blog");
    const cards = page.getByTestId("post-card");
    await expect(cards).toHaveCount(POSTS.length);
    for (const [index, post] of POSTS.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: post.title })).toHaveAttribute("href", `/blog/${post.slug}`);
      await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
      await expect(card).toContainText(post.description);
      await expect(card).toContainText(/\d+ min read/);
    }
    await expectNoSeriousA11yViolations(page);
  });

  for (const post of POSTS) {
    test(`/blog/${post.slug} has a table of contents, anchored headings and a call to action`, async ({ page }) => {
      await page.goto(`/blog/${post.slug}`);
      await expectOneH1(page, post.title);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeVisible();

      const tocLinks = page.getByTestId("toc").getByRole("link");
      expect(await tocLinks.count()).toBeGreaterThan(2);
      for (const href of await tocLinks.evaluateAll((links) => links.map((l) => l.getAttribute("href")!))) {
        await expect(page.locator(`[id="${href.slice(1)}"]`), `target of ${href}`).toHaveCount(1);
        await expect(page.locator(`h2[id="${href.slice(1)}"] a[href="${href}"]`)).toHaveCount(1);
      }
      const secondEntry = tocLinks.nth(1);
      const target = page.locator(`[id="${(await secondEntry.getAttribute("href"))!.slice(1)}"]`);
      await secondEntry.click();
      await expect(target).toBeInViewport();

      const tool = TOOLS.find((t) => t.slug === post.tool)!;
      await expect(page.getByTestId("post-cta").getByRole("link", { name: post.cta.label })).toHaveAttribute(
        "href",
        `${tool.path}#editorRewriter`,
      );
      const article = await jsonLd(page, "Article");
      expect(article).toMatchObject({ headline: post.title, datePublished: post.date });
      await jsonLd(page, "BreadcrumbList");
      await expect(page.getByTestId("post-body")).toContainText("November 2026");

      await expectNoSeriousA11yViolations(page);
    });
  }

  inEachViewport(() => {
    for (const path of ["/blog/no-such-post", "/blog/best-ai-humanizers-compared/extra"]) {
      test(`${path} answers 404 with the blog's posts and a note that the post was not found`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByTestId("post-not-found")).toHaveText("That post was not found. Here is everything on the blog instead.");
        await expectOneH1(page, blogIndex.heading);
        await expect(page.getByRole("link", { name: POSTS[0]!.title })).toBeVisible();
        await expect(page).toHaveTitle(/^Post not found \|/);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
});

test.describe("content pages", () => {
  const pages = [
    { path: "/about", h1: /^About / },
    {
      path: "/privacy",
      h1: "Privacy Policy",
      mentions: ["Stripe", "Resend", "Cloudflare Turnstile", "Google", "OpenAI-compatible", "is not stored on our servers"],
    },
    { path: "/terms", h1: "Terms of Service", mentions: [MESSAGES.academicDisclaimer] },
    { path: "/contact", h1: "Contact us" },
  ];
  for (const { path, h1, mentions = [] } of pages) {
    test(`${path} renders with one h1 and no serious a11y issues`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      for (const text of mentions) await expect(page.getByRole("main")).toContainText(text);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new URL(path, page.url()).toString());
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/opengraph-image/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expectNoSeriousA11yViolations(page);
    });
  }

  test("the contact form validates, keeps the text on failure and confirms success", async ({ page }) => {
    await page.goto("/contact");
    const name = page.getByLabel("Your name");
    const email = page.getByLabel("Email address");
    const message = page.getByLabel("Message");
    const send = page.getByRole("button", { name: "Send message" });

    await send.click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");

    await name.fill("Ada Lovelace");
    await email.fill("not-an-email");
    await message.fill("Hello there, I have a question about Pro.");
    await send.click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(email).toBeFocused();

    await email.fill("ada@example.com");
    await page.route("**/api/contact", (route) =>
      route.fulfill({
        status: 429,
        json: { error: { code: "too_many_messages", message: "Please wait a while before sending another." } },
      }),
    );
    await send.click();
    await expect(page.getByTestId("contact-error")).toHaveText("Please wait a while before sending another.");
    await expect(message).toHaveValue("Hello there, I have a question about Pro.");
    await expect(email).toHaveValue("ada@example.com");
    await page.unroute("**/api/contact");

    const stamp = `e2e ${Date.now()}`;
    await message.fill(`Hello there, I have a question about Pro. ${stamp}`);
    await send.click();
    await expect(page.getByTestId("contact-success")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Thanks, your message/ })).toBeFocused();

    await page.goto("/dev/outbox");
    const mail = page.getByTestId("outbox-message").filter({ hasText: stamp });
    await expect(mail.getByTestId("outbox-to")).toHaveText("support@localhost");
    await expect(mail).toContainText("ada@example.com");
  });

  test("the contact API answers bad input with a JSON 400 and a human message", async ({ request }) => {
    const res = await request.post("/api/contact", { data: { name: "A", email: "nope", message: "Long enough message" } });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "invalid_request", message: expect.stringContaining("valid email") } });
  });
});

test.describe("crawling", () => {
  test("robots.txt points to the sitemap, which lists the public pages", async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap:");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/ai-checker", "/blog", `/blog/${POSTS[0].slug}`, "/privacy"]) {
      expect(sitemap).toContain(`<loc>${new URL(path, baseURL).toString()}</loc>`);
    }
    expect(sitemap).not.toContain("wp-redirect");
  });

  test("tool share images are generated", async ({ page, request }) => {
    await page.goto("/ai-checker");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const url = new URL(image!);
    const res = await request.get(url.pathname + url.search);
    expect(res.ok()).toBe(true);
    expect(res.headers()["content-type"]).toBe("image/png");
  });
});
