import "server-only";
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type SqliteDialectConfig } from "kysely";

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

/**
 * Better Auth's SQLite connection, with transactions that take the write lock when they begin. Its
 * transactions span awaits, while the Store writes through a connection of its own; a transaction that
 * began as a reader would fail ("database is locked") as soon as a Store write landed in between. Taking
 * the lock first makes Store writes wait for the commit instead (lib/db/sqlite.ts retries them).
 */
export class ImmediateTransactionSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new ImmediateTransactionDriver(this.settings);
  }
}
