/** Profile form messages (spec §2): shown for about 2 seconds, then faded out. */
import { Alert } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why 2 s: the spec's profile message time; the fade adds 0.3 s. */
const FLASH_VISIBLE_MS = 2000;
const FADE_MS = 300;

interface Flash {
  type: 'success' | 'error';
  text: string;
  fading: boolean;
}

export function useFlash(): [Flash | null, (type: Flash['type'], text: string) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = () => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  };
  useEffect(() => clear, []);
  const show = useCallback((type: Flash['type'], text: string) => {
    clear();
    setFlash({ type, text, fading: false });
    timers.current.push(
      setTimeout(() => setFlash((f) => f && { ...f, fading: true }), FLASH_VISIBLE_MS),
      setTimeout(() => setFlash(null), FLASH_VISIBLE_MS + FADE_MS),
    );
  }, []);
  return [flash, show];
}

export function FlashMessage({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <Alert
      type={flash.type}
      title={flash.text}
      showIcon
      role={flash.type === 'error' ? 'alert' : 'status'}
      style={{ marginBottom: 16, opacity: flash.fading ? 0 : 1, transition: `opacity ${FADE_MS}ms ease` }}
    />
  );
}
