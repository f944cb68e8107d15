/** The contract's character rule: what a text field refuses, what a multi-line field keeps, and how the answer names it. */
import { describe, expect, it } from 'vitest';
import { RegisterRequest } from './user.ts';
import { cleanText, text, textProblem } from './validation.ts';

describe('the character rule', () => {
  it('accepts ordinary text in any script, emoji (a valid surrogate pair) included', () => {
    expect(textProblem('张三 alice-01 😀 Ünïcode', '用户名')).toBeNull();
  });

  it('refuses C0, DEL and C1 control characters and lone surrogates, naming the first', () => {
    expect(textProblem('a\0b', '邮箱')).toBe('邮箱中含有空字符（NUL），请删除后再试');
    expect(textProblem('ok\u007f', '用户名')).toBe('用户名中含有控制字符 U+007F，请删除后再试');
    expect(textProblem('\u009b', '用户名')).toBe('用户名中含有控制字符 U+009B，请删除后再试');
    expect(textProblem('x\udc00', '用户名')).toBe('用户名中含有无效的 Unicode 字符（孤立的代理项 U+DC00），请删除后再试');
    expect(textProblem('a\u0008b\0', '代码', true)).toBe('代码中含有控制字符 U+0008，请删除后再试');
  });

  it('keeps tab, newline and carriage return only in multi-line fields', () => {
    expect(textProblem('a\tb\r\nc\n', '代码', true)).toBeNull();
    expect(textProblem('a\nb', '用户名')).toBe('用户名中含有控制字符 U+000A，请删除后再试');
  });

  it('runs before the field’s own checks, so the answer is about the character', () => {
    const short = text('验证码').regex(/^\d{6}$/, '请输入6位验证码');
    expect(short.safeParse('12\u00003').error?.issues.map((i) => i.message)).toEqual(['验证码中含有空字符（NUL），请删除后再试']);
    const email = RegisterRequest.shape.email.safeParse('a\0@example.com');
    expect(email.error?.issues[0]?.message).toBe('邮箱中含有空字符（NUL），请删除后再试');
  });

  it('still reads an empty or absent registration e-mail as none', () => {
    for (const email of ['', null, undefined, '  ']) {
      expect(RegisterRequest.parse({ username: 'alice', password: 'secret1', email }).email).toBeNull();
    }
    expect(RegisterRequest.safeParse({ username: 'alice', password: 'secret1', email: 'nope' }).error?.issues[0]?.message).toBe(
      '邮箱格式不正确',
    );
  });

  it('cleans relayed text into text the rule accepts', () => {
    const stderr = '\u001b[31merror\u001b[0m: bad\0\tline\r\n\ud800';
    expect(cleanText(stderr, true)).toBe('\uFFFD[31merror\uFFFD[0m: bad\uFFFD\tline\r\n\uFFFD');
    expect(textProblem(cleanText(stderr, true), '错误信息', true)).toBeNull();
    expect(cleanText('a\nb')).toBe('a\uFFFDb');
  });
});
