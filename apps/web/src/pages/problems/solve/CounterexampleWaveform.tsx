/**
 * The counterexample drawn as a waveform (issue 32): its dump built here and shown in the waveform
 * viewer, both in this lazily loaded chunk — the problem page does not download them until a
 * learner asks for the waveform of a counterexample.
 */
import type { SubmissionCounterexample } from '@veridojo/contracts';
import { useMemo } from 'react';
import { counterexampleVcd } from '../../../waveform/counterexample-vcd.ts';
import { WaveformViewer } from '../../../waveform/WaveformViewer.tsx';

/** Why 260 px: the inputs, two rows per output and the mismatch flag of a typical problem, without scrolling. */
const HEIGHT = 260;

export default function CounterexampleWaveform({ counterexample }: { counterexample: SubmissionCounterexample }) {
  const vcd = useMemo(() => counterexampleVcd(counterexample), [counterexample]);
  return <WaveformViewer vcd={vcd} height={HEIGHT} />;
}
