import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Probes for the one-way layers of eslint.config.js: each import below crosses a fence and must
 * be reported; the allowed ones must not. If a probe stops failing, the fence is gone.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId?.endsWith('no-restricted-imports') || m.ruleId === 'boundaries/no-unknown-files')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const refused: Array<[string, string, string]> = [
  ['a feature importing another feature', 'src/features/chat/probe.tsx', "import { carePlanFor } from '../quiz/care-plan';\nexport const x = carePlanFor;"],
  ['a feature importing the app', 'src/features/quiz/probe.tsx', "import { theme } from '../../app/theme';\nexport const x = theme;"],
  ['a feature importing a page', 'src/features/forms/probe.tsx', "import Home from '../../pages/home';\nexport const x = Home;"],
  ['shared importing a feature', 'src/shared/ui/probe.tsx', "import { ChatWidget } from '../../features/chat/chat-widget';\nexport const x = ChatWidget;"],
  ['shared importing the app', 'src/shared/hooks/probe.ts', "import { PAGE_ROUTES } from '../../app/routes';\nexport const x = PAGE_ROUTES;"],
  ['content importing shared', 'src/content/probe.ts', "import { SITE_URL } from '../shared/config/env';\nexport const x = SITE_URL;"],
  [
    'content importing a machine value',
    'src/content/probe.ts',
    "import { chatMachine } from '../../machines/chat/chat.machine';\nexport const x = chatMachine;",
  ],
  ['a page importing the app', 'src/pages/probe.tsx', "import { theme } from '../app/theme';\nexport const x = theme;"],
  ['machines importing content', 'machines/probe.ts', "import { BRAND } from '../src/content/site';\nexport const x = BRAND;"],
  ['machines importing React', 'machines/probe.ts', "import { useState } from 'react';\nexport const x = useState;"],
  ['a file outside every layer', 'src/misc/probe.ts', 'export const x = 1;'],
];

const allowed: Array<[string, string, string]> = [
  [
    'a feature importing its own files, shared, content and machines',
    'src/features/chat/probe.tsx',
    "import { parseReplyLinks } from './reply-links';\nimport { Icon } from '../../shared/ui/icons';\nimport { CHAT_TEXT } from '../../content/chat';\nimport { chatMachine } from '../../../machines/chat/chat.machine';\nexport const x = [parseReplyLinks, Icon, CHAT_TEXT, chatMachine];",
  ],
  [
    'a page importing two features',
    'src/pages/probe.tsx',
    "import { ContactForm } from '../features/forms/contact-form';\nimport { CareFinderQuiz } from '../features/quiz/care-finder-quiz';\nexport const x = [ContactForm, CareFinderQuiz];",
  ],
  [
    'content importing machine types',
    'src/content/probe.ts',
    "import type { ChatScript } from '../../machines/chat/chat.machine';\nexport type X = ChatScript;",
  ],
  [
    'the app importing a page and a feature',
    'src/app/probe.tsx',
    "import Home from '../pages/home';\nimport { ChatWidget } from '../features/chat/chat-widget';\nexport const x = [Home, ChatWidget];",
  ],
];

/**
 * Tests that judge (decision 0078): a model or browser test may not import what computes the
 * expectation it should write by hand. Types stay importable.
 */
const judging: Array<[string, string, string]> = [
  [
    'a model test importing carePlanFor',
    'tests/model/probe.model.test.tsx',
    "import { carePlanFor } from '../../src/features/quiz/care-plan';\nexport const x = carePlanFor;",
  ],
  [
    'a model test importing a view model',
    'tests/model/probe.model.test.tsx',
    "import { quizView } from '../../machines/quiz/quiz.view';\nexport const x = quizView;",
  ],
  [
    'a model test importing a machine rule',
    'tests/model/probe.model.test.tsx',
    "import { careCost } from '../../machines/care-cost/care-cost.rules';\nexport const x = careCost;",
  ],
  [
    'a model test importing a value of a machine module',
    'tests/model/probe.model.test.tsx',
    "import { blankOfflineFields } from '../../machines/chat/chat.machine';\nexport const x = blankOfflineFields;",
  ],
  [
    'an e2e spec importing the money formatter',
    'tests/e2e/probe.spec.ts',
    "import { formatCad } from '../../src/shared/lib/money';\nexport const x = formatCad;",
  ],
  [
    'an e2e spec importing the consultation fields builder',
    'tests/e2e/probe.spec.ts',
    "import { consultationRequestFields } from '../../src/features/consultation/consultation-request-fields';\nexport const x = consultationRequestFields;",
  ],
  [
    'an e2e spec importing the service-area rule',
    'tests/e2e/probe.spec.ts',
    "import { serviceAreaFor } from '../../machines/shared/service-area-rules';\nexport const x = serviceAreaFor;",
  ],
];

describe('tests that judge (eslint.config.js)', () => {
  it.each(judging)('refuses %s', async (_name, filePath, code) => {
    const [message] = await boundaryErrors(filePath, code);
    expect(message).toMatch(/^@typescript-eslint\/no-restricted-imports: .*A judging test does not (ask|compute)/);
  });

  it('allows a type from a machine and the words from content', async () => {
    const code =
      "import type { QuizAnswers } from '../../machines/quiz/quiz.rules';\nimport { QUIZ_TEXT } from '../../src/content/quiz';\nexport const x: [QuizAnswers | null, typeof QUIZ_TEXT] = [null, QUIZ_TEXT];";
    expect(await boundaryErrors('tests/model/probe.model.test.tsx', code)).toEqual([]);
  });
});

describe('one-way layers (eslint.config.js)', () => {
  it.each(refused)('refuses %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).not.toEqual([]);
  });

  it.each(allowed)('allows %s', async (_name, filePath, code) => {
    expect(await boundaryErrors(filePath, code)).toEqual([]);
  });

  it('names the layers in the message', async () => {
    const [message] = await boundaryErrors(refused[0]![1], refused[0]![2]);
    expect(message).toContain('feature may not import feature');
  });
});
