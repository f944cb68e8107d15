/**
 * The problem page once the problem has loaded (spec §2): on the left the description, run log,
 * waveform and synthesis (issue 32; its own lazy chunk, loaded when the section is first opened)
 * as collapsible sections; on the right the editor card, the next-problem button
 * and the submission history. A submit opens the log and waveform and folds the description.
 * Opened from a class's assignment, the page names that assignment beside 返回题库.
 */
import { ArrowLeftOutlined, RightOutlined } from '@ant-design/icons';
import type { Diagnostic } from '@veridojo/contracts';
import { Button, Col, Collapse, Empty, Row, theme } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from '../../../app/feedback.tsx';
import { loggedInOrAsk } from '../../../app/guards.tsx';
import { LazyBoundary } from '../../../app/LazyBoundary.tsx';
import { useCurrentUser } from '../../../auth/session.ts';
import { Spinner } from '../../../ui/Spinner.tsx';
import { assignmentOriginOf } from '../../classes/assignment-origin.ts';
import { nextProblemId } from '../next-problem.ts';
import { Description } from './Description.tsx';
import type { EditorHandle } from '../../../editor/editor-handle.ts';
import { EditorCard } from './EditorCard.tsx';
import { RunLog } from './RunLog.tsx';
import { SubmissionHistory } from './SubmissionHistory.tsx';
import { useDrafts } from './use-drafts.ts';
import { useJudging } from './use-judging.ts';
import type { ProblemDetail } from './use-problem.ts';
import { WaveformPane } from './WaveformPane.tsx';

const SynthesisSection = lazy(() => import('./SynthesisSection.tsx'));

const EMPTY_CODE = '请输入Verilog代码';
const NO_DIAGNOSTICS: readonly Diagnostic[] = [];

type Section = 'description' | 'log' | 'waveform' | 'synthesis';

function NextProblemButton({ solved, nextId }: { solved: boolean; nextId: number | null }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const hint = !solved ? '通过本题后即可进入下一题' : nextId === null ? '已经是最后一题了' : null;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button type="primary" disabled={!solved || nextId === null} onClick={() => void navigate(`/problem/${nextId}`)}>
        下一题 <RightOutlined />
      </Button>
      {hint && <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{hint}</span>}
    </div>
  );
}

export function SolveView({ problem }: { problem: ProblemDetail }) {
  const user = useCurrentUser();
  const { token } = theme.useToken();
  // Opened from a class's assignment (its link's history state): name it, with the way back.
  const origin = assignmentOriginOf(useLocation().state);
  const loggedIn = user !== null;
  const editor = useRef<EditorHandle>(null);
  const code = useRef(problem.code_template);
  const [open, setOpen] = useState<Section[]>(['description']);
  const judging = useJudging(problem.id, loggedIn);
  const setCode = (text: string) => {
    code.current = text;
    editor.current?.setCode(text);
  };
  const drafts = useDrafts({ problemId: problem.id, loggedIn, template: problem.code_template, getCode: () => code.current, setCode });
  const diagnostics = judging.view?.result?.details?.diagnostics ?? NO_DIAGNOSTICS;
  const nextId = useMemo(() => (judging.solved ? nextProblemId(problem.id, problem.next_problem_id) : null), [judging.solved, problem]);

  const submit = async () => {
    if (!loggedInOrAsk()) return;
    if (code.current.trim() === '') {
      toast.warning(EMPTY_CODE);
      return;
    }
    if (await judging.submit(code.current)) {
      setOpen(['log', 'waveform']);
      drafts.saveQuietly();
    }
  };

  const jumpToLine = (line: number) => editor.current?.jumpToLine(line);

  return (
    <div style={{ maxWidth: 1680, margin: '0 auto', padding: '16px 24px 48px' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 24px', marginBottom: 12 }}>
        <Link to="/problem/all" style={{ display: 'inline-flex', gap: 6 }}>
          <ArrowLeftOutlined /> 返回题库
        </Link>
        {origin && (
          <span data-testid="assignment-origin" style={{ color: token.colorTextSecondary }}>
            本题属于作业「{origin.assignmentTitle}」 · <Link to={`/user/classes/${origin.classId}`}>返回班级「{origin.className}」</Link>
          </span>
        )}
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Collapse
            activeKey={open}
            onChange={(keys) => setOpen(keys as Section[])}
            items={[
              { key: 'description', label: '题目描述', children: <Description problem={problem} /> },
              { key: 'log', label: '运行日志', children: <RunLog view={judging.view} onJumpToLine={jumpToLine} /> },
              { key: 'waveform', label: '波形显示', children: <WaveformPane view={judging.view} /> },
              {
                key: 'synthesis',
                label: '综合',
                // antd renders a section's children when it is first opened: the chunk and the report load then.
                children: (
                  <LazyBoundary
                    onError={(error) => console.error('综合报告加载失败', error)}
                    fallback={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="综合报告加载失败，请刷新页面后重试" />}
                  >
                    <Suspense
                      fallback={
                        <div role="status" aria-label="综合报告加载中" style={{ display: 'flex', justifyContent: 'center', padding: 24 }}>
                          <Spinner size={24} />
                        </div>
                      }
                    >
                      <SynthesisSection view={judging.view} onJumpToLine={jumpToLine} />
                    </Suspense>
                  </LazyBoundary>
                ),
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={12} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <EditorCard
            initialCode={code.current}
            editorRef={editor}
            onCodeChange={(text) => (code.current = text)}
            diagnostics={diagnostics}
            submitting={judging.submitting}
            savedAt={drafts.savedAt}
            onLoadDraft={() => loggedInOrAsk() && void drafts.load()}
            onSaveDraft={() => loggedInOrAsk() && void drafts.save()}
            onClear={() => setCode('')}
            onSubmit={() => void submit()}
          />
          <NextProblemButton solved={judging.solved} nextId={nextId} />
          <SubmissionHistory
            loggedIn={loggedIn}
            history={judging.history}
            openedId={judging.view?.id ?? null}
            onOpen={(entry) => {
              setOpen((keys) => [...new Set([...keys, 'log' as const, 'waveform' as const])]);
              void judging.open(entry);
            }}
            onRetry={judging.reloadHistory}
          />
        </Col>
      </Row>
    </div>
  );
}
