import { sql } from 'kysely';
import type { Db } from '../platform/db.ts';
import { AUTHOR_REFERENCES } from './remove-demo.authors.ts';

/**
 * `npm run admin -- remove-demo`: removes the demo accounts (their passwords are public) and every
 * row that hangs off them, in one transaction.
 *
 * The ledger is append-only, so demo money is taken out the only way that keeps the books exact:
 * each ledger transaction of a demo account goes whole (its entries sum to zero), and what those
 * transactions put on the platform's own accounts (revenue, external) is taken back from their
 * balance. The demo seed moves money only between demo accounts and those two platform accounts
 * (a sandbox top-up, a welcome credit, a week of tasks solved by the demo worker), so nothing of a
 * real account changes. Where a demo account has since dealt with a real one (a real worker paid
 * for a demo customer's task, a transfer, a voucher), removing it would rewrite a real account's
 * money: then nothing is removed and the command names those rows (DemoEntangledError).
 * A real setting made by the demo admin (a price, a system message, …) stays, without its author.
 */

/** The demo accounts, as a subquery. */
const DEMO = '(SELECT id FROM user_account WHERE is_demo)';
/** The demo customers' tasks (the entanglement checks make sure no real account worked on them). */
const DEMO_TASKS = `(SELECT id FROM task WHERE customer_id IN ${DEMO})`;
/** Temporary table of the demo accounts' ledger transactions. */
const DEMO_TX = '(SELECT id FROM demo_ledger_tx)';

/** The append-only triggers of the ledger, lifted inside the removal's transaction only. */
const LEDGER_TRIGGERS = [
  ['ledger_entry', 'ledger_entry_append_only'],
  ['ledger_transaction', 'ledger_transaction_append_only'],
] as const;

interface Step {
  /** What the printed line counts; null: not counted. */
  label: string | null;
  sql: string;
  /** `table.column` of the references to removed rows this step takes care of (see REMOVAL_COVERS). */
  covers: string[];
}

