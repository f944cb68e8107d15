/**
 * The jail's preprocessor (icarus.ts: ivlpp with the driver's settings) against `iverilog -E`
 * itself, on this machine's Icarus: the same text out for every reference of the bank and for
 * sources that lean on what the driver sets (`__ICARUS__`, macros, the include directory), the
 * same exit status for one that fails, and the same message but for the driver's closing line.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { icarusLibrary, preprocessorSettings } from './icarus.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-icarus-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const library = icarusLibrary();
const settings = path.join(dir, 'settings');

/** Both preprocessors over one source: their outputs, exit statuses and messages. */
function both(source: string) {
  const input = path.join(dir, 'in.v');
  fs.writeFileSync(input, source);
  fs.writeFileSync(settings, preprocessorSettings(library!).join('\n') + '\n');
  const driver = spawnSync('iverilog', ['-g2012', '-E', '-o', path.join(dir, 'driver.v'), input], { encoding: 'utf8' });
  const direct = spawnSync(`${library}/ivlpp`, ['-F', settings, '-o', path.join(dir, 'direct.v'), input], { encoding: 'utf8' });
  const read = (name: string) => (fs.existsSync(path.join(dir, name)) ? fs.readFileSync(path.join(dir, name), 'utf8') : null);
  const result = {
    driver: { status: driver.status, text: read('driver.v'), messages: driver.stderr },
    direct: { status: direct.status, text: read('direct.v'), messages: direct.stderr },
  };
  fs.rmSync(path.join(dir, 'driver.v'), { force: true });
  fs.rmSync(path.join(dir, 'direct.v'), { force: true });
  return result;
}

function references(root: string): string[] {
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('reference.v'));
}

describe("Icarus' preprocessor without its driver", () => {
  it('finds the installed Icarus, whose driver is the one it stands in for', () => {
    expect(library).not.toBeNull();
    expect(execFileSync('iverilog', ['-V'], { encoding: 'utf8' })).toMatch(/Icarus Verilog version/);
  });

  it('writes what `iverilog -E` writes for every reference of the bank', () => {
    const root = path.resolve(import.meta.dirname, '../../../problems');
    const files = references(root);
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const { driver, direct } = both(fs.readFileSync(path.join(root, file), 'utf8'));
      expect(driver.status, file).toBe(0);
      expect(direct, file).toEqual(driver);
    }
  });

  it('defines what the driver defines, and expands macros the same way', () => {
    const source = [
      '`ifdef __ICARUS__',
      'module seen; endmodule',
      '`else',
      'module unseen; endmodule',
      '`endif',
      '`define WIDTH(n) [(n)-1:0]',
      '`define TWICE(x) x x',
      'module m(input `WIDTH(8) a); `TWICE(wire w;) endmodule',
      '`timescale 1ns/1ps',
      '`include "disciplines.vams"',
      '',
    ].join('\n');
    const { driver, direct } = both(source);
    expect(driver.status).toBe(0);
    expect(driver.text).toContain('module seen');
    expect(driver.text).toContain('discipline'); // from Icarus' own include directory
    expect(direct).toEqual(driver);
  });

  it('fails where the driver fails, with the same message (the driver adds a closing line)', () => {
    const { driver, direct } = both('`include "nowhere.v"\nmodule m; endmodule\n');
    expect(driver.status).not.toBe(0);
    expect(direct.status).toBe(driver.status);
    expect(direct.messages.trim()).not.toBe('');
    expect(driver.messages.startsWith(direct.messages)).toBe(true);
    expect(driver.messages.slice(direct.messages.length).trim()).toBe('errors preprocessing Verilog program.');
  });
});
