/**
 * What the student's class views share (issue 33): a problem's state tag and an assignment's
 * phase with its time left. The personal center's card and the class page both show them, so the
 * two never word a state differently.
 */
import { CheckCircleFilled, ClockCircleOutlined, CloseCircleFilled, MinusCircleOutlined } from '@ant-design/icons';
import type { MyAssignment, MyAssignmentProblem } from '@veridojo/contracts';
import { Tag, theme } from 'antd';
import { PHASE_COLORS, phaseLabel, timeLeftText } from '../teacher/class-texts.ts';

/** A problem's state as the student reads it: 未开始 / 已尝试 / 按时通过 / 迟交通过 (判题中 while one is judged). */
export function ProblemStateTag({ problem }: { problem: Pick<MyAssignmentProblem, 'state' | 'late' | 'pending'> }) {
  if (problem.state === 'passed')
    return problem.late ? (
      <Tag color="warning" icon={<CheckCircleFilled />}>
        迟交通过
      </Tag>
    ) : (
      <Tag color="success" icon={<CheckCircleFilled />}>
        按时通过
      </Tag>
    );
  if (problem.pending)
    return (
      <Tag color="processing" icon={<ClockCircleOutlined />}>
        判题中
      </Tag>
    );
  if (problem.state === 'tried')
    return (
      <Tag color="error" icon={<CloseCircleFilled />}>
        已尝试
      </Tag>
    );
  return <Tag icon={<MinusCircleOutlined />}>未开始</Tag>;
}

/** The phase tag and the time left (`还剩 2 天 3 小时`, `已截止`), on one line. */
export function AssignmentStatus({ assignment }: { assignment: Pick<MyAssignment, 'phase' | 'seconds_left'> }) {
  const { token } = theme.useToken();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Tag color={PHASE_COLORS[assignment.phase]} style={{ marginInlineEnd: 0 }}>
        {phaseLabel(assignment.phase)}
      </Tag>
      <span data-testid="time-left" style={{ color: assignment.phase === 'closed' ? token.colorTextSecondary : token.colorWarningText }}>
        {timeLeftText(assignment.phase, assignment.seconds_left)}
      </span>
    </span>
  );
}
