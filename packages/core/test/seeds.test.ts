import { kalterSchlag } from '@stich/kalter-schlag';
import { expect, test } from 'vitest';
import { createSession, Rng } from '../src/index';
import { botSeed, dealerSeed, dealSeed } from '../src/tools/index';

test('the derived seeds keep their recorded form', () => {
  expect(dealSeed(42, 3)).toBe('42/3');
  expect(dealSeed('club', 0)).toBe('club/0');
  expect(dealerSeed(42)).toBe('42/dealer');
  expect(botSeed('x')).toBe('x/bots');
});

test("a session's first dealer and deals come from the derived seeds, and its record names them", () => {
  const session = createSession(kalterSchlag, { seed: 'derived' });
  const rules = kalterSchlag.rules();
  const firstDealer = new Rng(dealerSeed('derived')).below(4);
  const dealt = rules.deal({ dealer: firstDealer, rng: new Rng(dealSeed('derived', 0)) });
  expect(session.state().hands).toEqual(dealt.hands);
  expect(session.record().deals[0].seed).toBe(dealSeed('derived', 0));
});
