import { LanguageSchema } from './site.ts';
import { PERMISSIONS, USER_TYPES } from './user.constants.ts';
import { z } from './zod.ts';

export * from './user.constants.ts';

export const UserTypeSchema = z.enum(USER_TYPES);
export const PermissionSchema = z.enum(PERMISSIONS);

export const SystemMessageSchema = z.object({
  id: z.number().int(),
  /** Language code → sanitized HTML; English is the fallback. */
  message: z.record(z.string(), z.string()),
});
export type SystemMessage = z.infer<typeof SystemMessageSchema>;

/** `GET /api/v2/user` (spec §3). */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  interfaceLanguage: LanguageSchema,
  profile: z.object({
    userType: UserTypeSchema.nullable(),
    systemMessage: SystemMessageSchema.nullable(),
  }),
  balance: z.object({ amount: z.number() }),
  permissions: z.record(z.string(), z.boolean()),
  analyticsData: z.object({
    daysSinceRegistration: z.number().int().nullable(),
    daysSinceLastPayment: z.number().int().nullable(),
    daysSinceLastUse: z.number().int().nullable(),
    earnedOnCaptcha: z.number(),
    spentOnCaptcha: z.number(),
  }),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** `PUT /api/v2/user`: the fields a user may change. */
export const UpdateUserBodySchema = z.object({ interfaceLanguage: LanguageSchema }).partial().strict();
export type UpdateUserBody = z.infer<typeof UpdateUserBodySchema>;

/** `PUT /api/v2/user/system_message_read`. */
export const SystemMessageReadBodySchema = z.object({ id: z.number().int().positive() });
export type SystemMessageReadBody = z.infer<typeof SystemMessageReadBodySchema>;
