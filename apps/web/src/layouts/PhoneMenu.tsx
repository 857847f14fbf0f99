import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';

interface Props {
  /** The button's and the drawer's title. */
  label: string;
  testId: string;
  width: number;
  children: ReactNode;
}

/**
 * A side menu on a phone: a button in the page's flow opens it in a drawer, so nothing floats
 * over the page, and choosing a page closes it.
 */
export function PhoneMenu({ label, testId, width, children }: Props) {
  // Open for one location only: a navigation from the menu closes it without an effect.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;
  return (
    <>
      <Button icon={<MenuOutlined />} onClick={() => setOpenAt(key)} data-testid={testId}>
        {label}
      </Button>
      <Drawer
        title={label}
        placement="left"
        open={open}
        onClose={() => setOpenAt(null)}
        size={width}
        data-testid={`${testId}-drawer`}
        styles={{ body: { padding: 0 } }}
      >
        {children}
      </Drawer>
    </>
  );
}
