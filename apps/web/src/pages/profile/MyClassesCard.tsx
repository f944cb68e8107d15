/**
 * 我的班级 in the personal center (issue 33): join a class with the code the teacher gave, the
 * classes I am in with each assignment's problems (their state and the time left, in Beijing
 * time), and leaving a class. A class's name opens its page (pages/classes/ClassPage.tsx: the
 * assignments' notes, submissions and first passes). A refused join shows the server's sentence
 * under the field as it comes (a wrong or closed code, too many tries, already a member).
 */
import type { MyAssignment, MyClass } from '@veridojo/contracts';
import { Button, Card, Divider, Empty, Form, Input, Skeleton, Space, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiAction } from '../../api/action.ts';
import { failureText } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { confirmDialog } from '../../app/feedback.tsx';
import { assignmentLinkState } from '../classes/assignment-origin.ts';
import { AssignmentStatus, ProblemStateTag } from '../classes/assignment-parts.tsx';
import { windowText } from '../teacher/class-texts.ts';

const JOIN_FAILED = { failed: '加入班级失败', requestFailed: '加入班级失败：无法连接服务器' };

function AssignmentBlock({ assignment, item }: { assignment: MyAssignment; item: MyClass }) {
  const origin = assignmentLinkState({ classId: item.id, className: item.name, assignmentTitle: assignment.title });
  const { token } = theme.useToken();
  return (
    <div data-testid="my-assignment" style={{ padding: '12px 0', borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <strong>{assignment.title}</strong>
        <AssignmentStatus assignment={assignment} />
      </div>
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, margin: '4px 0 8px' }}>{windowText(assignment)}</div>
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {assignment.problems.map((p) => (
          <li key={p.problem_id} style={{ margin: '4px 0' }}>
            <Space size={8} wrap>
              <Link to={`/problem/${p.problem_id}`} state={origin}>
                {p.title}
              </Link>
              <ProblemStateTag problem={p} />
            </Space>
          </li>
        ))}
      </ol>
    </div>
  );
}

function ClassBlock({ item, onLeft }: { item: MyClass; onLeft: () => void }) {
  const { token } = theme.useToken();
  const leave = useApiAction('leaveClass', { success: (a) => a.message, failure: '退出班级失败' });
  const ask = async () => {
    const ok = await confirmDialog({
      title: '退出班级',
      message: `确定退出「${item.name}」吗？你的提交记录会保留，之后可以用班级码重新加入。`,
      confirmText: '退出',
      danger: true,
    });
    if (ok && (await leave.run({ params: { id: item.id } }))) onLeft();
  };
  return (
    <section data-testid="my-class" aria-label={item.name} style={{ marginBottom: 16 }}>
      <div style={{ display: 'flex', alignItems: 'baseline', gap: 8, flexWrap: 'wrap' }}>
        <Link to={`/user/classes/${item.id}`} style={{ fontSize: token.fontSizeLG, fontWeight: 600 }}>
          {item.name}
        </Link>
        {item.term && <span style={{ color: token.colorTextSecondary }}>{item.term}</span>}
        <span style={{ color: token.colorTextSecondary }}>教师：{item.teacher}</span>
        <Button size="small" danger style={{ marginLeft: 'auto' }} loading={leave.busy} onClick={() => void ask()}>
          退出班级
        </Button>
      </div>
      {item.description && <div style={{ color: token.colorTextSecondary, margin: '4px 0' }}>{item.description}</div>}
      {item.assignments.length === 0 ? (
        <div style={{ color: token.colorTextSecondary, padding: '8px 0' }}>老师还没有布置作业</div>
      ) : (
        item.assignments.map((a) => <AssignmentBlock key={a.id} assignment={a} item={item} />)
      )}
    </section>
  );
}

function JoinForm({ onJoined }: { onJoined: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const join = useApiAction('joinClass', {
    success: (a) => `${a.message}：${a.class.name}`,
    failure: (e) => setError(failureText(e, JOIN_FAILED)),
  });
  const submit = async () => {
    setError(null);
    if (code.trim() === '') return setError('请输入班级码');
    if (await join.run({ body: { code } })) {
      setCode('');
      onJoined();
    }
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item label="加入班级" validateStatus={error ? 'error' : undefined} help={error ?? '输入老师给你的班级码，例如 ABCDE-FGHJK'}>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            aria-label="班级码"
            placeholder="班级码"
            value={code}
            maxLength={24}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
          />
          <Button type="primary" htmlType="submit" loading={join.busy}>
            加入
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

export function MyClassesCard() {
  const read = useApiQuery('myClasses', {}, { failure: '获取班级失败' });
  const reload = () => void read.refetch();
  return (
    <Card title="我的班级" style={{ marginTop: 24 }} data-testid="my-classes">
      <JoinForm onJoined={reload} />
      <Divider style={{ margin: '0 0 16px' }} />
      {read.status === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {read.status === 'failed' && !read.data && (
        <Button size="small" onClick={reload}>
          重试
        </Button>
      )}
      {read.data &&
        (read.data.classes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="你还没有加入班级" />
        ) : (
          read.data.classes.map((c) => <ClassBlock key={c.id} item={c} onLeft={reload} />)
        ))}
    </Card>
  );
}
