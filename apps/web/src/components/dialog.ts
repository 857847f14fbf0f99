import { Modal } from 'antd';
import { i18next } from '../i18n';

interface ConfirmKeys {
  title: string;
  content: string;
  ok: string;
  cancel: string;
}

/** The dialog helper: a confirmation whose texts are translation keys; resolves true on OK. */
export function confirmDialog(keys: ConfirmKeys): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: i18next.t(keys.title),
      content: i18next.t(keys.content),
      okText: i18next.t(keys.ok),
      cancelText: i18next.t(keys.cancel),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** An alert that must be acknowledged; resolves when closed. */
export function alertDialog(text: string): Promise<void> {
  return new Promise((resolve) => {
    Modal.warning({ title: text, okText: i18next.t('common.ok'), onOk: () => resolve() });
  });
}
