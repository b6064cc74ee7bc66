export * from './billing.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './identity.ts';
export * from './pricing.ts';
export * from './site.ts';
export * from './tracking.ts';
export * from './user.ts';
