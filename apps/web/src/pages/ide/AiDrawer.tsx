/**
 * The IDE's AI assistant drawer (spec §2): header with a close and a clear button, quick actions,
 * the conversation and a chat input (Enter sends, Shift+Enter adds a line; nothing is sent when
 * the input is blank or a reply is pending). Each question goes with the open file and the latest
 * compile/simulation output; the answer streams in (POST /ai/chat/stream) and is shown as
 * sanitised Markdown, its code blocks with copy and insert-into-editor buttons. The conversation
 * is the server's, per login session; clearing ends it there too. Failures (spec §8): a toast
 * AI服务暂时不可用 and the in-chat sentence 抱歉，我现在无法回答您的问题。请稍后再试。; a refusal
 * (not configured, the day's messages used up) is said in the chat in the server's words.
 */
import { ClearOutlined, CopyOutlined, EnterOutlined } from '@ant-design/icons';
import { AI_TEXTS } from '@veridojo/contracts';
import { Button, Drawer, Input, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useApiAction } from '../../api/action.ts';
import { ApiError, apiStream } from '../../api/client.ts';
import { toast } from '../../app/feedback.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { MarkdownView } from '../../markdown/MarkdownView.tsx';

interface ChatMessage {
  role: 'user' | 'assistant';
  text: string;
  /** The answer is still arriving. */
  streaming?: boolean;
}

/** The quick actions: the button's words, and the question they ask. */
const QUICK_ACTIONS = [
  { label: '解释这个错误', question: '请解释输出面板里的第一个错误是什么意思、为什么会出现，以及应该改哪里。' },
  { label: '为什么会生成锁存器', question: '当前文件里为什么会生成锁存器？指出是哪几行，以及怎样避免。' },
  {
    label: '为这个模块写测试平台',
    question: '请为当前文件里的模块写一个测试平台：产生时钟和激励，包含 $dumpfile/$dumpvars，最后调用 $finish。',
  },
  { label: '检查这个文件', question: '请检查当前文件：代码风格、可能的锁存器、位宽不匹配、阻塞与非阻塞赋值的使用。' },
] as const;

/** An answer cut into Markdown text and fenced code blocks (a block still arriving runs to the end). */
export function segments(text: string): { kind: 'text' | 'code'; content: string; language: string }[] {
  const out: { kind: 'text' | 'code'; content: string; language: string }[] = [];
  const fence = /```([\w-]*)[^\n]*\n([\s\S]*?)(?:```|$)/g;
  let last = 0;
  for (let m = fence.exec(text); m; m = fence.exec(text)) {
    if (m.index > last) out.push({ kind: 'text', content: text.slice(last, m.index), language: '' });
    out.push({ kind: 'code', content: m[2]!.replace(/\n$/, ''), language: m[1] ?? '' });
    last = fence.lastIndex;
    if (m[0].length === 0) break;
  }
  if (last < text.length) out.push({ kind: 'text', content: text.slice(last), language: '' });
  return out;
}

function CodeBlock({ code, language, onInsert }: { code: string; language: string; onInsert: (code: string) => void }) {
  const copy = async () => {
    try {
      await copyText(code);
      toast.success('已复制');
    } catch (error) {
      toast.error(`复制失败：${(error as Error).message}`);
    }
  };
  return (
    <div className="vd-ide-ai-code">
      <div className="vd-ide-ai-code-actions">
        <span>{language || '代码'}</span>
        <span>
          <Tooltip title="复制">
            <Button size="small" type="text" icon={<CopyOutlined />} onClick={() => void copy()} aria-label="复制代码" />
          </Tooltip>
          <Tooltip title="插入到编辑器光标处">
            <Button size="small" type="text" icon={<EnterOutlined />} onClick={() => onInsert(code)} aria-label="插入到编辑器" />
          </Tooltip>
        </span>
      </div>
      <pre>
        <code>{code}</code>
      </pre>
    </div>
  );
}

function Answer({ text, onInsert }: { text: string; onInsert: (code: string) => void }) {
  return (
    <>
      {segments(text).map((part, i) =>
        part.kind === 'code' ? (
          <CodeBlock key={i} code={part.content} language={part.language} onInsert={onInsert} />
        ) : part.content.trim() ? (
          <MarkdownView key={i} content={part.content} removeFirstH1={false} />
        ) : null,
      )}
    </>
  );
}

interface AiDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The open file and the latest output, read when a question is sent. */
  context: () => { file?: { name: string; content: string }; output?: string };
  /** Puts a code block into the open file at the cursor. */
  onInsert: (code: string) => void;
}

