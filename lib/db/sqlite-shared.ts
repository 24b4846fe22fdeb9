import "server-only";
import type Database from "better-sqlite3";

/** The open SQLite file every entity of the store shares. */
export type SqliteDb = InstanceType<typeof Database>;

/** A row as better-sqlite3 returns it. */
export type Row = Record<string, unknown>;

/** The names of a table's columns (a migration adds those an older file lacks). */
export const columnsOf = (db: SqliteDb, table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Row[]).map((c) => c.name);
