import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { moveServerClock } from '../../../test/server-clock';
import { windowOf } from '../../../test/hall-fixtures';
import { ProjectStateTag } from './StateTag';
import '../../i18n';

describe('project state tag', () => {
  it('follows the quote window as it opens and closes on the server clock, not 已发布 throughout', () => {
    const opens = Date.now() + 60_000;
    render(
      <ProjectStateTag state={5} window={windowOf(1, { uppriceFromTime: opens, uppriceToTime: opens + 60_000 })} />,
    );
    const tag = screen.getByTestId('project-state');
    expect(tag).toHaveTextContent('已发布');
    moveServerClock(61_000);
    expect(tag).toHaveTextContent('竞价中');
    moveServerClock(60_000);
    expect(tag).toHaveTextContent('竞价已结束');
    // The same element throughout: the tag changed in place.
    expect(screen.getByTestId('project-state')).toBe(tag);
  });

  it('says a paused window is paused, and a state past publication is that state', () => {
    const { rerender } = render(<ProjectStateTag state={5} window={windowOf(1, { paused: true })} />);
    expect(screen.getByTestId('project-state')).toHaveTextContent('竞价暂停');
    rerender(<ProjectStateTag state={6} window={windowOf(1)} />);
    expect(screen.getByTestId('project-state')).toHaveTextContent('结果待确认');
  });
});
