/**
 * /problem/all — the problem list (spec §2): title, the free limit for normal users, the tag
 * filter, and per chapter (curriculum order) the table of problems; a login card for visitors.
 */
import { exemptFromFreeLimits, type User } from '@veridojo/contracts';
import { Alert, Button, Empty } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RequireLogin } from '../../app/guards.tsx';
import { openLoginModal } from '../../auth/auth-modals.ts';
import { useCurrentUser } from '../../auth/session.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { Panel } from '../../ui/Panel.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { StatusView } from '../../ui/StatusView.tsx';
import { Heading, Muted, Paragraph } from '../../ui/text.tsx';
import { usePublicConfig } from '../home/use-public-config.ts';
import { ChapterTable } from './ChapterTable.tsx';
import { byChapter, filterByTags, loadSelectedTags, saveProblemSequence, saveSelectedTags, tagsOf } from './problem-filter.ts';
import { TagFilter } from './TagFilter.tsx';
import { useProblemList } from './use-problem-list.ts';

/** Normal users see how many problems they may open (spec §2); paid members and admins have no limit. */
function LimitHint({ user }: { user: User }) {
  const config = usePublicConfig();
  const navigate = useNavigate();
  if (exemptFromFreeLimits(user, new Date()) || config.status !== 'ready') return null;
  const { problem_limit: limit, total_problems: total } = config.config;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="problem-limit-hint"
      title={`普通用户可练习前 ${limit} 道题目，题库共 ${total} 道题目。升级VIP即可解锁全部题目。`}
      action={
        <Button size="small" type="primary" onClick={() => void navigate('/vip-recharge')}>
          升级VIP
        </Button>
      }
    />
  );
}

function LoginCard() {
  return (
    <Panel data-testid="login-card" style={{ maxWidth: 520, margin: '24px auto 0', textAlign: 'center' }}>
      <Heading level={4}>登录后查看题目列表</Heading>
      <Paragraph secondary>登录后即可浏览全部题目、提交代码并记录你的练习进度。</Paragraph>
      <div style={{ display: 'flex', gap: 12, justifyContent: 'center' }}>
        <Button type="primary" onClick={() => openLoginModal('login')}>
          登录
        </Button>
        <Button onClick={() => openLoginModal('register')}>注册</Button>
      </div>
    </Panel>
  );
}

function ProblemTables({ user }: { user: User }) {
  const { state, reload } = useProblemList();
  const [selected, setSelected] = useState<string[]>(loadSelectedTags);
  const problems = useMemo(() => (state.status === 'ready' ? state.problems : []), [state]);
  const tags = useMemo(() => tagsOf(problems), [problems]);
  // A saved tag that no problem carries any more would hide everything: it is ignored.
  const active = useMemo(() => selected.filter((t) => tags.includes(t)), [selected, tags]);
  const shown = useMemo(() => filterByTags(problems, active), [problems, active]);

  useEffect(() => {
    if (state.status === 'ready') saveProblemSequence(shown.filter((p) => !p.locked).map((p) => p.id));
  }, [state.status, shown]);

  const choose = (next: string[]) => {
    setSelected(next);
    saveSelectedTags(next);
  };

  if (state.status === 'loading') {
    return (
      <div role="status" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, padding: '64px 0' }}>
        <Spinner />
        <Muted>题目加载中…</Muted>
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <StatusView
        status="error"
        title={`加载出错: ${state.message}`}
        actions={
          <Button type="primary" onClick={reload}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <>
      <LimitHint user={user} />
      <TagFilter tags={tags} selected={active} onChange={choose} />
      {shown.length === 0 ? (
        <Empty description="没有同时带有所选标签的题目" />
      ) : (
        byChapter(shown).map((chapter) => <ChapterTable key={chapter.id} title={chapter.title} problems={chapter.problems} />)
      )}
    </>
  );
}

export default function ProblemListPage() {
  usePageTitle('题库');
  const user = useCurrentUser();
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 64px', display: 'flex', flexDirection: 'column', gap: 20 }}>
      <Heading level={2} style={{ margin: 0 }}>
        题库
      </Heading>
      <RequireLogin fallback={<LoginCard />}>{user && <ProblemTables user={user} />}</RequireLogin>
    </div>
  );
}
