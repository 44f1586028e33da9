import { describe, expect, it } from 'vitest';
import type { VendorLane } from '../src/api/contract/games';
import {
  DEFAULT_SCENARIO,
  ScenarioPatch,
  mergeScenario,
  scenarioLanes,
  scenarioResources,
} from './scenario';

const patch = (body: unknown) => mergeScenario(DEFAULT_SCENARIO, ScenarioPatch.parse(body));
const FIXTURE_RESOURCES = [
  { resourceType: 'Android', url: 'a' },
  { resourceType: 'MOBILECONFIG', url: 'i' },
  { resourceType: 'FACEBOOK', url: 'f' },
];
const lane = (title: string, vendors: string[]): VendorLane => ({
  title,
  gameClassify: null,
  cards: vendors.map((v) => ({ vassalage: v, displayName: v, gameType: title, isHot: 0 })),
});
const FIXTURE_LANES = [lane('LIVE', ['EVO']), lane('FISH', ['JDB']), lane('RNG', ['PG', 'JILI'])];

describe('scenario keys: resources, vendorLanes, helpCenter', () => {
  it('defaults to the fixtures', () => {
    expect(scenarioResources(DEFAULT_SCENARIO, FIXTURE_RESOURCES)).toEqual(FIXTURE_RESOURCES);
    expect(scenarioLanes(DEFAULT_SCENARIO, FIXTURE_LANES)).toEqual(FIXTURE_LANES);
    expect(DEFAULT_SCENARIO.helpCenter).toBeNull();
  });

  it('drops resources by type, or replaces the list', () => {
    const dropped = patch({ resources: { drop: ['Android', 'FACEBOOK'] } });
    expect(scenarioResources(dropped, FIXTURE_RESOURCES).map((r) => r.resourceType)).toEqual([
      'MOBILECONFIG',
    ]);
    const none = patch({ resources: { replace: [] } });
    expect(scenarioResources(none, FIXTURE_RESOURCES)).toEqual([]);
    const own = patch({
      resources: { replace: [{ resourceType: 'TELEGRAM', url: 'https://t.me/x' }] },
    });
    expect(scenarioResources(own, FIXTURE_RESOURCES)).toEqual([
      { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
    ]);
  });

  it('empties or drops vendor lanes by category, or replaces them', () => {
    const s = patch({ vendorLanes: { emptied: ['FISH'], drop: ['LIVE'] } });
    expect(scenarioLanes(s, FIXTURE_LANES).map((l) => [l.title, l.cards.length])).toEqual([
      ['FISH', 0],
      ['RNG', 2],
    ]);
    const own = patch({ vendorLanes: { replace: [lane('PVP', ['KY'])] } });
    expect(scenarioLanes(own, FIXTURE_LANES).map((l) => l.title)).toEqual(['PVP']);
  });

  it('replaces the help-centre articles, and null brings the built-in ones back', () => {
    const s = patch({ helpCenter: [{ id: 9, title: 'T', content: '<p>x</p>' }] });
    expect(s.helpCenter).toEqual([{ id: 9, title: 'T', content: '<p>x</p>' }]);
    expect(mergeScenario(s, ScenarioPatch.parse({ helpCenter: null })).helpCenter).toBeNull();
  });

  it('rejects malformed values', () => {
    expect(ScenarioPatch.safeParse({ resources: { drop: 'Android' } }).success).toBe(false);
    expect(ScenarioPatch.safeParse({ resources: { replace: [{ url: 'x' }] } }).success).toBe(false);
    expect(ScenarioPatch.safeParse({ vendorLanes: { emptied: [1] } }).success).toBe(false);
    expect(ScenarioPatch.safeParse({ helpCenter: [{ title: 'no id or content' }] }).success).toBe(
      false,
    );
  });
});
