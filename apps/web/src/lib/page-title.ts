/** Sets the browser tab's title for a page: `题库 - VeriDojo`. */
import { useEffect } from 'react';

export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} - VeriDojo` : 'VeriDojo';
  }, [title]);
}
