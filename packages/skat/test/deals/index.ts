// Whole deals written trick by trick (see ../script.ts), each built by hand to give the
// card points a rule text names; the tests that use them say which.
export * from './example1';
export * from './examples';
export * from './rules';