export function AiDrawer({ open, onClose, context, onInsert }: AiDrawerProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const stop = useRef<AbortController | null>(null);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => () => stop.current?.abort(), []);
  // The drawer opens below the navigation bar, so the bar (theme, account) stays usable beside it.
  const [top, setTop] = useState(0);
  useEffect(() => {
    if (open) setTop(Math.max(0, document.querySelector('.vd-header')?.getBoundingClientRect().bottom ?? 0));
  }, [open]);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [messages]);

  const updateAnswer = (change: (m: ChatMessage) => ChatMessage) =>
    setMessages((all) => all.map((m, i) => (i === all.length - 1 && m.role === 'assistant' ? change(m) : m)));

  // The chat stays hand-written, not on useAction: its answer is an event stream, not one reply —
  // each delta changes the message as it arrives, an `error` event may come mid-stream, a failure
  // or refusal is said in the chat itself, and clearing or closing the page aborts it (its own
  // AbortController, which an action's run does not take).
  const send = async (shown: string, question = shown) => {
    if (question.trim() === '' || pending) return;
    setPending(true);
    setInput('');
    setMessages((all) => [...all, { role: 'user', text: shown }, { role: 'assistant', text: '', streaming: true }]);
    const abort = new AbortController();
    stop.current = abort;
    try {
      await apiStream(
        'aiChatStream',
        { message: question.trim(), context: 'verilog_ide', ...context() },
        (event) => {
          if (event.type === 'delta') updateAnswer((m) => ({ ...m, text: m.text + event.text }));
          else if (event.type === 'error') {
            toast.error(AI_TEXTS.unavailable);
            updateAnswer((m) => ({ ...m, text: m.text ? `${m.text}\n\n${event.message}` : event.message }));
          }
        },
        abort.signal,
      );
    } catch (error) {
      if (abort.signal.aborted) return;
      const refusal = error instanceof ApiError && (error.code === 'AI_NOT_CONFIGURED' || error.code === 'AI_QUOTA_EXCEEDED');
      if (!refusal) toast.error(AI_TEXTS.unavailable);
      const text = refusal ? (error.serverMessage ?? AI_TEXTS.chatSorry) : AI_TEXTS.chatSorry;
      updateAnswer((m) => ({ ...m, text }));
    } finally {
      updateAnswer((m) => ({ ...m, streaming: false, text: m.text || AI_TEXTS.chatSorry }));
      setPending(false);
      stop.current = null;
    }
  };

  // No failure text: the server forgets the conversation with the session anyway.
  const clearOnServer = useApiAction('aiChatClear');
  const clear = async () => {
    stop.current?.abort();
    setMessages([]);
    await clearOnServer.run();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="AI 助手"
      placement="right"
      size={420}
      mask={false}
      rootStyle={{ top }}
      closable
      extra={
        <Button size="small" icon={<ClearOutlined />} onClick={() => void clear()} disabled={messages.length === 0}>
          清空对话
        </Button>
      }
    >
      <div className="vd-ide-ai">
        <div className="vd-ide-ai-actions" aria-label="快捷操作">
          {QUICK_ACTIONS.map((action) => (
            <Button key={action.label} size="small" disabled={pending} onClick={() => void send(action.label, action.question)}>
              {action.label}
            </Button>
          ))}
        </div>
        <div className="vd-ide-ai-messages" aria-live="polite" ref={list} data-testid="ai-messages">
          {messages.length === 0 ? (
            <Typography.Text type="secondary">
              可以问我 Verilog 语法、编译错误或者设计思路；我会参考你打开的文件和最近的编译输出。
            </Typography.Text>
          ) : (
            messages.map((m, i) => (
              <div key={i} className={`vd-ide-ai-message vd-ide-ai-${m.role}`} data-testid={`ai-${m.role}`}>
                {m.role === 'user' ? (
                  m.text
                ) : m.text ? (
                  <Answer text={m.text} onInsert={onInsert} />
                ) : (
                  <Typography.Text type="secondary">正在思考…</Typography.Text>
                )}
              </div>
            ))
          )}
        </div>
        <Input.TextArea
          aria-label="向 AI 助手提问"
          placeholder="输入问题，Enter 发送，Shift+Enter 换行"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send(input);
            }
          }}
        />
        <Button type="primary" onClick={() => void send(input)} disabled={input.trim() === '' || pending} loading={pending}>
          发送
        </Button>
      </div>
    </Drawer>
  );
}
