import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { z } from 'zod';
import { zodRule } from './zod-rule';

function Host() {
  return (
    <Form>
      <Form.Item name="name" label="项目名称" rules={[zodRule(z.string().trim().min(1), 'zh-CN')]}>
        <Input />
      </Form.Item>
      <Form.Item name="phone" label="联系电话" rules={[zodRule(z.string().optional(), 'zh-CN')]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

const labelOf = (text: string) => screen.getByText(text).closest('label')!;

describe('zodRule', () => {
  it('marks the label of a field its schema requires, and only that one', () => {
    render(<Host />);
    expect(labelOf('项目名称').className).toContain('ant-form-item-required');
    expect(labelOf('联系电话').className).not.toContain('ant-form-item-required');
  });

  it("refuses an empty required field with the contracts' message, not antd's own", async () => {
    render(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'submit' }));
    expect(await screen.findByText('此项为必填项')).toBeTruthy();
    expect(screen.queryByText(/请输入/)).toBeNull();
    expect(screen.getAllByText('此项为必填项')).toHaveLength(1);
  });
});
