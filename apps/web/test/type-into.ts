import { fireEvent, screen } from '@testing-library/react';

/** Sets a field by its label in one change event: as the user would, without per-key delays. */
export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
