// The conformance suite for variants.
export {};
