/**
 * The converter's notices (spec §2, §4, §5): the panel a visitor sees instead of the converter,
 * a normal user's line limit with the way to lift it, and the picked files renamed to the rule.
 */
import { exemptFromFreeLimits } from '@veridojo/contracts';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { openLoginModal } from '../../auth/auth-modals.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { usePublicConfig } from '../home/use-public-config.ts';
import type { PickedName } from './converter-rules.ts';

export function LoginRequired() {
  return (
    <Card style={{ maxWidth: 520, margin: '24px auto', textAlign: 'center' }} data-testid="converter-login">
      <Typography.Title level={4}>请先登录</Typography.Title>
      <Typography.Paragraph type="secondary">登录后即可把 Verilog 代码转换为 VHDL，并检查语法。</Typography.Paragraph>
      <Space>
        <Button type="primary" onClick={() => openLoginModal('login')}>
          登录
        </Button>
        <Button onClick={() => openLoginModal('register')}>注册</Button>
      </Space>
    </Card>
  );
}

export function LineLimitHint() {
  const user = useCurrentUser();
  const config = usePublicConfig();
  if (!user || exemptFromFreeLimits(user, new Date())) return null;
  const limit = config.status === 'ready' ? config.config.converter_line_limit : 50;
  return (
    <Alert
      type="info"
      showIcon
      message={
        <>
          普通用户每次最多转换 {limit} 行代码（所有文件合计，不计空行和注释）。<Link to="/vip-recharge">升级 VIP</Link> 可解除限制。
        </>
      }
    />
  );
}

export function RenamedFiles({ renamed, onClose }: { renamed: readonly PickedName[]; onClose: () => void }) {
  if (renamed.length === 0) return null;
  return (
    <Alert
      type="info"
      showIcon
      closable
      onClose={onClose}
      data-testid="renamed-files"
      message="以下文件已重命名后加入"
      description={
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {renamed.map((f) => (
            <li key={f.name}>
              {f.from} → {f.name}（{f.renamedBecause}）
            </li>
          ))}
        </ul>
      }
    />
  );
}
