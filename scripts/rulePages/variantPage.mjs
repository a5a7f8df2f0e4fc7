// The rule page of one variant, in Markdown, from its definition and its engine.
import { dealChart, enteredText, sessionChart } from './charts.mjs';
import { renderDeal } from './exampleDeal.mjs';
import { rankText } from './facts.mjs';
import { bullets, code, compactJson, fence, table } from './markdown.mjs';

/** The comment at the top of every generated page. */
export const GENERATED =
  '<!-- Generated from the variant definition by scripts/rulePages.mjs. Do not edit: run `pnpm rules-pages`. -->';

/** A name in the page's language, the other language's in brackets: `acorns (Eichel)`, `Eichel (acorns)`. */
const bothNames = (names, lang) => `${names[lang]} (${names[lang === 'en' ? 'de' : 'en']})`;
const suitText = (deck, suit, lang) => bothNames(deck.names.suits[suit], lang);

/** Players in words: `4 seats, all 4 play` or `3 seats, 3 play; 4 seats, 3 play (seats: 4)`. */
function playersText(facts) {
  return facts.players
    .map((p) => {
      const who =
        p.active === p.seats
          ? `all ${p.seats} play each deal`
          : `${p.active} play each deal, the dealer sits out`;
      const when = facts.when(p.labels);
      return `${p.seats} seats, ${who}${when ? ` (with ${when})` : ''}`;
    })
    .join('; ');
}

/** The deal pattern in words (under the default options): `3 each, 2 to the skat, 4 each, 3 each`. */
function dealText(ctx) {
  return ctx.deal
    .map((s) =>
      'each' in s
        ? `${s.each} each`
        : 'skat' in s
          ? `${s.skat} to the skat`
          : `a pause for the phase ${s.pause}`,
    )
    .join(', ');
}

function playersSection(facts) {
  const { ctx } = facts;
  return [
    '## Players',
    `${playersText(facts)}. Seats are numbered from 0 clockwise. The player on the dealer's left is forehand: they receive cards first and lead to the first trick.`,
    ctx.seats > ctx.active
      ? `With more seats than players, the seats clockwise from the dealer's left play and the others (the dealer first) sit the deal out.`
      : '',
  ];
}

function cardsSection(core, facts) {
  const { deck } = facts.ctx;
  const count = (rank) => deck.rankOf.filter((r) => r === rank).length;
  const rows = deck.spec.ranks.map((rank) => {
    const points = deck.spec.points[rank] ?? 0;
    const names = deck.names.ranks[rank];
    return [
      rankText(deck, rank),
      bothNames(names, facts.lang),
      String(points),
      String(count(rank)),
      String(points * count(rank)),
    ];
  });
  for (const extra of deck.spec.extras ?? []) {
    rows.push([
      extra.code,
      `${extra.name.en} (${extra.name.de})`,
      String(extra.points),
      String(extra.copies),
      String(extra.points * extra.copies),
    ]);
  }
  rows.push(['', 'all cards', '', String(deck.size), String(deck.totalPoints)]);
  const suits = deck.spec.suits
    .map((s) => `${suitText(deck, s, facts.lang)} ${code(s)}`)
    .join(', ');
  const copies = deck.spec.copies ?? 1;
  const copyText = copies > 1 ? `, every card ${copies} times` : '';
  const second = deck.codes.find((c) => c !== deck.codes[0]);
  const shown = deck.names.id === 'french' ? 'suit symbol and rank' : 'suit letter and rank letter';
  return [
    '## The cards',
    `The ${code(deck.id)} deck has ${deck.size} cards: the ranks ${deck.spec.ranks.map((r) => rankText(deck, r)).join(' ')} in each of the suits ${suits}${copyText}. A card is written as its suit letter followed by its rank letter, so ${code(deck.codes[0])} is the ${deck.nameOf(0, facts.lang)} and ${code(deck.codes[deck.size - 1])} the ${deck.nameOf(deck.size - 1, facts.lang)}; ten is written ${code('T')}. That is how records and JSON write cards; these pages, like ${facts.lang === 'en' ? `every ${code('stich')} command` : code('stich play')}, show them as players see them, ${shown}: ${code(deck.codes[0])} as ${core.cardName(deck.codes[0], deck)}, ${code(second)} as ${core.cardName(second, deck)}${facts.lang === 'en' ? '' : `; ${code('stich rules')} names them in full, as the ${deck.nameOf(0, facts.lang)}`}.`,
    'Card points count only when a deal is scored; they have nothing to do with which card wins a trick.',
    table(['rank', 'name', 'card points', 'cards', 'points in the deck'], rows),
  ];
}

