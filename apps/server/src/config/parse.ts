import { z } from 'zod';

/** The configuration cannot start the server; the message is one line naming the variable and the fault. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A switch: true/false, 1/0, yes/no, on/off. */
export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');

/** Names the first missing variable of a group that must be set together (all or none). */
export function together(e: Record<string, unknown>, names: string[]): boolean {
  const set = names.filter((n) => e[n] !== undefined);
  if (set.length === 0) return false;
  const missing = names.find((n) => e[n] === undefined);
  if (missing) throw new ConfigError(`${missing} is required when ${set[0]} is set`);
  return true;
}
