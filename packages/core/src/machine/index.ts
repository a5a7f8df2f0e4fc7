// Filled in by the statechart work: deal and session machines.
export {};
