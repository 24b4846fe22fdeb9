import { afterEach, describe, expect, it } from "vitest";
import { mirrorText, watchText } from "@/lib/client/writing-mirror";

/** Channels of one name in one process stand for the tabs of one browser. */
const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

const texts = (documentId: string) => {
  const seen: string[] = [];
  const watcher = watchText(documentId, (text) => seen.push(text));
  closers.push(() => watcher.close());
  return { seen, watcher };
};

describe("a read-only tab shows the text as the recording tab has it", () => {
  it("gets the recording tab's text as it opens, before any of it is saved", async () => {
    let typed = "Typed in the first tab.";
    const mirror = mirrorText("doc-open", () => typed);
    closers.push(() => mirror.close());
    const { seen } = texts("doc-open");
    await expect.poll(() => seen).toEqual(["Typed in the first tab."]);
    typed += " More.";
    mirror.changed();
    await expect.poll(() => seen.at(-1)).toBe("Typed in the first tab. More.");
  });

  it("gets the last change of a burst of typing once, not one message per key", async () => {
    let typed = "";
    const mirror = mirrorText("doc-burst", () => typed);
    closers.push(() => mirror.close());
    const { seen } = texts("doc-burst");
    await expect.poll(() => seen).toEqual([""]);
    for (const letter of "Quick typing.") {
      typed += letter;
      mirror.changed();
    }
    await expect.poll(() => seen.at(-1)).toBe("Quick typing.");
    expect(seen).toEqual(["", "Quick typing."]);
  });

  it("gets the change a recording tab makes as it closes, and nothing from another document", async () => {
    let typed = "Draft";
    const other = mirrorText("doc-other", () => "Another document");
    closers.push(() => other.close());
    const mirror = mirrorText("doc-close", () => typed);
    const { seen, watcher } = texts("doc-close");
    await expect.poll(() => seen).toEqual(["Draft"]);
    typed = "Draft, finished.";
    mirror.changed();
    mirror.close();
    await expect.poll(() => seen.at(-1)).toBe("Draft, finished.");
    watcher.ask();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual(["Draft", "Draft, finished."]);
  });

  it("gets the changes of a tab that starts recording after it opened", async () => {
    const { seen } = texts("doc-later");
    let typed = "Taken over";
    const mirror = mirrorText("doc-later", () => typed);
    closers.push(() => mirror.close());
    await expect.poll(() => seen).toEqual(["Taken over"]);
    typed = "Taken over, and more.";
    mirror.changed();
    await expect.poll(() => seen.at(-1)).toBe("Taken over, and more.");
  });

  it("sends no text while no tab asks for it", async () => {
    const heard: unknown[] = [];
    const listener = new BroadcastChannel("writing-text:doc-alone");
    listener.onmessage = (event) => heard.push(event.data);
    closers.push(() => listener.close());
    let typed = "";
    const mirror = mirrorText("doc-alone", () => typed);
    for (const letter of "Nobody reads this.") {
      typed += letter;
      mirror.changed();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
    mirror.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([{ kind: "recording" }]);
  });
});
