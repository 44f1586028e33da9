import type { ComponentType, LazyExoticComponent } from 'react';
import type { ModalName } from './slice';
import type { ModalComponentProps } from './types';

export type ModalComponent = LazyExoticComponent<ComponentType<ModalComponentProps>>;
export type ModalTable = Record<ModalName, ModalComponent>;

/**
 * The modal host's table of modals by name. The app layer fills it (`src/app/modals.ts`, when the
 * store module loads): core does not know the features whose modals it shows.
 */
const modals: Partial<ModalTable> = {};

export function registerModals(table: Partial<ModalTable>) {
  Object.assign(modals, table);
}

export function modalComponent(name: ModalName): ModalComponent | undefined {
  return modals[name];
}
