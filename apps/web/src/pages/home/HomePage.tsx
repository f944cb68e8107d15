/**
 * Home `/` (spec §2): hero, three feature cards, three action cards (problems, IDE, converter)
 * and the free-versus-VIP comparison. Part of the first download, so it uses only light parts of antd.
 */
import {
  AppstoreOutlined,
  BulbOutlined,
  CodeOutlined,
  LineChartOutlined,
  RightOutlined,
  SwapOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Button, theme } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useGuardedNavigate } from '../../app/navigation.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Col, Row } from '../../ui/Grid.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { Pill } from '../../ui/Pill.tsx';
import { Heading, Muted, Paragraph } from '../../ui/text.tsx';
import { PlanComparison } from './PlanComparison.tsx';
import { usePublicConfig } from './use-public-config.ts';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const FEATURES: Feature[] = [
  {
    icon: <ThunderboltOutlined />,
    title: '自动评测，即时反馈',
    text: '提交后自动编译仿真，与参考设计逐拍比对输出，几秒内给出结果与运行日志。',
  },
  {
    icon: <LineChartOutlined />,
    title: '波形看得见',
    text: '每次提交都附带波形，支持缩放与滚动，对照期望输出找到第一处不一致。',
  },
  {
    icon: <BulbOutlined />,
    title: 'AI 辅助分析',
    text: '对失败的提交请求 AI 分析，得到可能的错误原因与修改建议；IDE 中也能随时提问。',
  },
];

interface Action {
  icon: ReactNode;
  title: string;
  text: string;
  path: string;
  requiresLogin: boolean;
}

const ACTIONS: Action[] = [
  {
    icon: <AppstoreOutlined />,
    title: '题库',
    text: '从组合逻辑到时序电路与状态机，按难度和标签挑选题目练习。',
    path: '/problem/all',
    requiresLogin: false,
  },
  {
    icon: <CodeOutlined />,
    title: '在线IDE',
    text: '多文件项目、编译与仿真、波形查看，在浏览器里验证你的设计。',
    path: '/online-ide',
    requiresLogin: true,
  },
  {
    icon: <SwapOutlined />,
    title: '转换器',
    text: '导入 Verilog 文件，一键转换为 VHDL，并可检查语法、下载结果。',
    path: '/verilog-converter',
    requiresLogin: true,
  },
];

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px 0' }}>
      <Heading level={2} style={{ textAlign: 'center', marginBottom: subtitle ? 8 : 32 }}>
        {title}
      </Heading>
      {subtitle && (
        <Paragraph secondary style={{ textAlign: 'center', marginBottom: 32 }}>
          {subtitle}
        </Paragraph>
      )}
      {children}
    </section>
  );
}

function ActionCard({ action }: { action: Action }) {
  const go = useGuardedNavigate();
  const { token } = theme.useToken();
  const open = () => go(action.path, action.requiresLogin);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };
  return (
    // Named by its content (title, text, 进入): a shorter aria-label would hide the text it shows (WCAG 2.5.3).
    <Panel hoverable role="link" tabIndex={0} onClick={open} onKeyDown={onKeyDown}>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <span style={{ fontSize: 28, color: token.colorPrimary, lineHeight: 1 }}>{action.icon}</span>
        <div>
          <Heading level={4}>{action.title}</Heading>
          <Paragraph secondary>{action.text}</Paragraph>
          <span style={{ color: token.colorPrimaryText }}>
            进入 <RightOutlined />
          </span>
        </div>
      </div>
    </Panel>
  );
}

function Hero() {
  const go = useGuardedNavigate();
  const { token } = theme.useToken();
  return (
    <section
      style={{
        padding: '72px 24px 64px',
        textAlign: 'center',
        background: `linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 100%)`,
      }}
    >
      <div style={{ marginBottom: 16 }}>
        <Pill color="blue">面向数字电路设计的学生与工程师</Pill>
      </div>
      <Heading level={1} style={{ fontSize: 44, margin: '0 0 16px' }}>
        在练习中掌握 Verilog
      </Heading>
      <Paragraph secondary style={{ fontSize: 18, maxWidth: 720, margin: '0 auto 32px' }}>
        200+ 道分级题目，提交即自动评测，日志与波形即时反馈；在线 IDE 编译仿真，Verilog 一键转换为 VHDL。
      </Paragraph>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', justifyContent: 'center' }}>
        <Button type="primary" size="large" onClick={() => go('/problem/all')}>
          开始刷题
        </Button>
        <Button size="large" onClick={() => go('/online-ide', true)}>
          打开在线IDE
        </Button>
      </div>
      <Row gutter={24} justify="center" style={{ marginTop: 48 }}>
        {[
          ['200+', '道分级题目'],
          ['IDE', '在线编译与仿真'],
          ['VHDL', 'Verilog 一键转换'],
        ].map(([value, label]) => (
          <Col key={label} style={{ minWidth: 110 }}>
            <div style={{ fontSize: 30, fontWeight: 700, color: token.colorPrimaryText }}>{value}</div>
            <Muted>{label}</Muted>
          </Col>
        ))}
      </Row>
    </section>
  );
}

export default function HomePage() {
  usePageTitle();
  const config = usePublicConfig();
  const { token } = theme.useToken();
  return (
    <div style={{ paddingBottom: 64 }}>
      <Hero />
      <Section title="为什么选择 VeriDojo">
        <Row gutter={[24, 24]}>
          {FEATURES.map((feature) => (
            <Col key={feature.title} xs={24} md={8}>
              <Panel>
                <div style={{ fontSize: 28, color: token.colorPrimary, marginBottom: 12, lineHeight: 1 }}>{feature.icon}</div>
                <Heading level={4}>{feature.title}</Heading>
                <Paragraph secondary style={{ marginBottom: 0 }}>
                  {feature.text}
                </Paragraph>
              </Panel>
            </Col>
          ))}
        </Row>
      </Section>
      <Section title="开始使用">
        <Row gutter={[24, 24]}>
          {ACTIONS.map((action) => (
            <Col key={action.path} xs={24} md={8}>
              <ActionCard action={action} />
            </Col>
          ))}
        </Row>
      </Section>
      <Section title="会员方案" subtitle="免费账号即可开始练习；升级 VIP 解锁全部题目与不限行数的工具。">
        <PlanComparison config={config} />
      </Section>
    </div>
  );
}
