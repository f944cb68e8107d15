// `npm run problems:import -- PATH [--server URL] [--name NAME]`: imports a problem pack — a
// folder or a zip, in our format or a VerilogEval layout — into a running platform through its
// API, logged in as ADMIN_USERNAME / ADMIN_PASSWORD. Prints one line per problem (imported,
// updated, unchanged, or rejected with the reason) and a summary; exits non-zero when anything
// was rejected or the import failed.
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { zipSync, type Zippable } from 'fflate';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { server: { type: 'string', default: 'http://localhost:3000' }, name: { type: 'string' } },
});
const source = positionals[0];
if (!source) {
  console.error('用法：npm run problems:import -- <文件夹或 zip> [--server http://localhost:3000] [--name 题目包名称]');
  process.exit(2);
}
const username = process.env.ADMIN_USERNAME || 'admin';
const password = process.env.ADMIN_PASSWORD;
if (!password) {
  console.error('请设置 ADMIN_PASSWORD（以及 ADMIN_USERNAME，默认 admin）');
  process.exit(2);
}

/** A folder becomes a zip of its files (hidden files and node_modules left out). */
function zipFolder(root: string): Uint8Array {
  const files: Zippable = {};
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(name);
      else if (entry.isFile()) files[name] = fs.readFileSync(path.join(root, name));
    }
  };
  walk('');
  return zipSync(files);
}

const stat = fs.statSync(source);
const zip = stat.isDirectory() ? zipFolder(source) : fs.readFileSync(source);
const name =
  values.name ??
  path
    .basename(path.resolve(source))
    .replace(/\.zip$/i, '')
    .replace(/[^A-Za-z0-9_.-]/g, '-')
    .slice(0, 64);
const server = values.server!.replace(/\/$/, '');

const login = await fetch(`${server}/api/user/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
});
const cookie = login.headers.get('set-cookie')?.split(';')[0];
if (!login.ok || !cookie) {
  console.error(`登录失败（${login.status}）：${((await login.json().catch(() => ({}))) as { message?: string }).message ?? ''}`);
  process.exit(1);
}

/**
 * The upload waits for every problem to be validated in the sandbox: a whole benchmark takes
 * minutes, longer than fetch's 300 s wait for response headers. A plain request has no such limit.
 */
function postZip(url: string, data: Uint8Array): Promise<{ status: number; text: string }> {
  const target = new URL(url);
  const headers = { 'content-type': 'application/zip', 'content-length': data.length, cookie: cookie! };
  return new Promise((resolve, reject) => {
    const request = (target.protocol === 'https:' ? https : http).request(target, { method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(data);
  });
}

const res = await postZip(`${server}/api/admin/problems/import?name=${encodeURIComponent(name)}`, zip).catch((error: Error) => {
  console.error(`导入失败：${error.message}`);
  process.exit(1);
});
const body = ((): {
  message?: string;
  results?: { folder: string; slug: string | null; outcome: string; reason?: string }[];
  summary?: Record<string, number>;
} => {
  try {
    return JSON.parse(res.text);
  } catch {
    return {};
  }
})();
if (res.status !== 200 || !body.results || !body.summary) {
  console.error(`导入失败（${res.status}）：${body.message ?? '未知错误'}`);
  process.exit(1);
}
const label: Record<string, string> = { imported: '已导入', updated: '已更新', unchanged: '未变化', rejected: '已拒绝' };
for (const line of body.results) {
  console.log(`${label[line.outcome] ?? line.outcome} ${line.slug ?? line.folder}${line.reason ? `：${line.reason}` : ''}`);
}
const s = body.summary;
console.log(`\n共 ${body.results.length} 道：已导入 ${s.imported}，已更新 ${s.updated}，未变化 ${s.unchanged}，已拒绝 ${s.rejected}`);
process.exit(s.rejected! > 0 ? 1 : 0);
