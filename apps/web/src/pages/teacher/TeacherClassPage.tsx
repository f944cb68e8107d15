/**
 * /teacher/classes/:id — one class for its teacher (issue 33): the join code (copy, renew, close
 * or open), the roster with removing a student, and the assignments with their editor, gradebook
 * and similarity check.
 */
import { CopyOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatJoinCode, type RosterStudent, type TeacherAssignmentSummary } from '@veridojo/contracts';
import { Button, Card, Col, Empty, Row, Space, Switch, Table, Tag, theme } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { useApiAction } from '../../api/action.ts';
import { useApiQuery } from '../../api/query.ts';
import { confirmDialog, toast } from '../../app/feedback.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { formatShanghaiTime } from '../../lib/time.ts';
import { PHASE_COLORS, phaseLabel, windowText } from './class-texts.ts';
import { ReadView, TeacherFrame } from './TeacherFrame.tsx';

export default function TeacherClassPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const read = useApiQuery('teacherClass', { params: { id } }, { onError: () => {} });
  const refresh = () => void read.refetch();
  const renew = useApiAction('teacherRenewJoinCode', { success: (a) => a.message, failure: '生成班级码失败' });
  const toggle = useApiAction('teacherUpdateClass', { success: (a) => a.message, failure: '修改班级码失败' });
  const removeStudent = useApiAction('teacherRemoveStudent', { success: (a) => a.message, failure: '移出学生失败' });
  const removeAssignment = useApiAction('teacherDeleteAssignment', { success: (a) => a.message, failure: '删除作业失败' });
  const name = read.data?.class.name ?? '班级';

  const askRenew = async () => {
    const ok = await confirmDialog({
      title: '重新生成班级码',
      message: '旧的班级码将立即失效，已加入的学生不受影响。',
      confirmText: '生成',
    });
    if (ok && (await renew.run({ params: { id } }))) refresh();
  };
  const askRemove = async (s: RosterStudent) => {
    const ok = await confirmDialog({
      title: '移出学生',
      message: `确定将 ${s.username} 移出班级吗？他的提交记录会保留。`,
      confirmText: '移出',
      danger: true,
    });
    if (ok && (await removeStudent.run({ params: { id }, body: { user_id: s.user_id } }))) refresh();
  };
  const askDeleteAssignment = async (a: TeacherAssignmentSummary) => {
    const ok = await confirmDialog({
      title: '删除作业',
      message: `确定删除「${a.title}」吗？学生的提交记录会保留。`,
      confirmText: '删除',
      danger: true,
    });
    if (ok && (await removeAssignment.run({ params: { id: a.id } }))) refresh();
  };

  return (
    <TeacherFrame
      title={name}
      crumbs={[{ label: name }]}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(`/teacher/classes/${id}/assignments/new`)}>
          布置作业
        </Button>
      }
    >
      <ReadView read={read} failed="获取班级失败">
        {(data) => (
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={9}>
              <Card title="班级码" data-testid="join-code-card">
                <div
                  data-testid="join-code"
                  style={{
                    fontFamily: token.fontFamilyCode,
                    fontSize: 28,
                    letterSpacing: 2,
                    textAlign: 'center',
                    padding: '8px 0',
                    color: data.class.join_open ? token.colorText : token.colorTextDisabled,
                    textDecoration: data.class.join_open ? undefined : 'line-through',
                  }}
                >
                  {formatJoinCode(data.class.join_code)}
                </div>
                <Space wrap style={{ width: '100%', justifyContent: 'center' }}>
                  <Button
                    icon={<CopyOutlined />}
                    onClick={() =>
                      void copyText(formatJoinCode(data.class.join_code)).then(
                        () => toast.success('班级码已复制'),
                        (e: Error) => toast.error(e.message),
                      )
                    }
                  >
                    复制
                  </Button>
                  <Button icon={<ReloadOutlined />} loading={renew.busy} onClick={() => void askRenew()}>
                    重新生成
                  </Button>
                  <Space size={6}>
                    <Switch
                      aria-label="开放加入"
                      checked={data.class.join_open}
                      loading={toggle.busy}
                      onChange={(open) => void toggle.run({ params: { id }, body: { join_open: open } }).then((a) => a && refresh())}
                    />
                    <span>{data.class.join_open ? '开放加入' : '已关闭加入'}</span>
                  </Space>
                </Space>
                {data.class.description && <p style={{ color: token.colorTextSecondary, marginBottom: 0 }}>{data.class.description}</p>}
              </Card>
              <Card title={`学生（${data.students.length}）`} style={{ marginTop: 24 }} styles={{ body: { padding: 0 } }}>
                <Table<RosterStudent>
                  data-testid="roster"
                  size="small"
                  rowKey="user_id"
                  pagination={data.students.length > 20 ? { pageSize: 20, size: 'small' } : false}
                  dataSource={data.students}
                  locale={{ emptyText: '还没有学生加入' }}
                  columns={[
                    { title: '用户名', dataIndex: 'username' },
                    { title: '加入时间', dataIndex: 'joined_at', render: (t: string) => formatShanghaiTime(t).slice(0, 16) },
                    {
                      title: '',
                      key: 'remove',
                      align: 'right',
                      render: (_, s) => (
                        <Button size="small" type="link" danger onClick={() => void askRemove(s)}>
                          移出
                        </Button>
                      ),
                    },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={15}>
              <Card title={`作业（${data.assignments.length}）`} data-testid="assignments">
                {data.assignments.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有作业" />
                ) : (
                  data.assignments.map((a) => (
                    <div
                      key={a.id}
                      data-testid="assignment-row"
                      style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
                    >
                      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                        <strong>{a.title}</strong>
                        <Tag color={PHASE_COLORS[a.phase]}>{phaseLabel(a.phase)}</Tag>
                        <span style={{ color: token.colorTextSecondary }}>{a.problem_count} 道题</span>
                      </div>
                      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM, margin: '4px 0' }}>{windowText(a)}</div>
                      <Space wrap size={4}>
                        <Link to={`/teacher/assignments/${a.id}/gradebook`}>成绩表</Link>
                        <span style={{ color: token.colorTextQuaternary }}>|</span>
                        <Link to={`/teacher/assignments/${a.id}/similarity`}>查重</Link>
                        <span style={{ color: token.colorTextQuaternary }}>|</span>
                        <Link to={`/teacher/assignments/${a.id}/edit`}>编辑</Link>
                        <span style={{ color: token.colorTextQuaternary }}>|</span>
                        <Button type="link" size="small" danger style={{ padding: 0 }} onClick={() => void askDeleteAssignment(a)}>
                          删除
                        </Button>
                      </Space>
                    </div>
                  ))
                )}
              </Card>
            </Col>
          </Row>
        )}
      </ReadView>
    </TeacherFrame>
  );
}
