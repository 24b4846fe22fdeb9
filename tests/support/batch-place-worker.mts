import { openSqliteStore } from "../../lib/db/sqlite";

// Takes `take` places of a batch as the batch service does, fills the first `fill` of them, then says so and
// waits, its other checks "running", until the test kills it.
const [path, ownerId, batchId, take, fill] = process.argv.slice(2);
const store = openSqliteStore(path!);
const room = { files: 100, words: 300_000 };
const places: number[] = [];
for (let i = 0; i < Number(take); i++) {
  const place = await store.batches.reserve({ ownerId: ownerId!, batchId: batchId!, words: 60, room });
  if (place && "position" in place) places.push(place.position);
}
for (const [i, position] of places.slice(0, Number(fill)).entries()) {
  await store.batches.addItem({
    ownerId: ownerId!,
    batchId: batchId!,
    position,
    item: { name: `done-${i}.txt`, words: 60, characters: 400, text: "checked text", detection: null, problem: "batchTooShort" },
  });
}
process.send?.(places.length);
setInterval(() => {}, 60_000);
