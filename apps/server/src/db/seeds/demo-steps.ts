import { identityDemoStep } from '../../modules/identity/identity.demo.ts';
import type { DemoStep } from './demo.ts';

/** The demo steps of every domain, in order. */
export const DEMO_STEPS: DemoStep[] = [identityDemoStep];
