import { openSqliteStore } from "../../lib/db/sqlite";

const [path, uses, limit] = process.argv.slice(2);
const store = openSqliteStore(path);
let allowed = 0;
for (let i = 0; i < Number(uses); i++) {
  const result = await store.quota.tryConsume({ key: "shared", limit: Number(limit), now: Date.now(), windowMs: 86_400_000 });
  if (result.allowed) allowed++;
}
await store.close();
process.send?.(allowed, () => process.exit(0));
