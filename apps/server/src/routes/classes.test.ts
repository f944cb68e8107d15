/**
 * Classes through the API (issue 33), on one platform: the teacher role an admin grants (audited),
 * classes and their join codes (right, wrong, closed, renewed, rate-limited), rosters (a teacher
 * removes, a student leaves), assignments and the student's view of them, the problem-limit
 * exemption of assigned problems while an assignment is open and its end when it closes, and a
 * deleted class that hides itself and keeps its students' submissions. Time moves by setting an
 * assignment's times in the database, never by sleeping. Another teacher and a non-member are
 * refused everything of the class (the IDOR suite excuses these calls pointing here).
 */
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH, formatJoinCode } from '@veridojo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

let platform: TestPlatform;
let admin: Client;
let teacher: Client;
let teacherId: number;
let other: Client;
let otherId: number;
let alice: Client;
let aliceId: number;
let bob: Client;
let outsider: Client;
/** Problems beyond the free limit (set to 1 below): locked for a normal user unless assigned. */
let locked: number[];
let free: number;

const HOUR = 3600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function register(prefix: string): Promise<{ client: Client; id: number }> {
  const client = new Client(platform);
  const reply = await client.post('/api/user/register', { username: uniqueName(prefix), password: 'secret1' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { client, id: (reply.body.user as { id: number }).id };
}

const put = (client: Client, path: string, body: unknown) => client.call('PUT', path, body);
const del = (client: Client, path: string) => client.call('DELETE', path);

function expectError(reply: Reply, status: number, code: string, message?: string) {
  expect({ status: reply.status, code: reply.body.code }, JSON.stringify(reply.body)).toEqual({ status, code });
  if (message !== undefined) expect(reply.body.message).toBe(message);
}

async function grantTeacher(id: number, isTeacher: boolean): Promise<Reply> {
  return put(admin, `/api/admin/user/${id}`, { is_teacher: isTeacher });
}

interface ClassShown {
  id: number;
  join_code: string;
  join_open: boolean;
  student_count: number;
}

async function createClass(name = '数字逻辑 1 班'): Promise<ClassShown> {
  const reply = await teacher.post('/api/teacher/classes', { name, term: '2026 春', description: '每周二下午上机' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.class as ClassShown;
}

interface ProblemShown {
  problem_id: number;
  state: string;
  late: boolean;
  pending: boolean;
  submissions: number;
  position: number;
}
interface AssignmentShown {
  id: number;
  phase: string;
  seconds_left: number | null;
  problems: ProblemShown[];
}

async function myAssignment(client: Client, classId: number, assignmentId: number): Promise<AssignmentShown> {
  const reply = await client.get(`/api/user/classes/${classId}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const found = (reply.body.class as { assignments: AssignmentShown[] }).assignments.find((a) => a.id === assignmentId);
  expect(found).toBeDefined();
  return found!;
}

async function setTimes(assignmentId: number, opens: number, due: number, lateUntil: number | null) {
  await platform.db.query('UPDATE assignments SET opens_at = $2, due_at = $3, late_until = $4 WHERE id = $1', [
    assignmentId,
    iso(opens),
    iso(due),
    lateUntil === null ? null : iso(lateUntil),
  ]);
}

async function submit(client: Client, problemId: number): Promise<Reply> {
  return client.post(`/api/problem/${problemId}/submit`, { code: 'module TopModule(output out); assign out = 1; endmodule\n' });
}

/** A submission judged as passing (the judge itself is tested elsewhere), submitted at `at`. */
async function pass(submissionId: number, at?: string) {
  await platform.db.query(
    `UPDATE submissions SET status = 'success', verdict = 'accepted', finished_at = now(), created_at = coalesce($2::timestamptz, created_at) WHERE id = $1`,
    [submissionId, at ?? null],
  );
}

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = new Client(platform);
  expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
  ({ client: teacher, id: teacherId } = await register('teacher'));
  ({ client: other, id: otherId } = await register('other_teacher'));
  ({ client: alice, id: aliceId } = await register('alice'));
  ({ client: bob } = await register('bob'));
  ({ client: outsider } = await register('outsider'));
  await platform.db.query(`UPDATE system_config SET value = '1'::jsonb WHERE key = 'problem_limit'`);
  const list = (await new Client(platform).get('/api/problem/all')).body as unknown as { id: number; locked: boolean }[];
  free = list[0]!.id;
  locked = list.filter((p) => p.locked).map((p) => p.id);
  expect(locked.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await platform?.close();
});

describe(`classes on ${DATABASE_KIND}`, () => {
  it('an admin grants and revokes the teacher role in the user edit, audited; only a teacher creates a class', async () => {
    expectError(
      await teacher.post('/api/teacher/classes', { name: '还不是教师' }),
      403,
      'NOT_TEACHER',
      '只有教师可以管理班级，请联系管理员开通教师权限',
    );
    const granted = await grantTeacher(teacherId, true);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.user).toMatchObject({ id: teacherId, is_teacher: true, is_admin: false });
    expect((await teacher.get('/api/user/profile')).body.user).toMatchObject({ is_teacher: true });
    expect((await alice.get('/api/user/profile')).body.user).toMatchObject({ is_teacher: false });
    const listed = (await admin.get(`/api/admin/user?search=teacher`)).body.users as { id: number; is_teacher: boolean }[];
    expect(listed.find((u) => u.id === teacherId)?.is_teacher).toBe(true);

    // The other teacher: granted, revoked (refused again), granted back for the tests below.
    expect((await grantTeacher(otherId, true)).status).toBe(200);
    expect((await other.get('/api/teacher/classes')).status).toBe(200);
    expect((await grantTeacher(otherId, false)).body.user).toMatchObject({ is_teacher: false });
    expectError(await other.get('/api/teacher/classes'), 403, 'NOT_TEACHER');
    expect((await grantTeacher(otherId, true)).status).toBe(200);

    const audit = (await admin.get('/api/admin/audit?action=update_user')).body.entries as {
      id: number;
      target: string;
      before: { is_teacher: boolean };
      after: { is_teacher: boolean };
    }[];
    const entries = audit.filter((e) => e.target.startsWith(`user:${otherId} `)).sort((a, b) => a.id - b.id);
    expect(entries.map((e) => [e.before.is_teacher, e.after.is_teacher])).toEqual([
      [false, true],
      [true, false],
      [false, true],
    ]);

    const created = await createClass();
    expect(created.join_code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
    expect(created).toMatchObject({ join_open: true, student_count: 0 });
    expect(((await teacher.get('/api/teacher/classes')).body.classes as ClassShown[]).map((c) => c.id)).toContain(created.id);
    // The other teacher sees none of it.
    expect((await other.get('/api/teacher/classes')).body.classes).toEqual([]);
  });

  it('joins by code: the right one (however typed), a wrong, a closed and a renewed one, twice, the own class, and the rate limit', async () => {
    const cls = await createClass('数字逻辑 2 班');
    const joined = await alice.post('/api/user/classes/join', { code: ` ${formatJoinCode(cls.join_code).toLowerCase()} ` });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body).toMatchObject({ message: '已加入班级', class: { id: cls.id, name: '数字逻辑 2 班', assignments: [] } });
    expect(joined.body.class).not.toHaveProperty('join_code');
    expectError(await alice.post('/api/user/classes/join', { code: cls.join_code }), 409, 'ALREADY_IN_CLASS', '你已经在这个班级里了');
    expectError(await teacher.post('/api/user/classes/join', { code: cls.join_code }), 400, 'CANNOT_JOIN_OWN_CLASS');
    expectError(
      await bob.post('/api/user/classes/join', { code: 'ABCDE-FGHJK' }),
      404,
      'JOIN_CODE_INVALID',
      '班级码不正确，请核对后重新输入',
    );

    const closed = await put(teacher, `/api/teacher/classes/${cls.id}`, { join_open: false });
    expect(closed.body).toMatchObject({ message: '班级码已关闭，学生不能再加入', class: { join_open: false } });
    expectError(
      await bob.post('/api/user/classes/join', { code: cls.join_code }),
      403,
      'JOIN_CODE_CLOSED',
      '这个班级已停止加入，请联系老师',
    );
    expect((await put(teacher, `/api/teacher/classes/${cls.id}`, { join_open: true })).body.message).toBe('班级码已开放，学生可以加入');

    const renewed = await teacher.post(`/api/teacher/classes/${cls.id}/join-code`);
    const code = (renewed.body.class as ClassShown).join_code;
    expect(code).not.toBe(cls.join_code);
    expectError(await bob.post('/api/user/classes/join', { code: cls.join_code }), 404, 'JOIN_CODE_INVALID');
    expect((await bob.post('/api/user/classes/join', { code })).status).toBe(200);
    const roster = (await teacher.get(`/api/teacher/classes/${cls.id}`)).body.students as { username: string }[];
    expect(roster).toHaveLength(2);

    // Ten tries in ten minutes, right or wrong; the eleventh is refused before the code is looked at.
    const { client: guesser } = await register('guesser');
    for (let i = 0; i < 10; i++) expectError(await guesser.post('/api/user/classes/join', { code: `ZZZZZ${i}` }), 404, 'JOIN_CODE_INVALID');
    const limited = await guesser.post('/api/user/classes/join', { code });
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.body.retry_after).toBeGreaterThan(0);
  });

  it('rosters: a teacher removes a student, a student leaves; another teacher and a non-member reach nothing', async () => {
    const cls = await createClass('数字逻辑 3 班');
    for (const student of [alice, bob]) expect((await student.post('/api/user/classes/join', { code: cls.join_code })).status).toBe(200);
    const detail = await teacher.get(`/api/teacher/classes/${cls.id}`);
    const students = detail.body.students as { user_id: number; username: string }[];
    expect(students.map((s) => s.user_id)).toContain(aliceId);
    const bobId = students.find((s) => s.user_id !== aliceId)!.user_id;

    for (const [method, path, body] of [
      ['GET', `/api/teacher/classes/${cls.id}`, undefined],
      ['PUT', `/api/teacher/classes/${cls.id}`, { name: '改名' }],
      ['DELETE', `/api/teacher/classes/${cls.id}`, undefined],
      ['POST', `/api/teacher/classes/${cls.id}/join-code`, undefined],
      ['POST', `/api/teacher/classes/${cls.id}/remove-student`, { user_id: aliceId }],
    ] as const)
      expectError(await other.call(method, path, body), 404, 'CLASS_NOT_FOUND', '班级不存在');
    expectError(await outsider.get(`/api/user/classes/${cls.id}`), 404, 'CLASS_NOT_FOUND');
    expectError(await outsider.post(`/api/user/classes/${cls.id}/leave`), 404, 'CLASS_NOT_FOUND');

    const removed = await teacher.post(`/api/teacher/classes/${cls.id}/remove-student`, { user_id: bobId });
    expect(removed.body).toMatchObject({ status: 'success', message: '已将该学生移出班级' });
    expectError(await teacher.post(`/api/teacher/classes/${cls.id}/remove-student`, { user_id: bobId }), 404, 'STUDENT_NOT_IN_CLASS');
    expectError(await bob.get(`/api/user/classes/${cls.id}`), 404, 'CLASS_NOT_FOUND');
    expect((await alice.post(`/api/user/classes/${cls.id}/leave`)).body).toMatchObject({ message: '已退出班级' });
    expect((await teacher.get(`/api/teacher/classes/${cls.id}`)).body.students).toEqual([]);
  });

  it('assignments: checked times and problems; assigned problems open beyond the limit while open, with each one’s state, and lock when it closes', async () => {
    const cls = await createClass('数字逻辑 4 班');
    expect((await alice.post('/api/user/classes/join', { code: cls.join_code })).status).toBe(200);
    const path = `/api/teacher/classes/${cls.id}/assignments`;
    const body = {
      title: '第 1 周：组合逻辑',
      note: '**先读题**，再动手。',
      problem_ids: [locked[0], locked[1], free],
      opens_at: iso(-HOUR),
      due_at: iso(HOUR),
      late_until: iso(2 * HOUR),
      late_penalty_percent: 20,
    };
    const refusal = async (change: Record<string, unknown>) => (await teacher.post(path, { ...body, ...change })).body.message;
    expect(await refusal({ due_at: iso(-2 * HOUR) })).toBe('截止时间必须晚于开始时间');
    expect(await refusal({ late_until: iso(HOUR / 2) })).toBe('迟交截止时间必须晚于截止时间');
    expect(await refusal({ late_until: null })).toBe('没有迟交期限时不能设置迟交扣分');
    expect(await refusal({ late_penalty_percent: 101 })).toBe('迟交扣分必须是 0 到 100 的整数');
    expect(await refusal({ opens_at: '2026-03-01T08:00' })).toBe('开始时间格式不正确');
    expect(await refusal({ problem_ids: [free, free] })).toBe('同一道题目不能重复添加');
    expectError(await teacher.post(path, { ...body, problem_ids: [free, 2_000_000_000] }), 400, 'ASSIGNMENT_PROBLEMS_INVALID');
    expectError(await other.post(path, body), 404, 'CLASS_NOT_FOUND');

    const created = await teacher.post(path, body);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const assignment = created.body.assignment as { id: number; phase: string; problems: { problem_id: number }[] };
    expect(assignment.phase).toBe('open');
    expect(assignment.problems.map((p) => p.problem_id)).toEqual(body.problem_ids);
    expectError(await other.get(`/api/teacher/assignments/${assignment.id}`), 404, 'ASSIGNMENT_NOT_FOUND', '作业不存在');
    expectError(await put(other, `/api/teacher/assignments/${assignment.id}`, body), 404, 'ASSIGNMENT_NOT_FOUND');
    expectError(await del(other, `/api/teacher/assignments/${assignment.id}`), 404, 'ASSIGNMENT_NOT_FOUND');

    // Open: the class's student opens and submits the assigned problems; a non-member is still locked out.
    expect((await alice.get(`/api/problem/${locked[0]}`)).status).toBe(200);
    const aliceList = (await alice.get('/api/problem/all')).body as unknown as { id: number; locked: boolean }[];
    expect(aliceList.filter((p) => !p.locked).map((p) => p.id)).toEqual(expect.arrayContaining([free, locked[0], locked[1]]));
    expect(aliceList.find((p) => p.id === locked[2])!.locked).toBe(true);
    expectError(await outsider.get(`/api/problem/${locked[0]}`), 403, 'PROBLEM_LOCKED');
    expectError(await submit(outsider, locked[0]!), 403, 'PROBLEM_LOCKED');
    const first = await submit(alice, locked[0]!);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstId = first.body.submission_id as number;

    let shown = await myAssignment(alice, cls.id, assignment.id);
    expect(shown.phase).toBe('open');
    expect(shown.seconds_left).toBeGreaterThan(HOUR / 1000 - 60);
    expect(shown.seconds_left).toBeLessThanOrEqual(HOUR / 1000);
    expect(shown.problems.map((p) => [p.problem_id, p.state, p.pending, p.submissions])).toEqual([
      [locked[0], 'tried', true, 1],
      [locked[1], 'not_started', false, 0],
      [free, 'not_started', false, 0],
    ]);
    await pass(firstId);
    shown = await myAssignment(alice, cls.id, assignment.id);
    expect(shown.problems[0]).toMatchObject({ state: 'passed', late: false, pending: false });

    // In the late window: still open to the class, and a pass there is late. (Submission times
    // are set apart from the window's edges, so the test does not depend on its own speed.)
    await pass(firstId, iso(-90 * 60_000));
    await setTimes(assignment.id, -2 * HOUR, -40 * 60_000, HOUR);
    const late = await submit(alice, locked[1]!);
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    await pass(late.body.submission_id as number, iso(-30 * 60_000));
    shown = await myAssignment(alice, cls.id, assignment.id);
    expect(shown.phase).toBe('late');
    expect(shown.problems.slice(0, 2).map((p) => [p.state, p.late])).toEqual([
      ['passed', false],
      ['passed', true],
    ]);

    // Closed: the exemption ends; the results stay.
    await setTimes(assignment.id, -3 * HOUR, -2 * HOUR, -1000);
    expectError(await alice.get(`/api/problem/${locked[0]}`), 403, 'PROBLEM_LOCKED');
    expectError(await submit(alice, locked[1]!), 403, 'PROBLEM_LOCKED');
    expect(
      ((await alice.get('/api/problem/all')).body as unknown as { id: number; locked: boolean }[]).find((p) => p.id === locked[0])!.locked,
    ).toBe(true);
    shown = await myAssignment(alice, cls.id, assignment.id);
    expect({ phase: shown.phase, seconds_left: shown.seconds_left }).toEqual({ phase: 'closed', seconds_left: null });
    expect(shown.problems.map((p) => p.state)).toEqual(['passed', 'passed', 'not_started']);

    // Edited after opening: the problem that stays keeps its result, in its new place.
    const edited = await put(teacher, `/api/teacher/assignments/${assignment.id}`, {
      ...body,
      problem_ids: [locked[3], locked[1]],
      opens_at: iso(-3 * HOUR),
      due_at: iso(-2 * HOUR),
      late_until: iso(HOUR),
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    shown = await myAssignment(alice, cls.id, assignment.id);
    expect(shown.problems.map((p) => [p.problem_id, p.position, p.state, p.late])).toEqual([
      [locked[3], 1, 'not_started', false],
      [locked[1], 2, 'passed', true],
    ]);
    const summary = (await teacher.get(`/api/teacher/classes/${cls.id}`)).body.assignments as { id: number; problem_count: number }[];
    expect(summary).toMatchObject([{ id: assignment.id, problem_count: 2 }]);
    expect((await del(teacher, `/api/teacher/assignments/${assignment.id}`)).body.message).toBe('作业已删除');
    expectError(await teacher.get(`/api/teacher/assignments/${assignment.id}`), 404, 'ASSIGNMENT_NOT_FOUND');
    expect((await alice.get(`/api/submission/${firstId}`)).status).toBe(200);
  });

  it('leaving a class or its deletion ends the exemption; a deleted class is hidden from all and its students keep their submissions', async () => {
    const cls = await createClass('数字逻辑 5 班');
    expect((await bob.post('/api/user/classes/join', { code: cls.join_code })).status).toBe(200);
    const created = await teacher.post(`/api/teacher/classes/${cls.id}/assignments`, {
      title: '第 2 周',
      problem_ids: [locked[2]],
      opens_at: iso(-HOUR),
      due_at: iso(HOUR),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const submitted = await submit(bob, locked[2]!);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    expect((await bob.post(`/api/user/classes/${cls.id}/leave`)).status).toBe(200);
    expectError(await bob.get(`/api/problem/${locked[2]}`), 403, 'PROBLEM_LOCKED');
    expect((await bob.post('/api/user/classes/join', { code: cls.join_code })).status).toBe(200);
    expect((await bob.get(`/api/problem/${locked[2]}`)).status).toBe(200);

    const deleted = await del(teacher, `/api/teacher/classes/${cls.id}`);
    expect(deleted.body).toMatchObject({ status: 'success', message: '班级已删除' });
    expect(((await teacher.get('/api/teacher/classes')).body.classes as ClassShown[]).map((c) => c.id)).not.toContain(cls.id);
    expectError(await teacher.get(`/api/teacher/classes/${cls.id}`), 404, 'CLASS_NOT_FOUND');
    expectError(
      await teacher.get(`/api/teacher/assignments/${(created.body.assignment as { id: number }).id}`),
      404,
      'ASSIGNMENT_NOT_FOUND',
    );
    expect(((await bob.get('/api/user/classes')).body.classes as { id: number }[]).map((c) => c.id)).not.toContain(cls.id);
    expectError(await bob.get(`/api/problem/${locked[2]}`), 403, 'PROBLEM_LOCKED');
    expectError(await alice.post('/api/user/classes/join', { code: cls.join_code }), 404, 'JOIN_CODE_INVALID');
    const kept = await bob.get(`/api/submission/${submitted.body.submission_id as number}`);
    expect(kept.status).toBe(200);
  });
});
