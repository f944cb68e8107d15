/**
 * Problem packs in the problem tab: upload a zip (our format, or a VerilogEval folder zipped) under
 * a pack name and see one line per problem — imported, updated, unchanged or rejected with the
 * reason; export the whole bank or one chapter as a pack.
 */
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { ImportLine, ResponseOf } from '@veridojo/contracts';
import { Alert, Button, Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useAction } from '../../api/action.ts';
import { download, upload } from '../../api/client.ts';
import { saveFile } from '../../lib/save-file.ts';
import { toastExportFailure, toastFailure } from './admin-feedback.ts';

const OUTCOMES: Record<ImportLine['outcome'], { label: string; color: string }> = {
  imported: { label: '已导入', color: 'success' },
  updated: { label: '已更新', color: 'processing' },
  unchanged: { label: '未变化', color: 'default' },
  rejected: { label: '已拒绝', color: 'error' },
};

const PACK_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

export function PacksPanel({ chapters, onImported }: { chapters: { number: number; title: string }[]; onImported: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('pack');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<ResponseOf<'importPack'> | null>(null);
  const [chapter, setChapter] = useState<number | undefined>(undefined);

  const importPack = useAction(
    async (pack: File) => {
      setResult(null);
      const answer = await upload('importPack', pack, { query: { name } });
      setResult(answer);
      onImported();
      return answer;
    },
    {
      success: ({ summary: { imported, updated, rejected } }) => `导入完成：新增 ${imported}，更新 ${updated}，拒绝 ${rejected}`,
      failure: (error) => toastFailure(error, 'importPack'),
    },
  );

  const exportPack = useAction(
    async () => {
      const { blob, fileName } = await download('exportPack', { query: chapter === undefined ? {} : { chapter } });
      saveFile(blob, fileName);
    },
    { failure: toastExportFailure },
  );

  return (
    <Card title="题目包" size="small">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          导入：上传本平台格式的题目包，或把 VerilogEval 的数据集文件夹压缩成 zip
          上传。每道题都会在判题机的沙箱中运行参考答案，通过后才会入库；同名题目包再次导入会更新自己的题目。
        </Typography.Text>
        <Space wrap>
          <Input
            addonBefore="题目包名称"
            value={name}
            status={PACK_NAME.test(name) ? undefined : 'error'}
            onChange={(e) => setName(e.target.value)}
            style={{ width: 280 }}
            aria-label="题目包名称"
          />
          <input
            ref={input}
            type="file"
            accept=".zip,application/zip"
            hidden
            data-testid="pack-file"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            {file ? file.name : '选择 zip 文件'}
          </Button>
          <Button
            type="primary"
            loading={importPack.busy}
            disabled={!file || !PACK_NAME.test(name)}
            onClick={() => file && void importPack.run(file)}
          >
            导入
          </Button>
        </Space>
        {importPack.busy && <Alert type="info" showIcon message="正在校验题目包：参考答案在沙箱中逐题运行，可能需要一两分钟…" />}
        {result && (
          <Table<ImportLine>
            size="small"
            rowKey={(line) => `${line.folder}:${line.slug ?? ''}`}
            dataSource={result.results}
            pagination={result.results.length > 20 ? { pageSize: 20 } : false}
            columns={[
              { title: '文件夹', dataIndex: 'folder', render: (f: string) => <code>{f}</code> },
              { title: 'slug', dataIndex: 'slug', render: (s: string | null) => s ?? '—' },
              {
                title: '结果',
                dataIndex: 'outcome',
                width: 90,
                render: (o: ImportLine['outcome']) => <Tag color={OUTCOMES[o].color}>{OUTCOMES[o].label}</Tag>,
              },
              { title: '原因', dataIndex: 'reason', render: (r?: string) => r ?? '' },
            ]}
          />
        )}
        <Space wrap>
          <Select<number | undefined>
            allowClear
            placeholder="全部题目"
            style={{ width: 260 }}
            value={chapter}
            onChange={setChapter}
            options={chapters.map((c) => ({ value: c.number, label: c.title }))}
            aria-label="导出的章节"
          />
          <Button icon={<DownloadOutlined />} loading={exportPack.busy} onClick={() => void exportPack.run()}>
            导出题目包
          </Button>
        </Space>
      </Space>
    </Card>
  );
}
