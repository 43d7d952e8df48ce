// The floor page's only script tag, as the site's (src/app/boot.ts): the application is requested
// at the first contentful paint, watched with a PerformanceObserver. The styles Mantine's components
// need are imported here, so the build links them in the head, render-blocking as the site's are.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';

function start() {
  performance.mark('code-requested');
  void import('./entry-client.mjs');
}
const observer = new PerformanceObserver((list) => {
  if (list.getEntriesByName('first-contentful-paint').length) {
    observer.disconnect();
    start();
  }
});
observer.observe({ type: 'paint', buffered: true });
