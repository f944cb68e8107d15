/**
 * Where a problem page was opened from, when it was an assignment (issue 33): the class page and
 * the personal center's card pass it as the link's history state, and the problem page names the
 * assignment with a way back to its class. History state only — a problem opened from the bank,
 * a bookmark or the next-problem button carries none, and nothing is asked of the server.
 */
export interface AssignmentOrigin {
  classId: number;
  className: string;
  assignmentTitle: string;
}

/** The origin in a location's state, or null when the state is anything else (history state is not ours alone). */
export function assignmentOriginOf(state: unknown): AssignmentOrigin | null {
  const origin = (state as { assignment?: unknown } | null)?.assignment as Partial<AssignmentOrigin> | undefined;
  if (!origin || typeof origin !== 'object') return null;
  const { classId, className, assignmentTitle } = origin;
  if (typeof classId !== 'number' || typeof className !== 'string' || typeof assignmentTitle !== 'string') return null;
  return { classId, className, assignmentTitle };
}

/** The link state that carries `origin` (read back by assignmentOriginOf). */
export function assignmentLinkState(origin: AssignmentOrigin): { assignment: AssignmentOrigin } {
  return { assignment: origin };
}
