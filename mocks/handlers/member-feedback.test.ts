import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import { memberClient as client } from './test-calls';

describe('the mock feedback', () => {
  it('takes a png feedback image and refuses one above 5 MB or of another type', async () => {
    const api = await client();
    const content = 'The withdrawal page was slow today.';
    const png = (bytes: number) => `data:image/png;base64,${'A'.repeat(Math.ceil(bytes / 3) * 4)}`;
    await expect(
      api.call('feedback', { type: 'OTHER', content, images: [png(1000)] }),
    ).resolves.toMatchObject({ feedbackId: expect.any(String) });
    await expect(
      api.call('feedback', { type: 'OTHER', content, images: [png(5 * 1024 * 1024 + 3)] }),
    ).rejects.toMatchObject({
      code: ErrorCodes.badRequest,
      message: 'Each image must be at most 5 MB',
    });
    await expect(
      api.call('feedback', { type: 'OTHER', content, images: ['data:image/gif;base64,R0lGOD'] }),
    ).rejects.toMatchObject({ code: ErrorCodes.badRequest, message: 'Images must be png or jpg' });
  });
});