/** In order: what refers to a row goes before it. */
const STEPS: Step[] = [
  {
    label: 'worker flags',
    sql: `DELETE FROM worker_flag WHERE task_id IN ${DEMO_TASKS} OR worker_id IN ${DEMO}`,
    covers: ['worker_flag.task_id', 'worker_flag.worker_id'],
  },
  {
    label: 'worker mistakes',
    sql: `DELETE FROM worker_mistake WHERE task_id IN ${DEMO_TASKS} OR worker_id IN ${DEMO}`,
    covers: ['worker_mistake.task_id', 'worker_mistake.worker_id'],
  },
  {
    label: 'task attempts',
    sql: `DELETE FROM task_attempt WHERE task_id IN ${DEMO_TASKS} OR worker_id IN ${DEMO}`,
    covers: ['task_attempt.task_id', 'task_attempt.worker_id'],
  },
  {
    label: 'complaints',
    sql: `DELETE FROM task_report WHERE task_id IN ${DEMO_TASKS}`,
    covers: ['task_report.task_id', 'task_report.customer_id', 'task_report.worker_id'],
  },
  {
    label: 'pingback deliveries',
    // Their attempts go with them (ON DELETE CASCADE).
    sql: `DELETE FROM callback_delivery WHERE task_id IN ${DEMO_TASKS} OR customer_id IN ${DEMO}`,
    covers: ['callback_delivery.task_id', 'callback_delivery.customer_id', 'callback_attempt.delivery_id'],
  },
  {
    label: 'tasks',
    sql: `DELETE FROM task WHERE customer_id IN ${DEMO}`,
    covers: ['task.customer_id', 'task.worker_id', 'task.developer_id'],
  },
  {
    label: null,
    sql: `DELETE FROM training_answer WHERE session_id IN (SELECT id FROM training_session WHERE worker_id IN ${DEMO})`,
    covers: ['training_answer.session_id'],
  },
  {
    label: 'training sessions',
    sql: `DELETE FROM training_session WHERE worker_id IN ${DEMO}`,
    covers: ['training_session.worker_id'],
  },
  {
    label: 'balance transfers',
    sql: `DELETE FROM balance_transfer WHERE sender_id IN ${DEMO} OR recipient_id IN ${DEMO}`,
    covers: ['balance_transfer.sender_id', 'balance_transfer.recipient_id', 'balance_transfer.ledger_transaction_id'],
  },
  {
    label: 'vouchers',
    sql: `DELETE FROM voucher WHERE created_by IN ${DEMO} OR redeemed_by IN ${DEMO}`,
    covers: ['voucher.created_by', 'voucher.redeemed_by', 'voucher.ledger_transaction_id'],
  },
  {
    // A real promo code redeemed by a demo account counts one redemption fewer.
    label: null,
    sql: `UPDATE promo_code p SET redemptions = p.redemptions - r.n
          FROM (SELECT promo_code_id, count(*)::int AS n FROM promo_redemption WHERE user_id IN ${DEMO}
                GROUP BY promo_code_id) r
          WHERE p.id = r.promo_code_id`,
    covers: [],
  },
  {
    label: 'promo code redemptions',
    sql: `DELETE FROM promo_redemption WHERE user_id IN ${DEMO}`,
    covers: ['promo_redemption.user_id', 'promo_redemption.ledger_transaction_id', 'promo_redemption.promo_code_id'],
  },
  {
    label: 'promo codes',
    sql: `DELETE FROM promo_code WHERE created_by IN ${DEMO}`,
    covers: ['promo_code.created_by'],
  },
  {
    // Bought with demo money: they go before the ledger transactions that paid for them.
    label: 'enterprise plans',
    sql: `DELETE FROM enterprise_subscription WHERE customer_id IN ${DEMO}`,
    covers: ['enterprise_subscription.customer_id', 'enterprise_subscription.ledger_transaction_id'],
  },
  {
    label: null,
    sql: `DELETE FROM enterprise_contact WHERE customer_id IN ${DEMO}`,
    covers: ['enterprise_contact.customer_id'],
  },
  { label: 'feedback', sql: `DELETE FROM feedback WHERE user_id IN ${DEMO}`, covers: ['feedback.user_id'] },
  {
    // The platform's accounts give back what the removed transactions put on them (their balance is
    // the sum of their shards; any shard will do).
    label: null,
    sql: `UPDATE ledger_account_shard s SET balance_micros = s.balance_micros - x.total
          FROM (SELECT e.account_id, sum(e.amount_micros) AS total
                FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
                WHERE e.transaction_id IN ${DEMO_TX} AND a.user_id IS NULL
                GROUP BY e.account_id) x
          WHERE s.account_id = x.account_id AND s.shard = 0`,
    covers: ['ledger_account_shard.account_id'],
  },
  {
    label: 'ledger entries',
    sql: `DELETE FROM ledger_entry WHERE transaction_id IN ${DEMO_TX}`,
    covers: ['ledger_entry.transaction_id', 'ledger_entry.account_id'],
  },
  {
    label: 'ledger transactions',
    sql: `DELETE FROM ledger_transaction WHERE id IN ${DEMO_TX}`,
    covers: [
      'ledger_transaction.user_id',
      'ledger_transaction.created_by',
      'ledger_transaction.refunds_transaction_id',
    ],
  },
  {
    label: 'ledger accounts',
    sql: `DELETE FROM ledger_account WHERE user_id IN ${DEMO}`,
    covers: ['ledger_account.user_id'],
  },
  {
    label: null,
    sql: `DELETE FROM payment_webhook WHERE payment_id IN (SELECT id FROM payment WHERE user_id IN ${DEMO})`,
    covers: ['payment_webhook.payment_id'],
  },
  { label: 'payments', sql: `DELETE FROM payment WHERE user_id IN ${DEMO}`, covers: ['payment.user_id'] },
  {
    label: 'payout requests',
    sql: `DELETE FROM payout_request WHERE worker_id IN ${DEMO}`,
    covers: ['payout_request.worker_id'],
  },
  {
    label: null,
    sql: `DELETE FROM payout_wallet_change WHERE worker_id IN ${DEMO}`,
    covers: ['payout_wallet_change.worker_id'],
  },
  {
    label: 'payout wallets',
    sql: `DELETE FROM payout_wallet WHERE worker_id IN ${DEMO}`,
    covers: ['payout_wallet.worker_id'],
  },
  {
    // Reviews by demo accounts (those of demo software go with it, ON DELETE CASCADE).
    label: 'software reviews',
    sql: `DELETE FROM software_review WHERE user_id IN ${DEMO}`,
    covers: ['software_review.user_id'],
  },
  {
    // A demo moderator's decisions on real items go from their history (it names its actor).
    label: null,
    sql: `DELETE FROM software_moderation_event WHERE actor_id IN ${DEMO}`,
    covers: ['software_moderation_event.actor_id'],
  },
  { label: 'software', sql: `DELETE FROM software WHERE developer_id IN ${DEMO}`, covers: ['software.developer_id'] },
  {
    // Demo accounts' support tickets with their threads (ON DELETE CASCADE). A real user's ticket
    // about a demo task or payment loses the reference (ON DELETE SET NULL).
    label: 'support tickets',
    sql: `DELETE FROM support_ticket WHERE user_id IN ${DEMO}`,
    covers: ['support_ticket.user_id', 'support_ticket.task_id', 'support_ticket.payment_id'],
  },
  {
    // Images of articles (real content, whoever wrote it) stay: they lose their uploader only.
    label: null,
    sql: `UPDATE stored_file SET owner_id = NULL WHERE owner_id IN ${DEMO}
            AND (id IN (SELECT file_id FROM article_attachment) OR id IN (SELECT cover_file_id FROM article WHERE cover_file_id IS NOT NULL))`,
    covers: [],
  },
  {
    // Demo accounts' uploads (logos, screenshots), after the software that shows them. The bytes
    // stay in the store as unreferenced files.
    label: 'uploaded files',
    sql: `DELETE FROM stored_file WHERE owner_id IN ${DEMO}`,
    covers: ['stored_file.owner_id'],
  },
  { label: 'sessions', sql: `DELETE FROM user_session WHERE user_id IN ${DEMO}`, covers: ['user_session.user_id'] },
  {
    label: 'worker tokens',
    sql: `DELETE FROM worker_token WHERE user_id IN ${DEMO}`,
    covers: ['worker_token.user_id'],
  },
  { label: 'mail links', sql: `DELETE FROM mail_link WHERE user_id IN ${DEMO}`, covers: ['mail_link.user_id'] },
  { label: 'mails', sql: `DELETE FROM mail_log WHERE user_id IN ${DEMO}`, covers: ['mail_log.user_id'] },
  ...[
    'agreement_acceptance.user_id',
    'recovery_code.user_id',
    'known_device.user_id',
    'user_system_message.user_id',
    'worker_admission.user_id',
    'worker_profile.user_id',
    'api_settings.customer_id',
    'pingback_address.customer_id',
    'api_error_log.customer_id',
    'admin_action.user_id',
    'worker_presence.worker_id',
  ].map((ref): Step => {
    const [table, column] = ref.split('.') as [string, string];
    return { label: null, sql: `DELETE FROM ${table} WHERE ${column} IN ${DEMO}`, covers: [ref] };
  }),
  // A real setting or decision made by a demo admin or moderator stays, without its author.
  ...AUTHOR_REFERENCES.map((ref): Step => {
    const [table, column] = ref.split('.') as [string, string];
    return {
      label: 'authors cleared',
      sql: `UPDATE ${table} SET ${column} = NULL WHERE ${column} IN ${DEMO}`,
      covers: [ref],
    };
  }),
  { label: 'tracked events', sql: 'DELETE FROM tracking_event WHERE is_demo', covers: [] },
  { label: 'demo currency rates', sql: "DELETE FROM currency_rate WHERE source = 'demo'", covers: [] },
  {
    // Through the change trigger, a running server forgets what it cached of them (API keys, bans).
    label: null,
    sql: 'UPDATE user_account SET api_key = NULL, deleted_at = coalesce(deleted_at, now()) WHERE is_demo',
    covers: [],
  },
  { label: null, sql: 'DELETE FROM user_account WHERE is_demo', covers: [] },
];

