import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import '../i18n';
import { ChunkBoundary } from './ChunkBoundary';
import { ChunkTimeoutError, forgetPage, lazyPage, withTimeout } from './lazy-page';

describe('lazy page chunks', () => {
  it('gives up on a chunk after the timeout', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const pending = withTimeout(never, 120_000);
    vi.advanceTimersByTime(119_999);
    const settled = vi.fn();
    pending.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    vi.useRealTimers();
  });

  it('shows a retry screen, and retrying loads the page again', async () => {
    let attempt = 0;
    const loader = () => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new Error('chunk missing'))
        : Promise.resolve({ default: () => <p>loaded page</p> });
    };
    function Host() {
      const Page = lazyPage(loader);
      return (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      );
    }
    render(
      <ChunkBoundary onRetry={() => forgetPage(loader)}>
        <Host />
      </ChunkBoundary>,
    );
    expect(await screen.findByText('页面加载失败')).toBeInTheDocument();
    // antd spaces out a two-character Chinese button label.
    fireEvent.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('loaded page')).toBeInTheDocument();
    expect(attempt).toBe(2);
  });
});
