import { chromium } from "@playwright/test";
const origin = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"], ignoreDefaultArgs: ["--disable-back-forward-cache"] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send("Page.enable");
cdp.on("Page.backForwardCacheNotUsed", (e) => console.log("  not restored:", e.notRestoredExplanations.map((r) => r.reason).join(", ")));
for (const path of process.argv.slice(3)) {
  await page.goto(origin + path, { waitUntil: "networkidle" });
  await page.evaluate(() => addEventListener("pageshow", (e) => document.documentElement.dataset.restored = String(e.persisted)));
  await page.goto(origin + "/about", { waitUntil: "networkidle" });
  await page.goBack({ waitUntil: "commit" });
  await page.waitForTimeout(1000);
  console.log(path, "restored from bf-cache:", await page.evaluate(() => document.documentElement.dataset.restored ?? "false (reloaded)"));
}
await browser.close();
