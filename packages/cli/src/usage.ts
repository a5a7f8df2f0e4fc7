/**
 * `stich play --help`.
 *
 * @example
 * io.stdout.write(PLAY_USAGE);
 */
export const PLAY_USAGE = `Usage: stich play VARIANT [--seed S] [--watch] [--bot rules|random] [--options JSON] [--record FILE]

Plays a whole session (a Partie in Kalter Schlag, a Liste in Skat) in the terminal:
you at seat 0 against bots. Choose a card by its number or its code (HA, h10, ♥A);
d says the next doubling (kontra, re, ...); q quits. In Schieberamsch, t takes up
the skat and p pushes it on; then name two cards to lay back (1 5, or HA S7). In
Skat's bidding, Enter calls the next value (or type a value), y holds, p passes;
the declarer takes up the skat (t) or picks a hand game by number, lays two cards
back and picks the game from the numbered list. Without a terminal on stdin, the
bots play on their own.

  --seed S        deal and bot seed; the same seed plays the same Partie
  --watch         let the bots play all seats
  --bot KIND      the bots: rules (a sensible player, default) or random
  --options JSON  rule options, e.g. '{"schieben":true}' (see stich rules VARIANT)
  --record FILE   write the session record (JSON) for stich replay
`;

/**
 * `stich replay --help`.
 *
 * @example
 * io.stdout.write(REPLAY_USAGE);
 */
export const REPLAY_USAGE = `Usage: stich replay [--format json|iss] FILE|-

Replays deal or session records (one JSON record, a JSON array, or JSON Lines) and
prints one JSON line per record: a deal's outcome, a session's result, or
{"error":{"code":...,"message":...,"index":...,"path":[...]}}. Exits 1 if any record
is invalid. '-' reads standard input.

  --format iss    ISS Skat game records, one per line: prints our result per record
                  ({"id","declarer","won","value","matadors","overbid",...}, or
                  {"id","passed":true} / {"id","penalty":true}), or an error with the
                  move's index in MV and the line number
`;

/**
 * `stich rules --help`.
 *
 * @example
 * io.stdout.write(RULES_USAGE);
 */
export const RULES_USAGE = `Usage: stich rules VARIANT [--options JSON]

Prints the rules as the variant defines them: cards and their order, the deal,
doubling, scoring, how a session ends, and every option with its type and default.
`;

/**
 * `stich simulate --help`.
 *
 * @example
 * io.stdout.write(SIMULATE_USAGE);
 */
export const SIMULATE_USAGE = `Usage: stich simulate VARIANT [--deals N] [--seed S] [--json] [--bots random|rules] [--options JSON]

Plays N deals and prints the distribution of what a deal is worth (a penalty, a loss,
a game value), the rates of notable deals (Durchmarsch, Jungfrau; in Skat the
declarers' wins, overbids and pass-outs, among the games played), means (pushes per
deal in Schieberamsch, the mean game value in Skat), the contract mix, and the speed.

  --deals N       how many deals (default 10000)
  --seed S        the seed (default: random, printed)
  --json          print one JSON line instead of text
  --bots KIND     random: random play on the rules kernel (the default, except Skat);
                  rules: the rules bots at every seat (the default for Skat, which
                  bids and declares)
  --options JSON  rule options
`;

/**
 * `stich --help`.
 *
 * @example
 * io.stdout.write(MAIN_USAGE);
 */
export const MAIN_USAGE = `Usage: stich COMMAND [ARGS]

Commands:
  play VARIANT       play a session in the terminal against bots (or --watch them)
  replay FILE|-      replay deal and session records, one JSON line each
  rules VARIANT      print the rules generated from the variant's definition
  simulate VARIANT   simulate random deals and print statistics

Run 'stich COMMAND --help' for a command's options.
`;
