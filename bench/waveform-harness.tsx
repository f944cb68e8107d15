// Page of bench/waveform-redraw: the app's theme around the waveform viewer, fed the VCD named in
// the query (?vcd=/wave.vcd&height=600). Bundled with esbuild by the benchmark.
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from '../apps/web/src/theme/ThemeProvider.tsx';
import { WaveformViewer } from '../apps/web/src/waveform/WaveformViewer.tsx';

const query = new URLSearchParams(location.search);
const text = await (await fetch(query.get('vcd') ?? '/wave.vcd')).text();
createRoot(document.getElementById('root')!).render(
  <ThemeProvider>
    <div style={{ padding: 16 }}>
      <WaveformViewer vcd={text} height={Number(query.get('height') ?? 320)} />
    </div>
  </ThemeProvider>,
);
