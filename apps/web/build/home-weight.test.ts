// The home-page weight check counts the entry chunk and its static imports, each once, and nothing lazy.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { staticClosureWeight } from './home-weight.ts';

const chunk = (fileName: string, code: string, imports: string[] = []) => [fileName, { fileName, code, imports }] as const;

describe('staticClosureWeight', () => {
  it('follows static imports transitively, counts shared chunks once and skips lazy ones', () => {
    const chunks = new Map([
      chunk('index.js', 'entry '.repeat(50), ['react.js', 'antd.js']),
      chunk('react.js', 'react '.repeat(50)),
      chunk('antd.js', 'antd '.repeat(50), ['react.js']),
      chunk('LoginModal.js', 'lazy '.repeat(500), ['antd.js']),
    ]);
    const sizes = staticClosureWeight('index.js', chunks);
    expect([...sizes.keys()].sort()).toEqual(['antd.js', 'index.js', 'react.js']);
    expect(sizes.get('react.js')).toBe(gzipSync('react '.repeat(50), { level: 9 }).length);
  });
});
