/** A message shown for a while and then gone (the converter's success and 已复制 texts, spec §4, §9). */
import { useEffect, useState } from 'react';

/** The value shown (null: none) and its setter; a value set disappears `ms` after it was set. */
export function useShownFor<T>(ms: number): [T | null, (value: T | null) => void] {
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    if (shown === null) return;
    const timer = setTimeout(() => setShown(null), ms);
    return () => clearTimeout(timer);
  }, [shown, ms]);
  return [shown, setShown];
}
