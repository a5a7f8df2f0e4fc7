/**
 * Where the guides are online (the repository's `docs/guides/`): help texts name a guide
 * by its address, which an installed stich can point to (the package ships no docs).
 *
 * @example
 * `${GUIDES}server.md`; // 'https://github.com/stich-skat/stich/blob/main/docs/guides/server.md'
 */
export const GUIDES = 'https://github.com/stich-skat/stich/blob/main/docs/guides/';
