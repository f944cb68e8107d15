/** Which problem the next-problem button opens (spec §4). */
import { loadProblemSequence } from './problem-filter.ts';

/**
 * The problem after `currentId` in the list the learner last filtered; when the current problem
 * is not in it or is its last, the next one in curriculum order (`curriculumNext`, from the server).
 */
export function nextProblemId(
  currentId: number,
  curriculumNext: number | null,
  sequence: readonly number[] = loadProblemSequence(),
): number | null {
  const at = sequence.indexOf(currentId);
  if (at !== -1 && at + 1 < sequence.length) return sequence[at + 1]!;
  return curriculumNext;
}
