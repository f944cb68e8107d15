/** 新建文件 (spec §4): a name starting as new_module.v, checked by the rule as it is typed; 创建 only for a name it admits. */
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { DEFAULT_NEW_FILE, newFileProblem } from './converter-rules.ts';

export function NewFileModal(props: { taken: readonly string[]; onCreate: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(DEFAULT_NEW_FILE);
  const problem = newFileProblem(name, props.taken);
  return (
    <Modal
      open
      title="新建文件"
      okText="创建"
      cancelText="取消"
      okButtonProps={{ disabled: problem !== null }}
      onCancel={props.onCancel}
      onOk={() => {
        if (problem === null) props.onCreate(name.trim());
      }}
    >
      <Input aria-label="文件名" value={name} autoFocus onChange={(e) => setName(e.target.value)} />
      {problem && (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      )}
    </Modal>
  );
}
