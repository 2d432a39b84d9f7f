// The 403 notice, in a module of its own: the web app's shell shows it on every page, and a module
// the landing page imports is bundled into its first load whole (MESSAGES with it; decision 022).
export const FORBIDDEN_MESSAGE = "You don't have permission to perform this action!";
