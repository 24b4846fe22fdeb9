import "server-only";
import { columnsOf, rowReader, type Row, type SqliteDb } from "./sqlite-shared";
import type { UsageRecord, UsageStore } from "./types";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS usage_records (
  email TEXT PRIMARY KEY,
  total_cost REAL NOT NULL,
  total_queries INTEGER NOT NULL,
  prompt_tokens INTEGER NOT NULL DEFAULT 0,
  completion_tokens INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS model_words (
  user_id TEXT NOT NULL,
  period TEXT NOT NULL,
  words INTEGER NOT NULL,
  PRIMARY KEY (user_id, period)
);
`;

export const toUsage = rowReader<UsageRecord>(
  "email totalCost totalQueries totalPromptTokens:prompt_tokens totalCompletionTokens:completion_tokens",
);

/** Usage records (by address) and model words (by account and period) on the SQLite file; their tables are their own, made here. */
export function sqliteUsage(db: SqliteDb): UsageStore {
  db.exec(SCHEMA);
  if (!columnsOf(db, "usage_records").includes("prompt_tokens")) {
    db.exec(
      "ALTER TABLE usage_records ADD COLUMN prompt_tokens INTEGER NOT NULL DEFAULT 0; ALTER TABLE usage_records ADD COLUMN completion_tokens INTEGER NOT NULL DEFAULT 0;",
    );
  }

  const usageUpsert = db.prepare(`
    INSERT INTO usage_records (email, total_cost, total_queries, prompt_tokens, completion_tokens)
    VALUES (@email, @cost, 1, @promptTokens, @completionTokens)
    ON CONFLICT (email) DO UPDATE SET total_cost = total_cost + @cost, total_queries = total_queries + 1,
      prompt_tokens = prompt_tokens + @promptTokens, completion_tokens = completion_tokens + @completionTokens
    RETURNING email, total_cost, total_queries, prompt_tokens, completion_tokens`);
  const addWords = db.prepare(`
    INSERT INTO model_words (user_id, period, words) VALUES (@userId, @period, @words)
    ON CONFLICT (user_id, period) DO UPDATE SET words = words + @words
    RETURNING words`);
  const readWords = db.prepare("SELECT words FROM model_words WHERE user_id = ? AND period = ?");

  return {
    async record({ email, cost, promptTokens = 0, completionTokens = 0 }) {
      return toUsage(usageUpsert.get({ email, cost, promptTokens, completionTokens }) as Row);
    },
    async get(email) {
      const row = db.prepare("SELECT * FROM usage_records WHERE email = ?").get(email) as Row | undefined;
      return row ? toUsage(row) : null;
    },
    async addModelWords({ userId, period, words }) {
      return (addWords.get({ userId, period, words }) as Row).words as number;
    },
    async modelWords({ userId, period }) {
      return ((readWords.get(userId, period) as Row | undefined)?.words as number | undefined) ?? 0;
    },
  };
}
