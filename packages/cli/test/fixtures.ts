import { playDeal, randomBot } from '@stich/bots';
import { type CoreAction, Rng } from '@stich/core';
import { kalterSchlag } from '@stich/kalter-schlag';
import { kalterSchlagBot } from '@stich/kalter-schlag/plugin';

export const rules = kalterSchlag.rules();

/** A seeded deal played by bots through the kernel: its record (seed form) and outcome. */
export function playedDeal(seed: number, dealer = seed % 4) {
  const actions: CoreAction[] = [];
  const bots = [kalterSchlagBot(rules), randomBot, randomBot, randomBot];
  const start = rules.deal({ dealer, seed });
  const end = playDeal(rules, start, bots, new Rng(seed), (a: CoreAction) => actions.push(a));
  const record = { variant: 'kalter-schlag', dealer, seed, actions };
  return { record, outcome: rules.outcome(end)!, start, end };
}

/** A session of `deals` seeded deals played by bots, its record and the expected result. */
export function playedSession(deals: number, firstDealer = 1) {
  const session = kalterSchlag.session;
  const options = rules.options;
  let data = session.init({ options, seats: 4, firstDealer });
  let dealer = firstDealer;
  const records = [];
  for (let k = 0; k < deals && !session.isOver({ options, seats: 4, data }); k++) {
    const { record, outcome } = playedDeal(100 + k, dealer);
    records.push({ seed: record.seed, actions: record.actions });
    data = session.afterDeal({ options, seats: 4, dealer, data, outcome });
    dealer = (dealer + 1) % 4;
  }
  const record = { variant: 'kalter-schlag', firstDealer, deals: records };
  return { record, result: session.result({ options, seats: 4, data }) };
}
