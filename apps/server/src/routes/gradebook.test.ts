/**
 * The gradebook (issue 33) through the API, on PGlite or PostgreSQL: grades at the due-time
 * boundary (a pass submitted one second before counts on time, one second after counts late with
 * the penalty — or not at all without a late window), best-of over several submissions, a
 * submission queued before the due time and judged after it counting on time, the counters kept by
 * each judgement agreeing with a count from scratch (also after reports race views that recount: on
 * PostgreSQL they run at once), a problem added after students submitted, the
 * CSV (byte-order mark, a formula-like user name neutralised, Beijing times), and the teacher's
 * read-only view of a cell — not found for another teacher, as a stranger's id; a student is no teacher.
 *
 * Classes and assignments are rows written here (migration 18's shapes); submissions are made in
 * the database with the submit time the test needs, then judged by a worker over the protocol, so
 * the judgement's own statement keeps the counters. Nothing sleeps.
 */
import { gradebookCell, type GradebookStudent } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradebookHead, gradesFromScratch } from '../repos/gradebook.ts';
import { insertSubmissionWithJob } from '../repos/submissions.ts';
import {
  ACCEPTED_WIRE_RESULT,
  Client,
  DATABASE_KIND,
  sessionCookieFor,
  startTestPlatform,
  uniqueName,
  type TestPlatform,
} from '../testing/harness.ts';

const TOKEN = 'gradebook-test-worker-token';
/** The due time: 2026-01-10 12:00:00 in Beijing. */
const DUE = new Date('2026-01-10T04:00:00Z');
const at = (seconds: number) => new Date(DUE.getTime() + seconds * 1000);
const DAY = 86_400;

let platform: TestPlatform;
const people: Record<string, { id: number; client: Client }> = {};
let problems: number[];
/** With a late window of two days and a 30 % penalty, problems 0 and 1. */
let lateAssignment: number;
/** No late window, problem 0. */
let strictAssignment: number;
let classId: number;

async function person(key: string, username = uniqueName(key), teacher = false) {
  const [row] = await platform.db.query<{ id: number }>(
    `INSERT INTO users (username, username_key, password_hash, is_teacher) VALUES ($1, lower($1), 'x', $2) RETURNING id`,
    [username, teacher],
  );
  const client = new Client(platform);
  const [name, value] = (await sessionCookieFor(platform, row!.id)).split('=') as [string, string];
  client.cookies.set(name, value);
  people[key] = { id: row!.id, client };
}

const worker = (body: unknown, url: string) =>
  new Client(platform).call('POST', url, body, { authorization: `Bearer ${TOKEN}`, origin: '' });
const WRONG = { ...ACCEPTED_WIRE_RESULT, verdict: 'wrong_answer', mismatches: 3, output_mismatches: { out: 3 } };

/**
 * Submissions made at the given submit times, then judged in the order given (not the order
 * submitted): each is claimed and reported by a worker speaking the protocol. With `racing`, every
 * job is claimed first and the reports are sent all at once, alongside `racing`'s own work.
 */
async function judged(
  list: { who: string; problem: number; at: Date; passes: boolean }[],
  racing?: () => Promise<void>,
): Promise<number[]> {
  const verdicts = new Map<number, boolean>();
  const ids: number[] = [];
  for (const s of list) {
    const id = (await insertSubmissionWithJob(platform.db, {
      userId: people[s.who]!.id,
      problemId: problems[s.problem]!,
      code: `// ${s.who}\n`,
    }))!;
    await platform.db.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [id, s.at]);
    verdicts.set(id, s.passes);
    ids.push(id);
  }
  const report = async (job: { id: number; lease_token: string; payload: { submission_id: number } }) => {
    const result = verdicts.get(job.payload.submission_id) ? ACCEPTED_WIRE_RESULT : WRONG;
    const reply = await worker({ lease_token: job.lease_token, kind: 'judge', result }, `/api/worker/jobs/${job.id}/result`);
    expect(reply.status).toBe(200);
  };
  const claimed = [];
  for (;;) {
    const job = (await worker({ worker: 'grader', kinds: ['judge'], wait_ms: 0 }, '/api/worker/claim')).body.job as {
      id: number;
      lease_token: string;
      payload: { submission_id: number };
    } | null;
    if (!job) break;
    if (racing) claimed.push(job);
    else await report(job);
  }
  if (racing) await Promise.all([...claimed.map(report), racing()]);
  return ids;
}

