// The registration page (spec 1 §2.9): a lazy section that brings the register feature with it.
export { default } from '@/features/register/pages/RegisterPage';
export { registerFeature as feature } from '@/features/register/feature';
