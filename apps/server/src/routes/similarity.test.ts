/**
 * The similarity check (issue 33) through the real app and queue: a teacher checks a problem of an
 * assignment; the `similarity` job carries each class student's latest passing submission and the
 * problem's template and reference; the test takes the job over the worker protocol and reports
 * what the worker's check computes (similarPairs, the same function on the same payload). A renamed
 * and reformatted copy between two students is found, an independent solution is not, a student
 * (or another teacher) is refused, and reviewed marks outlive a new check.
 */
import { similarPairs } from '@veridojo/problem-format';
import { SIMILARITY_MAX_PAIRS, type SimilarityCheck, type SimilarityPayload } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

const TOKEN = 'similarity-token-0123456789';
const WORKER = { authorization: `Bearer ${TOKEN}` };
let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
});
afterAll(async () => {
  await platform?.close();
});

const HEADER = 'module TopModule(input [7:0] a, input [7:0] b, input [7:0] c, input [7:0] d, input [1:0] sel, output [7:0] out);\n';
/** A student's own solution of mux-4to1: two stages of ?: with named wires. */
const OWN = `${HEADER}  // pairs first, then between them
  wire [7:0] low_pair;
  wire [7:0] high_pair;
  assign low_pair = sel[0] ? b : a;
  assign high_pair = sel[0] ? d : c;
  assign out = sel[1] ? high_pair : low_pair;
endmodule
`;
/** Its copy: renamed, re-commented, reformatted, independent items reordered. */
const COPY = `module TopModule(
    input [7:0] a, input [7:0] b,
    input [7:0] c, input [7:0] d,
    input [1:0] sel,
    output [7:0] out);
/* upper half */ wire [7:0] hi; assign hi = sel[ 0 ] ? d : c;
assign out = sel[1]
  ? hi : lo;   // choose
wire [7:0] lo;
assign lo = sel[0]?b:a;
endmodule`;
/** An independent solution: one chained ?: comparing sel with constants. */
const INDEPENDENT = `${HEADER}  assign out = (sel == 2'd0) ? a : (sel == 2'd1) ? b : (sel == 2'd2) ? c : d;
endmodule
`;

async function registered(): Promise<{ client: Client; id: number; name: string }> {
  const client = new Client(platform);
  const name = uniqueName('sim');
  const res = await client.post('/api/user/register', { username: name, password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client, id: (res.body.user as { id: number }).id, name };
}

async function one<T>(sql: string, params: unknown[]): Promise<T> {
  return (await platform.db.query<T & Record<string, unknown>>(sql, params))[0]!;
}

/** A submission as judged: accepted or not (the judgement itself is the judge's tests' business). */
async function submitted(userId: number, problemId: number, code: string, verdict = 'accepted') {
  await platform.db.query(
    `INSERT INTO submissions (user_id, problem_id, revision_id, code, status, verdict, finished_at)
     SELECT $1, id, current_revision_id, $3, 'success', $4, now() FROM problems WHERE id = $2`,
    [userId, problemId, code, verdict],
  );
}

/** Takes the queued similarity job as a worker and reports what the worker's check finds in its payload. */
async function runQueuedCheck(): Promise<SimilarityPayload> {
  const client = new Client(platform);
  const claim = await client.call('POST', '/api/worker/claim', { worker: 'sim-test', kinds: ['similarity'], wait_ms: 0 }, WORKER);
  const job = (claim.body as { job: { id: number; lease_token: string; payload: SimilarityPayload } | null }).job;
  expect(job, JSON.stringify(claim.body)).not.toBeNull();
  const { submissions, excluded } = job!.payload;
  const pairs = similarPairs(
    submissions.map((s) => s.code),
    excluded,
  );
  const result = {
    compared: submissions.length,
    threshold: 0.5,
    pairs: pairs
      .slice(0, SIMILARITY_MAX_PAIRS)
      .map((p) => ({ a: submissions[p.a]!.submission_id, b: submissions[p.b]!.submission_id, score: p.score })),
    more_pairs: 0,
  };
  const report = await client.call(
    'POST',
    `/api/worker/jobs/${job!.id}/result`,
    { lease_token: job!.lease_token, kind: 'similarity', result },
    WORKER,
  );
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  return job!.payload;
}

const checkOf = (res: Reply) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
  return res.body.check as SimilarityCheck | null;
};

