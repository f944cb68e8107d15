/** parseVcdAsync: small dumps are parsed right here, large ones in a Web Worker so the page keeps responding. */
import { parseVcd, VcdError, type Waveform } from '@veridojo/waveform';
import type { WorkerReply } from './vcd.worker.ts';

/**
 * Below this many characters the parse takes a few milliseconds (about 150 MB/s), less than
 * starting a worker and copying the text to it; every judge dump is far below it.
 */
export const INLINE_LIMIT = 1 << 20;

export function parseVcdAsync(text: string, signal?: AbortSignal): Promise<Waveform> {
  if (text.length < INLINE_LIMIT || typeof Worker === 'undefined') return Promise.resolve().then(() => parseVcd(text));
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./vcd.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // No worker allowed here (a content security policy, an old browser): parse on this thread.
      resolve(parseVcd(text));
      return;
    }
    const stop = () => {
      worker.terminate();
      reject(new DOMException('aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<WorkerReply>) => {
      worker.terminate();
      signal?.removeEventListener('abort', stop);
      const reply = event.data;
      if (reply.ok) resolve(reply.waveform);
      else reject(new VcdError(reply.detail));
    };
    worker.onerror = (event) => {
      // The worker script itself failed to load or run: fall back to parsing here.
      event.preventDefault();
      worker.terminate();
      signal?.removeEventListener('abort', stop);
      try {
        resolve(parseVcd(text));
      } catch (error) {
        reject(error);
      }
    };
    worker.postMessage(text);
  });
}
