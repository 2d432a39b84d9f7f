// First-start seeding: reference lists and the pickers' images always; in demo mode the demo accounts
// and the demo catalogue (generated media, code lists). Every step is idempotent, so a second start
// reuses what is there.
import type { AppContext } from '../context.js';
import {
  DEMO_ACCOUNTS,
  seedDemoAccounts,
  seedDemoStaffRights,
  type DemoAccount,
} from './demo-accounts.js';
import { readUnusedDemoCodes, type DemoCode } from './demo-codes.js';
import { seedDemoContent, type DemoContentReport } from './demo-content.js';
import { seedReferenceData } from './reference-data.js';
import { seedReferenceImages } from './reference-images.js';

export interface SeedReport {
  demoAccounts: DemoAccount[];
  demoCodes: DemoCode[];
  demoContent: DemoContentReport | null;
}

export async function seedDatabase(
  ctx: AppContext,
  log: (msg: string) => void = () => {},
  onlySlugs?: string[],
): Promise<SeedReport> {
  await seedReferenceData(ctx.db);
  if (!ctx.config.demo) {
    await seedReferenceImages(ctx);
    return { demoAccounts: [], demoCodes: [], demoContent: null };
  }
  await seedDemoAccounts(ctx);
  const demoContent = await seedDemoContent(ctx, log, onlySlugs);
  await seedReferenceImages(ctx);
  await seedDemoStaffRights(ctx);
  return { demoAccounts: DEMO_ACCOUNTS, demoCodes: await readUnusedDemoCodes(ctx.db), demoContent };
}
