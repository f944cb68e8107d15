/** The confirm dialog itself (lazy: antd Modal is not needed until something asks). */
import { Modal } from 'antd';
import type { ConfirmRequest } from './feedback.tsx';

export default function ConfirmDialog({ request }: { request: ConfirmRequest }) {
  return (
    <Modal
      open
      title={request.title}
      okText={request.confirmText ?? '确定'}
      cancelText={request.cancelText ?? '取消'}
      okButtonProps={{ danger: request.danger ?? false }}
      onOk={() => request.resolve(true)}
      onCancel={() => request.resolve(false)}
      width={420}
      centered
    >
      {request.message}
    </Modal>
  );
}
