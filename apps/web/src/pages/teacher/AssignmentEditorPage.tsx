/**
 * The assignment editor (issue 33): /teacher/classes/:id/assignments/new creates one in the class,
 * /teacher/assignments/:id/edit changes one (sent whole; results of problems that stay are kept).
 * Title, Markdown note, the ordered problems, the open and due times in Beijing time, and an
 * optional late window with its penalty. The contract's own rules (AssignmentBody) check the form
 * before it is sent, so a due time before the open time is refused here with the server's words.
 */
import {
  ASSIGNMENT_NOTE_MAX,
  ASSIGNMENT_TITLE_MAX,
  AssignmentBody,
  fromBeijingInput,
  toBeijingInput,
  type TeacherAssignment,
} from '@veridojo/contracts';
import { Alert, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useApiAction } from '../../api/action.ts';
import { failureText } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { ProblemPicker, type PickedProblem } from './ProblemPicker.tsx';
import { ReadView, TeacherFrame } from './TeacherFrame.tsx';

interface Draft {
  title: string;
  note: string;
  problems: PickedProblem[];
  /** datetime-local values, read as Beijing time. */
  opens: string;
  due: string;
  late: boolean;
  lateUntil: string;
  penalty: number;
}

const DAY_MS = 86_400_000;

/** A new assignment: opens at the next whole hour, due a week later. */
function newDraft(now = Date.now()): Draft {
  const opens = new Date(Math.ceil(now / 3_600_000) * 3_600_000).toISOString();
  const due = new Date(Date.parse(opens) + 7 * DAY_MS).toISOString();
  return {
    title: '',
    note: '',
    problems: [],
    opens: toBeijingInput(opens),
    due: toBeijingInput(due),
    late: false,
    lateUntil: toBeijingInput(new Date(Date.parse(due) + 2 * DAY_MS).toISOString()),
    penalty: 20,
  };
}

function draftOf(a: TeacherAssignment): Draft {
  return {
    title: a.title,
    note: a.note,
    problems: a.problems.map((p) => ({ problem_id: p.problem_id, title: p.title })),
    opens: toBeijingInput(a.opens_at),
    due: toBeijingInput(a.due_at),
    late: a.late_until !== null,
    lateUntil: toBeijingInput(a.late_until ?? new Date(Date.parse(a.due_at) + 2 * DAY_MS).toISOString()),
    penalty: a.late_penalty_percent,
  };
}

/** The body the draft makes, or the first rule it breaks (the contract's sentence). */
export function bodyOf(d: Draft): { body: AssignmentBody } | { error: string } {
  const time = (v: string) => (v ? fromBeijingInput(v) : '');
  const parsed = AssignmentBody.safeParse({
    title: d.title,
    note: d.note,
    problem_ids: d.problems.map((p) => p.problem_id),
    opens_at: time(d.opens),
    due_at: time(d.due),
    late_until: d.late ? time(d.lateUntil) : null,
    late_penalty_percent: d.late ? d.penalty : 0,
  });
  return parsed.success ? { body: parsed.data } : { error: parsed.error.issues[0]?.message ?? '作业内容不正确' };
}

function Editor({
  initial,
  classId,
  assignmentId,
  className,
}: {
  initial: Draft;
  classId: number;
  assignmentId: number | null;
  className: string;
}) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  // A change answers the refusal shown: it goes until the next 发布.
  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setError(null);
  };
  const create = useApiAction('teacherCreateAssignment', { success: (a) => a.message, failure: (e) => setError(failure(e)) });
  const update = useApiAction('teacherUpdateAssignment', { success: (a) => a.message, failure: (e) => setError(failure(e)) });
  const save = async () => {
    const made = bodyOf(draft);
    if ('error' in made) return setError(made.error);
    setError(null);
    const saved =
      assignmentId === null
        ? await create.run({ params: { id: classId }, body: made.body })
        : await update.run({ params: { id: assignmentId }, body: made.body });
    if (saved) void navigate(`/teacher/classes/${classId}`);
  };
  const title = assignmentId === null ? '布置作业' : '编辑作业';
  return (
    <TeacherFrame title={title} crumbs={[{ label: className, to: `/teacher/classes/${classId}` }, { label: title }]}>
      <Form layout="vertical" onFinish={() => void save()} data-testid="assignment-editor">
        <Card>
          <Form.Item label="作业标题" required>
            <Input
              aria-label="作业标题"
              maxLength={ASSIGNMENT_TITLE_MAX}
              value={draft.title}
              onChange={(e) => set({ title: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="作业说明（支持 Markdown，学生可见）">
            <Input.TextArea
              aria-label="作业说明"
              maxLength={ASSIGNMENT_NOTE_MAX}
              autoSize={{ minRows: 3, maxRows: 10 }}
              value={draft.note}
              onChange={(e) => set({ note: e.target.value })}
            />
          </Form.Item>
          <Form.Item label="题目" required>
            <ProblemPicker picked={draft.problems} onChange={(problems) => set({ problems })} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label="开始时间（北京时间）" required>
                <Input aria-label="开始时间" type="datetime-local" value={draft.opens} onChange={(e) => set({ opens: e.target.value })} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label="截止时间（北京时间）" required>
                <Input aria-label="截止时间" type="datetime-local" value={draft.due} onChange={(e) => set({ due: e.target.value })} />
              </Form.Item>
            </Col>
          </Row>
          <Checkbox checked={draft.late} onChange={(e) => set({ late: e.target.checked })} style={{ marginBottom: 12 }}>
            允许迟交
          </Checkbox>
          {draft.late && (
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item label="迟交截止时间（北京时间）">
                  <Input
                    aria-label="迟交截止时间"
                    type="datetime-local"
                    value={draft.lateUntil}
                    onChange={(e) => set({ lateUntil: e.target.value })}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item label="迟交扣分">
                  <InputNumber
                    aria-label="迟交扣分"
                    min={0}
                    max={100}
                    precision={0}
                    addonAfter="%"
                    value={draft.penalty}
                    onChange={(v) => set({ penalty: v ?? 0 })}
                  />
                </Form.Item>
              </Col>
            </Row>
          )}
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="editor-error" />}
          <Space>
            <Button type="primary" htmlType="submit" loading={create.busy || update.busy}>
              {assignmentId === null ? '发布作业' : '保存修改'}
            </Button>
            <Button onClick={() => void navigate(`/teacher/classes/${classId}`)}>取消</Button>
          </Space>
        </Card>
      </Form>
    </TeacherFrame>
  );
}

const failure = (error: unknown) => failureText(error, { failed: '保存作业失败', requestFailed: '保存作业失败：无法连接服务器' });

function NewAssignment({ classId }: { classId: number }) {
  const read = useApiQuery('teacherClass', { params: { id: classId } }, { onError: () => {} });
  return (
    <ReadView read={read} failed="获取班级失败">
      {(data) => <Editor initial={newDraft()} classId={classId} assignmentId={null} className={data.class.name} />}
    </ReadView>
  );
}

function EditAssignment({ assignmentId }: { assignmentId: number }) {
  const read = useApiQuery('teacherAssignment', { params: { id: assignmentId } }, { onError: () => {} });
  return (
    <ReadView read={read} failed="获取作业失败">
      {({ assignment: a }) => <Editor initial={draftOf(a)} classId={a.class_id} assignmentId={a.id} className={a.class_name} />}
    </ReadView>
  );
}

export default function AssignmentEditorPage() {
  const id = Number(useParams().id);
  const editing = useLocation().pathname.endsWith('/edit');
  return editing ? <EditAssignment assignmentId={id} /> : <NewAssignment classId={id} />;
}