/** Every `table.column` referring to a row the removal deletes that it takes care of (tested against the schema). */
export const REMOVAL_COVERS: ReadonlySet<string> = new Set(STEPS.flatMap((s) => s.covers));

/** Rows that join a demo account to a real one: removing the demo account would change a real one. */
const TIES: { what: string; sql: string }[] = [
  {
    what: 'ledger transactions that move money between a demo and a real account',
    sql: `SELECT t.id, t.kind AS detail FROM ledger_transaction t
          WHERE t.id IN ${DEMO_TX}
            AND (t.user_id NOT IN ${DEMO}
                 OR EXISTS (SELECT 1 FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
                            WHERE e.transaction_id = t.id AND a.user_id IS NOT NULL AND a.user_id NOT IN ${DEMO}))
          UNION
          SELECT t.id, t.kind FROM ledger_transaction t
          WHERE t.created_by IN ${DEMO} AND t.id NOT IN ${DEMO_TX}`,
  },
  {
    what: 'tasks with a demo and a real account as customer, worker or developer',
    sql: `SELECT id, status AS detail FROM task
          WHERE customer_id IN ${DEMO}
            AND (worker_id NOT IN ${DEMO} OR developer_id NOT IN ${DEMO})
          UNION
          SELECT id, status FROM task
          WHERE customer_id NOT IN ${DEMO} AND (worker_id IN ${DEMO} OR developer_id IN ${DEMO})
          UNION
          SELECT task_id, 'complaint' FROM task_report WHERE customer_id NOT IN ${DEMO} AND worker_id IN ${DEMO}`,
  },
  {
    what: 'balance transfers between a demo and a real account',
    sql: `SELECT id, state AS detail FROM balance_transfer
          WHERE (sender_id IN ${DEMO}) <> (recipient_id IN ${DEMO})`,
  },
  {
    what: 'vouchers made by a demo account and redeemed by a real one, or the other way round',
    sql: `SELECT id, code_hint AS detail FROM voucher
          WHERE redeemed_by IS NOT NULL AND (created_by IN ${DEMO}) <> (redeemed_by IN ${DEMO})`,
  },
  {
    what: 'promo codes made by a demo account and redeemed by real accounts',
    sql: `SELECT p.id, p.code AS detail FROM promo_code p
          WHERE p.created_by IN ${DEMO}
            AND EXISTS (SELECT 1 FROM promo_redemption r WHERE r.promo_code_id = p.id AND r.user_id NOT IN ${DEMO})`,
  },
];

