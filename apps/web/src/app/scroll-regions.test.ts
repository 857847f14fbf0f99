import { describe, expect, it } from 'vitest';
import { keepScrollRegionsFocusable } from './scroll-regions';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('scroll regions', () => {
  it('makes every table scroller focusable, those there at the start and those added later', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<div class="ant-table-content"></div><div class="ant-card"></div>';
    const stop = keepScrollRegionsFocusable(root);
    const later = document.createElement('section');
    later.innerHTML = '<div class="ant-table-body"></div><div class="ant-table-content" tabindex="-1"></div>';
    root.append(later);
    await settled();
    expect(root.querySelector<HTMLElement>('.ant-table-content')!.tabIndex).toBe(0);
    expect(later.querySelector<HTMLElement>('.ant-table-body')!.tabIndex).toBe(0);
    // A scroller that already chose its place in the tab order keeps it; other elements are left alone.
    expect(later.querySelector<HTMLElement>('.ant-table-content')!.tabIndex).toBe(-1);
    expect(root.querySelector('.ant-card')!.hasAttribute('tabindex')).toBe(false);
    stop();
  });
});
