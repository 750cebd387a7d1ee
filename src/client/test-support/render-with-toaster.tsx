import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'sonner';

/** Renders a component beside the app's real toaster, so tests read toasts as a user sees them. */
export function renderWithToaster(ui: ReactElement): RenderResult {
  return render(
    <>
      {ui}
      <Toaster theme="dark" />
    </>,
  );
}
