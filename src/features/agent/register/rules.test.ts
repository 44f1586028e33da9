import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '@/api/contract/constants';
import type { PageFailure } from '@/core/page-failure';
import { refusedField } from './rules';

const server = (code: string, field?: string): PageFailure => ({
  kind: 'server',
  code,
  message: 'refused',
  ...(field ? { field } : {}),
});

describe('registration rules', () => {
  it('puts a registration refusal at the field it names, a taken account at the account', () => {
    expect(refusedField(server(ErrorCodes.usernameTaken))).toBe('username');
    expect(refusedField(server('bad', 'password'))).toBe('password');
    expect(refusedField(server('bad', 'captcha'))).toBeNull();
    expect(refusedField({ kind: 'busy', code: '#727', message: '' })).toBeNull();
  });
});
