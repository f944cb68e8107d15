// Markdown display rules (spec §5): removeFirstH1, placeholder, GFM options, sanitising, WaveDrom pictures.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render.tsx';
import { EMPTY_MARKDOWN, removeFirstH1, renderMarkdown } from './markdown.ts';
import { MarkdownView } from './MarkdownView.tsx';

/** The SVG document inside a rendered WaveDrom picture. */
function pictureSvg(html: string): string {
  const src = /<img class="vd-wavedrom"[^>]* src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no WaveDrom picture in ${html.slice(0, 200)}`);
  return decodeURIComponent(src);
}

const pwned = () => (window as { __pwned?: unknown }).__pwned;

afterEach(() => {
  delete (window as { __pwned?: unknown }).__pwned;
});

describe('removeFirstH1', () => {
  it('drops everything up to and including the first "# " line', () => {
    expect(removeFirstH1('# 标题\n正文')).toBe('正文');
    expect(removeFirstH1('前言\n\n# 标题\n\n正文\n# 第二个标题')).toBe('\n正文\n# 第二个标题');
  });

  it('keeps everything when no line starts with a hash and a space', () => {
    for (const text of ['## 小节\n正文', '#标题\n正文', ' # 缩进的标题\n正文', '正文 # 不在行首']) expect(removeFirstH1(text)).toBe(text);
  });

  it('is applied by default and can be turned off', () => {
    expect(renderMarkdown('# 标题\n正文')).toBe('<p>正文</p>\n');
    expect(renderMarkdown('# 标题\n正文', { removeFirstH1: false })).toBe('<h1>标题</h1>\n<p>正文</p>\n');
  });
});

describe('rendering options', () => {
  it('turns a single line break into <br> and leaves quotes and dashes as typed', () => {
    expect(renderMarkdown('第一行\n"引号" -- 破折号...')).toBe('<p>第一行<br>"引号" -- 破折号...</p>\n');
  });

  it('renders GitHub tables and strikethrough', () => {
    const html = renderMarkdown('| a | b |\n| - | - |\n| 0 | 1 |\n\n~~旧~~')!;
    expect(html).toContain('<th>a</th>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<del>旧</del>');
  });

  it('shows the placeholder for empty, blank or title-only content', () => {
    for (const content of [undefined, null, '', '  \n ', '# 只有标题\n']) {
      const { unmount } = renderInApp(<MarkdownView content={content} />);
      expect(screen.getByText(EMPTY_MARKDOWN).tagName).toBe('P');
      unmount();
    }
  });
});

describe('sanitising (statements come from imported packs)', () => {
  it('removes script tags and event-handler attributes', () => {
    const html = renderMarkdown('<script>window.__pwned = 1</script>\n\n<img src="x.png" onerror="window.__pwned = 2">\n\n正文')!;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).toContain('<img src="x.png">');
    expect(html).toContain('正文');
  });

  it('drops javascript: links and inline styles', () => {
    const html = renderMarkdown('[点我](javascript:window.__pwned=1)\n\n<p style="position:fixed">盖住页面</p>')!;
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/style=/i);
  });

  it('puts nothing executable into the page', () => {
    const { container } = renderInApp(
      <MarkdownView content={'<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(pwned()).toBeUndefined();
  });
});

describe('WaveDrom blocks', () => {
  const block = (json: string) => `正文\n\n\`\`\`wavedrom\n${json}\n\`\`\``;

  it('renders WaveJSON (JSON5) as a picture holding an SVG of the signals', () => {
    const html = renderMarkdown(block("{ signal: [ { name: 'clk', wave: 'p...' }, { name: 'q', wave: '01.0' } ] }"))!;
    expect(html).not.toContain('<pre>');
    const svg = pictureSvg(html);
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>clk<');
    expect(svg).toContain('>q<');
    expect(svg).toMatch(/<use [^>]*xlink:href="#/);
  });

  it('draws a script payload in the WaveJSON harmlessly: no script element, handler or javascript: link survives', () => {
    const payload = `{ signal: [
      { name: ['tspan', { onmouseover: 'window.__pwned = 1' }, 'a'], wave: '01' },
      { name: '<script>window.__pwned = 2</script>', wave: '10' }
    ],
    head: { text: ['script', {}, 'window.__pwned = 3'] },
    foot: { text: ['a', { href: 'javascript:window.__pwned = 4' }, 'link'] } }`;
    const html = renderMarkdown(block(payload))!;
    const svg = pictureSvg(html);
    expect(svg).not.toMatch(/<script/i);
    expect(svg).not.toMatch(/onmouseover/i);
    expect(svg).not.toMatch(/javascript:/i);
    // The script-looking name is drawn as text.
    expect(svg).toContain('&lt;script&gt;window.__pwned = 2&lt;/script&gt;');

    const { container } = renderInApp(<MarkdownView content={block(payload)} />);
    expect(container.querySelector('.vd-wavedrom-scroll > img.vd-wavedrom')).not.toBeNull();
    expect(container.querySelector('script, svg')).toBeNull();
    expect(pwned()).toBeUndefined();
  });

  it('never evaluates a block: an expression is refused as invalid WaveJSON', () => {
    const html = renderMarkdown(block('{ signal: [], x: (function () { window.__pwned = 1; return 1; })() }'))!;
    expect(html).toContain('时序图无法显示');
    expect(html).not.toContain('<img');
    expect(pwned()).toBeUndefined();
  });

  it('draws with the dark skin on a transparent background in the dark theme', () => {
    const source = block("{ signal: [ { name: 'a', wave: '01' } ] }");
    expect(pictureSvg(renderMarkdown(source, { theme: 'light' })!)).toContain('style="stroke:none;fill:white"');
    const dark = pictureSvg(renderMarkdown(source, { theme: 'dark' })!);
    expect(dark).not.toContain('fill:white');
    expect(dark).toContain('style="stroke:none;fill:none"');
  });

  it('says why a block without a signal list cannot be drawn', () => {
    expect(renderMarkdown(block('{ "reg": 5 }'))).toContain('时序图无法显示：缺少 signal 数组');
  });
});
