/**
 * The files a simulation's testbench wrote in its run directory (`$fopen(…, "w")`, `$fdisplay`),
 * shown under the run's log in the output tab: one collapsible entry per file with its name and
 * size, its text in the log's style, and a tag when only its head came back. They belong to this
 * run only: nothing is saved into the project.
 */
import { IDE_OUTPUT_FILE_BYTES, type IdeRunOutput } from '@veridojo/contracts';
import { Collapse, Tag, Typography } from 'antd';
import { formatSize } from './ide-rules.ts';

export function RunOutputs({ outputs }: { outputs: IdeRunOutput[] }) {
  if (outputs.length === 0) return null;
  return (
    <section className="vd-ide-run-outputs" aria-label="测试平台写出的文件">
      <Typography.Text strong>测试平台写出的文件（{outputs.length}）</Typography.Text>
      <Typography.Text type="secondary" className="vd-ide-run-outputs-note">
        只属于本次运行，不会保存到项目中
      </Typography.Text>
      <Collapse
        size="small"
        items={outputs.map((file) => ({
          key: file.path,
          label: (
            <span className="vd-ide-run-output-head">
              <span className="vd-ide-diagnostic-place">{file.path}</span>
              <Typography.Text type="secondary">{formatSize(file.size)}</Typography.Text>
              {file.truncated && (
                <Tag color="gold" bordered={false}>
                  只显示前 {formatSize(IDE_OUTPUT_FILE_BYTES)}
                </Tag>
              )}
            </span>
          ),
          children: <pre className="vd-ide-log">{file.content === '' ? '（空文件）' : file.content}</pre>,
        }))}
      />
    </section>
  );
}
