/**
 * 题目管理 (spec §2): the problem table, paged and filtered on the server — title, difficulty,
 * tags and the learning path (prerequisite and next problems as comma-separated ids) saved field
 * by field, the server naming any unknown id, self-reference or cycle; view opens the problem
 * page; deletion asks first. Below it, problem packs: import a zip and see one line per problem,
 * export the bank or one chapter.
 */
import { DeleteOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { DIFFICULTIES, type AdminProblem, type AdminProblemUpdate } from '@veridojo/contracts';
import { Button, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { useRowAction } from '../../api/action.ts';
import { apiCall } from '../../api/client.ts';
import { confirmDialog, toast } from '../../app/feedback.tsx';
import { toastFailure } from './admin-feedback.ts';
import { PacksPanel } from './PacksPanel.tsx';
import { useAdminPage } from './use-admin-page.ts';

interface Query {
  page: number;
  page_size: number;
  search: string;
  chapter?: number;
}
const FIRST_QUERY: Query = { page: 1, page_size: 20, search: '' };
/** Before the first answer (and after a failed one): no chapters to filter or export by. */
const NO_CHAPTERS: { number: number; title: string }[] = [];

/** `1, 2，3` → [1, 2, 3]; null when a part is not an id. */
export function parseIds(text: string): number[] | null {
  const parts = text.split(/[,，\s]+/).filter(Boolean);
  if (!parts.every((p) => /^[1-9]\d{0,9}$/.test(p))) return null;
  return parts.map(Number);
}

/** `a, b，c` → ['a', 'b', 'c'] (the tags field). */
function parseTags(text: string): string[] {
  return text
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A text cell saved when it loses focus with a changed value. */
function EditCell({ value, label, onSave, disabled }: { value: string; label: string; onSave: (v: string) => void; disabled: boolean }) {
  return (
    <Input
      key={value}
      size="small"
      defaultValue={value}
      disabled={disabled}
      aria-label={label}
      onBlur={(e) => {
        if (e.target.value.trim() !== value) onSave(e.target.value.trim());
      }}
      onPressEnter={(e) => e.currentTarget.blur()}
    />
  );
}

export function ProblemsTab() {
  const { query, setQuery, answer, rows, loading, reload, replaceRow, pagination } = useAdminPage('adminProblems', FIRST_QUERY, {
    rows: 'problems',
    failure: 'listProblems',
    showTotal: (n) => `共 ${n} 道题`,
  });
  const chapters = answer?.chapters ?? NO_CHAPTERS;
  const save = useRowAction(
    (problem: AdminProblem) => problem.id,
    async (problem: AdminProblem, change: AdminProblemUpdate) => {
      const answer = await apiCall('adminUpdateProblem', change, { id: problem.id });
      replaceRow(answer.problem);
      return answer;
    },
    {
      success: (answer) => answer.message,
      failure: (error) => {
        toastFailure(error, 'updateProblem');
        void reload();
      },
    },
  );

  const deleteProblem = useRowAction(
    (problem: AdminProblem) => problem.id,
    async (problem: AdminProblem) => {
      const answer = await apiCall('adminDeleteProblem', undefined, { id: problem.id });
      void reload();
      return answer;
    },
    { success: (answer) => answer.message, failure: (error) => toastFailure(error, 'deleteProblem') },
  );
  const busy = (problem: AdminProblem) => save.busyFor(problem.id) || deleteProblem.busyFor(problem.id);

  const saveIds = (problem: AdminProblem, field: 'pre_problems' | 'next_problems', text: string) => {
    const ids = parseIds(text);
    if (!ids) {
      toast.warning('题目编号只能是数字，用逗号分隔');
      void reload();
      return;
    }
    void save.run(problem, { [field]: ids });
  };

  const remove = async (problem: AdminProblem) => {
    const confirmed = await confirmDialog({
      title: '删除题目',
      message: `确定要删除题目「${problem.title}」（ID ${problem.id}）吗？此操作不可撤销：题目将对所有用户隐藏，已有的提交记录会保留。`,
      confirmText: '删除',
      danger: true,
    });
    if (confirmed) void deleteProblem.run(problem);
  };

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Select<number | undefined>
            allowClear
            placeholder="全部章节"
            style={{ width: 260 }}
            value={query.chapter}
            onChange={(chapter) => setQuery((q) => ({ ...q, chapter, page: 1 }))}
            options={chapters.map((c) => ({ value: c.number, label: c.title }))}
            aria-label="按章节筛选"
          />
          <Input.Search
            allowClear
            placeholder="按标题、slug 或 ID 搜索"
            style={{ width: 260 }}
            onSearch={(search) => setQuery((q) => ({ ...q, search: search.trim(), page: 1 }))}
            aria-label="搜索题目"
          />
          <Button icon={<ReloadOutlined />} onClick={() => void reload()}>
            刷新
          </Button>
        </Space>
        <Table<AdminProblem>
          rowKey="id"
          size="middle"
          loading={loading}
          dataSource={rows}
          scroll={{ x: 1300 }}
          pagination={pagination}
          columns={[
            { title: 'ID', dataIndex: 'id', width: 70, fixed: 'left' },
            {
              title: '标题',
              dataIndex: 'title',
              width: 200,
              render: (title: string, p) => (
                <EditCell value={title} label={`题目 ${p.id} 的标题`} disabled={busy(p)} onSave={(v) => void save.run(p, { title: v })} />
              ),
            },
            {
              title: '文件夹路径',
              dataIndex: 'folder_path',
              width: 260,
              render: (folder: string, p) => (
                <Tooltip title={`${p.chapter.title} · slug: ${p.slug}`}>
                  <code style={{ fontSize: 12, wordBreak: 'break-all' }}>{folder}</code>
                </Tooltip>
              ),
            },
            {
              title: '难度',
              dataIndex: 'difficulty',
              width: 100,
              render: (difficulty: (typeof DIFFICULTIES)[number], p) => (
                <Select
                  size="small"
                  value={difficulty}
                  disabled={busy(p)}
                  style={{ width: 80 }}
                  onChange={(d) => void save.run(p, { difficulty: d })}
                  options={DIFFICULTIES.map((d) => ({ value: d, label: d }))}
                  aria-label={`题目 ${p.id} 的难度`}
                />
              ),
            },
            {
              title: '标签',
              dataIndex: 'tags',
              width: 200,
              render: (tags: string[], p) => (
                <EditCell
                  value={tags.join(', ')}
                  label={`题目 ${p.id} 的标签`}
                  disabled={busy(p)}
                  onSave={(v) => void save.run(p, { tags: parseTags(v) })}
                />
              ),
            },
            {
              title: '前置题目',
              dataIndex: 'pre_problems',
              width: 130,
              render: (ids: number[], p) => (
                <EditCell
                  value={ids.join(', ')}
                  label={`题目 ${p.id} 的前置题目`}
                  disabled={busy(p)}
                  onSave={(v) => saveIds(p, 'pre_problems', v)}
                />
              ),
            },
            {
              title: '后续题目',
              dataIndex: 'next_problems',
              width: 130,
              render: (ids: number[], p) => (
                <EditCell
                  value={ids.join(', ')}
                  label={`题目 ${p.id} 的后续题目`}
                  disabled={busy(p)}
                  onSave={(v) => saveIds(p, 'next_problems', v)}
                />
              ),
            },
            {
              title: '已修改',
              dataIndex: 'overridden',
              width: 90,
              render: (fields: string[]) =>
                fields.length > 0 ? (
                  <Tooltip title="这些字段由管理员修改，重新导入题库时保留">
                    <Tag color="gold">{fields.length} 项</Tag>
                  </Tooltip>
                ) : null,
            },
            {
              title: '操作',
              key: 'actions',
              width: 170,
              fixed: 'right',
              render: (_: unknown, p) => (
                <Space size={4}>
                  <Link to={`/problem/${p.id}`}>
                    <Button size="small" icon={<EyeOutlined />}>
                      查看
                    </Button>
                  </Link>
                  <Button danger size="small" icon={<DeleteOutlined />} disabled={busy(p)} onClick={() => void remove(p)}>
                    删除
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Space>
      <PacksPanel chapters={chapters} onImported={() => void reload()} />
    </Space>
  );
}
