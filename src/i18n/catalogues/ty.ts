import common from '../locales/ty/common.json';
import auth from '../locales/ty/auth.json';
import register from '../locales/ty/register.json';
import account from '../locales/ty/account.json';
import shell from '../locales/ty/shell.json';
import header from '../locales/ty/header.json';
import notices from '../locales/ty/notices.json';

/** The feature files of this language (each holds its own top-level key). */
export const files = { common, auth, register, account, shell, header, notices };

/** The whole catalogue of this language: its own chunk, loaded only when the language is used. */
export const catalogue = { ...common, ...auth, ...register, ...account, ...shell, ...header, ...notices };
