import common from '../locales/en/common.json';
import auth from '../locales/en/auth.json';
import register from '../locales/en/register.json';
import account from '../locales/en/account.json';
import shell from '../locales/en/shell.json';
import header from '../locales/en/header.json';
import notices from '../locales/en/notices.json';

/** The feature files of this language (each holds its own top-level key). */
export const files = { common, auth, register, account, shell, header, notices };

/** The whole catalogue of this language: its own chunk, loaded only when the language is used. */
export const catalogue = { ...common, ...auth, ...register, ...account, ...shell, ...header, ...notices };
