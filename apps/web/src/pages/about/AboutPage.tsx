/** /about — platform introduction: what VeriDojo is, its features, tech stack, open-source link, contact, thanks. */
import { AppstoreOutlined, BulbOutlined, CodeOutlined, CrownOutlined, SwapOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactSection } from '../shared/ContactSection.tsx';
import { PageFrame } from '../shared/PageFrame.tsx';

const { Paragraph, Text } = Typography;

const FEATURES: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AppstoreOutlined />,
    title: '分级题库与自动评测',
    text: '200+ 道题目由浅入深；提交后自动编译仿真，与参考设计比对输出，给出日志与波形。',
  },
  { icon: <CodeOutlined />, title: '在线 IDE', text: '多文件项目、顶层与 testbench 设置、编译仿真和波形查看，打开浏览器即可动手。' },
  { icon: <SwapOutlined />, title: 'Verilog 转 VHDL', text: '多文件导入，一键转换并检查语法，结果可复制或下载。' },
  { icon: <BulbOutlined />, title: 'AI 助手', text: '分析失败的提交、解释报错、回答设计问题，帮你更快定位问题。' },
  { icon: <CrownOutlined />, title: 'VIP 会员', text: '解锁全部题目，IDE 与转换器不限代码行数，享受优先支持。' },
];

const STACK: { area: string; items: string[] }[] = [
  { area: '前端', items: ['React 19', 'TypeScript', 'Ant Design 6', 'React Router', 'Vite'] },
  { area: '后端', items: ['Node.js 24', 'Fastify', 'zod', 'PostgreSQL / PGlite', 'nodemailer'] },
  { area: '硬件工具链', items: ['Icarus Verilog', 'GHDL', 'Verilator', 'Yosys', 'bubblewrap 沙箱'] },
];

export default function AboutPage() {
  const { token } = theme.useToken();
  return (
    <PageFrame
      title="平台介绍"
      lead="VeriDojo 是一个中文的 Verilog 学习与练习平台，面向学习数字电路设计的学生和工程师：在题目中练习，在 IDE 中实验，在评测中进步。"
    >
      <Card title="我们在做什么">
        <Paragraph>
          学习 Verilog 最有效的方式是写代码、跑仿真、看波形。VeriDojo
          把这几步放进浏览器：题目给出明确的规格，评测系统用同一组激励驱动你的设计和参考设计，
          逐拍比对输出；不一致时，日志会指出第一处错误出现的时间，波形让你直接看到差别。
        </Paragraph>
        <Paragraph style={{ marginBottom: 0 }}>所有用户代码都在隔离的沙箱中编译和运行，平台服务器本身从不执行用户代码。</Paragraph>
      </Card>

      <section>
        <Typography.Title level={3}>主要功能</Typography.Title>
        <Row gutter={[16, 16]}>
          {FEATURES.map((f) => (
            <Col key={f.title} xs={24} sm={12} md={8}>
              <Card style={{ height: '100%' }}>
                <div style={{ fontSize: 24, color: token.colorPrimary, marginBottom: 8 }}>{f.icon}</div>
                <Text strong>{f.title}</Text>
                <Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                  {f.text}
                </Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <Card title="技术栈">
        {STACK.map((s) => (
          <div key={s.area} style={{ display: 'flex', gap: 12, alignItems: 'baseline', padding: '6px 0', flexWrap: 'wrap' }}>
            <Text strong style={{ minWidth: 80 }}>
              {s.area}
            </Text>
            <span>
              {s.items.map((item) => (
                <Tag key={item} style={{ marginBottom: 4 }}>
                  {item}
                </Tag>
              ))}
            </span>
          </div>
        ))}
        <Paragraph style={{ margin: '12px 0 0' }}>
          平台使用的开源组件及其许可证，以及收费与免费服务的说明，见<Link to="/opensource">开源声明</Link>。
        </Paragraph>
      </Card>

      <ContactSection />

      <Card title="致谢">
        <Paragraph style={{ marginBottom: 0 }}>
          感谢 Icarus Verilog、GHDL、Verilator 等开源硬件工具的作者与维护者，是他们让在线评测成为可能；感谢 HDLBits、EDA Playground 等平台为
          Verilog 教学探索出的宝贵经验；也感谢每一位提交反馈、帮助我们改进题目的用户。
        </Paragraph>
      </Card>
    </PageFrame>
  );
}
