// @bandbook/domain: schemas, rules, messages and constants shared by the server and the web app.
export * from './messages.js';
export * from './roles.js';
export * from './rules/user.js';
export * from './rules/profile.js';
export * from './rules/profanity.js';
export * from './reference/catalogue-lists.js';
export * from './reference/static-lists.js';
export * from './api/common.js';
export * from './api/user.js';
export * from './api/config.js';
export * from './rules/code-entry.js';
export * from './catalogue/content.js';
export * from './catalogue/learner-package.js';
export * from './catalogue/codes.js';
export * from './catalogue/stars.js';
export * from './catalogue/rich-text.js';
export * from './catalogue/book-slug.js';
