import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PingbackAddressTable {
  customerId: number;
  /** Normalized: `scheme://host[:port]/path`. */
  address: string;
  /** `scheme://host[:port]`. */
  origin: string;
  createdAt: Time;
}

export type CallbackStatus = 'pending' | 'delivered' | 'failed';

/** The form fields a delivery POSTs. */
export interface CallbackBody {
  id: string;
  code: string;
}

export interface CallbackDeliveryTable {
  id: Generated<number>;
  taskId: number;
  customerId: number;
  url: string;
  body: ColumnType<CallbackBody, string, string>;
  status: Generated<CallbackStatus>;
  attempts: Generated<number>;
  nextAttemptAt: Time;
  lastError: string | null;
  createdAt: Time;
  deliveredAt: NullableTime;
}

export interface CallbackAttemptTable {
  id: Generated<number>;
  deliveryId: number;
  startedAt: Time;
  httpStatus: number | null;
  error: string | null;
  durationMs: number;
}

export interface CallbacksTables {
  pingbackAddress: PingbackAddressTable;
  callbackDelivery: CallbackDeliveryTable;
  callbackAttempt: CallbackAttemptTable;
}
