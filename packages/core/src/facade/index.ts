// Filled in by the facade work: createGame, createSession.
export {};
