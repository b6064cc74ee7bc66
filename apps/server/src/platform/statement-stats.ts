import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection, Dialect, Driver } from 'kysely';

/**
 * Statements sent to the database and transactions run, since the process opened it
 * (`DB_STATEMENT_STATS=true`; the benchmark reads them to see the work per captcha).
 */
export interface StatementStats {
  /** Every statement a connection sent, BEGIN, COMMIT, ROLLBACK and SAVEPOINT included. */
  statements: number;
  /** BEGIN … COMMIT/ROLLBACK counts once; a statement outside a transaction is its own. */
  transactions: number;
}

export const STATEMENT_STATS_PATH = '/internal/db-stats';

const COUNTED = Symbol('statement-stats');

type CountedConnection = DatabaseConnection & { [COUNTED]?: true };

/**
 * `dialect` with every statement its connections send counted in `stats`. BEGIN, COMMIT and
 * savepoints go through the connection's `executeQuery` too (PostgresDialect and PGliteDialect
 * alike), so they are counted as well.
 */
export function countingDialect(dialect: Dialect, stats: StatementStats): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => countingDriver(dialect.createDriver(), stats),
  };
}

/** The driver itself, its `acquireConnection` instrumenting each connection it hands out. */
function countingDriver(driver: Driver, stats: StatementStats): Driver {
  const acquire = driver.acquireConnection.bind(driver);
  driver.acquireConnection = async () => instrument(await acquire(), stats);
  return driver;
}

function instrument(connection: CountedConnection, stats: StatementStats): DatabaseConnection {
  if (connection[COUNTED]) return connection;
  const execute = connection.executeQuery.bind(connection);
  // One connection runs one transaction at a time: its state is the connection's.
  let inTransaction = false;
  connection.executeQuery = (query) => {
    stats.statements++;
    const head = query.sql.trimStart().slice(0, 24).toLowerCase();
    if (head.startsWith('begin') || head.startsWith('start transaction')) {
      stats.transactions++;
      inTransaction = true;
    } else if (head.startsWith('commit') || (head.startsWith('rollback') && !/^rollback\s+to\b/.test(head))) {
      inTransaction = false;
    } else if (!inTransaction) {
      stats.transactions++;
    }
    return execute(query);
  };
  connection[COUNTED] = true;
  return connection;
}

/** `GET /internal/db-stats` → `{statements, transactions}`; registered only when counting is on. */
export function registerStatementStats(app: FastifyInstance, stats: StatementStats): void {
  app.get(STATEMENT_STATS_PATH, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ statements: stats.statements, transactions: stats.transactions }),
  );
}
