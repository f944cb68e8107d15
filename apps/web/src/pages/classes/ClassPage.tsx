/**
 * /user/classes/:id — one class as its student sees it (issue 33): the class's name, term, teacher
 * and description, then each assignment with its phase and time left, its times and late rule in
 * Beijing time, the teacher's Markdown note (sanitised, markdown/MarkdownView) and its problems in
 * order with the student's own state, submissions and first pass. Assignments still running come
 * first, soonest due on top; closed ones follow, the latest closed first.
 *
 * A class that does not exist, was deleted, or that the student is not in answers CLASS_NOT_FOUND
 * (the server never tells which), and the page says so instead of offering a retry.
 */
import type { MyAssignment, MyAssignmentProblem, MyClass } from '@veridojo/contracts';
import { Breadcrumb, Button, Card, Descriptions, Empty, Grid, Skeleton, Table, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { MarkdownView } from '../../markdown/MarkdownView.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { beijingMinute, lateRuleText } from '../teacher/class-texts.ts';
import { AssignmentStatus, ProblemStateTag } from './assignment-parts.tsx';
import { assignmentLinkState, type AssignmentOrigin } from './assignment-origin.ts';

/**
 * Why every 30 s while something runs: the time left is shown to the minute and a phase ends on
 * the server's clock, so the page reads again rather than counting down on the browser's clock
 * (which may be wrong); a verdict judged meanwhile shows within half a minute. The data layer's
 * poll pauses while the tab is hidden and stops once every assignment has closed.
 */
const REFRESH_MS = 30_000;

const stillRunning = (data: { class: MyClass }) =>
  data.class.assignments.some((a) => a.phase !== 'closed' || a.problems.some((p) => p.pending));

/** Running ones by due time (the server's order), then closed ones, the latest closed first. */
function inPageOrder(assignments: MyAssignment[]): { running: MyAssignment[]; closed: MyAssignment[] } {
  return {
    running: assignments.filter((a) => a.phase !== 'closed'),
    closed: assignments.filter((a) => a.phase === 'closed').reverse(),
  };
}

function ProblemTable({ assignment, origin }: { assignment: MyAssignment; origin: Omit<AssignmentOrigin, 'assignmentTitle'> }) {
  const state: AssignmentOrigin = { ...origin, assignmentTitle: assignment.title };
  return (
    <Table<MyAssignmentProblem>
      data-testid="assignment-problems"
      size="small"
      rowKey="problem_id"
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={assignment.problems}
      columns={[
        // On a phone the row order is the number: the width goes to the title and the state.
        { title: '序号', dataIndex: 'position', width: 56, responsive: ['sm'] },
        {
          title: '题目',
          dataIndex: 'title',
          render: (title: string, p) => (
            <Link to={`/problem/${p.problem_id}`} state={assignmentLinkState(state)}>
              {title}
            </Link>
          ),
        },
        { title: '状态', key: 'state', render: (_, p) => <ProblemStateTag problem={p} /> },
        { title: '提交次数', dataIndex: 'submissions', align: 'right', width: 96 },
        {
          title: '首次通过（北京时间）',
          dataIndex: 'first_passed_at',
          render: (at: string | null) => (at ? formatShanghaiTime(at) : '—'),
        },
      ]}
    />
  );
}

function AssignmentCard({ assignment, origin }: { assignment: MyAssignment; origin: Omit<AssignmentOrigin, 'assignmentTitle'> }) {
  const { token } = theme.useToken();
  const passed = assignment.problems.filter((p) => p.state === 'passed').length;
  // On a phone's width the small card's padding leaves the problem table room for its columns.
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Card
      data-testid="class-assignment"
      size={narrow ? 'small' : 'default'}
      style={{ marginTop: 16 }}
      title={
        <Typography.Title level={4} style={{ margin: 0, fontSize: token.fontSizeLG, whiteSpace: 'normal' }}>
          {assignment.title}
        </Typography.Title>
      }
      extra={<AssignmentStatus assignment={assignment} />}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          { key: 'opens', label: '开始', children: beijingMinute(assignment.opens_at) },
          { key: 'due', label: '截止', children: beijingMinute(assignment.due_at) },
          { key: 'passed', label: '已通过', children: `${passed} / ${assignment.problems.length} 题` },
          { key: 'late', label: '迟交', span: 'filled', children: <span data-testid="late-rule">{lateRuleText(assignment)}</span> },
        ]}
      />
      {assignment.note.trim() !== '' && (
        <section
          aria-label="作业说明"
          data-testid="assignment-note"
          style={{
            margin: '8px 0 16px',
            padding: '8px 16px',
            background: token.colorFillQuaternary,
            borderInlineStart: `3px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusSM,
          }}
        >
          <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, marginBottom: 4 }}>作业说明</div>
          <MarkdownView content={assignment.note} removeFirstH1={false} />
        </section>
      )}
      <ProblemTable assignment={assignment} origin={origin} />
    </Card>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography.Title level={3} style={{ margin: '28px 0 0' }}>
      {children}
    </Typography.Title>
  );
}

function ClassView({ item }: { item: MyClass }) {
  const { token } = theme.useToken();
  const { running, closed } = inPageOrder(item.assignments);
  const origin = { classId: item.id, className: item.name };
  return (
    <>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', color: token.colorTextSecondary }}>
        {item.term && <span>学期：{item.term}</span>}
        <span>教师：{item.teacher}</span>
        <span>加入时间：{beijingMinute(item.joined_at)}</span>
      </div>
      {item.description && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '12px 0 0' }}>{item.description}</Typography.Paragraph>
      )}
      {item.assignments.length === 0 ? (
        <Card style={{ marginTop: 24 }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="老师还没有布置作业" />
        </Card>
      ) : (
        <>
          {running.length > 0 && <SectionTitle>当前作业</SectionTitle>}
          {running.map((a) => (
            <AssignmentCard key={a.id} assignment={a} origin={origin} />
          ))}
          {closed.length > 0 && <SectionTitle>已截止的作业</SectionTitle>}
          {closed.map((a) => (
            <AssignmentCard key={a.id} assignment={a} origin={origin} />
          ))}
        </>
      )}
    </>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <div style={{ maxWidth: 1100, margin: '0 auto', padding: '24px 24px 64px' }}>
      <Breadcrumb items={[{ title: <Link to="/user/profile">个人中心</Link> }, { title }]} />
      <Typography.Title level={2} style={{ margin: '12px 0 8px' }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}

export default function ClassPage() {
  const raw = Number(useParams().id);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const navigate = useNavigate();
  // Failures are shown in the page (not found, or 重试), not as toasts.
  const read = useApiQuery('myClass', id === null ? null : { params: { id } }, {
    onError: () => {},
    poll: { everyMs: REFRESH_MS, while: stillRunning },
  });
  const notFound = id === null || (read.error instanceof ApiError && read.error.code === 'CLASS_NOT_FOUND');

  if (notFound)
    return (
      <StatusView
        status="warning"
        title="找不到这个班级"
        detail="班级不存在、已被老师删除，或者你不在这个班级里。请在个人中心用老师给的班级码加入。"
        actions={
          <Button type="primary" onClick={() => void navigate('/user/profile')}>
            返回个人中心
          </Button>
        }
      />
    );
  const data = read.data;
  return (
    <Frame title={data?.class.name ?? '班级'}>
      {data ? (
        <ClassView item={data.class} />
      ) : read.status === 'failed' && !read.fetching ? (
        <StatusView
          status="error"
          title="获取班级失败"
          detail="请检查网络后重试。"
          actions={
            <Button type="primary" onClick={() => void read.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Frame>
  );
}
