// The one failure the backup and restore commands explain in a line of their own (exit code 1).
export class OpsError extends Error {}
