/** A whole-second countdown (the forgot-password resend timer): start(n) counts n, n-1, … 0. */
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(): [seconds: number, start: (seconds: number) => void] {
  const [seconds, setSeconds] = useState(0);
  const running = seconds > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const start = useCallback((value: number) => setSeconds(Math.max(0, Math.ceil(value))), []);
  return [seconds, start];
}
