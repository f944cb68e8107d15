/**
 * The shipped systemd units as systemd reads them (`systemd-analyze verify`): every key known,
 * every command present, with /opt/veridojo standing for this checkout. Running them needs
 * systemd as the machine's first process, which a test machine does not have; docs/DEPLOY.md
 * says what each option leaves to the worker and the jail.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const UNITS = import.meta.dirname;
const ROOT = path.resolve(UNITS, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-units-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('systemd units', () => {
  for (const [template, instance] of [
    ['veridojo-server@.service', 'veridojo-server@3000.service'],
    ['veridojo-worker@.service', 'veridojo-worker@1.service'],
  ] as const) {
    it(`${template} is read without a warning`, () => {
      const text = fs.readFileSync(path.join(UNITS, template), 'utf8');
      expect(text).toContain('/opt/veridojo/');
      fs.writeFileSync(path.join(dir, template), text.replaceAll('/opt/veridojo', ROOT).replaceAll('/etc/veridojo', dir));
      for (const env of ['veridojo.env', 'worker.env']) fs.writeFileSync(path.join(dir, env), '');
      const verify = spawnSync('systemd-analyze', ['verify', instance], { cwd: dir, encoding: 'utf8' });
      expect(verify.error).toBeUndefined();
      expect(`${verify.stdout}${verify.stderr}`).toBe('');
      expect(verify.status).toBe(0);
    });
  }

  it('keeps the server on loopback behind the one proxy it trusts', () => {
    const text = fs.readFileSync(path.join(UNITS, 'veridojo-server@.service'), 'utf8');
    expect(text).toMatch(/^Environment=.*\bHOST=127\.0\.0\.1\b.*\bTRUST_PROXY=true\b/m);
    expect(text).toMatch(/^User=veridojo$/m);
  });
});
