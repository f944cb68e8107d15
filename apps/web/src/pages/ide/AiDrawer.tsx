/**
 * The IDE's AI assistant drawer (spec §2): header with a close button, quick actions, the
 * conversation and a chat input (Enter sends, Shift+Enter adds a line; nothing is sent when the
 * input is blank or a reply is pending). The assistant itself comes with the AI issue; until then
 * every question is answered with a sentence saying it is not configured yet.
 */
import { Button, Drawer, Input, Typography } from 'antd';
import { useState } from 'react';

export interface ChatMessage {
  role: 'user' | 'assistant';
  text: string;
}

export const QUICK_ACTIONS = ['解释这个错误', '为什么会生成锁存器', '为这个模块写测试平台', '检查这个文件'] as const;
export const NOT_CONFIGURED =
  'AI 助手还没有配置：管理员在系统配置中填写 AI 服务的密钥后即可使用。现在你可以先查看输出面板中的编译信息，点击某条信息可以跳到对应的代码行。';

export function AiDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);

  const send = (text: string) => {
    const question = text.trim();
    if (question === '' || pending) return;
    setPending(true);
    setMessages((m) => [...m, { role: 'user', text: question }, { role: 'assistant', text: NOT_CONFIGURED }]);
    setInput('');
    setPending(false);
  };

  return (
    <Drawer open={open} onClose={onClose} title="AI 助手" placement="right" size={380} mask={false} closable>
      <div className="vd-ide-ai">
        <div className="vd-ide-ai-actions" aria-label="快捷操作">
          {QUICK_ACTIONS.map((action) => (
            <Button key={action} size="small" onClick={() => send(action)}>
              {action}
            </Button>
          ))}
        </div>
        <div className="vd-ide-ai-messages" aria-live="polite">
          {messages.length === 0 ? (
            <Typography.Text type="secondary">可以问我 Verilog 语法、编译错误或者设计思路。</Typography.Text>
          ) : (
            messages.map((m, i) => (
              <div key={i} className={`vd-ide-ai-message vd-ide-ai-${m.role}`}>
                {m.text}
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
              send(input);
            }
          }}
        />
        <Button type="primary" onClick={() => send(input)} disabled={input.trim() === '' || pending}>
          发送
        </Button>
      </div>
    </Drawer>
  );
}
