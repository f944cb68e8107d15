/**
 * /opensource — the open-source statement: components and licences, what is charged for and what is
 * free, the platform's own features, acknowledgements and contact.
 */
import { CheckOutlined, DollarOutlined } from '@ant-design/icons';
import { Card, Col, Row, Table, Tag, Typography } from 'antd';
import { PageFrame } from '../shared/PageFrame.tsx';
import { ContactSection } from '../shared/ContactSection.tsx';
import { OPEN_COMPONENTS, type OpenComponent } from './components.ts';

const { Paragraph, Text } = Typography;

/** Spec §1: the paid services named by the statement. */
const PAID = [
  { title: '在线 IDE', text: '编译、仿真与波形查看；普通用户有代码行数限制，VIP 不限。' },
  { title: 'Verilog 转 VHDL 转换器', text: '转换与语法检查；普通用户有代码行数限制，VIP 不限。' },
  { title: '在线评测', text: '普通用户可评测前若干道题目，VIP 可评测全部题目。' },
  { title: '会员等级', text: 'VIP 会员按套餐时长付费开通，到期后恢复为普通用户。' },
  { title: 'AI 工具调用', text: 'AI 提交分析与 IDE 中的 AI 助手，调用第三方大模型服务。' },
];

const FREE = [
  '注册账号、找回密码和个人中心',
  '浏览题库与题目描述，评测免费额度内的题目',
  '在行数限制内使用在线 IDE 与转换器',
  '平台介绍、开源声明等全部公开页面',
  '本页所列开源组件本身：它们依各自许可证免费提供，平台收取的是托管服务的费用，而非软件本身',
];

const OWN_FEATURES = [
  '题库与评测系统：题目格式、testbench 比对、判题队列与沙箱中的评测执行器',
  '在线 IDE：项目文件管理、编译仿真、波形解析与查看',
  'Verilog 转 VHDL：转换、语法检查与转换结果校验',
  'AI 助手：提交分析与对话',
  'VIP 会员与扫码支付、订单管理',
  '管理后台：用户、题目与系统配置管理，会员信息导出',
  '账号系统：登录注册、会话管理、邮箱验证码找回密码',
];

const columns = [
  {
    title: '组件',
    dataIndex: 'name',
    key: 'name',
    render: (name: string, c: OpenComponent) => (
      <Typography.Link href={c.url} target="_blank" rel="noreferrer">
        {name}
      </Typography.Link>
    ),
  },
  { title: '在平台中的用途', dataIndex: 'use', key: 'use' },
  { title: '许可证', dataIndex: 'licence', key: 'licence', render: (licence: string) => <Tag>{licence}</Tag> },
];

export default function OpenSourcePage() {
  return (
    <PageFrame
      title="开源声明"
      lead="VeriDojo 建立在众多优秀的开源项目之上。本页列出平台使用的开源组件及其许可证，并说明哪些服务收费、哪些免费。"
    >
      <Card title="开源组件与许可证">
        <Table<OpenComponent> rowKey="name" columns={columns} dataSource={OPEN_COMPONENTS} pagination={false} size="small" />
        <Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
          Icarus Verilog、GHDL、Verilator、Yosys 和 bubblewrap
          作为独立程序在服务器上运行，平台未修改其源代码，也未将其与平台代码链接；它们的源代码可从各自项目主页获取。各组件的完整许可证文本随其源代码发布。
        </Paragraph>
      </Card>

      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Card
            title={
              <>
                <DollarOutlined /> 收费服务
              </>
            }
            style={{ height: '100%' }}
          >
            {PAID.map((p) => (
              <Paragraph key={p.title}>
                <Text strong>{p.title}</Text>：{p.text}
              </Paragraph>
            ))}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={
              <>
                <CheckOutlined /> 免费内容
              </>
            }
            style={{ height: '100%' }}
          >
            <ul style={{ paddingInlineStart: 20, margin: 0 }}>
              {FREE.map((f) => (
                <li key={f} style={{ marginBottom: 8 }}>
                  {f}
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>

      <Card title="平台自有功能">
        <Paragraph>以下功能由 VeriDojo 团队自行开发：</Paragraph>
        <ul style={{ paddingInlineStart: 20, margin: 0 }}>
          {OWN_FEATURES.map((f) => (
            <li key={f} style={{ marginBottom: 8 }}>
              {f}
            </li>
          ))}
        </ul>
      </Card>

      <Card title="致谢">
        <Paragraph style={{ marginBottom: 0 }}>
          感谢上述所有开源项目的作者、维护者与贡献者。没有 Icarus Verilog、GHDL、Verilator 等硬件工具多年的积累，就没有浏览器里的 Verilog
          评测；没有 React、Ant Design、Fastify、PostgreSQL 等项目，也就没有这个平台。
        </Paragraph>
      </Card>

      <ContactSection />
    </PageFrame>
  );
}
