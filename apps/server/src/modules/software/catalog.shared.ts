import { SOFT_ID_MAX, type SoftwareStatus } from '@crowdsolve/contract';
import type { Principal } from '../../platform/auth.ts';
import type { StoredSoftwareStatus } from './software.tables.ts';

/** The status a developer sees: a disabled one is `disabled` whatever moderation said. */
export function statusOf(row: { status: StoredSoftwareStatus; disabledAt: Date | string | null }): SoftwareStatus {
  return row.disabledAt !== null ? 'disabled' : row.status;
}

/** A person's public name: their profile name, else the start of their address's local part. */
export function publicName(name: string | null | undefined, email: string | null | undefined, id: number): string {
  if (name?.trim()) return name.trim().slice(0, 60);
  const local = (email ?? '').split('@')[0] ?? '';
  return local.length >= 2 ? `${local.slice(0, 2)}***` : `#${id}`;
}

export const isStaff = (p: Principal | null) => p !== null && (p.permissions.admin || p.permissions.moderator);

/** A software id given as `:ref`: digits are a soft_id, anything else a slug. */
export function parseRef(ref: string): { id: number } | { slug: string } {
  if (!/^\d{1,10}$/.test(ref)) return { slug: ref.toLowerCase() };
  const id = Number(ref);
  return { id: id <= SOFT_ID_MAX ? id : 0 };
}
