/**
 * /teacher/assignments/:id/gradebook — the gradebook (issue 33): one row per student, one column
 * per problem with the result that counts (on time or late, the score, submissions, the first
 * pass in Beijing time), the totals; every column sorts; a cell with a submission opens it
 * read-only; 导出 CSV downloads the server's export (UTF-8 with BOM, one row per student).
 */
import { DownloadOutlined } from '@ant-design/icons';
import { GRADE_STATE_LABELS, gradebookCell, type GradebookCell, type GradebookStudent } from '@veridojo/contracts';
import { Button, Table, Tag, theme, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useAction } from '../../api/action.ts';
import { download } from '../../api/client.ts';
import { useApiQuery } from '../../api/query.ts';
import { saveFile } from '../../lib/save-file.ts';
import { beijingMinute, windowText } from './class-texts.ts';
import { CellSubmissionModal } from './CellSubmissionModal.tsx';
import { ReadView, TeacherFrame } from './TeacherFrame.tsx';

const STATE_COLORS: Record<GradebookCell['state'], string> = {
  not_started: 'default',
  tried: 'error',
  passed: 'success',
  passed_late: 'warning',
};

/** Sorting a problem's column: by score, then by the earlier first pass (null last). */
function cellOrder(a: GradebookCell, b: GradebookCell): number {
  const score = a.score - b.score;
  if (score !== 0) return score;
  const t = (c: GradebookCell) => (c.first_pass_at ? Date.parse(c.first_pass_at) : Infinity);
  return t(b) - t(a);
}

function Cell({ cell, onOpen }: { cell: GradebookCell; onOpen: (id: number) => void }) {
  const { token } = theme.useToken();
  const body = (
    <>
      <Tag color={STATE_COLORS[cell.state]} style={{ marginInlineEnd: 0 }}>
        {GRADE_STATE_LABELS[cell.state]}
      </Tag>
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginTop: 2, whiteSpace: 'nowrap' }}>
        {cell.score} 分 · {cell.attempts} 次
      </div>
      {cell.first_pass_at && (
        <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, whiteSpace: 'nowrap' }}>
          {beijingMinute(cell.first_pass_at)}
        </div>
      )}
    </>
  );
  if (cell.submission_id === null) return <div data-testid="grade-cell">{body}</div>;
  const id = cell.submission_id;
  return (
    <button
      type="button"
      data-testid="grade-cell"
      title="查看这次提交"
      onClick={() => onOpen(id)}
      style={{ all: 'unset', boxSizing: 'border-box', cursor: 'pointer', display: 'block', width: '100%', textAlign: 'center' }}
    >
      {body}
    </button>
  );
}

export default function GradebookPage() {
  const id = Number(useParams().id);
  const read = useApiQuery('gradebook', { params: { id } }, { onError: () => {} });
  const [opened, setOpened] = useState<number | null>(null);
  const exporter = useAction(
    async () => {
      const { blob, fileName } = await download('gradebookExport', { params: { id } });
      saveFile(blob, fileName);
    },
    { failure: '导出成绩失败' },
  );
  const assignment = read.data?.assignment;
  const title = assignment ? `成绩表：${assignment.title}` : '成绩表';

  return (
    <TeacherFrame
      title={title}
      wide
      crumbs={assignment ? [{ label: assignment.class_name, to: `/teacher/classes/${assignment.class_id}` }, { label: '成绩表' }] : []}
      extra={
        <>
          <Link to={`/teacher/assignments/${id}/similarity`}>
            <Button>查重</Button>
          </Link>
          <Button icon={<DownloadOutlined />} loading={exporter.busy} onClick={() => void exporter.run()}>
            导出 CSV
          </Button>
        </>
      }
    >
      <ReadView read={read} failed="获取成绩表失败">
        {(data) => {
          const columns: TableColumnsType<GradebookStudent> = [
            {
              title: '学生',
              dataIndex: 'username',
              fixed: 'left',
              width: 140,
              sorter: (a, b) => a.username.localeCompare(b.username),
            },
            ...data.problems.map((p, k) => ({
              key: `p${p.problem_id}`,
              title: `${p.position}. ${p.title}`,
              align: 'center' as const,
              width: 150,
              sorter: (a: GradebookStudent, b: GradebookStudent) => cellOrder(gradebookCell(a, k), gradebookCell(b, k)),
              render: (_: unknown, s: GradebookStudent) => <Cell cell={gradebookCell(s, k)} onOpen={setOpened} />,
            })),
            {
              key: 'total',
              title: `总分（满分 ${data.max_score}）`,
              dataIndex: 'total_score',
              align: 'center',
              width: 120,
              fixed: 'right',
              defaultSortOrder: 'descend',
              sorter: (a, b) => a.total_score - b.total_score,
              render: (score: number, s) => (
                <span data-testid="total-score">
                  <strong>{score}</strong>
                  <div style={{ fontSize: 12, opacity: 0.7 }}>
                    通过 {s.passed_count}
                    {s.late_count > 0 ? `（迟交 ${s.late_count}）` : ''} · {s.total_attempts} 次
                  </div>
                </span>
              ),
            },
          ];
          return (
            <>
              <p style={{ opacity: 0.75, marginTop: 0 }}>{windowText(data.assignment)}。点击表头排序，点击单元格查看计分的那次提交。</p>
              <Table<GradebookStudent>
                data-testid="gradebook"
                rowKey="user_id"
                size="small"
                bordered
                columns={columns}
                dataSource={data.students}
                pagination={false}
                scroll={{ x: 'max-content' }}
                showSorterTooltip={false}
                locale={{ emptyText: '班级里还没有学生' }}
              />
            </>
          );
        }}
      </ReadView>
      {opened !== null && <CellSubmissionModal submissionId={opened} onClose={() => setOpened(null)} />}
    </TeacherFrame>
  );
}
