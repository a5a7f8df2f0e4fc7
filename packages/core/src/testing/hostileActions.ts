import type { BaseAction } from '../kernel/actions';

/**
 * Inputs that no game may take as an action, built around a legal action `a`: getters
 * that throw, proxies, a revoked proxy, cycles, functions and `toJSON` tricks, huge
 * strings and keys, arrays, primitives, fields only on the prototype, nested objects.
 * Each must be refused (`INVALID_ACTION` or another stable code) with a short message,
 * the game unchanged and still usable.
 *
 * @example
 * for (const [name, input] of hostileActions(legal[0])) expect(game.apply(input as never).ok).toBe(false);
 */
export function hostileActions(a: BaseAction): [string, unknown][] {
  const boom = () => {
    throw new Error('hostile');
  };
  const getter = (key: string) =>
    Object.defineProperty({ ...a }, key, { get: boom, enumerable: true });
  const trap = new Proxy(
    { ...a },
    { get: boom, getOwnPropertyDescriptor: boom, ownKeys: boom, has: boom },
  );
  const { proxy: revoked, revoke } = Proxy.revocable({ ...a }, {});
  revoke();
  const cyclic: Record<string, unknown> = { ...a };
  cyclic.self = cyclic;
  const wide: Record<string, unknown> = { ...a };
  for (let i = 0; i < 20_000; i++) wide[`k${i}`] = i;
  let deep: unknown = 'x';
  for (let i = 0; i < 10_000; i++) deep = [deep];
  const huge = 'X'.repeat(5_000_000);
  return [
    [
      'a getter on type that throws',
      {
        get type(): string {
          throw 1;
        },
        seat: a.seat,
      },
    ],
    ['a getter on seat that throws', getter('seat')],
    ['a getter on type', getter('type')],
    ['a proxy whose every trap throws', trap],
    ['a revoked proxy', revoked],
    ['a cycle', cyclic],
    ['a toJSON that throws', { ...a, toJSON: boom }],
    ['a function field', { ...a, seat: boom }],
    ['a symbol field value', { ...a, seat: Symbol('seat') }],
    ['a bigint seat', { ...a, seat: 1n }],
    ['a 5 MB type', { ...a, type: huge }],
    ['a 5 MB card', { ...a, card: huge }],
    ['a 5 MB key', { ...a, [huge]: 1 }],
    ['20,000 fields', wide],
    ['a deeply nested field', { ...a, cards: deep }],
    ['an array of its fields', [a.type, a.seat]],
    ['an array with its fields', Object.assign([], a)],
    ['fields only on the prototype', Object.create(a)],
    ['a nested object', { ...a, seat: { valueOf: () => a.seat } }],
    ['a string seat', { ...a, seat: String(a.seat) }],
    ['a NaN seat', { ...a, seat: Number.NaN }],
    ['seat Infinity', { ...a, seat: Number.POSITIVE_INFINITY }],
    [
      'a __proto__ field',
      JSON.parse(`{"type":${JSON.stringify(a.type)},"seat":${a.seat},"__proto__":{"x":1}}`),
    ],
    ['null', null],
    ['undefined', undefined],
    ['a string', a.type],
    ['a number', 7],
    ['a symbol', Symbol('action')],
    ['a function', Object.assign(boom, a)],
  ];
}
