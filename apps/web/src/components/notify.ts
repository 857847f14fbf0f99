/**
 * Error notifications, with antd's notification code fetched on the first one: most
 * visits never need it, and the login page's download stays small.
 */
export async function notifyError(title: string, description?: string): Promise<void> {
  const { default: notification } = await import('antd/es/notification');
  notification.error({ title, description });
}
