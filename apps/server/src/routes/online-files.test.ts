/**
 * The IDE workspace end to end through the real app on the real database (PGlite, or PostgreSQL
 * with TEST_DATABASE_URL): every call, raw and encoded nested paths, each bad path and quota
 * refused with a Chinese sentence and nothing written, the line limit with tricky comments for
 * normal users only, other users' files out of reach, the zip export → import round trip
 * with the archive attacks refused, and the per-user limit on exports.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DATABASE_KIND, startTestPlatform, uniqueName, type Reply, type TestPlatform } from '../testing/harness.ts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform?.close();
});

async function learner(membership: 'normal' | 'vip' = 'normal') {
  const client = new Client(platform);
  const res = await client.post('/api/user/register', { username: uniqueName('ide'), password: 'secret1' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = (res.body.user as { id: number }).id;
  if (membership === 'vip')
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '30 days' WHERE id = $1`, [id]);
  return { client, id };
}

const file = (p: string) => `/api/online/files/${encodeURIComponent(p)}`;
const create = (c: Client, path: string, content = '', type = 'file') => c.post('/api/online/files', { path, type, content });
const put = (c: Client, url: string, body: unknown) => c.call('PUT', url, body);
const del = (c: Client, url: string) => c.call('DELETE', url);

interface Node {
  name: string;
  path: string;
  type: string;
  size: number;
  children?: Node[];
}
async function tree(c: Client): Promise<Node[]> {
  const res = await c.get('/api/online/files');
  expect(res.status).toBe(200);
  return res.body.files as Node[];
}
function paths(nodes: Node[]): string[] {
  return nodes.flatMap((n) => [n.path, ...paths(n.children ?? [])]);
}

function expectError(res: Reply, status: number, code: string, message?: RegExp) {
  expect({ status: res.status, code: res.body.code }, JSON.stringify(res.body)).toEqual({ status, code });
  expect(res.body.message).toMatch(/[\u4e00-\u9fff]/);
  if (message) expect(res.body.message).toMatch(message);
}

/** `lines` lines of code, each a real statement. */
function verilog(lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  wire w${i} = 1'b0;`);
  return ['module big;', ...body, 'endmodule', ''].join('\n');
}

async function upload(c: Client, zip: Uint8Array) {
  return c.call('POST', '/api/online/import/zip', Buffer.from(zip), { 'content-type': 'application/zip' });
}

