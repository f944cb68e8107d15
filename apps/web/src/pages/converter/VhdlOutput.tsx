/** The proven VHDL (spec §4): read-only text with 复制 (已复制到剪贴板 for 2 s, or why it failed) and 下载 as converted.vhd. */
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Input, Space, Typography } from 'antd';
import { toast } from '../../app/feedback.tsx';
import { EDITOR_HEIGHT } from '../../editor/editor-handle.ts';
import { copyText } from '../../lib/clipboard.ts';
import { saveFile } from '../../lib/save-file.ts';
import { useShownFor } from './use-shown-for.ts';

/** Why 2 s: the spec's time for the copy message (§9). */
const COPIED_MS = 2000;

export function VhdlOutput({ vhdl }: { vhdl: string }) {
  const [copied, showCopied] = useShownFor<true>(COPIED_MS);
  return (
    <Card
      size="small"
      title="VHDL 代码"
      extra={
        <Space>
          {copied && <Typography.Text type="success">已复制到剪贴板</Typography.Text>}
          <Button
            size="small"
            icon={<CopyOutlined />}
            onClick={() =>
              void copyText(vhdl).then(
                () => showCopied(true),
                (error: Error) => toast.error(`复制失败：${error.message}`),
              )
            }
          >
            复制
          </Button>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => saveFile(new Blob([vhdl], { type: 'text/x-vhdl' }), 'converted.vhd')}
          >
            下载
          </Button>
        </Space>
      }
    >
      <Input.TextArea
        aria-label="VHDL 代码"
        value={vhdl}
        readOnly
        style={{ height: EDITOR_HEIGHT, fontFamily: 'monospace', fontSize: 13 }}
      />
    </Card>
  );
}
