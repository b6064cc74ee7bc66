import { z } from 'zod';

/** Who runs the service, for the legal pages and mails: OPERATOR_* (each optional). */
export const OPERATOR_ENV = {
  OPERATOR_NAME: z.string().trim().min(1).max(200).optional(),
  OPERATOR_ADDRESS: z.string().trim().min(1).max(500).optional(),
  OPERATOR_EMAIL: z.email({ message: 'must be an e-mail address' }).optional(),
  OPERATOR_REGISTRATION: z.string().trim().min(1).max(200).optional(),
  OPERATOR_COUNTRY: z.string().trim().min(1).max(100).optional(),
  OPERATOR_PHONE: z.string().trim().min(1).max(50).optional(),
};

type OperatorEnv = z.output<z.ZodObject<typeof OPERATOR_ENV>>;

export interface OperatorConfig {
  /** The legal name of the person or company running the service. */
  name: string | null;
  /** The postal address. */
  address: string | null;
  /** The contact address for legal matters, complaints and data requests. */
  email: string | null;
  /** A registration or tax number. */
  registration: string | null;
  /** The country whose law governs the terms. */
  country: string | null;
  phone: string | null;
}

export function operatorConfig(e: OperatorEnv): OperatorConfig {
  return {
    name: e.OPERATOR_NAME ?? null,
    address: e.OPERATOR_ADDRESS ?? null,
    email: e.OPERATOR_EMAIL ?? null,
    registration: e.OPERATOR_REGISTRATION ?? null,
    country: e.OPERATOR_COUNTRY ?? null,
    phone: e.OPERATOR_PHONE ?? null,
  };
}