describe(`the similarity check on ${DATABASE_KIND}`, () => {
  it('finds a disguised copy, not an independent solution, for the class teacher alone, and keeps reviewed marks', async () => {
    const teacher = await registered();
    const otherTeacher = await registered();
    const [copier, original, independent, failing] = [await registered(), await registered(), await registered(), await registered()];
    await platform.db.query('UPDATE users SET is_teacher = true WHERE id = ANY($1::int[])', [[teacher.id, otherTeacher.id]]);
    const { id: problemId } = await one<{ id: number }>(`SELECT id FROM problems WHERE slug = 'mux-4to1'`, []);
    const { id: classId } = await one<{ id: number }>(
      `INSERT INTO classes (teacher_id, name, join_code) VALUES ($1, '数字逻辑 1 班', $2) RETURNING id`,
      [teacher.id, uniqueName('CODE')],
    );
    for (const student of [copier, original, independent, failing])
      await platform.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, student.id]);
    const { id: assignmentId } = await one<{ id: number }>(
      `INSERT INTO assignments (class_id, title, opens_at, due_at) VALUES ($1, '第 1 周', now() - interval '1 day', now() + interval '1 day') RETURNING id`,
      [classId],
    );
    await platform.db.query('INSERT INTO assignment_problems (assignment_id, problem_id, position) VALUES ($1, $2, 1)', [
      assignmentId,
      problemId,
    ]);
    // The original's earlier pass was something else: the latest pass counts.
    await submitted(original.id, problemId, INDEPENDENT);
    await submitted(original.id, problemId, OWN);
    await submitted(copier.id, problemId, COPY);
    await submitted(independent.id, problemId, INDEPENDENT.replace("(sel == 2'd0)", "(sel == 2'b00)"));
    await submitted(failing.id, problemId, COPY, 'wrong_answer');
    const base = `/api/teacher/assignments/${assignmentId}/similarity`;

    // Never shown to students (not teachers: 403), nor to another teacher (not their assignment: 404).
    const mark0 = { problem_id: problemId, user_a: copier.id, user_b: original.id, reviewed: true };
    for (const [stranger, refusal] of [
      [copier.client, { status: 403, code: 'NOT_TEACHER' }],
      [otherTeacher.client, { status: 404, code: 'ASSIGNMENT_NOT_FOUND' }],
    ] as const)
      for (const reply of [
        await stranger.post(base, { problem_id: problemId }),
        await stranger.get(`${base}?problem_id=${problemId}`),
        await stranger.call('PUT', `${base}/review`, mark0),
        await stranger.get(`${base}/pair?problem_id=${problemId}&a=1&b=2`),
      ])
        expect({ status: reply.status, code: reply.body.code }).toEqual(refusal);
    // A problem outside the assignment is not found either.
    expect((await teacher.client.post(base, { problem_id: problemId + 1 })).body.code).toBe('PROBLEM_NOT_FOUND');

    expect(checkOf(await teacher.client.get(`${base}?problem_id=${problemId}`))).toBeNull();
    const started = await teacher.client.post(base, { problem_id: problemId });
    expect(started.body).toMatchObject({ status: 'success', state: 'queued', message: '已开始查重，完成后刷新即可查看结果' });
    // A second click while it waits answers the same check.
    const again = await teacher.client.post(base, { problem_id: problemId });
    expect(again.body).toMatchObject({ check_id: started.body.check_id, message: '这道题的查重正在进行' });
    expect(checkOf(await teacher.client.get(`${base}?problem_id=${problemId}`))!.state).toBe('queued');

    const payload = await runQueuedCheck();
    // The three students with a pass, each by their latest; the template and the reference to take out.
    expect(payload.submissions).toHaveLength(3);
    expect(payload.submissions.map((s) => s.code)).toContain(OWN);
    expect(payload.excluded).toHaveLength(2);
    expect(payload.excluded[0]).toContain('在这里写你的代码');

    const check = checkOf(await teacher.client.get(`${base}?problem_id=${problemId}`))!;
    expect(check).toMatchObject({ state: 'done', compared: 3, more_pairs: 0 });
    expect(check.pairs).toHaveLength(1);
    const [pair] = check.pairs;
    expect(pair!.score).toBeGreaterThanOrEqual(0.5);
    expect(new Set([pair!.a.username, pair!.b.username])).toEqual(new Set([copier.name, original.name]));
    expect(pair!.a).not.toHaveProperty('code');
    expect(pair!.reviewed).toBe(false);
    // The side-by-side reads the listed pair's two codes, named in either order; nothing else.
    const codes = await teacher.client.get(`${base}/pair?problem_id=${problemId}&a=${pair!.b.submission_id}&b=${pair!.a.submission_id}`);
    expect(codes.status).toBe(200);
    expect(new Set([codes.body.a, codes.body.b].map((side) => (side as { code: string }).code))).toEqual(new Set([OWN, COPY]));
    const independentPass = await one<{ id: number }>(`SELECT max(id) AS id FROM submissions WHERE user_id = $1`, [independent.id]);
    const unlisted = await teacher.client.get(`${base}/pair?problem_id=${problemId}&a=${pair!.a.submission_id}&b=${independentPass.id}`);
    expect({ status: unlisted.status, code: unlisted.body.code }).toEqual({ status: 404, code: 'SUBMISSION_NOT_FOUND' });

    // Marked reviewed (the pair named in either order), kept across a new check, and taken back.
    const mark = { problem_id: problemId, user_a: original.id, user_b: copier.id, reviewed: true };
    expect((await teacher.client.call('PUT', `${base}/review`, mark)).body).toMatchObject({ message: '已标记为已查看', reviewed: true });
    expect(
      (await teacher.client.call('PUT', `${base}/review`, { ...mark, user_b: independent.id + 1000 })).body.code,
      'only students of the class',
    ).toBe('STUDENT_NOT_IN_CLASS');
    await teacher.client.post(base, { problem_id: problemId });
    await runQueuedCheck();
    const rechecked = checkOf(await teacher.client.get(`${base}?problem_id=${problemId}`))!;
    expect(rechecked.id).toBeGreaterThan(check.id);
    expect(rechecked.pairs[0]).toMatchObject({ reviewed: true, reviewed_by: teacher.name });
    await teacher.client.call('PUT', `${base}/review`, { ...mark, reviewed: false });
    expect(checkOf(await teacher.client.get(`${base}?problem_id=${problemId}`))!.pairs[0]!.reviewed).toBe(false);
  });
});
