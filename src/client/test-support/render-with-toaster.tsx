import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { dismissToast } from '../lib/toast-store';
import { ToasterHost } from '../lib/toaster-host';

/**
 * Renders a component beside the app's real toaster (its live region and the lazily loaded
 * stacks), so tests read toasts as a user sees them. Toasts an earlier test left are cleared.
 */
export function renderWithToaster(ui: ReactElement): RenderResult {
  act(() => dismissToast());
  return render(
    <>
      {ui}
      <ToasterHost />
    </>,
  );
}
