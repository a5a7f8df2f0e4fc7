import { defineAction, defineVariant, field, ok } from '@stich/core';
import { DOUBLE_ACTION, PASS_ACTION, PLAY_ACTION } from '@stich/core/kernel';
import { describe, expect, test } from 'vitest';
import { actionCodes } from '../src/kernel/actionCodes';
import { withSaying } from './variants/sayOnce';
import { threeJacks } from './variants/threeJacks';

describe('action kinds are declared by name and core gives the codes', () => {
  test("a variant's kind named like a core kind, with other fields, is refused naming both", () => {
    const ownPass = defineAction('pass', { suit: field.enum(['C', 'S', 'H', 'D']) });
    expect(() => withSaying('own-pass', [ownPass], 'pass')).toThrow(TypeError);
    expect(() => withSaying('own-pass', [ownPass], 'pass')).toThrow(
      /action kind 'pass' \(fields suit\) clashes with core's kind 'pass' of core's auction \(no fields\)/,
    );
    const cardless = defineAction('play');
    expect(() => defineVariant({ ...threeJacks, id: 'cardless', actions: [cardless] })).toThrow(
      /'play' \(no fields\) clashes with core's kind 'play' of core's trick phase \(fields card\)/,
    );
  });

  test('two kinds of one name are refused, naming both', () => {
    const a = defineAction('solo', { suit: field.enum(['C', 'S']) });
    const b = defineAction('solo');
    expect(() => withSaying('two-solos', [a, b], 'solo')).toThrow(
      /two action kinds are named 'solo' \(fields suit; no fields\)/,
    );
  });

  test("core's own kinds keep their codes; a variant's kinds get fresh ranges that never meet", () => {
    const kinds = [
      PLAY_ACTION,
      DOUBLE_ACTION,
      PASS_ACTION,
      defineAction('grasSolo', {}, { codes: 1 }),
      defineAction('nameSuit', { suit: field.enum(['C', 'S', 'H', 'D']) }, { codes: 4 }),
      defineAction('call', { card: field.string() }, { codes: 64 }),
    ];
    const codes = actionCodes('ranges', kinds);
    expect(codes.play).toBe(0);
    expect(codes.double).toBe(64);
    // Every code of every kind belongs to that kind alone.
    const owner = new Map<number, string>();
    for (const decl of kinds) {
      const count = decl.type === 'play' ? 64 : (decl.codes ?? 1);
      for (let i = 0; i < count; i++) {
        const code = codes[decl.type] + i;
        expect(owner.get(code), `code ${code} of ${decl.type}`).toBeUndefined();
        owner.set(code, decl.type);
      }
    }
    // The outside Gras-Solo of the issue: its code is not core's pass.
    expect(codes.grasSolo).not.toBe(codes.pass);
  });

  test('a bad code count and a phase taking an undeclared kind are refused', () => {
    expect(() => actionCodes('zero', [defineAction('x', {}, { codes: 0 })])).toThrow(
      /asks for 0 codes/,
    );
    expect(() => withSaying('undeclared', [], 'ready')).toThrow(
      /phase 'say' takes 'ready' actions, which the variant does not declare/,
    );
  });

  test("a declared kind's phase lists, encodes and applies by its assigned code", () => {
    const v = withSaying('says-ready', [defineAction('ready')], 'ready');
    const rules = v.rules();
    const s = rules.deal({ dealer: 0, seed: 3 });
    const [ready] = rules.legalActions(s);
    expect(ready).toEqual({ type: 'ready', seat: s.lead0 });
    expect(rules.check(s, { type: 'ready', seat: s.lead0 })).toEqual(ok(rules.ctx.codes.ready));
    const next = rules.applyAction(s, { type: 'ready', seat: s.lead0 });
    expect(next.ok && next.value.phase).toBe('play');
  });
});
