import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import LocationsPage from '../../src/pages/locations';
import LocationsPageFr from '../../src/pages/fr/emplacements';
import { renderWithSite } from '../render';

/**
 * The /locations search answers where a family lives (docs/spec/DECISIONS.md "Where we serve";
 * decision 0082), in the page's language: served (that city's link), on
 * request (a coordinator confirms a caregiver; the phone and a way to ask anyway), not served (said
 * plainly; the phone and the way to send a question anyway). Every word is written here by hand.
 */

const answer = () => screen.getByTestId('locations-answer');
const cityLinks = () =>
  within(screen.getByTestId('locations-directory'))
    .getAllByRole('link')
    .filter((a) => !within(answer()).queryAllByRole('link').includes(a));

describe('/locations: the search says whether a place is served', () => {
  it('Laval, H7N 2X4 and Montréal: on request, with the phone and the contact page; the live region says it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<LocationsPage />, { route: '/locations' });
    const box = screen.getByRole('searchbox', { name: 'Find your city or postal code' });

    await user.type(box, 'Laval');
    expect(answer()).toHaveAttribute('data-answer', 'on-request');
    expect(within(answer()).getByRole('heading', { level: 3 })).toHaveTextContent('Laval: on request');
    const onRequest =
      'Laval is outside the 24 cities in five provinces where our caregivers work, so we serve families there on request: ' +
      'a care coordinator confirms whether a caregiver is available before care is arranged. Call us at 1-888-555-0142, or send us your question.';
    expect(answer()).toHaveTextContent(onRequest);
    expect(within(answer()).getByRole('link', { name: 'Call 1-888-555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
    expect(within(answer()).getByRole('link', { name: 'Ask about care in Laval' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByTestId('locations-count')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('locations-count')).toHaveTextContent(`Laval: on request. ${onRequest}`);
    expect(screen.queryByRole('heading', { name: 'Ontario' })).toBeNull();

    await user.clear(box);
    await user.type(box, 'H7N 2X4');
    expect(answer()).toHaveAttribute('data-answer', 'on-request');
    expect(within(answer()).getByRole('heading', { level: 3 })).toHaveTextContent('Laval: on request');

    await user.clear(box);
    await user.type(box, 'Montréal');
    expect(within(answer()).getByRole('heading', { level: 3 })).toHaveTextContent('Montreal: on request');
    expect(within(answer()).getByRole('link', { name: 'Ask about care in Montreal' })).toHaveAttribute('href', '/contact-us');
  });

  it('L6Y 4R2 and Brampton: served, with Brampton’s link alone', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<LocationsPage />, { route: '/locations' });
    const box = screen.getByRole('searchbox', { name: 'Find your city or postal code' });

    await user.type(box, 'L6Y 4R2');
    expect(answer()).toHaveAttribute('data-answer', 'served');
    expect(answer()).toHaveTextContent('Yes, we serve BramptonPostal area L6Y is one of the areas around Brampton where our caregivers visit families.');
    expect(within(answer()).queryAllByRole('link')).toEqual([]);
    expect(cityLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Brampton', '/senior-care-brampton']]);
    expect(screen.getByTestId('locations-count')).toHaveTextContent(
      'Yes, we serve Brampton. Postal area L6Y is one of the areas around Brampton where our caregivers visit families.',
    );

    await user.clear(box);
    await user.type(box, 'brampton');
    expect(answer()).toHaveTextContent('Yes, we serve BramptonOur caregivers visit families in Brampton and the postal areas around it.');
    expect(cityLinks().map((a) => a.textContent)).toEqual(['Brampton']);
  });

  it('an Ontario postal code outside every list and a city outside them: not served, said plainly, the phone and the question anyway', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<LocationsPage />, { route: '/locations' });
    const box = screen.getByRole('searchbox', { name: 'Find your city or postal code' });
    const notServed =
      'Our caregivers work in 24 cities in five provinces, and in Montreal, Laval, Surrey and Halifax on request. ' +
      'You are welcome to call us at 1-888-555-0142 or send us your question anyway.';

    await user.type(box, 'P3A 1A1');
    expect(answer()).toHaveAttribute('data-answer', 'not-served');
    expect(within(answer()).getByRole('heading', { level: 3 })).toHaveTextContent('We do not serve postal area P3A yet');
    expect(answer()).toHaveTextContent(notServed);
    expect(within(answer()).getByRole('link', { name: 'Call 1-888-555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
    expect(within(answer()).getByRole('link', { name: 'Send us your question anyway' })).toHaveAttribute('href', '/contact-us');

    await user.clear(box);
    await user.type(box, 'Sudbury');
    expect(within(answer()).getByRole('heading', { level: 3 })).toHaveTextContent('We do not serve “Sudbury” yet');
    await user.click(within(answer()).getByRole('button', { name: 'Show all locations' }));
    expect(screen.queryByTestId('locations-answer')).toBeNull();
    expect(screen.getByTestId('locations-count')).toHaveTextContent('Showing all 24 cities');
  });

  it('a province or the start of a name lists its cities, with no answer yet', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<LocationsPage />, { route: '/locations' });
    const box = screen.getByRole('searchbox', { name: 'Find your city or postal code' });
    await user.type(box, 'Sask');
    expect(screen.queryByTestId('locations-answer')).toBeNull();
    expect(
      within(screen.getByTestId('locations-directory'))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Saskatoon', 'Regina']);
    expect(screen.getByTestId('locations-count')).toHaveTextContent('2 of 24 cities match');
  });
});

describe('/fr/emplacements: the same answers in French', () => {
  it('Laval, H7N 2X4, Montréal, an Ontario postal code and a served one, every word French', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithSite(<LocationsPageFr />, { route: '/fr/emplacements' });
    const box = screen.getByRole('searchbox', { name: 'Trouver votre ville ou votre code postal' });

    await user.type(box, 'Laval');
    expect(answer()).toHaveAttribute('data-answer', 'on-request');
    expect(within(answer()).getByRole('heading', { level: 3 }).textContent).toBe('Laval\u00a0: sur demande');
    expect(answer().textContent).toContain(
      'Laval ne fait pas partie des 24 villes de cinq provinces où travaillent nos préposés\u00a0: nous y servons les familles sur demande, ' +
        'et une coordonnatrice ou un coordonnateur des soins confirme qu’une personne est disponible avant d’organiser les soins. ' +
        'Appelez-nous au 1-888-555-0142 ou envoyez-nous votre question.',
    );
    expect(within(answer()).getByRole('link', { name: 'Appeler le 1-888-555-0142' })).toHaveAttribute('href', 'tel:+18885550142');
    expect(within(answer()).getByRole('link', { name: 'Poser une question sur les soins à Laval' })).toHaveAttribute('href', '/fr/nous-joindre');

    await user.clear(box);
    await user.type(box, 'H7N 2X4');
    expect(within(answer()).getByRole('heading', { level: 3 }).textContent).toBe('Laval\u00a0: sur demande');

    await user.clear(box);
    await user.type(box, 'Montréal');
    expect(within(answer()).getByRole('heading', { level: 3 }).textContent).toBe('Montréal\u00a0: sur demande');
    expect(within(answer()).getByRole('link', { name: 'Poser une question sur les soins à Montréal' })).toHaveAttribute('href', '/fr/nous-joindre');
    expect(screen.getByTestId('locations-count').textContent).toMatch(/^Montréal\u00a0: sur demande\. Montréal ne fait pas partie/);

    await user.clear(box);
    await user.type(box, 'P3A 1A1');
    expect(answer()).toHaveAttribute('data-answer', 'not-served');
    expect(within(answer()).getByRole('heading', { level: 3 })).toHaveTextContent('Nous ne servons pas encore le secteur postal P3A');
    expect(answer()).toHaveTextContent(
      'Nos préposés travaillent dans 24 villes de cinq provinces, et sur demande à Montréal, Laval, Surrey et Halifax. ' +
        'Vous pouvez tout de même nous appeler au 1-888-555-0142 ou nous envoyer votre question.',
    );
    expect(within(answer()).getByRole('link', { name: 'Nous envoyer votre question quand même' })).toHaveAttribute('href', '/fr/nous-joindre');
    expect(within(answer()).getByRole('button', { name: 'Afficher tous les emplacements' })).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'K2P 1L4');
    expect(answer()).toHaveAttribute('data-answer', 'served');
    expect(answer()).toHaveTextContent(
      'Oui, nos préposés se rendent à OttawaLe secteur postal K2P fait partie des secteurs autour d’Ottawa où nos préposés se rendent chez les familles.',
    );
    expect(cityLinks().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Ottawa', '/fr/soins-aux-aines-ottawa']]);
  });
});
