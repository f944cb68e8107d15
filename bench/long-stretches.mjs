// The longest stretches a process's event loop was busy without a break, from a V8 CPU profile
// (node --cpu-prof; for the server during a bench: BENCH_SERVER_EXEC_ARGV='--cpu-prof
// --cpu-prof-dir=DIR --cpu-prof-interval=250'), each with the functions that filled it. A stretch is
// a run of consecutive samples that are not (idle); a gap between two samples counts at most 3 ms,
// so time the process spent descheduled on a busy machine does not count as work. A stretch may
// hold several tasks back to back: what another request waited behind.
// Run: node bench/long-stretches.mjs DIR/CPU.*.cpuprofile [how many, default 10]
import fs from 'node:fs';

/** Why 3 ms: a few sampling intervals; longer gaps between samples are the process not running. */
const MAX_GAP_US = 3000;

const profile = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const label = (id) => {
  const { functionName, url, lineNumber } = nodes.get(id).callFrame;
  return `${functionName || '(anonymous)'} ${(url || '').split('/').slice(-2).join('/')}:${lineNumber}`;
};

const stretches = [];
let current = null;
profile.samples.forEach((id, i) => {
  if (nodes.get(id).callFrame.functionName === '(idle)') {
    if (current) stretches.push(current);
    current = null;
    return;
  }
  const ms = Math.min(profile.timeDeltas[i] ?? 0, MAX_GAP_US) / 1000;
  current ??= { ms: 0, by: new Map() };
  current.ms += ms;
  current.by.set(label(id), (current.by.get(label(id)) ?? 0) + ms);
});
if (current) stretches.push(current);

for (const { ms, by } of stretches.sort((a, b) => b.ms - a.ms).slice(0, Number(process.argv[3] ?? 10))) {
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`${ms.toFixed(1).padStart(8)} ms  ${top.map(([name, t]) => `${name} ${t.toFixed(1)}`).join(' | ')}`);
}
