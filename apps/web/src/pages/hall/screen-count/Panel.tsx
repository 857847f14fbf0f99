import type { CSSProperties, ReactNode } from 'react';

const STYLE: CSSProperties = {
  background: 'rgba(16, 36, 74, 0.85)',
  border: '1px solid #1f4b8f',
  borderRadius: 6,
  padding: '1vh 1vw',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  overflow: 'hidden',
};

/** One framed panel of the big screen. */
export function Panel({
  title,
  children,
  area,
  testId,
}: {
  title: string;
  children: ReactNode;
  area: string;
  testId?: string;
}) {
  return (
    <section style={{ ...STYLE, gridArea: area }} data-testid={testId}>
      <h3 style={{ color: '#7fb2ff', margin: '0 0 0.8vh', fontSize: 'clamp(12px, 1vw, 22px)' }}>{title}</h3>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </section>
  );
}

/** A big counter. */
export function Counter({ label, value, testId }: { label: string; value: number | string; testId: string }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <div style={{ color: '#8fb8ef', fontSize: 'clamp(12px, 0.9vw, 20px)' }}>{label}</div>
      <div
        data-testid={testId}
        style={{
          color: '#fff',
          fontSize: 'clamp(24px, 2.6vw, 56px)',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </div>
    </div>
  );
}
