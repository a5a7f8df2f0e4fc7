import type { ActionDecl } from '../fields/fields';
import { DOUBLE_ACTION, DOUBLE_CODE, PLAY_ACTION } from './actions';
import { ANNOUNCE_ACTION, ANNOUNCE_BASE, MAX_ANNOUNCE_LEVELS } from './announcements';
import { BID_BASE, HOLD_ACTION, HOLD_CODE, PASS_ACTION, PASS_CODE } from './auctionActions';
import { KNOCK_ACTION, KNOCK_CODE } from './knockRound';
import {
  DISCARD_ACTION,
  DISCARD_BASE,
  PICK_UP_CODE,
  PICK_UP_SKAT_ACTION,
  PUSH_CODE,
  PUSH_SKAT_ACTION,
} from './skatActions';

/**
 * The first kernel code of each action kind a variant declares, by the kind's name:
 * `ctx.codes.declare + i` is the code of the `i`-th action of kind `declare`. Core
 * assigns them when the variant is defined; a phase reads them here and never writes an
 * integer of its own.
 *
 * @example
 * legal(ctx, s, seat, out) {
 *   out[0] = ctx.codes.pass;
 *   for (let g = 0; g < GAMES.length; g++) out[1 + g] = ctx.codes.declare + g;
 *   return 1 + GAMES.length;
 * }
 */
export type ActionCodes = Readonly<Record<string, number>>;

/**
 * A kind core's own phases handle, at codes fixed inside the kernel: card plays are card
 * ids (0-63) and a doubling is 64, so the trick phase and the solver need no table.
 * `fields: null` marks a kind whose fields the variant sets (the auction's bid payload).
 */
interface CoreKind {
  readonly base: number;
  readonly count: number;
  readonly fields: ActionDecl['fields'] | null;
  readonly owner: string;
}

const core = (decl: ActionDecl, base: number, count: number, owner: string): CoreKind => ({
  base,
  count,
  fields: decl.fields,
  owner,
});

/** Core's kinds by name. Each range is disjoint from the others and below `VARIANT_BASE`. */
const CORE_KINDS: ReadonlyMap<string, CoreKind> = /* @__PURE__ */ new Map([
  ['play', core(PLAY_ACTION, 0, 64, "core's trick phase")],
  ['double', core(DOUBLE_ACTION, DOUBLE_CODE, 1, "core's doubling ladder")],
  [
    'announce',
    core(ANNOUNCE_ACTION, ANNOUNCE_BASE, MAX_ANNOUNCE_LEVELS, "core's announcements in trick play"),
  ],
  ['pickUpSkat', core(PICK_UP_SKAT_ACTION, PICK_UP_CODE, 1, "core's skat exchange")],
  ['pushSkat', core(PUSH_SKAT_ACTION, PUSH_CODE, 1, "core's skat exchange")],
  ['hold', core(HOLD_ACTION, HOLD_CODE, 1, "core's auction")],
  ['pass', core(PASS_ACTION, PASS_CODE, 1, "core's auction")],
  ['knock', core(KNOCK_ACTION, KNOCK_CODE, 1, "core's knock round")],
  [
    'bid',
    { base: BID_BASE, count: DISCARD_BASE - BID_BASE, fields: null, owner: "core's auction" },
  ],
  ['discard', core(DISCARD_ACTION, DISCARD_BASE, 64 * 64, "core's skat exchange")],
]);

/** The first code given to a variant's own kinds; core's lie below. */
const VARIANT_BASE = 8192;
/** The most codes one kind may take. */
const MAX_KIND_CODES = 1 << 16;

const fieldText = (decl: ActionDecl): string => {
  const names = Object.keys(decl.fields);
  return names.length === 0 ? 'no fields' : `fields ${names.join(', ')}`;
};

/** How many codes each kind of a compiled code table takes, kept beside the table. */
const SIZES = new WeakMap<ActionCodes, Readonly<Record<string, number>>>();

/**
 * How many codes the kind `name` takes in a compiled code table (0 when it has none).
 *
 * @example
 * kindCodes(ctx.codes, 'declare'); // e.g. 29
 */
export function kindCodes(codes: ActionCodes, name: string): number {
  return SIZES.get(codes)?.[name] ?? 0;
}

/**
 * Gives every action kind of a variant its range of kernel codes: core's kinds their
 * fixed ranges, the variant's own kinds fresh ones after them, in the order declared.
 * Throws a `TypeError` naming both sides when two declarations share a name, or when a
 * variant's kind takes the name of a core kind but not its fields (core's phases would
 * read its actions as core's).
 *
 * @example
 * actionCodes('my-game', [PLAY_ACTION, PASS_ACTION, defineAction('declare', {}, { codes: 6 })]);
 * // { play: 0, pass: 133, declare: 8192 }
 */
export function actionCodes(variant: string, actions: readonly ActionDecl[]): ActionCodes {
  const codes: Record<string, number> = {};
  const sizes: Record<string, number> = {};
  const seen = new Map<string, ActionDecl>();
  let next = VARIANT_BASE;
  for (const decl of actions) {
    const name = decl.type;
    const before = seen.get(name);
    if (before !== undefined) {
      throw new TypeError(
        `variant ${variant}: two action kinds are named '${name}' (${fieldText(before)}; ${fieldText(decl)}); each kind needs a name of its own`,
      );
    }
    seen.set(name, decl);
    const count = decl.codes ?? 1;
    if (!Number.isInteger(count) || count < 1 || count > MAX_KIND_CODES) {
      throw new TypeError(
        `variant ${variant}: action kind '${name}' asks for ${count} codes; give a whole number from 1 to ${MAX_KIND_CODES}`,
      );
    }
    const known = CORE_KINDS.get(name);
    if (known !== undefined) {
      if (known.fields !== null && JSON.stringify(known.fields) !== JSON.stringify(decl.fields)) {
        throw new TypeError(
          `variant ${variant}: its action kind '${name}' (${fieldText(decl)}) clashes with core's kind '${name}' of ${known.owner} (${fieldText({ type: name, fields: known.fields })}); declare core's kind or give yours another name`,
        );
      }
      if (count > known.count) {
        throw new TypeError(
          `variant ${variant}: action kind '${name}' asks for ${count} codes; core's kind of ${known.owner} has ${known.count}`,
        );
      }
      codes[name] = known.base;
      sizes[name] = known.count;
      continue;
    }
    codes[name] = next;
    sizes[name] = count;
    next += count;
  }
  const table = Object.freeze(codes);
  SIZES.set(table, sizes);
  return table;
}