/** Demo accounts share rows with real ones; nothing was removed. */
export class DemoEntangledError extends Error {
  override name = 'DemoEntangledError';
  constructor(readonly ties: string[]) {
    super(
      [
        'demo accounts have dealt with real accounts, so removing them would change real accounts; nothing was removed:',
        ...ties.map((t) => `  ${t}`),
      ].join('\n'),
    );
  }
}

export interface DemoRemoval {
  /** The addresses of the removed demo accounts. */
  accounts: string[];
  /** How many rows of each kind went (only kinds with any), in order. */
  counts: [string, number][];
}

const affected = (result: { numAffectedRows?: bigint }) => Number(result.numAffectedRows ?? 0n);

/** Removes every demo row in one transaction; a second run finds nothing. Throws DemoEntangledError. */
export async function removeDemo(db: Db): Promise<DemoRemoval> {
  return db.transaction().execute(async (trx) => {
    const accounts = await trx
      .selectFrom('userAccount')
      .select(['id', 'email'])
      .where('isDemo', '=', true)
      .orderBy('id')
      .forUpdate()
      .execute();
    const events = await trx.selectFrom('trackingEvent').select('id').where('isDemo', '=', true).executeTakeFirst();
    if (accounts.length === 0 && !events) return { accounts: [], counts: [] };
    // Taking the ledger's tables also keeps every money step out until the removal is done.
    for (const [table, trigger] of LEDGER_TRIGGERS) {
      await sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`).execute(trx);
    }
    await sql
      .raw(
        `CREATE TEMP TABLE demo_ledger_tx ON COMMIT DROP AS
         SELECT id FROM ledger_transaction WHERE user_id IN ${DEMO}
         UNION
         SELECT e.transaction_id FROM ledger_entry e JOIN ledger_account a ON a.id = e.account_id
         WHERE a.user_id IN ${DEMO}`,
      )
      .execute(trx);

    const ties: string[] = [];
    for (const tie of TIES) {
      const { rows } = await sql.raw<{ id: number; detail: string }>(`${tie.sql} ORDER BY 1`).execute(trx);
      if (rows.length === 0) continue;
      const shown = rows.slice(0, 5).map((r) => `#${r.id} ${r.detail}`);
      ties.push(`${tie.what}: ${rows.length} (${shown.join(', ')}${rows.length > shown.length ? ', …' : ''})`);
    }
    if (ties.length > 0) throw new DemoEntangledError(ties);

    const counts = new Map<string, number>();
    for (const step of STEPS) {
      const n = affected(await sql.raw(step.sql).execute(trx));
      if (step.label && n > 0) counts.set(step.label, (counts.get(step.label) ?? 0) + n);
    }
    for (const [table, trigger] of LEDGER_TRIGGERS) {
      await sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`).execute(trx);
    }
    return {
      accounts: accounts.map((a) => a.email ?? `#${a.id}`),
      counts: [['demo accounts', accounts.length] as [string, number], ...counts].filter(([, n]) => n > 0),
    };
  });
}

/** The lines `remove-demo` prints. */
export function describeRemoval(removal: DemoRemoval): string[] {
  if (removal.counts.length === 0) return ['no demo data: nothing removed'];
  return [
    `removed the demo data${removal.accounts.length ? ` of ${removal.accounts.join(', ')}` : ''}:`,
    ...removal.counts.map(([label, n]) => `  ${label}: ${n}`),
  ];
}
