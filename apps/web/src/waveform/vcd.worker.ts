/** Parses a VCD off the main thread; the typed arrays of the result are transferred, not copied. */
import { parseVcd, VcdError, type Waveform } from '@veridojo/waveform';

export type WorkerReply = { ok: true; waveform: Waveform } | { ok: false; detail: string };

/** The buffers behind a waveform's typed arrays (each once). */
function buffers(waveform: Waveform): ArrayBuffer[] {
  const all = new Set<ArrayBuffer>([waveform.times.buffer as ArrayBuffer]);
  for (const trace of waveform.traces) {
    all.add(trace.at.buffer as ArrayBuffer);
    all.add(trace.values.buffer as ArrayBuffer);
  }
  return [...all];
}

// The DOM typings describe window.postMessage; a dedicated worker's takes a transfer list.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(m: WorkerReply, t: Transferable[]): void;
};

scope.onmessage = (event) => {
  try {
    const waveform = parseVcd(event.data);
    scope.postMessage({ ok: true, waveform }, buffers(waveform));
  } catch (error) {
    scope.postMessage({ ok: false, detail: error instanceof VcdError ? error.detail : String(error) }, []);
  }
};
