import { describe, expect, it } from "vitest";
import { docxFromText } from "@/lib/files/docx-from-text";
import { readAttachment } from "@/lib/files/read-attachment";

describe("downloading a result as a Word document", () => {
  it("makes one Word paragraph of each line of the result, blank lines only separating them", async () => {
    const blob = await docxFromText("First paragraph, “quoted” — and 中文.\nSecond paragraph.\n\n\n  Third, after blank lines.  \n");
    expect(blob.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(await readAttachment(new File([blob], "result.docx"))).toEqual({
      ok: true,
      text: "First paragraph, “quoted” — and 中文.\n\nSecond paragraph.\n\nThird, after blank lines.",
    });
  });
});
