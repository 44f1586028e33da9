import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Banner } from '@/api/contract/notices';
import { initialSystemState } from '@/core/system/slice';
import { englishTexts, renderWithStore, seededNotices } from '@/testing/notices-render';
import { endCarouselApis, stubCarouselApis } from '@/testing/carousel-apis';
import { BANNER_AUTOPLAY_MS } from '../banners';
import { PICTURES_LEAD_MS } from './BannerCarousel';
import { BannerStrip } from './BannerStrip';

beforeAll(englishTexts);

beforeEach(() => stubCarouselApis());
afterEach(() => {
  endCarouselApis();
  vi.useRealTimers();
});

const strip = () => screen.queryByRole('region', { name: 'Banners' });
const one = (over: Partial<Banner>): Banner => ({
  bannerId: 900,
  groupName: '/live',
  url: '/cdn-a/x.png',
  title: 'Only one',
  ...over,
});

describe('BannerStrip (spec 1 §2.3)', () => {
  it('renders nothing for a group without banners (/inhouse) or a route without a group', () => {
    const { unmount } = renderWithStore(<BannerStrip />, { path: '/inhouse' });
    expect(strip()).toBeNull();
    unmount();
    renderWithStore(<BannerStrip />, { path: '/lottery' });
    expect(strip()).toBeNull();
  });

  it('renders nothing before the announcements arrive', () => {
    renderWithStore(<BannerStrip />, { path: '/', notices: seededNotices({ banners: [] }) });
    expect(strip()).toBeNull();
  });

  it('shows the single banner of its group as a still slide, without dots', () => {
    const notices = seededNotices();
    renderWithStore(<BannerStrip />, { path: '/live', notices });
    const live = notices.banners.filter((b) => b.groupName === '/live');
    expect(live).toHaveLength(1);
    const images = within(strip()!).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAccessibleName(live[0]!.title!);
    expect(within(strip()!).queryByRole('button', { name: /^Slide/ })).toBeNull();
  });

  it('uses group w_reg on the register page', () => {
    const notices = seededNotices();
    renderWithStore(<BannerStrip />, { path: '/register', notices });
    const reg = notices.banners.find((b) => b.groupName === 'w_reg')!;
    expect(within(strip()!).getByRole('img')).toHaveAttribute('src', reg.url);
  });

  it('puts a relative image address under the image CDN', () => {
    const banners = [one({ url: 'banners/live.png' })];
    const view = renderWithStore(<BannerStrip />, {
      path: '/live',
      notices: seededNotices({ banners }),
      state: { system: { ...initialSystemState, imageCdn: '/cdn-b' } },
    });
    expect(within(strip()!).getByRole('img')).toHaveAttribute('src', '/cdn-b/banners/live.png');
    view.unmount();
    // Without a CDN the address stays as it is.
    renderWithStore(<BannerStrip />, { path: '/live', notices: seededNotices({ banners }) });
    expect(within(strip()!).getByRole('img')).toHaveAttribute('src', 'banners/live.png');
  });

  it('follows each linkage: URL in a new tab, promotion detail, game action; none is not clickable', async () => {
    const cases: [Partial<Banner>, (region: HTMLElement) => void][] = [
      [
        { linkageType: 'URL', linkage: 'https://partner.example.com/' },
        (r) => {
          const link = within(r).getByRole('link', { name: /Only one/ });
          expect(link).toHaveAttribute('href', 'https://partner.example.com/');
          expect(link).toHaveAttribute('target', '_blank');
          expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          expect(link).toHaveAccessibleName('Only one (opens in a new tab)');
        },
      ],
      [
        { linkageType: 'P', linkage: 'PRM-102' },
        (r) => {
          expect(within(r).getByRole('link', { name: 'Only one' })).toHaveAttribute(
            'href',
            '/promoDetail?id=PRM-102',
          );
        },
      ],
      [
        { linkageType: null, linkage: null },
        (r) => {
          expect(within(r).queryByRole('link')).toBeNull();
          expect(within(r).queryByRole('button')).toBeNull();
        },
      ],
    ];
    for (const [over, check] of cases) {
      const view = renderWithStore(<BannerStrip />, {
        path: '/live',
        notices: seededNotices({ banners: [one(over)] }),
      });
      check(strip()!);
      view.unmount();
    }
    const { store } = renderWithStore(<BannerStrip />, {
      path: '/live',
      notices: seededNotices({ banners: [one({ linkageType: 'G', linkage: '100001' })] }),
    });
    await userEvent.click(within(strip()!).getByRole('button', { name: 'Only one' }));
    // A visitor: the game needs a login first (the launch workflow loads with its own chunk).
    await waitFor(() =>
      expect(store.getState().modals.stack.map((m) => m.name)).toEqual(['loginPopupModal']),
    );
  });

  it('navigates to the promotion detail on a promotion banner', async () => {
    renderWithStore(<BannerStrip />, {
      path: '/live',
      notices: seededNotices({ banners: [one({ linkageType: 'P', linkage: 'PRM-102' })] }),
    });
    await userEvent.click(screen.getByRole('link', { name: 'Only one' }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/promoDetail?id=PRM-102',
    );
  });

  it('on the home page, shows one slide at a time with a dot per banner', async () => {
    const notices = seededNotices();
    renderWithStore(<BannerStrip />, { path: '/', notices });
    const dots = await within(strip()!).findAllByRole('button', { name: /^Slide \d$/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Slide 1',
      'Slide 2',
      'Slide 3',
      'Slide 4',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    // Hidden slides are out of the accessibility tree: one slide shows.
    expect(within(strip()!).getAllByRole('group', { name: /of 4$/ })).toHaveLength(1);
  });

  /** Each slide's picture address, in slide order (null: not fetched yet). */
  const pictures = () =>
    [...strip()!.querySelectorAll('img.banner-image')].map((img) => img.getAttribute('src'));

  it("fetches only the first slide's picture until the strip is reached for", async () => {
    stubCarouselApis({ reducedMotion: true });
    renderWithStore(<BannerStrip />, { path: '/' });
    await within(strip()!).findAllByRole('button', { name: /^Slide/ });
    const [first, ...others] = pictures();
    expect(first).toMatch(/\S/);
    expect(others).toEqual([null, null, null]);
    await userEvent.hover(within(strip()!).getByRole('img'));
    expect(pictures().every((src) => src !== null && src !== '')).toBe(true);
  });

  it('with autoplay, fetches the other pictures 2 s before the first change', async () => {
    vi.useFakeTimers();
    renderWithStore(<BannerStrip />, { path: '/' });
    await act(async () => undefined);
    await act(async () => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - PICTURES_LEAD_MS - 1));
    expect(pictures().slice(1)).toEqual([null, null, null]);
    await act(async () => vi.advanceTimersByTime(1));
    expect(pictures().every((src) => src !== null && src !== '')).toBe(true);
  });

  it('elsewhere, several banners show one slide at a time without dots', async () => {
    renderWithStore(<BannerStrip />, { path: '/rng' });
    expect(
      await within(strip()!).findByRole('button', { name: 'Pause the banners' }),
    ).toBeInTheDocument();
    expect(within(strip()!).queryByRole('button', { name: /^Slide/ })).toBeNull();
    expect(within(strip()!).getAllByRole('group', { name: /of 2$/ })).toHaveLength(1);
  });

  it('offers no pause toggle to users who prefer reduced motion (nothing moves)', async () => {
    stubCarouselApis({ reducedMotion: true });
    renderWithStore(<BannerStrip />, { path: '/' });
    await within(strip()!).findAllByRole('button', { name: /^Slide/ });
    expect(within(strip()!).queryByRole('button', { name: 'Pause the banners' })).toBeNull();
    await act(async () => undefined);
  });
});
