/**
 * The IDE's AI drawer against a fake server: a streamed answer shown as Markdown with its code
 * block's copy and insert buttons, the open file and output sent along, Enter and Shift+Enter,
 * the server's refusal said in the chat, a failure with the spec's toast and sentence, and clearing.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderInApp } from '../../test/render.tsx';
import { AiDrawer, segments } from './AiDrawer.tsx';

const sse = (...events: object[]) => ({
  raw: events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''),
  contentType: 'text/event-stream; charset=utf-8',
});

// renderInApp, not render: its FeedbackHost holds the toasts, so they close with the test; antd's
// own toast root outlived the file and its closing render threw "window is not defined" after it.
function open(onInsert = vi.fn()) {
  renderInApp(
    <AiDrawer
      open
      onClose={() => undefined}
      context={() => ({ file: { name: 'top.v', content: 'module top;\nendmodule\n' }, output: 'top.v:2: syntax error' })}
      onInsert={onInsert}
    />,
  );
  return { onInsert, input: screen.getByLabelText('向 AI 助手提问') };
}

describe('the AI drawer', () => {
  it('streams the answer in, with the file and output sent along, and inserts a code block', async () => {
    const { calls } = mockApi({
      'POST /api/ai/chat/stream': sse(
        { type: 'delta', text: '少了一个**分号**：\n\n```verilog\nassign y = a;\n' },
        { type: 'delta', text: '```\n' },
        { type: 'done' },
      ),
    });
    const { onInsert, input } = open();
    fireEvent.change(input, { target: { value: '第二行怎么了？' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(calls).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    const answer = await screen.findByTestId('ai-assistant');
    await waitFor(() => expect(answer.querySelector('strong')?.textContent).toBe('分号'));
    expect(within(answer).getByText('assign y = a;')).toBeTruthy();
    expect(calls[0]!.body).toEqual({
      message: '第二行怎么了？',
      context: 'verilog_ide',
      file: { name: 'top.v', content: 'module top;\nendmodule\n' },
      output: 'top.v:2: syntax error',
    });
    fireEvent.click(within(answer).getByRole('button', { name: '插入到编辑器' }));
    expect(onInsert).toHaveBeenCalledWith('assign y = a;');
  });

  it('says the server’s refusal in the chat, and a failure with the spec’s toast and sentence', async () => {
    mockApi({
      'POST /api/ai/chat/stream': {
        status: 503,
        body: {
          status: 'error',
          code: 'AI_NOT_CONFIGURED',
          message: 'AI 助手还没有配置：请管理员在系统配置中填写 AI 服务的密钥',
          error: 'x',
        },
      },
    });
    const { input } = open();
    fireEvent.click(screen.getByRole('button', { name: '解释这个错误' }));
    expect(await screen.findByText('AI 助手还没有配置：请管理员在系统配置中填写 AI 服务的密钥')).toBeTruthy();
    expect(screen.getByTestId('ai-user').textContent).toBe('解释这个错误');

    mockApi({ 'POST /api/ai/chat/stream': 'network-error' });
    fireEvent.change(input, { target: { value: '在吗' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('抱歉，我现在无法回答您的问题。请稍后再试。')).toBeTruthy();
    expect(await screen.findByText('AI服务暂时不可用')).toBeTruthy();
  });

  it('clears the conversation here and on the server', async () => {
    const { calls } = mockApi({
      'POST /api/ai/chat/stream': sse({ type: 'delta', text: '你好' }, { type: 'done' }),
      'DELETE /api/ai/chat': { body: { status: 'success', message: '对话已清空' } },
    });
    const { input } = open();
    fireEvent.change(input, { target: { value: '你好' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByText('你好', { selector: 'p' });
    fireEvent.click(screen.getByRole('button', { name: /清空对话/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(screen.queryByTestId('ai-assistant')).toBeNull();
  });

  it('cuts an answer into text and code, a block still arriving included', () => {
    expect(segments('a\n```verilog\nx;\n```\nb')).toEqual([
      { kind: 'text', content: 'a\n', language: '' },
      { kind: 'code', content: 'x;', language: 'verilog' },
      { kind: 'text', content: '\nb', language: '' },
    ]);
    expect(segments('```v\nhalf')).toEqual([{ kind: 'code', content: 'half', language: 'v' }]);
  });
});
