import { describe, expect, it } from 'vitest';
import { stripScripts } from '../../scripts/static-limit.mjs';

describe('the static limit of npm run bench', () => {
  const page = [
    '<html><head>',
    '<link rel="stylesheet" href="/assets/entry-client.css"/>',
    '<link rel="modulepreload" href="/assets/client.js"/>',
    '<script data-mantine-script="true">try { document.documentElement.dataset.x = 1 } catch (e) {}</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script id="document-assets" type="application/json">{"script":"/assets/index.js"}</script>',
    '</head><body><h1>Compassionate Senior Care</h1>',
    '<script type="module" src="/assets/index.js"></script>',
    '<script>console.log("inline")</script>',
    '</body></html>',
  ].join('');

  it('removes every executable script and module preload, and keeps data blocks, styles and content', () => {
    const stripped = stripScripts(page);
    expect(stripped).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/);
    expect(stripped).not.toContain('modulepreload');
    expect(stripped).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(stripped).toContain('<script id="document-assets" type="application/json">');
    expect(stripped).toContain('<link rel="stylesheet" href="/assets/entry-client.css"/>');
    expect(stripped).toContain('<h1>Compassionate Senior Care</h1>');
  });
});
