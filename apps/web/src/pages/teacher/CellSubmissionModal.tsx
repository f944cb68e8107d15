/**
 * One gradebook cell's submission, read-only (issue 33): the student's code in the editor set to
 * read only, the run log and the waveform — the problem page's own RunLog and WaveformPane, fed the
 * teacher's calls (gradebookSubmission, gradebookSubmissionWaveform) instead of the learner's.
 */
import { Col, Modal, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { apiRequest } from '../../api/client.ts';
import { useApiQuery, useQuery } from '../../api/query.ts';
import { EditorLoading } from '../../editor/EditorLoading.tsx';
import { formatShanghaiTime } from '../../lib/time.ts';
import { RunLog } from '../problems/solve/RunLog.tsx';
import type { SubmissionView } from '../problems/solve/use-judging.ts';
import { WaveformPane } from '../problems/solve/WaveformPane.tsx';

const CodeEditor = lazy(() => import('../../editor/CodeEditor.tsx'));
const NO_DIAGNOSTICS: never[] = [];
const ignore = () => {};

export function CellSubmissionModal({ submissionId, onClose }: { submissionId: number; onClose: () => void }) {
  const read = useApiQuery('gradebookSubmission', { params: { id: submissionId } }, { failure: '获取提交失败' });
  const wave = useQuery(`gradebookSubmissionWaveform ${submissionId}`, (signal) =>
    apiRequest('gradebookSubmissionWaveform', { params: { id: submissionId }, signal }),
  );
  const data = read.data;
  const view: SubmissionView | null = data
    ? {
        id: data.submission.submission_id,
        status: data.submission.status,
        result: data.submission,
        log: data.log_content,
        waveform: wave.data?.waveform_content ?? null,
        artifacts: wave.status === 'ready' ? 'ready' : wave.status === 'failed' ? 'failed' : 'loading',
      }
    : null;
  return (
    <Modal
      open
      width="min(1200px, 96vw)"
      footer={null}
      onCancel={onClose}
      title={
        data
          ? `${data.student.username} · ${data.problem.title} · 提交 #${data.submission.submission_id}（${formatShanghaiTime(data.submission.created_at)}）`
          : '提交详情'
      }
    >
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Row gutter={[16, 16]} data-testid="cell-submission">
          <Col xs={24} lg={13}>
            <Suspense fallback={<EditorLoading />}>
              <CodeEditor key={submissionId} initialCode={data.code} onChange={ignore} diagnostics={NO_DIAGNOSTICS} readOnly />
            </Suspense>
          </Col>
          <Col xs={24} lg={11}>
            <RunLog view={view} onJumpToLine={ignore} analysis={false} counterexample={false} />
          </Col>
          <Col span={24}>
            <WaveformPane view={view} />
          </Col>
        </Row>
      )}
    </Modal>
  );
}
