import "server-only";
import type Database from "better-sqlite3";

/** The open SQLite file every entity of the store shares. */
export type SqliteDb = InstanceType<typeof Database>;

/** A row as better-sqlite3 returns it. */
export type Row = Record<string, unknown>;

/**
 * A row mapper: the fields named (space-separated, in their order), each read from the column named as the field in
 * snake_case ("createdAt" from "created_at"), or from the one after a colon ("from:start"). Values come as SQLite returns
 * them; a mapper converts after it the few stored otherwise (flags as 0/1, JSON, bytes).
 */
export function rowReader<T>(fields: string): (r: Row) => T {
  const columns = fields.split(" ").map((field) => {
    const [name, column] = field.split(":");
    return [name, column ?? name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] as const;
  });
  return (r) => Object.fromEntries(columns.map(([name, column]) => [name, r[column]])) as T;
}

/** The names of a table's columns (a migration adds those an older file lacks). */
export const columnsOf = (db: SqliteDb, table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Row[]).map((c) => c.name);
