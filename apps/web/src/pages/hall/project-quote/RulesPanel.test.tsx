import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import { DEFAULT_BIDDING_SETTINGS } from '@bidhall/domain/quote-rules';
import { windowOf } from '../../../../test/hall-fixtures';
import { renderAt } from '../../../../test/render';
import { RulesPanel } from './RulesPanel';

const settings = (over: Partial<PbSettingDto> = {}): PbSettingDto =>
  ({ ...DEFAULT_BIDDING_SETTINGS, projectId: 7, saved: true, ...over }) as PbSettingDto;
const text = (key: string) => screen.getByTestId(`rule-${key}`).textContent;

describe('RulesPanel', () => {
  it('shows the cap, the step in yuan, quotes left, the soft-close rule and the extensions so far', () => {
    const soft = {
      ...DEFAULT_BIDDING_SETTINGS.softClose,
      enabled: true,
      triggerSeconds: 60,
      extendSeconds: 120,
      maxExtensions: 5,
    };
    renderAt(
      <RulesPanel
        settings={settings({ priceCap: '100000.00', minStep: '100.00', softClose: soft })}
        style="descending"
        window={windowOf(3, { extensions: 2, extendedSeconds: 240 })}
        remaining={3}
      />,
    );
    expect(text('limit')).toBe('100,000.00');
    expect(text('step')).toBe('100.00 元');
    expect(text('remaining')).toBe('3');
    expect(text('soft')).toBe('结束前 60 秒内有有效报价，延时 120 秒（最多 5 次）');
    expect(text('extensions')).toBe('2 次，共 240 秒');
    expect(screen.getByText('最小降价幅度')).toBeInTheDocument();
  });

  it('shows an ascending start price, a percent step that must beat the best, and no extensions yet', () => {
    renderAt(
      <RulesPanel
        settings={settings({ startPrice: '5000.00', minStep: '1.5', minStepKind: 'percent', mustBeatBest: true })}
        style="ascending"
        window={windowOf(1)}
        remaining={null}
      />,
    );
    expect(screen.getByText('起始价')).toBeInTheDocument();
    expect(text('limit')).toBe('5,000.00');
    expect(text('step')).toBe('上次报价的 1.50%；须优于当前最优价');
    expect(text('remaining')).toBe('不限');
    expect(text('soft')).toBe('不延时');
    expect(text('extensions')).toBe('尚未延时');
  });
});
