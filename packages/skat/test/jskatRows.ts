import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Contract, Game } from '../src/index';
import { contract, play } from './cards';
import { cards } from './script';

// Reading /work/shared/data/reference/jskat_rule_cases.tsv (never copied into the project).

export const DATA = fileURLToPath(new URL('../../../../shared/data', import.meta.url));
export const FILE = `${DATA}/reference/jskat_rule_cases.tsv`;
/** Whether the data is there; the tests skip without it. */
export const HAVE = existsSync(FILE);

/** A row of the file, by column. */
export interface Row {
  readonly test: string;
  readonly game: string;
  readonly flags: string;
  readonly cards: string;
  readonly bid: string;
  readonly score: string;
  readonly tricks: string;
  readonly kontra: string;
  readonly re: string;
  readonly won: string;
  readonly value: string;
  readonly isko: string;
}

/** The rows of the file, except the Ramsch ones (@stich/ramsch checks those). */
export function rows(): Row[] {
  const lines = readFileSync(FILE, 'utf8').split('\n');
  const header = lines.find((l) => l.startsWith('test\t'))!.split('\t');
  const col = (c: string[], name: string) => c[header.indexOf(name)] ?? '';
  return lines
    .filter((l) => l !== '' && !l.startsWith('#') && !l.startsWith('test\t'))
    .filter((l) => !l.startsWith('RamschRuleTest.'))
    .map((l) => l.split('\t'))
    .map((c) => ({
      test: col(c, 'test'),
      game: col(c, 'game'),
      flags: col(c, 'contract_flags'),
      cards: col(c, 'cards_for_matadors'),
      bid: col(c, 'bid'),
      score: col(c, 'declarer_score'),
      tricks: col(c, 'tricks_note'),
      kontra: col(c, 'kontra'),
      re: col(c, 're'),
      won: col(c, 'expected_won'),
      value: col(c, 'expected_value'),
      isko: col(c, 'isko'),
    }));
}

/** jskat's game names. */
export const GAME: Record<string, Game> = {
  CLUBS: 'C',
  SPADES: 'S',
  HEARTS: 'H',
  DIAMONDS: 'D',
  GRAND: 'G',
  NULL: 'N',
};

/** The contract of a row's `contract_flags`, e.g. `hand+schneiderAnn`, `withSchwarz() (implies hand+schneiderAnn)`. */
export function contractOfRow(row: Row): Contract {
  const f = row.flags;
  const schwarz = /schwarzAnn|withSchwarz/.test(f);
  return contract(GAME[row.game], {
    hand: f.startsWith('hand') || f.includes('implies hand'),
    schneider: schwarz || /schneiderAnn|withSchneider/.test(f),
    schwarz,
    ouvert: f.includes('ouvert'),
  });
}

/** The cards a row gives for matadors (before its `=>` note); `-` gives none. */
export const rowCards = (row: Row) =>
  cards(
    row.cards
      .split('=>')[0]
      .replace(/,/g, ' ')
      .replace(/[^A-Z0-9 ]/g, ' '),
  )
    .filter((c) => /^[CSHD][AKQJT987]$/.test(c))
    .join(' ');

/** Play facts for a row: its declarer points, and tricks to match (all ten for 120). */
export function factsOf(row: Row) {
  if (row.game === 'NULL') return play(0, /\b0 tricks/.test(row.tricks) ? 0 : 1);
  const points = Number(row.score);
  return play(points, points === 120 ? 10 : points === 119 ? 9 : 6);
}

/** The first (signed) number of a text. */
export const numberIn = (text: string) => Number(/^-?\d+/.exec(text)![0]);