describe(`IDE workspace on ${DATABASE_KIND}`, () => {
  it('creates, lists with sizes, reads, saves, renames and deletes, with nested paths raw or encoded', async () => {
    const { client } = await learner();
    expect(await tree(client)).toEqual([]);
    const created = await create(client, 'src/core/adder.v', 'module adder;\nendmodule\n');
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ status: 'success', message: '文件创建成功', path: 'src/core/adder.v' });
    expect((await create(client, 'tb', '', 'folder')).body).toMatchObject({ message: '文件夹创建成功', path: 'tb' });
    // A note with a Chinese name arrives by import (create takes Verilog names only, spec §5).
    expect((await client.post('/api/online/import', { files: [{ path: '中文说明.txt', content: '你好' }] })).status).toBe(200);

    expect(await tree(client)).toEqual([
      {
        name: 'src',
        path: 'src',
        type: 'folder',
        size: 24,
        children: [
          {
            name: 'core',
            path: 'src/core',
            type: 'folder',
            size: 24,
            children: [{ name: 'adder.v', path: 'src/core/adder.v', type: 'file', size: 24 }],
          },
        ],
      },
      { name: 'tb', path: 'tb', type: 'folder', size: 0, children: [] },
      { name: '中文说明.txt', path: '中文说明.txt', type: 'file', size: 6 },
    ]);

    const encoded = await client.get(file('src/core/adder.v'));
    const raw = await client.get('/api/online/files/src/core/adder.v');
    expect(encoded.body).toMatchObject({ status: 'success', path: 'src/core/adder.v', content: 'module adder;\nendmodule\n', size: 24 });
    expect(raw.body).toEqual(encoded.body);
    expect((await client.get(`/api/online/files/${encodeURIComponent('中文说明.txt')}`)).body).toMatchObject({ content: '你好' });

    const saved = await put(client, '/api/online/files/src/core/adder.v', { content: 'module adder(input a);\nendmodule\n' });
    expect(saved.body).toMatchObject({ status: 'success', message: '文件保存成功', size: 33 });
    expect((await client.get(file('src/core/adder.v'))).body.content).toBe('module adder(input a);\nendmodule\n');
    expectError(await put(client, file('src/core/missing.v'), { content: 'x' }), 404, 'FILE_NOT_FOUND');
    expectError(await put(client, file('src'), { content: 'x' }), 400, 'INVALID_FILE_PATH', /扩展名/);
    expectError(await client.get(file('src')), 400, 'NOT_A_FILE');

    // Rename in place (raw slashes, the /rename tail): a file, then a folder with what it holds.
    const renamed = await put(client, '/api/online/files/src/core/adder.v/rename', { new_name: 'full_adder.v' });
    expect(renamed.body).toMatchObject({ status: 'success', new_path: 'src/core/full_adder.v' });
    const folder = await put(client, `${file('src/core')}/rename`, { new_name: 'rtl' });
    expect(folder.body, JSON.stringify(folder.body)).toMatchObject({ new_path: 'src/rtl' });
    expect(paths(await tree(client))).toEqual(['src', 'src/rtl', 'src/rtl/full_adder.v', 'tb', '中文说明.txt']);
    expect((await put(client, `${file('src/rtl/full_adder.v')}/rename`, { new_name: 'Full_Adder.v' })).body.new_path).toBe(
      'src/rtl/Full_Adder.v',
    );
    // A rename names the entry anew in its folder; it does not move it (spec §5: no `/` in a name).
    expectError(await put(client, `${file('src/rtl')}/rename`, { new_name: 'tb/rtl' }), 400, 'INVALID_FILE_PATH', /只能包含字母/);
    expectError(await put(client, `${file('tb')}/rename`, { new_name: 'tb' }), 400, 'INVALID_FILE_PATH', /相同/);
    expectError(await put(client, `${file('中文说明.txt')}/rename`, { new_name: 'notes' }), 400, 'INVALID_FILE_PATH', /扩展名/);

    // A folder named "rename" is still reachable by GET and DELETE; deleting a folder takes its contents.
    expect((await create(client, 'rename', '', 'folder')).status).toBe(200);
    expect((await del(client, '/api/online/files/rename')).body).toMatchObject({ status: 'success', message: '删除成功' });
    expect((await del(client, '/api/online/files/src/rtl')).status).toBe(200);
    expect(paths(await tree(client))).toEqual(['src', 'tb', '中文说明.txt']);
    expectError(await del(client, file('src/rtl/Full_Adder.v')), 404, 'FILE_NOT_FOUND');
  });

  it("creates and renames by the spec §5 rules, the web dialogs' own; folders by the same name rule", async () => {
    const { client } = await learner();
    // Create file: non-blank, none of < > : " | ? * \\, a .v/.sv/.vh/.svh file, names of letters, digits, _ . -.
    const refusedFiles: [string, RegExp][] = [
      ['计数器.v', /^文件名只能包含字母、数字、下划线、点和连字符：/],
      ['rtl/计数器.v', /^文件名只能包含字母、数字、下划线、点和连字符：/],
      ['my adder.v', /^文件名只能包含/],
      ['notes.txt', /^文件名必须以 \.v、\.sv、\.vh、\.svh 结尾：/],
      ['a?.v', /^文件名不能包含 < > : " \| \? \* \\ 这些字符：/],
      ['   ', /^文件名不能为空：/],
    ];
    for (const [path, message] of refusedFiles) expectError(await create(client, path, ''), 400, 'INVALID_FILE_PATH', message);
    // Folders: the same name rule, in their own words; an empty folder is kept and listed.
    const refusedFolders: [string, RegExp][] = [
      ['新建文件夹', /^文件夹名只能包含字母、数字、下划线、点和连字符：/],
      ['', /^文件夹名不能为空/],
      ['a:b', /^文件夹名不能包含/],
      ['../up', /\.\./],
    ];
    for (const [path, message] of refusedFolders) expectError(await create(client, path, '', 'folder'), 400, 'INVALID_FILE_PATH', message);
    expect(await tree(client)).toEqual([]);
    expect((await create(client, 'rtl', '', 'folder')).body).toMatchObject({ message: '文件夹创建成功', path: 'rtl', type: 'folder' });
    expect((await create(client, 'rtl/sub-1', '', 'folder')).status).toBe(200);
    expect((await create(client, 'rtl/alu.sv', 'module alu; endmodule\n')).status).toBe(200);
    expect(await tree(client)).toEqual([
      {
        name: 'rtl',
        path: 'rtl',
        type: 'folder',
        size: 22,
        children: [
          { name: 'sub-1', path: 'rtl/sub-1', type: 'folder', size: 0, children: [] },
          { name: 'alu.sv', path: 'rtl/alu.sv', type: 'file', size: 22 },
        ],
      },
    ]);
    // Rename: letters, digits, _ . - only, no moves, a type the project holds.
    const rename = (path: string, newName: string) => put(client, `${file(path)}/rename`, { new_name: newName });
    expectError(await rename('rtl/alu.sv', '运算器.sv'), 400, 'INVALID_FILE_PATH', /^文件名只能包含字母、数字、下划线、点和连字符：/);
    expectError(await rename('rtl/alu.sv', 'rtl/sub-1/alu.sv'), 400, 'INVALID_FILE_PATH', /^文件名只能包含/);
    expectError(await rename('rtl/alu.sv', ''), 400, 'INVALID_FILE_PATH', /^文件名不能为空/);
    expectError(await rename('rtl/alu.sv', 'alu.sv'), 400, 'INVALID_FILE_PATH', /^新名称与当前名称相同/);
    expectError(await rename('rtl/alu.sv', 'alu.c'), 400, 'INVALID_FILE_PATH', /扩展名/);
    expect((await rename('rtl/alu.sv', 'alu_32.v')).body).toMatchObject({ new_path: 'rtl/alu_32.v' });
    expect((await rename('rtl/sub-1', 'sub.2')).body).toMatchObject({ new_path: 'rtl/sub.2' });
    // Import is no dialog: a file from disk keeps its Chinese name, and can be renamed by the rule.
    expect((await client.post('/api/online/import', { files: [{ path: '数据.txt', content: '0 1\n' }] })).status).toBe(200);
    expect((await rename('数据.txt', 'data.txt')).body).toMatchObject({ new_path: 'data.txt' });
    expect(paths(await tree(client))).toEqual(['rtl', 'rtl/sub.2', 'rtl/alu_32.v', 'data.txt']);
  });

  it('refuses every bad path with a Chinese sentence and writes nothing', async () => {
    const { client } = await learner();
    // Control characters meet the contract's character rule first (VALIDATION_FAILED, naming the character).
    expectError(await create(client, 'x\u0000.v', 'x'), 400, 'VALIDATION_FAILED', /空字符（NUL）/);
    expectError(await create(client, 'x\u0007.v', 'x'), 400, 'VALIDATION_FAILED', /控制字符 U\+0007/);
    expectError(await create(client, 'x\u0085.v', 'x'), 400, 'VALIDATION_FAILED', /控制字符 U\+0085/);
    const bad: [string, RegExp][] = [
      ['../x.v', /\.\./],
      ['/etc/x.v', /开头/],
      ['a/../../b.v', /\.\./],
      ['a//b.v', /空的文件夹名/],
      ['a/b.v/', /结尾/],
      ['a\\b.v', /不能包含/],
      ['x\u202e.v', /只能包含/],
      [`${'a'.repeat(300)}.v`, /100 个字符/],
      ['\u0430dder.v', /只能包含/], // Cyrillic а
      ['ａdder.v', /只能包含/], // fullwidth a
      ['adder .v', /只能包含/],
      ['adder.exe', /必须以 \.v、\.sv、\.vh、\.svh 结尾/],
      ['a/b/c/d/e/f/g/h/i.v', /8 层/],
      ['', /不能为空/],
    ];
    for (const [path, message] of bad) expectError(await create(client, path, 'x'), 400, 'INVALID_FILE_PATH', message);
    expect((await create(client, 'a/b/c/d/e/f/g/h.v')).status).toBe(200);
    expect(paths(await tree(client))).toHaveLength(8);
    // The same rule on paths in the URL: raw climbs, encoded climbs, absolute paths.
    // (A raw `a/../../b.v` in a URL is resolved by the HTTP client to /api/b.v — no route, a 404.)
    expectError(await client.get('/api/online/files/a/../../b.v'), 404, 'NOT_FOUND');
    expectError(await client.get(file('a/../../b.v')), 400, 'INVALID_FILE_PATH', /\.\./);
    expectError(await client.get(file('../x.v')), 400, 'INVALID_FILE_PATH');
    expectError(await client.get('/api/online/files//etc/passwd'), 400, 'INVALID_FILE_PATH', /开头/);
    expectError(await put(client, file('a/b/c/d/e/f/g/h.v') + '/rename', { new_name: '../../x.v' }), 400, 'INVALID_FILE_PATH');
    expectError(await client.post('/api/online/files', { path: 'x.v', type: 'link' }), 400, 'VALIDATION_FAILED', /file 或 folder/);
    expect(paths(await tree(client))).toHaveLength(8);
  });

  it('keeps siblings unique regardless of case and files out of folder places', async () => {
    const { client } = await learner();
    expect((await create(client, 'Top.v')).status).toBe(200);
    expectError(await create(client, 'top.v'), 409, 'FILE_EXISTS', /Top\.v/);
    expectError(await create(client, 'TOP.V', '', 'folder'), 409, 'FILE_EXISTS');
    expectError(await create(client, 'Top.v/x.v'), 409, 'FILE_EXISTS', /是文件/);
    expect((await create(client, 'Src', '', 'folder')).status).toBe(200);
    expect((await create(client, 'src/x.v')).body.path).toBe('Src/x.v');
    expect((await create(client, 'b.v')).status).toBe(200);
    expectError(await put(client, `${file('b.v')}/rename`, { new_name: 'TOP.v' }), 409, 'FILE_EXISTS');
    expect(paths(await tree(client))).toEqual(['Src', 'Src/x.v', 'b.v', 'Top.v']);
  });

  it('enforces the quotas: file size, entries, project size; a 10 MB body is refused before it is read', async () => {
    const { client } = await learner('vip');
    expect((await create(client, 'keep.v', 'module keep; endmodule')).status).toBe(200);
    expectError(await create(client, 'big.v', 'a'.repeat(300 * 1024)), 400, 'PROJECT_QUOTA_EXCEEDED', /文件过大：big\.v.*256 KiB/);
    expectError(await create(client, 'huge.v', 'a'.repeat(10 * 1024 * 1024)), 413, 'PAYLOAD_TOO_LARGE', /最多接受/);
    const many = Array.from({ length: 200 }, (_, i) => ({ path: `m/f${i}.v`, content: '' }));
    expectError(await client.post('/api/online/import', { files: many }), 400, 'PROJECT_QUOTA_EXCEEDED', /最多包含 200 个/);
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => ({ path: `f${i}.v`, content: '' }));
    expectError(await client.post('/api/online/import', { files: tenThousand }), 400, 'VALIDATION_FAILED', /最多导入/);
    const heavy = Array.from({ length: 17 }, (_, i) => ({ path: `h${i}.txt`, content: 'x'.repeat(250 * 1024) }));
    expectError(await client.post('/api/online/import', { files: heavy }), 400, 'PROJECT_QUOTA_EXCEEDED', /4 MiB/);
    expect(paths(await tree(client))).toEqual(['keep.v']);
    // Right at the limits is fine: 199 more entries (a folder and 198 files).
    const fits = Array.from({ length: 198 }, (_, i) => ({ path: `m/f${i}.v`, content: '' }));
    expect((await client.post('/api/online/import', { files: fits })).status).toBe(200);
    expect(paths(await tree(client))).toHaveLength(200);
    expectError(await create(client, 'one_more.v'), 400, 'PROJECT_QUOTA_EXCEEDED');
  });

  it('holds normal users to ide_line_limit on every write, counting code lines only; VIP and admins are unlimited', async () => {
    const { client, id } = await learner();
    const restricted = (res: Reply) => {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ is_restricted: true, message: expect.stringMatching(/^代码行数超出限制/) as unknown });
    };
    expect((await create(client, 'fifty.v', verilog(50))).status).toBe(200);
    restricted(await put(client, file('fifty.v'), { content: verilog(51) }));
    restricted(await create(client, 'big.v', verilog(51)));
    restricted(
      await client.post('/api/online/import', {
        files: [
          { path: 'ok.v', content: '' },
          { path: 'big.v', content: verilog(51) },
        ],
      }),
    );
    expect(paths(await tree(client))).toEqual(['fifty.v']);

    // 50 code lines, plus a block comment across lines, comment-only lines, blank lines: still 50.
    const commented = verilog(50).replace(
      'module big;',
      'module big; /* starts here\n  wire not_code;\n  still comment */\n// a line comment\n\n   \n',
    );
    expect((await put(client, file('fifty.v'), { content: commented })).status).toBe(200);
    // `//` and `/*` inside a string are code: the line after them counts, making 51.
    const strings = verilog(50).replace('module big;', 'module big;\n  initial $display("// not a comment /* nor this");\n');
    restricted(await put(client, file('fifty.v'), { content: strings }));
    // Code after a block comment closes on the same line counts.
    restricted(await put(client, file('fifty.v'), { content: verilog(50).replace('module big;', 'module big;\n/* c */ wire tail;') }));

    // A VIP writes a long file; once the membership lapses, a rename of it is refused too.
    await platform.db.query(`UPDATE users SET membership_type = 'vip', vip_expiry_date = now() + interval '1 day' WHERE id = $1`, [id]);
    expect((await create(client, 'long/vip.v', verilog(500))).status).toBe(200);
    await platform.db.query(`UPDATE users SET vip_expiry_date = now() - interval '1 day' WHERE id = $1`, [id]);
    restricted(await put(client, `${file('long/vip.v')}/rename`, { new_name: 'moved.v' }));
    restricted(await put(client, `${file('long')}/rename`, { new_name: 'longer' }));

    const admin = new Client(platform);
    expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    expect((await create(admin, 'admin.v', verilog(400))).status).toBe(200);
  });

  it('never charges a .txt file to the line limit: notes and a testbench`s data save whatever their length', async () => {
    const { client } = await learner();
    const vectors = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0')).join('\n');
    // A data file comes in by import (新建文件 takes only Verilog names, spec §5), and saves over the line limit.
    expect((await client.post('/api/online/import', { files: [{ path: 'data/reference.txt', content: vectors }] })).status).toBe(200);
    expect((await put(client, file('data/reference.txt'), { content: `${vectors}\nff` })).status).toBe(200);
    expect((await client.post('/api/online/import', { files: [{ path: 'notes.txt', content: verilog(80) }] })).status).toBe(200);
    // A .txt renamed to .v becomes code, and is charged.
    const res = await put(client, `${file('notes.txt')}/rename`, { new_name: 'notes.v' });
    expect(res.body).toEqual({ is_restricted: true, message: expect.stringMatching(/^代码行数超出限制.*notes\.v 有 80 行/) as unknown });
  });

  it("never reaches another user's files", async () => {
    const alice = await learner();
    const bob = await learner();
    expect((await create(alice.client, 'secret/key.v', 'module key; endmodule')).status).toBe(200);
    expectError(await bob.client.get(file('secret/key.v')), 404, 'FILE_NOT_FOUND');
    expectError(await put(bob.client, file('secret/key.v'), { content: 'stolen' }), 404, 'FILE_NOT_FOUND');
    expectError(await put(bob.client, `${file('secret/key.v')}/rename`, { new_name: 'mine.v' }), 404, 'FILE_NOT_FOUND');
    expectError(await del(bob.client, file('secret')), 404, 'FILE_NOT_FOUND');
    expect(await tree(bob.client)).toEqual([]);
    expect((await create(bob.client, 'secret/key.v', 'bob')).status).toBe(200);
    expect((await alice.client.get(file('secret/key.v'))).body.content).toBe('module key; endmodule');
    const visitor = new Client(platform);
    expectError(await visitor.get(file('secret/key.v')), 401, 'NOT_LOGGED_IN');
  });

  it('exports verilog_project.zip and imports it back to the same tree', async () => {
    const alice = await learner();
    for (const [path, content] of [
      ['rtl/counter.v', 'module counter(input clk, output reg [3:0] q);\n  always @(posedge clk) q <= q + 1;\nendmodule\n'],
      ['tb/test_bench.v', '// 测试平台\nmodule test_bench;\nendmodule\n'],
    ])
      expect((await create(alice.client, path!, content)).status).toBe(200);
    expect((await alice.client.post('/api/online/import', { files: [{ path: '说明.txt', content: '计数器项目' }] })).status).toBe(200);
    expect((await create(alice.client, 'empty', '', 'folder')).status).toBe(200);
    const exported = await platform.app.inject({
      method: 'GET',
      url: '/api/online/export',
      headers: { cookie: [...alice.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(String(exported.headers['content-disposition'])).toContain('filename="verilog_project.zip"');

    const bob = await learner();
    const imported = await upload(bob.client, exported.rawPayload);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ status: 'success', message: '已导入 3 个文件' });
    expect(await tree(bob.client)).toEqual(await tree(alice.client));
    expect((await bob.client.get(file('tb/test_bench.v'))).body.content).toBe('// 测试平台\nmodule test_bench;\nendmodule\n');
    // Importing again overwrites the same files.
    expect((await upload(bob.client, exported.rawPayload)).status).toBe(200);
    expect(await tree(bob.client)).toEqual(await tree(alice.client));
  });

  it('limits each user`s exports (rate_limits.ide_export, which an admin can change) with the rate-limit answer', async () => {
    const exportAs = (c: Client) => c.get('/api/online/export');
    const alice = await learner();
    expect((await create(alice.client, 'rtl/top.v', 'module top; endmodule\n')).status).toBe(200);
    // The default: 10 a minute.
    for (let i = 0; i < 10; i++) expect((await exportAs(alice.client)).status).toBe(200);
    const refused = await exportAs(alice.client);
    expectError(refused, 429, 'RATE_LIMITED', /^操作过于频繁，请稍后再试$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another learner is not held back by Alice's exports.
    const bob = await learner();
    expect((await create(bob.client, 'a.v', 'module a; endmodule\n')).status).toBe(200);
    expect((await exportAs(bob.client)).status).toBe(200);

    const admin = new Client(platform);
    expect((await admin.post('/api/user/login', { username: 'admin', password: 'admin-password' })).status).toBe(200);
    const config = await admin.get('/api/admin/config');
    expect((config.body.config as { rate_limits: Record<string, unknown> }).rate_limits.ide_export).toEqual({
      limit: 10,
      window_seconds: 60,
    });
    const changed = await put(admin, '/api/admin/config', { rate_limits: { ide_export: { limit: 2, window_seconds: 60 } } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const carol = await learner();
    expect((await create(carol.client, 'c.v', 'module c; endmodule\n')).status).toBe(200);
    expect((await exportAs(carol.client)).status).toBe(200);
    expect((await exportAs(carol.client)).status).toBe(200);
    expectError(await exportAs(carol.client), 429, 'RATE_LIMITED');
    await put(admin, '/api/admin/config', { rate_limits: { ide_export: { limit: 10, window_seconds: 60 } } });
  });

  it('refuses dangerous or oversized archives with a Chinese reason and writes nothing', async () => {
    const { client } = await learner();
    const refused = async (zip: Uint8Array | Buffer, message: RegExp, code = 'BAD_ARCHIVE') => {
      expectError(await upload(client, zip), 400, code, message);
      expect(await tree(client)).toEqual([]);
    };
    const one = (name: string, data: Uint8Array, attrs?: number): Zippable => ({
      'ok.v': strToU8('module ok; endmodule'),
      [name]: attrs === undefined ? data : [data, { os: 3, attrs }],
    });
    await refused(zipSync(one('../evil.v', strToU8('x'))), /非法路径/);
    await refused(zipSync(one('/etc/evil.v', strToU8('x'))), /非法路径/);
    await refused(zipSync(one('link.v', strToU8('/etc/passwd'), (0o120777 << 16) >>> 0)), /符号链接/);
    await refused(zipSync(one('bomb.txt', new Uint8Array(50 * 1024 * 1024))), /文件过大/);
    const crowd: Zippable = {};
    for (let i = 0; i < 10_000; i++) crowd[`f${i}.v`] = new Uint8Array(0);
    await refused(zipSync(crowd), /文件过多/);
    await refused(zipSync(one('latin1.v', Uint8Array.from([0x6d, 0xe9, 0x0a]))), /UTF-8/);
    await refused(zipSync(one('nul.v', Uint8Array.from([0x61, 0x00]))), /空字符/);
    await refused(zipSync(one('run.exe', strToU8('x'))), /扩展名/, 'INVALID_FILE_PATH');
    const limited = await upload(client, zipSync(one('big.v', strToU8(verilog(80)))));
    expect(limited.status).toBe(400);
    expect(limited.body).toMatchObject({ is_restricted: true });
    await refused(Buffer.from('not a zip at all'), /不是有效的 zip/);
    expect(await tree(client)).toEqual([]);
  });
});