/** A card as the tools show it (`♣J`), with the number of copies for identical cards (`JK ×2`). */
function copiesText(core, deck, card) {
  const n = deck.idsOf(card)?.length ?? 1;
  return n > 1 ? `${core.cardName(card, deck)} ×${n}` : core.cardName(card, deck);
}

function orderTable(core, deck, group, lang) {
  const trumps = group.trumps.map((c) => copiesText(core, deck, c));
  const rows = [['trumps', trumps.length ? trumps.join(' ') : 'none']];
  const plainOrders = group.plain.map((p) => p.order.map((c) => c.slice(1)).join(' '));
  for (const p of group.plain)
    rows.push([
      suitText(deck, p.suit, lang),
      p.order.map((c) => core.cardName(c, deck)).join(' ') || '(all trumps)',
    ]);
  const same = plainOrders.every((o) => o === plainOrders[0]);
  return [
    table(['group', 'cards, highest first'], rows),
    same
      ? `Every plain suit ranks ${plainOrders[0]
          .split(' ')
          .map((r) => rankText(deck, r))
          .join(' ')}.`
      : '',
  ];
}

function modeHeading(facts, modes) {
  return modes
    .map((m) => (facts.modeNames[m] ? `${code(m)} (${facts.modeNames[m]})` : code(m)))
    .join(', ');
}

function orderSection(core, facts) {
  const { deck } = facts.ctx;
  const out = [
    '## Card order',
    'Which cards are trumps, and how the cards of each group rank, depends on the trump mode in force. Trumps form a group of their own: a trump belongs to the trumps, not to the suit printed on it (when the jacks are trumps, the jack of clubs is no club). Whoever can follow the group of the card led must do so; otherwise any card may be played. The highest trump in a trick takes it; without a trump, the highest card of the group led does.',
    `The tables below are computed by core's ${code('compileTrickTable')} and ${code('groupOrder')} from the variant's ${code('trumpModes')}. The deal starts in mode ${code(facts.ctx.trumpModes[0])}.`,
  ];
  for (const group of facts.modes) {
    out.push(
      `### Trump mode ${modeHeading(facts, group.modes)}`,
      ...orderTable(core, deck, group, facts.lang),
    );
  }
  for (const change of facts.changedModes) {
    for (const group of change.groups) {
      out.push(
        `### With ${code(change.label)}: trump mode ${modeHeading(facts, group.modes)}`,
        ...orderTable(core, deck, group, facts.lang),
      );
    }
  }
  return out;
}

function dealSection(facts) {
  const { ctx } = facts;
  const rows = ctx.deal.map((s, i) =>
    'each' in s
      ? [String(i + 1), `${s.each} cards to each player, clockwise from the dealer's left`]
      : 'skat' in s
        ? [String(i + 1), `${s.skat} cards face down to the skat`]
        : [String(i + 1), `the phase ${s.pause} runs; the later packets are dealt when it ends`],
  );
  return [
    '## The deal',
    `The dealer shuffles and deals in packets: ${dealText(ctx)}. Each player ends with ${ctx.handSize} cards${ctx.skatSize ? ` and ${ctx.skatSize} lie in the skat` : ''}, so a deal has ${ctx.tricksPerDeal} tricks. In the library a seed replaces the shuffle, so the same seed deals the same cards everywhere.`,
    table(['packet', 'cards'], rows),
  ];
}

function phasesSection(facts) {
  const rows = facts.phases.map((p) => [
    code(p.key),
    p.description,
    [...p.actionTypes].map(code).join(', '),
    facts.when(p.sets) || 'always',
    enteredText(p),
  ]);
  return [
    '## Phases of a deal',
    `A deal runs through these phases (the variant's ${code('phases')}). The phase decides who may act and which action types it accepts; anything else is refused with an error code and the game does not change. The last column says under which options the phase was entered in ${facts.explored.deals} seeded random deals under the default options and under each single option change; [Statecharts](#statecharts) shows where each phase leads.`,
    table(['phase', 'what happens', 'action types', 'defined', 'entered'], rows),
  ];
}

