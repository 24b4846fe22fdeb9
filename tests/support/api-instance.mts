// One app instance for the rate-limit test: its own process and store connection on the shared database
// file. Says "ready" once loaded, then on "go" sends `count` requests at once with the key and reports the statuses.
import { NextRequest } from "next/server";

const [key, count] = process.argv.slice(2);
const { GET } = await import("../../app/api/v1/usage/route");
process.send?.("ready");
process.once("message", async () => {
  const statuses = await Promise.all(
    Array.from(
      { length: Number(count) },
      async () => (await GET(new NextRequest("http://localhost/api/v1/usage", { headers: { authorization: `Bearer ${key}` } }))).status,
    ),
  );
  process.send?.(statuses, () => process.exit(0));
});
