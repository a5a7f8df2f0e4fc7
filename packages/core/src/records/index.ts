// Filled in by the records work: record schemas, replay, JSON Schema.
export {};
