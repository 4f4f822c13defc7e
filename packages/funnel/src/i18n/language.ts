/** The prospect's languages (decision 0319), with the schema a capture's `language` is checked with. */
import { z } from 'zod';
import { LANGUAGES } from './language-paths.js';

export * from './language-paths.js';
export const LanguageSchema = z.enum(LANGUAGES);
