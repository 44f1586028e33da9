import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clobberedNames } from '../../fixtures/xss-corpus/audit';
import { SafeHtml } from './SafeHtml';

/** The content is in once the sanitiser (DOMPurify in jsdom, loaded on demand) has run. */
const settled = (el: Element) => waitFor(() => expect(el).not.toHaveAttribute('aria-busy'));

describe('SafeHtml', () => {
  it('shows server HTML through the policy, busy until it is in', async () => {
    const { container } = render(
      <SafeHtml
        html={'<p>Dear <b>members</b></p><script>alert(1)</script><a href="#faq">FAQ</a>'}
      />,
    );
    const box = container.firstElementChild!;
    await settled(box);
    expect(screen.getByText('members').tagName).toBe('B');
    expect(box.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '#user-content-faq');
  });

  it('replaces the content when the HTML changes', async () => {
    const { container, rerender } = render(<SafeHtml as="section" html="<p>First</p>" />);
    const box = container.firstElementChild!;
    expect(box.tagName).toBe('SECTION');
    await settled(box);
    rerender(<SafeHtml as="section" html="<p>Second</p>" />);
    await waitFor(() => expect(box).toHaveTextContent(/^Second$/));
  });

  it('renders clobbering markup without breaking the page or itself', async () => {
    const { container, rerender } = render(
      <SafeHtml
        html={
          '<img src="/cdn-a/x.png" name="createElement"><form name="body"></form>' +
          '<a id="getElementById">a</a><img name="activeElement"><p id="someConfig">kept</p>'
        }
      />,
    );
    const box = container.firstElementChild!;
    await settled(box);
    expect(clobberedNames(['createElement', 'getElementById', 'body', 'someConfig'])).toEqual([]);
    expect(box.querySelector('p')).toHaveAttribute('id', 'user-content-someConfig');
    // React and the component still work: the next article comes in.
    rerender(<SafeHtml html="<p>Next article</p>" />);
    await waitFor(() => expect(box).toHaveTextContent(/^Next article$/));
  });
});
