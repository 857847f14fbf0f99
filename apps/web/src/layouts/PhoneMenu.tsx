import { useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import type { Location } from 'react-router';

interface Props {
  /** The button's and the drawer's title. */
  label: string;
  testId: string;
  width: number;
  /** Marks the button when something in the menu waits for the user (a menu count above zero). */
  dot?: boolean;
  children: ReactNode;
}

/**
 * A side menu on a phone: a button in the page's flow opens it in a drawer, so nothing floats
 * over the page, and choosing a page closes it.
 */
export function PhoneMenu({ label, testId, width, dot = false, children }: Props) {
  // Open for one location only, so any navigation closes it without an effect: a choice in
  // the menu, and also the back button or an address typed, whose locations share the key
  // "default" and are told apart only as new objects.
  const location = useLocation();
  const [openAt, setOpenAt] = useState<Location | null>(null);
  const open = openAt === location;
  return (
    <>
      <Badge dot={dot} data-testid={`${testId}-dot`}>
        <Button icon={<MenuOutlined />} onClick={() => setOpenAt(location)} data-testid={testId}>
          {label}
        </Button>
      </Badge>
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
