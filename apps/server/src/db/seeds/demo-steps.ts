import { identityDemoStep } from '../../modules/identity/identity.demo.ts';
import { paymentsDemoStep } from '../../modules/payments/payments.demo.ts';
import { pricingDemoStep } from '../../modules/pricing/pricing.demo.ts';
import { catalogDemoStep } from '../../modules/software/catalog.demo.ts';
import { solvingDemoStep } from '../../modules/solving/solving.demo.ts';
import { ticketsDemoStep } from '../../modules/support-tickets/support-tickets.demo.ts';
import type { DemoStep } from './demo.ts';

/** The demo steps of every domain, in order. */
export const DEMO_STEPS: DemoStep[] = [
  identityDemoStep,
  paymentsDemoStep,
  pricingDemoStep,
  solvingDemoStep,
  catalogDemoStep,
  ticketsDemoStep,
];
