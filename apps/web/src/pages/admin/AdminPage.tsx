/** /admin — user, problem and system configuration management (admins only). Placeholder until the back office is built. */
import { UnderConstruction } from '../under-construction/UnderConstruction.tsx';

export default function AdminPage() {
  return <UnderConstruction title="管理后台" />;
}
