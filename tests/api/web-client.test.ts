/**
 * The web app's API client (apps/web/src/api/client.ts) against the real server over a socket:
 * each encoding of the call table round-tripped by its client function — apiCall (JSON, typed
 * path parameters), download (the pack export: a zip Blob named from Content-Disposition),
 * upload (the same zip sent back to the import) — with a cookie jar standing in for the browser's.
 * Lives outside apps/ because it imports both the web client and the server's test harness.
 */
import type { AddressInfo } from 'node:net';
import { API, ImportResponse, ProblemDetail, UserResult } from '@veridojo/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentDisposition } from '../../apps/server/src/http/route.ts';
import { DATABASE_KIND, startTestPlatform, type TestPlatform } from '../../apps/server/src/testing/harness.ts';
import { ApiError, apiCall, download, fileNameOf, upload } from '../../apps/web/src/api/client.ts';

let platform: TestPlatform;
let base: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => vi.unstubAllGlobals());

/** A browser tab: relative URLs against the server, its cookies kept and sent, Origin on writes. */
function browser() {
  const jar = new Map<string, string>();
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.method && init.method !== 'GET') headers.set('origin', base);
    const response = await realFetch(new URL(input, base), { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at));
      else jar.set(pair.slice(0, at), value);
    }
    return response;
  });
  return jar;
}

describe(`the web client against the server on ${DATABASE_KIND}`, () => {
  it('JSON: logs in, reads a problem by a typed path parameter, and gets the entry`s not-found as an ApiError', async () => {
    const jar = browser();
    const login = await apiCall('login', { username: 'admin', password: 'admin-password' });
    expect(UserResult.parse(login).user.is_admin).toBe(true);
    expect(jar.size).toBe(1);
    const [first] = await apiCall('problemList');
    const detail = ProblemDetail.parse(await apiCall('problemDetail', undefined, { id: first!.id }));
    expect(detail).toMatchObject({ id: first!.id, slug: first!.slug });
    const missing = await apiCall('problemDetail', undefined, { id: 'abc' }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ kind: 'http', status: 404, code: 'PROBLEM_NOT_FOUND', serverMessage: '题目不存在' });
  });

  it('download and upload: exports the bank as a named zip, and the server reads that file back problem by problem', async () => {
    browser();
    await apiCall('login', { username: 'admin', password: 'admin-password' });
    const { blob, fileName } = await download('exportPack');
    expect(fileName).toBe(API.exportPack.responseEncoding.fileName);
    expect(blob.type).toBe('application/zip');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]); // a zip's local file header

    // Imported back: the server reads every problem of the bank out of the uploaded bytes. Each slug is the
    // seeded bank's, so each is refused by name before any judging — the bytes arrived whole.
    const slugs = (await platform.db.query<{ slug: string }>('SELECT slug FROM problems ORDER BY slug')).map((r) => r.slug);
    const imported = ImportResponse.parse(await upload('importPack', blob, { query: { name: 'roundtrip' } }));
    expect(imported.results.map((r) => r.slug).sort()).toEqual(slugs);
    for (const line of imported.results) expect(line).toMatchObject({ outcome: 'rejected', reason: expect.stringContaining('其他来源') });
    expect(imported.summary).toEqual({ imported: 0, updated: 0, unchanged: 0, rejected: slugs.length });
    // Bytes that are no zip get the pack reader's own refusal, not a parse of something else.
    await expect(upload('importPack', new Blob([bytes.subarray(0, 100)]))).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('download and upload refuse a visitor and a user with the server`s codes', async () => {
    browser();
    await expect(download('exportPack')).rejects.toMatchObject({ status: 401, code: 'NOT_LOGGED_IN', serverMessage: '请先登录' });
    await apiCall('register', { username: `webclient_${process.pid % 1000}`, password: 'secret1' });
    await expect(download('exportPack')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    await expect(upload('importPack', new Blob([new Uint8Array([1, 2, 3])]))).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('reads back the file name the server writes, Chinese and quotes included', () => {
    for (const name of ['veridojo_problems.zip', '题目包 2026.zip', 'a"b;c\'(d).csv', '100%.csv']) {
      expect(fileNameOf(contentDisposition(name))).toBe(name);
    }
    expect(fileNameOf('attachment; filename="plain.zip"')).toBe('plain.zip');
    expect(fileNameOf('attachment; filename=bare.csv')).toBe('bare.csv');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});
