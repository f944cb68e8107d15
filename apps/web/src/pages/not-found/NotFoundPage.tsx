/** Any path the route table does not know. */
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';

export default function NotFoundPage() {
  usePageTitle('页面不存在');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移动。"
      extra={
        <Button type="primary" onClick={() => void navigate('/')}>
          返回首页
        </Button>
      }
      style={{ padding: '64px 24px' }}
    />
  );
}
