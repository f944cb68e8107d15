/** /verilog-converter — Verilog to VHDL conversion and syntax check. Placeholder until the converter is built. */
import { UnderConstruction } from '../under-construction/UnderConstruction.tsx';

export default function ConverterPage() {
  return <UnderConstruction title="Verilog转VHDL" />;
}
