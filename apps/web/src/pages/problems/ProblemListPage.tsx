/** /problem/all — the problem list (table, tag filter, limits). Placeholder until the problem bank is built. */
import { UnderConstruction } from '../under-construction/UnderConstruction.tsx';

export default function ProblemListPage() {
  return <UnderConstruction title="题库" />;
}
