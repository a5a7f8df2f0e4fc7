import { randomBot } from '@stich/bots';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagPlugin } from '@stich/kalter-schlag/plugin';
import { describe, expect, test } from 'vitest';
import { CliError } from '../src/cliError';
import { findVariant, registerPlugin } from '../src/registry';

describe('registerPlugin: a module that brings a known game', () => {
  test('its variant alone, its plug-in or a copy of it is that game', () => {
    for (const plugin of [
      { variant: kalterSchlag },
      kalterSchlagPlugin,
      { ...kalterSchlagPlugin },
    ]) {
      expect(() => registerPlugin(plugin, 'ks.mjs')).not.toThrow();
      expect(findVariant('kalter-schlag')).toBe(kalterSchlagPlugin);
    }
  });

  test('changing its bot (or any part) under the same id is refused, not silently ignored', () => {
    const mine = { ...kalterSchlagPlugin, bot: () => randomBot };
    const refused = (() => {
      try {
        registerPlugin(mine, 'my-bot.mjs');
      } catch (e) {
        return e;
      }
    })();
    expect(refused).toBeInstanceOf(CliError);
    expect((refused as Error).message).toBe(
      "my-bot.mjs: the plug-in changes 'bot' of Kalter Schlag but keeps its variant id 'kalter-schlag'; give the game its own id (defineVariant({ ...variant, id: 'my-game' }))",
    );
    expect(findVariant('kalter-schlag')).toBe(kalterSchlagPlugin);
  });
});
