import type { SeatView, Suit } from '@stich/core';
import { says } from '@stich/core/plugin';
import type { SkatkopfAction, SkatkopfView } from '../index';
import { bidText, GAME_NAMES, gameText, plainCard, suitText } from './skatkopfText';

/** The auction, from the seat to bid or to hold. */
function auctionIntro(view: SeatView, x: SkatkopfView, names: readonly string[]): string[] {
  const holds = view.legalActions.some((a) => a.type === 'hold');
  if (x.bid === null) return ['Nobody has bid yet: open with Partner ("I\'ll play") or pass.'];
  const bid = bidText(x.bid.game, x.bid.doublings);
  if (holds) {
    const by = x.caller === null ? 'The bid is' : `${names[x.caller]} bids`;
    const plays = `${GAME_NAMES[x.bid.game]} or higher${x.bid.doublings > 0 ? ', doublings kept' : ''}`;
    return [`${by} ${bid}. Hold it (you then play ${plays}) or pass.`];
  }
  const holder = x.holder === null ? '' : `, held by ${names[x.holder]}`;
  return [
    `The bid stands at ${bid}${holder}. Bid higher (a game, or doublings: each doubles its value) or pass.`,
  ];
}

/** Making trump: hand or tournee, the turned cards, naming a suit, the discard. */
function trumpIntro(x: SkatkopfView): string[] {
  const turned = x.turned.map(plainCard).join(' ');
  switch (x.step) {
    case 'make':
      return [
        `You play ${GAME_NAMES[x.game!]}. Make trump: play hand (name any suit; the kitty goes unseen to your tricks),`,
        "or tournee: turn the kitty's first card and accept its suit, or turn the second, whose suit is trump (a lost game then counts double).",
      ];
    case 'accept': {
      const suit = x.turned[0][0] as Suit;
      return [
        `The first kitty card is ${turned}: ${suitText(suit)} would be trump. Accept it, or turn the second card (its suit is trump, and a lost game counts double).`,
      ];
    }
    case 'name':
      return x.forced
        ? ['Name the trump suit.']
        : [
            `The turned card${x.turned.length > 1 ? 's are' : ' is'} ${turned}: a joker lets you name any suit as trump.`,
          ];
    case 'discard': {
      const trump =
        x.game === 'babyGrand'
          ? 'Baby Grand: only the jokers and jacks are trump.'
          : x.trumpSuit === null
            ? 'Everyone passed: you took up the whole kitty and name trump after the discard.'
            : `Trump is ${suitText(x.trumpSuit)}${turned === '' ? '' : ` (turned: ${turned})`}.`;
      return [`${trump} The two cards you lay back count for you.`];
    }
    default:
      return [];
  }
}

/**
 * What a Skatkopf seat is asked, explained from its own view: the bid to beat or hold;
 * the game bid and the higher ones to switch to; hand or tournee with the turned kitty
 * cards shown; the trump to name; the cards to lay back; the partner to call. In play, one
 * line with the game and the called card (and, to its holder only, that it is the
 * partner). Nothing here tells another seat who holds the called card.
 *
 * @example
 * skatkopfPromptIntro(view, ['You', 'Bert', 'Christina', 'Dieter']); // ['Bert bids Solo (2). Hold it (you then play Solo or higher) or pass.']
 */
export function skatkopfPromptIntro(
  view: SeatView<SkatkopfAction, SkatkopfView>,
  names: readonly string[],
): string[] | null {
  const x = view.extra;
  switch (view.phase) {
    case 'auction':
      return auctionIntro(view, x, names);
    case 'declaration':
      return x.forced
        ? [
            'Everyone passed: you must play. In Partner you take up the whole kitty, lay two cards back and name any suit; or choose a higher game.',
          ]
        : [
            `You won the auction at ${bidText(x.bid!.game, x.bid!.doublings)}. Play it, or switch to a game of higher value (the doublings stay):`,
          ];
    case 'trump':
      return trumpIntro(x);
    case 'call': {
      const cards = view.legalActions.map((a) => plainCard(('card' in a ? a.card : null) ?? ''));
      return [
        `Call your partner: whoever holds the card plays with you, unknown to the others until it is played. You may call ${cards.join(', ')}.`,
      ];
    }
    case 'play': {
      if (x.declarer === null || x.game === null) return null;
      const who = x.declarer === view.seat ? 'You play' : `${names[x.declarer]} plays`;
      const game = gameText({ game: x.game, trumpSuit: x.trumpSuit, making: x.making });
      if (x.called === null) return [`${who} ${game}.`];
      const mine = x.partner === view.seat && x.declarer !== view.seat;
      const note =
        mine && !view.tricks.some((t) => t.cards.some((c) => c.card === x.called))
          ? ` You hold it: you play with ${names[x.declarer]} (only you know).`
          : x.partner !== null && x.partnerKnown
            ? ` ${says(names[x.partner], 'holds')} it.`
            : '';
      return [`${who} ${game}, calling ${plainCard(x.called)}.${note}`];
    }
    default:
      return null;
  }
}
