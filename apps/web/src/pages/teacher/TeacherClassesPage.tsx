/**
 * /teacher — 教师中心 (issue 33): the teacher's classes, with creating one, editing its name, term
 * and description, and deleting it after a confirmation (the server hides it and keeps the
 * students' submissions).
 */
import { PlusOutlined } from '@ant-design/icons';
import { formatJoinCode, type TeacherClass } from '@veridojo/contracts';
import { Button, Card, Col, Empty, Row, Space, Tag, theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useApiAction } from '../../api/action.ts';
import { useApiQuery } from '../../api/query.ts';
import { confirmDialog } from '../../app/feedback.tsx';
import { ClassFormModal, type ClassFields } from './ClassForm.tsx';
import { ReadView, TeacherFrame } from './TeacherFrame.tsx';

export default function TeacherClassesPage() {
  const { token } = theme.useToken();
  const read = useApiQuery('teacherClasses', {}, { onError: () => {} });
  const [editing, setEditing] = useState<TeacherClass | 'new' | null>(null);
  const create = useApiAction('teacherCreateClass', { success: (a) => a.message, failure: '创建班级失败' });
  const update = useApiAction('teacherUpdateClass', { success: (a) => a.message, failure: '保存班级失败' });
  const remove = useApiAction('teacherDeleteClass', { success: (a) => a.message, failure: '删除班级失败' });

  const save = async (fields: ClassFields) => {
    const answer =
      editing === 'new' || editing === null
        ? await create.run({ body: fields })
        : await update.run({ params: { id: editing.id }, body: fields });
    if (answer) void read.refetch();
    return answer !== undefined;
  };
  const askDelete = async (c: TeacherClass) => {
    const ok = await confirmDialog({
      title: '删除班级',
      message: `确定删除「${c.name}」吗？班级和它的作业将不再显示，学生的提交记录会保留。`,
      confirmText: '删除',
      danger: true,
    });
    if (ok && (await remove.run({ params: { id: c.id } }))) void read.refetch();
  };

  return (
    <TeacherFrame
      title="我的班级"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          新建班级
        </Button>
      }
    >
      <ReadView read={read} failed="获取班级失败">
        {(data) =>
          data.classes.length === 0 ? (
            <Empty description="还没有班级：新建一个班级，把班级码发给学生即可加入" />
          ) : (
            <Row gutter={[16, 16]}>
              {data.classes.map((c) => (
                <Col key={c.id} xs={24} md={12} xl={8}>
                  <Card
                    data-testid="teacher-class"
                    title={<Link to={`/teacher/classes/${c.id}`}>{c.name}</Link>}
                    extra={c.term && <span style={{ color: token.colorTextSecondary }}>{c.term}</span>}
                    actions={[
                      <Link key="open" to={`/teacher/classes/${c.id}`}>
                        进入班级
                      </Link>,
                      <Button key="edit" type="link" size="small" onClick={() => setEditing(c)}>
                        编辑
                      </Button>,
                      <Button key="delete" type="link" size="small" danger onClick={() => void askDelete(c)}>
                        删除
                      </Button>,
                    ]}
                  >
                    <Space direction="vertical" size={4} style={{ width: '100%' }}>
                      <span>
                        {c.student_count} 名学生 · {c.assignment_count} 份作业
                      </span>
                      <span>
                        班级码 <code>{formatJoinCode(c.join_code)}</code>{' '}
                        {c.join_open ? <Tag color="success">开放加入</Tag> : <Tag>已关闭</Tag>}
                      </span>
                      {c.description && <span style={{ color: token.colorTextSecondary }}>{c.description}</span>}
                    </Space>
                  </Card>
                </Col>
              ))}
            </Row>
          )
        }
      </ReadView>
      {editing && <ClassFormModal initial={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} />}
    </TeacherFrame>
  );
}
