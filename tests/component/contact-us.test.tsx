import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { ToastProvider } from '../../src/shared/widgets/toast/toast-provider';
import ContactUsPage from '../../src/pages/contact-us';
import { OFFICES, officeDetail } from '../../src/content/offices';

function renderAt(entry: { pathname: string; state?: unknown }) {
  return render(
    <MantineProvider theme={theme}>
      <ToastProvider>
        <MemoryRouter initialEntries={[entry]}>
          <ContactUsPage />
        </MemoryRouter>
      </ToastProvider>
    </MantineProvider>,
  );
}

describe('/contact-us', () => {
  it('prefills the message from the serviceInquiry navigation state a service page sets', () => {
    renderAt({ pathname: '/contact-us', state: { serviceInquiry: 'Respite Care' } });
    expect(screen.getByRole('textbox', { name: /How can we help/ })).toHaveValue(
      'Hello, I would like to learn more about your Respite Care service for my family.',
    );
  });

  it('starts with an empty message otherwise, and posts as a Contact Page Inquiry', () => {
    const { container } = renderAt({ pathname: '/contact-us' });
    expect(screen.getByRole('textbox', { name: /How can we help/ })).toHaveValue('');
    expect(container.querySelector('input[name="_subject"]')).toHaveValue('Website Inquiry - Contact Page Inquiry');
  });

  it('shows every office with the status of the one office list (Ottawa Active, docs/spec/DECISIONS.md "Ottawa office")', () => {
    renderAt({ pathname: '/contact-us' });
    const offices = screen.getAllByTestId('office');
    expect(offices.map((o) => o.getAttribute('data-status'))).toEqual(OFFICES.map((office) => office.status));
    expect(OFFICES.find((office) => office.town === 'Ottawa')?.status).toBe('Active');
    for (const [i, office] of OFFICES.entries()) {
      expect(offices[i]).toHaveTextContent(office.status);
      expect(offices[i]).toHaveTextContent(officeDetail(office));
    }
    expect(screen.getByRole('link', { name: 'Read our frequently asked questions' })).toHaveAttribute('href', '/faq');
  });
});