async function assignment(title: string, lateUntil: Date | null, penalty: number, problemIndexes: number[]): Promise<number> {
  const [row] = await platform.db.query<{ id: number }>(
    `INSERT INTO assignments (class_id, title, opens_at, due_at, late_until, late_penalty_percent) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [classId, title, at(-10 * DAY), DUE, lateUntil, penalty],
  );
  for (const [position, i] of problemIndexes.entries())
    await platform.db.query('INSERT INTO assignment_problems (assignment_id, problem_id, position) VALUES ($1, $2, $3)', [
      row!.id,
      problems[i],
      position,
    ]);
  return row!.id;
}

interface Book {
  students: GradebookStudent[];
  problems: { problem_id: number }[];
  max_score: number;
}

async function book(assignmentId: number): Promise<Book> {
  const reply = await people.teacher!.client.get(`/api/teacher/assignments/${assignmentId}/gradebook`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as unknown as Book;
}
function cellOf(b: Book, who: string, problem: number) {
  const student = b.students.find((s) => s.user_id === people[who]!.id)!;
  return gradebookCell(
    student,
    b.problems.findIndex((p) => p.problem_id === problems[problem]),
  );
}

/** The maintained rows of an assignment, in the shape of a from-scratch count. */
async function maintained(assignmentId: number) {
  return platform.db.query(
    `SELECT user_id, problem_id, attempts, first_pass_id, first_pass_at, last_id, last_verdict FROM assignment_grades
      WHERE assignment_id = $1 ORDER BY user_id, problem_id`,
    [assignmentId],
  );
}

let ids: Record<string, number>;

beforeAll(async () => {
  platform = await startTestPlatform({ WORKER_TOKEN: TOKEN });
  problems = (await platform.db.query<{ id: number }>('SELECT id FROM problems ORDER BY id LIMIT 4')).map((r) => r.id);
  await person('teacher', uniqueName('teacher'), true);
  await person('otherTeacher', uniqueName('teacher2'), true);
  for (const key of ['onTime', 'late', 'retrier', 'reordered', 'outsider']) await person(key);
  await person('formula', "=cmd|' /C calc'!A0");
  const [k] = await platform.db.query<{ id: number }>(
    `INSERT INTO classes (teacher_id, name, join_code) VALUES ($1, '数字逻辑 1 班', $2) RETURNING id`,
    [people.teacher!.id, uniqueName('code')],
  );
  classId = k!.id;
  for (const key of ['onTime', 'late', 'retrier', 'reordered', 'formula'])
    await platform.db.query('INSERT INTO class_members (class_id, user_id) VALUES ($1, $2)', [classId, people[key]!.id]);
  // The other teacher's own class, so being a teacher is not what refuses them.
  await platform.db.query(`INSERT INTO classes (teacher_id, name, join_code) VALUES ($1, '别的班', $2)`, [
    people.otherTeacher!.id,
    uniqueName('code'),
  ]);
  lateAssignment = await assignment('第一次作业', at(2 * DAY), 30, [0, 1]);
  strictAssignment = await assignment('第二次作业', null, 0, [0]);
  const made = await judged([
    { who: 'onTime', problem: 0, at: at(-1), passes: true },
    { who: 'late', problem: 0, at: at(1), passes: true },
    { who: 'retrier', problem: 0, at: at(-100), passes: false },
    { who: 'retrier', problem: 0, at: at(-50), passes: true },
    { who: 'retrier', problem: 0, at: at(-10), passes: false },
    // Judged in this order: the late pass first, the on-time one (queued before the due time) after.
    { who: 'reordered', problem: 1, at: at(3600), passes: true },
    { who: 'reordered', problem: 1, at: at(-3600), passes: true },
    { who: 'formula', problem: 1, at: at(-5), passes: false },
    // Before the assignment opened, after its late window, by someone outside the class, on a problem not assigned (yet).
    { who: 'late', problem: 1, at: at(-11 * DAY), passes: true },
    { who: 'late', problem: 1, at: at(3 * DAY), passes: true },
    { who: 'outsider', problem: 0, at: at(-1), passes: true },
    { who: 'onTime', problem: 2, at: at(-20), passes: true },
    { who: 'onTime', problem: 3, at: at(-20), passes: true },
  ]);
  ids = {
    onTime: made[0]!,
    retrierPass: made[3]!,
    reorderedOnTime: made[6]!,
    formula: made[7]!,
    afterWindow: made[9]!,
    outsider: made[10]!,
    unassigned: made[11]!,
    neverAssigned: made[12]!,
  };
});
afterAll(async () => {
  await platform?.close();
});

describe(`the gradebook on ${DATABASE_KIND}`, () => {
  it('keeps counters, at each judgement, that agree with a count from scratch over the submissions', async () => {
    // Read before any gradebook view: these rows were written by the judgements alone.
    for (const id of [lateAssignment, strictAssignment]) expect(await maintained(id)).toEqual(await gradesFromScratch(platform.db, id));
    expect((await maintained(lateAssignment)).length).toBe(5);
    expect(await maintained(strictAssignment)).toHaveLength(2);
  });

  it('counts a pass one second before the due time on time, one second after late with the penalty', async () => {
    const b = await book(lateAssignment);
    expect(b.max_score).toBe(200);
    expect(cellOf(b, 'onTime', 0)).toMatchObject({
      state: 'passed',
      score: 100,
      attempts: 1,
      submission_id: ids.onTime,
      verdict: 'accepted',
    });
    expect(cellOf(b, 'onTime', 0).first_pass_at).toBe(at(-1).toISOString());
    expect(cellOf(b, 'late', 0)).toMatchObject({ state: 'passed_late', score: 70, attempts: 1, first_pass_at: at(1).toISOString() });
    // Outside the window on both sides: nothing counted.
    expect(cellOf(b, 'late', 1)).toMatchObject({ state: 'not_started', score: 0, attempts: 0, submission_id: null });
    expect(b.students.find((s) => s.user_id === people.late!.id)).toMatchObject({ total_score: 70, passed_count: 1, late_count: 1 });
    expect(b.students.map((s) => s.user_id)).not.toContain(people.outsider!.id);
  });

  it('does not count a pass after the due time at all when there is no late window', async () => {
    const b = await book(strictAssignment);
    expect(cellOf(b, 'onTime', 0)).toMatchObject({ state: 'passed', score: 100 });
    expect(cellOf(b, 'late', 0)).toMatchObject({ state: 'not_started', score: 0, attempts: 0 });
  });

  it('takes the best of several submissions, by submit time rather than judging order', async () => {
    const b = await book(lateAssignment);
    expect(cellOf(b, 'retrier', 0)).toMatchObject({ state: 'passed', score: 100, attempts: 3, submission_id: ids.retrierPass });
    expect(cellOf(b, 'reordered', 1)).toMatchObject({ state: 'passed', score: 100, attempts: 2, submission_id: ids.reorderedOnTime });
    expect(cellOf(b, 'formula', 1)).toMatchObject({
      state: 'tried',
      score: 0,
      attempts: 1,
      verdict: 'wrong_answer',
      submission_id: ids.formula,
    });
  });

  it('grades a problem added after students submitted, and keeps counting judgements after a view', async () => {
    await platform.db.query('INSERT INTO assignment_problems (assignment_id, problem_id, position) VALUES ($1, $2, 2)', [
      lateAssignment,
      problems[2],
    ]);
    const b = await book(lateAssignment);
    expect(b.problems.map((p) => p.problem_id)).toEqual(problems.slice(0, 3));
    expect(cellOf(b, 'onTime', 2)).toMatchObject({ state: 'passed', submission_id: ids.unassigned });
    // A judgement after the view adds to the recounted rows; nothing needs recounting for the next view.
    await judged([{ who: 'formula', problem: 1, at: at(DAY), passes: true }]);
    expect(await maintained(lateAssignment)).toEqual(await gradesFromScratch(platform.db, lateAssignment));
    expect((await gradebookHead(platform.db, lateAssignment))?.fresh).toBe(true);
    expect(cellOf(await book(lateAssignment), 'formula', 1)).toMatchObject({ state: 'passed_late', score: 70, attempts: 2 });
  });

  it('exports a CSV with a byte-order mark, formula-safe cells and Beijing times', async () => {
    const reply = await people.teacher!.client.platform.app.inject({
      method: 'GET',
      url: `/api/teacher/assignments/${lateAssignment}/gradebook/export`,
      headers: { cookie: [...people.teacher!.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toContain(encodeURIComponent('第一次作业-成绩.csv'));
    const bytes = reply.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^用户ID,用户名,1\. .+ 得分,1\. .+ 状态,1\. .+ 提交次数,1\. .+ 首次通过时间（北京时间）,/);
    expect(lines).toHaveLength(5 + 2);
    // The user name cannot start a formula in a spreadsheet.
    expect(lines.find((l) => l.includes('cmd|'))).toContain(`,'=cmd|' /C calc'!A0,`);
    // One second before 12:00:00 in Beijing.
    const onTime = lines.find((l) => l.startsWith(`${people.onTime!.id},`))!;
    expect(onTime).toContain(',100,按时通过,1,2026-01-10 11:59:59,');
    expect(lines.find((l) => l.startsWith(`${people.late!.id},`))).toContain(',70,迟交通过,1,2026-01-10 12:00:01,');
  });

  it('refuses the gradebook and its export: as absent to a teacher of another class, as no teacher to a student', async () => {
    const urls = [`/api/teacher/assignments/${lateAssignment}/gradebook`, `/api/teacher/assignments/${lateAssignment}/gradebook/export`];
    for (const [who, status, code] of [
      ['otherTeacher', 404, 'ASSIGNMENT_NOT_FOUND'],
      ['onTime', 403, 'NOT_TEACHER'],
    ] as const)
      for (const url of urls) {
        const reply = await people[who]!.client.get(url);
        expect({ who, status: reply.status, code: reply.body.code }).toEqual({ who, status, code });
      }
  });

  it('shows the teacher a cell’s submission read-only, and nobody else; nor other submissions', async () => {
    const teacher = people.teacher!.client;
    const seen = await teacher.get(`/api/teacher/submissions/${ids.onTime}`);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      student: { user_id: people.onTime!.id },
      problem: { problem_id: problems[0] },
      code: '// onTime\n',
      log_content: ACCEPTED_WIRE_RESULT.log,
      submission: { submission_id: ids.onTime, status: 'success', verdict: 'accepted' },
    });
    expect((await teacher.get(`/api/teacher/submissions/${ids.onTime}/waveform`)).body).toEqual({
      status: 'success',
      waveform_content: '',
    });
    const refused = [
      { who: 'otherTeacher', id: ids.onTime },
      { who: 'onTime', id: ids.onTime },
      // Not the teacher's to read: someone outside the class, a problem of no assignment, a submission after every window.
      { who: 'teacher', id: ids.outsider },
      { who: 'teacher', id: ids.neverAssigned },
      { who: 'teacher', id: ids.afterWindow },
    ];
    for (const { who, id } of refused)
      for (const url of [`/api/teacher/submissions/${id}`, `/api/teacher/submissions/${id}/waveform`]) {
        const reply = await people[who]!.client.get(url);
        const expected = who === 'onTime' ? { status: 403, code: 'NOT_TEACHER' } : { status: 404, code: 'SUBMISSION_NOT_FOUND' };
        expect({ who, url, status: reply.status, code: reply.body.code }).toEqual({ who, url, ...expected });
      }
  });

  it('agrees with a count from scratch after judgements race views that recount (a roster changing meanwhile)', async () => {
    const burst = Array.from({ length: 16 }, (_, i) => ({
      who: ['onTime', 'late', 'retrier', 'reordered'][i % 4]!,
      problem: i % 2,
      at: at(-200 + i * 20),
      passes: i % 3 === 0,
    }));
    await judged(burst, async () => {
      for (let i = 0; i < 4; i++) {
        // A student re-joins: the basis changes, and the next view recounts while reports land.
        await platform.db.query('UPDATE class_members SET joined_at = now() WHERE class_id = $1 AND user_id = $2', [
          classId,
          people.late!.id,
        ]);
        await book(lateAssignment);
      }
    });
    expect(await maintained(lateAssignment)).toEqual(await gradesFromScratch(platform.db, lateAssignment));
    expect(await maintained(strictAssignment)).toEqual(await gradesFromScratch(platform.db, strictAssignment));
  });

  it('answers an unchanged gradebook from its kept copy, and shows every change to what it lists at the next view', async () => {
    // The first view may recount (the last test changed the roster); the second is kept as it is.
    await book(strictAssignment);
    const first = await book(strictAssignment);
    // A counter altered behind the judge's back (no change mark): the kept copy is what answers.
    const counter = [strictAssignment, people.retrier!.id];
    const [{ attempts }] = (await platform.db.query<{ attempts: number }>(
      'UPDATE assignment_grades g SET attempts = 99 FROM assignment_grades o WHERE (g.assignment_id, g.user_id) = ($1, $2) AND (o.assignment_id, o.user_id, o.problem_id) = (g.assignment_id, g.user_id, g.problem_id) RETURNING o.attempts',
      counter,
    )) as [{ attempts: number }];
    expect(await book(strictAssignment)).toEqual(first);
    await platform.db.query('UPDATE assignment_grades SET attempts = $3 WHERE (assignment_id, user_id) = ($1, $2)', [...counter, attempts]);

    // A judgement.
    await judged([{ who: 'formula', problem: 0, at: at(-2), passes: true }]);
    expect(cellOf(await book(strictAssignment), 'formula', 0)).toMatchObject({ state: 'passed', attempts: 1 });
    // Each of these alone, then a view: a student renamed, the class renamed, the assignment's title
    // and penalty changed, a problem retitled.
    type Shown = Book & {
      assignment: { title: string; class_name: string; late_penalty_percent: number };
      problems: { problem_id: number; title: string }[];
    };
    const view = async () => (await book(strictAssignment)) as Shown;
    const renamed = uniqueName('renamed');
    await platform.db.query('UPDATE users SET username = $2 WHERE id = $1', [people.onTime!.id, renamed]);
    expect((await view()).students.find((s) => s.user_id === people.onTime!.id)?.username).toBe(renamed);
    await platform.db.query(`UPDATE classes SET name = '数字逻辑 2 班' WHERE id = $1`, [classId]);
    expect((await view()).assignment.class_name).toBe('数字逻辑 2 班');
    await platform.db.query(`UPDATE assignments SET title = '第二次作业（改）' WHERE id = $1`, [strictAssignment]);
    expect((await view()).assignment.title).toBe('第二次作业（改）');
    await platform.db.query('UPDATE assignments SET late_penalty_percent = 10 WHERE id = $1', [strictAssignment]);
    expect((await view()).assignment.late_penalty_percent).toBe(10);
    const [{ title }] = (await platform.db.query<{ title: string }>(
      `UPDATE problems SET title = title || ' ' WHERE id = $1 RETURNING title`,
      [problems[0]],
    )) as [{ title: string }];
    expect((await view()).problems[0]?.title).toBe(title);
    // A student leaving.
    await platform.db.query('DELETE FROM class_members WHERE class_id = $1 AND user_id = $2', [classId, people.formula!.id]);
    expect((await book(strictAssignment)).students.map((s) => s.user_id)).not.toContain(people.formula!.id);
    expect(await maintained(strictAssignment)).toEqual(await gradesFromScratch(platform.db, strictAssignment));
  });
});
