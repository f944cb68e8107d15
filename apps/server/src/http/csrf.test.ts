/**
 * The CSRF guard compares the whole origin — scheme, host and port — with the platform's own:
 * derived from the request when PUBLIC_ORIGIN is unset, else the configured one, plus any
 * ALLOWED_ORIGINS. A logout (state-changing, no body) shows whether a call got through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../settings.ts';
import { Client, startTestPlatform, type TestPlatform } from '../testing/harness.ts';

async function logout(platform: TestPlatform, headers: Record<string, string>) {
  const res = await new Client(platform).post('/api/user/logout', undefined, headers);
  return res.status === 200 ? 'allowed' : `${res.status} ${String(res.body.code)}`;
}
const REJECTED = '403 CSRF_REJECTED';

describe('origin derived from the request (no PUBLIC_ORIGIN)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ ALLOWED_ORIGINS: 'https://front.example.com, http://localhost:5173' });
  });
  afterAll(async () => {
    await platform?.close();
  });

  const host = { host: 'oj.example.com:8443' };

  it('allows the same scheme, host and port, by Origin or by Referer, and calls without either', async () => {
    expect(await logout(platform, { ...host, origin: 'http://oj.example.com:8443' })).toBe('allowed');
    expect(await logout(platform, { ...host, origin: '', referer: 'http://oj.example.com:8443/problem/3' })).toBe('allowed');
    expect(await logout(platform, { ...host, origin: '' })).toBe('allowed');
  });

  it('refuses a wrong scheme, a wrong port and a foreign host', async () => {
    expect(await logout(platform, { ...host, origin: 'https://oj.example.com:8443' })).toBe(REJECTED);
    expect(await logout(platform, { ...host, origin: 'http://oj.example.com:9999' })).toBe(REJECTED);
    expect(await logout(platform, { ...host, origin: 'http://oj.example.com' })).toBe(REJECTED);
    expect(await logout(platform, { ...host, origin: 'http://evil.example:8443' })).toBe(REJECTED);
    expect(await logout(platform, { ...host, origin: '', referer: 'http://oj.example.com:9999/x' })).toBe(REJECTED);
    expect(await logout(platform, { ...host, origin: 'null' })).toBe(REJECTED);
  });

  it('allows an extra origin from ALLOWED_ORIGINS exactly, not its neighbours', async () => {
    expect(await logout(platform, { ...host, origin: 'https://front.example.com' })).toBe('allowed');
    expect(await logout(platform, { ...host, origin: 'https://FRONT.example.com:443' })).toBe('allowed');
    expect(await logout(platform, { ...host, origin: 'http://front.example.com' })).toBe(REJECTED);
    expect(await logout(platform, { ...host, origin: 'http://localhost:5173' })).toBe('allowed');
    expect(await logout(platform, { ...host, origin: 'http://localhost:5174' })).toBe(REJECTED);
  });
});

describe('a configured PUBLIC_ORIGIN (behind a reverse proxy)', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ PUBLIC_ORIGIN: 'https://oj.example.edu' });
  });
  afterAll(async () => {
    await platform?.close();
  });

  it('allows the public origin whatever Host the proxy forwards, and nothing else', async () => {
    expect(await logout(platform, { host: '127.0.0.1:3000', origin: 'https://oj.example.edu' })).toBe('allowed');
    expect(await logout(platform, { host: 'oj.example.edu', origin: 'http://oj.example.edu' })).toBe(REJECTED);
    expect(await logout(platform, { host: 'oj.example.edu', origin: 'https://oj.example.edu:8443' })).toBe(REJECTED);
    // The request's own origin no longer counts once the public one is configured.
    expect(await logout(platform, { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' })).toBe(REJECTED);
  });
});

describe('origin settings', () => {
  it('normalises origins and refuses values that are not one', () => {
    const settings = readSettings({ PUBLIC_ORIGIN: 'HTTPS://OJ.Example.edu:443', ALLOWED_ORIGINS: 'http://a.example:8080/' });
    expect(settings.publicOrigin).toBe('https://oj.example.edu');
    expect(settings.allowedOrigins).toEqual(['http://a.example:8080']);
    expect(() => readSettings({ PUBLIC_ORIGIN: 'oj.example.edu' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readSettings({ PUBLIC_ORIGIN: 'https://oj.example.edu/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readSettings({ ALLOWED_ORIGINS: 'ftp://files.example' })).toThrow(/ALLOWED_ORIGINS/);
  });
});
