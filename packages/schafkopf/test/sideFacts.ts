import type { GameFacts } from '../src/index';

/**
 * Facts of a game from its sides' totals, as the examples give them: the playing side's
 * card points and tricks go to the declarer, the opponents' to the first opponent (the
 * scoring reads sides, not seats).
 */
export function sideFacts(
  game: GameFacts['game'],
  declarer: number,
  partner: number | null,
  played: { points: number; tricks: number; opponentPoints?: number; opponentTricks?: number },
  extra: Partial<Pick<GameFacts, 'laufende' | 'knocks' | 'stoss'>> = {},
): GameFacts {
  const opponent = [0, 1, 2, 3].find((s) => s !== declarer && s !== partner)!;
  const points = [0, 0, 0, 0];
  const tricks = [0, 0, 0, 0];
  points[declarer] = played.points;
  tricks[declarer] = played.tricks;
  points[opponent] = played.opponentPoints ?? 120 - played.points;
  tricks[opponent] = played.opponentTricks ?? 8 - played.tricks;
  return { game, declarer, partner, points, tricks, laufende: 0, knocks: 0, stoss: 0, ...extra };
}
