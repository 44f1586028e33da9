/** The member's language (spec 1 §4, §7). */
import { defineResolvers } from './define';

export const preferencesResolvers = defineResolvers({
  updateLanguage: ({ input, member, db }) => {
    member!.language = input.language.toUpperCase();
    db.commit();
    return true;
  },
});
