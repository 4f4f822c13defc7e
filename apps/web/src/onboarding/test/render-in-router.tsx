import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { InLanguage } from '../../test-utils';

/** Renders a wizard screen inside a router (the confirmation link needs one), in English. */
export function renderInRouter(ui: ReactElement) {
  return render(ui, {
    wrapper: ({ children }) => (
      <InLanguage>
        <MemoryRouter>{children}</MemoryRouter>
      </InLanguage>
    ),
  });
}
