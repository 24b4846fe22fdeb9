// An app instance that is killed in the middle of a rewrite: it starts one through the real route, says
// "streaming" once the answer's first piece has arrived, and waits there until the test kills it.
import { NextRequest } from "next/server";

const [cookie, ip] = process.argv.slice(2);
const { POST } = await import("../../app/api/getResponseToAPrompt/route");
const res = await POST(
  new NextRequest("http://localhost/api/getResponseToAPrompt", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", cookie: cookie!, "x-forwarded-for": ip! },
    body: JSON.stringify({ prompt: "The committee met on Tuesday to review the budget, and it delayed the vote." }),
  }),
);
await res.body!.getReader().read();
process.send?.("streaming");
setInterval(() => {}, 60_000);
