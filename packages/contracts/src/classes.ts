/**
 * Classes (issue 33): a teacher's classes with their join codes and rosters, the assignments set
 * in them, and a student's view of the classes they joined. Bodies are strict; every time is an
 * ISO instant (the pages show and read Beijing time, beijing-time.ts). The gradebook and the
 * similarity check have contracts of their own.
 *
 * An assignment's window: it opens at `opens_at`, is due at `due_at`, and when it has a late
 * window takes submissions until `late_until` with `late_penalty_percent` off. While it is open
 * (opens_at ≤ now < late_until ?? due_at) its problems open to the class's students even beyond
 * the free problem limit. A student's problem state counts the submissions made from `opens_at`
 * until the window closes, each at the time it was SUBMITTED (not judged).
 */
import { z } from 'zod';
import { SuccessStatus } from './envelope.ts';
import { text } from './validation.ts';

/** Why 40 characters: a class name such as "2026 春 数字逻辑 3 班" fits a card title and a table column. */
export const CLASS_NAME_MAX = 40;
/** Why 20: a term such as "2025-2026 学年第二学期". */
export const CLASS_TERM_MAX = 20;
/** Why 500: a paragraph of how the class runs; longer belongs in the course's own pages. */
export const CLASS_DESCRIPTION_MAX = 500;
/** Why 50: a teacher teaches a handful of classes a term; 50 is years of them, and bounds the list to one query of one screen. */
export const TEACHER_CLASSES_MAX = 50;
/** Why 300: the largest lecture class of a course; the gradebook is measured at 200 students. */
export const CLASS_STUDENTS_MAX = 300;
/** Why 100: two assignments a week for a year; bounds a student's class page. */
export const CLASS_ASSIGNMENTS_MAX = 100;
/** Why 30: a week's homework is 3 to 10 problems; 30 bounds the gradebook's width. */
export const ASSIGNMENT_PROBLEMS_MAX = 30;
/** Why 80: an assignment title such as "第 3 周：时序逻辑与有限状态机" fits a row. */
export const ASSIGNMENT_TITLE_MAX = 80;
/** Why 10 000: a Markdown note of instructions, hints and rules; a lab manual belongs elsewhere. */
export const ASSIGNMENT_NOTE_MAX = 10_000;
/**
 * Why 366 days from opening to the last submission: a school year. Longer is a typing mistake,
 * and would open the assigned problems beyond the free limit for good.
 */
export const ASSIGNMENT_WINDOW_MAX_DAYS = 366;

/**
 * The join code's alphabet: 32 characters without the look-alikes 0/O and 1/I, so a code read
 * from a projector is typed right. A code is JOIN_CODE_LENGTH of them: 10 × 5 = 50 random bits.
 */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 10;

/**
 * A join code as typed: case, spaces and hyphens do not matter (a code is shown as XXXXX-XXXXX).
 * Anything else is refused before it costs a look-up.
 */
export const JoinCodeInput = text('班级码', { error: '请输入班级码' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, '请输入班级码')
      .max(JOIN_CODE_LENGTH * 2, '班级码不正确'),
  );

/** A join code as shown: two groups of five. */
export function formatJoinCode(code: string): string {
  return code.length === JOIN_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;
}

const ClassName = text('班级名称').trim().min(1, '班级名称不能为空').max(CLASS_NAME_MAX, `班级名称最多 ${CLASS_NAME_MAX} 个字`);
const ClassTerm = text('学期').trim().max(CLASS_TERM_MAX, `学期最多 ${CLASS_TERM_MAX} 个字`);
const ClassDescription = text('班级介绍', { multiline: true })
  .trim()
  .max(CLASS_DESCRIPTION_MAX, `班级介绍最多 ${CLASS_DESCRIPTION_MAX} 个字`);

/** A new class. */
export const ClassCreate = z.strictObject({
  name: ClassName,
  term: ClassTerm.default(''),
  description: ClassDescription.default(''),
});
export type ClassCreate = z.infer<typeof ClassCreate>;

/** An edit of a class: only the fields sent change; join_open false closes the join code (it stays the class's). */
export const ClassUpdate = z.strictObject({
  name: ClassName.optional(),
  term: ClassTerm.optional(),
  description: ClassDescription.optional(),
  join_open: z.boolean().optional(),
});
export type ClassUpdate = z.infer<typeof ClassUpdate>;

/** A class as its teacher sees it. */
export const TeacherClass = z.object({
  id: z.number().int(),
  name: z.string(),
  term: z.string(),
  description: z.string(),
  /** JOIN_CODE_LENGTH characters of JOIN_CODE_ALPHABET (formatJoinCode shows it). */
  join_code: z.string(),
  /** false: the code is closed — a student typing it is told the class takes no new members. */
  join_open: z.boolean(),
  student_count: z.number().int(),
  assignment_count: z.number().int(),
  created_at: z.string(),
});
export type TeacherClass = z.infer<typeof TeacherClass>;

