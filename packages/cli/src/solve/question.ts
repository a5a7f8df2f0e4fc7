import type { Question } from '@stich/core/plugin';

/**
 * Whether a value reaches the goal: at least the target when the side maximises, at most
 * it when the side minimises.
 *
 * @example
 * reaches({ objective: 'max', goal: { target: 61, met: '', missed: '' } }, 78); // true
 */
export function reaches(q: Pick<Question, 'objective' | 'goal'>, value: number): boolean | null {
  if (q.goal === null) return null;
  return q.objective === 'max' ? value >= q.goal.target : value <= q.goal.target;
}
