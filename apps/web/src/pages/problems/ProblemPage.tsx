/** /problem/:id — the problem page (statement, editor, judging, waveform). Placeholder until the judge is built. */
import { useParams } from 'react-router';
import { UnderConstruction } from '../under-construction/UnderConstruction.tsx';

export default function ProblemPage() {
  const { id } = useParams();
  return <UnderConstruction title={`题目 ${id ?? ''}`.trim()} />;
}
