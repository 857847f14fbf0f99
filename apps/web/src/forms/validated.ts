import type { FormInstance } from 'antd';

/** The form's checked values, or undefined when a field is wrong (its message is already beside it). */
export async function validated<T>(form: FormInstance<T>): Promise<T | undefined> {
  try {
    return await form.validateFields();
  } catch {
    return undefined;
  }
}
