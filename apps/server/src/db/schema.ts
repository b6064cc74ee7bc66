import type { ColumnType, Generated } from 'kysely';
import type { ApiSettingsTables } from '../modules/api-settings/api-settings.tables.ts';
import type { CallbacksTables } from '../modules/callbacks/callbacks.tables.ts';
import type { ContentTables } from '../modules/content/content.tables.ts';
import type { CustomerTables } from '../modules/customer/customer.tables.ts';
import type { DemoTables } from '../modules/demo/demo.tables.ts';
import type { DomainsTables } from '../modules/domains/domains.tables.ts';
import type { EnterpriseTables } from '../modules/enterprise/enterprise.tables.ts';
import type { FeedbackTables } from '../modules/feedback/feedback.tables.ts';
import type { IdentityTables } from '../modules/identity/identity.tables.ts';
import type { PaymentsTables } from '../modules/payments/payments.tables.ts';
import type { PayoutsTables } from '../modules/payouts/payouts.tables.ts';
import type { PricingTables } from '../modules/pricing/pricing.tables.ts';
import type { QualityTables } from '../modules/quality/quality.tables.ts';
import type { SoftwareTables } from '../modules/software/software.tables.ts';
import type { SolvingTables } from '../modules/solving/solving.tables.ts';
import type { StorageTables } from '../modules/storage/storage.tables.ts';
import type { SupportBotTables } from '../modules/support-bot/support-bot.tables.ts';
import type { FaqTables } from '../modules/support-faq/faq.tables.ts';
import type { SupportTicketsTables } from '../modules/support-tickets/support-tickets.tables.ts';
import type { TransfersTables } from '../modules/transfers/transfers.tables.ts';
import type { WorkTables } from '../modules/work/work.tables.ts';

/** Kysely's view of the tables (camelCase; the database itself is snake_case). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppMetaTable {
  key: string;
  value: unknown;
  updatedAt: Timestamp;
}

export interface TrackingEventTable {
  id: Generated<number>;
  type: string;
  data: unknown;
  ip: string | null;
  userAgent: string | null;
  /** True for rows written by the demo seed. */
  isDemo: Generated<boolean>;
  createdAt: Timestamp;
}

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface UserAccountTable {
  id: Generated<number>;
  email: string | null;
  emailConfirmedAt: NullableTime;
  passwordHash: string;
  name: Generated<string>;
  userType: 'customer' | 'worker' | 'developer' | null;
  interfaceLanguage: Generated<'en' | 'ru' | 'zh'>;
  isAdmin: Generated<boolean>;
  isModerator: Generated<boolean>;
  apiKey: string | null;
  totpSecret: string | null;
  totpEnabledAt: NullableTime;
  totpLastStep: number | null;
  notificationPrefs: ColumnType<Record<string, boolean>, string | undefined, string>;
  bannedAt: NullableTime;
  banReason: string | null;
  deletedAt: NullableTime;
  lastSeenAt: NullableTime;
  isDemo: Generated<boolean>;
  /** The site the account registered on: its mails link to that site's primary host. */
  site: Generated<'international' | 'region'>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface UserSessionTable {
  id: string;
  userId: number;
  secondFactorDue: Generated<boolean>;
  failedCodes: Generated<number>;
  ip: string | null;
  userAgent: string | null;
  createdAt: CreatedAt;
  lastSeenAt: CreatedAt;
  expiresAt: Timestamp;
  revokedAt: NullableTime;
}

export type MailLinkPurpose =
  | 'confirm_email'
  | 'reset_password'
  | 'change_email_old'
  | 'change_email_new'
  | 'delete_email';

export interface MailLinkTable {
  id: Generated<number>;
  userId: number;
  purpose: MailLinkPurpose;
  tokenHash: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  expiresAt: Timestamp;
  usedAt: NullableTime;
  createdAt: CreatedAt;
}

export interface AgreementAcceptanceTable {
  id: Generated<number>;
  userId: number;
  document: string;
  version: string;
  ip: string | null;
  acceptedAt: CreatedAt;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  userId: number;
  codeHash: string;
  usedAt: NullableTime;
}

export interface SystemMessageTable {
  id: Generated<number>;
  message: ColumnType<Record<string, string>, string, string>;
  audience: ColumnType<Record<string, unknown>, string, string>;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface UserSystemMessageTable {
  userId: number;
  messageId: number;
  readAt: NullableTime;
}

export interface MailLogTable {
  id: Generated<number>;
  userId: number | null;
  recipient: string;
  template: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  status: 'sent' | 'outbox' | 'failed' | 'skipped';
  error: string | null;
  createdAt: CreatedAt;
}

export interface RateLimitCounterTable {
  key: string;
  hits: number;
  expiresAt: Timestamp;
}

export type LedgerAccountKind = 'user_balance' | 'hold' | 'platform_revenue' | 'external';
export type LedgerTransactionKind =
  | 'hold'
  | 'settle'
  | 'release'
  | 'refund'
  | 'credit'
  | 'debit'
  | 'transfer'
  | 'purchase';

export interface LedgerAccountTable {
  id: Generated<number>;
  kind: LedgerAccountKind;
  userId: number | null;
  balanceMicros: Generated<number>;
  spentMicros: Generated<number>;
  earnedMicros: Generated<number>;
  lastCreditAt: NullableTime;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface LedgerTransactionTable {
  id: Generated<number>;
  kind: LedgerTransactionKind;
  idempotencyKey: string;
  userId: number;
  amountMicros: number;
  reference: string | null;
  memo: string | null;
  request: ColumnType<Record<string, unknown>, string, never>;
  refundsTransactionId: number | null;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface LedgerEntryTable {
  id: Generated<number>;
  transactionId: number;
  accountId: number;
  amountMicros: number;
  /** Null for the platform accounts' entries (their balance is the sum of their shards). */
  balanceAfterMicros: number | null;
  createdAt: CreatedAt;
}

export interface Database
  extends PricingTables,
    SolvingTables,
    WorkTables,
    CallbacksTables,
    ApiSettingsTables,
    SoftwareTables,
    ContentTables,
    FaqTables,
    SupportBotTables,
    StorageTables,
    SupportTicketsTables,
    PaymentsTables,
    PayoutsTables,
    QualityTables,
    CustomerTables,
    DomainsTables,
    EnterpriseTables,
    FeedbackTables,
    DemoTables,
    IdentityTables,
    TransfersTables {
  appMeta: AppMetaTable;
  trackingEvent: TrackingEventTable;
  rateLimitCounter: RateLimitCounterTable;
  userAccount: UserAccountTable;
  userSession: UserSessionTable;
  mailLink: MailLinkTable;
  agreementAcceptance: AgreementAcceptanceTable;
  recoveryCode: RecoveryCodeTable;
  systemMessage: SystemMessageTable;
  userSystemMessage: UserSystemMessageTable;
  mailLog: MailLogTable;
  ledgerAccount: LedgerAccountTable;
  ledgerTransaction: LedgerTransactionTable;
  ledgerEntry: LedgerEntryTable;
}
