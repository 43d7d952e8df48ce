/**
 * Mantine's styles for the first load of every page: the global styles, then the components the
 * site chrome, the shared widgets, the lead forms and the home page use (with the components they
 * are built on). Components only some pages use import their own styles beside the view that uses
 * them (Timeline, Tabs, Chip...), so their CSS arrives with that page's chunk and the prerendered
 * page links it (scripts/prerender.mjs); the phone menu's drawer, the Locations menu (Menu, Popover) and
 * the toast card (Notification) bring theirs with their chunks, which load on idle or at first use. Replaces all of `@mantine/core/styles.css` (decision 0012:
 * at most 20 KB gzipped of render-blocking CSS on /). Order matters: it is the order of `@mantine/core/styles.css` (a component's rules must come after
 * those of the components it is built on, e.g. Text before Anchor).
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The site theme's variables and the hiddenFrom/visibleFrom classes (npm run mantine:css).
import './mantine-theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Blockquote.css';
import '@mantine/core/styles/Breadcrumbs.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
