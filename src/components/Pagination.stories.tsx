import { useState } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Pagination } from './Pagination';

export default { title: 'Components / Pagination' } satisfies StoryDefault;

const texts = { previous: 'Previous', next: 'Next', page: (n: number) => `Page ${n}` };

/** Page range 3, margin 1 (spec 2 §9): the ends, three pages around the current one, gaps. */
export const ManyPages: Story<{ pageCount: number }> = ({ pageCount }) => {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      pageCount={pageCount}
      current={Math.min(page, pageCount)}
      onChange={setPage}
      label="Pages"
      texts={texts}
    />
  );
};
ManyPages.storyName = 'Many pages';
ManyPages.args = { pageCount: 34 };
