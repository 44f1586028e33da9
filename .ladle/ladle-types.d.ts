/*
 * The part of `@ladle/react`'s types the stories use, for the type check only
 * (tsconfig.typecheck.json maps '@ladle/react' here; the editor, Vite and Ladle read the package).
 *
 * Why: Ladle 5.1.1 ships its UI's sources (typings-for-build/app/src/ui.tsx) beside their .d.ts,
 * and its exports.d.ts re-exports them, so a program that imports '@ladle/react' type-checks that
 * .tsx (a .tsx wins over a .d.ts, and skipLibCheck only skips .d.ts files). TypeScript 5 let its
 * `// @ts-ignore` lines cover two wrong JSX props there; TypeScript 7 reports them on the prop's own
 * line, which the comment does not cover. These declarations are Ladle's own (exports.d.ts and
 * shared/types.d.ts of 5.1.1), kept to what this repository imports; on a Ladle upgrade, compare.
 */
import type * as React from 'react';
import type { RequestHandler } from 'msw';
import type {
  Config,
  GlobalAction,
  GlobalState,
  KnownMeta,
  StoryDecorator,
} from '../node_modules/@ladle/react/typings-for-build/shared/types';

export type { GlobalState, StoryDecorator };
export { useLadleContext } from '../node_modules/@ladle/react/typings-for-build/app/src/context';

type ReactNodeWithoutObject = React.ReactElement | string | number | boolean | null | undefined;

/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type --
   Ladle's own declarations, as it ships them */
export interface Meta extends KnownMeta {
  [key: string]: any;
}
export type Args<P = { [key: string]: any }> = Partial<P>;
export type ControlType =
  | 'select'
  | 'multi-select'
  | 'radio'
  | 'inline-radio'
  | 'check'
  | 'inline-check'
  | 'background'
  | 'color'
  | 'date'
  | 'number'
  | 'text'
  | 'boolean'
  | 'range';
export interface ArgType<K = any> {
  control?: {
    name?: string;
    labels?: { [key: string]: string };
    type: ControlType;
    min?: number;
    max?: number;
    step?: number;
    [key: string]: any;
  };
  mapping?: { [key: string | number]: any };
  options?: K[] | unknown;
  defaultValue?: K;
  description?: string;
  name?: string;
  action?: string;
  [key: string]: any;
}
export type ArgTypes<P = { [key: string]: any }> = { [key in keyof P]?: ArgType<P[key]> };
/** What a story file's default export and each story may set (Ladle declares them twice). */
interface StoryFields<P> {
  args?: Args<P>;
  argTypes?: ArgTypes<P>;
  decorators?: StoryDecorator<P>[];
  meta?: Meta;
  msw?: RequestHandler[];
  parameters?: { [key: string]: any };
}
export interface StoryDefault<P = {}> extends StoryFields<P> {
  title?: string;
}
export interface Story<P = {}> extends React.FC<P>, StoryFields<P> {
  storyName?: string;
}
export type GlobalProvider = React.FC<{
  globalState: GlobalState;
  dispatch: React.Dispatch<GlobalAction>;
  config: Config;
  children: ReactNodeWithoutObject;
  storyMeta?: Meta;
}>;
export declare const action: (name: string) => (event?: any) => void;
/* eslint-enable @typescript-eslint/no-explicit-any, @typescript-eslint/no-empty-object-type */
