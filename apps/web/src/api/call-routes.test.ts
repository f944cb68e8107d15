// The wire view of the call table says for each call what the contract says, and the production
// build inlines exactly that value (build/call-routes.ts), so zod stays out of the first download.
import { API, BODY_MEDIA_TYPES, type ApiName } from '@veridojo/contracts';
import { describe, expect, it } from 'vitest';
import { callRoutesSource } from '../../build/call-routes.ts';
import { CALL_ROUTES } from './call-routes.ts';
import { pathOf } from './client.ts';

describe('CALL_ROUTES', () => {
  it('has every call of the table with its method and path', () => {
    expect(Object.keys(CALL_ROUTES).sort()).toEqual(Object.keys(API).sort());
    for (const [name, call] of Object.entries(API))
      expect(CALL_ROUTES[name as ApiName]).toMatchObject({ method: call.method, path: call.path });
  });

  it('names the upload media types and the download file names the table declares', () => {
    expect(CALL_ROUTES.importPack.bodyMediaTypes).toEqual(BODY_MEDIA_TYPES.zip);
    expect(CALL_ROUTES.exportPack.fileName).toBe('veridojo_problems.zip');
    expect(CALL_ROUTES.login).toMatchObject({ bodyMediaTypes: null, fileName: null });
  });

  it('fills path parameters URL-encoded and refuses a missing one', () => {
    expect(pathOf('login')).toBe('/user/login');
    const named = Object.entries(API).find(([, call]) => call.path.includes(':name'));
    expect(named).toBeDefined();
    const [name, call] = named!;
    expect(pathOf(name as ApiName, { name: 'a/b.v', id: 3 })).toBe(call.path.replace(':name', 'a%2Fb.v').replace(':id', '3'));
    expect(() => pathOf(name as ApiName, {})).toThrow(/missing path parameter/);
  });

  it('is inlined in the build as the same data, without zod', async () => {
    const source = await callRoutesSource();
    expect(source).not.toMatch(/^import |\bfrom ['"]/m);
    const literal = source.replace(/^export const CALL_ROUTES = /, '').replace(/;\n$/, '');
    expect(JSON.parse(literal)).toEqual(JSON.parse(JSON.stringify(CALL_ROUTES)));
  });
});
