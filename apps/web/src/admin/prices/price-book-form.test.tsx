import { DEFAULT_PRICE_BOOK, priceBookAnswer, type PriceBook } from '@pw/funnel';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceBookForm } from './price-book-form';

const loaded = priceBookAnswer(DEFAULT_PRICE_BOOK, null);

/** A fetch answering each call in turn with a status and body, recording the bodies sent. */
function serve(...answers: [status: number, body: unknown][]) {
  const sent: unknown[] = [];
  const fetch = vi.fn((_url: string, init: RequestInit) => {
    sent.push(JSON.parse(init.body as string));
    const [status, body] = answers.shift()!;
    return Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, sent };
}

const driveway = () => screen.getByRole('group', { name: 'Driveway Cleaning' });

afterEach(() => vi.unstubAllGlobals());

describe('the Prices form', () => {
  it('names a mistake beside its field before asking the server, then saves the whole book', async () => {
    const saved = { ...structuredClone(DEFAULT_PRICE_BOOK), version: 2 };
    saved.categories.Residential.services[1] = { name: 'Driveway Cleaning', price: 190, addOns: [] };
    const { fetch, sent } = serve([200, priceBookAnswer(saved, '2026-11-26T02:00:00.000Z')]);
    render(<PriceBookForm loaded={loaded} />);
    const user = userEvent.setup();
    const price = within(driveway()).getByLabelText('Base price ($)');
    await user.clear(price);
    await user.type(price, '-5');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(within(driveway()).getByText('cannot be negative')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(
      'One field needs a fix before saving; each says why beside it.',
    );
    expect(fetch).not.toHaveBeenCalled();

    await user.clear(price);
    await user.type(price, '190');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    const body = sent[0] as PriceBook;
    expect(body.categories.Residential.services[1]).toEqual({
      name: 'Driveway Cleaning',
      nameEs: 'Limpieza de la entrada de autos',
      price: 190,
      minutes: 30,
      addOns: [],
    });
    expect(body.promotions).toEqual(DEFAULT_PRICE_BOOK.promotions);
    expect(fetch.mock.calls[0]![0]).toBe('/api/admin/price-book');
    expect(fetch.mock.calls[0]![1].method).toBe('PUT');
  });

  it('adds a size question, an add-on and a code, and shows a refusal of the server beside its field', async () => {
    const { sent } = serve([
      400,
      {
        error: 'invalid_price_book',
        message: 'promotions.1.code: is already used by another promotion',
      },
    ]);
    render(<PriceBookForm loaded={loaded} />);
    const user = userEvent.setup();
    await user.click(within(driveway()).getByRole('checkbox', { name: /Price by size/ }));
    const d = within(driveway());
    await user.type(d.getByLabelText('Size question'), 'How many cars does your driveway hold?');
    await user.type(d.getByLabelText('What is counted'), 'cars');
    await user.type(d.getByLabelText('Size 1 as the prospect reads it'), '1-2 cars');
    await user.type(d.getByLabelText('Size 1 to'), '2');
    await user.type(d.getByLabelText('Size 1 price ($)'), '175');
    await user.type(d.getByLabelText('Size 2 as the prospect reads it'), '3 cars or more');
    await user.type(d.getByLabelText('Size 2 from'), '3');
    await user.type(d.getByLabelText('Size 2 price ($)'), '250');
    await user.click(d.getByRole('button', { name: 'Add an add-on' }));
    await user.type(d.getByLabelText('Add-on 1'), 'Sealing');
    await user.type(d.getByLabelText('Add-on 1 price ($)'), '120');
    await user.click(screen.getByRole('button', { name: 'Add a promotion' }));
    const promo = within(screen.getByRole('group', { name: 'New promotion' }));
    await user.type(promo.getByLabelText('Promotion name (shown on the banner and the quote)'), 'Spring');
    const spring = within(screen.getByRole('group', { name: 'Spring' }));
    await user.click(spring.getByRole('radio', { name: 'Percent off' }));
    await user.type(spring.getByLabelText('Percent off (%)'), '10');
    await user.type(spring.getByLabelText('Code (empty: applied automatically)'), 'spring10');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await within(screen.getByRole('group', { name: 'Spring' })).findByText(
      'is already used by another promotion',
    );
    const body = sent[0] as PriceBook;
    const sized = body.categories.Residential.services[1]!;
    expect(sized.size?.question).toBe('How many cars does your driveway hold?');
    expect(sized.size?.tiers).toEqual([
      { label: '1-2 cars', from: 0, to: 2, price: 175 },
      { label: '3 cars or more', from: 3, to: null, price: 250 },
    ]);
    expect(sized.addOns).toEqual([{ name: 'Sealing', price: 120 }]);
    expect(body.promotions[1]).toMatchObject({ kind: 'percent', value: 10, code: 'SPRING10' });
  });

  it('edits the crew minutes of a service, a size and an add-on and the minutes every job adds', async () => {
    const { sent } = serve([200, priceBookAnswer({ ...DEFAULT_PRICE_BOOK, version: 2 }, null)]);
    render(<PriceBookForm loaded={loaded} />);
    const user = userEvent.setup();
    const d = within(driveway());
    const minutes = d.getByLabelText('Crew minutes');
    expect((minutes as HTMLInputElement).value).toBe('30');
    await user.clear(minutes);
    // An empty box shows the standard it stands for: the standard book's driveway, 30 minutes.
    expect(minutes.getAttribute('placeholder')).toBe('30');
    await user.type(minutes, '-10');
    await user.click(d.getByRole('checkbox', { name: /Price by size/ }));
    await user.type(d.getByLabelText('Size question'), 'How many cars?');
    await user.type(d.getByLabelText('What is counted'), 'cars');
    await user.type(d.getByLabelText('Size 1 as the prospect reads it'), '1-2 cars');
    await user.type(d.getByLabelText('Size 1 to'), '2');
    await user.type(d.getByLabelText('Size 1 price ($)'), '175');
    await user.type(d.getByLabelText('Size 2 as the prospect reads it'), '3 cars or more');
    await user.type(d.getByLabelText('Size 2 from'), '3');
    await user.type(d.getByLabelText('Size 2 price ($)'), '350');
    await user.type(d.getByLabelText('Size 2 crew minutes'), '75');
    await user.click(d.getByRole('button', { name: 'Add an add-on' }));
    await user.type(d.getByLabelText('Add-on 1'), 'Sealing');
    await user.type(d.getByLabelText('Add-on 1 price ($)'), '120');
    // By its price at $150 a crew hour: 48 minutes, in quarter hours.
    expect(d.getByLabelText('Add-on 1 crew minutes').getAttribute('placeholder')).toBe('45');
    await user.type(d.getByLabelText('Add-on 1 crew minutes'), '90');
    const buffer = screen.getByLabelText('Set-up and travel minutes per job');
    await user.clear(buffer);
    await user.type(buffer, '20');

    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    expect(d.getByText('cannot be negative')).toBeTruthy();
    expect(minutes.getAttribute('aria-invalid')).toBe('true');
    // Size 1 left empty: the service's minutes, scaled by its price (typed -10 is no default to scale).
    await user.clear(minutes);
    await user.type(minutes, '40');
    expect(d.getByLabelText('Size 1 crew minutes').getAttribute('placeholder')).toBe('45');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await screen.findByText('Saved as version 2: new quotes use these prices now.');
    const body = sent[0] as PriceBook;
    const sized = body.categories.Residential.services[1]!;
    expect(sized.minutes).toBe(40);
    expect(sized.size?.tiers.map((t) => t.minutes)).toEqual([undefined, 75]);
    expect(sized.addOns).toEqual([{ name: 'Sealing', price: 120, minutes: 90 }]);
    expect(body.bufferMinutes).toBe(20);
  });
});
