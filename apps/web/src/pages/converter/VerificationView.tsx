/**
 * How a conversion was proven (the convert answer's `verification`): the summary sentence, the
 * method (exhaustive, random vectors, clock cycles), the clock and reset found, the seed, and on a
 * failed proof the first mismatch as a small table.
 */
import type { Verification } from '@veridojo/contracts';
import { Alert, Descriptions, Table } from 'antd';

const METHOD_LABELS: Record<Verification['method'], string> = {
  exhaustive: '穷举全部输入组合',
  random: '随机输入向量',
  clocked: '按时钟周期随机输入',
};

const TRANSLATORS: Record<string, string> = {
  veridojo: 'VeriDojo 翻译器（保留模块名、端口顺序与参数）',
  icarus: 'Icarus Verilog 的 VHDL 后端',
};

export function VerificationView({
  verification,
  translator,
  rewrites = [],
}: {
  verification: Verification;
  translator?: string | null;
  rewrites?: string[];
}) {
  const mismatch = verification.first_mismatch;
  return (
    <section aria-label="验证结果" data-testid="verification">
      <Alert type={verification.equivalent ? 'success' : 'error'} showIcon message={verification.summary} style={{ marginBottom: 8 }} />
      <Descriptions size="small" column={{ xs: 1, sm: 2, md: 4 }} bordered>
        <Descriptions.Item label="验证方法">Icarus 与 GHDL 联合仿真：{METHOD_LABELS[verification.method]}</Descriptions.Item>
        <Descriptions.Item label={verification.method === 'clocked' ? '比较的周期' : '比较的输入'}>
          {verification.vectors}
        </Descriptions.Item>
        <Descriptions.Item label="时钟 / 复位">
          {verification.clock ?? '无'} /{' '}
          {verification.reset ? `${verification.reset.name}（${verification.reset.active_low ? '低电平有效' : '高电平有效'}）` : '无'}
        </Descriptions.Item>
        <Descriptions.Item label="随机种子">{verification.seed}</Descriptions.Item>
        {translator && <Descriptions.Item label="翻译器">{TRANSLATORS[translator] ?? translator}</Descriptions.Item>}
      </Descriptions>
      {rewrites.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          message="转换说明"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="rewrites">
              {rewrites.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          }
        />
      )}
      {mismatch && (
        <Table
          size="small"
          style={{ marginTop: 8 }}
          pagination={false}
          rowKey="output"
          aria-label="第一处不一致"
          columns={[
            { title: '时间 (ns)', dataIndex: 'time' },
            { title: '输入', dataIndex: 'inputs' },
            { title: '输出', dataIndex: 'output' },
            { title: 'Verilog（期望）', dataIndex: 'expected' },
            { title: 'VHDL（实际）', dataIndex: 'got' },
          ]}
          dataSource={[
            {
              ...mismatch,
              inputs: Object.entries(mismatch.inputs)
                .map(([name, value]) => `${name}=${value}`)
                .join(' '),
            },
          ]}
        />
      )}
    </section>
  );
}
