import { runSaga } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../fixtures/brands';
import { BRAND_CSS_KEY, BRAND_THEME_KEY } from '@/lib/brand-keys';
import { brandLookFlow } from './sagas';

const run = (brand = BRANDS.jade) => runSaga({}, brandLookFlow, brand).toPromise();

describe("the brand's look at start-up", () => {
  it("keeps the host's brand block for the next visit's first paint and adds nothing", async () => {
    document.head.innerHTML =
      '<style id="brand-style" data-default-theme="dark">:root:root{--accent:#0b7a5c}</style>';
    await run();
    expect(localStorage.getItem(BRAND_CSS_KEY)).toBe(':root:root{--accent:#0b7a5c}');
    expect(localStorage.getItem(BRAND_THEME_KEY)).toBe('dark');
    expect(document.querySelectorAll('style')).toHaveLength(1);
  });

  it('puts the brand in where no host did, or only the kept copy is there', async () => {
    document.head.innerHTML =
      '<style id="brand-style" data-cached="">:root:root{--accent:#000}</style>';
    await run();
    const style = document.getElementById('brand-style')!;
    expect(style.textContent).toContain('--accent:#0b7a5c');
    expect(style.dataset.cached).toBeUndefined();
    expect(document.title).toBe('Jade Garden');
    expect(localStorage.getItem(BRAND_CSS_KEY)).toBe(style.textContent);
  });
});
