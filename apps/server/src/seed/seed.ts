// First-start seeding: reference lists always, demo accounts (and content) only in demo mode.
// Every step is idempotent, so a second start reuses what is there.
import type { AppContext } from '../context.js';
import { DEMO_ACCOUNTS, seedDemoAccounts, type DemoAccount } from './demo-accounts.js';
import { seedReferenceData } from './reference-data.js';

export interface SeedReport {
  demoAccounts: DemoAccount[];
}

export async function seedDatabase(ctx: AppContext): Promise<SeedReport> {
  await seedReferenceData(ctx.db);
  if (!ctx.config.demo) return { demoAccounts: [] };
  await seedDemoAccounts(ctx);
  return { demoAccounts: DEMO_ACCOUNTS };
}