export const TeacherClassListResponse = z.object({ status: SuccessStatus, classes: z.array(TeacherClass) });
export const ClassSaved = z.object({ status: SuccessStatus, message: z.string(), class: TeacherClass });

/** Where an assignment stands now: not yet open, open, in its late window, or closed. */
export const AssignmentPhase = z.enum(['upcoming', 'open', 'late', 'closed']);
export type AssignmentPhase = z.infer<typeof AssignmentPhase>;
export const ASSIGNMENT_PHASE_LABELS: Record<AssignmentPhase, string> = {
  upcoming: '未开始',
  open: '进行中',
  late: '迟交中',
  closed: '已截止',
};

/** A student on a roster. */
export const RosterStudent = z.object({ user_id: z.number().int(), username: z.string(), joined_at: z.string() });
export type RosterStudent = z.infer<typeof RosterStudent>;

const AssignmentTimes = {
  opens_at: z.string(),
  due_at: z.string(),
  /** The end of the late window; null: no late submissions count. */
  late_until: z.string().nullable(),
  /** Percent taken off a problem passed in the late window (0 to 100). */
  late_penalty_percent: z.number().int(),
};

/** An assignment in its class's list (the teacher's). */
export const TeacherAssignmentSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  ...AssignmentTimes,
  phase: AssignmentPhase,
  problem_count: z.number().int(),
});
export type TeacherAssignmentSummary = z.infer<typeof TeacherAssignmentSummary>;

/** One class with its roster (in joining order) and its assignments (by due time), for its teacher. */
export const TeacherClassDetail = z.object({
  status: SuccessStatus,
  class: TeacherClass,
  students: z.array(RosterStudent),
  assignments: z.array(TeacherAssignmentSummary),
});

/** The teacher removes one student from the roster (their submissions stay theirs). */
export const RemoveStudentBody = z.strictObject({ user_id: z.number().int().min(1).max(2_147_483_647) });

