import { describe, expect, it } from 'vitest';
import { markdownPosts } from '../../scripts/markdown-posts';

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
const transform = markdownPosts().transform as unknown as Transform;

const SAMPLE = [
  'Falls are common, and most can be prevented.',
  '',
  '## Light every step',
  '',
  'Add night lights.',
  '',
  '### On the stairs',
  '',
  '- A handrail on both sides',
  '- [Our guide](/blog/how-to-prevent-falls-at-home)',
  '',
  '<script>alert("x")</script>',
  '',
  '<div onclick="steal()">raw block</div>',
  '',
  'Inline <b>bold</b> and <img src=x onerror=alert(1)> stay out.',
].join('\n');

describe('Markdown posts compiled at build time (scripts/markdown-posts.ts)', () => {
  it('compiles a body to jsx() calls with heading ids, its outline and its word count', async () => {
    const out = (await transform(SAMPLE, '/x/posts/sample.md'))!.code;
    expect(out).toContain('react/jsx-runtime');
    expect(out).toContain('id: "light-every-step"');
    expect(out).toContain(
      'export const toc = [{"depth":2,"id":"light-every-step","text":"Light every step"},{"depth":3,"id":"on-the-stairs","text":"On the stairs"}]',
    );
    expect(out).toMatch(/export const words = \d+;/);
  });

  it('renders no raw HTML: scripts, handlers and tags in the Markdown are dropped', async () => {
    const out = (await transform(SAMPLE, '/x/posts/sample.md'))!.code;
    expect(out).not.toMatch(/script|alert|onclick|steal|onerror|"div"|"b"|"img"/);
  });

  it('?words gives only the count, and other files are left alone', async () => {
    const words = (await transform(SAMPLE, '/x/posts/sample.md?words'))!.code;
    expect(words.trim()).toMatch(/^export const words = \d+;$/);
    expect(await transform('export {}', '/x/file.ts')).toBeNull();
  });
});
