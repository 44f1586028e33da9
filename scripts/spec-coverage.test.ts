import { describe, expect, it } from 'vitest';
import { coverage, parseFeature } from './spec-coverage';

const FEATURE = `@spec1-2.1 @spec1-4
Feature: Start-up
  Some words.

  Scenario: Normal
    When I open

  @spec1-8
  Scenario Outline: Errors <x>
    Then y

    Examples:
      | x |
      | 1 |

  @spec9-9
  Scenario: Unknown tag
    Then z
`;

describe('spec coverage', () => {
  it('gives every scenario the feature tags plus its own', () => {
    const list = parseFeature(FEATURE, 'a.feature');
    expect(list.map((s) => [s.scenario, s.tags])).toEqual([
      ['Normal', ['@spec1-2.1', '@spec1-4']],
      ['Errors <x>', ['@spec1-2.1', '@spec1-4', '@spec1-8']],
      ['Unknown tag', ['@spec1-2.1', '@spec1-4', '@spec9-9']],
    ]);
  });

  it('maps scenarios to sections and reports unknown tags', () => {
    const { bySection, unknown } = coverage(parseFeature(FEATURE, 'a.feature'));
    expect(bySection.get('spec1-2.1')).toHaveLength(3);
    expect(bySection.get('spec1-8')).toHaveLength(1);
    expect(bySection.get('spec2-4')).toHaveLength(0);
    expect(unknown).toEqual(['@spec9-9']);
  });
});