/** An instant with its zone (`Z` or `+08:00`): a time without one would be read in the server's zone. */
const Instant = (subject: string) =>
  text(subject)
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), `${subject}格式不正确`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${subject}格式不正确`)
    .transform((v) => new Date(v).toISOString());

/**
 * An assignment as the teacher writes it, whole (an edit sends it whole too). The problems are
 * bank problem ids in the order students see them; editing them after the assignment opened
 * keeps every result of the problems that stay.
 */
export const AssignmentBody = z
  .strictObject({
    title: text('作业标题').trim().min(1, '作业标题不能为空').max(ASSIGNMENT_TITLE_MAX, `作业标题最多 ${ASSIGNMENT_TITLE_MAX} 个字`),
    /** Markdown, shown to the class's students. */
    note: text('作业说明', { multiline: true }).max(ASSIGNMENT_NOTE_MAX, `作业说明最多 ${ASSIGNMENT_NOTE_MAX} 个字`).default(''),
    problem_ids: z
      .array(z.number().int().min(1).max(2_147_483_647))
      .min(1, '请至少选择一道题目')
      .max(ASSIGNMENT_PROBLEMS_MAX, `一次作业最多 ${ASSIGNMENT_PROBLEMS_MAX} 道题目`)
      .refine((ids) => new Set(ids).size === ids.length, '同一道题目不能重复添加'),
    opens_at: Instant('开始时间'),
    due_at: Instant('截止时间'),
    /** null or absent: no late window. */
    late_until: Instant('迟交截止时间').nullable().default(null),
    late_penalty_percent: z
      .number({ error: '迟交扣分必须是 0 到 100 的整数' })
      .int('迟交扣分必须是 0 到 100 的整数')
      .min(0, '迟交扣分必须是 0 到 100 的整数')
      .max(100, '迟交扣分必须是 0 到 100 的整数')
      .default(0),
  })
  .refine((a) => Date.parse(a.opens_at) < Date.parse(a.due_at), { message: '截止时间必须晚于开始时间', path: ['due_at'] })
  .refine((a) => a.late_until === null || Date.parse(a.late_until) > Date.parse(a.due_at), {
    message: '迟交截止时间必须晚于截止时间',
    path: ['late_until'],
  })
  .refine((a) => a.late_until !== null || a.late_penalty_percent === 0, {
    message: '没有迟交期限时不能设置迟交扣分',
    path: ['late_penalty_percent'],
  })
  .refine((a) => Date.parse(a.late_until ?? a.due_at) - Date.parse(a.opens_at) <= ASSIGNMENT_WINDOW_MAX_DAYS * 86_400_000, {
    message: `作业从开始到最后截止不能超过 ${ASSIGNMENT_WINDOW_MAX_DAYS} 天`,
    path: ['due_at'],
  });
export type AssignmentBody = z.input<typeof AssignmentBody>;

/** A problem of an assignment, in its place. */
export const AssignmentProblem = z.object({
  problem_id: z.number().int(),
  title: z.string(),
  /** 1-based place in the assignment. */
  position: z.number().int(),
});

/** One assignment, whole, for its class's teacher. */
export const TeacherAssignment = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  title: z.string(),
  note: z.string(),
  ...AssignmentTimes,
  phase: AssignmentPhase,
  problems: z.array(AssignmentProblem),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TeacherAssignment = z.infer<typeof TeacherAssignment>;

export const TeacherAssignmentResponse = z.object({ status: SuccessStatus, assignment: TeacherAssignment });
export const AssignmentSaved = z.object({ status: SuccessStatus, message: z.string(), assignment: TeacherAssignment });

/* ---- The student's side ---- */

export const JoinClassBody = z.strictObject({ code: JoinCodeInput });

/** A student's progress on one assigned problem. */
export const ProblemState = z.enum(['not_started', 'tried', 'passed']);
export type ProblemState = z.infer<typeof ProblemState>;
export const PROBLEM_STATE_LABELS: Record<ProblemState, string> = { not_started: '未开始', tried: '已尝试', passed: '已通过' };

export const MyAssignmentProblem = AssignmentProblem.extend({
  state: ProblemState,
  /** Passed only in the late window (its penalty applies); false when not passed or passed on time. */
  late: z.boolean(),
  /** A submission of the window still being judged. */
  pending: z.boolean(),
  /** Submissions made in the window. */
  submissions: z.number().int(),
  /** When the first passing submission of the window was submitted; null when none. */
  first_passed_at: z.string().nullable(),
});
export type MyAssignmentProblem = z.infer<typeof MyAssignmentProblem>;

export const MyAssignment = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string(),
  ...AssignmentTimes,
  phase: AssignmentPhase,
  /** Seconds until the current phase ends (upcoming: until it opens; open: until due; late: until late_until); null once closed. */
  seconds_left: z.number().int().nullable(),
  problems: z.array(MyAssignmentProblem),
});
export type MyAssignment = z.infer<typeof MyAssignment>;

/** A class as one of its students sees it: never the join code or the roster. */
export const MyClass = z.object({
  id: z.number().int(),
  name: z.string(),
  term: z.string(),
  description: z.string(),
  teacher: z.string(),
  joined_at: z.string(),
  /** By due time, the soonest first. */
  assignments: z.array(MyAssignment),
});
export type MyClass = z.infer<typeof MyClass>;

export const MyClassesResponse = z.object({
  status: SuccessStatus,
  /** The server's clock when answered: time left counts from here. */
  server_time: z.string(),
  classes: z.array(MyClass),
});
export const MyClassResponse = z.object({ status: SuccessStatus, server_time: z.string(), class: MyClass });
export const JoinedClass = z.object({ status: SuccessStatus, message: z.string(), class: MyClass });

/** The message of each successful change. */
export const CLASS_TEXT = {
  classCreated: '班级已创建',
  classUpdated: '班级信息已更新',
  classDeleted: '班级已删除',
  joinCodeRenewed: '已生成新的班级码，旧的班级码不能再使用',
  joinOpened: '班级码已开放，学生可以加入',
  joinClosed: '班级码已关闭，学生不能再加入',
  studentRemoved: '已将该学生移出班级',
  joined: '已加入班级',
  left: '已退出班级',
  assignmentCreated: '作业已发布',
  assignmentUpdated: '作业已更新',
  assignmentDeleted: '作业已删除',
} as const;

/** The times that decide an assignment's phase, as instants. */
interface AssignmentWindow {
  opens_at: Date | string;
  due_at: Date | string;
  late_until: Date | string | null;
}

const instant = (t: Date | string) => (t instanceof Date ? t.getTime() : Date.parse(t));

/**
 * Where an assignment stands at `now`, and when that ends (null once closed). Open means
 * opens_at ≤ now < due_at; late, due_at ≤ now < late_until.
 */
export function assignmentPhase(a: AssignmentWindow, now: Date): { phase: AssignmentPhase; endsAt: number | null } {
  const t = now.getTime();
  const opens = instant(a.opens_at);
  const due = instant(a.due_at);
  const lateUntil = a.late_until === null ? null : instant(a.late_until);
  if (t < opens) return { phase: 'upcoming', endsAt: opens };
  if (t < due) return { phase: 'open', endsAt: due };
  if (lateUntil !== null && t < lateUntil) return { phase: 'late', endsAt: lateUntil };
  return { phase: 'closed', endsAt: null };
}
