import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { RichTextEditor } from './RichTextEditor';
import { RichTextView } from './RichTextView';
import { pasteRich } from './type-rich';

interface Values {
  content?: string;
}

function Host({
  initial = '',
  disabled = false,
  onSubmit,
}: {
  initial?: string;
  disabled?: boolean;
  onSubmit: (v: Values) => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Form form={form} initialValues={{ content: initial }} onFinish={onSubmit}>
      <Form.Item name="content" label="正文" rules={[{ required: true, message: '正文必填' }]}>
        <RichTextEditor aria-label="正文" placeholder="请输入正文" disabled={disabled} />
      </Form.Item>
      <Button onClick={() => form.setFieldsValue({ content: '<h2>外部</h2>' })}>set</Button>
      <Button htmlType="submit">submit</Button>
    </Form>
  );
}

const box = () => screen.getByRole('textbox', { name: '正文' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'submit' }));

describe('RichTextEditor', () => {
  it('puts what is written into the form as HTML, formatted from the toolbar', async () => {
    let got: Values | undefined;
    render(<Host onSubmit={(v) => (got = v)} />);
    pasteRich(box(), '甲乙双方');
    fireEvent.keyDown(box(), { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: '加粗' }));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    submit();
    await waitFor(() => expect(got?.content).toBe('<p><strong>甲乙双方</strong></p>'));
    const tool = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
    const expectValue = async (html: string) => {
      submit();
      await waitFor(() => expect(got?.content).toBe(html));
    };
    tool('标题 2');
    await expectValue('<h2><strong>甲乙双方</strong></h2>');
    tool('标题 2');
    tool('编号列表');
    await expectValue('<ol><li><p><strong>甲乙双方</strong></p></li></ol>');
    tool('撤销');
    submit();
    await waitFor(() => expect(got?.content).not.toContain('<ol>'));
    tool('重做');
    await expectValue('<ol><li><p><strong>甲乙双方</strong></p></li></ol>');
  });

  it('keeps only what its schema knows from pasted HTML', async () => {
    let got: Values | undefined;
    render(<Host onSubmit={(v) => (got = v)} />);
    pasteRich(
      box(),
      'x',
      '<p onclick="alert(1)">条款<script>alert(2)</script><em>一</em></p><iframe src="https://evil.example"></iframe>',
    );
    submit();
    await waitFor(() => expect(got?.content).toBe('<p>条款<em>一</em></p>'));
  });

  it('an empty editor is an empty value, so a required rule refuses it', async () => {
    let got: Values | undefined;
    render(<Host onSubmit={(v) => (got = v)} />);
    expect(box()).toHaveAttribute('aria-placeholder', '请输入正文');
    expect(box().querySelector('[data-placeholder="请输入正文"]')).not.toBeNull();
    submit();
    expect(await screen.findByText('正文必填')).toBeInTheDocument();
    expect(got).toBeUndefined();
  });

  it('shows a value set from outside and edits nothing when disabled', async () => {
    render(<Host initial="<p>原文</p>" disabled onSubmit={() => undefined} />);
    expect(box()).toHaveAttribute('contenteditable', 'false');
    expect(box().innerHTML).toContain('原文');
    expect(screen.queryByRole('toolbar')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'set' })));
    await waitFor(() => expect(box().querySelector('h2')?.textContent).toBe('外部'));
  });
});

describe('RichTextView', () => {
  it('renders the HTML it is given as markup', () => {
    render(<RichTextView html="<h2>第一条</h2><ul><li>交付</li></ul>" data-testid="view" />);
    expect(screen.getByRole('heading', { level: 2, name: '第一条' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('交付');
  });
});
