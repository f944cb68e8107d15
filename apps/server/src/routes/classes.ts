/**
 * Class calls (issue 33): the teacher's (access 'teacher' in the call table, then only their own
 * classes: commands/class-access.ts) and the student's (access 'user', only the classes they are
 * in). Thin: the rules live in commands/classes.ts, assignments.ts and class-membership.ts.
 */
import { API, CLASS_TEXT } from '@veridojo/contracts';
import type { FastifyInstance } from 'fastify';
import { createAssignment, editAssignment, readAssignment, removeAssignment } from '../commands/assignments.ts';
import { teacherOfClass } from '../commands/class-access.ts';
import { joinClass, leaveClass, myClass, myClasses } from '../commands/class-membership.ts';
import { createClass, deleteClass, editClass, removeStudent, renewJoinCode } from '../commands/classes.ts';
import type { AppContext } from '../context.ts';
import { route } from '../http/route.ts';
import { presentAssignmentSummary, presentRosterStudent, presentTeacherClass } from '../presenters/classes.ts';
import { classAssignments, listTeacherClasses, roster } from '../repos/classes.ts';

export function classRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, ctx, API.teacherClasses, async (_request, reply, teacher) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success' as const, classes: (await listTeacherClasses(ctx.db, teacher.id)).map(presentTeacherClass) };
  });

  route(app, ctx, API.teacherCreateClass, async (request, _reply, teacher) => ({
    status: 'success' as const,
    message: CLASS_TEXT.classCreated,
    class: await createClass(ctx, teacher, request.body),
  }));

  route(app, ctx, API.teacherClass, async (request, reply, teacher) => {
    reply.header('cache-control', 'no-store');
    const found = await teacherOfClass(ctx, teacher, request.params.id);
    const [students, assignments] = await Promise.all([roster(ctx.db, found.id), classAssignments(ctx.db, found.id)]);
    const now = ctx.now();
    return {
      status: 'success' as const,
      class: presentTeacherClass(found),
      students: students.map(presentRosterStudent),
      assignments: assignments.map((a) => presentAssignmentSummary(a, now)),
    };
  });

  route(app, ctx, API.teacherUpdateClass, async (request, _reply, teacher) => ({
    status: 'success' as const,
    ...(await editClass(ctx, teacher, request.params.id, request.body)),
  }));

  route(app, ctx, API.teacherDeleteClass, async (request, _reply, teacher) => {
    await deleteClass(ctx, teacher, request.params.id);
    return { status: 'success' as const, message: CLASS_TEXT.classDeleted };
  });

  route(app, ctx, API.teacherRenewJoinCode, async (request, _reply, teacher) => ({
    status: 'success' as const,
    message: CLASS_TEXT.joinCodeRenewed,
    class: await renewJoinCode(ctx, teacher, request.params.id),
  }));

  route(app, ctx, API.teacherRemoveStudent, async (request, _reply, teacher) => {
    await removeStudent(ctx, teacher, request.params.id, request.body.user_id);
    return { status: 'success' as const, message: CLASS_TEXT.studentRemoved };
  });

  route(app, ctx, API.teacherCreateAssignment, async (request, _reply, teacher) => ({
    status: 'success' as const,
    message: CLASS_TEXT.assignmentCreated,
    assignment: await createAssignment(ctx, teacher, request.params.id, request.body),
  }));

  route(app, ctx, API.teacherAssignment, async (request, reply, teacher) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success' as const, assignment: await readAssignment(ctx, teacher, request.params.id) };
  });

  route(app, ctx, API.teacherUpdateAssignment, async (request, _reply, teacher) => ({
    status: 'success' as const,
    message: CLASS_TEXT.assignmentUpdated,
    assignment: await editAssignment(ctx, teacher, request.params.id, request.body),
  }));

  route(app, ctx, API.teacherDeleteAssignment, async (request, _reply, teacher) => {
    await removeAssignment(ctx, teacher, request.params.id);
    return { status: 'success' as const, message: CLASS_TEXT.assignmentDeleted };
  });

  route(app, ctx, API.myClasses, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success' as const, server_time: ctx.now().toISOString(), classes: await myClasses(ctx, user) };
  });

  route(app, ctx, API.joinClass, async (request, _reply, user) => ({
    status: 'success' as const,
    message: CLASS_TEXT.joined,
    class: await joinClass(ctx, user, request.body.code),
  }));

  route(app, ctx, API.myClass, async (request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return { status: 'success' as const, server_time: ctx.now().toISOString(), class: await myClass(ctx, user, request.params.id) };
  });

  route(app, ctx, API.leaveClass, async (request, _reply, user) => {
    await leaveClass(ctx, user, request.params.id);
    return { status: 'success' as const, message: CLASS_TEXT.left };
  });
}
