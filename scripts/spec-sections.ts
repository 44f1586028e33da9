/**
 * The numbered sections of both specification documents (shared/spec/), kept by the project so
 * that `npm run spec:coverage` can show which ones no scenario covers yet. Tag a feature or a
 * scenario with `@spec<doc>-<section>`, e.g. `@spec1-2.1`, `@spec2-4`.
 */
export const SPEC_SECTIONS: readonly { id: string; title: string }[] = [
  { id: 'spec1-1', title: 'What the product does and for whom' },
  { id: 'spec1-2', title: 'Screens and routes' },
  { id: 'spec1-2.1', title: 'Start-up' },
  { id: 'spec1-2.2', title: 'Routes (history mode)' },
  { id: 'spec1-2.3', title: 'Banners' },
  { id: 'spec1-2.4', title: 'Header' },
  { id: 'spec1-2.5', title: 'Left side bar' },
  { id: 'spec1-2.6', title: 'Floating service widget, footer, chat room' },
  { id: 'spec1-2.7', title: 'Modals' },
  { id: 'spec1-2.8', title: 'Login popup' },
  { id: 'spec1-2.9', title: 'Register page' },
  { id: 'spec1-2.10', title: 'Registration form fields' },
  { id: 'spec1-2.11', title: 'Change password modal' },
  { id: 'spec1-2.12', title: 'Forgot password modal' },
  { id: 'spec1-2.13', title: 'Notice modal' },
  { id: 'spec1-3', title: 'Entities and their fields' },
  { id: 'spec1-4', title: 'States and transitions' },
  { id: 'spec1-5', title: 'Validation rules' },
  { id: 'spec1-6', title: 'Roles and permissions' },
  { id: 'spec1-7', title: 'The calls it makes' },
  { id: 'spec1-8', title: 'The error catalogue' },
  { id: 'spec1-9', title: 'Business constants and limits' },
  { id: 'spec2-1', title: 'What the product does and for whom' },
  { id: 'spec2-2', title: 'Screens and routes' },
  { id: 'spec2-3', title: 'Entities and their fields' },
  { id: 'spec2-4', title: 'States and transitions' },
  { id: 'spec2-5', title: 'Validation rules' },
  { id: 'spec2-6', title: 'Roles and permissions' },
  { id: 'spec2-7', title: 'The calls it makes' },
  { id: 'spec2-8', title: 'Error catalogue' },
  { id: 'spec2-9', title: 'Business constants and limits' },
];
