import { GUIDES } from './guides';

/**
 * `stich play --help`.
 *
 * @example
 * io.stdout.write(PLAY_USAGE);
 */
export const PLAY_USAGE = `Usage: stich play VARIANT [--seed S] [--watch] [--bot rules|random|pimc] [--think MS]
                  [--options JSON] [--record FILE] [--lang en|de]

Plays a whole session (a Partie in Kalter Schlag, a Liste in Skat) in the terminal:
you at seat 0 against bots. Choose a card by its number or its code (HA, h10, ♥A);
d says the next doubling (kontra, re, ...); q quits. In Schieberamsch, t takes up
the skat and p pushes it on; then name two cards to lay back (1 5, or HA S7). In
Skat's bidding, Enter or 1 calls the next value or holds the call (or type a value),
p passes; the declarer takes up the skat (t) or picks a hand game by number, lays two
cards back and picks the game from the numbered list, which shows each game's value
beside the bid. In Skatkopf, as in Skat, Enter or 1 makes the lowest bid or holds and
p passes; the game, making trump and the call are numbered menus. Without a terminal on stdin,
the bots play on their own.

  --seed S        deal and bot seed; the same seed plays the same Partie
  --watch         let the bots play all seats
  --lang en|de    the game's texts (menus, facts, score sheet) in English or German
  --bot KIND      the bots: rules (a sensible player, default), random, or pimc (the
                  sampling bot: it solves sampled deals for each card, 20 by default)
  --think MS      the pimc bots think MS milliseconds per card, as many deals as fit
  --options JSON  rule options, e.g. '{"schieben":true}' (see stich rules VARIANT)
  --record FILE   write the session record (JSON) for stich replay
`;

/**
 * `stich replay --help`.
 *
 * @example
 * io.stdout.write(REPLAY_USAGE);
 */
export const REPLAY_USAGE = `Usage: stich replay [--format json|iss] [--partial] [--list csv|json] [--lang en|de]
                    [--variant GAME] FILE|-

Replays deal or session records (one JSON record, a JSON array, or JSON Lines) and
prints one JSON line per record: a deal's outcome, a session's result, or
{"error":{"code":...,"message":...,"index":...,"path":[...]}}. Exits 1 if any record
is invalid. '-' reads standard input. Skatkopf deals add the declaring team, the
defenders and each team's points, and a Skatkopf session lists its deals so.

  --partial       accept a record whose deal (a session's last deal) is unfinished, as
                  stich play writes it when you quit: its line says where that deal
                  stands under "unfinished" (actions, phase, toAct, legalActions,
                  trick, tricksWon, doublings, hands, ...; a session's also "deal",
                  beside its result so far)

  --list csv      print each session record's score list (Spielliste) instead: the
                  game's columns (Skat: game, declarer, bid, result, value, each
                  seat's total), a row per deal, the totals; RFC 4180 CSV
  --list json     the same list as one JSON line per session
  --lang de       the list's headings and words in German (default: en)

  --format iss    ISS Skat game records, one per line: prints our result per record
                  ({"id","declarer","won","value","matadors","overbid",...}, or
                  {"id","passed":true} / {"id","penalty":true}), or an error with the
                  move's index in MV and the line number
  --variant GAME  load a game that is not built in, for its records: a path to an ES
                  module or an installed package whose default export is a plug-in or
                  a variant (may be given more than once)
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
 * `stich compare --help`.
 *
 * @example
 * io.stdout.write(COMPARE_USAGE);
 */
export const COMPARE_USAGE = `Usage: stich compare VARIANT VARIANT... [--format text|md|json] [--width N]

Prints games side by side, one row per aspect, from their definitions: players, deck,
card points, deal, trumps and plain suits per trump mode, phases, doubling, scoring,
how a session ends, and every option with its value, default and type. Rows where
the columns differ are marked *. A column may set options, to compare house rules of
one game: VARIANT:KEY=VALUE,KEY=VALUE (values are JSON where they parse).

  stich compare ramsch skat kalter-schlag
  stich compare kalter-schlag kalter-schlag:rounding=five
  stich compare skat skat:seats=4,kontra=true --format md

  --format F   text (aligned for a terminal, the default), md (a Markdown table) or json
  --width N    the width of the text table (default 100)
`;

/**
 * `stich solve --help`.
 *
 * @example
 * io.stdout.write(SOLVE_USAGE);
 */
export const SOLVE_USAGE = `Usage: stich solve FILE|- [--at N] [--deal K] [--seat N|NAME]
                   [--objective min|max] [--count points|tricks] [--line] [--exact]
                   [--all-best] [--json] [--format json|iss] [--variant GAME]

Replays a deal record to its last action (an unfinished record is the usual case:
what is the best play from here?) and solves the rest of the card play exactly, every
card open (double dummy). Prints the position, the value with best play by both sides
and what it decides, every best card for the seat to act, and the positions searched.

