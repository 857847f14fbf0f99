import { useContext } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { mediaQueryList } from '../../test/media-query';
import { AppConfig } from './App';

/** What antd's components below the app's settings are told about motion. */
function MotionProbe() {
  const { token } = theme.useToken();
  const { wave } = useContext(ConfigProvider.ConfigContext);
  return (
    <dl>
      <dt>motion</dt>
      <dd data-testid="motion">{String(token.motion)}</dd>
      <dt>duration</dt>
      <dd data-testid="duration">{token.motionDurationMid}</dd>
      <dt>wave</dt>
      <dd data-testid="wave">{wave?.disabled ? 'off' : 'on'}</dd>
    </dl>
  );
}

/** A system whose motion setting is `reduce` or none, as far as media queries tell. */
function motionSetting(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    mediaQueryList(query, reduce && query.includes('prefers-reduced-motion: reduce')),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the app honours the reduced-motion setting', () => {
  it('animates as antd does when the user has no preference', () => {
    motionSetting(false);
    render(
      <AppConfig>
        <MotionProbe />
      </AppConfig>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
    expect(screen.getByTestId('duration')).not.toHaveTextContent(/^0s$/);
    expect(screen.getByTestId('wave')).toHaveTextContent('on');
  });

  it('turns antd’s motion and click ripple off when the user prefers reduced motion', () => {
    motionSetting(true);
    render(
      <AppConfig>
        <MotionProbe />
      </AppConfig>,
    );
    expect(screen.getByTestId('motion')).toHaveTextContent('false');
    expect(screen.getByTestId('duration')).toHaveTextContent(/^0s$/);
    expect(screen.getByTestId('wave')).toHaveTextContent('off');
  });
});
