/**
 * Reporting: the read models. Where a screen shows figures that live in several modules' tables
 * (a customer's tasks with what they cost, statistics per day, a worker's earnings per task kind,
 * a worker's record), the query lives here, and only here, instead of one module reading another's
 * tables. Reporting owns no tables and writes nothing; it imports no other module, so every module
 * may use it. The modules whose tables it reads: solving (task, task_attempt, task_report,
 * worker_mistake) and billing (ledger_transaction, ledger_entry, ledger_account); for the staff
 * home also payouts, work, quality and the mail log (see staff.reads.ts); for support tickets the
 * payments (support.reads.ts).
 */
export { customerReads, type TaskRow } from './customer.reads.ts';
export { moneyReads } from './money.reads.ts';
export { solveTimeReads } from './solve-time.reads.ts';
export { staffReads } from './staff.reads.ts';
export { type DayKindRow, statsReads } from './stats.reads.ts';
export { type PaymentRef, supportReads, type TaskRef } from './support.reads.ts';
export { taskReads } from './task.reads.ts';
export { workerReads } from './worker.reads.ts';
