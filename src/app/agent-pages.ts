import type { ComponentType } from 'react';
import type { AgentCentrePage } from '@/core/agent-centre';

/**
 * The agent centre's pages by key (spec 2 §2), each its own chunk loaded when first shown
 * (`lazyComponent(() => import(...))`). The panel (features/agent) shows them; pages not listed
 * here show the panel's placeholder until they are built. A page module default-exports its
 * component and may export its lazy `feature`.
 */
export const AGENT_PAGES: Partial<Record<AgentCentrePage, ComponentType>> = {};
