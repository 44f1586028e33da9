// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { checkBoundaries } from './boundaries.mjs';

/** The boundary check over these files alone (path: source). */
const problemsOf = (files: Record<string, string>) =>
  checkBoundaries(Object.entries(files).map(([file, text]) => ({ file, text }))).problems;

describe('the boundary check (npm run lint)', () => {
  it("reports a sub-unit that reaches into a sibling sub-unit's internals, relative or by alias", () => {
    const problems = problemsOf({
      'src/features/wallet/withdraw/probe.ts': [
        "import { loadOrders } from '../deposit/sagas';",
        "import { DepositForm } from '@/features/wallet/deposit/components/DepositForm';",
      ].join('\n'),
      'src/features/wallet/withdraw/components/Probe.tsx':
        "import { ChannelPicker } from '../../deposit/components/ChannelPicker';",
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^sub-unit reach-in: .*withdraw\/probe\.ts imports \.\.\/deposit\/sagas/,
      ),
      expect.stringMatching(
        /^sub-unit reach-in: .*imports @\/features\/wallet\/deposit\/components/,
      ),
      expect.stringMatching(
        /^sub-unit reach-in: .*Probe\.tsx imports \.\.\/\.\.\/deposit\/components/,
      ),
    ]);
  });

  it("lets a sub-unit use a sibling's slice, selectors and feature, and the domain's root", () => {
    expect(
      problemsOf({
        'src/features/wallet/withdraw/probe.ts': [
          "import { depositActions } from '../deposit/slice';",
          "import { selectDeposit } from '../deposit/selectors';",
          "import { depositFeature } from '@/features/wallet/deposit/feature';",
          "import { failureOf } from '../failure';",
          "import { InputField } from '../components/InputField';",
          "import { PageFailureNotice } from '@/core/components/PageFailureNotice';",
        ].join('\n'),
        'src/features/wallet/feature.ts': "import { DepositPage } from './deposit/DepositPage';",
      }),
    ).toEqual([]);
  });

  it("still reports another feature's internals and two-way feature pairs", () => {
    const problems = problemsOf({
      'src/features/points/probe.ts':
        "import { loadOrders } from '@/features/wallet/deposit/sagas';",
      'src/features/wallet/probe.ts': "import { pointsActions } from '@/features/points/slice';",
    });
    expect(problems[0]).toMatch(/^reach-in: src\/features\/points\/probe\.ts/);
    expect(problems[1]).toMatch(/^two-way: features\/points -> features\/wallet/);
  });

  it('has ESLint report the same reach-in in the editor', async () => {
    const eslint = new ESLint();
    const [bad] = await eslint.lintText(
      "export { loadOrders } from '@/features/wallet/deposit/sagas';\n",
      { filePath: 'src/features/wallet/withdraw/probe.ts' },
    );
    expect(bad!.messages.map((m) => m.ruleId)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    const [good] = await eslint.lintText(
      "export { depositActions } from '@/features/wallet/deposit/slice';\n",
      { filePath: 'src/features/wallet/withdraw/probe.ts' },
    );
    expect(good!.messages).toEqual([]);
  }, 60_000);
});
