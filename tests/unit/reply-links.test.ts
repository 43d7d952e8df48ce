import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInternalPath, parseReplyLinks } from '../../src/features/chat/reply-links';

describe('parseReplyLinks', () => {
  it('turns [label](/path) into a link part between text parts', () => {
    expect(parseReplyLinks('Great! See [our careers page](/careers-join-our-team) to apply.')).toEqual([
      { kind: 'text', text: 'Great! See ' },
      { kind: 'link', label: 'our careers page', path: '/careers-join-our-team' },
      { kind: 'text', text: ' to apply.' },
    ]);
    expect(parseReplyLinks('[Franchise](/franchise-opportunity)')).toEqual([{ kind: 'link', label: 'Franchise', path: '/franchise-opportunity' }]);
    expect(parseReplyLinks('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });

  it('leaves external, scripted and protocol-relative targets as plain text', () => {
    for (const target of ['javascript:alert(1)', 'https://evil.example', '//evil.example/x', 'mailto:a@b.c', '/\\evil', 'careers', '/a b', '/"><script>']) {
      const text = `Click [here](${target}) now`;
      expect(parseReplyLinks(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('never produces a link that is not a site path, and loses no text (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, label, target) => {
        const text = `${before}[${label}](${target})${before}`;
        const parts = parseReplyLinks(text);
        for (const part of parts) {
          if (part.kind === 'link') {
            expect(isInternalPath(part.path)).toBe(true);
            expect(part.path.startsWith('//')).toBe(false);
            expect(/^[a-z]+:/i.test(part.path)).toBe(false);
          }
        }
        // Plain text is kept exactly; links keep their label.
        const rebuilt = parts.map((p) => (p.kind === 'text' ? p.text : `[${p.label}](${p.path})`)).join('');
        if (!parts.some((p) => p.kind === 'link')) expect(rebuilt).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
