/** The problem description section (spec §2): title, difficulty, tags and the statement in Markdown. */
import { theme } from 'antd';
import { MarkdownView } from '../../../markdown/MarkdownView.tsx';
import { DifficultyTag, TopicTags } from '../problem-labels.tsx';
import type { ProblemDetail } from './use-problem.ts';

export function Description({ problem }: { problem: ProblemDetail }) {
  const { token } = theme.useToken();
  return (
    <div data-testid="problem-description">
      <h1 style={{ fontSize: token.fontSizeHeading3, color: token.colorTextHeading, margin: '0 0 8px', fontWeight: 600 }}>
        {problem.title}
      </h1>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 16 }}>
        <DifficultyTag difficulty={problem.difficulty} />
        <TopicTags tags={problem.tags} />
      </div>
      <MarkdownView content={problem.document} />
    </div>
  );
}
