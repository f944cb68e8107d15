/** The submission history of this problem (spec §2): newest first; an entry opens its status, log and waveform. */
import { CheckCircleFilled, CloseCircleFilled, SyncOutlined } from '@ant-design/icons';
import { VERDICT_LABELS } from '@veridojo/contracts';
import { Button, Card, Empty, theme } from 'antd';
import { formatShanghaiTime } from '../../../lib/time.ts';
import { TEXTS, type HistoryEntry, type HistoryState } from './use-judging.ts';

const NO_HISTORY = '暂无提交记录';

function EntryStatus({ entry }: { entry: HistoryEntry }) {
  const { token } = theme.useToken();
  if (entry.status === 'success')
    return (
      <span style={{ color: token.colorSuccess }}>
        <CheckCircleFilled /> 通过
      </span>
    );
  if (entry.status === 'failed')
    return (
      <span style={{ color: token.colorErrorText }}>
        <CloseCircleFilled /> 失败{entry.verdict && entry.verdict !== 'accepted' ? `（${VERDICT_LABELS[entry.verdict]}）` : ''}
      </span>
    );
  return (
    <span style={{ color: token.colorTextSecondary }}>
      <SyncOutlined spin /> 判题中
    </span>
  );
}

export function SubmissionHistory({
  loggedIn,
  history,
  openedId,
  onOpen,
  onRetry,
}: {
  loggedIn: boolean;
  history: HistoryState;
  openedId: number | null;
  onOpen: (entry: HistoryEntry) => void;
  onRetry: () => void;
}) {
  const { token } = theme.useToken();
  let body;
  if (!loggedIn) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="登录后查看提交记录" />;
  else if (history.status === 'failed')
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXTS.historyFailed}>
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      </Empty>
    );
  else if (history.status !== 'ready') body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="加载中…" />;
  else if (history.entries.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_HISTORY} />;
  else
    body = (
      <ul aria-label="提交记录" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 320, overflowY: 'auto' }}>
        {history.entries.map((entry) => (
          <li key={entry.submission_id}>
            <button
              type="button"
              data-testid="history-entry"
              aria-current={entry.submission_id === openedId ? 'true' : undefined}
              onClick={() => onOpen(entry)}
              style={{
                width: '100%',
                display: 'flex',
                justifyContent: 'space-between',
                gap: 12,
                padding: '8px 12px',
                border: 'none',
                borderBottom: `1px solid ${token.colorBorderSecondary}`,
                background: entry.submission_id === openedId ? token.controlItemBgActive : 'transparent',
                color: token.colorText,
                cursor: 'pointer',
                font: 'inherit',
                textAlign: 'left',
              }}
            >
              <span>
                <span style={{ color: token.colorTextSecondary, marginRight: 12 }}>#{entry.submission_id}</span>
                <EntryStatus entry={entry} />
              </span>
              <span style={{ color: token.colorTextSecondary }}>{formatShanghaiTime(entry.created_at)}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  return (
    <Card
      title="提交记录"
      size="small"
      styles={{ body: { padding: history.status === 'ready' && history.entries.length > 0 ? 0 : undefined } }}
    >
      {body}
    </Card>
  );
}
