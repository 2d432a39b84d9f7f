// The whole database schema; drizzle-kit generates the SQL migrations from it.
export * from './users.js';
export * from './mail.js';
export * from './reference.js';
export * from './catalogue.js';
export * from './entitlements.js';
export * from './coupons.js';
export * from './admin.js';
export * from './audit.js';
export * from './webhooks.js';
export * from './imports.js';
export * from './practice.js';
