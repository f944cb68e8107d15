/** /online-ide — the online IDE (files, compile, simulate, waveform, AI). Placeholder until the IDE is built. */
import { UnderConstruction } from '../under-construction/UnderConstruction.tsx';

export default function OnlineIdePage() {
  return <UnderConstruction title="在线Verilog编译" />;
}