What it asks, by game (change it with --seat, --objective and --count):
  skat           the declarer's card points, the skat's included, and whether he
                 makes 61 (90 with schneider announced, every trick with schwarz
                 announced); null: his tricks, as few as he can (none wins)
  skatkopf       the declaring side's card points, the kitty's included, and whether
                 it makes 61; the partner is taken from the record, even before the
                 called card falls
  schafkopf      the playing side's card points and whether it makes 61 (Tout: every
                 trick; Bettel: the declarer's tricks, none wins); the partner is
                 taken from the record, even before the called ace falls; Ramsch as
                 below
  doppelkopf     the Re party's card points and whether it reaches its mark (121,
                 120 when only Kontra announced, moved by the Absagen: 151 for its
                 keine 90 ...); the parties are taken from the record, even before
                 the club queens fall. The answer is the band between the marks
                 where the game's value changes (30, 60, 90, the mark, 151, 181,
                 211: "121 to 150 card points"), found many times faster than the
                 exact total, with one card that keeps it (--all-best: every one,
                 each a long search from the first trick); --exact asks for the
                 exact total and every best card
  kalter-schlag  the fewest card points the seat to act can make sure of taking,
  ramsch         all the others playing together against it (Ramsch: the skat's
                 points go with the last trick, under the default rules)

  --at N              solve after the record's first N actions (also --action N)
  --deal K            of a session record, deal K (from 0; default: the last)
  --seat N|NAME       ask about seat N (or the player of that name, as the output
                      names them): its side in Skat, Skatkopf and Schafkopf,
                      its party in Doppelkopf (Kontra with its own mark), the
                      seat alone in Kalter Schlag and Ramsch
  --objective min|max the side plays to take as few (min) or as many (max) as it can
  --count points|tricks
                      count card points or tricks
  --line              also print one best line of play to the end (of possibly many)
  --exact             the exact total where the game answers with a band (Doppelkopf)
  --all-best          with a band: every card that keeps it, not just one
  --json              print one JSON object instead of text
  --format iss        read one ISS Skat game line (a whole game: choose the position
                      with --at)
  --variant GAME      load a game that is not built in, for its record: a path to an
                      ES module or an installed package (its plug-in's question, or by
                      default the seat to act's fewest card points)
`;

/**
 * `stich simulate --help`.
 *
 * @example
 * io.stdout.write(SIMULATE_USAGE);
 */
export const SIMULATE_USAGE = `Usage: stich simulate VARIANT [--deals N | --partien N] [--seed S] [--bots KINDS]
                      [--pimc-samples N] [--think MS] [--bot-options JSON]
                      [--options JSON]... [--compare KEY=V1,V2]... [--workers N] [--json] [--report FILE]
                      [--queue redis://HOST:PORT [--queue-timeout S]] [--chunk-size N]
                      [--deals-out FILE.jsonl] [--measure MODULE]...
       stich simulate VARIANT VARIANT... [--deals N] [--seed S] [--bots KINDS] [--measure MODULE]...

Plays N deals (or N whole sessions) and prints the distribution of what a deal is worth
(a penalty, a loss, a game value), the rates of notable deals (Durchmarsch, Jungfrau; in
Skat the declarers' wins, overbids and pass-outs, among the games played), means, the
contract mix, and the speed; each mean with its 95% confidence interval, each rate
with its 95% Wilson interval. With different bots at the seats (--bots rules,random,random)
a table per seat follows: its mean score (per session: its total) and how often it had
the best score at the table (the lowest for penalties; ties share a win), and a table
per role (declarer: the declaring side, or defender) by the bot that played it, with the
declarer's win rate and its Wilson interval. Several option sets play the same seeded
deals, side by side, with each set's difference to the first and its interval (paired on
the same deals). Two or more games (stich simulate skat skatkopf) run one after another
on the same seeds, and their shared measures are printed side by side: the mean absolute
score per seat, what all seats write, the rates and means they both report, the user's
measures, and the speed.

Ctrl-C (or SIGTERM) stops a long run: no new chunk starts, the chunks under way finish,
and the report of the chunks done from the first on is printed, marked as partial (the
same as a run with that many deals), with exit code 130 (143 for SIGTERM). Ctrl-C again
quits at once.

  --deals N           deals per option set (default 10000)
  --partien N         whole sessions (a Partie, a Liste) per option set instead, played
                      by the variant's session rules: their length, how they end, totals
  --sessions N        the same as --partien
  --seed S            the seed (default: random, printed); the same seed, the same result
  --bots KINDS        random: random play on the rules kernel (the default, except
                      Skat); rules: the rules bots (the default for Skat, which bids and
                      declares); pimc: the sampling bot, which solves sampled deals for
                      each card and leaves every other decision to the rules bot (slow:
                      start with a few hundred deals); or one per seat: rules,pimc,random;
                      or a bot per role among them: declarer=pimc,rules seats pimc for
                      the declaring side and rules everywhere else (the bidding too: a
                      seat plays its role's bot once its own view shows the role)
  --pimc-samples N    deals the pimc bot samples per card (default 20)
  --think MS          the pimc bot thinks MS milliseconds per card instead, solving as
                      many deals as fit (at most --pimc-samples when given); the
                      results then depend on the machine's speed and load
  --bot-options JSON  the rules bots' own settings, e.g. for Skat
                      '{"kontra":"eager"}' (never, cautious, default, eager, or the
                      hand strength a defender needs for kontra)
  --options JSON      rule options; give it more than once to compare option sets
  --compare KEY=V,W   one option set per value (crossed with --options and with other
                      --compare), e.g. --compare rounding=ten,five
  --workers N         worker threads (default: one per core); the result does not
                      depend on it
  --json              print one JSON line instead of text
  --report FILE       also write a self-contained HTML report with charts
  --queue URL         play the chunks on \`stich worker\` processes (any number of
                      machines) through BullMQ on this Redis server instead of here;
                      the same result as here. The run is named by a hash of the
                      command's plan: the same command again resumes it, taking the
                      chunks already done from Redis. Needs the packages bullmq and
                      ioredis (npm i bullmq ioredis). Guide:
                      ${GUIDES}distributed-simulation.md
  --queue-timeout S   give up when Redis does not answer for S seconds (default 10)
  --chunk-size N      deals (or sessions) per chunk (default 20000 deals or 50 sessions
                      of random play, less with bots); the result depends on it
  --deals-out FILE    also write one JSON line per deal, in deal order (each option set's
                      line per deal, named by "set"; with --partien "session" and the
                      deal in it): the seed and the deal's random-stream states, dealer,
                      each seat's bot and role, the game, doublings, card points, tricks,
                      scores, the report's flags and means, and the outcome as stich replay
                      prints it. The same seed writes the same bytes on any number of
                      workers and over --queue
  --measure MODULE    a measure of your own, given more than once for several: a module
                      (path from here) whose default export, or export named measure, is a
                      function of a deal's record (the --deals-out line) and
                      { outcome, options }; it returns a number (its mean is reported), a
                      boolean (its rate), a record of them (name.key), or null to skip
                      the deal. Reported with intervals and differences like the built-in
                      measures; with --queue the module must be at the same path on
                      every worker
`;

/**
 * `stich worker --help`.
 *
 * @example
 * io.stdout.write(WORKER_USAGE);
 */
export const WORKER_USAGE = `Usage: stich worker --queue redis://HOST:PORT [--variant GAME...] [--threads N]
                    [--lock-ms MS] [--queue-timeout S]

Plays the chunks that \`stich simulate --queue\` puts on the queue, for any run, until
Ctrl-C (or SIGTERM), which lets the chunks under way finish; a second Ctrl-C drops them
and they go back to the queue. Start one on every machine that should help. A chunk
whose worker died is played again by another once its lock has run out. Logs a line per
chunk; a chunk it cannot play (another stich version, an unknown variant) fails with one
line on stderr, and the coordinator stops with that line. Needs the packages bullmq and
ioredis (npm i bullmq ioredis). Guide: ${GUIDES}distributed-simulation.md

  --queue URL         the Redis server: redis://[:PASSWORD@]HOST[:PORT][/DB], rediss:// for TLS
  --variant GAME      load a game that is not built in (a module path or package), for
                      runs of that game; its threads load the same module
  --threads N         chunks played at once (default: one per core)
  --lock-ms MS        how long a chunk stays with a worker that stopped answering
                      before it goes back to the queue (default 10000)
  --queue-timeout S   give up at the start when Redis does not answer for S seconds
                      (default 10)
`;

/**
 * `stich --help`.
 *
 * @example
 * io.stdout.write(MAIN_USAGE);
 */
export const MAIN_USAGE = `Usage: stich COMMAND [ARGS]

Commands:
  compare A B...     compare games or option sets side by side, one row per aspect
  play VARIANT       play a session in the terminal against bots (or --watch them)
  replay FILE|-      replay deal and session records, one JSON line each
  rules VARIANT      print the rules generated from the variant's definition
  serve              host tables for people and bots over the network (HTTP, WebSocket)
  simulate VARIANT   simulate deals or sessions, compare option sets, print statistics
  solve FILE|-       solve a record's card play from where it stops, every card open
  worker             play simulation chunks from a Redis queue (stich simulate --queue)

A VARIANT (or GAME) is a built-in id, a path to an ES module (./my-game.mjs) or an
installed package name, whose default export is a plug-in (definePlugin) or a variant.

Run 'stich COMMAND --help' for a command's options; 'stich --version' prints the version.
`;
