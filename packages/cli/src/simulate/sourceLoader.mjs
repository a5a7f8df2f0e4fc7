// Lets a worker thread run the TypeScript sources (as the tests do; the built CLI does
// not use this): registers sourceHooks.mjs, which compiles .ts files as node loads them.
import { register } from 'node:module';

register('./sourceHooks.mjs', import.meta.url);
