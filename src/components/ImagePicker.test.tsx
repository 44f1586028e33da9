import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePicker, readAsDataUrl, type ImagePickerProps } from './ImagePicker';

const texts = {
  choose: 'Choose an image',
  wrongType: 'Please choose a png or jpg image.',
  tooLarge: 'This image is larger than 5 MB.',
  tooMany: 'At most 2 images.',
  remove: (name: string) => `Remove ${name}`,
};

const image = (name: string, type: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type });

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:preview-${(n += 1)}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
});
afterEach(() => {
  // @ts-expect-error jsdom has none: the test put them there.
  delete URL.createObjectURL;
  // @ts-expect-error see above
  delete URL.revokeObjectURL;
});

/** The picker with its files kept by a parent, as a form keeps them. */
function Picker(props: Partial<ImagePickerProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Proof"
      hint="png or jpg, at most 5 MB"
      files={files}
      onChange={setFiles}
      maxBytes={1_000}
      texts={texts}
      {...props}
    />
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

describe('ImagePicker', () => {
  it('is a labelled group whose choose button opens the file dialog from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    expect(screen.getByRole('group', { name: 'Proof' })).toHaveAccessibleDescription(
      'png or jpg, at most 5 MB',
    );
    const click = vi.spyOn(input(), 'click');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
    expect(input()).toHaveAttribute('accept', 'image/png,.png,image/jpeg,.jpg,.jpeg');
  });

  it('previews a chosen image, removes it (revoking its preview) and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.upload(input(), image('proof.png', 'image/png'));
    const preview = await screen.findByRole('img', { name: 'proof.png' });
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    await user.click(screen.getByRole('button', { name: 'Remove proof.png' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(revoked).toEqual(['blob:preview-1']);
    expect(screen.getByRole('button', { name: 'Choose an image' })).toHaveFocus();
  });

  it('replaces the image when one is allowed', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.upload(input(), image('a.png', 'image/png'));
    await screen.findByRole('img', { name: 'a.png' });
    await user.upload(input(), image('b.jpg', 'image/jpeg'));
    await screen.findByRole('img', { name: 'b.jpg' });
    expect(screen.queryByRole('img', { name: 'a.png' })).toBeNull();
    expect(revoked).toContain('blob:preview-1');
  });

  it('refuses another type and a file above the limit with a clear, announced message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Picker />);
    await user.upload(input(), image('proof.gif', 'image/gif'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please choose a png or jpg image.');
    expect(screen.getByRole('group', { name: 'Proof' })).toHaveAccessibleDescription(
      'png or jpg, at most 5 MB Please choose a png or jpg image.',
    );
    await user.upload(input(), image('big.jpg', 'image/jpeg', 1_001));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This image is larger than 5 MB.'),
    );
    expect(screen.queryByRole('img')).toBeNull();
    await user.upload(input(), image('ok.jpg', 'image/jpeg', 1_000));
    await screen.findByRole('img', { name: 'ok.jpg' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps to the most images allowed, then disables choosing more', async () => {
    const user = userEvent.setup();
    render(<Picker maxCount={2} />);
    await user.upload(input(), [image('a.png', 'image/png'), image('b.png', 'image/png')]);
    expect(await screen.findAllByRole('img')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Choose an image' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    await user.upload(input(), [image('c.png', 'image/png'), image('d.png', 'image/png')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 2 images.');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('shows an error from outside, and revokes every preview when it goes', async () => {
    const user = userEvent.setup();
    const { unmount, rerender } = render(<Picker error="Please add an image as proof." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please add an image as proof.');
    rerender(<Picker />);
    await user.upload(input(), image('a.png', 'image/png'));
    await screen.findByRole('img');
    act(() => unmount());
    expect(revoked).toEqual(created);
  });

  it('reads a file as a data URL for a JSON request', async () => {
    const url = await readAsDataUrl(
      new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }),
    );
    expect(url).toBe('data:image/png;base64,iVBORw==');
  });
});
