// Preloaded into a benchmarked server (startServer's `loopDelay` option): measures the server's
// own event-loop delay with perf_hooks, so a bench can tell how long the server kept every other
// request waiting during one phase, apart from the noise of the client's own timing. On SIGUSR2
// it writes the longest delay since the last signal (ms) to LOOP_DELAY_FILE, then starts over.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Why 1 ms: the finest the histogram samples; the goals it serves are tens of milliseconds.
const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
process.on('SIGUSR2', () => {
  fs.writeFileSync(process.env.LOOP_DELAY_FILE, String(histogram.max / 1e6));
  histogram.reset();
});
