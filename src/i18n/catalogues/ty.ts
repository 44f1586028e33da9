import common from '../locales/ty/common.json';
import shell from '../locales/ty/shell.json';
import header from '../locales/ty/header.json';
import notices from '../locales/ty/notices.json';

/**
 * The first page's feature files of this language (each holds its own top-level key); the texts of
 * lazy features (auth, register, account, games...) are deferred files (see ../feature-texts.ts).
 */
export const files = { common, shell, header, notices };

/** The whole catalogue of this language: its own chunk, loaded only when the language is used. */
export const catalogue = { ...common, ...shell, ...header, ...notices };
