// Types of scripts/apiReport.mjs (the committed report of the published API).

/** Where the report is committed: docs/api-report.md. */
export const REPORT: string;
/** The report's text: per entry point, its exported names by kind, read from the built declarations. */
export function apiReport(): string;
