/**
 * The toast list (antd message bound to the theme), loaded with the first toast: antd's message
 * and notification code is about 10 kB gzip that the home page does not need to draw (issue 30).
 */
import { message } from 'antd';
import { useEffect } from 'react';
import { attachToasts, TOAST_CONFIG } from './feedback.tsx';

/** For a toast shown while no FeedbackHost is mounted (antd's own container, without the theme). */
export const staticMessages = message;

export default function ToastHolder() {
  const [api, holder] = message.useMessage(TOAST_CONFIG);
  useEffect(() => attachToasts(api), [api]);
  return holder;
}
