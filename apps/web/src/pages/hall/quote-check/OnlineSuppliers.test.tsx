import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../../test/render';
import { OnlineSuppliers } from './OnlineSuppliers';

describe('bidders online card', () => {
  it('shows a dash before the first figure, then the figure the hall holds', () => {
    const view = renderAt(<OnlineSuppliers online={null} />);
    expect(screen.getByText('在线供应商')).toBeInTheDocument();
    expect(screen.getByTestId('stat-online')).toHaveTextContent('-');
    view.rerender(<OnlineSuppliers online={2} />);
    expect(screen.getByTestId('stat-online')).toHaveTextContent('2');
  });
});