function chartSection(core, facts) {
  const { explored, variant } = facts;
  const sets = explored.sets.length - 1;
  return [
    '## Statecharts',
    '### One deal',
    `This diagram is drawn from the XState machine that ${code('createDealMachine(variant.rules(options))')} compiles from the variant's phase graph (${code(`stich rules ${variant.id} --flow`)} prints it for any options): one state per phase, a final ${code('done')}, and one arrow per declared exit of a phase, named after the exit and guarded by it; an exit that sets the trump mode says which. The machines of the default options${sets ? ` and of each of ${sets} single option changes` : ''} are merged; an arrow that exists only under some options says which (or under which it does not). Trick play is one state: a trick is complete within the action that plays its last card.`,
    dealChart(core, variant, explored),
    '### A session',
    `A session is the machine ${code('createSessionMachine(variant)')}: it invokes the deal machine for each deal, scores the finished deal into the session data with the variant's ${code('session.afterDeal')}, and then either ends (see [End of the session and payments](#end-of-the-session-and-payments)) or deals again with the next dealer.`,
    sessionChart(core, variant),
  ];
}

function doublingSection(core, facts) {
  const ladder = facts.variant.doubling;
  if (!ladder || ladder.steps.length === 0) {
    return ['## Doubling', 'This game has no doubling ladder.'];
  }
  const rows = ladder.steps.map((name, i) => [
    String(i + 1),
    name,
    `× ${core.doublingFactor(i + 1)}`,
  ]);
  const where = facts.phases
    .filter((p) => p.actionTypes.has('double'))
    .map((p) => `${code(p.key)} (entered ${enteredText(p)})`);
  return [
    '## Doubling',
    `Each step of the ladder doubles the value of the deal. The ladder's window: ${core.describeWindow(ladder)}.${
      ladder.oncePerSeat ? '' : ' A seat may say more than one step.'
    }${where.length ? ` A doubling is the action ${code('double')}, accepted in the phase ${where.join(', ')}.` : ''}`,
    table(['step', 'name', 'value after this step'], rows),
  ];
}

function optionsSection(facts) {
  const rows = facts.options.map((o) => [
    code(o.name),
    o.type,
    o.defaultValue === undefined ? 'not set' : code(JSON.stringify(o.defaultValue)),
    o.meaning,
  ]);
  const id = facts.variant.id;
  return [
    '## Options',
    `House rules are options with defaults, declared as fields that core checks (the zod schema and the JSON Schema derive from them); an unknown key or a bad value is refused with its path. Pass them as ${code(`${id}.rules(options)`)}, ${code('createGame(variant, { options })')}, or ${code(`stich play ${id} --options '{...}'`)}. The JSON Schema is in [../schema/${id}.options.schema.json](../schema/${id}.options.schema.json).`,
    table(['option', 'type', 'default', 'meaning'], rows),
    'Every default, as one options object:',
    fence('json', compactJson(facts.variant.defaults)),
  ];
}

/** The whole rule page of a variant. */
export function variantPage(core, facts, extras = {}) {
  const { variant } = facts;
  const d = variant.describe;
  const deals = extras.deals ?? [{ title: 'A deal played by the engine', seed: 1 }];
  const examples = [
    ...(extras.sections ?? []).flatMap((s) => [`#### ${s.title}`, s.body]),
    ...deals.flatMap((deal) => [`#### ${deal.title}`, renderDeal(core, variant, deal)]),
  ];
  const parts = [
    GENERATED,
    `# ${variant.name}`,
    `${variant.summary}`,
    `Variant id ${code(variant.id)}. [All games side by side](compare.md).`,
    ...playersSection(facts),
    ...cardsSection(core, facts),
    ...orderSection(core, facts),
    ...dealSection(facts),
    ...phasesSection(facts),
    ...chartSection(core, facts),
    ...doublingSection(core, facts),
    '## Scoring',
    bullets(d.scoring),
    '### Worked examples',
    "Every number below is computed by the engine when this page is generated: the variant's exported scoring functions called with the inputs shown, and whole deals played by its rules kernel.",
    ...examples,
    '## End of the session and payments',
    bullets(d.endConditions),
    ...(d.notes?.length ? ['## Notes', bullets(d.notes)] : []),
    ...optionsSection(facts),
  ];
  return `${parts.filter((p) => p !== '').join('\n\n')}\n`;
}
