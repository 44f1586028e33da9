import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { ImagePicker, type ImagePickerProps } from './ImagePicker';

export default { title: 'Components / Image picker' } satisfies StoryDefault;

const texts = {
  choose: 'Choose an image',
  wrongType: 'Please choose a png or jpg image.',
  tooLarge: 'This image is larger than 5 MB. Please choose a smaller one.',
  tooMany: 'Please choose at most 3 images.',
  remove: (name: string) => `Remove ${name}`,
};

/** The picker with its files kept by the story, as a form keeps them. */
function Picker(props: Partial<ImagePickerProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <ImagePicker
      label="Proof"
      hint="A png or jpg image, at most 5 MB."
      files={files}
      onChange={setFiles}
      maxBytes={5 * 1024 * 1024}
      texts={texts}
      {...props}
    />
  );
}

/** One image (withdrawal proof): a new choice replaces it. Try a gif or a file above 5 MB. */
export const One: Story = () => <Picker />;
One.storyName = 'One image';

/** Up to three images (activity applications, spec 2 §5). */
export const UpToThree: Story = () => <Picker label="Images" maxCount={3} />;
UpToThree.storyName = 'Up to three images';

/** An error from the form (nothing chosen yet). */
export const Required: Story = () => <Picker error="Please add an image as proof." />;
Required.storyName = 'Required, nothing chosen';

export const Disabled: Story = () => <Picker disabled />;
Disabled.storyName = 'Disabled while sending';
