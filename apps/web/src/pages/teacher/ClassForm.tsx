/** The dialog that creates or edits a class (issue 33): name, term, description, with the contract's limits. */
import { CLASS_DESCRIPTION_MAX, CLASS_NAME_MAX, CLASS_TERM_MAX, type TeacherClass } from '@veridojo/contracts';
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

export interface ClassFields {
  name: string;
  term: string;
  description: string;
}

export function ClassFormModal({
  initial,
  onSave,
  onClose,
}: {
  /** The class edited; null: a new one. */
  initial: TeacherClass | null;
  /** Resolves true when saved (the dialog closes). */
  onSave: (fields: ClassFields) => Promise<boolean>;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ClassFields>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const fields = await form.validateFields();
    setBusy(true);
    try {
      if (await onSave(fields)) onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={initial ? '编辑班级' : '新建班级'}
      okText={initial ? '保存' : '创建'}
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: initial?.name ?? '', term: initial?.term ?? '', description: initial?.description ?? '' }}
      >
        <Form.Item name="name" label="班级名称" rules={[{ required: true, whitespace: true, message: '班级名称不能为空' }]}>
          <Input maxLength={CLASS_NAME_MAX} placeholder="例如：2026 春 数字逻辑 3 班" />
        </Form.Item>
        <Form.Item name="term" label="学期">
          <Input maxLength={CLASS_TERM_MAX} placeholder="例如：2025-2026 学年第二学期" />
        </Form.Item>
        <Form.Item name="description" label="班级介绍">
          <Input.TextArea maxLength={CLASS_DESCRIPTION_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
