/**
 * The tag filter of the problem list (spec §2, §4): a problem must carry every selected tag;
 * the selection is saved locally, and so is the filtered list, from which the problem page
 * finds the next problem after the current one.
 */

/** Saved tag selection (spec §9: persisted locally). */
export const SELECTED_TAGS_KEY = 'veridojo.problemTags';
/** Ids of the problems the list showed last (filtered, openable), in list order. */
export const PROBLEM_SEQUENCE_KEY = 'veridojo.problemSequence';

interface Tagged {
  tags: readonly string[];
}

/** Every tag in order of first appearance: in a curriculum-ordered list that is the order they are taught. */
export function tagsOf(problems: readonly Tagged[]): string[] {
  return [...new Set(problems.flatMap((p) => p.tags))];
}

export function filterByTags<P extends Tagged>(problems: readonly P[], selected: readonly string[]): P[] {
  return problems.filter((p) => selected.every((tag) => p.tags.includes(tag)));
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}

export function loadSelectedTags(): string[] {
  const value = readJson(SELECTED_TAGS_KEY);
  return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
}

export function saveSelectedTags(tags: readonly string[]) {
  writeJson(SELECTED_TAGS_KEY, tags);
}

export function loadProblemSequence(): number[] {
  const value = readJson(PROBLEM_SEQUENCE_KEY);
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
}

export function saveProblemSequence(ids: readonly number[]) {
  writeJson(PROBLEM_SEQUENCE_KEY, ids);
}

interface ChapterGroup<P> {
  id: number;
  title: string;
  problems: P[];
}

/** Consecutive problems of one chapter together, in list (curriculum) order. */
export function byChapter<P extends { chapter: { id: number; title: string } }>(problems: readonly P[]): ChapterGroup<P>[] {
  const groups: ChapterGroup<P>[] = [];
  for (const p of problems) {
    const last = groups.at(-1);
    if (last?.id === p.chapter.id) last.problems.push(p);
    else groups.push({ id: p.chapter.id, title: p.chapter.title, problems: [p] });
  }
  return groups;
}
