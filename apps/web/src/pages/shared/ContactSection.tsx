/** The contact block shared by the about and open-source pages. */
import { MailOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { REPLY_WITHIN, SUPPORT_EMAIL } from '../../app/contact.ts';

export function ContactSection() {
  return (
    <Card title="联系我们">
      <Typography.Paragraph>
        问题反馈、题目纠错、合作与许可相关事宜，请发送邮件至{' '}
        <Typography.Link href={`mailto:${SUPPORT_EMAIL}`}>
          <MailOutlined /> {SUPPORT_EMAIL}
        </Typography.Link>
        ，我们会在{REPLY_WITHIN}回复。
      </Typography.Paragraph>
    </Card>
  );
}
