/** The footer's pop-ups: 联系我们 and 隐私政策 (loaded on first click). */
import { Modal, Typography } from 'antd';
import { PRODUCT_NAME, REPLY_WITHIN, SUPPORT_EMAIL } from './contact.ts';
import type { FooterDialogName } from './Footer.tsx';

const { Paragraph, Title, Text } = Typography;

function ContactContent() {
  return (
    <>
      <Paragraph>使用中遇到问题、发现题目或评测有误，或者对平台有任何建议，欢迎与我们联系。</Paragraph>
      <Paragraph>
        邮箱：
        <Typography.Link href={`mailto:${SUPPORT_EMAIL}`} copyable={{ text: SUPPORT_EMAIL, tooltips: ['复制邮箱', '已复制'] }}>
          {SUPPORT_EMAIL}
        </Typography.Link>
      </Paragraph>
      <Paragraph>我们会在{REPLY_WITHIN}回复。反馈题目问题时，请附上题目编号和提交时间，方便我们定位。</Paragraph>
      <Paragraph type="secondary" style={{ marginBottom: 0 }}>
        账号与会员问题请使用注册邮箱来信，以便我们核实账号归属。
      </Paragraph>
    </>
  );
}

function PrivacyContent() {
  return (
    <>
      <Paragraph>本政策说明 {PRODUCT_NAME} 收集哪些信息、如何使用以及您拥有的权利。</Paragraph>
      <Title level={5}>我们保存的信息</Title>
      <ul>
        <li>
          <Text strong>账号信息：</Text>用户名、密码的加盐哈希（不保存明文密码）、会员类型与到期时间。
        </li>
        <li>
          <Text strong>邮箱：</Text>选填，仅用于发送找回密码的验证码和回复您的来信。
        </li>
        <li>
          <Text strong>提交记录：</Text>您提交评测的代码、评测结果、日志与波形，以及在线 IDE 中保存的项目文件。
        </li>
        <li>
          <Text strong>订单：</Text>VIP 订单的编号、金额、状态与时间；支付由第三方支付平台完成，我们不接触您的支付账户信息。
        </li>
      </ul>
      <Title level={5}>Cookie 与本地存储</Title>
      <Paragraph>
        我们只使用一个会话 Cookie 来保持登录状态，不使用广告或跨站跟踪
        Cookie。浏览器本地存储仅保存主题选择、题目标签筛选和当前登录用户的基本信息。
      </Paragraph>
      <Title level={5}>使用与共享</Title>
      <Paragraph>
        信息仅用于提供评测、IDE、转换器、会员等服务和保障账号安全，不出售、不出租给任何第三方。使用 AI 分析时，相关代码会发送给 AI
        服务提供方以生成回答。
      </Paragraph>
      <Title level={5}>您的权利</Title>
      <Paragraph style={{ marginBottom: 0 }}>
        您可以在个人中心修改用户名和密码；如需导出或删除账号及其数据，请发送邮件至 {SUPPORT_EMAIL}。
      </Paragraph>
    </>
  );
}

export default function FooterDialog({ name, onClose }: { name: FooterDialogName; onClose: () => void }) {
  return (
    <Modal
      open
      title={name === 'contact' ? '联系我们' : '隐私政策'}
      onCancel={onClose}
      footer={null}
      width={name === 'contact' ? 480 : 640}
    >
      {name === 'contact' ? <ContactContent /> : <PrivacyContent />}
    </Modal>
  );
}
