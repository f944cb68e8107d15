/**
 * The synthesis reports kept once made (issue 32): a judged submission's report and its netlist
 * (gzip) in submission_synthesis, and a problem revision's reference figures — numbers only — in
 * reference_synthesis; and what a synthesis needs of a revision's judge specification (its top
 * modules and the reference's code, which never leaves the server but to a worker).
 */
import { ReferenceFigures, SynthReport } from '@veridojo/contracts';
import type { Queryable } from '../db/database.ts';

/** What a revision gives a synthesis: the learner's top, the reference's top and code; null for a testbench-writing problem. */
export interface RevisionDesign {
  learnerTop: string;
  referenceTop: string;
  reference: string;
}

export async function revisionDesign(db: Queryable, revisionId: number): Promise<RevisionDesign | null> {
  const [row] = await db.query<{ iface_top: string | null; dut: string | null; ref_module: string | null; reference: string }>(
    `SELECT judge_spec->'interface'->>'top' AS iface_top, judge_spec->'testbench'->>'dut' AS dut,
            judge_spec->'testbench'->>'reference' AS ref_module, judge_spec->>'reference' AS reference
       FROM problem_revisions WHERE id = $1`,
    [revisionId],
  );
  if (!row) return null;
  // A generated testbench's problem: the reference defines the learner's module itself; a problem's own testbench names both.
  if (row.iface_top !== null) return { learnerTop: row.iface_top, referenceTop: row.iface_top, reference: row.reference };
  if (row.dut !== null && row.ref_module !== null) return { learnerTop: row.dut, referenceTop: row.ref_module, reference: row.reference };
  return null;
}

/** A submission's stored report and its netlist's gzip bytes, or undefined when none was made yet. */
export async function storedSubmissionSynthesis(
  db: Queryable,
  submissionId: number,
): Promise<{ report: SynthReport; netlistGz: Buffer | null } | undefined> {
  const [row] = await db.query<{ report: unknown; hex: string | null }>(
    `SELECT report, encode(netlist_gz, 'hex') AS hex FROM submission_synthesis WHERE submission_id = $1`,
    [submissionId],
  );
  if (!row) return undefined;
  return { report: SynthReport.parse(row.report), netlistGz: row.hex ? Buffer.from(row.hex, 'hex') : null };
}

/** Keeps a submission's report (the first one made wins: two calls racing made the same report). */
export async function storeSubmissionSynthesis(db: Queryable, submissionId: number, report: SynthReport, netlistGz: Buffer | null) {
  await db.query(
    `INSERT INTO submission_synthesis (submission_id, report, netlist_gz) VALUES ($1, $2::jsonb, decode($3, 'hex'))
     ON CONFLICT (submission_id) DO NOTHING`,
    [submissionId, JSON.stringify(report), netlistGz?.toString('hex') ?? null],
  );
}

/**
 * A revision's reference figures: `undefined` when not made yet, `null` when its reference could
 * not be synthesised (kept too: it would fail the same way again).
 */
export async function storedReferenceFigures(db: Queryable, revisionId: number): Promise<ReferenceFigures | null | undefined> {
  const [row] = await db.query<{ figures: unknown }>(`SELECT figures FROM reference_synthesis WHERE revision_id = $1`, [revisionId]);
  if (!row) return undefined;
  return row.figures === null ? null : ReferenceFigures.parse(row.figures);
}

export async function storeReferenceFigures(db: Queryable, revisionId: number, figures: ReferenceFigures | null) {
  await db.query(`INSERT INTO reference_synthesis (revision_id, figures) VALUES ($1, $2::jsonb) ON CONFLICT (revision_id) DO NOTHING`, [
    revisionId,
    figures === null ? null : JSON.stringify(figures),
  ]);
}
